import { prayerListCall } from '../../api/campaign';
import { readOfAnswer, type Combine, type Read } from '../../api/read-cache';
import type { AmenStatus, DoaId, DoaItem } from '../../contract/campaign';
import { readCallKey } from '../../contract/first-screen';
import { withAmen } from './amen';

/*
 * A program's prayers as the carousel shows them, held in the app's read cache: the newest ones
 * (the polled window, asked again every second so every amen shown stays current), followed by
 * older ones read once a page at a time after the cursor. Pure: use-doas.ts does the asking.
 */

/** Spec section 9: the prayer list is refetched every second while someone looks at it. */
export const DOA_POLL_MS = 1000;
/** Prayers the carousel asks for first (the server's default page), and how many more each time it nears the end. */
export const DOA_PAGE = 20;
/** The most the server answers in one list (DoaQuery): the polled window never grows past it. */
export const DOA_MAX = 50;

export type DoaList = {
  items: DoaItem[];
  /** How many the polls ask for: grows as the carousel nears its end, up to DOA_MAX. */
  limit: number;
  /** How many the request that brought the window asked for (below `limit` while a bigger window is on its way). */
  asked: number;
  /** The number of that request (see startRequest): an amen the server took is shown until a later one answers. */
  request: number;
};

/** Its own key space beside the call's (as ui/use-cursor-list.ts does): rows and window, not one answer. */
export const doaListKey = (programId: string) => `list:${readCallKey(prayerListCall(programId))}`;

let requests = 0;
/** Numbers a request for the window as it starts. */
export const startRequest = (): number => ++requests;
/** The number of the last request started: one that answers later with a higher number started after now. */
export const requestsSoFar = (): number => requests;

/** The window a poll asks for: as far as the carousel was read (the first page on a first visit). */
export const limitToAsk = (held: Read<DoaList> | undefined): number => held?.data.limit ?? DOA_PAGE;

/** A poll's answer as a list of its own, before it joins what is held (`mergeWindow`). */
export function windowRead(
  answer: { data: DoaItem[]; nextCursor?: string | null; fetchedAt?: number; fromDeviceCache?: true },
  asked: number,
  request: number,
): Read<DoaList> {
  const read = readOfAnswer(answer);
  return { ...read, nextCursor: answer.nextCursor ?? null, data: { items: answer.data, limit: asked, asked, request } };
}

/**
 * A new window over the list held: its prayers replace the held ones up to its last prayer (so a
 * hidden one goes, and amens are current); older prayers held after that stay (read before, or
 * pushed out of the window by new ones), so nothing disappears from under a reader's finger and
 * an answer for a smaller window never shrinks the carousel. A copy from the device's cache
 * confirms no amen (it is not the server's word of now).
 */
export const mergeWindow: Combine<DoaList> = (incoming, held) => {
  if (!held) return incoming;
  const fresh = incoming.data.items;
  const inWindow = new Set(fresh.map((p) => p.id));
  const last = fresh.at(-1);
  const cut = last ? held.data.items.findIndex((p) => p.id === last.id) : -1;
  const older = cut < 0 ? [] : held.data.items.slice(cut + 1).filter((p) => !inWindow.has(p.id));
  return {
    ...incoming,
    nextCursor: older.length > 0 ? held.nextCursor : incoming.nextCursor,
    data: {
      items: [...fresh, ...older],
      limit: Math.max(held.data.limit, incoming.data.limit),
      asked: incoming.data.asked,
      request: incoming.fromDevice ? held.data.request : incoming.data.request,
    },
  };
};

/** What the carousel asks for as it nears its end: a bigger window, the page after the last prayer, or nothing. */
export function nextStep(list: Read<DoaList>): { grow: number } | { after: string } | null {
  if (list.nextCursor == null) return null;
  if (list.data.asked < list.data.limit) return null; // a bigger window is on its way
  if (list.data.limit < DOA_MAX) return { grow: Math.min(list.data.limit + DOA_PAGE, DOA_MAX) };
  return { after: list.nextCursor };
}

/** A list with room for `limit` prayers in the polled window. */
export const grown = (list: Read<DoaList>, limit: number): Read<DoaList> => ({ ...list, data: { ...list.data, limit } });

/** Older prayers read after `cursor`, appended once; a list that moved on since (its cursor changed) is left as it is. */
export function appendPage(list: Read<DoaList>, page: { data: DoaItem[]; nextCursor?: string | null }, cursor: string): Read<DoaList> {
  if (list.nextCursor !== cursor) return list;
  const shown = new Set(list.data.items.map((p) => p.id));
  const items = [...list.data.items, ...page.data.filter((p) => !shown.has(p.id))];
  return { ...list, nextCursor: page.nextCursor ?? null, data: { ...list.data, items } };
}

/** The list with an amen the server now holds written into its copy of the prayer (older prayers are not polled). */
export function withAmenIn(list: Read<DoaList>, id: DoaId, choice: AmenStatus): Read<DoaList> {
  if (!list.data.items.some((p) => p.id === id)) return list;
  return { ...list, data: { ...list.data, items: list.data.items.map((p) => (p.id === id ? withAmen(p, choice) : p)) } };
}
