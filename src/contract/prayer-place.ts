/*
 * The one place prayer times are computed for. Every surface (the schedule on screen and the home
 * countdown, the calendar feed and its alarms, push reminders, the reminder the open app shows, the
 * wall screen, the month calendar and the imsakiyah) builds its place here, so the same position
 * gives the same minute everywhere. Before this, the feed took the regency's point and the screen
 * the phone's: a minute apart on 25 of 150 times.
 *
 * This module carries no table, so the first screen can build a place whose height it knows; a
 * caller that knows only the position takes prayerPlaceNear (prayer-times.ts), which looks the
 * height up and then builds the place here.
 */

/**
 * Decimals of a degree kept of a position: 3 is about 110 m, well inside a minute of prayer time
 * (the sun crosses 110 m of longitude in 0.4 s), and coarse enough to write into a calendar
 * address or a push subscription without pinning a house.
 */
export const PLACE_DECIMALS = 3;
const SCALE = 10 ** PLACE_DECIMALS;

/** A degree rounded to PLACE_DECIMALS; rounding again changes nothing, and it survives String() and Number(). */
export const roundCoordinate = (degrees: number): number => Math.round(degrees * SCALE) / SCALE || 0;

declare const builtHere: unique symbol;

/**
 * Where prayer times are computed for, as built by prayerPlace: the position rounded to
 * PLACE_DECIMALS, the height in whole metres. The brand keeps a hand-made object out of the
 * prayer-time functions, so no surface can skip the rounding.
 */
export type PrayerPlace = {
  readonly latitude: number;
  readonly longitude: number;
  /** Metres above the sea, which moves terbit and maghrib. */
  readonly elevation: number;
  readonly [builtHere]: true;
};

/** The place for a position whose height is known. */
export function prayerPlace(position: { latitude: number; longitude: number; elevation: number }): PrayerPlace {
  return {
    latitude: roundCoordinate(position.latitude),
    longitude: roundCoordinate(position.longitude),
    elevation: Math.round(position.elevation) || 0,
  } as PrayerPlace;
}

/**
 * The place of the app's stored place ({ lat, lng, elevation }). A place stored before heights
 * were kept is given its regency's height when read (db/prayer-place.ts); the sea's level is only
 * the last resort.
 */
export const prayerPlaceOf = (place: { lat: number; lng: number; elevation?: number | undefined }): PrayerPlace =>
  prayerPlace({ latitude: place.lat, longitude: place.lng, elevation: place.elevation ?? 0 });

/** A place with its zone and the name the app shows for it (only a label), as links and subscriptions carry it. */
export type NamedPrayerPlace = { place: PrayerPlace; timeZone: string; regency: string };

/** The app's stored place as the calendar feed and push reminders carry it. */
export const namedPrayerPlace = (stored: { lat: number; lng: number; elevation?: number | undefined; timeZone: string; label: string }): NamedPrayerPlace =>
  ({ place: prayerPlaceOf(stored), timeZone: stored.timeZone, regency: stored.label });

/**
 * The place as the fields of a calendar link or a push subscription: the rounded position, the
 * height, the zone and the label. The server builds its place from these through prayerPlaceNear,
 * which rounds the same way again (and changes nothing).
 */
export const placeFields = ({ place, timeZone, regency }: NamedPrayerPlace) => ({
  lat: String(place.latitude), lng: String(place.longitude), elevation: String(place.elevation), time_zone: timeZone, regency,
});
