import { callApi } from './client';
import type { ReadCall } from '../contract/first-screen';
import { MosqueListSchema, type MosqueBounds, type MosqueSort } from '../contract/masjid';

// Mosque controller calls. The server orders by distance from the position sent; the device
// shows the distance, measured from the same position.

type Opts = { signal?: AbortSignal };

export type MosqueQuery = {
  search?: string;
  /** Where distances are measured from: nearest first unless `sort` says otherwise. */
  position?: { lat: number; lng: number } | null;
  sort?: MosqueSort;
  /** Only the mosques inside the map's visible bounds. */
  bbox?: MosqueBounds;
  /** Only mosques with a kencleng program. */
  kencleng?: boolean;
  limit?: number;
  /** The previous answer's `nextCursor`. */
  cursor?: string | null;
};

/** Fixed decimals (about a metre): never an exponent, and the same URL for the same place (the worker's cache key). */
const degrees = (x: number) => x.toFixed(5);

/** A page of the mosque directory. */
export const getMosques = (q: MosqueQuery = {}, o: Opts = {}) =>
  callApi({
    controller: 'masjid',
    kode: 'get_campaign',
    query: {
      search: q.search || undefined,
      lat: q.position ? degrees(q.position.lat) : undefined,
      lng: q.position ? degrees(q.position.lng) : undefined,
      sort: q.sort,
      bbox: q.bbox ? [q.bbox.west, q.bbox.south, q.bbox.east, q.bbox.north].map(degrees).join(',') : undefined,
      kencleng: q.kencleng ? 'Y' : undefined,
      limit: q.limit,
      cursor: q.cursor ?? undefined,
    },
    signal: o.signal,
  }, MosqueListSchema);

/** The mosque's slug or its kencleng program's slug; an array, the first item is used. */
export const mosqueBySlugCall = (slug: string): ReadCall => ({ controller: 'masjid', kode: 'get_campaign_by_slug', query: { slug } });

export const getMosqueBySlug = (slug: string, o: Opts = {}) => callApi({ ...mosqueBySlugCall(slug), signal: o.signal }, MosqueListSchema);
