// Distance and travel time as the mosque screens show them (spec section 9): below 1 km in
// metres, otherwise km with 2 decimals; travel time at 40 km/h, rounded, at least 1 minute.

export const UNKNOWN_DISTANCE = 'Jarak tidak diketahui';
export const TRAVEL_SPEED_KMH = 40;

const km2 = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const metres = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** '850 m', '1,42 km', '1.234,50 km'. */
export function formatDistance(km: number): string {
  const m = Math.round(km * 1000);
  // 999.6 m rounds to 1000 m: say it in km like every other distance of a kilometre or more.
  if (m < 1000) return `${metres.format(Math.max(0, m))} m`;
  return `${km2.format(km)} km`;
}

/** Whole minutes at 40 km/h, rounded, never below 1. */
export function travelMinutes(km: number, speedKmh = TRAVEL_SPEED_KMH): number {
  return Math.max(1, Math.round((km / speedKmh) * 60));
}

/** '12 menit', '1 jam', '1 jam 5 menit'. */
export function formatTravelTime(minutes: number): string {
  if (minutes < 60) return `${minutes} menit`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${metres.format(hours)} jam` : `${metres.format(hours)} jam ${rest} menit`;
}

export type DistanceText = { distance: string; travel: string };

/** Both texts for a distance, or null when it is unknown (show UNKNOWN_DISTANCE then). */
export function describeDistance(km: number | null): DistanceText | null {
  if (km === null || !Number.isFinite(km)) return null;
  return { distance: formatDistance(km), travel: formatTravelTime(travelMinutes(km)) };
}
