import { useRef } from 'react';
import { getMosques } from '../../api/masjid';
import { NetworkError } from '../../api/client';
import type { MosqueSort } from '../../contract/masjid';
import { distanceKm } from '../../lib/geo';
import { pageOfAnswer, useCursorList, type CursorList } from '../../ui/use-cursor-list';
import { listAnchor, placeMosques, type PlacedMosque } from './mosque-order';
import type { PositionState } from './user-position';

type Options = { search: string; position: PositionState; sort?: MosqueSort; kencleng?: boolean; pageSize: number };

/**
 * The mosque directory a page at a time, ordered on the server from the user's position (rounded,
 * see `listAnchor`), each mosque with its distance from that same position. Waits while the
 * position is being found (at most the 5 s decision time-out), so the list does not jump from
 * name order to distance order. Offline after a move, the first page falls back to the position
 * the list was last read from (that answer is in the worker's cache); on a fresh start the worker
 * itself answers with the list read nearest (sw/nearest-cached.ts).
 */
export function useMosquePages({ search, position, sort, kencleng = false, pageSize }: Options): CursorList<PlacedMosque> {
  const anchor = listAnchor(position.position);
  const from = useRef<{ lat: number; lng: number } | null>(null);
  const lastRead = useRef<{ lat: number; lng: number } | null>(null);
  const key = position.status === 'locating' ? null : `mosques:${kencleng ? 'kencleng' : 'all'}:${sort ?? ''}:${anchor ? `${anchor.lat},${anchor.lng}` : '-'}:${search}`;

  const list = useCursorList(key ?? 'mosques:locating', async (cursor, signal) => {
    if (key === null) return new Promise<never>(() => undefined); // the position decides the first page
    const read = async (at: typeof anchor) => {
      const answer = await getMosques({ search, position: at, sort, kencleng, limit: pageSize, cursor }, { signal });
      const items = placeMosques(answer.data, at, distanceKm);
      // Offline, the worker may answer with the list read from a nearby spot: put it in this spot's order.
      if (answer.fromDeviceCache && at && (sort === undefined || sort === 'terdekat')) items.sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
      return { ...pageOfAnswer(answer), items };
    };
    if (cursor !== null) return read(from.current); // later pages go on from the first page's position
    const fallback = lastRead.current;
    try {
      const page = await read(anchor);
      from.current = lastRead.current = anchor;
      return page;
    } catch (error) {
      const moved = fallback && anchor && (fallback.lat !== anchor.lat || fallback.lng !== anchor.lng);
      if (!(error instanceof NetworkError) || !moved) throw error;
      const page = await read(fallback);
      from.current = fallback;
      return page;
    }
  }, (p) => p.mosque.id_masjid, undefined, key !== null);
  return list;
}
