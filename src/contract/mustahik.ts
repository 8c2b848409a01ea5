import * as v from 'valibot';
import { IdSchema, REQUIRED, normalizePhone } from './fields';
import { formatRupiah } from './rupiah';

/*
 * Mustahik and the distribution of zakat fitrah (issue 42, its distribution part). A mosque's
 * staff keep a register of recipients by asnaf, plan per household how much rice and money it
 * gets for the season (the Hijri year of the Eid), and record each hand-over with two witnesses:
 * the one who hands over records it, a DIFFERENT staff member confirms it. The register is the
 * mosque's staff's alone: NIK and phone are masked in every answer, even the panel's, and the
 * public read carries totals by asnaf only.
 *
 * Admin (/api/admin, staff of that mosque or a network admin; every change audited):
 * - get_mustahik_admin (GET, { masjid_id }) → MustahikAdminView
 * - save_mustahik (POST, MustahikForm; `id` to edit) → MustahikAdminView
 * - delete_mustahik (POST, { id }) → MustahikAdminView: a soft delete, its audit row stays
 * - plan_fitrah (POST, FitrahPlanForm) → MustahikAdminView
 * - hand_over_fitrah (POST, FitrahHandOverForm) → MustahikAdminView: the first witness
 * - confirm_fitrah_handover (POST, { id }) → MustahikAdminView: the second, never the first
 * - save_fitrah_season (POST, FitrahSeasonForm) → MustahikAdminView: the Eid prayer and amil share
 * Public (/api/masjid):
 * - get_fitrah_distribution (GET, { slug }) → FitrahDistribution: confirmed hand-overs by asnaf
 */

export const ASNAF = ['fakir', 'miskin', 'amil', 'mualaf', 'riqab', 'gharim', 'fisabilillah', 'ibnu_sabil'] as const;
export type Asnaf = (typeof ASNAF)[number];
export const ASNAF_LABELS: Record<Asnaf, string> = {
  fakir: 'Fakir', miskin: 'Miskin', amil: 'Amil', mualaf: 'Mualaf', riqab: 'Riqab', gharim: 'Gharim', fisabilillah: 'Fisabilillah', ibnu_sabil: 'Ibnu Sabil',
};

export const MUSTAHIK_LIMITS = {
  nameMin: 2, nameMax: 80, addressMax: 200, householdMin: 1, householdMax: 30,
  /** Per household per season. */
  riceKgMax: 100, moneyMax: 10_000_000,
  /** One mosque's register: a large kampung's poor, not a city's census. */
  registerMax: 2_000,
} as const;
/** The amil's share, in tenths of a percent: 0 to 12,5 % (see amilShareOf). */
export const AMIL_TENTHS_MAX = 125;
/** The Eid prayer when the mosque has not set one: 1 Syawal at 06:30 at the mosque. */
export const EID_DEFAULT_TIME = '06:30';

