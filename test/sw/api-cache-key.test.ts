import { describe, expect, it } from 'vitest';
import { apiCacheKey, cacheNames, isAppNavigation, isCacheableApiRead, isStorableApiAnswer, staleApiCaches } from '../../sw/api-cache-key.ts';

const get = (url: string, kode?: string) => new Request(url, { headers: kode ? { kode } : {} });

describe('API cache keys', () => {
  it('differ by kode on the same path and query', () => {
    const a = apiCacheKey(get('https://x.test/api/campaign?slug=a', 'get_campaign_by_slug'));
    const b = apiCacheKey(get('https://x.test/api/campaign?slug=a', 'get_campaign_detail'));
    expect(a).not.toBe(b);
  });
  it('do not depend on query order', () => {
    expect(apiCacheKey(get('https://x.test/api/campaign?a=1&b=2', 'k'))).toBe(apiCacheKey(get('https://x.test/api/campaign?b=2&a=1', 'k')));
  });
  it('cache only GET reads of a controller with a kode', () => {
    expect(isCacheableApiRead(get('https://x.test/api/campaign', 'get_campaign_limit'))).toBe(true);
    expect(isCacheableApiRead(get('https://x.test/api/campaign'))).toBe(false);
    expect(isCacheableApiRead(new Request('https://x.test/api/campaign', { method: 'POST', headers: { kode: 'toggle_like' } }))).toBe(false);
    expect(isCacheableApiRead(get('https://x.test/api/payment/notify', 'x'))).toBe(false);
  });
  it('never cache admin reads: staff data must always come fresh from the server', () => {
    expect(isCacheableApiRead(get('https://x.test/api/admin', 'get_summary'))).toBe(false);
    expect(isCacheableApiRead(get('https://x.test/api/admin?status=pending&search=', 'list_donations'))).toBe(false);
    // Save the panel's door and Meja Zakat Fitrah, which a desk opens offline all evening.
    expect(isCacheableApiRead(get('https://x.test/api/admin', 'get_scope'))).toBe(true);
    expect(isCacheableApiRead(get('https://x.test/api/admin?masjid_id=3', 'get_fitrah_desk'))).toBe(true);
    // The rule is about the admin controller only; other reads stay cached.
    expect(isCacheableApiRead(get('https://x.test/api/news?type=berita', 'get_news'))).toBe(true);
  });
  it('never serve the shell for server paths', () => {
    expect(isAppNavigation(new URL('https://x.test/campaign/abc/donate'))).toBe(true);
    expect(isAppNavigation(new URL('https://x.test/api/health'))).toBe(false);
    expect(isAppNavigation(new URL('https://x.test/dev/outbox'))).toBe(false);
  });
});

describe('API answers kept for offline use (a shared phone)', () => {
  const answer = (cacheControl?: string, status = 200) => new Response('{}', { status, headers: cacheControl ? { 'Cache-Control': cacheControl } : {} });
  it("never keeps an answer the server marked no-store: it is one person's", () => {
    expect(isStorableApiAnswer(answer('no-store'))).toBe(false);
    expect(isStorableApiAnswer(answer('private, No-Store, max-age=0'))).toBe(false);
  });
  it('keeps public answers and private ones (cleared when that person signs out)', () => {
    expect(isStorableApiAnswer(answer())).toBe(true);
    expect(isStorableApiAnswer(answer('public, max-age=60'))).toBe(true);
    expect(isStorableApiAnswer(answer('private, no-cache'))).toBe(true);
  });
  it('keeps only 200 answers', () => {
    expect(isStorableApiAnswer(answer(undefined, 401))).toBe(false);
  });
  it("drops older versions' API caches, which kept no-store answers, and nothing else", () => {
    expect(staleApiCaches(['jariyah-api-v1', cacheNames.api, cacheNames.images, 'workbox-precache-v2-x'])).toEqual(['jariyah-api-v1']);
  });
});
