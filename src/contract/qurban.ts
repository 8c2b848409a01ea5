import * as v from 'valibot';
import { IdSchema, REQUIRED } from './fields';
import { formatRupiah } from './rupiah';

/*
 * Qurban at a mosque (issue 42, its qurban part): the mosque's staff offer animals for one Idul
 * Adha season, a signed-in person books a share on the mosque's page (a whole goat or sheep, or
 * 1/7 of a cow) on someone's behalf (atas nama), and on the day the staff mark each animal
 * slaughtered; every shareholder of that animal then reads it in Pesan.
 *
 * Payment is not wired yet: every booking stands as 'belum dibayar' and is settled with the
 * mosque's staff. Tabungan Qurban, meat distribution and the desk are later parts of the issue.
 *
 * Public (/api/masjid):
 * - get_qurban (GET, { slug }; a session optional) → QurbanView: what is offered and how many
 *   places are left; never a booker's name or number; a signed-in reader also sees their own bookings
 * - book_qurban (POST, QurbanBookForm; signed in) → QurbanView
 * - cancel_qurban (POST, QurbanCancelForm; signed in) → QurbanView: the person's own booking, while
 *   its animal is not yet slaughtered; the booking is removed and its share is open again at once
 * Admin (/api/admin, staff of that mosque or a network admin; every change audited):
 * - get_qurban_admin (GET, { masjid_id }) → QurbanAdminView: each animal with its bookings, numbers masked
 * - offer_qurban (POST, QurbanOfferForm) → QurbanAdminView
 * - slaughter_qurban (POST, QurbanSlaughterForm) → QurbanAdminView
 */

/** The Idul Adha bookings are taken for now: 10 Dzulhijjah 1448 falls in May 2027. */
export const QURBAN_SEASON = '1448';

export const QURBAN_KINDS = ['kambing', 'domba', 'sapi'] as const;
export type QurbanKind = (typeof QURBAN_KINDS)[number];
export const QURBAN_KIND_LABELS: Record<QurbanKind, string> = { kambing: 'Kambing', domba: 'Domba', sapi: 'Sapi' };
/** A cow is shared by seven; a goat or sheep is one person's. */
export const sharesOf = (kind: QurbanKind) => (kind === 'sapi' ? 7 : 1);

/** Animals one offer adds, and one mosque may offer in a season. */
export const QURBAN_OFFER_MAX = 50;
export const QURBAN_ANIMALS_MAX = 300;
/** Rupiah per share (a whole goat or sheep, or 1/7 of a cow). */
export const QURBAN_PRICE_MIN = 100_000;
export const QURBAN_PRICE_MAX = 100_000_000;
/** Shares one account may book in a season, across every mosque: a family's, not a reseller's. */
export const QURBAN_BOOKINGS_PER_PERSON = 7;
export const QURBAN_TEXT_MAX = { atasNama: 80, note: 200 } as const;

export const QURBAN_PAYMENT_LABELS = { belum_dibayar: 'Belum dibayar' } as const;
export type QurbanPayment = keyof typeof QURBAN_PAYMENT_LABELS;

export const qurbanMessages = {
  offered: (n: number, kind: QurbanKind) => `${n} ${QURBAN_KIND_LABELS[kind].toLowerCase()} ditawarkan untuk qurban`,
  booked: 'Pesanan qurban tercatat. Pembayaran diselesaikan dengan pengurus masjid.',
  cancelled: 'Pemesanan dibatalkan. Bagiannya kembali tersedia.',
  slaughtered: (label: string) => `${label} ditandai sudah disembelih. Pemilik bagiannya mendapat kabar di Pesan.`,
  mosqueNotFound: 'Masjid tidak ditemukan',
  animalNotFound: 'Hewan qurban tidak ditemukan',
  /** Another person's booking reads the same: whose bookings exist is never told. */
  bookingNotFound: 'Pemesanan tidak ditemukan atau sudah dibatalkan.',
  cancelTooLate: 'Hewan sudah disembelih, pemesanan tidak dapat dibatalkan.',
  full: 'Maaf, bagian hewan ini sudah habis. Pilih hewan lain, ya.',
  alreadySlaughtered: 'Hewan ini sudah disembelih',
  tooManyBookings: `Satu akun paling banyak memesan ${QURBAN_BOOKINGS_PER_PERSON} bagian qurban per musim`,
  tooManyAnimals: `Satu masjid paling banyak menawarkan ${QURBAN_ANIMALS_MAX} hewan qurban per musim`,
  kindInvalid: 'Pilih kambing, domba atau sapi',
  countInvalid: `Isi jumlah hewan 1 sampai ${QURBAN_OFFER_MAX}`,
  priceInvalid: `Isi harga ${formatRupiah(QURBAN_PRICE_MIN)} sampai ${formatRupiah(QURBAN_PRICE_MAX)}`,
  tooLong: (max: number) => `Maksimal ${max} karakter`,
} as const;

// ---------- answers ----------

const Int = v.pipe(v.number(), v.integer());

