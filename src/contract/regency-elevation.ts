import { REGENCY_ELEVATIONS } from './regency-elevation-table';

/*
 * The height of a position, as Kemenag would take it: that of the nearest regency (its seat's
 * height in GeoNames, see scripts/build-regency-elevations.ts). Far from every regency (abroad)
 * nothing is known and the sea's level is used.
 */

/** Beyond this from every regency's reference point a position is not in Indonesia. */
export const ABROAD_KM = 300;

type Point = { latitude: number; longitude: number };
let table: { lat: Float64Array; lng: Float64Array; metres: Int32Array } | undefined;

function rows() {
  if (!table) {
    const parts = REGENCY_ELEVATIONS.split(';');
    table = { lat: new Float64Array(parts.length), lng: new Float64Array(parts.length), metres: new Int32Array(parts.length) };
    parts.forEach((row, i) => {
      const [lat, lng, metres] = row.split(',').map(Number);
      table!.lat[i] = lat!;
      table!.lng[i] = lng!;
      table!.metres[i] = metres!;
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

/** The nearest regency's height in metres and how far its reference point is. */
export function nearestRegencyElevation(point: Point): { metres: number; km: number } {
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
  return { metres: t.metres[best]!, km: bestKm };
}

/** Metres above the sea for prayer times at a position: the nearest regency's, or 0 abroad. */
export function elevationNear(point: Point): number {
  const { metres, km: distance } = nearestRegencyElevation(point);
  return distance > ABROAD_KM ? 0 : metres;
}
