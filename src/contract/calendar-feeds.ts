import * as v from 'valibot';

/*
 * Calendar feeds a phone subscribes to (issue 43): besides the prayer times (contract/prayer-feed.ts),
 * a mosque's Kegiatan, one-off and weekly, so a kajian shows in the phone's own calendar and
 * follows the mosque's changes; and one ustadz's kajian across every mosque. Plain paths outside
 * /api: a calendar app fetches them with no headers of ours.
 */

/** A mosque's feed lives at MOSQUE_FEED_PREFIX + slug + '.ics'. */
export const MOSQUE_FEED_PREFIX = '/kalender/masjid/';
/** Activities that happened this many days ago still show: the calendar keeps what was attended. */
export const ACTIVITY_FEED_PAST_DAYS = 30;
/** Events in one feed at most (a weekly activity is one); the nearest to today are kept. */
export const ACTIVITY_FEED_MAX = 200;

export const mosqueFeedPath = (slug: string): string => `${MOSQUE_FEED_PREFIX}${encodeURIComponent(slug)}.ics`;

/** One speaker's activities at every mosque: the name as the mosques wrote it, in any case. */
export const SPEAKER_FEED_PATH = '/kalender/ustadz.ics';

export const SpeakerFeedQuery = v.object({
  nama: v.pipe(
    v.string('Isi nama ustadz'), v.trim(), v.nonEmpty('Isi nama ustadz'), v.maxLength(120, 'Nama ustadz terlalu panjang'),
    // The name becomes the calendar's title, a line of the file: a line break would end it.
    v.regex(/^[^\p{Cc}\u2028\u2029]*$/u, 'Nama ustadz tidak boleh memuat baris baru atau karakter kendali'),
  ),
});

export const speakerFeedPath = (name: string): string => `${SPEAKER_FEED_PATH}?${new URLSearchParams({ nama: name.trim() }).toString()}`;

/** The https address and the webcal:// one (which phones open straight in their calendar app). */
export function calendarFeedLinks(origin: string, path: string): { https: string; webcal: string } {
  const https = new URL(path, origin).toString();
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
