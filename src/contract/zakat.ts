import * as v from 'valibot';
import { MAX_RUPIAH } from './fields';
import { formatRupiah } from './rupiah';
import type { ReadCall } from './first-screen';
import type { ZakatKind } from './zakat-kinds';
import { zakatFieldMessages } from './zakat-donation';

/*
 * Zakat: the four calculations, the figures the network admin sets, and the fields a zakat
 * donation carries. Shared by the calculator (offline, on the device), the donate form, the
 * server and the receipt.
 *
 * Sources (checked 2026-11-27 through public pages quoting BAZNAS; the decisions' own PDFs could
 * not be opened from this machine, so the figures below are as those pages report them):
 * - Nisab of zakat maal and of income: 85 grams of gold, rate 2.5% (BAZNAS, baznas.go.id/zakatmaal,
 *   /zakatpenghasilan).
 * - Keputusan Ketua BAZNAS RI Nomor 13 Tahun 2025: nisab zakat pendapatan/jasa 2025 equal to 85 g
 *   of gold, Rp85.685.927 a year or Rp7.140.494 a month; paid monthly or yearly
 *   (jangkabima.com, 9 Feb 2026, quoting baznas.go.id/zakatpenghasilan).
 * - Keputusan Ketua BAZNAS RI Nomor 14 Tahun 2025 (announced 7 Mar 2025): zakat fitrah for
 *   Jakarta, Bogor, Depok, Tangerang and Bekasi Rp47.000 a person, equal to 2.5 kg or 3.5 l of
 *   rice; fidyah Rp60.000 a person a day; it replaced Keputusan Nomor 10 Tahun 2024
 *   (detik.com 24 Mar 2025, era.id and langit7.id Mar 2025).
 */

// The kinds live in a module of their own: the route tree (the first screen's chunk) reads them
// for the zakat screens' search parameters, and must not carry the rest of this module.
export { ZAKAT_KINDS, ZAKAT_KIND_LABELS, type ZakatKind } from './zakat-kinds';
/** programs.type of a program that takes zakat. */
export const ZAKAT_PROGRAM_TYPE = 'zakat';

/** Nisab of zakat maal and of income: 85 grams of gold. */
export const NISAB_GOLD_GRAMS = 85;
/** Zakat fitrah in rice: one sha', which BAZNAS sets at 2.5 kg or 3.5 litres a person. */
export const FITRAH_RICE_KG = 2.5;
export const FITRAH_RICE_LITRES = 3.5;

/**
 * 2.5% of an amount in whole rupiah, rounded up: a fraction of a rupiah cannot be paid, and
 * rounding up never leaves the payer short of what is due.
 */
export function twoAndAHalfPercent(amount: number): number {
  return amount <= 0 ? 0 : Math.ceil(amount / 40);
}

export const nisabOfGold = (goldPricePerGram: number) => NISAB_GOLD_GRAMS * goldPricePerGram;

export type MaalAssets = {
  /** Cash, savings and deposits. */
  savings: number;
  /** Grams of gold owned (valued at the admin's gold price). */
  goldGrams: number;
  /** Silver and other precious metals, in rupiah. */
  silverValue: number;
  /** Shares, mutual funds, sukuk and other investments, in rupiah. */
  investments: number;
  /** Money owed to you that you expect to receive. */
  receivables: number;
  /** Debts that fall due now (this year), deducted. */
  debtsDue: number;
};

export type ZakatResult = {
  /** What counts toward the nisab (after debts); never below 0. */
  base: number;
  nisab: number;
  /** Whether zakat is due: the base reaches the nisab (equal counts). */
  due: boolean;
  /** What to pay in whole rupiah; 0 when not due. */
  amount: number;
};

