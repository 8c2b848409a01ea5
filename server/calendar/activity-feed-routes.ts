import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { errorResponse, tooMany } from '../http/errors.ts';
import { linkOrigin } from '../http/public-origin.ts';
import { hitRateLimit, scaled } from '../lib/rate-limit.ts';
import { mosqueFeedSource } from '../mosques/index.ts';
import { writeMosqueFeed } from './activity-feed.ts';
import { SlugSchema } from '../../src/contract/fields.ts';

/*
 * GET /kalender/masjid/<slug>.ics: a mosque's Kegiatan as a calendar feed (contract/calendar-feeds.ts).
 * Outside /api, as the prayer feed: a calendar app fetches it as a plain address and shows a
 * refusal as it comes, so a missing mosque is told in plain Indonesian text.
 */

/** A calendar app refreshes a subscription a few times a day; this only stops a script. */
const FEED_LIMIT = { limit: 60, windowSeconds: 60 };
const NO_MOSQUE = 'Masjid tidak ditemukan. Periksa kembali alamat kalendernya.';

export function activityFeedRoutes(deps: AppDeps) {
  const routes = new Hono();
  routes.get('/masjid/:file', async (c) => {
    const now = deps.clock();
    const verdict = await hitRateLimit(deps.db, `activity-feed:${clientAddress(c, deps.config.trustProxyHops)}`, scaled(FEED_LIMIT, deps.config.addressLimitFactor), now);
    if (!verdict.allowed) return errorResponse(c, tooMany(verdict.retryAfterSeconds));
    const file = c.req.param('file');
    const slug = v.safeParse(SlugSchema, file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '');
    const source = slug.success ? await mosqueFeedSource(deps.db, slug.output, now) : null;
    if (!source) {
      c.header('Cache-Control', 'no-store');
      return c.text(NO_MOSQUE, 404);
    }
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    // Staff add and cancel activities at any time; an hour is as late as a change may reach a phone from here.
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(writeMosqueFeed(source, linkOrigin(deps.config, c.req.url) ?? new URL(c.req.url).origin));
  });
  return routes;
}
