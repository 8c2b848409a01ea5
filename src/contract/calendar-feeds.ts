/*
 * Calendar feeds a phone subscribes to (issue 43): besides the prayer times (contract/prayer-feed.ts),
 * a mosque's Kegiatan, one-off and weekly, so a kajian shows in the phone's own calendar and
 * follows the mosque's changes. Plain paths outside /api: a calendar app fetches them with no
 * headers of ours.
 */

/** A mosque's feed lives at MOSQUE_FEED_PREFIX + slug + '.ics'. */
export const MOSQUE_FEED_PREFIX = '/kalender/masjid/';
/** Activities that happened this many days ago still show: the calendar keeps what was attended. */
export const ACTIVITY_FEED_PAST_DAYS = 30;
/** Events in one feed at most (a weekly activity is one); the nearest to today are kept. */
export const ACTIVITY_FEED_MAX = 200;

export const mosqueFeedPath = (slug: string): string => `${MOSQUE_FEED_PREFIX}${encodeURIComponent(slug)}.ics`;

/** The https address and the webcal:// one (which phones open straight in their calendar app). */
export function calendarFeedLinks(origin: string, path: string): { https: string; webcal: string } {
  const https = new URL(path, origin).toString();
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
