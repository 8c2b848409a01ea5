import * as v from 'valibot';
import { DonationPriceSchema, DonationProgramIdSchema } from './donation';
import { TimeZoneField } from './time-zone';
import { zoneOffset, zoneParts } from './zone-clock';

/*
 * Infaq Rutin: a fixed amount to one program, reminded monthly on a date, weekly on a weekday or
 * every Friday. The schedule's arithmetic lives here, pure (the instant and the zone are
 * parameters), so the server's due job and the app's "next reminder" line agree.
 */

export const ROUTINE_SCHEDULES = ['bulanan', 'mingguan', 'jumat'] as const;
export type RoutineScheduleKind = (typeof ROUTINE_SCHEDULES)[number];

export type RoutineSchedule =
  | { kind: 'bulanan'; day: number }
  | { kind: 'mingguan'; weekday: number }
  | { kind: 'jumat' };

/** Routines one account may keep (active or paused). */
export const ROUTINE_CAP = 10;
/** The local hour the reminder comes: morning, before the day's spending starts. */
export const ROUTINE_HOUR = 7;
export const ROUTINE_DEFAULT_ZONE = 'Asia/Jakarta';
export const FRIDAY = 5;

export const WEEKDAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

export const routineMessages = {
  scheduleInvalid: 'Pilih jadwal: bulanan, mingguan, atau setiap Jumat',
  dayInvalid: 'Tanggal harus antara 1 dan 31',
  weekdayInvalid: 'Pilih hari dalam seminggu',
  capReached: `Kamu sudah punya ${ROUTINE_CAP} Infaq Rutin. Hentikan salah satu dulu, ya.`,
  notFound: 'Infaq Rutin tidak ditemukan',
  programNotFound: 'Program tidak ditemukan',
  programClosed: 'Program ini sudah tidak menerima infaq',
  created: 'Infaq Rutin tersimpan',
  changed: 'Infaq Rutin diperbarui',
  paused: 'Infaq Rutin dijeda',
  resumed: 'Infaq Rutin dilanjutkan',
  stopped: 'Infaq Rutin dihentikan',
  linked: 'Donasi tercatat di riwayat Infaq Rutin',
  actionInvalid: 'Aksi tidak dikenal',
  idInvalid: 'Infaq Rutin tidak valid',
  codeInvalid: 'Kode donasi tidak valid',
} as const;