export const mustahikMessages = {
  saved: 'Data mustahik tersimpan',
  deleted: 'Mustahik dihapus dari daftar. Catatannya tetap ada di riwayat.',
  planned: 'Rencana penyaluran tersimpan',
  handedOver: 'Penyerahan tercatat. Minta pengurus lain mengonfirmasi.',
  confirmed: 'Penyerahan dikonfirmasi',
  seasonSaved: 'Pengaturan musim zakat fitrah tersimpan',
  notFound: 'Mustahik tidak ditemukan',
  handOverNotFound: 'Catatan penyerahan tidak ditemukan',
  mosqueNotFound: 'Masjid tidak ditemukan',
  ownHandOver: 'Konfirmasi harus oleh pengurus lain, bukan yang menyerahkan.',
  notPending: 'Penyerahan ini sudah dikonfirmasi.',
  alreadyHandedOver: 'Mustahik ini sudah menerima penyerahan musim ini.',
  registerFull: `Satu masjid paling banyak mencatat ${MUSTAHIK_LIMITS.registerMax} mustahik`,
  name: `Isi nama ${MUSTAHIK_LIMITS.nameMin} sampai ${MUSTAHIK_LIMITS.nameMax} karakter`,
  asnaf: 'Pilih salah satu dari delapan asnaf',
  household: `Isi jumlah anggota keluarga ${MUSTAHIK_LIMITS.householdMin} sampai ${MUSTAHIK_LIMITS.householdMax}`,
  address: `Alamat maksimal ${MUSTAHIK_LIMITS.addressMax} karakter`,
  nik: 'NIK harus 16 angka sesuai KTP',
  phone: 'Nomor HP tidak valid',
  rice: `Isi beras 0 sampai ${MUSTAHIK_LIMITS.riceKgMax} kg (boleh desimal, mis. 2,5)`,
  money: `Isi uang Rp0 sampai ${formatRupiah(MUSTAHIK_LIMITS.moneyMax)}`,
  nothing: 'Isi beras atau uang yang diserahkan',
  eidDate: 'Tanggal salat Id tidak valid',
  eidTime: 'Jam salat Id tidak valid (contoh 06:30)',
  amil: 'Bagian amil 0 sampai 12,5%',
} as const;

// ---------- masking ----------

/** '3201234567890001' → '3201********0001': the region and the last four, enough to tell two apart. */
export function maskNik(nik: string): string {
  return nik.length === 16 ? `${nik.slice(0, 4)}********${nik.slice(-4)}` : '*'.repeat(nik.length);
}

/** A stored number ('81234567890', without 62) → '0812****7890': its prefix and last four. */
export function maskMustahikPhone(stored: string): string {
  const local = `0${stored}`;
  return local.length < 9 ? '*'.repeat(local.length) : `${local.slice(0, 4)}${'*'.repeat(local.length - 8)}${local.slice(-4)}`;
}

/**
 * A plausible NIK (Dukcapil's 16 digits): a province code 11–94, a birth date DDMMYY where a
 * woman's day is raised by 40, and a serial that is not 0000. It catches typos, not forgeries.
 */
export function isPlausibleNik(nik: string): boolean {
  if (!/^\d{16}$/.test(nik)) return false;
  const province = Number(nik.slice(0, 2));
  const rawDay = Number(nik.slice(6, 8));
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  const month = Number(nik.slice(8, 10));
  return province >= 11 && province <= 94 && day >= 1 && day <= 31 && month >= 1 && month <= 12 && nik.slice(12) !== '0000';
}

// ---------- quantities ----------

/** '2,5' or '2.5' or 2.5 kg → 2500 grams; at most three decimals; NaN for anything else. */
export function kgToGrams(x: string | number): number {
  if (typeof x === 'number') return Number.isFinite(x) ? Math.round(x * 1000) : Number.NaN;
  const s = x.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,3})?$/.test(s) ? Math.round(Number(s) * 1000) : Number.NaN;
}

/** 2500 → '2,5 kg'. */
export const formatKg = (grams: number) => `${(grams / 1000).toLocaleString('id-ID', { maximumFractionDigits: 3 })} kg`;

const riceKg = v.pipe(
  v.union([v.string(), v.number()], mustahikMessages.rice),
  v.transform(kgToGrams),
  v.number(mustahikMessages.rice), v.integer(mustahikMessages.rice),
  v.minValue(0, mustahikMessages.rice), v.maxValue(MUSTAHIK_LIMITS.riceKgMax * 1000, mustahikMessages.rice),
);

/** Whole rupiah, plain or grouped by dots ('1.400.000'); 0 allowed (a rice-only household). */
const money = v.pipe(
  v.union([v.string(), v.number()], mustahikMessages.money),
  v.transform((x) => {
    if (typeof x === 'number') return x;
    const s = x.trim();
    return /^\d{1,9}$/.test(s) || /^\d{1,3}(\.\d{3}){1,3}$/.test(s) ? Number(s.replace(/\./g, '')) : Number.NaN;
  }),
  v.number(mustahikMessages.money), v.integer(mustahikMessages.money),
  v.minValue(0, mustahikMessages.money), v.maxValue(MUSTAHIK_LIMITS.moneyMax, mustahikMessages.money),
);

