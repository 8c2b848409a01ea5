import * as v from 'valibot';
import type { Mosque } from '../../contract/masjid';
import type { Coords } from './user-position';

// Pure ordering of the mosque directory and the kencleng grid: distance is computed on the
// device from the user's position; amounts are the kencleng program's paid total.

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

export const KENCLENG_SORTS = ['terdekat', 'terjauh', 'paling-banyak', 'paling-sedikit'] as const;
export type KenclengSort = (typeof KENCLENG_SORTS)[number];
export const KenclengSortSchema = v.picklist(KENCLENG_SORTS);

export const SORT_LABELS: Record<KenclengSort, string> = {
  terdekat: 'Terdekat',
  terjauh: 'Terjauh',
  'paling-banyak': 'Paling Banyak',
  'paling-sedikit': 'Paling Sedikit',
};

const byName = (a: PlacedMosque, b: PlacedMosque) => a.mosque.header.localeCompare(b.mosque.header, 'id');

/** Unknown distances go last whichever way distance is sorted: they are neither near nor far. */
function byDistance(direction: 1 | -1) {
  return (a: PlacedMosque, b: PlacedMosque) => {
    if (a.km === null || b.km === null) return a.km === b.km ? byName(a, b) : a.km === null ? 1 : -1;
    return (a.km - b.km) * direction || byName(a, b);
  };
}

function byAmount(direction: 1 | -1) {
  return (a: PlacedMosque, b: PlacedMosque) => (a.mosque.total_donasi - b.mosque.total_donasi) * direction || byName(a, b);
}

/**
 * The order on screen. Without a chosen sort: nearest first when a position is known, else the
 * server's alphabetical order. Never mutates the input.
 */
export function sortMosques(rows: PlacedMosque[], sort: KenclengSort | undefined): PlacedMosque[] {
  const copy = [...rows];
  switch (sort) {
    case 'terdekat':
      return copy.sort(byDistance(1));
    case 'terjauh':
      return copy.sort(byDistance(-1));
    case 'paling-banyak':
      return copy.sort(byAmount(-1));
    case 'paling-sedikit':
      return copy.sort(byAmount(1));
    default:
      return copy.some((r) => r.km !== null) ? copy.sort(byDistance(1)) : copy;
  }
}

/** Case-insensitive match on name, address or city, as the server's search does (for the map). */
export function matchesSearch(m: Pick<Mosque, 'header' | 'alamat' | 'kota'>, search: string): boolean {
  const q = search.trim().toLocaleLowerCase('id');
  if (!q) return true;
  return [m.header, m.alamat, m.kota ?? ''].some((s) => s.toLocaleLowerCase('id').includes(q));
}