export const QurbanAnimalSchema = v.object({
  id: Int,
  kind: v.picklist(QURBAN_KINDS),
  /** 'Sapi 2' */
  label: v.string(),
  share_price: Int,
  shares: Int,
  shares_left: Int,
  /** ISO instant it was slaughtered, or null. */
  slaughtered_at: v.nullable(v.string()),
});
export type QurbanAnimal = v.InferOutput<typeof QurbanAnimalSchema>;

export const MyQurbanBookingSchema = v.object({
  id: Int,
  animal_id: Int,
  atas_nama: v.string(),
  payment: v.picklist(['belum_dibayar']),
});
export type MyQurbanBooking = v.InferOutput<typeof MyQurbanBookingSchema>;

export const QurbanViewSchema = v.object({
  season: v.string(),
  animals: v.array(QurbanAnimalSchema),
  /** Whether the request came with a session: a guest's tap on 'Pesan' leads to login first. */
  signed_in: v.boolean(),
  /** The reader's own bookings at this mosque ([] for a guest). */
  mine: v.array(MyQurbanBookingSchema),
});
export type QurbanView = v.InferOutput<typeof QurbanViewSchema>;

export const QurbanAdminBookingSchema = v.object({
  id: Int,
  atas_nama: v.string(),
  /** The booker's account number, masked like every number in the panel: '81*******0'. */
  nomor_hp: v.string(),
  payment: v.picklist(['belum_dibayar']),
  created_at: v.string(),
});
export const QurbanAdminAnimalSchema = v.object({
  ...QurbanAnimalSchema.entries,
  slaughter_note: v.nullable(v.string()),
  bookings: v.array(QurbanAdminBookingSchema),
});
export type QurbanAdminAnimal = v.InferOutput<typeof QurbanAdminAnimalSchema>;
export const QurbanAdminViewSchema = v.object({ season: v.string(), animals: v.array(QurbanAdminAnimalSchema) });
export type QurbanAdminView = v.InferOutput<typeof QurbanAdminViewSchema>;

/** 'Rp3.500.000 per ekor' or '… per bagian (1/7 sapi)'. */
export const qurbanPriceLine = (a: Pick<QurbanAnimal, 'kind' | 'share_price'>) =>
  `${formatRupiah(a.share_price)} ${a.kind === 'sapi' ? 'per bagian (1/7 sapi)' : 'per ekor'}`;

/** What the staff's 'disembelih' tells each shareholder in Pesan. */
export const qurbanSlaughteredText = (a: { label: string; mosque: string; slug: string; atasNama: string; note: string | null }) => ({
  title: 'Hewan qurbanmu sudah disembelih',
  body: `${a.label} di ${a.mosque} atas nama ${a.atasNama} sudah disembelih.${a.note ? ` Catatan pengurus: ${a.note}` : ''}`,
  link: `/masjid/${a.slug}`,
  action: 'Lihat Masjid',
});

// ---------- requests ----------

/** Digits, or (for rupiah) digits grouped by dots the Indonesian way: '3.500.000'; never '2.5'. */
const WHOLE = /^\d{1,13}$/;
const GROUPED = /^\d{1,3}(\.\d{3}){1,4}$/;
const whole = (message: string, min: number, max: number, grouped = false) => v.pipe(
  v.union([v.string(), v.number()], message),
  v.transform((x) => {
    if (typeof x === 'number') return x;
    const s = x.trim();
    return WHOLE.test(s) || (grouped && GROUPED.test(s)) ? Number(s.replace(/\./g, '')) : Number.NaN;
  }),
  v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message),
);

export const QurbanMasjidForm = v.object({ masjid_id: IdSchema });

export const QurbanOfferForm = v.object({
  masjid_id: IdSchema,
  kind: v.picklist(QURBAN_KINDS, qurbanMessages.kindInvalid),
  /** Per animal for a goat or sheep, per 1/7 share for a cow. */
  price: whole(qurbanMessages.priceInvalid, QURBAN_PRICE_MIN, QURBAN_PRICE_MAX, true),
  count: whole(qurbanMessages.countInvalid, 1, QURBAN_OFFER_MAX),
});
export type QurbanOfferFormInput = v.InferInput<typeof QurbanOfferForm>;

export const QurbanBookForm = v.object({
  slug: v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(120)),
  animal_id: IdSchema,
  atas_nama: v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(QURBAN_TEXT_MAX.atasNama, qurbanMessages.tooLong(QURBAN_TEXT_MAX.atasNama))),
});
export type QurbanBookFormInput = v.InferInput<typeof QurbanBookForm>;

/** The person's own booking, by its id, on the page of the mosque it was made at. */
export const QurbanCancelForm = v.object({
  slug: QurbanBookForm.entries.slug,
  id: IdSchema,
});
export type QurbanCancelFormInput = v.InferInput<typeof QurbanCancelForm>;

export const QurbanSlaughterForm = v.object({
  id: IdSchema,
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(QURBAN_TEXT_MAX.note, qurbanMessages.tooLong(QURBAN_TEXT_MAX.note))), ''),
});
export type QurbanSlaughterFormInput = v.InferInput<typeof QurbanSlaughterForm>;
