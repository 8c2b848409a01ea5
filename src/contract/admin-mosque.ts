import * as v from 'valibot';
import { AMOUNT_TOO_LARGE, MAX_RUPIAH, REQUIRED, IdSchema, PhoneSchema, RupiahSchema } from './fields';
import { ACTIVITY_KINDS, ACTIVITY_REPEATS, MosqueActivitySchema } from './mosque-finance';
import { CapacityField } from './kajian-registration';
import { PAYMENT_TYPES } from './payment-method';
import { isRealDate } from './user';

/*
 * Roles, audit trail and each mosque's own page in the admin controller (/api/admin).
 * A network admin (users.role 'admin') may do everything; mosque staff (assigned per mosque by an
 * admin) act only on their mosques' kencleng programs, activities and finance: anything of
 * another mosque is 403 with adminMessages.forbidden. Actions marked "step-up" also need the
 * password given again through `step_up` within the last STEP_UP_MINUTES (else 403 with
 * `data.step_up: true`). Every change writes one audit row.
 *
 * - get_scope (GET) → AdminScope: who I am in the panel (any staff)
 * - step_up (POST, { password }) → { until }: the password again, for money and role actions
 * - list_mosques (GET) → AdminMosque[] (staff: their mosques)
 * - save_mosque (POST, idempotent, admin, MosqueForm) → AdminMosque; 201 when created
 * - list_staff (GET, admin, { masjid_id }) → StaffMember[]
 * - grant_staff / revoke_staff (POST, admin, step-up, { masjid_id, whatsapp }) → StaffMember[]
 * - list_audit (GET, admin, AuditQuery) → AuditEntry[], newest first, at most 200
 * - list_activities (GET, scoped, { masjid_id }) → MosqueActivity[] upcoming
 * - add_activity (POST, idempotent, scoped, ActivityForm) → MosqueActivity (201)
 * - cancel_activity (POST, scoped, { id }) → { id }
 * - list_finance_entries (GET, scoped, { masjid_id }) → FinanceEntry[], newest first
 * - add_finance_entry (POST, idempotent, scoped, step-up, FinanceEntryForm) → FinanceEntry (201)
 * - list_payment_methods (GET, admin) → AdminPaymentMethod[]
 * - save_payment_method (POST, admin, step-up, PaymentMethodForm) → AdminPaymentMethod
 * - hide_prayer (POST, admin, { doa_id, reason }) → { doa_id }
 */

export const STEP_UP_MINUTES = 10;

export const roleMessages = {
  stepUpNeeded: 'Masukkan kata sandi kamu lagi untuk melanjutkan',
  stepUpWrong: 'Kata sandi salah',
  stepUpDone: 'Kata sandi benar, silakan lanjutkan',
  mosqueSaved: 'Data masjid berhasil disimpan',
  mosqueNotFound: 'Masjid tidak ditemukan',
  userNotFound: 'Belum ada akun dengan nomor WhatsApp ini',
  staffGranted: 'Pengurus berhasil ditambahkan',
  staffRevoked: 'Pengurus berhasil dihapus',
  activityAdded: 'Kegiatan berhasil diterbitkan',
  activityCancelled: 'Kegiatan dibatalkan',
  activityNotFound: 'Kegiatan tidak ditemukan',
  activityJumat: 'Salat Jumat tidak dicatat sebagai kegiatan. Isi jam, khatib dan imamnya di bagian Jumat pada panel masjid ini.',
  entryAdded: 'Catatan keuangan berhasil disimpan',
  entryNotFound: 'Catatan yang dikoreksi tidak ditemukan',
  methodSaved: 'Metode pembayaran berhasil disimpan',
  methodNotFound: 'Metode pembayaran tidak ditemukan',
  prayerHidden: 'Doa disembunyikan',
  prayerNotFound: 'Doa tidak ditemukan',
  tooLong: (max: number) => `Maksimal ${max} karakter`,
  dateInvalid: 'Tanggal tidak valid',
  coordinates: 'Pilih lokasi masjid di peta',
  amountInvalid: 'Nominal tidak valid',
  amountTooLarge: AMOUNT_TOO_LARGE,
  entryDateOutOfWindow: 'Tanggal catatan harus antara 1 Januari 2000 dan satu tahun dari hari ini',
  correctionBeyondEntry: 'Koreksi tidak boleh melebihi nominal catatan yang dikoreksi',
  mosqueTotalTooLarge: 'Jumlah catatan keuangan masjid ini sudah mencapai batas',
  email: 'Email tidak valid',
} as const;

