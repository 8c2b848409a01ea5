import { CacheExpiration } from 'workbox-expiration';
import { API_CACHE_LIMITS } from '../src/lib/api-cache-key.ts';
import { cacheNames } from '../src/lib/cache-names.ts';

/*
 * Answers the page put into the API cache itself (lib/keep-api-answers.ts: read before this
 * worker controlled it, or written into the served page). The API route's ExpirationPlugin
 * only counts what passed through it, so these are counted here, in the same expiry records
 * (workbox-expiration keeps one per cache name and URL), and the cache stays bounded.
 */

type Expiry = Pick<CacheExpiration, 'updateTimestamp' | 'expireEntries'>;
let apiExpiry: Expiry | undefined;

/** Only this site's API URLs, and no more than the cache may hold: the message comes from a page. */
export function keysToCount(keys: readonly unknown[], origin: string): string[] {
  return keys.filter((key): key is string => {
    if (typeof key !== 'string') return false;
    try {
      const url = new URL(key);
      return url.origin === origin && url.pathname.startsWith('/api/');
    } catch {
      return false;
    }
  }).slice(0, API_CACHE_LIMITS.maxEntries);
}

export async function countPageKeptApiAnswers(keys: readonly unknown[], origin: string, expiry?: Expiry): Promise<void> {
  const counted = keysToCount(keys, origin);
  if (counted.length === 0) return;
  const records = expiry ?? (apiExpiry ??= new CacheExpiration(cacheNames.api, API_CACHE_LIMITS));
  for (const key of counted) await records.updateTimestamp(key);
  await records.expireEntries();
}
