import { describe, expect, it } from 'vitest';
import { keptForOffline, readKey, type OfflineEnv } from '../../../src/lib/offline-ready';
import { cacheNames } from '../../../src/lib/cache-names';
import type { ReadCall } from '../../../src/contract/first-screen';

// The wall screen says 'Siap dipakai tanpa internet' only when all it needs is on the device.
describe('a screen kept for offline', () => {
  const origin = 'https://jariyah.test';
  const times: ReadCall = { controller: 'masjid', kode: 'get_times', query: { slug: 'al-ikhlas' } };
  const news: ReadCall = { controller: 'pesan', kode: 'list_messages', query: { codes: undefined } };
  const chunk = `${origin}/assets/wall-screen-abc.js`;

  /** Caches holding `files` (by URL without its query, as the precache's revisions need) and `api` keys. */
  const env = (held: { files: string[]; api: string[]; active?: boolean }): OfflineEnv => ({
    origin,
    registration: async () => (held.active === false ? undefined : { active: {} }),
    loaded: () => [{ name: chunk }, { name: `${origin}/api/masjid?slug=al-ikhlas` }],
    caches: {
      match: async (request, options) => {
        const url = new URL(request instanceof Request ? request.url : request);
        if (options?.ignoreSearch) url.search = '';
        return held.files.includes(url.href) ? new Response('') : undefined;
      },
      open: async (name) => ({ match: async (key: string) => (name === cacheNames.api && held.api.includes(key) ? new Response('{}') : undefined) }) as unknown as Cache,
    },
  });
  const all = { files: [`${origin}/index.html`, chunk], api: [readKey(times, origin), readKey(news, origin)] };

  it('is the key the worker gives the read: the kode folded into the URL, an absent query left out', () => {
    expect(readKey(times, origin)).toBe(`${origin}/api/masjid?__kode=get_times&slug=al-ikhlas`);
    expect(readKey(news, origin)).toBe(`${origin}/api/pesan?__kode=list_messages`);
  });
  it('is true with the worker active, the shell, the code it loaded and every read in the caches', async () => {
    expect(await keptForOffline([times, news], env(all))).toBe(true);
  });
  it('is false while any of them is missing', async () => {
    expect(await keptForOffline([times, news], env({ ...all, active: false }))).toBe(false);
    expect(await keptForOffline([times, news], env({ ...all, files: [chunk] }))).toBe(false);
    expect(await keptForOffline([times, news], env({ ...all, files: [`${origin}/index.html`] }))).toBe(false);
    expect(await keptForOffline([times, news], env({ ...all, api: [readKey(times, origin)] }))).toBe(false);
  });
});
