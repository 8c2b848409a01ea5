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

/**
 * Kemenag's horizon for terbit and maghrib is its choice per regency, not a rule of height: Kota
 * Malang (452 m) and Kab. Malang (341 m) print −1°, Kota Bogor (245 m) −2°. 'sea' is −1° for both;
 * 'highland' −2° for terbit and −2.1° for maghrib (prayer-day.ts kemenagHorizon). Each regency's
 * kind is in its reference data (regency-reference.ts).
 */
export type KemenagHorizonKind = 'sea' | 'highland';

declare const builtHere: unique symbol;

/**
 * Where prayer times are computed for, as built by prayerPlace: the position rounded to
 * PLACE_DECIMALS, the height in whole metres. The brand keeps a hand-made object out of the
 * prayer-time functions, so no surface can skip the rounding.
 */
export type PrayerPlace = {
  readonly latitude: number;
  readonly longitude: number;
  /** Metres above the sea (shown beside the place). */
  readonly elevation: number;
  /** The horizon Kemenag's schedule takes for the place's regency, which moves terbit and maghrib. */
  readonly horizon: KemenagHorizonKind;
  readonly [builtHere]: true;
};

/** The place for a position whose height and horizon are known. */
export function prayerPlace(position: { latitude: number; longitude: number; elevation: number; horizon: KemenagHorizonKind }): PrayerPlace {
  return {
    latitude: roundCoordinate(position.latitude),
    longitude: roundCoordinate(position.longitude),
    elevation: Math.round(position.elevation) || 0,
    horizon: position.horizon,
  } as PrayerPlace;
}

/**
 * The place of the app's stored place ({ lat, lng, elevation, horizon }). A place stored before it
 * kept them is given its regency's when read (db/prayer-place.ts); the sea's is only the last resort.
 */
export const prayerPlaceOf = (place: { lat: number; lng: number; elevation?: number | undefined; horizon?: KemenagHorizonKind | undefined }): PrayerPlace =>
  prayerPlace({ latitude: place.lat, longitude: place.lng, elevation: place.elevation ?? 0, horizon: place.horizon ?? 'sea' });
