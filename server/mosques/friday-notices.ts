import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mosqueFollows, mosques } from '../db/schema.ts';
import { every } from '../lib/every.ts';
import type { Logger } from '../lib/logger.ts';
import { followTexts, type FridayDetails } from '../../src/contract/mosque-follow.ts';
import { addDays, dateInZone, weekday, zoneParts } from '../../src/contract/zone-clock.ts';
import { mosqueById, mosqueZone, upcomingFriday } from './times.ts';
import { insertMosqueMessage } from './announcements.ts';

// Friday on Thursday evening: the mosque's Friday to its followers' Pesan.

/** Where the Friday details come from (the mosque's staff enter them). */
export interface FridaySource {
  /** The mosque's first Friday on or after `from`'s day in its zone, or null when none is entered. */
  nextFriday(mosqueId: number, from: Date): Promise<FridayDetails | null>;
}

/** The Fridays the mosque's staff entered ('Jumat' in the panel, mosque-times.ts). */
export function databaseFridaySource(db: Db): FridaySource {
  return {
    async nextFriday(mosqueId, from) {
      const friday = await upcomingFriday(db, mosqueId, from);
      const mosque = friday ? await mosqueById(db, mosqueId) : null;
      if (!friday || !mosque) return null;
      const timeZone = await mosqueZone(db, mosque);
      return { date: friday.date, time: friday.time, time_zone: timeZone, khatib: friday.khatib || null, imam: friday.imam || null, theme: friday.theme || null };
    },
  };
}

/** When Thursday's message is due, in the mosque's own zone. */
export const FRIDAY_NOTICE_HOUR = 18;
const THURSDAY = 4;

/**
 * One pass: every followed mosque whose Thursday evening it is (from 18:00 to midnight in its
 * zone) gets tomorrow's Friday into its followers' Pesan. The message's key names the mosque and
 * the Friday, so the pass is due once per Thursday per mosque, whichever process runs it first
 * and however often; push follows from the message (push dispatcher). Answers how many were written.
 */
export async function sendFridayNotices(db: Db, fridays: FridaySource, now: Date): Promise<number> {
  const followed = await db.selectDistinct({ id: mosques.id, slug: mosques.slug, nama: mosques.nama, longitude: mosques.longitude })
    .from(mosques).innerJoin(mosqueFollows, eq(mosqueFollows.masjidId, mosques.id));
  let written = 0;
  for (const mosque of followed) {
    const timeZone = await mosqueZone(db, mosque);
    const today = dateInZone(now.getTime(), timeZone);
    if (weekday(today) !== THURSDAY || zoneParts(now.getTime(), timeZone).hour < FRIDAY_NOTICE_HOUR) continue;
    const friday = await fridays.nextFriday(mosque.id, now);
    if (!friday || friday.date !== addDays(today, 1)) continue;
    if ((await insertMosqueMessage(db, mosque, 'jumat', `jumat:${mosque.id}:${friday.date}`, followTexts.friday(mosque, friday), now)) !== null) written += 1;
  }
  return written;
}

/** Runs the Thursday pass every few minutes; answers a function that stops it. */
export function startFridayNotices(db: Db, fridays: FridaySource, clock: () => Date, log: Logger, everyMs = 5 * 60_000): () => void {
  return every({ everyMs, log, failed: 'friday notices failed' }, async () => {
    const n = await sendFridayNotices(db, fridays, clock());
    if (n > 0) log.info('friday notices written', { count: n });
  });
}
