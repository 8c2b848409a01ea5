import * as v from 'valibot';
import { IdSchema, REQUIRED } from './fields';
import { isRealDate } from './user';
import { isIanaTimeZone } from './time-zone';
import { weekday } from './zone-clock';
import { zoneAbbreviation } from './clock-text';

/*
 * Each mosque's own times: its iqamah per prayer, the quiet minutes of its wall screen, its
 * Fridays (khatib, imam, theme) and special days (tarawih, Idul Fitri, Idul Adha). The adzan
 * times themselves are never stored: every device computes them from the mosque's position with
 * the Kemenag rules of prayer-times.ts. Its Fridays here are the mosque's only Fridays: no
 * Kegiatan carries a Jumat since issue 40 (migration 0019 folded the old weekly ones in).
 *
 * Public (/api/masjid):
 * - get_times (GET, { slug }) → MosqueTimes
 * - get_month_totals (GET, { slug }) → MosqueMonthTotals: this month's kencleng, online infaq, zakat and fidyah
 * Admin (/api/admin, staff of that mosque or a network admin; every change audited):
 * - get_mosque_times (GET, { masjid_id }) → MosqueTimes (with Fridays and special days of the past 60 days too)
 * - save_iqamah (POST, IqamahForm) → MosqueTimes
 * - save_friday (POST, FridayForm) → MosqueFriday (201 new, 200 replaced: one Friday per date)
 * - remove_friday (POST, { id }) → { id }
 * - add_special_day (POST, SpecialDayForm) → MosqueSpecialDay (201)
 * - remove_special_day (POST, { id }) → { id }
 */

export const IQAMAH_PRAYERS = ['subuh', 'dzuhur', 'ashar', 'maghrib', 'isya'] as const;
export type IqamahPrayer = (typeof IQAMAH_PRAYERS)[number];

export const SPECIAL_DAY_KINDS = ['tarawih', 'idul_fitri', 'idul_adha'] as const;
export type SpecialDayKind = (typeof SPECIAL_DAY_KINDS)[number];
export const SPECIAL_DAY_LABELS: Record<SpecialDayKind, string> = {
  tarawih: 'Salat Tarawih',
  idul_fitri: 'Salat Idul Fitri',
  idul_adha: 'Salat Idul Adha',
};

/** The zones a mosque in Indonesia keeps (WIB, WITA, WIT). */
export const MOSQUE_TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export const TIME_ZONE_LABELS: Record<string, string> = Object.fromEntries(MOSQUE_TIME_ZONES.map((z) => [z, zoneAbbreviation(z)]));

export const QUIET_MINUTES_MAX = 30;
export const DEFAULT_QUIET_MINUTES = 10;
export const IQAMAH_MINUTES_MAX = 90;
/** Fridays and special days are entered at most this far ahead. */
export const PLAN_AHEAD_DAYS = 366;
/** Upcoming special days one mosque may hold at once. */
export const SPECIAL_DAYS_MAX = 60;

