import { initialBearing, type LatLng } from '../../lib/geo';

export const KAABA: LatLng = { lat: 21.4225, lng: 39.8262 };

/** The qibla: the initial great-circle bearing to the Kaaba, degrees from true north. */
export function qiblaBearing(from: LatLng): number {
  return initialBearing(from, KAABA);
}

/** '295°' */
export function formatBearing(deg: number): string {
  return `${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(Math.round(deg) % 360)}°`;
}

/** How far to turn (−180…180, positive = to the right) to face the qibla from a heading. */
export function turnToQibla(heading: number, qibla: number): number {
  return ((qibla - heading + 540) % 360) - 180;
}
