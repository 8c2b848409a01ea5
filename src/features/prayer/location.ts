import type { Place } from '../../db/prayer-place';
import { distanceKm, type LatLng } from '../../lib/geo';
import { prayerPlaceNear } from '../../contract/prayer-times';
import { isIndonesianZone, nearestRegency, placeName, timeZoneOfProvince, type Regency } from './places';

export const placeKeyOf = (p: LatLng) => `${p.lat.toFixed(3)},${p.lng.toFixed(3)}`;

/** The place label of a position outside Indonesia. */
export const ABROAD_LABEL = 'Lokasi saat ini';
/** Beyond this from every regency's reference point a position is not in Indonesia. */
export const ABROAD_KM = 300;
/** Nearer than this to a regency's point, a device on a foreign clock is still taken to be at home. */
const BORDER_KM = 25;

/** The device's own IANA zone ('UTC' when it has none). */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Outside Indonesia: far from every regency, or (near the borders: Singapore is 40 km from Batam)
 * the device keeps another country's clock. A device on UTC says nothing about where it is.
 */
export function isAbroad(kmToNearestRegency: number, deviceZone: string): boolean {
  if (kmToNearestRegency > ABROAD_KM) return true;
  const zoneSaysAbroad = !isIndonesianZone(deviceZone) && !/^(UTC|Etc\/|GMT)/.test(deviceZone);
  return zoneSaysAbroad && kmToNearestRegency > BORDER_KM;
}

export function placeFromPoint(point: LatLng, regencies: readonly Regency[], source: Place['source'], deviceZone: string = deviceTimeZone()): Place {
  const r = nearestRegency(point, regencies);
  if (isAbroad(distanceKm(point, r), deviceZone)) {
    // Times in the device's own zone; the height is unknown, so the sea's level.
    return { lat: point.lat, lng: point.lng, label: ABROAD_LABEL, kode: '', timeZone: deviceZone, elevation: 0, horizon: 'sea', abroad: true, source };
  }
  // The height and horizon as every surface takes them for this position (the wall screen of a
  // mosque standing here, the server for a link): those of the regency whose seat is nearest the
  // rounded position.
  const { elevation, horizon } = prayerPlaceNear({ latitude: point.lat, longitude: point.lng });
  return { lat: point.lat, lng: point.lng, label: placeName(r), kode: r.kode, timeZone: timeZoneOfProvince(r.kodeProvinsi), elevation, horizon, source };
}

export function placeFromRegency(r: Regency): Place {
  return { lat: r.lat, lng: r.lng, label: placeName(r), kode: r.kode, timeZone: timeZoneOfProvince(r.kodeProvinsi), elevation: r.elevation, horizon: r.horizon, source: 'manual' };
}
