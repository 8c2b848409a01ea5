import { callQuery, type ReadCall } from '../contract/first-screen';
import { apiCacheKeyOf } from './api-cache-key';
import { cacheNames } from './cache-names';
import { resourcesToKeep } from './keep-page-resources';

/*
 * Whether a screen seen once would open again with no network: the worker is active (its
 * precache, the app's shell and every route's code, is complete), and every file of the build the
 * page loaded and every API answer the screen needs are in the device's caches. A screen a mosque
 * leaves on the wall says so, so nobody unplugs the router before it is true.
 */

type Caches = Pick<CacheStorage, 'match' | 'open'>;
export type OfflineEnv = {
  caches: Caches;
  /** The active worker's registration, if there is one. */
  registration: () => Promise<{ active: unknown } | undefined>;
  /** What the page loaded so far (performance entries). */
  loaded: () => ReadonlyArray<{ name: string }>;
  origin: string;
};

/** The worker's key for a read (lib/api-cache-key.ts), as the api client would make it. */
export function readKey(call: ReadCall, origin: string): string {
  const url = new URL(`/api/${call.controller}`, origin);
  url.search = callQuery(call.query).toString();
  return apiCacheKeyOf(url, call.kode);
}

const browserEnv = (): OfflineEnv => ({
  caches,
  registration: () => navigator.serviceWorker.getRegistration(),
  loaded: () => performance.getEntriesByType('resource'),
  origin: location.origin,
});

/**
 * Everything `reads`, the page's own files and `more` (a file the screen fetched itself, such as
 * its own sound) are kept for offline; false while anything is missing.
 */
export async function keptForOffline(reads: readonly ReadCall[], env: OfflineEnv = browserEnv(), more: readonly string[] = []): Promise<boolean> {
  if (!(await env.registration())?.active) return false;
  const files = ['/index.html', ...resourcesToKeep(env.loaded(), env.origin), ...more];
  // The precache names its entries with a revision in the query; runtime caches do not.
  const filesHeld = await Promise.all(files.map((url) => env.caches.match(new URL(url, env.origin).href, { ignoreSearch: true })));
  if (!filesHeld.every(Boolean)) return false;
  const api = await env.caches.open(cacheNames.api);
  const readsHeld = await Promise.all(reads.map((call) => api.match(readKey(call, env.origin), { ignoreVary: true })));
  return readsHeld.every(Boolean);
}

/** Whether this browser can keep a screen for offline at all (a worker, outside development). */
export const canKeepForOffline = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined' && !import.meta.env.DEV;
