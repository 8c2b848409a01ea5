import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase } from '../../db/database';

// The device's last known position, kept in Dexie kv so distances still show offline or when
// the browser takes too long to answer.

export const LAST_POSITION_KEY = 'last-position';
/** Spec section 9: the geolocation decision time-out. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

export type Coords = { lat: number; lng: number };

const Lat = v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90));
const Lng = v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180));
/** Our shape, or latitude/longitude names another module may have used for the same key. */
const StoredPositionSchema = v.union([
  v.object({ lat: Lat, lng: Lng }),
  v.pipe(v.object({ latitude: Lat, longitude: Lng }), v.transform((p) => ({ lat: p.latitude, lng: p.longitude }))),
]);

export async function readLastPosition(database: JariyahDatabase = defaultDb): Promise<Coords | undefined> {
  const row = await database.kv.get(LAST_POSITION_KEY);
  const parsed = v.safeParse(StoredPositionSchema, row?.value);
  return parsed.success ? parsed.output : undefined;
}

/** Merges into what is stored, so fields another module keeps under the same key survive. */
export async function writeLastPosition(position: Coords, now: Date, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.transaction('rw', database.kv, async () => {
    const row = await database.kv.get(LAST_POSITION_KEY);
    const old = v.safeParse(v.record(v.string(), v.unknown()), row?.value);
    const value: Record<string, unknown> = { ...(old.success ? old.output : {}), lat: position.lat, lng: position.lng, at: now.toISOString() };
    if (old.success && 'latitude' in old.output) Object.assign(value, { latitude: position.lat, longitude: position.lng });
    await database.kv.put({ key: LAST_POSITION_KEY, value });
  });
}

export type PositionState =
  | { status: 'locating'; position: null }
  | { status: 'ready'; position: Coords; source: 'live' | 'stored' }
  | { status: 'unavailable'; position: null; reason: 'unsupported' | 'denied' | 'failed' };

/** Asks the browser once, giving up after the time-out; resolves to coords or a reason. */
export function askGeolocation(geolocation: Geolocation | undefined, timeoutMs = GEOLOCATION_TIMEOUT_MS): Promise<Coords | 'unsupported' | 'denied' | 'failed'> {
  if (!geolocation) return Promise.resolve('unsupported');
  return new Promise((resolve) => {
    // Some browsers never call back while the permission prompt is open: decide after the time-out.
    const timer = setTimeout(() => resolve('failed'), timeoutMs + 250);
    geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(timer);
        resolve({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      (error) => {
        clearTimeout(timer);
        resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
