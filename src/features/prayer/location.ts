import * as v from 'valibot';
import type { LatLng } from '../../lib/geo';
import { nearestRegency, placeName, timeZoneOfProvince, type Regency } from './places';

/** Where the schedules are computed for: the device's position, or a city the user picked. */
export const PlaceSchema = v.object({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  label: v.pipe(v.string(), v.minLength(1)),
  kode: v.string(),
  timeZone: v.picklist(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']),
  /** 'manual' sticks until the user asks for the current location again. */
  source: v.picklist(['gps', 'manual']),
});
export type Place = v.InferOutput<typeof PlaceSchema>;

export const LAST_PLACE_KEY = 'last-location';
/** The spec's geolocation decision time-out. */
export const GEO_TIMEOUT_MS = 5_000;

export const placeKeyOf = (p: LatLng) => `${p.lat.toFixed(3)},${p.lng.toFixed(3)}`;

export function placeFromPoint(point: LatLng, regencies: readonly Regency[], source: Place['source']): Place {
  const r = nearestRegency(point, regencies);
  return { lat: point.lat, lng: point.lng, label: placeName(r), kode: r.kode, timeZone: timeZoneOfProvince(r.kodeProvinsi), source };
}

export function placeFromRegency(r: Regency): Place {
  return { lat: r.lat, lng: r.lng, label: placeName(r), kode: r.kode, timeZone: timeZoneOfProvince(r.kodeProvinsi), source: 'manual' };
}

/**
 * The device's position, or a rejection after `timeoutMs` whatever the browser does: a permission
 * prompt left open must not keep the home screen waiting.
 */
export function devicePosition(geolocation: Geolocation | null = globalThis.navigator?.geolocation ?? null, timeoutMs = GEO_TIMEOUT_MS): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('Geolocation tidak didukung di browser ini.'));
      return;
    }
    const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    geolocation.getCurrentPosition(
      (pos) => {
        clearTimeout(timer);
        resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(error.message));
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 10 * 60_000 },
    );
  });
}
