import * as v from 'valibot';
import { ZAKAT_KINDS, type ZakatKind } from './zakat-kinds';

// The zakat fields a donation carries and its receipt shows, apart from the calculator's contract
// (zakat.ts): the donation contract, which the first screen's chunk holds, needs only these.

export const zakatFieldMessages = {
  kindInvalid: 'Jenis zakat tidak dikenal',
  nikInvalid: 'NIK harus 16 angka',
  npwpInvalid: 'NPWP harus 15 atau 16 angka',
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

/** '3171234567890001' → '3171********0001': lists show no more than the receipt's owner needs to recognise it. */
export function maskIdentityNumber(digits: string): string {
  if (digits.length <= 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;
}

/** What a zakat donation's receipt shows besides the donation itself. */
export const ZakatReceiptSchema = v.object({
  kind: v.picklist(ZAKAT_KINDS),
  /** As the donor typed it, for the receipt; lists mask it. */
  nik: v.nullable(v.string()),
  npwp: v.nullable(v.string()),
  amilName: v.string(),
  amilPhone: v.nullable(v.string()),
});
export type ZakatReceipt = v.InferOutput<typeof ZakatReceiptSchema>;
