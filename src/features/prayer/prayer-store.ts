import { db as defaultDb, type JariyahDatabase } from '../../db/database';
import { TIME_KEYS, type DayTimes, type PrayerMethod } from '../../contract/prayer-day';
import type { Place } from '../../db/prayer-place';
import { placeKeyOf } from './location';
import { scheduleDays, type ScheduleDay } from './schedule';

/** How many days ahead are kept on the device, so a month without signal still has times. */
export const STORED_DAYS = 30;

const isDayTimes = (t: Record<string, string>): t is DayTimes => TIME_KEYS.every((k) => /^\d{2}:\d{2}$/.test(t[k] ?? ''));

/** Stored days for this place from `today` on (at most `count`), as they were last computed. */
export async function readStoredDays(place: Place, today: string, count: number, database: JariyahDatabase = defaultDb): Promise<ScheduleDay[]> {
  const rows = await database.prayerDays.where('date').aboveOrEqual(today).limit(count).toArray();
  const key = placeKeyOf(place);
  return rows.filter((r) => r.placeKey === key && r.timeZone === place.timeZone && isDayTimes(r.times)).map((r) => ({ date: r.date, times: r.times as DayTimes }));
}

/** Computes the next 30 days for the place and replaces whatever was stored (older days go). */
export async function storeDays(place: Place, today: string, method: PrayerMethod, database: JariyahDatabase = defaultDb): Promise<ScheduleDay[]> {
  const placeKey = placeKeyOf(place);
  // The very days the screen shows: the offline schedule never differs from the live one.
  const days = scheduleDays(place, today, STORED_DAYS, method);
  await database.transaction('rw', database.prayerDays, async () => {
    await database.prayerDays.where('date').below(today).delete();
    await database.prayerDays.bulkPut(days.map((d) => ({ date: d.date, placeKey, timeZone: place.timeZone, times: d.times })));
  });
  return days;
}
