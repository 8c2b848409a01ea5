import * as v from 'valibot';
import type { JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';

/*
 * The place prayer times are computed for: the device's position when it was last found, or a
 * city the user picked. Read by the prayer screens and by the prayer reminders (features/pesan).
 */

/** Its kv key since the first version (the name says 'location'; the value is the prayer place). */
export const PRAYER_PLACE_KEY = 'last-location';

/** Whether this runtime knows the IANA zone (abroad the device's own zone is used). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const PlaceSchema = v.object({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  label: v.pipe(v.string(), v.minLength(1)),
  /** The regency's BPS code; '' abroad. */
  kode: v.string(),
  timeZone: v.pipe(v.string(), v.check(isTimeZone, 'Zona waktu tidak dikenal')),
  /** Metres above the sea (the regency's seat); absent in places stored before it was kept. */
  elevation: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-500), v.maxValue(9000))),
  /** Kemenag's horizon for the regency (moves terbit and maghrib); absent in places stored before it was kept. */
  horizon: v.optional(v.picklist(['sea', 'highland'])),
  /** Outside Indonesia: the device's own zone and no regency. */
  abroad: v.optional(v.literal(true)),
  /** 'manual' sticks until the user asks for the current location again. */
  source: v.picklist(['gps', 'manual']),
});
export type Place = v.InferOutput<typeof PlaceSchema>;

/**
 * The stored place. One stored before places kept their regency's height and horizon gets them
 * from the table that loads only then, and is stored again with them.
 */
export async function readLastPlace(database?: JariyahDatabase): Promise<Place | undefined> {
  const place = await readKv(PRAYER_PLACE_KEY, PlaceSchema, database);
  if (!place || (place.elevation !== undefined && place.horizon !== undefined)) return place;
  // Its regency's, looked up as the server looks up a link's or a subscription's (prayerPlaceNear).
  const { prayerPlaceNear } = await import('../contract/prayer-times');
  const reference = place.abroad ? { elevation: 0, horizon: 'sea' as const } : prayerPlaceNear({ latitude: place.lat, longitude: place.lng });
  const upgraded = { ...place, elevation: place.elevation ?? reference.elevation, horizon: reference.horizon };
  await writeLastPlace(upgraded, database).catch(() => undefined);
  return upgraded;
}
export const writeLastPlace = (place: Place, database?: JariyahDatabase) => writeKv(PRAYER_PLACE_KEY, v.parse(PlaceSchema, place), database);

