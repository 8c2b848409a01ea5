import * as v from 'valibot';
import { IdSchema } from './fields';
import { isRealDate } from './user';

/*
 * Registration for a kajian with a capacity (issue 43): a mosque's staff may set a 'Kuota
 * pendaftar' on an activity; each coming time of it (a weekly kajian's each week, a one-off's one
 * day) then takes at most that many sign-ups, however many tap at once.
 *
 * Public (/api/masjid):
 * - my_kajian_registrations (GET; a session optional, kept on the device) → MyKajianRegistrations:
 *   the person's own coming registrations; a guest's answer is empty with signed_in false
 * - register_kajian (POST, KajianSeatForm; signed in, idempotent) → KajianSeatAnswer; 409 when full
 * - cancel_kajian_registration (POST, KajianSeatForm; signed in, idempotent) → KajianSeatAnswer:
 *   the seat is free again for another
 * Both refuse with 422 a time that is not one of the activity's, one already begun, or an activity
 * without a capacity. The counts of each time ride on list_kajian (`capacity`, `registered`).
 */

export const KAJIAN_CAPACITY_MAX = 5_000;
/** Coming registrations one person may hold at once (all mosques). */
export const KAJIAN_REGISTRATIONS_MAX = 20;
/** How far ahead a time may be registered for (a weekly kajian's later weeks wait). */
export const KAJIAN_REGISTER_DAYS = 60;

export const kajianRegistrationMessages = {
  capacityInvalid: `Kuota harus angka 1 sampai ${KAJIAN_CAPACITY_MAX.toLocaleString('id-ID')}`,
  notFound: 'Kajian tidak ditemukan',
  noRegistration: 'Kajian ini tanpa pendaftaran',
  notAnOccurrence: 'Kajian ini tidak diadakan pada tanggal itu',
  started: 'Kajian ini sudah dimulai atau sudah lewat',
  tooFar: `Pendaftaran dibuka paling cepat ${KAJIAN_REGISTER_DAYS} hari sebelumnya`,
  dateInvalid: 'Tanggal tidak valid',
  full: 'Kuota kajian ini sudah penuh',
  tooMany: `Kamu sudah terdaftar di ${KAJIAN_REGISTRATIONS_MAX} kajian yang akan datang. Batalkan salah satu dulu, ya.`,
  registered: 'Kamu terdaftar. Sampai jumpa di kajian, insyaAllah.',
  alreadyRegistered: 'Kamu sudah terdaftar di kajian ini',
  cancelled: 'Pendaftaranmu dibatalkan. Kursinya kembali untuk jamaah lain.',
  notRegistered: 'Kamu tidak terdaftar di kajian ini',
} as const;

/** The panel's field: empty for no registration, else a whole number within bounds. */
export const CapacityField = v.optional(
  v.pipe(
    v.union([v.string(), v.number()], kajianRegistrationMessages.capacityInvalid),
    v.transform((x) => (typeof x === 'number' ? String(x) : x.trim())),
    v.check((x) => x === '' || (/^\d{1,4}$/.test(x) && Number(x) >= 1 && Number(x) <= KAJIAN_CAPACITY_MAX), kajianRegistrationMessages.capacityInvalid),
    v.transform((x) => (x === '' ? null : Number(x))),
  ),
  '',
);

const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One time of an activity: its id and its date at the mosque ('YYYY-MM-DD'). */
export const KajianSeatForm = v.object({
  id: IdSchema,
  date: v.pipe(
    v.string(kajianRegistrationMessages.dateInvalid),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, kajianRegistrationMessages.dateInvalid),
    v.check(isRealDate, kajianRegistrationMessages.dateInvalid),
  ),
});

const Int = v.pipe(v.number(), v.integer());

/** One time's seats after a change. */
export const KajianSeatAnswerSchema = v.object({
  id: Int,
  date: DateOnly,
  /** Null once the activity asks for none (a cancel still frees the seat). */
  capacity: v.nullable(Int),
  registered: Int,
  registered_by_me: v.boolean(),
});
export type KajianSeatAnswer = v.InferOutput<typeof KajianSeatAnswerSchema>;

export const MyKajianRegistrationSchema = v.object({
  id: Int,
  date: DateOnly,
  /** When that time begins (ISO). */
  at: v.string(),
  title: v.string(),
  masjid: v.object({ slug: v.string(), nama: v.string() }),
});
export type MyKajianRegistration = v.InferOutput<typeof MyKajianRegistrationSchema>;

export const MyKajianRegistrationsSchema = v.object({
  signed_in: v.boolean(),
  registrations: v.array(MyKajianRegistrationSchema),
});
export type MyKajianRegistrations = v.InferOutput<typeof MyKajianRegistrationsSchema>;

/** The key of one time of one activity, as the list and the person's registrations name it. */
export const seatKey = (id: number, date: string) => `${id}:${date}`;

/** 'Sisa kuota 3 dari 10' or 'Kuota penuh'. */
export const seatsLine = (capacity: number, registered: number) =>
  registered >= capacity ? 'Kuota penuh' : `Sisa kuota ${capacity - registered} dari ${capacity}`;
