import * as v from 'valibot';
import { ZAKAT_COUNT_MAX, ZAKAT_KINDS, type ZakatKind } from './zakat-kinds';


// The zakat fields a donation carries and its receipt shows, apart from the calculator's contract
// (zakat.ts): the donation contract, which the first screen's chunk holds, needs only these.

export const zakatFieldMessages = {
  kindInvalid: 'Jenis zakat tidak dikenal',
  nikInvalid: 'NIK harus 16 angka',
  npwpInvalid: 'NPWP harus 15 atau 16 angka',
  countInvalid: 'Isi jumlahnya dengan angka 1 sampai 9.999',
  countNotCounted: 'Jumlah jiwa atau hari hanya untuk zakat fitrah dan fidyah',
};

/** Digits only: people type NPWP as 01.234.567.8-901.000 and NIK with spaces. */
const digitsOf = (s: string) => s.replace(/[\s.\-/]/g, '');

/** Optional NIK: 16 digits; stored as its digits. */
export const NikSchema = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s: string | null) => digitsOf(s ?? '')),
  v.check((s) => s === '' || /^\d{16}$/.test(s), zakatFieldMessages.nikInvalid),
  v.transform((s): string | undefined => (s === '' ? undefined : s)),
);

/** Optional NPWP: 15 digits (the old form) or 16 (the NIK-based form since 2024); stored as its digits. */
export const NpwpSchema = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s: string | null) => digitsOf(s ?? '')),
  v.check((s) => s === '' || /^\d{15,16}$/.test(s), zakatFieldMessages.npwpInvalid),
  v.transform((s): string | undefined => (s === '' ? undefined : s)),
);

/** The kind a zakat donation carries; '' and absent mean none (an infaq). */
export const ZakatKindField = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s: string | null) => (s ?? '').trim()),
  v.check((s) => s === '' || ZAKAT_KINDS.some((k) => k === s), zakatFieldMessages.kindInvalid),
  v.transform((s): ZakatKind | undefined => ZAKAT_KINDS.find((k) => k === s)),
);

/** The kinds paid for a number of things: a zakat fitrah per jiwa, a fidyah per day. */
export const COUNTED_ZAKAT_KINDS = ['fitrah', 'fidyah'] as const satisfies readonly ZakatKind[];
export const isCountedZakatKind = (kind: string | undefined): kind is (typeof COUNTED_ZAKAT_KINDS)[number] =>
  COUNTED_ZAKAT_KINDS.some((k) => k === kind);

/**
 * Optional: how many jiwa a zakat fitrah or how many days a fidyah is paid for, so its receipt can
 * say 'Zakat Fitrah untuk 4 jiwa'. Typed on the form (text) or carried by the outbox (a number).
 */
export const ZakatCountField = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((x: string | number | null) => (x === null ? '' : String(x).trim())),
  v.check((s) => s === '' || (/^\d{1,4}$/.test(s) && Number(s) >= 1 && Number(s) <= ZAKAT_COUNT_MAX), zakatFieldMessages.countInvalid),
  v.transform((s): number | undefined => (s === '' ? undefined : Number(s))),
);

/** '3171234567890001' → '3171********0001': lists show no more than the receipt's owner needs to recognise it. */
export function maskIdentityNumber(digits: string): string {
  if (digits.length <= 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;
}

/** What a zakat donation's receipt shows besides the donation itself. */
export const ZakatReceiptSchema = v.object({
  kind: v.picklist(ZAKAT_KINDS),
  /** Jiwa of a zakat fitrah or days of a fidyah, when the donor gave them (older answers lack it). */
  count: v.optional(v.nullable(v.number())),
  /** As the donor typed it, for the receipt; lists mask it. */
  nik: v.nullable(v.string()),
  npwp: v.nullable(v.string()),
  amilName: v.string(),
  amilPhone: v.nullable(v.string()),
});
export type ZakatReceipt = v.InferOutput<typeof ZakatReceiptSchema>;
