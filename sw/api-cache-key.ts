import { KODE_HEADER } from '../src/contract/envelope.ts';
import { cacheNames, isApiCacheName } from '../src/lib/cache-names.ts';

export { cacheNames };

/** API caches of older versions, deleted when this worker activates (they may hold personal answers). */
export const staleApiCaches = (names: readonly string[]): string[] => names.filter((name) => isApiCacheName(name) && name !== cacheNames.api);

/**
 * Whether an API answer may be kept for offline use. `no-store` is the server saying the answer
 * is one person's (every action that needs a login): on a shared phone it must never be served
 * to the next person, so it is not stored at all. `private, no-cache` answers (a public list with
 * the logged-in person's amens) are stored: they are cleared when that person signs out.
 */
export function isStorableApiAnswer(response: Response): boolean {
  const directives = (response.headers.get('Cache-Control') ?? '').toLowerCase().split(',').map((d) => d.trim());
  return response.status === 200 && !directives.includes('no-store');
}

/**
 * The API puts the action in the `kode` header, not the URL, so two actions on one path would
 * share a cache entry. The key folds the kode into the URL.
 */
export function apiCacheKey(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.set('__kode', request.headers.get(KODE_HEADER) ?? '');
  url.searchParams.sort();
  return url.href;
}

/** Controllers whose reads are staff data that must always be fresh: never cached. */
const UNCACHED_CONTROLLERS = new Set(['admin']);

/**
 * Only API reads are cached: GET on /api/{controller} with a kode, never health or webhook paths,
 * and never the admin panel's reads (an old list of pending donations would mislead the staff).
 */
export function isCacheableApiRead(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const match = /^\/api\/([a-z]+)$/.exec(new URL(request.url).pathname);
  return match !== null && !UNCACHED_CONTROLLERS.has(match[1] ?? '') && request.headers.has(KODE_HEADER);
}

/** Navigations fall back to the shell offline, except server-only paths. */
export function isAppNavigation(url: URL): boolean {
  return !url.pathname.startsWith('/api') && !url.pathname.startsWith('/dev/') && !url.pathname.startsWith('/uploads/');
}
