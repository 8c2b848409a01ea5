import { clockTimes, prayerInstantsAt, type DayTimes, type PrayerMethod, type TimeKey } from './prayer-day';
import { elevationNear } from './regency-elevation';

/*
 * Prayer times for a position. Pure, so the server's reminder scheduler computes exactly the times
 * the app shows; it lives in the contract for that. The height of the place (which moves terbit
 * and maghrib in the highlands) is the nearest regency's unless the caller knows it.
 */

export { TIME_KEYS, parseIsoDate, type DayTimes, type PrayerMethod, type TimeKey } from './prayer-day';

/** A position; `elevation` in metres overrides the nearest regency's height. */
export type PrayerCoordinates = { latitude: number; longitude: number; elevation?: number };

const withElevation = (coords: PrayerCoordinates) => ({
  latitude: coords.latitude,
  longitude: coords.longitude,
  elevation: coords.elevation ?? elevationNear(coords),
});

/** A day's prayer times for a place as instants (ms since the epoch). */
export function computePrayerInstants(coords: PrayerCoordinates, date: string, method: PrayerMethod = 'kemenag'): Record<TimeKey, number> {
  return prayerInstantsAt(withElevation(coords), date, method);
}

/** A day's prayer times for a place, as 'HH:mm' in `timeZone`. */
export function computePrayerTimes(coords: PrayerCoordinates, date: string, timeZone: string, method: PrayerMethod = 'kemenag'): DayTimes {
  return clockTimes(computePrayerInstants(coords, date, method), timeZone);
}
