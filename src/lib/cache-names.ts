/*
 * The worker's runtime cache names, shared with the page: signing out deletes the API cache from
 * the page (sync/sign-out.ts), the worker fills it. Versioned so a change of shape drops old
 * entries.
 */
export const cacheNames = {
  // v2: v1 kept answers the server marked no-store (one person's data); the worker deletes it.
  api: 'jariyah-api-v2',
  images: 'jariyah-images-v1',
  tiles: 'jariyah-tiles-v1',
  audio: 'jariyah-audio-v1',
  // Tilawahku's verses, kept on first play; apart from the saved surahs so expiry never drops those.
  verseAudio: 'jariyah-verse-audio-v1',
  // Large optional code kept out of the precache (the map library, fallback font files): cached on use.
  assets: 'jariyah-assets-v1',
} as const;

/** Any API cache this app has made, the current one or an older version's. */
export const isApiCacheName = (name: string): boolean => name.startsWith('jariyah-api-');

/**
 * Set by the worker on an API answer it took from its cache because the network failed: the page
 * may show it when it has nothing, but never lets it replace a fresher answer already on screen.
 */
export const FROM_DEVICE_CACHE_HEADER = 'X-Jariyah-From-Cache';
