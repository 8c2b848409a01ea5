import * as v from 'valibot';
import { IdSchema, REQUIRED } from './fields';
import { formatRupiah } from './rupiah';
import { QurbanMeatTotalsSchema } from './qurban-meat';

/*
 * Qurban at a mosque (issue 42, its qurban part): the mosque's staff offer animals for one Idul
 * Adha season, a signed-in person books a share on the mosque's page (a whole goat or sheep, or
 * 1/7 of a cow) on someone's behalf (atas nama), and on the day the staff mark each animal
 * slaughtered; every shareholder of that animal then reads it in Pesan.
 *
 * Payment goes through the one donation path: 'Bayar' makes a donation to the mosque's qurban
 * program (programs.type QURBAN_PROGRAM_TYPE) linked to the booking, for what is left of its price
 * (at once) or any part of it from QURBAN_DEPOSIT_MIN (Tabungan Qurban). It settles, expires and is
 * receipted like any donation; the booking is 'Lunas' once its paid donations reach the price, and
 * the mosque's books count the money as qurban, never as infaq. The desk is a later part of the
 * issue; the meat handed out on the day is contract/qurban-meat.ts.
 *
 * Public (/api/masjid):
 * - get_qurban (GET, { slug }; a session optional) → QurbanView: what is offered and how many
 *   places are left; never a booker's name or number; a signed-in reader also sees their own bookings;
 *   the confirmed meat hand-overs' totals (contract/qurban-meat.ts)
 * - book_qurban (POST, QurbanBookForm; signed in) → QurbanView
 * - cancel_qurban (POST, QurbanCancelForm; signed in) → QurbanView: the person's own booking, while
 *   its animal is not yet slaughtered and nothing is paid or waiting to be paid on it; the booking
 *   is removed and its share is open again at once
 * - pay_qurban (POST, QurbanPayForm; signed in) → { redirect_url, codeDonate }: a donation toward
 *   the person's own booking, paid on the donation's checkout page
 * Admin (/api/admin, staff of that mosque or a network admin; every change audited):
 * - get_qurban_admin (GET, { masjid_id }) → QurbanAdminView: each animal with its bookings, numbers masked
 * - offer_qurban (POST, QurbanOfferForm) → QurbanAdminView
 * - slaughter_qurban (POST, QurbanSlaughterForm) → QurbanAdminView; an optional photo (a data URL,
 *   PNG/JPEG/WebP up to QURBAN_PHOTO_MAX_BYTES) is linked from the shareholders' notice
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

export { QURBAN_PROGRAM_TYPE } from './program-id';
/** The smallest deposit of a Tabungan Qurban (the last one may be smaller: whatever is left). */
export const QURBAN_DEPOSIT_MIN = 10_000;
/** A slaughter photo, decoded: a phone's picture fits, a video does not. */
export const QURBAN_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const QURBAN_PAYMENTS = ['belum_dibayar', 'menabung', 'lunas'] as const;
export type QurbanPayment = (typeof QURBAN_PAYMENTS)[number];
export const QURBAN_PAYMENT_LABELS: Record<QurbanPayment, string> = { belum_dibayar: 'Belum dibayar', menabung: 'Menabung', lunas: 'Lunas' };
/** Where a booking stands from what is paid on it. */
export const qurbanPaymentOf = (paid: number, price: number): QurbanPayment => (paid >= price ? 'lunas' : paid > 0 ? 'menabung' : 'belum_dibayar');

