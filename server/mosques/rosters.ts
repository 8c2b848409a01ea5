import { and, asc, count, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mosqueRosterSlots, mosques, users } from '../db/schema.ts';
import { maskPhone } from '../donations/index.ts';
import { mosqueToday } from './times.ts';
import { addDays } from '../../src/contract/zone-clock.ts';
import { plainPersonName } from '../../src/contract/person-name.ts';
import {
  ROSTER_SLOTS_MAX, ROSTER_SLOTS_PER_ROLE_DAY, ROSTER_VOLUNTEER_MAX, rosterDateProblem, rosterMessages,
  type RosterAdminView, type RosterDay, type RosterRole, type RosterView,
} from '../../src/contract/ramadan-roster.ts';

// A mosque's Ramadan rosters (contract/ramadan-roster.ts): the staff's slots, volunteers, and what
// the mosque page, the wall screen and the panel show of them.

type MosqueRow = Pick<typeof mosques.$inferSelect, 'id' | 'longitude'>;
export type RosterRefusal = { ok: false; field: string; message: string };
const refuse = (field: string, message: string): RosterRefusal => ({ ok: false, field, message });

const slotColumns = {
  id: mosqueRosterSlots.id, date: mosqueRosterSlots.date, role: mosqueRosterSlots.role, name: mosqueRosterSlots.name,
  volunteerId: mosqueRosterSlots.volunteerId, volunteerName: users.nama, volunteerPhone: users.whatsapp,
};

/** The slots from `from` to `to` (mosque days), by day, role and order of entry; a volunteer shows by their plain name. */
async function slotsBetween(db: Db, masjidId: number, from: string, to: string) {
  return db.select(slotColumns).from(mosqueRosterSlots).leftJoin(users, eq(users.id, mosqueRosterSlots.volunteerId))
    .where(and(eq(mosqueRosterSlots.masjidId, masjidId), gte(mosqueRosterSlots.date, from), lte(mosqueRosterSlots.date, to)))
    .orderBy(asc(mosqueRosterSlots.date), asc(mosqueRosterSlots.role), asc(mosqueRosterSlots.id));
}

const shownName = (s: { name: string | null; volunteerId: number | null; volunteerName: string | null }) =>
  s.name ?? (s.volunteerId !== null && s.volunteerName !== null ? plainPersonName(s.volunteerName) : null);

/** The roster of `days` days from the mosque's today, as the public sees it (the reader's own slots marked). */
export async function rosterDays(db: Db, mosque: MosqueRow, viewerId: number | null, now: Date, days: number): Promise<RosterDay[]> {
  const today = await mosqueToday(db, mosque, now);
  const rows = await slotsBetween(db, mosque.id, today, addDays(today, days - 1));
  const byDay = new Map<string, RosterDay>();
  for (const r of rows) {
    const day = byDay.get(r.date) ?? { date: r.date, slots: [] };
    day.slots.push({ id: r.id, role: r.role as RosterRole, name: shownName(r), mine: viewerId !== null && r.volunteerId === viewerId });
    byDay.set(r.date, day);
  }
  return [...byDay.values()];
}

export async function rosterView(db: Db, mosque: MosqueRow, viewerId: number | null, now: Date, days: number): Promise<RosterView> {
  return { days: await rosterDays(db, mosque, viewerId, now, days), signed_in: viewerId !== null };
}

/** The staff's view: every slot from today on, a volunteer's number masked. */
export async function rosterAdminView(db: Db, mosque: MosqueRow, now: Date): Promise<RosterAdminView> {
  const today = await mosqueToday(db, mosque, now);
  const rows = await slotsBetween(db, mosque.id, today, '9999-12-31');
  return {
    slots: rows.map((r) => ({
      id: r.id, date: r.date, role: r.role as RosterRole, name: shownName(r),
      volunteer: r.volunteerId !== null, nomor_hp: r.volunteerPhone ? maskPhone(r.volunteerPhone) : null,
    })),
  };
}

