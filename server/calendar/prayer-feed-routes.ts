import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { envelope, errorResponse, tooMany } from '../http/errors.ts';
import { fieldErrors, parseInput } from '../http/controller.ts';
import { hitRateLimit, scaled } from '../lib/rate-limit.ts';
import { feedFileName, writePrayerFeed } from './prayer-feed.ts';
import { PrayerFeedQuery } from '../../src/contract/prayer-feed.ts';
import { frameMessages } from '../../src/contract/envelope.ts';

/*
 * GET /kalender/sholat.ics: the prayer calendar feed (src/contract/prayer-feed.ts). Outside /api:
 * calendar apps fetch it as a plain address, with no client key or action header.
 */

/** A calendar app refreshes a subscription a few times a day; this only stops a script. */
const FEED_LIMIT = { limit: 60, windowSeconds: 60 };

export function prayerFeedRoutes(deps: AppDeps) {
  const routes = new Hono();
  routes.get('/sholat.ics', async (c) => {
    const parsed = parseInput(PrayerFeedQuery, c.req.query());
    if (!parsed.success) return envelope(c, 422, frameMessages.validation, null, fieldErrors(parsed.issues));
    const now = deps.clock();
    const verdict = await hitRateLimit(deps.db, `prayer-feed:${clientAddress(c, deps.config.trustProxyHops)}`, scaled(FEED_LIMIT, deps.config.addressLimitFactor), now);
    if (!verdict.allowed) return errorResponse(c, tooMany(verdict.retryAfterSeconds));
    const input = parsed.output;
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    // A month never changes; the running 30 days move on with the date, so an hour is plenty fresh.
    c.header('Cache-Control', input.month ? 'public, max-age=86400' : 'public, max-age=3600');
    if (input.month) c.header('Content-Disposition', `attachment; filename="${feedFileName(input, now)}"`);
    return c.body(writePrayerFeed(input, now));
  });
  return routes;
}
