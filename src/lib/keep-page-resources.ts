/*
 * Files the page loaded before the worker controlled it (a first visit): the program's flyer, a
 * mosque's photo, the map library's chunk, a surah's text. The worker never saw them, so offline
 * they would be missing from a page that opens with all its words. Unlike an API answer, such a
 * file is the same whoever fetches it again, so Workbox's own CACHE_URLS message does: the worker
 * fetches each through its routes (sw/routes.ts), into the cache that route keeps.
 */

/** Same-origin images and files of the build and the Qur'an text; the API has its own keeper. */
const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;
const TILE = /\/\d+\/\d+\/\d+\.(png|jpg|webp|pbf)$/;

export function resourcesToKeep(entries: ReadonlyArray<{ name: string }>, origin: string): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const sameOrigin = url.origin === origin;
    const kept = sameOrigin
      ? !url.pathname.startsWith('/api/') && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/quran/') || IMAGE.test(url.pathname))
      : TILE.test(url.pathname);
    if (kept) urls.add(url.href);
  }
  return [...urls];
}

/** The CACHE_URLS message Workbox's router answers (workbox-routing addCacheListener). */
export const cacheUrlsMessage = (urls: string[]) => ({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });

/**
 * Hands the worker, once it is active, the files loaded so far, and those loaded while it does
 * not control the page (the map's library fetched as the visitor scrolls to the map, a chunk a
 * tap needs), as they load and once more when it takes control; after that it sees every request
 * itself.
 */
export async function keepFilesLoadedBeforeControl(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const sent = new Set<string>();
  const send = () => {
    const urls = resourcesToKeep(performance.getEntriesByType('resource'), location.origin).filter((url) => !sent.has(url));
    urls.forEach((url) => sent.add(url));
    if (urls.length > 0) registration.active?.postMessage(cacheUrlsMessage(urls));
  };
  send();
  if (navigator.serviceWorker.controller) return;
  const loading = typeof PerformanceObserver === 'undefined' ? undefined : new PerformanceObserver(send);
  loading?.observe({ type: 'resource' });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    loading?.disconnect();
    send();
  }, { once: true });
}