const Id = v.pipe(v.number(), v.integer());
const Moment = v.pipe(v.string(), v.isoTimestamp());
const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

// ---------- answers ----------

export const AdminScopeSchema = v.object({
  role: v.picklist(['admin', 'staff']),
  nama: v.string(),
  /** The mosques this person acts for (an admin: all). */
  mosques: v.array(v.object({ id: Id, slug: v.string(), nama: v.string() })),
  /** The step-up is valid until then, or null. */
  stepped_up_until: v.nullable(Moment),
});
export type AdminScope = v.InferOutput<typeof AdminScopeSchema>;

export const AdminMosqueSchema = v.object({
  id: Id,
  slug: v.string(),
  nama: v.string(),
  alamat: v.string(),
  kota: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  flyer: v.nullable(v.string()),
  pengurus: v.nullable(v.string()),
  telepon: v.nullable(v.string()),
  email: v.nullable(v.string()),
  deskripsi: v.nullable(v.string()),
  /** The slug of its kencleng program, or null while it has none. */
  kencleng_slug: v.nullable(v.string()),
});
export type AdminMosque = v.InferOutput<typeof AdminMosqueSchema>;
export const AdminMosqueListSchema = v.array(AdminMosqueSchema);

export const StaffMemberSchema = v.object({ user_id: Id, nama: v.string(), whatsapp: v.string() });
export const StaffListSchema = v.array(StaffMemberSchema);

export const AuditEntrySchema = v.object({
  id: Id,
  actor: v.string(),
  action: v.string(),
  target_type: v.string(),
  target_id: v.nullable(v.string()),
  masjid_id: v.nullable(Id),
  before: v.unknown(),
  after: v.unknown(),
  ip: v.string(),
  created_at: Moment,
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
export const AuditListSchema = v.array(AuditEntrySchema);

export const FINANCE_KINDS = ['income', 'expense'] as const;
export const FinanceEntrySchema = v.object({
  id: Id,
  kind: v.picklist(FINANCE_KINDS),
  category: v.string(),
  /** Signed only for a correction. */
  amount: v.pipe(v.number(), v.integer()),
  entry_date: DateOnly,
  note: v.string(),
  corrects_id: v.nullable(Id),
  created_at: Moment,
});
export type FinanceEntry = v.InferOutput<typeof FinanceEntrySchema>;
export const FinanceEntryListSchema = v.array(FinanceEntrySchema);

export const AdminActivityAnswerSchema = MosqueActivitySchema;

export const AdminPaymentMethodSchema = v.object({
  id: Id,
  type: v.picklist(PAYMENT_TYPES),
  channel_name: v.string(),
  code: v.string(),
  minimum: v.pipe(v.number(), v.integer(), v.minValue(0)),
  account_number: v.nullable(v.string()),
  account_name: v.nullable(v.string()),
  active: v.boolean(),
});
export type AdminPaymentMethod = v.InferOutput<typeof AdminPaymentMethodSchema>;
export const AdminPaymentMethodListSchema = v.array(AdminPaymentMethodSchema);

// ---------- requests ----------

const text = (max: number) => v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(max, roleMessages.tooLong(max)));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, roleMessages.tooLong(max))), '');
const DateField = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.check(isRealDate, roleMessages.dateInvalid));
const Coordinate = (min: number, max: number) => v.pipe(
  v.union([v.string(), v.number()], roleMessages.coordinates),
  v.transform((x) => (typeof x === 'number' ? x : x.trim() === '' ? Number.NaN : Number(x))),
  v.number(roleMessages.coordinates),
  v.check((x) => Number.isFinite(x) && x >= min && x <= max, roleMessages.coordinates),
);

export const MasjidIdQuery = v.object({ masjid_id: IdSchema });
export const StepUpForm = v.object({ password: v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), v.maxLength(200)) });

export const MosqueForm = v.object({
  /** Absent: a new mosque. */
  id: v.optional(IdSchema),
  nama: text(120),
  alamat: text(300),
  kota: optionalText(80),
  latitude: Coordinate(-90, 90),
  longitude: Coordinate(-180, 180),
  pengurus: optionalText(200),
  telepon: optionalText(40),
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, roleMessages.tooLong(120)), v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), roleMessages.email)), ''),
  deskripsi: optionalText(5_000),
  /** A PNG, JPEG or WebP data URL of at most 2 MB; absent keeps the current flyer. */
  flyer: v.optional(v.pipe(v.string(), v.maxLength(Math.ceil((2 * 1024 * 1024 * 4) / 3) + 64, 'Ukuran flyer maksimal 2 MB'))),
  /** 'Y' opens the mosque's kencleng program if it has none. */
  open_kencleng: v.optional(v.picklist(['Y', 'N']), 'N'),
});
export type MosqueFormInput = v.InferInput<typeof MosqueForm>;

