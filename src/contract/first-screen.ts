import type { ControllerName } from './envelope';

/*
 * The public answers a page's first screen waits for, sent inside the page itself. A first visit
 * from a shared link then paints the program, not a skeleton, and the app starts with the same
 * answer instead of asking for it again. The server makes exactly these calls for the page it
 * serves and the app looks them up by the same key, so both read the calls from here.
 */

/** A GET call as the app makes it: controller, kode and query (undefined values are not sent). */
export type ReadCall = { controller: ControllerName; kode: string; query?: Record<string, string | number | undefined> };

/** The element id of the page's answers: `<script type="application/json" id=…>`. */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * The element id of the headers the server gave each answer (`Date`, `Cache-Control`), by the
 * same keys: the app keeps the answers in the worker's cache as the responses they were, so
 * their age and whether they may be kept are the server's word.
 */
export const FIRST_ANSWER_HEADERS_ID = 'first-answer-headers';

/** The headers of an answer kept with it. */
export const KEPT_ANSWER_HEADERS = ['Date', 'Cache-Control'] as const;

/** Cards per page of the infaq list. */
export const INFAQ_PAGE_SIZE = 20;

/** A call's query string as the app sends it: in the query's order, undefined values left out. */
export function callQuery(query: ReadCall['query']): URLSearchParams {
  const search = new URLSearchParams();
  for (const [k, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(k, String(value));
  return search;
}

/** One key per call, whatever the order of its query. */
export function readCallKey(call: ReadCall): string {
  const query = Object.entries(call.query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, value]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(value))}`)
    .sort()
    .join('&');
  return `${call.controller}/${call.kode}?${query}`;
}

/** The infaq list's first page, newest first, as the list asks for it. */
export const infaqFirstPage = (search: string, sortBy: string | undefined): ReadCall => ({
  controller: 'campaign', kode: 'get_campaign_infaq', query: { search, sortBy, limit: INFAQ_PAGE_SIZE },
});

/** A program (campaign or kencleng program) by its slug. */
export const programBySlug = (slug: string): ReadCall => ({ controller: 'campaign', kode: 'get_campaign_by_slug', query: { slug } });

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/**
 * The calls a page's first screen makes before it shows what it is for. Only answers that are
 * the same for everyone: nothing personal is ever written into a page. A search or sort in the
 * address, or an odd slug, gets none (the app asks for itself).
 */
export function firstScreenCalls(pathname: string, search: string): ReadCall[] {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/infaq') return search ? [] : [infaqFirstPage('', undefined)];
  const slug = /^\/campaign\/([^/]+)$/.exec(path)?.[1];
  if (slug && SLUG.test(slug)) return [programBySlug(slug)];
  return [];
}
