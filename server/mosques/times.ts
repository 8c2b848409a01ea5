import { and, asc, count, eq, gte, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { mosqueFridays, mosqueSpecialDays, mosqueTimeSettings, mosques, programs } from '../db/schema.ts';
import { mosqueMovements } from './books.ts';
import { ledgerBetween, periodEnd, periodStart } from './ledger.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { addDays, dateInZone } from '../../src/contract/zone-clock.ts';
import {
  DEFAULT_QUIET_MINUTES, IQAMAH_PRAYERS, IqamahRulesSchema, SPECIAL_DAYS_MAX, defaultMosqueTimeZone, isPlannable, knownMosqueZone,
  type FridayForm, type IqamahForm, type IqamahRules, type MosqueFriday, type MosqueMonthTotals, type MosqueSpecialDay,
  type MosqueTimes, type SpecialDayForm,
} from '../../src/contract/mosque-times.ts';

// Each mosque's own times: iqamah rules, Fridays and special days (contract/mosque-times.ts).

const KENCLENG_TYPE = 'kencleng-masjid';
const NO_IQAMAH: IqamahRules = { subuh: null, dzuhur: null, ashar: null, maghrib: null, isya: null };
/** The public page lists this many Fridays ahead; staff see every one they entered. */
const PUBLIC_FRIDAYS = 8;

type MosqueRow = typeof mosques.$inferSelect;
type FridayRow = typeof mosqueFridays.$inferSelect;
type SpecialRow = typeof mosqueSpecialDays.$inferSelect;

export const toFriday = (r: FridayRow): MosqueFriday => ({ id: r.id, date: r.date, time: r.time, khatib: r.khatib, imam: r.imam, theme: r.theme });
const toSpecialDay = (r: SpecialRow): MosqueSpecialDay => ({
  id: r.id, kind: r.kind as MosqueSpecialDay['kind'], date: r.date, until_date: r.untilDate, time: r.time, place: r.place, note: r.note,
});

async function settingsOf(db: Db, mosque: Pick<MosqueRow, 'id' | 'longitude'>) {
  const [row] = await db.select().from(mosqueTimeSettings).where(eq(mosqueTimeSettings.masjidId, mosque.id)).limit(1);
  const parsed = row ? v.safeParse(IqamahRulesSchema, row.iqamah) : null;
  return {
    timeZone: knownMosqueZone(row?.timeZone ?? null) ?? defaultMosqueTimeZone(mosque.longitude),
    iqamah: parsed?.success ? parsed.output : NO_IQAMAH,
    quietMinutes: row?.quietMinutes ?? DEFAULT_QUIET_MINUTES,
  };
}

export async function mosqueById(db: Db, id: number): Promise<MosqueRow | null> {
  const [row] = await db.select().from(mosques).where(eq(mosques.id, id)).limit(1);
  return row ?? null;
}

/** Today's date at the mosque. */
/** The zone the staff chose for the mosque, else the one its longitude falls in. */
export async function mosqueZone(db: Db, mosque: Pick<MosqueRow, 'id' | 'longitude'>): Promise<string> {
  return (await settingsOf(db, mosque)).timeZone;
}

export async function mosqueToday(db: Db, mosque: Pick<MosqueRow, 'id' | 'longitude'>, now: Date): Promise<string> {
  return dateInZone(now.getTime(), (await settingsOf(db, mosque)).timeZone);
}

/**
 * A mosque's times as the page, the wall screen and the panel read them. `pastDays` keeps recent
 * entries in (the panel shows what was just held); the public read starts at today.
 */
export async function mosqueTimes(db: Db, mosque: MosqueRow, now: Date, options: { pastDays?: number; fridays?: number } = {}): Promise<MosqueTimes> {
  const settings = await settingsOf(db, mosque);
  const today = dateInZone(now.getTime(), settings.timeZone);
  const from = addDays(today, -(options.pastDays ?? 0));
  const fridays = await db.select().from(mosqueFridays)
    .where(and(eq(mosqueFridays.masjidId, mosque.id), gte(mosqueFridays.date, from)))
    .orderBy(asc(mosqueFridays.date)).limit(options.fridays ?? PUBLIC_FRIDAYS);
  const specials = await db.select().from(mosqueSpecialDays)
    .where(and(eq(mosqueSpecialDays.masjidId, mosque.id), or(gte(mosqueSpecialDays.date, from), gte(mosqueSpecialDays.untilDate, from))))
    .orderBy(asc(mosqueSpecialDays.date), asc(mosqueSpecialDays.id)).limit(SPECIAL_DAYS_MAX);
  const [kencleng] = await db.select({ slug: programs.slug }).from(programs)
    .where(and(eq(programs.masjidId, mosque.id), eq(programs.type, KENCLENG_TYPE))).orderBy(asc(programs.id)).limit(1);
  return {
    masjid: { id: mosque.id, slug: mosque.slug, nama: mosque.nama, latitude: mosque.latitude, longitude: mosque.longitude, kencleng_slug: kencleng?.slug ?? null },
    time_zone: settings.timeZone,
    iqamah: settings.iqamah,
    quiet_minutes: settings.quietMinutes,
    fridays: fridays.map(toFriday),
    special_days: specials.map(toSpecialDay),
  };
}

/**
 * The next Friday the staff entered, from today at the mosque on (this Friday until the day is
 * over), or null. For the Thursday-evening message to followers.
 */
export async function upcomingFriday(db: Db, mosqueId: number, now: Date): Promise<MosqueFriday | null> {
  const [mosque] = await db.select({ id: mosques.id, longitude: mosques.longitude }).from(mosques).where(eq(mosques.id, mosqueId)).limit(1);
  if (!mosque) return null;
  const today = await mosqueToday(db, mosque, now);
  const [row] = await db.select().from(mosqueFridays)
    .where(and(eq(mosqueFridays.masjidId, mosqueId), gte(mosqueFridays.date, today)))
    .orderBy(asc(mosqueFridays.date)).limit(1);
  return row ? toFriday(row) : null;
}

export async function saveIqamah(db: Db, input: v.InferOutput<typeof IqamahForm>, now: Date) {
  const iqamah = Object.fromEntries(IQAMAH_PRAYERS.map((p) => [p, input[`iqamah_${p}`]])) as IqamahRules;
  const [before] = await db.select().from(mosqueTimeSettings).where(eq(mosqueTimeSettings.masjidId, input.masjid_id)).limit(1);
  const values = { timeZone: input.time_zone, iqamah, quietMinutes: input.quiet_minutes, updatedAt: now };
  await db.insert(mosqueTimeSettings).values({ masjidId: input.masjid_id, ...values })
    .onConflictDoUpdate({ target: mosqueTimeSettings.masjidId, set: values });
  return {
    before: before ? { time_zone: before.timeZone, iqamah: before.iqamah, quiet_minutes: before.quietMinutes } : null,
    after: { time_zone: input.time_zone, iqamah, quiet_minutes: input.quiet_minutes },
  };
}

type SaveFridayResult =
  | { ok: true; friday: MosqueFriday; before: MosqueFriday | null }
  | { ok: false; reason: 'date-out-of-window' };

/** One Friday per date: entering a date again replaces it (a khatib changed). */
export async function saveFriday(db: Db, mosque: MosqueRow, input: v.InferOutput<typeof FridayForm>, now: Date): Promise<SaveFridayResult> {
  const today = await mosqueToday(db, mosque, now);
  if (!isPlannable(input.date, today, addDays)) return { ok: false, reason: 'date-out-of-window' };
  const [old] = await db.select().from(mosqueFridays).where(and(eq(mosqueFridays.masjidId, mosque.id), eq(mosqueFridays.date, input.date))).limit(1);
  const values = { time: input.time, khatib: input.khatib, imam: input.imam ?? '', theme: input.theme ?? '' };
  const [row] = await db.insert(mosqueFridays).values({ masjidId: mosque.id, date: input.date, ...values })
    .onConflictDoUpdate({ target: [mosqueFridays.masjidId, mosqueFridays.date], set: values }).returning();
  return { ok: true, friday: toFriday(row!), before: old ? toFriday(old) : null };
}

export async function findFriday(db: Db, id: number) {
  const [row] = await db.select().from(mosqueFridays).where(eq(mosqueFridays.id, id)).limit(1);
  return row ?? null;
}

export async function removeFriday(db: Db, id: number) {
  await db.delete(mosqueFridays).where(eq(mosqueFridays.id, id));
}

type AddSpecialResult =
  | { ok: true; day: MosqueSpecialDay }
  | { ok: false; reason: 'date-out-of-window' | 'too-many' };

export async function addSpecialDay(db: Db, mosque: MosqueRow, input: v.InferOutput<typeof SpecialDayForm>, now: Date): Promise<AddSpecialResult> {
  const today = await mosqueToday(db, mosque, now);
  const last = input.until_date || input.date;
  if (!isPlannable(input.date, today, addDays) || !isPlannable(last, today, addDays)) return { ok: false, reason: 'date-out-of-window' };
  const [held] = await db.select({ n: count() }).from(mosqueSpecialDays)
    .where(and(eq(mosqueSpecialDays.masjidId, mosque.id), sql`coalesce(${mosqueSpecialDays.untilDate}, ${mosqueSpecialDays.date}) >= ${today}`));
  if ((held?.n ?? 0) >= SPECIAL_DAYS_MAX) return { ok: false, reason: 'too-many' };
  const [row] = await db.insert(mosqueSpecialDays).values({
    masjidId: mosque.id, kind: input.kind, date: input.date, untilDate: input.until_date || null, time: input.time, place: input.place, note: input.note,
  }).returning();
  return { ok: true, day: toSpecialDay(row!) };
}

export async function findSpecialDay(db: Db, id: number) {
  const [row] = await db.select().from(mosqueSpecialDays).where(eq(mosqueSpecialDays.id, id)).limit(1);
  return row ? { masjidId: row.masjidId, day: toSpecialDay(row) } : null;
}

export async function removeSpecialDay(db: Db, id: number) {
  await db.delete(mosqueSpecialDays).where(eq(mosqueSpecialDays.id, id));
}

/** A cash entry the staff filed as box money ('Kencleng', 'Kotak kencleng Jumat'). */
/** This month's money on the wall screen, from the mosque's ledger: kencleng, online infaq, zakat and fidyah apart. */
export async function monthTotals(db: Db, mosqueId: number, now: Date): Promise<MosqueMonthTotals> {
  const today = jakartaDate(now);
  const month = today.slice(0, 7);
  const { income_by_source: got } = ledgerBetween(await mosqueMovements(db, mosqueId), periodStart(today, 'bulan'), periodEnd(periodStart(today, 'bulan'), 'bulan'));
  // A correction larger than the month's gifts shows as nothing rather than a negative gift.
  return { month, kencleng: Math.max(0, got.kencleng), infaq_online: Math.max(0, got.infaq_online), zakat: Math.max(0, got.zakat), fidyah: Math.max(0, got.fidyah) };
}
