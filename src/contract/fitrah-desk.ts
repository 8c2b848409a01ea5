import * as v from 'valibot';
import { IdSchema } from './fields';
import { formatRupiah } from './rupiah';
import { FITRAH_RICE_KG, FITRAH_RICE_LITRES, formatMeasure } from './zakat';
import { hijriDate } from './hijri';
import { jakartaDate } from './jakarta-date';
import { FITRAH_DESK_LIMITS, FitrahDeskEntrySchema, fitrahEntryMessages, Note, type FitrahDeskEntry, type RiceUnit } from './fitrah-desk-entry';

// The entry's form and answer live in a module of their own: the outbox (and the service worker
// that replays it) sends entries and must not carry the Hijri tables and the rest of this module.
export {
  FITRAH_DESK_KINDS, FITRAH_DESK_LIMITS, FitrahDeskEntrySchema, FitrahEntryForm, RICE_UNITS,
  type FitrahDeskEntry, type FitrahDeskKind, type FitrahEntryFormInput, type RiceUnit,
} from './fitrah-desk-entry';

/*
 * Meja Zakat Fitrah (issue 42, the desk): a mosque's staff take each household's zakat fitrah at
 * the desk, in money (the regency's rate per jiwa, computed by the server) or rice (a sha' per
 * jiwa, kept as grams or millilitres), on a phone that may have no signal all evening. Each entry
 * carries an id made on the phone, so a replay or a second phone never makes one household twice.
 * Each closing of the desk (a shift) is counted by one staff member and confirmed by another.
 *
 * Admin (/api/admin, staff of that mosque or a network admin; every change audited):
 * - get_fitrah_desk (GET, { masjid_id }; kept on the device) → FitrahDeskView
 * - record_fitrah_entry (POST, FitrahEntryForm) → FitrahDeskEntry (409 when its id was used for another household)
 * - delete_fitrah_entry (POST, { id }) → FitrahDeskEntry
 * - count_fitrah_shift (POST, FitrahShiftCountForm) → FitrahShift
 * - confirm_fitrah_shift (POST, { id }) → FitrahShift (409 for the counter themself)
 */

/** The season of a moment: the Hijri year of its day in Jakarta ('1448'). */
export const fitrahSeasonOf = (now: Date) => String(hijriDate(jakartaDate(now)).year);

/** Grams or millilitres of rice for `jiwa` people: one sha' each (FITRAH_RICE_KG / FITRAH_RICE_LITRES). */
export const riceFor = (jiwa: number, unit: RiceUnit) => Math.round(jiwa * (unit === 'kg' ? FITRAH_RICE_KG : FITRAH_RICE_LITRES) * 1000);

/** '7,5 kg' from grams, '10,5 liter' from millilitres. */
/**
 * Rice in grams for the books, where the desk measured some in litres: one sha' is 2,5 kg or 3,5
 * litres (BAZNAS, contract/zakat.ts), so a litre taken counts as the weight of the sha' it stands for.
 */
export const riceGramsOf = (grams: number, ml: number) => grams + Math.round((ml * FITRAH_RICE_KG) / FITRAH_RICE_LITRES);

export const riceText = (grams: number, ml: number) =>
  [grams > 0 ? `${formatMeasure(grams / 1000)} kg` : '', ml > 0 ? `${formatMeasure(ml / 1000)} liter` : ''].filter(Boolean).join(' + ') || '0 kg';

export const fitrahDeskMessages = {
  recorded: 'Zakat fitrah tercatat',
  deleted: 'Catatan dihapus; tidak lagi dihitung',
  counted: 'Hitungan tercatat. Minta pengurus lain mengonfirmasi.',
  confirmed: 'Tutup meja dikonfirmasi',
  mosqueNotFound: 'Masjid tidak ditemukan',
  entryNotFound: 'Catatan zakat fitrah tidak ditemukan',
  shiftNotFound: 'Tutup meja tidak ditemukan',
  idReused: 'Catatan dengan kode ini sudah tersimpan dengan isi berbeda (nama, jiwa atau jenisnya lain). Periksa daftar, lalu catat ulang bila perlu.',
  alreadyDeleted: 'Catatan ini sudah dihapus',
  inShift: 'Catatan ini sudah masuk hitungan tutup meja, tidak dapat dihapus',
  nothingToCount: 'Belum ada catatan baru sejak tutup meja terakhir',
  pendingShift: 'Masih ada tutup meja yang menunggu konfirmasi. Konfirmasi dulu sebelum menghitung lagi.',
  ownCount: 'Konfirmasi harus oleh pengurus lain, bukan yang menghitung',
  notPending: 'Tutup meja ini sudah dikonfirmasi',
  noteRequired: 'Hitungan berbeda dari catatan: tulis penjelasan selisihnya',
  cashInvalid: `Isi uang yang dihitung dalam rupiah, 0 sampai ${formatRupiah(FITRAH_DESK_LIMITS.cash)}`,
  riceInvalid: (unit: string, max: number) => `Isi beras dalam ${unit}, 0 sampai ${formatMeasure(max)}, paling banyak 3 angka di belakang koma`,
  ...fitrahEntryMessages,
} as const;