export const timesMessages = {
  iqamahInvalid: `Isi menit setelah adzan (0–${IQAMAH_MINUTES_MAX}) atau jam tetap, misalnya 04:45`,
  quietInvalid: `Layar tenang 0 sampai ${QUIET_MINUTES_MAX} menit`,
  timeZoneInvalid: 'Pilih zona waktu WIB, WITA atau WIT',
  timeInvalid: 'Jam tidak valid (contoh 12:00)',
  dateInvalid: 'Tanggal tidak valid',
  notFriday: 'Tanggal ini bukan hari Jumat',
  dateOutOfWindow: 'Tanggal harus antara hari ini dan satu tahun ke depan',
  untilBeforeDate: 'Tanggal akhir tidak boleh sebelum tanggal mulai',
  untilOnlyTarawih: 'Tanggal akhir hanya untuk tarawih',
  kindInvalid: 'Jenis hari khusus tidak valid',
  tooLong: (max: number) => `Maksimal ${max} karakter`,
  tooManySpecialDays: `Paling banyak ${SPECIAL_DAYS_MAX} hari khusus yang akan datang`,
  iqamahSaved: 'Jadwal iqamah berhasil disimpan',
  fridaySaved: 'Jadwal Jumat berhasil disimpan',
  fridayRemoved: 'Jadwal Jumat dihapus',
  fridayNotFound: 'Jadwal Jumat tidak ditemukan',
  specialDayAdded: 'Hari khusus berhasil disimpan',
  specialDayRemoved: 'Hari khusus dihapus',
  specialDayNotFound: 'Hari khusus tidak ditemukan',
  mosqueNotFound: 'Masjid tidak ditemukan',
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const Id = v.pipe(v.number(), v.integer());
const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const Clock = v.pipe(v.string(), v.regex(HHMM));

// ---------- answers ----------

/** Iqamah some minutes after the adzan, or at a fixed clock time. */
export const IqamahRuleSchema = v.variant('mode', [
  v.object({ mode: v.literal('setelah'), minutes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(IQAMAH_MINUTES_MAX)) }),
  v.object({ mode: v.literal('jam'), time: Clock }),
]);
export type IqamahRule = v.InferOutput<typeof IqamahRuleSchema>;
/** Per prayer; null while the staff have not set it (no iqamah is shown then). */
export const IqamahRulesSchema = v.object(Object.fromEntries(IQAMAH_PRAYERS.map((p) => [p, v.nullable(IqamahRuleSchema)])) as Record<IqamahPrayer, v.NullableSchema<typeof IqamahRuleSchema, undefined>>);
export type IqamahRules = v.InferOutput<typeof IqamahRulesSchema>;

export const MosqueFridaySchema = v.object({
  id: Id,
  date: DateOnly,
  time: Clock,
  khatib: v.string(),
  imam: v.string(),
  theme: v.string(),
});
export type MosqueFriday = v.InferOutput<typeof MosqueFridaySchema>;

export const MosqueSpecialDaySchema = v.object({
  id: Id,
  kind: v.picklist(SPECIAL_DAY_KINDS),
  date: DateOnly,
  /** Tarawih runs every night until this day; null for a single day. */
  until_date: v.nullable(DateOnly),
  time: Clock,
  place: v.string(),
  note: v.string(),
});
export type MosqueSpecialDay = v.InferOutput<typeof MosqueSpecialDaySchema>;

export const MosqueTimesSchema = v.object({
  masjid: v.object({
    id: Id,
    slug: v.string(),
    nama: v.string(),
    latitude: v.nullable(v.number()),
    longitude: v.nullable(v.number()),
    /** The mosque's kencleng program, where the wall screen's QR code sends donors; null while it has none. */
    kencleng_slug: v.nullable(v.string()),
  }),
  time_zone: v.picklist(MOSQUE_TIME_ZONES),
  iqamah: IqamahRulesSchema,
  /** The wall screen stays quiet this long from iqamah. */
  quiet_minutes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(QUIET_MINUTES_MAX)),
  /** From today on, soonest first. */
  fridays: v.array(MosqueFridaySchema),
  /** Those not yet over, soonest first. */
  special_days: v.array(MosqueSpecialDaySchema),
});
export type MosqueTimes = v.InferOutput<typeof MosqueTimesSchema>;

export const MosqueMonthTotalsSchema = v.object({
  /** 'YYYY-MM' (WIB). */
  month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
  /** Box counts recorded as 'Kencleng' income plus online gifts to the kencleng program. */
  kencleng: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Online gifts to the mosque's infaq and sedekah programs (never zakat or fidyah). */
  infaq_online: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Zakat (every kind, online and recorded in cash) and fidyah, each its own line on the screen. */
  zakat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  fidyah: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});
export type MosqueMonthTotals = v.InferOutput<typeof MosqueMonthTotalsSchema>;

// ---------- requests ----------

const text = (max: number) => v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(max, timesMessages.tooLong(max)));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, timesMessages.tooLong(max))), '');
const DateField = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.check(isRealDate, timesMessages.dateInvalid));
const TimeField = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.regex(HHMM, timesMessages.timeInvalid));

