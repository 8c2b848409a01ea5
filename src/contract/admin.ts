import * as v from 'valibot';
import { CursorSchema, REQUIRED, SearchSchema, SlugSchema, RupiahSchema } from './fields';
import { AllTimeSchema, CampaignUpdateSchema, DisbursementSchema } from './campaign';
import { DONATION_STATES, DonationCodeSchema } from './donation';
import { NEWS_TYPES, NewsItemSchema } from './news';
import { PAYMENT_TYPES } from './payment-method';
import { isRealDate } from './user';

/*
 * The admin controller (/api/admin): the mosque staff's panel (ARCHITECTURE "Administration").
 * Every action needs a session of a network admin (role 'admin') or, where admin-action.ts says
 * 'staff', of that mosque's staff (see admin-mosque.ts): a guest gets 401, anyone else 403
 * with adminMessages.forbidden. A user becomes admin with `npm run admin -- <whatsapp>`.
 * Admin reads are never cached by the service worker.
 *
 * - get_summary (GET) → AdminSummary
 * - list_donations (GET, AdminDonationQuery) → AdminDonation[], newest first, at most 100
 * - confirm_donation (POST, idempotent, { code }) → AdminDonation. For a transfer the staff found
 *   on the bank statement (mostly manual transfers): a pending or expired donation becomes paid
 *   exactly once, through the same path as a payment notification; already paid → 409.
 * - list_programs (GET, { search }) → AdminProgram[], newest first
 * - get_program (GET, { slug }) → AdminProgram, the edit page's; unknown slug → 404
 * - save_program (POST, idempotent, ProgramForm) → AdminProgram; 201 when created. Without `slug`
 *   it creates an 'infaq' campaign (its slug made from the header, unique); with `slug` it edits
 *   that program (campaign or kencleng). Texts are plain: blank lines separate paragraphs, the
 *   server stores them as escaped HTML paragraphs and answers them back as plain text.
 * - add_update (POST, idempotent, UpdateForm) → CampaignUpdate (201), 'Kabar Terbaru'
 * - add_disbursement (POST, idempotent, DisbursementForm) → Disbursement (201), 'Pencairan Dana';
 *   refused (422 on `amount`) when all disbursements would exceed the paid total of the program.
 * - save_article (POST, idempotent, ArticleForm) → NewsItem (201), published at once.
 */

const Rupiah = v.pipe(v.number(), v.integer(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const Moment = v.pipe(v.string(), v.isoTimestamp());

export const adminMessages = {
  forbidden: 'Halaman ini khusus pengurus masjid',
  confirmed: 'Donasi ditandai lunas',
  alreadyPaid: 'Donasi ini sudah lunas',
  notConfirmable: 'Donasi ini tidak dapat ditandai lunas',
  programSaved: 'Program berhasil disimpan',
  updateAdded: 'Kabar terbaru berhasil ditambahkan',
  disbursementAdded: 'Pencairan dana berhasil dicatat',
  overDisbursed: 'Total pencairan melebihi dana yang terkumpul',
  articlePublished: 'Artikel berhasil diterbitkan',
  dateInvalid: 'Tanggal tidak valid',
  dateRequiredWhenEnding: 'Isi batas tanggal, atau pilih program tanpa batas waktu',
  tooLong: (max: number) => `Maksimal ${max} karakter`,
  flyerType: 'Flyer harus berupa gambar PNG, JPEG atau WebP',
  flyerSize: 'Ukuran flyer maksimal 2 MB',
} as const;

// ---------- answers ----------

export const AdminSummarySchema = v.object({
  /** Donations waiting for payment (not expired), all methods, and the manual transfers among them. */
  pending_count: Count,
  pending_manual_count: Count,
  paid_today: v.object({ count: Count, amount: Rupiah }),
  paid_this_month: v.object({ count: Count, amount: Rupiah }),
  /** Programs still accepting donations, and all programs. */
  open_programs: Count,
  programs: Count,
});
export type AdminSummary = v.InferOutput<typeof AdminSummarySchema>;

export { ADMIN_DONATION_FILTERS, type AdminDonationFilter } from './admin-filters';
import { ADMIN_DONATION_FILTERS } from './admin-filters';

export const AdminDonationSchema = v.object({
  codeDonate: v.string(),
  program: v.object({ header: v.string(), slug: v.string(), type: v.string() }),
  donatur: v.string(),
  /** Masked like everywhere else: '81*******0'. */
  nomor_hp: v.string(),
  nominal: Rupiah,
  unique_digits: Count,
  /** What the donor was asked to transfer: what the staff looks for on the bank statement. */
  total: Rupiah,
  /** The effective state: a pending donation past its expiry reads 'expired'. */
  state: v.picklist(DONATION_STATES),
  metode_bayar: v.picklist(PAYMENT_TYPES),
  channel_name: v.string(),
  tgl_donasi: Moment,
  tgl_expired: Moment,
  tgl_bayar: v.nullable(Moment),
});
export type AdminDonation = v.InferOutput<typeof AdminDonationSchema>;
export const AdminDonationListSchema = v.array(AdminDonationSchema);

export const AdminProgramSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  slug: v.string(),
  /** 'infaq' (campaign) or 'kencleng-masjid' (a mosque's collection box). */
  type: v.string(),
  header: v.string(),
  flyer: v.nullable(v.string()),
  target: Rupiah,
  batas_tanggal: v.nullable(DateOnly),
  all_time: AllTimeSchema,
  /** Plain text, paragraphs separated by a blank line. */
  deskripsi: v.string(),
  tentang: v.string(),
  /** The mosque of a kencleng program, else null. */
  masjid: v.nullable(v.string()),
  /** Still accepting donations. */
  open: v.boolean(),
  total_donasi: Rupiah,
  totalDonor: Count,
  total_disbursed: Rupiah,
  created_date: Moment,
});
export type AdminProgram = v.InferOutput<typeof AdminProgramSchema>;
export const AdminProgramListSchema = v.array(AdminProgramSchema);