// ---------- requests ----------

export const FitrahDeskQuery = v.object({ masjid_id: IdSchema });

export const FitrahEntryIdForm = v.object({ id: IdSchema });

/** Rupiah counted, as typed: '1.250.000' or '1250000'; 0 allowed (a rice-only evening). */
const CountedCash = v.pipe(
  v.union([v.string(), v.number()], fitrahDeskMessages.cashInvalid),
  v.transform((x) => {
    if (typeof x === 'number') return x;
    const s = x.trim();
    return /^\d{1,11}$/.test(s) || /^\d{1,3}(\.\d{3}){1,3}$/.test(s) ? Number(s.replace(/\./g, '')) : Number.NaN;
  }),
  v.number(fitrahDeskMessages.cashInvalid), v.integer(fitrahDeskMessages.cashInvalid),
  v.minValue(0, fitrahDeskMessages.cashInvalid), v.maxValue(FITRAH_DESK_LIMITS.cash, fitrahDeskMessages.cashInvalid),
);

/** Kg or litres as typed ('12,5' or '12.5'), to whole grams or millilitres; blank is 0. */
const countedRice = (unit: string, max: number) => {
  const message = fitrahDeskMessages.riceInvalid(unit, max);
  return v.optional(v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform((x) => {
      const s = typeof x === 'number' ? String(x) : x.trim().replace(',', '.');
      if (s === '') return 0;
      return /^\d{1,6}(\.\d{1,3})?$/.test(s) ? Math.round(Number(s) * 1000) : Number.NaN;
    }),
    v.number(message), v.minValue(0, message), v.maxValue(max * 1000, message),
  ), '');
};

export const FitrahShiftCountForm = v.object({
  masjid_id: IdSchema,
  cash: CountedCash,
  /** Grams after parsing. */
  rice_kg: countedRice('kg', FITRAH_DESK_LIMITS.riceKg),
  /** Millilitres after parsing. */
  rice_liter: countedRice('liter', FITRAH_DESK_LIMITS.riceLitres),
  note: Note,
});
export type FitrahShiftCountFormInput = v.InferInput<typeof FitrahShiftCountForm>;
export const FitrahShiftIdForm = v.object({ id: IdSchema });

// ---------- answers ----------

const Int = v.pipe(v.number(), v.integer());

export const FitrahTotalsSchema = v.object({ entries: Int, jiwa: Int, amount: Int, rice_grams: Int, rice_ml: Int });
export type FitrahTotals = v.InferOutput<typeof FitrahTotalsSchema>;

export const FitrahShiftSchema = v.object({
  id: Int,
  status: v.picklist(['pending', 'confirmed']),
  recorded: FitrahTotalsSchema,
  counted_cash: Int,
  counted_rice_grams: Int,
  counted_rice_ml: Int,
  note: v.string(),
  counted_by: v.string(),
  counted_by_me: v.boolean(),
  confirmed_by: v.nullable(v.string()),
  confirmed_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type FitrahShift = v.InferOutput<typeof FitrahShiftSchema>;

export const FitrahDeskViewSchema = v.object({
  season: v.string(),
  mosque: v.object({ id: Int, nama: v.string(), slug: v.string() }),
  /** Rupiah per jiwa at this mosque's regency. */
  rate: Int,
  /** The desk's entries and the online fitrah of the season, newest first. */
  entries: v.array(FitrahDeskEntrySchema),
  /** Desk and online together, the deleted left out. */
  totals: FitrahTotalsSchema,
  /** Desk entries not yet in a closing: what the next count covers. */
  open: FitrahTotalsSchema,
  shifts: v.array(FitrahShiftSchema),
});
export type FitrahDeskView = v.InferOutput<typeof FitrahDeskViewSchema>;

/** Whether a count matches what was recorded; a closing that differs needs a note. */
export const shiftMatches = (recorded: Pick<FitrahTotals, 'amount' | 'rice_grams' | 'rice_ml'>, counted: { cash: number; riceGrams: number; riceMl: number }) =>
  recorded.amount === counted.cash && recorded.rice_grams === counted.riceGrams && recorded.rice_ml === counted.riceMl;

/** The Bukti as text: shown, printed and sent by WhatsApp alike. */
export function fitrahReceiptLines(mosque: string, e: Pick<FitrahDeskEntry, 'nama' | 'jiwa' | 'kind' | 'amount' | 'rice_grams' | 'rice_ml' | 'created_at'>): string[] {
  const paid = e.kind === 'uang' ? formatRupiah(e.amount) : riceText(e.rice_grams, e.rice_ml);
  const date = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(new Date(e.created_at));
  return [
    `Bukti Zakat Fitrah — ${mosque}`,
    `Atas nama: ${e.nama}`,
    `Jumlah jiwa: ${e.jiwa}`,
    `Dibayar dengan: ${e.kind === 'uang' ? 'Uang' : 'Beras'} ${paid}`,
    `Tanggal: ${date}`,
  ];
}
