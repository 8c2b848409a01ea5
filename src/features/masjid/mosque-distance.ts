import type { DistanceFn } from './mosque-order';

// Great-circle distance on a sphere of radius 6371 km (spec section 9). src/lib/geo.ts, meant to
// hold the shared haversine, had not landed when this was written; swap this for it once it does.
const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export const distanceKm: DistanceFn = (a, b) => {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};
