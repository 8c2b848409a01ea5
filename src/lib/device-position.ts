import type { LatLng } from './geo';

/*
 * Asking the browser where the device is: one wrapper, one decision time-out, used by every
 * screen that needs the position (prayer times, mosques, kencleng). What was found last is kept
 * by db/device-position.ts.
 */

/** Spec section 9: the geolocation decision time-out. */
export const GEOLOCATION_TIMEOUT_MS = 5000;
/** A fix this recent serves again without asking the hardware. */
const MAXIMUM_AGE_MS = 5 * 60_000;

export type GeolocationAnswer = LatLng | 'unsupported' | 'denied' | 'failed';

/**
 * Asks the browser once; resolves to coords or a reason, after `timeoutMs` whatever the browser
 * does: some never call back while the permission prompt is open, and no screen may wait on it.
 */
export function askGeolocation(geolocation: Geolocation | null | undefined, timeoutMs = GEOLOCATION_TIMEOUT_MS): Promise<GeolocationAnswer> {
  if (!geolocation) return Promise.resolve('unsupported');
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('failed'), timeoutMs);
    geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(timer);
        resolve({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      (error) => {
        clearTimeout(timer);
        resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: MAXIMUM_AGE_MS },
    );
  });
}

/** The same question for a caller that wants the position or an error (the prayer place finder). */
export async function devicePosition(geolocation: Geolocation | null = globalThis.navigator?.geolocation ?? null, timeoutMs = GEOLOCATION_TIMEOUT_MS): Promise<LatLng> {
  const answer = await askGeolocation(geolocation, timeoutMs);
  if (typeof answer === 'object') return answer;
  throw new Error(answer === 'unsupported' ? 'Geolocation tidak didukung di browser ini.' : answer === 'denied' ? 'Izin lokasi ditolak.' : 'timeout');
}