export const qurbanMessages = {
  offered: (n: number, kind: QurbanKind) => `${n} ${QURBAN_KIND_LABELS[kind].toLowerCase()} ditawarkan untuk qurban`,
  booked: 'Pesanan qurban tercatat. Bayar lunas atau menabung dari daftar pesananmu.',
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
  cancelPaid: 'Pemesanan ini sudah ada pembayarannya, jadi tidak bisa dibatalkan sendiri. Hubungi pengurus masjid, ya.',
  alreadyPaid: 'Pemesanan ini sudah lunas.',
  /** Money waiting on the checkout page counts as taken: two open payments must never pay twice. */
  amountInvalid: (left: number) => left < QURBAN_DEPOSIT_MIN
    ? `Isi tepat ${formatRupiah(left)}, sisa yang belum dibayar`
    : `Isi nominal ${formatRupiah(QURBAN_DEPOSIT_MIN)} sampai ${formatRupiah(left)} (sisa yang belum dibayar)`,
  amountNotNumber: 'Isi nominal dalam rupiah, misalnya 500.000',
  tailTooSmall: (left: number) => `Sisakan minimal ${formatRupiah(QURBAN_DEPOSIT_MIN)} untuk setoran berikutnya, atau bayar lunas ${formatRupiah(left)}`,
  pendingFirst: 'Masih ada pembayaran yang menunggu untuk pemesanan ini. Selesaikan atau tunggu sampai kedaluwarsa, ya.',
  payCreated: 'Pembayaran qurban dibuat',
  photoType: 'Foto harus berupa gambar PNG, JPG atau WebP',
  photoSize: `Ukuran foto maksimal ${QURBAN_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
  paymentRequired: 'Pilih metode pembayaran',
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
  payment: v.picklist(QURBAN_PAYMENTS),
  /** The share's price, what is paid on it and what waits on a checkout page (rupiah). */
  price: Int,
  paid: Int,
  pending: Int,
  /** The code of the last paid donation on it: its receipt is that donation's page. */
  receipt_code: v.nullable(v.string()),
  /** The staff's slaughter photo ('/uploads/…'), once there is one. */
  slaughter_photo: v.nullable(v.string()),
});
export type MyQurbanBooking = v.InferOutput<typeof MyQurbanBookingSchema>;

export const QurbanViewSchema = v.object({
  season: v.string(),
  animals: v.array(QurbanAnimalSchema),
  /** Whether the request came with a session: a guest's tap on 'Pesan' leads to login first. */
  signed_in: v.boolean(),
  /** The reader's own bookings at this mosque ([] for a guest). */
  mine: v.array(MyQurbanBookingSchema),
  /** The meat handed out and confirmed (contract/qurban-meat.ts), totals only; absent in a copy kept from before it. */
  meat: v.optional(QurbanMeatTotalsSchema),
});
export type QurbanView = v.InferOutput<typeof QurbanViewSchema>;

export const QurbanAdminBookingSchema = v.object({
  id: Int,
  atas_nama: v.string(),
  /** The booker's account number, masked like every number in the panel: '81*******0'. */
  nomor_hp: v.string(),
  payment: v.picklist(QURBAN_PAYMENTS),
  paid: Int,
  created_at: v.string(),
});
export const QurbanAdminAnimalSchema = v.object({
  ...QurbanAnimalSchema.entries,
  slaughter_note: v.nullable(v.string()),
  slaughter_photo: v.nullable(v.string()),
  bookings: v.array(QurbanAdminBookingSchema),
});
export type QurbanAdminAnimal = v.InferOutput<typeof QurbanAdminAnimalSchema>;
export const QurbanAdminViewSchema = v.object({ season: v.string(), animals: v.array(QurbanAdminAnimalSchema) });
export type QurbanAdminView = v.InferOutput<typeof QurbanAdminViewSchema>;

/** 'Rp3.500.000 per ekor' or '… per bagian (1/7 sapi)'. */
export const qurbanPriceLine = (a: Pick<QurbanAnimal, 'kind' | 'share_price'>) =>
  `${formatRupiah(a.share_price)} ${a.kind === 'sapi' ? 'per bagian (1/7 sapi)' : 'per ekor'}`;

/**
 * What the staff's 'disembelih' tells each shareholder in Pesan; with a photo, the notice opens the
 * booking on the mosque page, which shows it (an upload is a file, not a page the app's router or
 * its service worker's shell can open).
 */
export const qurbanSlaughteredText = (a: { label: string; mosque: string; slug: string; atasNama: string; note: string | null; photo?: string | null }) => ({
  title: 'Hewan qurbanmu sudah disembelih',
  body: `${a.label} di ${a.mosque} atas nama ${a.atasNama} sudah disembelih.${a.note ? ` Catatan pengurus: ${a.note}` : ''}${a.photo ? ' Fotonya ada di pesananmu.' : ''}`,
  link: a.photo ? `/masjid/${a.slug}#qurban` : `/masjid/${a.slug}`,
  action: a.photo ? 'Lihat Foto' : 'Lihat Masjid',
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
  /** A data URL of the photo, or '' for none; its bytes are checked on the server. */
  photo: v.optional(v.pipe(v.string(), v.maxLength(Math.ceil((QURBAN_PHOTO_MAX_BYTES * 4) / 3) + 64, qurbanMessages.photoSize)), ''),
});
export type QurbanSlaughterFormInput = v.InferInput<typeof QurbanSlaughterForm>;

/**
 * 'Bayar' on the person's own booking: `amount` is all that is left (at once) or a deposit of a
 * Tabungan Qurban; its bounds depend on the booking, so the server checks them (amountInvalid).
 */
export const QurbanPayForm = v.object({
  slug: QurbanBookForm.entries.slug,
  id: IdSchema,
  amount: whole(qurbanMessages.amountNotNumber, 1, QURBAN_PRICE_MAX, true),
  codePayment: v.pipe(v.string(qurbanMessages.paymentRequired), v.trim(), v.nonEmpty(qurbanMessages.paymentRequired), v.maxLength(50, qurbanMessages.paymentRequired)),
});
export type QurbanPayFormInput = v.InferInput<typeof QurbanPayForm>;