const WholeNumber = (message: string, min: number, max: number) => v.pipe(
  v.union([v.string(), v.number()], message),
  v.transform((x) => (typeof x === 'number' ? x : /^\d{1,2}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
  v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message),
);

/** The schedule fields as a form sends them: `schedule`, and `day` (bulanan) or `weekday` (mingguan). */
const ScheduleFields = {
  schedule: v.picklist(ROUTINE_SCHEDULES, routineMessages.scheduleInvalid),
  day: v.optional(WholeNumber(routineMessages.dayInvalid, 1, 31)),
  weekday: v.optional(WholeNumber(routineMessages.weekdayInvalid, 0, 6)),
};

/** The schedule the fields name, or an Indonesian reason why they name none. */
export function scheduleFrom(fields: { schedule: RoutineScheduleKind; day?: number | undefined; weekday?: number | undefined }): RoutineSchedule | { error: { field: 'day' | 'weekday'; message: string } } {
  if (fields.schedule === 'bulanan') return fields.day === undefined ? { error: { field: 'day', message: routineMessages.dayInvalid } } : { kind: 'bulanan', day: fields.day };
  if (fields.schedule === 'mingguan') return fields.weekday === undefined ? { error: { field: 'weekday', message: routineMessages.weekdayInvalid } } : { kind: 'mingguan', weekday: fields.weekday };
  return { kind: 'jumat' };
}

const scheduleComplete = (f: { schedule: RoutineScheduleKind; day?: number | undefined; weekday?: number | undefined }) => !('error' in scheduleFrom(f));

export const CreateRoutineForm = v.pipe(
  v.object({
    program: DonationProgramIdSchema,
    amount: DonationPriceSchema,
    ...ScheduleFields,
    time_zone: v.optional(TimeZoneField, ROUTINE_DEFAULT_ZONE),
    whatsapp: v.optional(v.picklist(['0', '1']), '0'),
  }),
  v.forward(v.check((f) => f.schedule !== 'bulanan' || f.day !== undefined, routineMessages.dayInvalid), ['day']),
  v.forward(v.check((f) => f.schedule !== 'mingguan' || f.weekday !== undefined, routineMessages.weekdayInvalid), ['weekday']),
);
export type CreateRoutineInput = v.InferOutput<typeof CreateRoutineForm>;

export const RoutineIdField = v.pipe(
  v.union([v.string(), v.number()], routineMessages.idInvalid),
  v.transform((x) => (typeof x === 'number' ? x : /^[1-9]\d{0,9}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
  v.number(routineMessages.idInvalid), v.integer(routineMessages.idInvalid), v.minValue(1, routineMessages.idInvalid), v.maxValue(2_147_483_647, routineMessages.idInvalid),
);

/** One change of a routine: pause, resume, stop, or new amount and/or schedule. */
export const ChangeRoutineForm = v.pipe(
  v.object({
    id: RoutineIdField,
    action: v.picklist(['pause', 'resume', 'stop', 'change'], routineMessages.actionInvalid),
    amount: v.optional(DonationPriceSchema),
    schedule: v.optional(ScheduleFields.schedule),
    day: ScheduleFields.day,
    weekday: ScheduleFields.weekday,
    whatsapp: v.optional(v.picklist(['0', '1'])),
  }),
  v.forward(v.check((f) => f.schedule === undefined || scheduleComplete({ schedule: f.schedule, day: f.day, weekday: f.weekday }),
    routineMessages.dayInvalid), ['day']),
);
export type ChangeRoutineInput = v.InferOutput<typeof ChangeRoutineForm>;

export const RoutineQuery = v.object({ id: RoutineIdField });

export const LinkRoutineDonationForm = v.object({
  id: RoutineIdField,
  codeDonate: v.pipe(v.string(routineMessages.codeInvalid), v.trim(), v.regex(/^[A-Za-z0-9-]{4,40}$/, routineMessages.codeInvalid)),
});

export const RoutineStatusSchema = v.picklist(['active', 'paused', 'stopped']);

export const RoutineSchema = v.object({
  id: v.number(),
  program_id: v.string(),
  program_title: v.string(),
  program_path: v.string(),
  amount: v.number(),
  schedule: v.picklist(ROUTINE_SCHEDULES),
  day: v.nullable(v.number()),
  weekday: v.nullable(v.number()),
  time_zone: v.string(),
  whatsapp: v.boolean(),
  status: RoutineStatusSchema,
  next_due_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type Routine = v.InferOutput<typeof RoutineSchema>;
export const RoutineListSchema = v.array(RoutineSchema);

export const RoutineDonationSchema = v.object({
  code: v.string(),
  amount: v.number(),
  status: v.string(),
  created_at: v.string(),
});
export const RoutineHistorySchema = v.array(RoutineDonationSchema);
export type RoutineDonation = v.InferOutput<typeof RoutineDonationSchema>;

export const routineScheduleOf = (r: Pick<Routine, 'schedule' | 'day' | 'weekday'>): RoutineSchedule =>
  r.schedule === 'bulanan' ? { kind: 'bulanan', day: r.day ?? 1 } : r.schedule === 'mingguan' ? { kind: 'mingguan', weekday: r.weekday ?? 0 } : { kind: 'jumat' };

/** 'Setiap tanggal 31 (atau akhir bulan)', 'Setiap Senin', 'Setiap Jumat'. */
export function scheduleText(s: RoutineSchedule): string {
  if (s.kind === 'bulanan') return s.day >= 29 ? `Setiap tanggal ${s.day} (atau akhir bulan)` : `Setiap tanggal ${s.day}`;
  if (s.kind === 'mingguan') return `Setiap ${WEEKDAY_NAMES[s.weekday]}`;
  return 'Setiap Jumat';
}

// ---- due dates ----

const DAY_MS = 86_400_000;
/** The instant of a local wall time in a zone (a time skipped by a clock change moves forward). */
export function zonedInstant(y: number, m: number, d: number, hour: number, timeZone: string): number {
  const guess = Date.UTC(y, m - 1, d, hour);
  const first = guess - zoneOffset(guess, timeZone);
  return guess - zoneOffset(first, timeZone);
}

export const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Whether a local calendar day is a due day of the schedule (29–31 fall to a short month's last day). */
export function isDueDay(s: RoutineSchedule, y: number, m: number, d: number): boolean {
  if (s.kind === 'bulanan') return d === Math.min(s.day, daysInMonth(y, m));
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday === (s.kind === 'jumat' ? FRIDAY : s.weekday);
}

/** The first due instant (ms) strictly after `after`, at ROUTINE_HOUR local time in `timeZone`. */
export function nextRoutineDue(s: RoutineSchedule, after: number, timeZone: string): number {
  const today = zoneParts(after, timeZone);
  const start = Date.UTC(today.year, today.month - 1, today.day);
  // A month has at most 31 days: one pass past two months always finds a due day.
  for (let i = 0; i <= 62; i += 1) {
    const day = new Date(start + i * DAY_MS);
    const y = day.getUTCFullYear();
    const m = day.getUTCMonth() + 1;
    const d = day.getUTCDate();
    if (!isDueDay(s, y, m, d)) continue;
    const at = zonedInstant(y, m, d, ROUTINE_HOUR, timeZone);
    if (at > after) return at;
  }
  throw new Error('no due day within two months');
}

/**
 * The period a due instant belongs to: 'YYYY-MM' for a monthly routine, the local date for a
 * weekly one. A routine is reminded once per period, whatever its schedule changes to meanwhile.
 */
export function routinePeriod(s: RoutineSchedule, dueAt: number, timeZone: string): string {
  const p = zoneParts(dueAt, timeZone);
  const mm = String(p.month).padStart(2, '0');
  if (s.kind === 'bulanan') return `${p.year}-${mm}`;
  // The ISO-like week key: the local date of that week's Monday, so two weekly days in one week are one period.
  const local = Date.UTC(p.year, p.month - 1, p.day);
  const monday = new Date(local - ((new Date(local).getUTCDay() + 6) % 7) * DAY_MS);
  return `w${monday.toISOString().slice(0, 10)}`;
}

/** The donate page of a program with the amount filled in and the routine it came from. */
export function prefilledDonatePath(programPath: string, amount: number, routineId: number): string {
  return `${programPath}/donate?nominal=${amount}&rutin=${routineId}`;
}

export { DonatePrefillSearch } from './donate-prefill';
