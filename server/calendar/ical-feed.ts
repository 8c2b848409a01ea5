import ical, { type ICalCalendar } from 'ical-generator';
import { brand } from '../../src/contract/brand.ts';

/*
 * What every calendar feed of ours shares: the calendar's name and description made safe, the
 * refresh hint and the zone its times are read in. ical-generator writes the events (folding,
 * escaping and dates per RFC 5545); times are written in UTC, which Indonesia's zones (no daylight
 * saving) turn into exactly one wall-clock time.
 */

const DAY_SECONDS = 86_400;

/**
 * Text for the calendar's own properties (NAME, X-WR-CALNAME, X-WR-CALDESC), which ical-generator
 * writes as given, unescaped: a CR or LF there would end the line and let a label add a property
 * or an event of its own. Callers refuse such labels where they can; this keeps the file safe
 * whatever reaches it.
 */
export const calendarText = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');

/** An empty feed: events are added to it, then it is written with toString(). */
export function feedCalendar(o: { name: string; description: string; product: string; timeZone: string }): ICalCalendar {
  const calendar = ical({
    name: calendarText(o.name),
    description: calendarText(o.description),
    prodId: { company: brand.name, product: o.product, language: 'ID' },
    // Calendar apps fetch a subscription again after this (REFRESH-INTERVAL, X-PUBLISHED-TTL).
    ttl: DAY_SECONDS,
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: calendarText(o.timeZone) }]);
  return calendar;
}
