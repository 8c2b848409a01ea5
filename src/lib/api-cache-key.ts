import { KODE_HEADER } from '../contract/envelope';

/*
 * The keys and rules of the worker's API cache, in one place for both writers: the worker keeps
 * what it fetches, and the page keeps what it read before the worker controlled it and the
 * answers written into the page it was served (lib/keep-api-answers.ts). One definition, so an
 * answer kept by the page is found by the worker under the same key.
 */

/**
 * Whether an API answer may be kept for offline use. `no-store` is the server saying the answer
 * is one person's (every action that needs a login): on a shared phone it must never be served
 * to the next person, so it is not stored at all. `private, no-cache` answers (a public list with
 * the logged-in person's amens) are stored: they are cleared when that person signs out.
 */
export function isStorableApiAnswer(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  const directives = (response.headers.get('Cache-Control') ?? '').toLowerCase().split(',').map((d) => d.trim());
  return response.status === 200 && !directives.includes('no-store');
}

/**
 * The API puts the action in the `kode` header, not the URL, so two actions on one path would
 * share a cache entry. The key folds the kode into the URL.
 */
export function apiCacheKeyOf(url: string | URL, kode: string): string {
  const keyed = new URL(url);
  keyed.searchParams.set('__kode', kode);
  keyed.searchParams.sort();
  return keyed.href;
}

/** The cache key of a request as the worker sees it. */
export const apiCacheKey = (request: Request): string => apiCacheKeyOf(request.url, request.headers.get(KODE_HEADER) ?? '');

/** Controllers whose reads are staff data that must always be fresh: never cached. */
const UNCACHED_CONTROLLERS = new Set(['admin']);
/**
 * Staff reads kept all the same (the server marks them keptOnDevice): the panel's door and Meja
 * Zakat Fitrah, which a phone at the desk opens without a signal all evening.
 */
const KEPT_STAFF_READS = new Set(['get_scope', 'get_fitrah_desk']);

/**
 * Only API reads are cached: GET on /api/{controller} with a kode, never health or webhook paths,
 * and never the admin panel's reads (an old list of pending donations would mislead the staff).
 */
export function isCacheableApiRead(request: { method: string; url: string; headers: { get(name: string): string | null } }): boolean {
  if (request.method !== 'GET') return false;
  const match = /^\/api\/([a-z]+)$/.exec(new URL(request.url).pathname);
  const kode = request.headers.get(KODE_HEADER);
  if (match === null || !kode) return false;
  return !UNCACHED_CONTROLLERS.has(match[1] ?? '') || KEPT_STAFF_READS.has(kode);
}

/** Bounds of the API cache, for the worker's own entries and those the page kept alike. */
/** How long the worker waits for the network before answering an API read from its copy (sw/routes.ts). */
export const API_NETWORK_TIMEOUT_SECONDS = 3;

export const API_CACHE_LIMITS = { maxEntries: 300, maxAgeSeconds: 30 * 86_400 } as const;

/** The page tells the worker which answers it kept, so the worker's expiry bounds them too. */
export const API_ANSWERS_KEPT = 'API_ANSWERS_KEPT';
export type ApiAnswersKeptMessage = { type: typeof API_ANSWERS_KEPT; keys: string[] };
