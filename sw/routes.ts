import { registerRoute, NavigationRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { prerenderedPage, prerenderedTemplate } from '../src/contract/prerendered.ts';
import { FROM_DEVICE_CACHE_HEADER } from '../src/lib/cache-names.ts';
import { SOUNDS_CACHE, isUploadedSoundPath } from '../src/lib/uploaded-sound.ts';
import { QURAN_CACHE } from '../src/lib/quran-cache.ts';
import { isVerseAudioUrl, verseAudioPlugin } from './verse-audio.ts';
import { apiCacheKey, cacheNames, isAppNavigation, isCacheableApiRead, isStorableApiAnswer } from './api-cache-key.ts';
import { API_CACHE_LIMITS, API_NETWORK_TIMEOUT_SECONDS } from '../src/lib/api-cache-key.ts';
import { nearestCachedKey } from './nearest-cached.ts';

const isImagePath = (pathname: string) => !pathname.startsWith('/api/') && /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(pathname);

function markedFromCache(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(FROM_DEVICE_CACHE_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function registerRuntimeRoutes(): void {
  // Deep links open offline: every app navigation is answered from the precache, with the
  // route's prerendered page (or its route's template) where the build made one, else with the
  // bare shell.
  const shell = createHandlerBoundToURL('/index.html');
  const prerendered = async (pathname: string) => {
    const template = prerenderedTemplate(pathname);
    return (await matchPrecache(prerenderedPage(pathname))) ?? (template ? await matchPrecache(template) : undefined);
  };
  registerRoute(new NavigationRoute(async (options) => (await prerendered(options.url.pathname)) ?? shell(options), {
    denylist: [/^\/api/, /^\/dev\//, /^\/uploads\//, /^\/kalender\//],
  }));
  registerRoute(({ request, url }) => request.mode === 'navigate' && !isAppNavigation(url), new NetworkOnly());

  // API reads: fresh when online, the last answer seen when not. 3 s before falling back, so a
  // weak signal does not leave the screen blank.
  registerRoute(
    ({ request }) => isCacheableApiRead(request),
    new NetworkFirst({
      cacheName: cacheNames.api,
      networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
      matchOptions: { ignoreVary: true },
      plugins: [
        { cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request) },
        // One person's answers (no-store) are never kept; the next person on the phone would see them.
        { cacheWillUpdate: async ({ response }) => (isStorableApiAnswer(response) ? response : null) },
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin(API_CACHE_LIMITS),
        // The network failed and this is the last answer seen: say so, so a page that already
        // shows something newer keeps it.
        { cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
          if (cachedResponse) return markedFromCache(cachedResponse);
          // A list asked by position from a spot never asked before: the one read nearest.
          const cache = await caches.open(cacheNames.api);
          const nearest = nearestCachedKey(request.url, (await cache.keys()).map((r) => r.url));
          const found = nearest ? await cache.match(nearest, { ignoreVary: true }) : undefined;
          return found ? markedFromCache(found) : null;
        } },
      ],
    }),
  );

  // Built files the precache leaves out (vite.config.ts: the map library, .woff fallbacks, the
  // admin panel's chunks for staff) are hashed, so the first copy fetched on use stays right
  // until a new build names another.
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.destination !== 'image',
    new CacheFirst({
      cacheName: cacheNames.assets,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 90 * 86_400 })],
    }),
  );

  // Flyers, avatars and other images: cache-first with expiry.
  registerRoute(
    // An image the page loaded before this worker controlled it comes as a plain request
    // (Workbox's CACHE_URLS, lib/keep-page-resources.ts): known by its name.
    ({ request, url }) => url.origin === self.location.origin
      && (request.destination === 'image' || (request.destination === '' && isImagePath(url.pathname))),
    new CacheFirst({
      cacheName: cacheNames.images,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 86_400 })],
    }),
  );

  // A mosque's own wall sound: fetched whole by the screen (its names never change), kept on first use.
  registerRoute(
    ({ url }) => url.origin === self.location.origin && isUploadedSoundPath(url.pathname),
    new CacheFirst({
      cacheName: SOUNDS_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 90 * 86_400 })],
    }),
  );

  // Map tiles from the tile host.
  registerRoute(
    ({ url }) => /\/\d+\/\d+\/\d+\.(png|jpg|webp|pbf)$/.test(url.pathname) && url.origin !== self.location.origin,
    new CacheFirst({
      cacheName: cacheNames.tiles,
      plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 14 * 86_400 })],
    }),
  );

  // The Qur'an text: kept after the first reading of each surah (and all at once when the reader
  // asks, from the page, into the same cache). The files only change with a new cache name.
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/quran/'),
    new CacheFirst({ cacheName: QURAN_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
  );

  // Tilawahku's verses: kept on first play (verse-audio.ts), ranges cut from the kept file. Its
  // own cache, so expiry and a full disk never touch the surahs the user saved.
  registerRoute(
    ({ request, url }) => request.destination === 'audio' && isVerseAudioUrl(url),
    new CacheFirst({
      cacheName: cacheNames.verseAudio,
      plugins: [verseAudioPlugin, new RangeRequestsPlugin(), new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 90 * 86_400, purgeOnQuotaError: true })],
    }),
  );

  // Murottal audio saved for offline listening lives in the audio cache; players ask for ranges.
  registerRoute(
    ({ request }) => request.destination === 'audio',
    new CacheFirst({
      cacheName: cacheNames.audio,
      // Streaming never fills the cache: only a surah the user chose to save is stored (by the page).
      plugins: [{ cacheWillUpdate: async () => null }, new RangeRequestsPlugin()],
    }),
  );
}

declare const self: ServiceWorkerGlobalScope;
