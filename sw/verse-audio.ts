import type { WorkboxPlugin } from 'workbox-core/types.js';

/*
 * Tilawahku's verse audio is kept on first play, as 'Simpan offline' keeps a surah: a verse heard
 * once plays again with no signal. The element asks for ranges with no CORS; the worker fetches
 * the whole (small) file with CORS instead, so it can store it and cut ranges from it later.
 */

/** A single verse's file (src/lib/reciters.ts verseAudioUrl), not a whole surah's. */
export const isVerseAudioUrl = (url: URL): boolean => /\/audio-partial\/[^/]+\/\d{6}\.mp3$/.test(url.pathname);

/** The request the worker sends for a verse: the whole file, readable (not opaque). */
export const wholeVerseRequest = (request: Request): Request => new Request(request.url, { mode: 'cors', credentials: 'omit' });

/**
 * What is stored: a complete 200 only, with its type and nothing else (a Vary or encoding header
 * of the host would stop the match later, as for saved surahs).
 */
export function keepableVerseAudio(response: Response): Response | null {
  if (response.status !== 200 || response.type === 'opaque' || !response.body) return null;
  return new Response(response.body, { status: 200, headers: { 'Content-Type': response.headers.get('content-type') ?? 'audio/mpeg' } });
}

export const verseAudioPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => wholeVerseRequest(request),
  cacheWillUpdate: async ({ response }) => keepableVerseAudio(response),
  // A host that refuses CORS still plays, as before, just not kept: the element's own request.
  handlerDidError: async ({ request }) => fetch(request).catch(() => undefined),
};
