import type { Place } from '../../db/prayer-place';
import type { LatLng } from '../../lib/geo';
import { nearestRegency, placeName, timeZoneOfProvince, type Regency } from './places';

export const placeKeyOf = (p: LatLng) => `${p.lat.toFixed(3)},${p.lng.toFixed(3)}`;

export function placeFromPoint(point: LatLng, regencies: readonly Regency[], source: Place['source']): Place {
  const r = nearestRegency(point, regencies);
  return { lat: point.lat, lng: point.lng, label: placeName(r), kode: r.kode, timeZone: timeZoneOfProvince(r.kodeProvinsi), source };
}

export function placeFromRegency(r: Regency): Place {
  return { lat: r.lat, lng: r.lng, label: placeName(r), kode: r.kode, timeZone: timeZoneOfProvince(r.kodeProvinsi), source: 'manual' };
}
