import { KODE_HEADER } from '../src/contract/envelope.ts';

/** Cache names, versioned so a change of shape drops old entries. */
export const cacheNames = {
  api: 'jariyah-api-v1',
  images: 'jariyah-images-v1',
  tiles: 'jariyah-tiles-v1',
  audio: 'jariyah-audio-v1',
} as const;

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