/** Zakat maal: 2.5% of net wealth held a full haul, when it reaches 85 g of gold. */
export function zakatMaal(assets: MaalAssets, goldPricePerGram: number): ZakatResult {
  const gold = Math.round(assets.goldGrams * goldPricePerGram);
  const gross = assets.savings + gold + assets.silverValue + assets.investments + assets.receivables;
  const base = Math.max(0, gross - assets.debtsDue);
  const nisab = nisabOfGold(goldPricePerGram);
  const due = nisab > 0 && base >= nisab;
  return { base, nisab, due, amount: due ? twoAndAHalfPercent(base) : 0 };
}

/** The monthly nisab of income: the yearly one over twelve, to the nearest rupiah (as SK 13/2025 gives it). */
export const monthlyIncomeNisab = (yearlyNisab: number) => Math.round(yearlyNisab / 12);

export type IncomePeriod = 'bulanan' | 'tahunan';

/**
 * Zakat penghasilan (BAZNAS): income of the month (or the year) plus other income of that period,
 * 2.5% when it reaches the nisab of 85 g of gold a year (a twelfth of it a month).
 */
export function zakatPenghasilan(input: { income: number; otherIncome: number; period: IncomePeriod }, goldPricePerGram: number): ZakatResult {
  const yearly = nisabOfGold(goldPricePerGram);
  const nisab = input.period === 'bulanan' ? monthlyIncomeNisab(yearly) : yearly;
  const base = Math.max(0, input.income + input.otherIncome);
  const due = nisab > 0 && base >= nisab;
  return { base, nisab, due, amount: due ? twoAndAHalfPercent(base) : 0 };
}

/** Zakat fitrah: everyone in the household, each at the regency's rate or a sha' of rice. */
export function zakatFitrah(people: number, ratePerPerson: number): { amount: number; riceKg: number; riceLitres: number } {
  const n = Math.max(0, Math.floor(people));
  return { amount: n * ratePerPerson, riceKg: n * FITRAH_RICE_KG, riceLitres: n * FITRAH_RICE_LITRES };
}

/** Fidyah: each day of fasting missed, at the rate per person per day. */
export function fidyah(days: number, ratePerDay: number): number {
  return Math.max(0, Math.floor(days)) * ratePerDay;
}

