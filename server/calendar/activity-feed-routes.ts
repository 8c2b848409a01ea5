import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { envelope, errorResponse, tooMany } from '../http/errors.ts';
import { fieldErrors, parseInput } from '../http/controller.ts';
import { requestLinkOrigin } from '../http/public-origin.ts';
import { hitRateLimit, scaled } from '../lib/rate-limit.ts';
import { mosqueFeedSource, speakerFeedActivities } from '../mosques/index.ts';
import { writeMosqueFeed, writeSpeakerFeed } from './activity-feed.ts';
import { SlugSchema } from '../../src/contract/fields.ts';
import { SpeakerFeedQuery } from '../../src/contract/calendar-feeds.ts';
import { frameMessages } from '../../src/contract/envelope.ts';

/*
 * GET /kalender/masjid/<slug>.ics: a mosque's Kegiatan as a calendar feed, and
 * GET /kalender/ustadz.ics?nama=…: one speaker's at every mosque (contract/calendar-feeds.ts).
 * Outside /api, as the prayer feed: a calendar app fetches them as plain addresses and shows a
 * refusal as it comes, so a missing mosque is told in plain Indonesian text.
 */

/** A calendar app refreshes a subscription a few times a day; this only stops a script. */
const FEED_LIMIT = { limit: 60, windowSeconds: 60 };
const NO_MOSQUE = 'Masjid tidak ditemukan. Periksa kembali alamat kalendernya.';

/** Staff add and cancel activities at any time; an hour is as late as a change may reach a phone from here. */
const CACHE = 'public, max-age=3600';

export function activityFeedRoutes(deps: AppDeps) {
  const routes = new Hono();
  const limited = async (c: Context) => {
    const verdict = await hitRateLimit(deps.db, `activity-feed:${clientAddress(c, deps.config.trustProxyHops)}`, scaled(FEED_LIMIT, deps.config.addressLimitFactor), deps.clock());
    return verdict.allowed ? null : errorResponse(c, tooMany(verdict.retryAfterSeconds));
  };
  const origin = (c: Context) => requestLinkOrigin(deps.config, c.req.url);

  routes.get('/masjid/:file', async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    const file = c.req.param('file');
    const slug = v.safeParse(SlugSchema, file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '');
    const source = slug.success ? await mosqueFeedSource(deps.db, slug.output, deps.clock()) : null;
    if (!source) {
      c.header('Cache-Control', 'no-store');
      return c.text(NO_MOSQUE, 404);
    }
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Cache-Control', CACHE);
    return c.body(writeMosqueFeed(source, origin(c)));
  });

  // A name no mosque has written yet is an empty calendar, not an error: it fills when one does.
  routes.get('/ustadz.ics', async (c) => {
    const parsed = parseInput(SpeakerFeedQuery, c.req.query());
    if (!parsed.success) return envelope(c, 422, frameMessages.validation, null, fieldErrors(parsed.issues));
    const refused = await limited(c);
    if (refused) return refused;
    const activities = await speakerFeedActivities(deps.db, parsed.output.nama, deps.clock());
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Cache-Control', CACHE);
    return c.body(writeSpeakerFeed(parsed.output.nama, activities, origin(c)));
  });
  return routes;
}
