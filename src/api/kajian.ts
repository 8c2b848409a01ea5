import { callApi } from './client';
import type { ReadCall } from '../contract/first-screen';
import { KajianListSchema } from '../contract/kajian';

// 'Kajian Terdekat' (contract/kajian.ts).

export type KajianAsk = { at: { lat: number; lng: number } | null; day: string | null; q: string };

/**
 * The read for a person's filters. Their position is rounded to about a kilometre: enough for the
 * list, the same question as their neighbours' (one shared answer on the server), less of them in it.
 */
export function kajianCall({ at, day, q }: KajianAsk): ReadCall {
  const query: Record<string, string> = {};
  if (at) {
    query.lat = at.lat.toFixed(2);
    query.lng = at.lng.toFixed(2);
  }
  if (day) query.day = day;
  if (q) query.q = q;
  return { controller: 'masjid', kode: 'list_kajian', query };
}

export const listKajian = (ask: KajianAsk, signal?: AbortSignal) => callApi({ ...kajianCall(ask), signal }, KajianListSchema);
