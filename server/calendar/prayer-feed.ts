import { ICalAlarmType, ICalEventTransparency } from 'ical-generator';
import { calendarText, feedCalendar } from './ical-feed.ts';
import { prayerInstantsAt } from '../../src/contract/prayer-day.ts';
import { prayerPlaceNear } from '../../src/contract/prayer-times.ts';
import { PRAYER_LABELS, reminderText, type ReminderPrayer } from '../../src/contract/pesan.ts';
import { FEED_DAYS, type PrayerFeedInput } from '../../src/contract/prayer-feed.ts';
import { brand } from '../../src/contract/brand.ts';
import { calendarDay } from '../../src/contract/calendar-day.ts';

/*
 * The prayer calendar ('Tambahkan ke Kalender'): each day's prayers as events, computed with the
 * app's own prayer-time module for the place the app's schedule is computed for, an alarm on each
 * prayer the person picked. Pure: the instant is a parameter. iCalendar is written as
 * every feed of ours is (ical-feed.ts).
 */

/** Every day has the five obligatory prayers; imsak joins only when its reminder is on (it matters in Ramadan). */
const DAILY: readonly ReminderPrayer[] = ['subuh', 'dzuhur', 'ashar', 'maghrib', 'isya'];
const EVENT_MINUTES = 10;
const MINUTE = 60_000;

export type PrayerFeedEvent = {
  uid: string;
  prayer: ReminderPrayer;
  date: string;
  at: number;
  /** Minutes before the prayer the alarm rings, or null when the prayer was not picked. */
  alarmMinutes: number | null;
};

const addDays = (date: string, n: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
};
const daysInMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m, 0)).getUTCDate();
};

/** The dates the feed covers: the month asked for, or FEED_DAYS from today in the place's zone. */
export function feedDates(input: Pick<PrayerFeedInput, 'month' | 'time_zone'>, now: Date): string[] {
  const first = input.month ? `${input.month}-01` : calendarDay(now, input.time_zone);
  const count = input.month ? daysInMonth(input.month) : FEED_DAYS;
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** The feed's events, in time order. A UID names the place, method, date and prayer, so a refresh replaces rather than adds. */
export function prayerFeedEvents(input: PrayerFeedInput, now: Date): PrayerFeedEvent[] {
  const prayers = [...(input.prayers.imsak !== undefined ? (['imsak'] as const) : []), ...DAILY];
  // The link's place as the app built it; an old link's regency point without a height takes the nearest regency's.
  const place = prayerPlaceNear({ latitude: input.lat, longitude: input.lng, elevation: input.elevation });
  const placeKey = `${place.latitude.toFixed(4)}_${place.longitude.toFixed(4)}_${input.method}`;
  const events: PrayerFeedEvent[] = [];
  for (const date of feedDates(input, now)) {
    const times = prayerInstantsAt(place, date, input.method);
    for (const prayer of prayers) {
      events.push({ uid: `${date}-${prayer}-${placeKey}@${brand.name.toLowerCase()}`, prayer, date, at: times[prayer], alarmMinutes: input.prayers[prayer] ?? null });
    }
  }
  return events.sort((a, b) => a.at - b.at);
}

/** The feed as iCalendar text. */
export function writePrayerFeed(input: PrayerFeedInput, now: Date): string {
  const where = calendarText(input.regency) || `${input.lat.toFixed(2)}, ${input.lng.toFixed(2)}`;
  // Fetched again daily (feedCalendar), which keeps the 30 days running ahead.
  const calendar = feedCalendar({
    name: `Jadwal Sholat — ${where}`,
    description: `Waktu sholat di ${where} dari ${brand.name}, dengan pengingat yang kamu pilih.`,
    product: 'Jadwal Sholat',
    timeZone: input.time_zone,
  });
  for (const event of prayerFeedEvents(input, now)) {
    const text = reminderText(event.prayer, event.at, input.time_zone, where, 0);
    const created = calendar.createEvent({
      id: event.uid,
      start: new Date(event.at),
      end: new Date(event.at + EVENT_MINUTES * MINUTE),
      stamp: now,
      summary: event.prayer === 'imsak' ? 'Imsak' : `Sholat ${PRAYER_LABELS[event.prayer]}`,
      description: `${text.title}. ${text.body}`,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    if (event.alarmMinutes !== null) {
      const alarm = reminderText(event.prayer, event.at, input.time_zone, where, event.alarmMinutes);
      created.createAlarm({ type: ICalAlarmType.display, trigger: event.alarmMinutes * 60, description: alarm.title });
    }
  }
  return calendar.toString();
}

/** A file name for the month's download: 'jadwal-sholat-kota-jakarta-pusat-2026-12.ics'. */
export function feedFileName(input: PrayerFeedInput, now: Date): string {
  const slug = (input.regency || 'lokasi').toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50) || 'lokasi';
  return `jadwal-sholat-${slug}-${input.month ?? calendarDay(now, input.time_zone).slice(0, 7)}.ics`;
}
