import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages, mosqueRosterSlots, mosques } from '../db/schema.ts';
import { every } from '../lib/every.ts';
import type { Logger } from '../lib/logger.ts';
import { mosqueZone } from './times.ts';
import { addDays, dateInZone, zoneParts } from '../../src/contract/zone-clock.ts';
import { rosterReminderText, type RosterRole } from '../../src/contract/ramadan-roster.ts';

/*
 * Each volunteer of a Ramadan roster is reminded in Pesan (and by push, like every message) the
 * day before their slot, from ROSTER_REMIND_FROM_HOUR at the mosque: never in the night. Each
 * reminder has a dedupe key per slot and person, so a second pass or process adds nothing, and a
 * volunteer who withdrew and came back is not told twice.
 */

const HOUR_MS = 3_600_000;
const KIND = 'roster-reminder';
/** The hour at the mosque from which the day-before reminders go out. */
export const ROSTER_REMIND_FROM_HOUR = 8;

const longDay = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** One pass at `now`: answers how many were reminded. */
export async function remindRosterVolunteers(db: Db, now: Date): Promise<number> {
  // Tomorrow somewhere in Indonesia lies within these days, whatever the mosque's zone.
  const utcToday = dateInZone(now, 'UTC');
  const slots = await db.select({
    id: mosqueRosterSlots.id, date: mosqueRosterSlots.date, role: mosqueRosterSlots.role, userId: mosqueRosterSlots.volunteerId,
    masjidId: mosques.id, longitude: mosques.longitude, nama: mosques.nama, slug: mosques.slug,
  }).from(mosqueRosterSlots).innerJoin(mosques, eq(mosques.id, mosqueRosterSlots.masjidId))
    .where(and(isNotNull(mosqueRosterSlots.volunteerId), gte(mosqueRosterSlots.date, utcToday), lte(mosqueRosterSlots.date, addDays(utcToday, 2))));
  const zones = new Map<number, string>();
  let told = 0;
  for (const s of slots) {
    const zone = zones.get(s.masjidId) ?? await mosqueZone(db, { id: s.masjidId, longitude: s.longitude });
    zones.set(s.masjidId, zone);
    if (s.date !== addDays(dateInZone(now, zone), 1) || zoneParts(now, zone).hour < ROSTER_REMIND_FROM_HOUR) continue;
    const text = rosterReminderText({ role: s.role as RosterRole, mosque: s.nama, slug: s.slug, day: longDay.format(new Date(`${s.date}T00:00:00Z`)) });
    const written = await db.insert(messages)
      .values({ kind: KIND, userId: s.userId!, dedupeKey: `${KIND}:${s.id}:${s.userId}`, ...text, createdAt: now })
      .onConflictDoNothing({ target: messages.dedupeKey })
      .returning({ id: messages.id });
    told += written.length;
  }
  return told;
}

/** Every hour (and once soon after start); answers a function that stops it. */
export function startRosterReminders(db: Db, clock: () => Date, log: Logger, everyMs = HOUR_MS): () => void {
  return every({ everyMs, firstAfterMs: 150_000, log, failed: 'roster reminders failed' }, async () => {
    const told = await remindRosterVolunteers(db, clock());
    if (told > 0) log.info('roster reminders', { told });
  });
}
