import type { DistanceFn } from './mosque-order';

// TEMPORARY until src/lib/geo.ts (the prayer engineer's haversine) lands.
const R = 6371;
const rad = (d: number) => (d * Math.PI) / 180;
export const distanceKm: DistanceFn = (a, b) => {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
};
