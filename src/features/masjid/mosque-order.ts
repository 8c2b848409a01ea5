import type { Mosque } from '../../contract/masjid';
import type { Coords } from './user-position';
import type { KenclengSort } from './kencleng-sort';

// The mosque directory and the kencleng grid come ordered from the server (by distance from the
// position sent, or by the kencleng total); the device measures the distance it shows from that
// same position.

export type DistanceFn = (a: Coords, b: Coords) => number;
export type PlacedMosque = { mosque: Mosque; km: number | null };

export function mosqueCoords(m: Pick<Mosque, 'latitude' | 'longitude'>): Coords | null {
  return m.latitude !== null && m.longitude !== null ? { lat: m.latitude, lng: m.longitude } : null;
}

/** Each mosque with its distance in km from `position`, or null when either place is unknown. */
export function placeMosques(mosques: Mosque[], position: Coords | null, distanceKm: DistanceFn): PlacedMosque[] {
  return mosques.map((mosque) => {
    const at = mosqueCoords(mosque);
    return { mosque, km: position && at ? distanceKm(position, at) : null };
  });
}

/**
 * The position a list is ordered from: rounded to 3 decimals (about 110 m), so a fix that
 * wanders a few metres asks the same URL again (one worker cache entry, read offline too) and
 * the server is not told the user's exact spot.
 */
export function listAnchor(position: Coords | null): Coords | null {
  if (!position) return null;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { lat: round(position.lat), lng: round(position.lng) };
}

export { KENCLENG_SORTS, KenclengSortSchema, type KenclengSort } from './kencleng-sort';

export const SORT_LABELS: Record<KenclengSort, string> = {
  terdekat: 'Terdekat',
  terjauh: 'Terjauh',
  'paling-banyak': 'Paling Banyak',
  'paling-sedikit': 'Paling Sedikit',
};

/** The order the server used: distance orders need a position, without one it is by name. */
export function orderLabel(sort: KenclengSort | undefined, hasPosition: boolean): string {
  if (sort === 'paling-banyak' || sort === 'paling-sedikit') return SORT_LABELS[sort];
  return hasPosition ? SORT_LABELS[sort ?? 'terdekat'] : 'Nama';
}