/** Adds a slot (named, or open when `name` is empty), within the mosque's bounds. Run in a transaction. */
export async function addRosterSlot(tx: Db, mosque: MosqueRow, input: { date: string; role: RosterRole; name: string }, now: Date) {
  const today = await mosqueToday(tx, mosque, now);
  const problem = rosterDateProblem(input.date, today);
  if (problem) return refuse('date', problem);
  // The mosque's row first: two adds at once are counted one after the other.
  await tx.select({ id: mosques.id }).from(mosques).where(eq(mosques.id, mosque.id)).for('update');
  const [ahead] = await tx.select({ n: count() }).from(mosqueRosterSlots).where(and(eq(mosqueRosterSlots.masjidId, mosque.id), gte(mosqueRosterSlots.date, today)));
  if ((ahead?.n ?? 0) >= ROSTER_SLOTS_MAX) return refuse('date', rosterMessages.tooManySlots);
  const [sameDay] = await tx.select({ n: count() }).from(mosqueRosterSlots)
    .where(and(eq(mosqueRosterSlots.masjidId, mosque.id), eq(mosqueRosterSlots.date, input.date), eq(mosqueRosterSlots.role, input.role)));
  if ((sameDay?.n ?? 0) >= ROSTER_SLOTS_PER_ROLE_DAY[input.role]) return refuse('role', rosterMessages.roleDayFull(input.role));
  const [slot] = await tx.insert(mosqueRosterSlots)
    .values({ masjidId: mosque.id, date: input.date, role: input.role, name: input.name === '' ? null : input.name, createdAt: now })
    .returning();
  return { ok: true as const, slot: slot! };
}

export async function findRosterSlot(db: Db, id: number) {
  const [row] = await db.select().from(mosqueRosterSlots).where(eq(mosqueRosterSlots.id, id));
  return row ?? null;
}

export async function removeRosterSlot(tx: Db, id: number) {
  const [gone] = await tx.delete(mosqueRosterSlots).where(eq(mosqueRosterSlots.id, id)).returning();
  return gone ?? null;
}

/**
 * An open slot of the mosque, from today on, becomes the person's: one conditional update, so of
 * several taps at once one wins and the rest hear it was taken. Run in a transaction.
 */
export async function volunteerForSlot(tx: Db, mosque: MosqueRow, userId: number, slotId: number, now: Date) {
  const today = await mosqueToday(tx, mosque, now);
  // The person's row first: their count of coming slots is read and raised by one tap at a time.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [mine] = await tx.select({ n: count() }).from(mosqueRosterSlots)
    .where(and(eq(mosqueRosterSlots.masjidId, mosque.id), eq(mosqueRosterSlots.volunteerId, userId), gte(mosqueRosterSlots.date, today)));
  if ((mine?.n ?? 0) >= ROSTER_VOLUNTEER_MAX) return refuse('id', rosterMessages.tooManyVolunteered);
  const slot = await findRosterSlot(tx, slotId);
  if (!slot || slot.masjidId !== mosque.id || slot.date < today) return refuse('id', rosterMessages.slotNotFound);
  const taken = await tx.update(mosqueRosterSlots).set({ volunteerId: userId })
    .where(and(eq(mosqueRosterSlots.id, slotId), isNull(mosqueRosterSlots.name), isNull(mosqueRosterSlots.volunteerId)))
    .returning({ id: mosqueRosterSlots.id });
  return taken.length === 1 ? { ok: true as const } : refuse('id', rosterMessages.taken);
}

/** The person's own slot, before its day, is open again. */
export async function withdrawFromSlot(tx: Db, mosque: MosqueRow, userId: number, slotId: number, now: Date) {
  const today = await mosqueToday(tx, mosque, now);
  const slot = await findRosterSlot(tx, slotId);
  if (!slot || slot.masjidId !== mosque.id || slot.volunteerId !== userId) return refuse('id', rosterMessages.notYours);
  if (slot.date <= today) return refuse('id', rosterMessages.tooLate);
  await tx.update(mosqueRosterSlots).set({ volunteerId: null }).where(and(eq(mosqueRosterSlots.id, slotId), eq(mosqueRosterSlots.volunteerId, userId)));
  return { ok: true as const };
}