export const AdminUpdateAnswerSchema = CampaignUpdateSchema;
export const AdminDisbursementAnswerSchema = DisbursementSchema;
export const AdminArticleAnswerSchema = NewsItemSchema;

// ---------- requests ----------

const text = (max: number) =>
  v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(max, adminMessages.tooLong(max)));
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, adminMessages.tooLong(max))), '');

export const HEADER_MAX = 120;
export const TITLE_MAX = 120;
export const LONG_TEXT_MAX = 20_000;
export const EXCERPT_MAX = 300;
export const FLYER_MAX_BYTES = 2 * 1024 * 1024;

/** 'YYYY-MM-DD' of a real calendar day. */
const DateField = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.check(isRealDate, adminMessages.dateInvalid));

export const AdminDonationQuery = v.object({
  status: v.optional(v.picklist(ADMIN_DONATION_FILTERS, 'Status tidak valid'), 'pending'),
  /** Matches the donation code or the donor's name, case-insensitive. */
  search: SearchSchema,
  cursor: CursorSchema,
});

export const ConfirmDonationForm = v.object({ code: DonationCodeSchema });

export const AdminProgramQuery = v.object({ search: SearchSchema, cursor: CursorSchema });
export const AdminProgramSlugQuery = v.object({ slug: SlugSchema });

/** Whole rupiah, 0 or empty for none. */
const TargetSchema = v.pipe(
  v.union([v.string(), v.number()], 'Target tidak valid'),
  v.transform((x) => (typeof x === 'number' ? x : x.trim() === '' ? 0 : /^\d{1,13}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
  v.number('Target tidak valid'),
  v.integer('Target harus bilangan bulat'),
  v.minValue(0, 'Target tidak valid'),
  v.maxValue(1_000_000_000_000, 'Target terlalu besar'),
);

/** Target 0 (or empty) means no target. batas_tanggal is required unless all_time is 'Y'. */
export const ProgramForm = v.pipe(
  v.object({
    slug: v.optional(SlugSchema),
    header: text(HEADER_MAX),
    target: v.optional(TargetSchema, 0),
    batas_tanggal: v.optional(v.union([v.literal(''), DateField]), ''),
    all_time: v.optional(AllTimeSchema, 'N'),
    deskripsi: text(LONG_TEXT_MAX),
    tentang: optionalText(LONG_TEXT_MAX),
    /** A PNG, JPEG or WebP data URL of at most 2 MB; absent keeps the current flyer. */
    flyer: v.optional(v.pipe(v.string(), v.maxLength(Math.ceil((FLYER_MAX_BYTES * 4) / 3) + 64, adminMessages.flyerSize))),
  }),
  v.forward(
    v.check((f) => f.all_time === 'Y' || f.batas_tanggal !== '', adminMessages.dateRequiredWhenEnding),
    ['batas_tanggal'],
  ),
);
export type ProgramFormInput = v.InferInput<typeof ProgramForm>;

export const UpdateForm = v.object({ slug: SlugSchema, title: text(TITLE_MAX), body: text(LONG_TEXT_MAX) });

export const DisbursementForm = v.object({
  slug: SlugSchema,
  title: text(TITLE_MAX),
  description: optionalText(2_000),
  amount: RupiahSchema,
  disbursed_at: DateField,
});

export const ArticleForm = v.object({
  type: v.picklist(NEWS_TYPES, 'Jenis artikel tidak valid'),
  title: text(TITLE_MAX),
  excerpt: text(EXCERPT_MAX),
  body: text(LONG_TEXT_MAX),
});
