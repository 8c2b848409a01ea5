import type { BrowserContext, Page } from 'playwright-core';
import { KODE_HEADER } from '../../src/contract/envelope.ts';
import { apiCacheKeyOf } from '../../src/lib/api-cache-key.ts';
import { cacheNames } from '../../src/lib/cache-names.ts';
import { waitForServiceWorker } from './browser.ts';

/**
 * Follows the API reads a page makes online and waits until every one the server let be kept is
 * in the worker's cache (kept by the worker, or by the page for reads the worker never saw):
 * then, and only then, the network may go. It waits for the worker to be installed (its own
 * precache, the time a phone needs after a first visit), never reloads nor visits again: what is
 * kept is what the first visit kept.
 */
export function followApiReads(context: BrowserContext) {
  const keys = new Set<string>();
  context.on('response', (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/') || response.status() !== 200) return;
    const kode = request.headers()[KODE_HEADER];
    if (!kode || /no-store/i.test(response.headers()['cache-control'] ?? '') || url.pathname === '/api/admin') return;
    keys.add(apiCacheKeyOf(url, kode));
  });
  return {
    async kept(page: Page) {
      await waitForServiceWorker(page);
      await page.waitForFunction(async ([name, wanted]) => {
        const held = new Set((await (await caches.open(name)).keys()).map((r) => r.url));
        return wanted.every((key) => held.has(key));
      }, [cacheNames.api, [...keys]] as const, { timeout: 15_000, polling: 250 });
      // And the build's files the page loaded (the map's library fetched as the visitor scrolled to
      // it, before the worker controlled the page): the worker fetches those again to keep them.
      await page.waitForFunction(async () => {
        const files = performance.getEntriesByType('resource').map((e) => e.name)
          .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith('/assets/'));
        const held = await Promise.all(files.map((url) => caches.match(url, { ignoreSearch: true })));
        return held.every(Boolean);
      }, undefined, { timeout: 15_000, polling: 250 });
    },
  };
}
