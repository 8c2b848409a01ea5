import type { MosqueBounds } from '../../contract/masjid';
import type { MapViewport } from '../../ui/map';

/**
 * The question the map asks for what it shows: its bounds widened to whole hundredths of a degree
 * (about 1 km) and clamped to the globe, and its centre rounded like the lists' position. Small
 * pans inside the same hundredths ask the same URL, so a view seen before is in the worker's cache
 * offline.
 */
export function mapQuery(view: MapViewport): { bbox: MosqueBounds; center: { lat: number; lng: number } } {
  const down = (x: number) => Math.floor(x * 100) / 100;
  const up = (x: number) => Math.ceil(x * 100) / 100;
  const clamp = (x: number, limit: number) => Math.min(limit, Math.max(-limit, x));
  const { west, south, east, north } = view.bounds;
  return {
    bbox: { west: clamp(down(west), 180), south: clamp(down(south), 90), east: clamp(up(east), 180), north: clamp(up(north), 90) },
    center: { lat: Math.round(view.center.lat * 1000) / 1000, lng: Math.round(view.center.lng * 1000) / 1000 },
  };
}
