import { describe, expect, it, vi } from 'vitest';

// Workbox's modules look for the worker's global when they load.
vi.hoisted(() => Object.assign(globalThis, { self: globalThis }));
import { countPageKeptApiAnswers, keysToCount } from '../../sw/page-kept-answers.ts';
import { API_CACHE_LIMITS } from '../../src/lib/api-cache-key.ts';

// The answers a page kept itself are counted by the worker's expiry like its own, so the API
// cache stays bounded; what a page says is checked first.
describe('answers the page kept, counted by the worker', () => {
  const origin = 'https://jariyah.test';
  const key = `${origin}/api/campaign?__kode=get_campaign_by_slug&slug=a`;

  it('are only this site’s API URLs, at most as many as the cache holds', () => {
    expect(keysToCount([key, 'https://elsewhere.test/api/campaign', `${origin}/assets/x.js`, 'not a url', 42, null], origin)).toEqual([key]);
    const many = Array.from({ length: API_CACHE_LIMITS.maxEntries + 5 }, (_, i) => `${origin}/api/news?__kode=get_news&page=${i}`);
    expect(keysToCount(many, origin)).toHaveLength(API_CACHE_LIMITS.maxEntries);
  });

  it('get a timestamp each, then the expiry runs over the whole cache', async () => {
    const calls: string[] = [];
    const expiry = { updateTimestamp: async (url: string) => void calls.push(`count ${url}`), expireEntries: async () => void calls.push('expire') };
    await countPageKeptApiAnswers([key, 'https://elsewhere.test/api/x'], origin, expiry);
    expect(calls).toEqual([`count ${key}`, 'expire']);
    calls.length = 0;
    await countPageKeptApiAnswers(['https://elsewhere.test/api/x'], origin, expiry);
    expect(calls).toEqual([]);
  });
});
