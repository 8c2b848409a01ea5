import { cacheNames } from './cache-names';
import { API_ANSWERS_KEPT, apiCacheKeyOf, isCacheableApiRead, isStorableApiAnswer, type ApiAnswersKeptMessage } from './api-cache-key';
import { KODE_HEADER } from '../contract/envelope';

/*
 * What the page keeps in the worker's API cache itself: the reads it made before the worker
 * controlled it, and the answers written into the page it was served (contract/first-screen.ts).
 * The worker never saw either, so without this a first visit would not open offline. The page
 * stores the very answer it shows, not a second fetch of it (Workbox's CACHE_URLS would fetch
 * again): what opens offline then has the figures that were on screen. Loaded apart, only when
 * there is something to keep, so the first screen's entry does not grow.
 */

type CacheStore = Pick<CacheStorage, 'open'>;
type Worker = { postMessage(message: ApiAnswersKeptMessage): void };

export type KeepOptions = {
  /** The browser's caches, or a stand-in in tests. */
  storage?: CacheStore;
  /** The worker to tell, once there is one: it bounds these entries like its own. */
  worker?: Promise<Worker | null | undefined>;
};

const activeWorker = (): Promise<Worker | null | undefined> | undefined =>
  (globalThis as { navigator?: Navigator }).navigator?.serviceWorker?.ready.then((registration: ServiceWorkerRegistration) => registration.active);

/** When the server made an answer (its `Date`); NaN when it does not say, which is later than nothing. */
const madeAt = (response: Response | undefined): number => Date.parse(response?.headers.get('Date') ?? '');

/**
 * Keeps one answer under the worker's key, if the server let it be kept: never an answer marked
 * no-store (one person's, which the next person on a shared phone must not read). The answer
 * keeps the server's headers; one without a `Date` gets the moment it was received, so the age
 * the app shows of it offline is right. Never over a copy the server made later: the page's
 * answers can reach here after the worker has cached a fresher read of the same thing (an
 * answer written into the page waits until the worker is ready), and offline the page must open
 * with the newest figures it saw. Resolves to whether it was kept.
 */
export async function keepApiAnswer(key: string, answer: Response, options: KeepOptions = {}): Promise<boolean> {
  if (!isStorableApiAnswer(answer)) return false;
  const storage = options.storage ?? (globalThis as { caches?: CacheStore }).caches;
  if (!storage) return false;
  let response = answer;
  if (!answer.headers.has('Date')) {
    const headers = new Headers(answer.headers);
    headers.set('Date', new Date().toUTCString());
    response = new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  }
  try {
    const cache = await storage.open(cacheNames.api);
    // Only a copy made strictly later stays (NaN compares false: an undated copy never does): two
    // reads in the same second cannot be told apart, and the one arriving last is the one just shown.
    if (madeAt(await cache.match(key)) > madeAt(response)) return false;
    await cache.put(key, response);
  } catch {
    return false; // storage full or refused: the page still works online, as before
  }
  void (options.worker ?? activeWorker())?.then((worker) => worker?.postMessage({ type: API_ANSWERS_KEPT, keys: [key] }), () => undefined);
  return true;
}

/**
 * A read of the app (its URL and kode) and the answer it got, kept under the key the worker gives
 * the same read: only what the worker would cache (never the admin panel's reads, never no-store).
 */
export async function keepApiRead(read: { url: string; kode: string }, answer: Response, options: KeepOptions = {}): Promise<boolean> {
  if (!isCacheableApiRead({ method: 'GET', url: read.url, headers: new Headers({ [KODE_HEADER]: read.kode }) })) return false;
  return keepApiAnswer(apiCacheKeyOf(read.url, read.kode), answer, options);
}
