import { cacheNames, isApiCacheName } from '../src/lib/cache-names.ts';

export { cacheNames };
// One definition for the worker and the page (which keeps what it read before the worker came).
export { apiCacheKey, isCacheableApiRead, isStorableApiAnswer } from '../src/lib/api-cache-key.ts';

/** API caches of older versions, deleted when this worker activates (they may hold personal answers). */
export const staleApiCaches = (names: readonly string[]): string[] => names.filter((name) => isApiCacheName(name) && name !== cacheNames.api);

/** Navigations fall back to the shell offline, except server-only paths. */
export function isAppNavigation(url: URL): boolean {
  return !url.pathname.startsWith('/api') && !url.pathname.startsWith('/dev/') && !url.pathname.startsWith('/uploads/');
}
