import { clockTimes, prayerInstantsAt, type DayTimes, type KemenagHorizonKind, type PrayerMethod, type TimeKey } from './prayer-day';
import { regencyReferenceNear } from './regency-reference';

/*
 * Prayer times for a position. Pure, so the server's reminder scheduler computes exactly the times
 * the app shows; it lives in the contract for that. The height of the place and Kemenag's horizon
 * (which moves terbit and maghrib) are those of its regency unless the caller knows them.
 */

export { TIME_KEYS, parseIsoDate, type DayTimes, type PrayerMethod, type TimeKey } from './prayer-day';

/** A position; `elevation` (metres) and `horizon` override its regency's. */
export type PrayerCoordinates = { latitude: number; longitude: number; elevation?: number; horizon?: KemenagHorizonKind };

function withElevation(coords: PrayerCoordinates) {
  // The table is scanned only when the caller lacks one of the two.
  const reference = coords.elevation === undefined || coords.horizon === undefined ? regencyReferenceNear(coords) : undefined;
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    elevation: coords.elevation ?? reference!.metres,
    horizon: coords.horizon ?? reference!.horizon,
  };
}

/** A day's prayer times for a place as instants (ms since the epoch). */
export function computePrayerInstants(coords: PrayerCoordinates, date: string, method: PrayerMethod = 'kemenag'): Record<TimeKey, number> {
  return prayerInstantsAt(withElevation(coords), date, method);
}

/** A day's prayer times for a place, as 'HH:mm' in `timeZone`. */
export function computePrayerTimes(coords: PrayerCoordinates, date: string, timeZone: string, method: PrayerMethod = 'kemenag'): DayTimes {
  return clockTimes(computePrayerInstants(coords, date, method), timeZone);
}
