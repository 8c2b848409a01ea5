import type { Logger } from '../lib/logger.ts';
import { describeFault } from './faults.ts';

/*
 * The first visitor after a restart paid for the server's own start-up: importing the build's
 * server-side entry, the fresh database's first queries and plans, the first compression, and an
 * empty answer cache (LCP 2.4 s on /infaq against 2.0 s warm). Right after the server listens, it
 * asks itself for the pages a first visitor opens, one at a time, as a browser would; the first
 * real visitor finds all of that done and the page's copy kept (http/answer-cache.ts).
 */

/**
 * The pages a visitor opens first: /infaq's first screen reads the programs through the app's own
 * API (warming the queries every program page shares) and imports the server-side entry.
 */
export const WARM_PATHS: readonly string[] = ['/infaq', '/'];

/** Answers a request in-process (the app's `request`). */
export type AskSelf = (path: string, init: RequestInit) => Response | Promise<Response>;

/** Asks for each path once; never throws (warming is a head start, not a condition of serving). */
export async function warmUp(ask: AskSelf, log: Logger, paths: readonly string[] = WARM_PATHS): Promise<number> {
  let warmed = 0;
  for (const path of paths) {
    try {
      const res = await ask(path, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } });
      await res.arrayBuffer();
      if (res.ok) warmed += 1;
    } catch (error) {
      log.error('warm-up request failed', { path, ...describeFault(error) });
    }
  }
  return warmed;
}
