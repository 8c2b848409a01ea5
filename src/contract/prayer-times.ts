import { clockTimes, prayerInstantsAt, type DayTimes, type PrayerMethod, type TimeKey } from './prayer-day';
import { prayerPlace, roundCoordinate, type KemenagHorizonKind, type PrayerPlace } from './prayer-place';
import { regencyReferenceNear } from './regency-reference';

/*
 * Prayer times for a position. Pure, so the server's reminder scheduler and calendar feed compute
 * exactly the times the app shows; it lives in the contract for that. The height of the place and
 * Kemenag's horizon (which moves terbit and maghrib) are those of its regency unless the caller
 * knows them.
 */

export { TIME_KEYS, parseIsoDate, type DayTimes, type PrayerMethod, type TimeKey } from './prayer-day';
export { prayerPlace, type PrayerPlace } from './prayer-place';

/** A position; `elevation` (metres) and `horizon` override its regency's. */
export type PrayerCoordinates = { latitude: number; longitude: number; elevation?: number | undefined; horizon?: KemenagHorizonKind | undefined };

/**
 * The place for a position whose height or horizon may be unknown (an old calendar link, a
 * subscription, a mosque): those of the regency whose seat is nearest the rounded position, so they
 * are the same whoever asks (the app looks its stored place's up the same way, db/prayer-place.ts).
 */
export function prayerPlaceNear(coords: PrayerCoordinates): PrayerPlace {
  const latitude = roundCoordinate(coords.latitude);
  const longitude = roundCoordinate(coords.longitude);
  // The table is scanned only when the caller lacks one of the two.
  const reference = coords.elevation === undefined || coords.horizon === undefined ? regencyReferenceNear({ latitude, longitude }) : undefined;
  return prayerPlace({ latitude, longitude, elevation: coords.elevation ?? reference!.metres, horizon: coords.horizon ?? reference!.horizon });
}

/** A day's prayer times for a position as instants (ms since the epoch). */
export function computePrayerInstants(coords: PrayerCoordinates, date: string, method: PrayerMethod = 'kemenag'): Record<TimeKey, number> {
  return prayerInstantsAt(prayerPlaceNear(coords), date, method);
}

/** A day's prayer times for a position, as 'HH:mm' in `timeZone`. */
export function computePrayerTimes(coords: PrayerCoordinates, date: string, timeZone: string, method: PrayerMethod = 'kemenag'): DayTimes {
  return clockTimes(computePrayerInstants(coords, date, method), timeZone);
}
