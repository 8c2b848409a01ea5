import { REGENCY_REFERENCE } from './regency-reference-table';
import type { KemenagHorizonKind } from './prayer-day';

/*
 * Kemenag's reference for a position: that of the regency it lies in, taken as the regency whose
 * seat is nearest (scripts/build-regency-reference.ts). No regency boundaries are bundled, so near
 * a border a position can take the neighbour's seat; it never takes a regency's centre. Far from
 * every seat (abroad) nothing is known: the sea's level and horizon.
 */

/** Beyond this from every regency's seat a position is not in Indonesia. */
export const ABROAD_KM = 300;

type Point = { latitude: number; longitude: number };
export type RegencyReference = { metres: number; horizon: KemenagHorizonKind };
let table: { lat: Float64Array; lng: Float64Array; metres: Int32Array; highland: Uint8Array } | undefined;

function rows() {
  if (!table) {
    const parts = REGENCY_REFERENCE.split(';');
    const n = parts.length;
    table = { lat: new Float64Array(n), lng: new Float64Array(n), metres: new Int32Array(n), highland: new Uint8Array(n) };
    parts.forEach((row, i) => {
      const [lat, lng, metres, highland] = row.split(',').map(Number);
      table!.lat[i] = lat!;
      table!.lng[i] = lng!;
      table!.metres[i] = metres!;
      table!.highland[i] = highland!;
    });
  }
  return table;
}

const rad = (d: number) => (d * Math.PI) / 180;
function km(a: Point, lat: number, lng: number): number {
  const dLat = rad(lat - a.latitude);
  const dLng = rad(lng - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The reference of the regency whose seat is nearest, and how far that seat is. */
export function nearestRegencyReference(point: Point): RegencyReference & { km: number } {
  const t = rows();
  let best = 0;
  let bestKm = Infinity;
  for (let i = 0; i < t.lat.length; i += 1) {
    const d = km(point, t.lat[i]!, t.lng[i]!);
    if (d < bestKm) {
      bestKm = d;
      best = i;
    }
  }
  return { metres: t.metres[best]!, horizon: t.highland[best] ? 'highland' : 'sea', km: bestKm };
}

/**
 * Positions already looked up: the push scheduler asks for every subscription's place on each
 * pass, and a scan of every seat each time is work done again for the same few thousand places.
 */
const looked = new Map<string, RegencyReference>();
const LOOKED_MAX = 20_000;

/** Kemenag's reference for a position: its regency's, or the sea's abroad. */
export function regencyReferenceNear(point: Point): RegencyReference {
  const key = `${point.latitude},${point.longitude}`;
  const known = looked.get(key);
  if (known) return known;
  const { km: distance, ...found } = nearestRegencyReference(point);
  const reference: RegencyReference = distance > ABROAD_KM ? { metres: 0, horizon: 'sea' } : found;
  if (looked.size >= LOOKED_MAX) looked.clear();
  looked.set(key, reference);
  return reference;
}

/** Metres above the sea at a position's regency seat, or 0 abroad. */
export const elevationNear = (point: Point): number => regencyReferenceNear(point).metres;
