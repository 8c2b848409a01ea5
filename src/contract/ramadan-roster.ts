import * as v from 'valibot';
import { IdSchema, REQUIRED, SlugSchema } from './fields';
import { isRealDate } from './user';

/*
 * A mosque's Ramadan rosters (issue 43): who leads tarawih, who gives the kultum after it or the
 * kuliah subuh, and who brings the takjil, day by day. The staff fill the slots from the panel,
 * with a name or left open; a signed-in person may volunteer for an open slot on the mosque page,
 * and is reminded in Pesan the day before. The roster shows on the mosque page and the wall screen.
 *
 * Public (/api/masjid):
 * - get_roster (GET, { slug }; a session optional) → RosterView: the slots of the coming days at
 *   the mosque; names as the staff wrote them or as the volunteer's own plain name, never a number
 * - volunteer_roster (POST, RosterPickForm; signed in) → RosterView: an open slot becomes the
 *   person's; one wins when several tap at once
 * - withdraw_roster (POST, RosterPickForm; signed in) → RosterView: the person's own slot, before
 *   its day, is open again
 * Admin (/api/admin, staff of that mosque or a network admin; every change audited):
 * - get_roster_admin (GET, { masjid_id }) → RosterAdminView
 * - add_roster_slot (POST, RosterSlotForm) → RosterAdminView
 * - remove_roster_slot (POST, { id }) → RosterAdminView
 */

export const ROSTER_ROLES = ['imam_tarawih', 'kultum_tarawih', 'kuliah_subuh', 'takjil'] as const;
export type RosterRole = (typeof ROSTER_ROLES)[number];
export const ROSTER_ROLE_LABELS: Record<RosterRole, string> = {
  imam_tarawih: 'Imam Tarawih', kultum_tarawih: 'Kultum Tarawih', kuliah_subuh: 'Kuliah Subuh', takjil: 'Takjil',
};

/** Days the mosque page shows, from today at the mosque. */
export const ROSTER_DAYS_SHOWN = 7;
/** Days the wall screen keeps, so one left offline through Ramadan still names tonight's imam. */
export const ROSTER_WALL_DAYS = 31;
/** How far ahead a slot may be set. */
export const ROSTER_PLAN_DAYS = 400;
/** Slots one mosque may have from today on (a month of four roles, several takjil a night). */
export const ROSTER_SLOTS_MAX = 400;
/** Slots per role and day: one imam, one kultum, one kuliah subuh; takjil by several households. */
export const ROSTER_SLOTS_PER_ROLE_DAY: Record<RosterRole, number> = { imam_tarawih: 1, kultum_tarawih: 1, kuliah_subuh: 1, takjil: 10 };
/** Coming slots one person may volunteer for at one mosque. */
export const ROSTER_VOLUNTEER_MAX = 5;
export const ROSTER_NAME_MAX = 80;

export const rosterMessages = {
  mosqueNotFound: 'Masjid tidak ditemukan',
  slotNotFound: 'Jadwal petugas tidak ditemukan',
  roleInvalid: 'Pilih tugas: imam tarawih, kultum, kuliah subuh atau takjil',
  dateInvalid: 'Tanggal tidak valid',
  datePast: 'Tanggal tidak boleh sebelum hari ini',
  dateFar: `Jadwal paling jauh ${ROSTER_PLAN_DAYS} hari ke depan`,
  nameTooLong: `Nama paling panjang ${ROSTER_NAME_MAX} karakter`,
  added: 'Jadwal petugas ditambahkan',
  removed: 'Jadwal petugas dihapus',
  tooManySlots: `Satu masjid paling banyak ${ROSTER_SLOTS_MAX} jadwal petugas ke depan`,
  roleDayFull: (role: RosterRole) => `${ROSTER_ROLE_LABELS[role]} hari itu sudah penuh`,
  volunteered: 'Terima kasih, kamu tercatat sebagai petugas. Pengingat dikirim sehari sebelumnya.',
  taken: 'Maaf, tugas ini baru saja diambil jamaah lain. Pilih yang masih kosong, ya.',
  tooManyVolunteered: `Kamu sudah mendaftar ${ROSTER_VOLUNTEER_MAX} tugas di masjid ini. Terima kasih!`,
  withdrawn: 'Pendaftaranmu dibatalkan. Tugasnya kembali kosong.',
  /** Another person's slot reads the same: whose slots exist is never told. */
  notYours: 'Tugas ini bukan pendaftaranmu',
  tooLate: 'Hari tugasnya sudah lewat',
} as const;

