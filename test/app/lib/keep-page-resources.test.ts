import { describe, expect, it } from 'vitest';
import { cacheUrlsMessage, resourcesToKeep } from '../../../src/lib/keep-page-resources';

// The files a first visit loaded before the worker came, handed to it with Workbox's CACHE_URLS.
describe('files a first visit loaded before the worker controlled it', () => {
  const origin = 'https://jariyah.test';
  it('are the images, the build files and the Qur’an text of this site, and map tiles; never API reads', () => {
    const names = [
      `${origin}/flyers/sumur.svg`, `${origin}/uploads/0a1b.jpg`, `${origin}/assets/maplibre-abc.js`, `${origin}/quran/2.json`,
      `${origin}/api/campaign?slug=a`, `${origin}/api/asset?name=x.png`, `${origin}/sw.js`, `${origin}/infaq`,
      'https://tiles.test/10/816/531.png', 'https://elsewhere.test/tracker.gif', 'data:image/png;base64,AAAA', `${origin}/flyers/sumur.svg`,
    ];
    expect(resourcesToKeep(names.map((name) => ({ name })), origin)).toEqual([
      `${origin}/flyers/sumur.svg`, `${origin}/uploads/0a1b.jpg`, `${origin}/assets/maplibre-abc.js`, `${origin}/quran/2.json`, 'https://tiles.test/10/816/531.png',
    ]);
  });
  it('go in the message Workbox’s router answers', () => {
    expect(cacheUrlsMessage(['a'])).toEqual({ type: 'CACHE_URLS', payload: { urlsToCache: ['a'] } });
  });
});