export const StaffForm = v.object({ masjid_id: IdSchema, whatsapp: PhoneSchema });

export const AuditQuery = v.object({
  masjid_id: v.optional(IdSchema),
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60)), ''),
  /** 'YYYY-MM-DD' days, inclusive, Asia/Jakarta. */
  from: v.optional(v.union([v.literal(''), DateField]), ''),
  to: v.optional(v.union([v.literal(''), DateField]), ''),
});

export const ActivityForm = v.object({
  masjid_id: IdSchema,
  // A Friday goes in the Jumat schedule, so the page shows one Friday (issue 40).
  kind: v.pipe(
    v.picklist(ACTIVITY_KINDS, 'Jenis kegiatan tidak valid'),
    v.check((k) => k !== 'jumat', roleMessages.activityJumat),
  ),
  title: text(120),
  speaker: optionalText(120),
  note: optionalText(1_000),
  /** Local date and time at the mosque (WIB): 'YYYY-MM-DD' and 'HH:MM'. */
  date: DateField,
  time: v.pipe(v.string(REQUIRED), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam tidak valid')),
  repeat: v.optional(v.picklist(ACTIVITY_REPEATS, 'Pilihan ulang tidak valid'), 'none'),
  until_date: v.optional(v.union([v.literal(''), DateField]), ''),
  /** 'Kuota pendaftar': empty for none (contract/kajian-registration.ts). */
  capacity: CapacityField,
});
export type ActivityFormInput = v.InferInput<typeof ActivityForm>;

export const CancelActivityForm = v.object({ id: IdSchema });

/** A signed amount, for a correction only: '-50000'. A JSON number meets the string's 13-digit cap. */
const SignedRupiah = v.pipe(
  v.union([v.string(), v.number()], roleMessages.amountInvalid),
  v.transform((x) => (typeof x === 'number' ? x : /^-?\d{1,13}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
  v.number(roleMessages.amountInvalid),
  v.integer(roleMessages.amountInvalid),
  v.check((x) => x !== 0, roleMessages.amountInvalid),
  v.check((x) => Math.abs(x) <= MAX_RUPIAH, roleMessages.amountTooLarge),
);

/**
 * Finance entries are dated from 2000 to a year after today (Asia/Jakarta): the report folds
 * every entry into weeks and months, and a date in year 9999 would sit in no period anyone sees
 * while still moving every balance. The form knows only the fixed start; the server also checks
 * the end against its own clock (`isFinanceDateInWindow`).
 */
export const FINANCE_EARLIEST_DATE = '2000-01-01';
export function isFinanceDateInWindow(date: string, today: string): boolean {
  const latest = `${String(Number(today.slice(0, 4)) + 1).padStart(4, '0')}${today.slice(4)}`;
  return isRealDate(date) && date >= FINANCE_EARLIEST_DATE && date <= latest;
}
const FinanceDate = v.pipe(DateField, v.check((s) => s >= FINANCE_EARLIEST_DATE && s <= '2999-12-31', roleMessages.entryDateOutOfWindow));

export const FinanceEntryForm = v.pipe(
  v.object({
    masjid_id: IdSchema,
    kind: v.picklist(FINANCE_KINDS, 'Jenis catatan tidak valid'),
    category: text(60),
    amount: SignedRupiah,
    entry_date: FinanceDate,
    note: optionalText(500),
    /** The entry this one corrects: the amount may then be negative. */
    corrects_id: v.optional(v.union([v.literal(''), IdSchema]), ''),
  }),
  v.forward(v.check((f) => f.amount > 0 || f.corrects_id !== '', roleMessages.amountInvalid), ['amount']),
);
export type FinanceEntryFormInput = v.InferInput<typeof FinanceEntryForm>;

export const PaymentMethodForm = v.object({
  id: IdSchema,
  active: v.picklist(['Y', 'N'], 'Pilihan tidak valid'),
  minimum: RupiahSchema,
  account_number: optionalText(40),
  account_name: optionalText(120),
});

export const HideDoaForm = v.object({ doa_id: IdSchema, reason: optionalText(300) });

