import { and, eq, gte, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mosqueActivities, mosques } from '../db/schema.ts';
import { findMosqueRow } from './pages.ts';
import { mosqueZone } from './times.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { ACTIVITY_FEED_MAX, ACTIVITY_FEED_PAST_DAYS } from '../../src/contract/calendar-feeds.ts';

// What a calendar feed of Kegiatan is made of (the calendar domain writes it): a mosque's, or one
// speaker's, activities of the last days and all coming ones, as stored (a weekly one once, with
// its rule).

const DAY = 86_400_000;

export type FeedMosque = { slug: string; nama: string; alamat: string; kota: string | null };

export type FeedActivity = {
  id: number;
  kind: string;
  title: string;
  speaker: string;
  note: string;
  /** The (first) time it begins. */
  startsAt: Date;
  weekly: boolean;
  /** A weekly activity's last day (Asia/Jakarta, as the panel takes it), or null while it goes on. */
  untilDate: string | null;
  createdAt: Date;
  mosque: FeedMosque;
};

export type MosqueFeedSource = { mosque: FeedMosque; timeZone: string; activities: FeedActivity[] };

/**
 * Activities not cancelled and not over for longer than the feed looks back: one-off ones from
 * ACTIVITY_FEED_PAST_DAYS ago, weekly ones still going on or ended since. Past the bound, the
 * weekly ones and then the times nearest to now are kept.
 */
async function feedActivities(db: Db, where: SQL, now: Date): Promise<FeedActivity[]> {
  const since = new Date(now.getTime() - ACTIVITY_FEED_PAST_DAYS * DAY);
  const rows = await db.select({
    id: mosqueActivities.id, kind: mosqueActivities.kind, title: mosqueActivities.title, speaker: mosqueActivities.speaker,
    note: mosqueActivities.note, startsAt: mosqueActivities.startsAt, repeat: mosqueActivities.repeat,
    untilDate: mosqueActivities.untilDate, createdAt: mosqueActivities.createdAt,
    slug: mosques.slug, nama: mosques.nama, alamat: mosques.alamat, kota: mosques.kota,
  }).from(mosqueActivities).innerJoin(mosques, eq(mosques.id, mosqueActivities.masjidId))
    .where(and(
      where,
      isNull(mosqueActivities.cancelledAt),
      or(
        and(eq(mosqueActivities.repeat, 'weekly'), or(isNull(mosqueActivities.untilDate), gte(mosqueActivities.untilDate, jakartaDate(since)))),
        and(ne(mosqueActivities.repeat, 'weekly'), gte(mosqueActivities.startsAt, since)),
      ),
    ))
    .orderBy(
      sql`${mosqueActivities.repeat} <> 'weekly'`,
      sql`abs(extract(epoch from ${mosqueActivities.startsAt}) - ${Math.floor(now.getTime() / 1000)})`,
      mosqueActivities.id,
    )
    .limit(ACTIVITY_FEED_MAX);
  return rows.map((r) => ({
    id: r.id, kind: r.kind, title: r.title, speaker: r.speaker, note: r.note, startsAt: r.startsAt, weekly: r.repeat === 'weekly',
    untilDate: r.untilDate, createdAt: r.createdAt, mosque: { slug: r.slug, nama: r.nama, alamat: r.alamat, kota: r.kota },
  }));
}

/** A mosque's feed, or null when no mosque has that slug. */
export async function mosqueFeedSource(db: Db, slug: string, now: Date): Promise<MosqueFeedSource | null> {
  const mosque = await findMosqueRow(db, slug);
  if (!mosque) return null;
  return {
    mosque: { slug: mosque.slug, nama: mosque.nama, alamat: mosque.alamat, kota: mosque.kota },
    timeZone: await mosqueZone(db, mosque),
    activities: await feedActivities(db, eq(mosqueActivities.masjidId, mosque.id), now),
  };
}

/**
 * One speaker's activities at every mosque: the speaker written as asked, trimmed, in any case
 * ('ustadz abdul somad' finds 'Ustadz Abdul Somad'). A name nobody gave finds nothing.
 */
export async function speakerFeedActivities(db: Db, name: string, now: Date): Promise<FeedActivity[]> {
  // Blank would be every activity nobody speaks at.
  if (!name.trim()) return [];
  return feedActivities(db, sql`lower(btrim(${mosqueActivities.speaker})) = lower(${name.trim()})`, now);
}
