import { clockTimes, prayerInstantsAt, type DayTimes, type PrayerMethod, type TimeKey } from './prayer-day';
import { prayerPlace, roundCoordinate, type PrayerPlace } from './prayer-place';
import { elevationNear } from './regency-elevation';

/*
 * Prayer times for a position. Pure, so the server's reminder scheduler and calendar feed compute
 * exactly the times the app shows; it lives in the contract for that. The height of the place
 * (which moves terbit and maghrib in the highlands) is the nearest regency's unless the caller
 * knows it.
 */

export { TIME_KEYS, parseIsoDate, type DayTimes, type PrayerMethod, type TimeKey } from './prayer-day';
export { prayerPlace, type PrayerPlace } from './prayer-place';

/** A position; `elevation` in metres overrides the nearest regency's height. */
export type PrayerCoordinates = { latitude: number; longitude: number; elevation?: number | undefined };

/**
 * The place for a position whose height may be unknown (an old calendar link, a subscription saved
 * before heights were sent, a mosque): the height is that of the regency nearest the rounded
 * position, so it is the same whoever asks.
 */
export function prayerPlaceNear(coords: PrayerCoordinates): PrayerPlace {
  const latitude = roundCoordinate(coords.latitude);
  const longitude = roundCoordinate(coords.longitude);
  return prayerPlace({ latitude, longitude, elevation: coords.elevation ?? elevationNear({ latitude, longitude }) });
}

/** A day's prayer times for a position as instants (ms since the epoch). */
export function computePrayerInstants(coords: PrayerCoordinates, date: string, method: PrayerMethod = 'kemenag'): Record<TimeKey, number> {
  return prayerInstantsAt(prayerPlaceNear(coords), date, method);
}

/** A day's prayer times for a position, as 'HH:mm' in `timeZone`. */
export function computePrayerTimes(coords: PrayerCoordinates, date: string, timeZone: string, method: PrayerMethod = 'kemenag'): DayTimes {
  return clockTimes(computePrayerInstants(coords, date, method), timeZone);
}