// ---------- the books ----------

export type FitrahBooksInput = {
  /** What came in this season: the desk's entries and the online fitrah. */
  riceInGrams: number;
  moneyIn: number;
  /** Confirmed hand-overs to mustahik. */
  handedOver: readonly { riceGrams: number; money: number }[];
  /** Tenths of a percent, 0–125. */
  amilTenths: number;
};
export type FitrahLedger = { in: number; out: number; amil: number; stock: number; short: number };
export type FitrahBooks = { rice: FitrahLedger; money: FitrahLedger; balanced: boolean; warnings: string[] };

/**
 * The amil's share of what was collected, rounded down. The common reading (the eight asnaf of
 * at-Taubah 60 share the zakat, so the amil takes at most one eighth, 12,5 %; BAZNAS follows
 * it) caps it at 1/8; a mosque may set less or none. Out-of-range settings are clamped, never trusted.
 */
export function amilShareOf(collected: number, amilTenths: number): number {
  const tenths = Math.min(AMIL_TENTHS_MAX, Math.max(0, Math.trunc(amilTenths)));
  return Math.floor((Math.max(0, collected) * tenths) / 1000);
}

function ledger(collected: number, given: number, amilTenths: number): FitrahLedger {
  const inn = Math.max(0, collected);
  const amil = amilShareOf(inn, amilTenths);
  const stock = inn - amil - given;
  return { in: inn, out: given, amil, stock, short: stock < 0 ? -stock : 0 };
}

/**
 * Rice in = rice out + amil + stock, and money in = money out + amil + balance, always. When more
 * was handed over than came in, the stock goes below zero and says so: `short` and a warning,
 * never a silent negative.
 */
export function fitrahBooks(input: FitrahBooksInput): FitrahBooks {
  const riceOut = input.handedOver.reduce((s, h) => s + Math.max(0, h.riceGrams), 0);
  const moneyOut = input.handedOver.reduce((s, h) => s + Math.max(0, h.money), 0);
  const rice = ledger(input.riceInGrams, riceOut, input.amilTenths);
  const cash = ledger(input.moneyIn, moneyOut, input.amilTenths);
  const warnings: string[] = [];
  if (rice.short) warnings.push(`Beras yang diserahkan melebihi yang diterima ${formatKg(rice.short)}`);
  if (cash.short) warnings.push(`Uang yang diserahkan melebihi yang diterima ${formatRupiah(cash.short)}`);
  return { rice, money: cash, balanced: warnings.length === 0, warnings };
}

// ---------- the deadline ----------

export type FitrahPending = { households: number; rice_grams: number; money: number };

/** 'Belum diserahkan: 7 keluarga, 84 kg, Rp1.400.000 — 2 hari lagi sebelum salat Id'. */
export function pendingLine(p: FitrahPending, eidAt: string, now: Date): string {
  if (p.households === 0) return 'Semua rencana penyaluran sudah diserahkan.';
  const what = `Belum diserahkan: ${p.households} keluarga, ${formatKg(p.rice_grams)}, ${formatRupiah(p.money)}`;
  const ms = Date.parse(eidAt) - now.getTime();
  if (ms <= 0) return `${what} — salat Id sudah lewat`;
  const hours = Math.floor(ms / 3_600_000);
  const left = hours >= 24 ? `${Math.floor(hours / 24)} hari lagi` : hours >= 1 ? `${hours} jam lagi` : `${Math.max(1, Math.floor(ms / 60_000))} menit lagi`;
  return `${what} — ${left} sebelum salat Id`;
}

// ---------- answers ----------