/** kg and litres the Indonesian way: 2,5 / 17,5. */
export const formatMeasure = (n: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(n);

// ---- The figures the network admin sets -------------------------------------------------------

/** An ISO instant the server wrote; optional in answers a phone kept from before figures carried their own dates. */
const FigureDate = v.optional(v.pipe(v.string(), v.isoTimestamp()));

export const FitrahRateSchema = v.object({
  /** The regency's code in the bundled list (public/json/regencies.json), '31.71'. */
  regencyCode: v.string(),
  regencyName: v.string(),
  rate: v.number(),
  /** When the network admin last set this regency's rate. */
  updatedAt: FigureDate,
});
export type FitrahRate = v.InferOutput<typeof FitrahRateSchema>;

/** get_zakat_figures: what the calculator computes with, and when the admin last set it. */
export const ZakatFiguresSchema = v.object({
  goldPricePerGram: v.number(),
  fidyahPerDay: v.number(),
  /** The network's fitrah rate, for a regency with none of its own. */
  fitrahDefault: v.number(),
  fitrahRates: v.array(FitrahRateSchema),
  /** When the newest of the figures was set (ISO instant). */
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** When the gold price, the network's fitrah rate and the fidyah rate were set (one form sets the three). */
  networkUpdatedAt: FigureDate,
});
export type ZakatFigures = v.InferOutput<typeof ZakatFiguresSchema>;

/** The fitrah rate of a regency, or the network's own. */
export function fitrahRateFor(figures: Pick<ZakatFigures, 'fitrahDefault' | 'fitrahRates'>, regencyCode: string | undefined): number {
  return figures.fitrahRates.find((r) => r.regencyCode === regencyCode)?.rate ?? figures.fitrahDefault;
}

// ---- How old the figures are -----------------------------------------------------------------

/**
 * Older than this, a figure is said to be possibly out of date: to the payer on the page, and to
 * the network admins (and the amil mosques' staff) in Pesan. Gold moves every day; a month keeps
 * the nisab within what one reading of the price would miss.
 */
export const ZAKAT_FIGURES_STALE_DAYS = 30;
const DAY_MS = 86_400_000;

/** Whether a figure set at `setAt` (ISO) is older than ZAKAT_FIGURES_STALE_DAYS at `now` (epoch ms). */
export const isZakatFigureStale = (setAt: string, now: number): boolean => now - Date.parse(setAt) > ZAKAT_FIGURES_STALE_DAYS * DAY_MS;

/** When the figure a kind computes with was set: the gold price's, or the fitrah rate of the regency, or fidyah's. */
export function zakatFigureDate(figures: ZakatFigures, kind: ZakatKind, regencyCode?: string): string {
  const network = figures.networkUpdatedAt ?? figures.updatedAt;
  if (kind !== 'fitrah') return network;
  const own = figures.fitrahRates.find((r) => r.regencyCode === regencyCode);
  return own ? (own.updatedAt ?? figures.updatedAt) : network;
}

/** A date as the app writes it: '7 Maret 2025' (in Jakarta). */
export const zakatDateText = (iso: string) => new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(new Date(iso));

/** What the page tells the payer when the figure a kind computes with is older than a month. */
export function staleFigureNotice(kind: ZakatKind, setAt: string): { title: string; body: string } {
  const date = zakatDateText(setAt);
  const title = 'Angka ini mungkin sudah berubah';
  if (kind === 'maal' || kind === 'penghasilan') {
    return { title, body: `Harga emas yang dipakai di sini dari ${date}, lebih dari ${ZAKAT_FIGURES_STALE_DAYS} hari lalu, jadi nisab hari ini bisa berbeda. Cek harga emas terbaru atau tanyakan ke amil sebelum membayar.` };
  }
  const what = kind === 'fitrah' ? 'Tarif zakat fitrah' : 'Tarif fidyah';
  return { title, body: `${what} ini ditetapkan ${date}, lebih dari ${ZAKAT_FIGURES_STALE_DAYS} hari lalu. Cek tarif terbaru ke BAZNAS atau amil di daerahmu sebelum membayar.` };
}

/** The Pesan that reminds the network admins (and the amil mosques' staff) that the figures are old. */
export const staleFiguresMessage = {
  forAdmin: (oldest: string, stale: readonly string[]) => ({
    title: 'Angka zakat perlu diperbarui',
    body: `${stale.join(', ')} terakhir ditetapkan ${zakatDateText(oldest)}, lebih dari ${ZAKAT_FIGURES_STALE_DAYS} hari lalu. `
      + 'Pembayar zakat kini melihat peringatan di kalkulator. Perbarui di Panel Pengurus → Angka Zakat.',
    link: '/admin/zakat', action: 'Perbarui Angka',
  }),
  forStaff: (oldest: string, stale: readonly string[]) => ({
    title: 'Angka zakat jaringan sudah lama',
    body: `${stale.join(', ')} di kalkulator zakat terakhir ditetapkan ${zakatDateText(oldest)}, lebih dari ${ZAKAT_FIGURES_STALE_DAYS} hari lalu. `
      + 'Jamaah yang membayar zakat lewat masjidmu melihat peringatan ini; minta pengurus jaringan memperbaruinya.',
    link: '/zakat', action: null,
  }),
} as const;

export const zakatMessages = {
  ...zakatFieldMessages,
  saved: 'Angka zakat disimpan',
  fitrahSaved: 'Tarif zakat fitrah daerah disimpan',
  fitrahRemoved: 'Tarif daerah dihapus; daerah ini memakai tarif jaringan',
  regencyNotFound: 'Tarif daerah itu tidak ada',
  kindRequired: 'Pilih jenis zakat',
  notZakatProgram: 'Jenis zakat, NIK dan NPWP hanya untuk program zakat',
} as const;

/** A figure in whole rupiah, as the admin types it ('1.650.000' or '1650000'). */
const adminRupiah = (label: string, max: number) => v.pipe(
  v.string(`Isi ${label}`),
  v.trim(),
  v.nonEmpty(`Isi ${label}`),
  v.regex(/^(\d{1,3}(\.\d{3})*|\d+)$/, `${label[0]!.toUpperCase()}${label.slice(1)} berupa angka rupiah, misalnya 1.650.000`),
  v.transform((s) => Number(s.replaceAll('.', ''))),
  v.minValue(1, `${label[0]!.toUpperCase()}${label.slice(1)} harus lebih dari 0`),
  v.maxValue(max, `${label[0]!.toUpperCase()}${label.slice(1)} terlalu besar (maksimal ${formatRupiah(max)})`),
);

/** Caps well above any real figure, so a slip of the keyboard (an extra three zeros) is caught. */
export const ZAKAT_FIGURE_LIMITS = { goldPricePerGram: 100_000_000, perPerson: 10_000_000 } as const;

/** save_zakat_rates: the gold price, the network's fitrah rate and the fidyah rate. */
export const ZakatRatesForm = v.object({
  gold_price: adminRupiah('harga emas per gram', ZAKAT_FIGURE_LIMITS.goldPricePerGram),
  fitrah_rate: adminRupiah('tarif zakat fitrah', ZAKAT_FIGURE_LIMITS.perPerson),
  fidyah_rate: adminRupiah('tarif fidyah', ZAKAT_FIGURE_LIMITS.perPerson),
});

const RegencyCode = v.pipe(v.string('Pilih kabupaten/kota'), v.trim(), v.regex(/^[1-9]\d\.\d{2}$/, 'Pilih kabupaten/kota dari daftar'));

/** save_fitrah_regency: one regency's own fitrah rate. */
export const FitrahRegencyForm = v.object({
  regency_code: RegencyCode,
  regency_name: v.pipe(v.string('Pilih kabupaten/kota'), v.trim(), v.nonEmpty('Pilih kabupaten/kota'), v.maxLength(80, 'Nama daerah terlalu panjang'),
    v.regex(/^[\p{L} .'-]+$/u, 'Nama daerah hanya huruf')),
  rate: adminRupiah('tarif zakat fitrah', ZAKAT_FIGURE_LIMITS.perPerson),
});
export const RemoveFitrahRegencyForm = v.object({ regency_code: RegencyCode });

// ---- The zakat fields of a donation: in zakat-donation.ts (the donation contract needs only them) ----
export { maskIdentityNumber, NikSchema, NpwpSchema, ZakatKindField, ZakatReceiptSchema, type ZakatReceipt } from './zakat-donation';

/** One open zakat program for 'Bayar Zakat'. */
export const ZakatProgramSchema = v.object({
  slug: v.string(),
  header: v.string(),
  flyer: v.nullable(v.string()),
  amilName: v.string(),
});
export type ZakatProgram = v.InferOutput<typeof ZakatProgramSchema>;
export const ZakatProgramListSchema = v.array(ZakatProgramSchema);

/** Whole rupiah a donor may be asked to pay from the calculator (the donation path has its own caps). */
export const ZAKAT_MAX_INPUT = MAX_RUPIAH;

/** The read calls of the zakat screens, keyed like every read (first-screen.ts readCallKey). */
export const zakatFiguresCall = { controller: 'zakat', kode: 'get_zakat_figures' } as const satisfies ReadCall;
export const zakatProgramsCall = { controller: 'zakat', kode: 'get_zakat_programs' } as const satisfies ReadCall;

/** What the button and page for paying a kind say: fidyah is no zakat, and is not called one. */
export const payKindLabel = (kind: ZakatKind): string => (kind === 'fidyah' ? 'Bayar Fidyah' : 'Bayar Zakat');
