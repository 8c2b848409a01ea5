import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { kajianRegistrations, mosqueActivities, mosques, users } from '../db/schema.ts';
import { Refusal } from '../lib/refusal.ts';
import { mosqueZone } from './times.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { dateInZone } from '../../src/contract/zone-clock.ts';
import {
  KAJIAN_REGISTER_DAYS, KAJIAN_REGISTRATIONS_MAX, kajianRegistrationMessages as m, seatKey,
  type KajianSeatAnswer, type MyKajianRegistration,
} from '../../src/contract/kajian-registration.ts';

// Registration for a kajian with a capacity (contract/kajian-registration.ts): one seat per person
// per time of an activity, never more seats than the capacity.

const DAY = 86_400_000;
const WEEK = 7 * DAY;

type ActivityRow = Pick<typeof mosqueActivities.$inferSelect, 'startsAt' | 'repeat' | 'untilDate'>;
type Seat = { id: number; date: string };

const refuse = (kind: 'invalid' | 'conflict' | 'not-found', message: string, field = 'date') =>
  new Refusal(kind, message, kind === 'invalid' ? { [field]: message } : undefined);

/** When the activity's time on `date` (a day at the mosque, in `zone`) begins, or null when it has none that day. */
export function occurrenceOn(a: ActivityRow, date: string, zone: string): Date | null {
  const first = dateInZone(a.startsAt, zone);
  if (a.repeat !== 'weekly') return first === date ? a.startsAt : null;
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY);
  if (days < 0 || days % 7 !== 0) return null;
  const at = new Date(a.startsAt.getTime() + (days / 7) * WEEK);
  // A weekly activity's last day is a WIB date, as list_kajian and the mosque page read it.
  return a.untilDate && jakartaDate(at) > a.untilDate ? null : at;
}

/** How many have signed up for each of the given times, by seatKey. */
export async function registeredCounts(db: Db, ids: readonly number[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: kajianRegistrations.activityId, date: kajianRegistrations.date, n: count() })
    .from(kajianRegistrations).where(inArray(kajianRegistrations.activityId, [...new Set(ids)]))
    .groupBy(kajianRegistrations.activityId, kajianRegistrations.date);
  return new Map(rows.map((r) => [seatKey(r.id, r.date), r.n]));
}

const seatCount = async (db: Db, seat: Seat) =>
  (await db.select({ n: count() }).from(kajianRegistrations)
    .where(and(eq(kajianRegistrations.activityId, seat.id), eq(kajianRegistrations.date, seat.date))))[0]?.n ?? 0;

const mySeat = async (db: Db, seat: Seat, userId: number) =>
  (await db.select({ id: kajianRegistrations.id }).from(kajianRegistrations)
    .where(and(eq(kajianRegistrations.activityId, seat.id), eq(kajianRegistrations.date, seat.date), eq(kajianRegistrations.userId, userId))))[0] ?? null;

/**
 * The activity's row, locked until the transaction ends (sign-ups for it are counted one after
 * the other), with the time asked for checked against it. Run in a transaction.
 */
async function lockedTime(tx: Db, seat: Seat, now: Date) {
  const [a] = await tx.select().from(mosqueActivities).where(eq(mosqueActivities.id, seat.id)).for('update');
  if (!a || a.cancelledAt) throw refuse('not-found', m.notFound);
  const [mosque] = await tx.select({ id: mosques.id, longitude: mosques.longitude }).from(mosques).where(eq(mosques.id, a.masjidId));
  const at = occurrenceOn(a, seat.date, await mosqueZone(tx, mosque!));
  if (!at) throw refuse('invalid', m.notAnOccurrence);
  if (at.getTime() <= now.getTime()) throw refuse('invalid', m.started);
  return { activity: a, at };
}

async function seatAnswer(db: Db, seat: Seat, capacity: number | null, mine: boolean): Promise<KajianSeatAnswer> {
  return { id: seat.id, date: seat.date, capacity, registered: await seatCount(db, seat), registered_by_me: mine };
}

/** A seat for the person at one time of an activity with a capacity, unless it is full. Run in a transaction. */
export async function registerForKajian(tx: Db, seat: Seat, userId: number, now: Date): Promise<{ seat: KajianSeatAnswer; already: boolean }> {
  const { activity, at } = await lockedTime(tx, seat, now);
  if (activity.capacity === null) throw refuse('invalid', m.noRegistration, 'id');
  if (at.getTime() > now.getTime() + KAJIAN_REGISTER_DAYS * DAY) throw refuse('invalid', m.tooFar);
  if (await mySeat(tx, seat, userId)) return { seat: await seatAnswer(tx, seat, activity.capacity, true), already: true };
  // Two sign-ups of one person for different kajian each pass their own activity's lock: the
  // person's row is locked too, so their coming seats are counted one sign-up at a time.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [coming] = await tx.select({ n: count() }).from(kajianRegistrations)
    .where(and(eq(kajianRegistrations.userId, userId), gt(kajianRegistrations.startsAt, now)));
  if ((coming?.n ?? 0) >= KAJIAN_REGISTRATIONS_MAX) throw refuse('invalid', m.tooMany, 'id');
  if ((await seatCount(tx, seat)) >= activity.capacity) throw refuse('conflict', m.full);
  await tx.insert(kajianRegistrations).values({ activityId: seat.id, date: seat.date, startsAt: at, userId, createdAt: now });
  return { seat: await seatAnswer(tx, seat, activity.capacity, true), already: false };
}

/** The person's own seat, before the time begins, is free again. Run in a transaction. */
export async function cancelKajianRegistration(tx: Db, seat: Seat, userId: number, now: Date): Promise<KajianSeatAnswer> {
  const { activity } = await lockedTime(tx, seat, now);
  const gone = await tx.delete(kajianRegistrations)
    .where(and(eq(kajianRegistrations.activityId, seat.id), eq(kajianRegistrations.date, seat.date), eq(kajianRegistrations.userId, userId)))
    .returning({ id: kajianRegistrations.id });
  if (gone.length === 0) throw refuse('invalid', m.notRegistered, 'id');
  return seatAnswer(tx, seat, activity.capacity, false);
}

/** The person's coming registrations, soonest first (a cancelled activity's left out). */
export async function myKajianRegistrations(db: Db, userId: number, now: Date): Promise<MyKajianRegistration[]> {
  const rows = await db.select({
    id: kajianRegistrations.activityId, date: kajianRegistrations.date, at: kajianRegistrations.startsAt,
    title: mosqueActivities.title, slug: mosques.slug, nama: mosques.nama,
  }).from(kajianRegistrations)
    .innerJoin(mosqueActivities, eq(mosqueActivities.id, kajianRegistrations.activityId))
    .innerJoin(mosques, eq(mosques.id, mosqueActivities.masjidId))
    .where(and(eq(kajianRegistrations.userId, userId), gt(kajianRegistrations.startsAt, now), isNull(mosqueActivities.cancelledAt)))
    .orderBy(asc(kajianRegistrations.startsAt), asc(kajianRegistrations.id))
    .limit(KAJIAN_REGISTRATIONS_MAX);
  return rows.map((r) => ({ id: r.id, date: r.date, at: r.at.toISOString(), title: r.title, masjid: { slug: r.slug, nama: r.nama } }));
}