const Int = v.pipe(v.number(), v.integer());

export const FitrahHandOverSchema = v.object({
  id: Int,
  rice_grams: Int,
  money: Int,
  handed_by: v.string(),
  handed_at: v.string(),
  confirmed_by: v.nullable(v.string()),
  confirmed_at: v.nullable(v.string()),
  /** Whether the reader recorded it (they may not confirm it). */
  handed_by_me: v.boolean(),
});
export type FitrahHandOver = v.InferOutput<typeof FitrahHandOverSchema>;

export const MustahikRowSchema = v.object({
  id: Int,
  name: v.string(),
  asnaf: v.picklist(ASNAF),
  household_size: Int,
  address: v.string(),
  /** Masked: '3201********0001', or null when none was given. */
  nik: v.nullable(v.string()),
  /** Masked: '0812****7890', or null. */
  phone: v.nullable(v.string()),
  plan: v.nullable(v.object({ rice_grams: Int, money: Int })),
  hand_over: v.nullable(FitrahHandOverSchema),
});
export type MustahikRow = v.InferOutput<typeof MustahikRowSchema>;

const LedgerSchema = v.object({ in: Int, out: Int, amil: Int, stock: Int, short: Int });
export const MustahikAdminViewSchema = v.object({
  season: Int,
  /** ISO instant of the Eid prayer; `eid_set` false while it is the default. */
  eid_at: v.string(),
  eid_set: v.boolean(),
  amil_tenths: Int,
  mustahik: v.array(MustahikRowSchema),
  pending: v.object({ households: Int, rice_grams: Int, money: Int }),
  books: v.object({ rice: LedgerSchema, money: LedgerSchema, balanced: v.boolean(), warnings: v.array(v.string()) }),
});
export type MustahikAdminView = v.InferOutput<typeof MustahikAdminViewSchema>;

export const FitrahAsnafTotalSchema = v.object({ asnaf: v.picklist(ASNAF), households: Int, rice_grams: Int, money: Int });
export const FitrahDistributionSchema = v.object({
  season: Int,
  /** What the mosque took in this season (its desk and online fitrah): jiwa, rice in grams, money. */
  collected: v.object({ jiwa: Int, rice_grams: Int, money: Int }),
  /** Confirmed hand-overs only, by asnaf; no recipient is named. */
  by_asnaf: v.array(FitrahAsnafTotalSchema),
  total: v.object({ households: Int, rice_grams: Int, money: Int }),
});
export type FitrahDistribution = v.InferOutput<typeof FitrahDistributionSchema>;

/** '12 jiwa · Rp 480.000 · 20 kg beras': what came in, leaving out a kind nobody paid in. */
export const fitrahCollectedText = (c: FitrahDistribution['collected']) => [
  `${c.jiwa} jiwa`, ...(c.money > 0 ? [formatRupiah(c.money)] : []), ...(c.rice_grams > 0 ? [`${formatKg(c.rice_grams)} beras`] : []),
].join(' · ');

/** '1 keluarga · 10 kg · Rp 150.000': what one asnaf (or all) received. */
export const fitrahGivenText = (g: { households: number; rice_grams: number; money: number }) =>
  `${g.households} keluarga · ${formatKg(g.rice_grams)} · ${formatRupiah(g.money)}`;

/**
 * The season's zakat fitrah as lines of a report read out or posted (Laporan Jumat): what came
 * in, and what was handed over by asnaf; nothing in a season with neither. Totals only, by design.
 */
export function fitrahReportLines(d: FitrahDistribution): string[] {
  if (d.collected.jiwa === 0 && d.total.households === 0) return [];
  const lines = [`*Zakat Fitrah ${d.season} H*`];
  if (d.collected.jiwa > 0) lines.push(`  Terkumpul: ${fitrahCollectedText(d.collected)}`);
  if (d.total.households > 0) {
    lines.push(`  Disalurkan: ${fitrahGivenText(d.total)}`, ...d.by_asnaf.map((r) => `    · ${ASNAF_LABELS[r.asnaf]}: ${fitrahGivenText(r)}`));
  }
  return lines;
}