/** The iqamah as typed: '' (none), minutes after the adzan ('10') or a fixed time ('04:45'). */
export function parseIqamah(typed: string): IqamahRule | null | undefined {
  const s = typed.trim();
  if (s === '') return null;
  if (/^\d{1,2}$/.test(s) && Number(s) <= IQAMAH_MINUTES_MAX) return { mode: 'setelah', minutes: Number(s) };
  if (HHMM.test(s)) return { mode: 'jam', time: s };
  return undefined;
}

/** The rule as the staff's form shows it again. */
export const typedIqamah = (rule: IqamahRule | null): string => (rule === null ? '' : rule.mode === 'jam' ? rule.time : String(rule.minutes));

const IqamahField = v.pipe(
  v.optional(v.string(), ''),
  v.check((s) => parseIqamah(s) !== undefined, timesMessages.iqamahInvalid),
  v.transform((s) => parseIqamah(s) ?? null),
);

export const IqamahForm = v.object({
  masjid_id: IdSchema,
  time_zone: v.picklist(MOSQUE_TIME_ZONES, timesMessages.timeZoneInvalid),
  quiet_minutes: v.pipe(
    v.union([v.string(), v.number()], timesMessages.quietInvalid),
    v.transform((x) => (typeof x === 'number' ? x : /^\d{1,2}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
    v.number(timesMessages.quietInvalid),
    v.integer(timesMessages.quietInvalid),
    v.minValue(0, timesMessages.quietInvalid),
    v.maxValue(QUIET_MINUTES_MAX, timesMessages.quietInvalid),
  ),
  iqamah_subuh: IqamahField,
  iqamah_dzuhur: IqamahField,
  iqamah_ashar: IqamahField,
  iqamah_maghrib: IqamahField,
  iqamah_isya: IqamahField,
});
export type IqamahFormInput = v.InferInput<typeof IqamahForm>;

export const FridayForm = v.object({
  masjid_id: IdSchema,
  date: v.pipe(DateField, v.check((d) => weekday(d) === 5, timesMessages.notFriday)),
  time: TimeField,
  khatib: text(120),
  imam: optionalText(120),
  theme: optionalText(200),
});
export type FridayFormInput = v.InferInput<typeof FridayForm>;

export const SpecialDayForm = v.pipe(
  v.object({
    masjid_id: IdSchema,
    kind: v.picklist(SPECIAL_DAY_KINDS, timesMessages.kindInvalid),
    date: DateField,
    until_date: v.optional(v.union([v.literal(''), DateField]), ''),
    time: TimeField,
    place: optionalText(200),
    note: optionalText(500),
  }),
  v.forward(v.check((f) => f.until_date === '' || f.kind === 'tarawih', timesMessages.untilOnlyTarawih), ['until_date']),
  v.forward(v.check((f) => f.until_date === '' || f.until_date >= f.date, timesMessages.untilBeforeDate), ['until_date']),
);
export type SpecialDayFormInput = v.InferInput<typeof SpecialDayForm>;

export const RemoveByIdForm = v.object({ id: IdSchema });

/** A date staff may plan for: from today (at the mosque) to PLAN_AHEAD_DAYS ahead. */
export function isPlannable(date: string, today: string, addDays: (d: string, n: number) => string): boolean {
  return date >= today && date <= addDays(today, PLAN_AHEAD_DAYS);
}

/**
 * The zone a mosque keeps until its staff choose one: by longitude, WIB west of Bali, WIT from
 * Maluku eastwards, WITA between. It errs near the lines (eastern Kalimantan Tengah, Talaud),
 * which is why the staff can set it.
 */
export function defaultMosqueTimeZone(longitude: number | null): (typeof MOSQUE_TIME_ZONES)[number] {
  if (longitude === null || longitude < 114.5) return 'Asia/Jakarta';
  if (longitude >= 126.5) return 'Asia/Jayapura';
  return 'Asia/Makassar';
}

/** A stored zone, if it is still one we keep. */
export const knownMosqueZone = (zone: string | null): (typeof MOSQUE_TIME_ZONES)[number] | null =>
  MOSQUE_TIME_ZONES.find((z) => z === zone && isIanaTimeZone(z)) ?? null;
