import * as v from 'valibot';
import { IdSchema } from './fields';
import { BoxOpeningSchema, FinancePeriodReportSchema } from './mosque-finance';

/*
 * 'Buka kencleng' and 'Laporan Jumat' in the admin controller (/api/admin), scoped to the
 * mosque's staff (network admins everywhere):
 * - list_kencleng_openings (GET, { masjid_id }) → KenclengOpening[], newest first (at most 50)
 * - open_kencleng_count (POST, idempotent, step-up, KenclengCountForm) → KenclengOpening (201), pending
 * - confirm_kencleng_count (POST, idempotent, step-up, { id }) → KenclengOpening: a second staff
 *   member of that mosque confirms; it enters the books (as kencleng income on the day confirmed)
 * - cancel_kencleng_count (POST, idempotent, { id }) → KenclengOpening: a pending count is withdrawn
 * - get_friday_report (GET, { masjid_id }) → FridayReport: the week before the coming Friday
 * The public 'Keuangan' report lists each confirmed opening with both names (BoxOpeningSchema).
 */

/** More than this in one box is a typing slip, not a count (Rp 1 miliar). */
export const KENCLENG_COUNT_MAX = 1_000_000_000;
/** The same 2 MB as a flyer. */
export const KENCLENG_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Counts waiting for their second witness at one mosque: more is a stuck process, not a box. */
export const KENCLENG_PENDING_MAX = 20;

export const kenclengMessages = {
  amountInvalid: 'Isi jumlah uang dengan angka rupiah, misalnya 250000',
  amountNotPositive: 'Jumlah uang harus lebih dari Rp 0',
  amountNotWhole: 'Jumlah uang harus rupiah bulat, tanpa koma atau sen',
  amountAbsurd: 'Jumlah ini terlalu besar untuk satu kencleng (maksimal Rp 1.000.000.000). Periksa lagi hitungannya.',
  photoType: 'Foto harus berupa gambar PNG, JPEG atau WebP',
  photoSize: 'Ukuran foto maksimal 2 MB',
  noKencleng: 'Masjid ini belum punya program kencleng',
  counted: 'Hitungan kencleng tersimpan. Minta pengurus lain mengonfirmasi dari akunnya.',
  confirmed: 'Hitungan kencleng dikonfirmasi dan masuk ke laporan keuangan',
  cancelled: 'Hitungan kencleng dibatalkan',
  notFound: 'Hitungan kencleng tidak ditemukan',
  ownCount: 'Hitungan ini kamu sendiri yang mencatat. Minta pengurus lain mengonfirmasinya.',
  notPending: 'Hitungan ini sudah dikonfirmasi atau dibatalkan',
  tooManyPending: 'Masih banyak hitungan yang menunggu konfirmasi. Selesaikan dulu yang ada.',
} as const;

/**
 * A counted amount from a form string or a JSON number, each fault with its own message: a sign,
 * a fraction and an absurd size are three different slips of the hand.
 */
export const KenclengAmountSchema = v.pipe(
  v.union([v.string(), v.number()], kenclengMessages.amountInvalid),
  v.transform((x) => {
    if (typeof x === 'number') return x;
    const s = x.trim().replace(/\./g, '');
    return /^-?\d+([,]\d+)?$/.test(s) ? Number(s.replace(',', '.')) : Number.NaN;
  }),
  v.number(kenclengMessages.amountInvalid),
  v.check((x) => Number.isFinite(x), kenclengMessages.amountInvalid),
  v.check((x) => x > 0, kenclengMessages.amountNotPositive),
  v.integer(kenclengMessages.amountNotWhole),
  v.maxValue(KENCLENG_COUNT_MAX, kenclengMessages.amountAbsurd),
);

export const KenclengCountForm = v.object({
  masjid_id: IdSchema,
  amount: KenclengAmountSchema,
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, 'Maksimal 300 karakter')), ''),
  /** A PNG, JPEG or WebP data URL of at most 2 MB: the counted money on the table. */
  photo: v.optional(v.pipe(v.string(), v.maxLength(Math.ceil((KENCLENG_PHOTO_MAX_BYTES * 4) / 3) + 64, kenclengMessages.photoSize)), ''),
});
export type KenclengCountFormInput = v.InferInput<typeof KenclengCountForm>;

export const KenclengOpeningIdForm = v.object({ id: IdSchema });

const Id = v.pipe(v.number(), v.integer());
const Moment = v.pipe(v.string(), v.isoTimestamp());
const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const Rupiah = v.pipe(v.number(), v.integer());

export const KENCLENG_OPENING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

export const KenclengOpeningSchema = v.object({
  id: Id,
  masjid_id: Id,
  program_slug: v.string(),
  amount: Rupiah,
  opened_on: DateOnly,
  note: v.string(),
  photo: v.nullable(v.string()),
  status: v.picklist(KENCLENG_OPENING_STATUSES),
  counted_by: v.string(),
  confirmed_by: v.nullable(v.string()),
  confirmed_at: v.nullable(Moment),
  created_at: Moment,
  /** The asker counted it: they cannot be its second witness. */
  counted_by_me: v.boolean(),
});
export type KenclengOpening = v.InferOutput<typeof KenclengOpeningSchema>;
export const KenclengOpeningListSchema = v.array(KenclengOpeningSchema);

export { BoxOpeningSchema, type BoxOpening } from './mosque-finance';

const Line = v.object({ label: v.string(), amount: Rupiah });

export const FridayReportSchema = v.object({
  masjid: v.object({ slug: v.string(), nama: v.string() }),
  /** The Friday it is read on, and the seven days before it (Friday to Thursday), inclusive. */
  friday: DateOnly,
  from: DateOnly,
  to: DateOnly,
  /** The week's books, Friday to Thursday: saldo awal, income by kind and line, spending, saldo akhir. */
  ledger: FinancePeriodReportSchema,
  kencleng: Rupiah,
  /** Of `kencleng`: the boxes opened and confirmed, and the kencleng given online. */
  kencleng_box: Rupiah,
  kencleng_online: Rupiah,
  infaq_online: Rupiah,
  expenses: v.array(Line),
  expense: Rupiah,
  openings: v.array(BoxOpeningSchema),
});
export type FridayReport = v.InferOutput<typeof FridayReportSchema>;

/** The address a kencleng card's QR code opens: the program's donate page. */
export const kenclengDonatePath = (slug: string) => `/kencleng-masjid/${encodeURIComponent(slug)}/donate`;
