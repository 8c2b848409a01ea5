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
} as const;

/** Any API cache this app has made, the current one or an older version's. */
export const isApiCacheName = (name: string): boolean => name.startsWith('jariyah-api-');
