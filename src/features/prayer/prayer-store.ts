import { db as defaultDb, type JariyahDatabase } from '../../db/database';
import { computePrayerTimes, TIME_KEYS, type DayTimes, type PrayerMethod } from '../../contract/prayer-times';
import { addDays } from '../../contract/zone-clock';
import type { Place } from '../../db/prayer-place';
import { placeKeyOf } from './location';
import type { ScheduleDay } from './schedule';

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
  const days: ScheduleDay[] = [];
  for (let i = 0; i < STORED_DAYS; i += 1) {
    const date = addDays(today, i);
    // The place's own regency reference; one stored before it was kept takes its position's.
    days.push({ date, times: computePrayerTimes({ latitude: place.lat, longitude: place.lng, elevation: place.elevation, horizon: place.horizon }, date, place.timeZone, method) });
  }
  await database.transaction('rw', database.prayerDays, async () => {
    await database.prayerDays.where('date').below(today).delete();
    await database.prayerDays.bulkPut(days.map((d) => ({ date: d.date, placeKey, timeZone: place.timeZone, times: d.times })));
  });
  return days;
}
