import { ICalEventRepeatingFreq, ICalEventTransparency, type ICalCalendar } from 'ical-generator';
import { feedCalendar } from './ical-feed.ts';
import type { FeedActivity, MosqueFeedSource } from '../mosques/index.ts';
import { brand } from '../../src/contract/brand.ts';
import { ACTIVITY_KIND_LABELS, type ActivityKind } from '../../src/contract/mosque-finance.ts';

/*
 * Kegiatan as a calendar to subscribe to (contract/calendar-feeds.ts): a mosque's, or one
 * speaker's at every mosque. A one-off activity is one event, a weekly one a single event that
 * repeats every week until its last day, as the mosque page counts it. Each keeps one UID for
 * good, so a refresh updates what the phone holds, and what the staff cancel is gone from the
 * next one. Pure: what is written comes in as parameters.
 */

/** The panel asks for no end: an hour holds the place in the day without claiming the evening. */
const EVENT_MS = 60 * 60_000;

const kindLabel = (kind: string) => ACTIVITY_KIND_LABELS[kind as ActivityKind] ?? ACTIVITY_KIND_LABELS.lainnya;

/** Where it happens, as a map app would look it up: the mosque, its street and its town. */
export const activityPlace = (m: FeedActivity['mosque']) =>
  [m.nama, m.alamat, m.kota].map((part) => part?.trim() ?? '').filter((part, i, all) => part && !all.slice(0, i).some((before) => before.includes(part))).join(', ');

/**
 * A weekly activity's last time may fall on its last day (WIB, as the panel takes it, and as the
 * mosque page stops listing it): UNTIL is that day's last second.
 */
const lastMoment = (untilDate: string) => new Date(`${untilDate}T23:59:59+07:00`);

/** A mosque's feed as iCalendar text; `origin` makes the link back to the mosque's page. */
export function writeMosqueFeed(source: MosqueFeedSource, origin: string): string {
  const { mosque } = source;
  const calendar = feedCalendar({
    name: `Kegiatan ${mosque.nama}`,
    description: `Kajian dan kegiatan ${mosque.nama} dari ${brand.name}. Diperbarui sendiri saat pengurus mengubah jadwalnya.`,
    product: 'Kegiatan Masjid',
    timeZone: source.timeZone,
  });
  addActivities(calendar, source.activities, origin);
  return calendar.toString();
}

/**
 * One speaker's feed across mosques. Its times are UTC like every feed's; the calendar's own zone
 * is WIB, where the panel takes activities in.
 */
export function writeSpeakerFeed(name: string, activities: readonly FeedActivity[], origin: string): string {
  const calendar = feedCalendar({
    name: `Kajian ${name}`,
    description: `Kajian ${name} di masjid-masjid ${brand.name}. Diperbarui sendiri saat pengurus masjid mengubah jadwalnya.`,
    product: 'Kajian Ustadz',
    timeZone: 'Asia/Jakarta',
  });
  addActivities(calendar, activities, origin);
  return calendar.toString();
}

function addActivities(calendar: ICalCalendar, activities: readonly FeedActivity[], origin: string): void {
  for (const a of activities) {
    const page = new URL(`/masjid/${encodeURIComponent(a.mosque.slug)}`, origin).toString();
    calendar.createEvent({
      id: `kegiatan-${a.id}@${brand.name.toLowerCase()}`,
      start: a.startsAt,
      end: new Date(a.startsAt.getTime() + EVENT_MS),
      // Activities are never edited (staff cancel and publish anew): this is when it was written.
      stamp: a.createdAt,
      summary: a.title,
      description: [a.speaker.trim(), a.note.trim(), `Jadwal kegiatan ${a.mosque.nama}: ${page}`].filter(Boolean).join('\n\n'),
      location: activityPlace(a.mosque),
      url: page,
      categories: [{ name: kindLabel(a.kind) }],
      // Knowing of a kajian does not make the evening busy.
      transparency: ICalEventTransparency.TRANSPARENT,
      repeating: a.weekly ? { freq: ICalEventRepeatingFreq.WEEKLY, ...(a.untilDate ? { until: lastMoment(a.untilDate) } : {}) } : null,
    });
  }
}