// ---------- answers ----------

const Int = v.pipe(v.number(), v.integer());
const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const RosterSlotSchema = v.object({
  id: Int,
  role: v.picklist(ROSTER_ROLES),
  /** Who serves, or null while the slot is open for volunteers. */
  name: v.nullable(v.string()),
  /** Taken by the person asking. */
  mine: v.boolean(),
});
export type RosterSlot = v.InferOutput<typeof RosterSlotSchema>;

export const RosterDaySchema = v.object({ date: DateOnly, slots: v.array(RosterSlotSchema) });
export type RosterDay = v.InferOutput<typeof RosterDaySchema>;

export const RosterViewSchema = v.object({
  days: v.array(RosterDaySchema),
  signed_in: v.boolean(),
});
export type RosterView = v.InferOutput<typeof RosterViewSchema>;

export const RosterAdminSlotSchema = v.object({
  id: Int,
  date: DateOnly,
  role: v.picklist(ROSTER_ROLES),
  name: v.nullable(v.string()),
  /** Filled by a volunteer through the app (reminded the day before), not typed by the staff. */
  volunteer: v.boolean(),
  /** The volunteer's number, masked like every number in the panel; null for a typed name. */
  nomor_hp: v.nullable(v.string()),
});
export type RosterAdminSlot = v.InferOutput<typeof RosterAdminSlotSchema>;
export const RosterAdminViewSchema = v.object({ slots: v.array(RosterAdminSlotSchema) });
export type RosterAdminView = v.InferOutput<typeof RosterAdminViewSchema>;

/** Today's roster as one line: 'Imam Tarawih: Ust. Ahmad · Takjil: Keluarga Hasan, Ibu Siti'. */
export function rosterLine(slots: readonly Pick<RosterSlot, 'role' | 'name'>[]): string | null {
  const parts = ROSTER_ROLES.flatMap((role) => {
    const names = slots.filter((s) => s.role === role && s.name).map((s) => s.name!);
    return names.length > 0 ? [`${ROSTER_ROLE_LABELS[role]}: ${names.join(', ')}`] : [];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The Pesan reminder the day before, to a volunteer. */
export const rosterReminderText = (s: { role: RosterRole; mosque: string; slug: string; day: string }) => ({
  title: `Besok kamu bertugas: ${ROSTER_ROLE_LABELS[s.role]}`,
  body: `${s.mosque}, ${s.day}. Semoga Allah memudahkan dan membalas kebaikanmu.`,
  link: `/masjid/${s.slug}#petugas`,
  action: 'Lihat Jadwal',
});

// ---------- requests ----------

/** 'YYYY-MM-DD' from today up to ROSTER_PLAN_DAYS ahead; `today` is the mosque's. */
export const rosterDateProblem = (date: string, today: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date)) return rosterMessages.dateInvalid;
  if (date < today) return rosterMessages.datePast;
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + ROSTER_PLAN_DAYS * 86_400_000).toISOString().slice(0, 10);
  return date > latest ? rosterMessages.dateFar : null;
};

export const RosterSlotForm = v.object({
  masjid_id: IdSchema,
  /** Checked against the mosque's today on the server (rosterDateProblem). */
  date: v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.regex(/^\d{4}-\d{2}-\d{2}$/, rosterMessages.dateInvalid)),
  role: v.picklist(ROSTER_ROLES, rosterMessages.roleInvalid),
  /** Empty: open for volunteers. */
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(ROSTER_NAME_MAX, rosterMessages.nameTooLong)), ''),
});
export type RosterSlotFormInput = v.InferInput<typeof RosterSlotForm>;

export const RosterSlotIdForm = v.object({ id: IdSchema });
export const RosterMasjidQuery = v.object({ masjid_id: IdSchema });
export const RosterPickForm = v.object({ slug: SlugSchema, id: IdSchema });
