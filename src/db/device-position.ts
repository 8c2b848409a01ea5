import * as v from 'valibot';
import type { LatLng } from '../lib/geo';
import { db as defaultDb, type JariyahDatabase } from './database';
import { PlaceSchema, PRAYER_PLACE_KEY } from './prayer-place';

/*
 * The device's last known position, one record for every screen (prayer times, mosques,
 * kencleng), so distances still show offline or when the browser takes too long to answer.
 */

export const LAST_POSITION_KEY = 'last-position';

const Lat = v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90));
const Lng = v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180));
/** Our shape, or latitude/longitude names another module may have used for the same key. */
const StoredPositionSchema = v.union([
  v.object({ lat: Lat, lng: Lng }),
  v.pipe(v.object({ latitude: Lat, longitude: Lng }), v.transform((p) => ({ lat: p.latitude, lng: p.longitude }))),
]);

/**
 * The last position found. Before there was one record, the prayer screens kept theirs only in
 * the prayer place: a place found by GPS there (not a city picked by hand) serves as the position.
 */
export async function readLastPosition(database: JariyahDatabase = defaultDb): Promise<LatLng | undefined> {
  const rows = await database.kv.bulkGet([LAST_POSITION_KEY, PRAYER_PLACE_KEY]);
  const parsed = v.safeParse(StoredPositionSchema, rows[0]?.value);
  if (parsed.success) return parsed.output;
  const place = v.safeParse(PlaceSchema, rows[1]?.value);
  return place.success && place.output.source === 'gps' ? { lat: place.output.lat, lng: place.output.lng } : undefined;
}

/** Merges into what is stored, so fields another module kept under the same key survive. */
export async function writeLastPosition(position: LatLng, now: Date, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.transaction('rw', database.kv, async () => {
    const row = await database.kv.get(LAST_POSITION_KEY);
    const old = v.safeParse(v.record(v.string(), v.unknown()), row?.value);
    const value: Record<string, unknown> = { ...(old.success ? old.output : {}), lat: position.lat, lng: position.lng, at: now.toISOString() };
    if (old.success && 'latitude' in old.output) Object.assign(value, { latitude: position.lat, longitude: position.lng });
    await database.kv.put({ key: LAST_POSITION_KEY, value });
  });
}