// ---------- requests ----------

const optionalText = (max: number, message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)), '');

export const MustahikForm = v.object({
  masjid_id: IdSchema,
  /** Present to edit an existing entry; then an empty NIK or phone keeps the stored one (never sent back to prefill). */
  id: v.optional(v.union([v.literal(''), IdSchema]), ''),
  name: v.pipe(v.string(REQUIRED), v.trim(), v.minLength(MUSTAHIK_LIMITS.nameMin, mustahikMessages.name), v.maxLength(MUSTAHIK_LIMITS.nameMax, mustahikMessages.name)),
  asnaf: v.picklist(ASNAF, mustahikMessages.asnaf),
  household_size: v.pipe(
    v.union([v.string(), v.number()], mustahikMessages.household),
    v.transform((x) => (typeof x === 'number' ? x : /^\d{1,3}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
    v.number(mustahikMessages.household), v.integer(mustahikMessages.household),
    v.minValue(MUSTAHIK_LIMITS.householdMin, mustahikMessages.household), v.maxValue(MUSTAHIK_LIMITS.householdMax, mustahikMessages.household),
  ),
  address: optionalText(MUSTAHIK_LIMITS.addressMax, mustahikMessages.address),
  nik: v.pipe(optionalText(20, mustahikMessages.nik), v.check((x) => x === '' || isPlausibleNik(x), mustahikMessages.nik)),
  phone: v.pipe(
    optionalText(20, mustahikMessages.phone),
    v.check((x) => x === '' || normalizePhone(x) !== null, mustahikMessages.phone),
    v.transform((x) => (x === '' ? '' : normalizePhone(x)!)),
  ),
});
export type MustahikFormInput = v.InferInput<typeof MustahikForm>;

export const MustahikIdForm = v.object({ id: IdSchema });

export const FitrahPlanForm = v.object({ mustahik_id: IdSchema, rice_kg: riceKg, money });
export type FitrahPlanFormInput = v.InferInput<typeof FitrahPlanForm>;

export const FitrahHandOverForm = v.pipe(
  v.object({ mustahik_id: IdSchema, rice_kg: riceKg, money }),
  v.forward(v.check((x) => x.rice_kg > 0 || x.money > 0, mustahikMessages.nothing), ['rice_kg']),
);
export type FitrahHandOverFormInput = v.InferInput<typeof FitrahHandOverForm>;

export const FitrahHandOverIdForm = v.object({ id: IdSchema });

export const FitrahSeasonForm = v.object({
  masjid_id: IdSchema,
  /** Empty: back to the default (1 Syawal, 06:30). */
  eid_date: v.pipe(optionalText(10, mustahikMessages.eidDate), v.check((x) => x === '' || (/^\d{4}-\d{2}-\d{2}$/.test(x) && !Number.isNaN(Date.parse(`${x}T00:00:00Z`))), mustahikMessages.eidDate)),
  eid_time: v.pipe(optionalText(5, mustahikMessages.eidTime), v.check((x) => x === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(x), mustahikMessages.eidTime)),
  /** '12,5' or '10' percent. */
  amil_percent: v.pipe(
    v.union([v.string(), v.number()], mustahikMessages.amil),
    v.transform((x) => {
      const s = String(x).trim().replace(',', '.');
      return /^\d{1,2}(\.\d)?$/.test(s) ? Math.round(Number(s) * 10) : Number.NaN;
    }),
    v.number(mustahikMessages.amil), v.minValue(0, mustahikMessages.amil), v.maxValue(AMIL_TENTHS_MAX, mustahikMessages.amil),
  ),
});
export type FitrahSeasonFormInput = v.InferInput<typeof FitrahSeasonForm>;
