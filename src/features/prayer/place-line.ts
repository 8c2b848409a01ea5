import type { Place } from '../../db/prayer-place';

// Only the schedule page shows this line; kept apart so the first screen does not carry it.

const metres = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const degrees = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Kota Bandung · 714 m'; abroad 'Lokasi saat ini · 51,51° LU 0,13° BB'. */
export function placeLine(place: Place): string {
  if (place.abroad) {
    const lat = `${degrees.format(Math.abs(place.lat))}° ${place.lat < 0 ? 'LS' : 'LU'}`;
    const lng = `${degrees.format(Math.abs(place.lng))}° ${place.lng < 0 ? 'BB' : 'BT'}`;
    return `${place.label} · ${lat} ${lng}`;
  }
  return place.elevation === undefined ? place.label : `${place.label} · ${metres.format(place.elevation)} m`;
}
