// Relative time and day text (spec section 9), with `now` passed in so they are exact in tests.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The spec counts a month as 30 days; a year is 365 days. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/**
 * '3 tahun yang lalu', '2 bulan yang lalu', '5 hari yang lalu', '4 jam yang lalu',
 * '12 menit yang lalu', '30 detik yang lalu'; under a second (or in the future, a clock skew)
 * 'Baru saja'.
 */
export function relativeTime(at: Date | string, now: Date): string {
  const ms = now.getTime() - toDate(at).getTime();
  if (!Number.isFinite(ms) || ms < SECOND) return 'Baru saja';
  const units: Array<[number, string]> = [[YEAR, 'tahun'], [MONTH, 'bulan'], [DAY, 'hari'], [HOUR, 'jam'], [MINUTE, 'menit'], [SECOND, 'detik']];
  for (const [size, name] of units) {
    if (ms >= size) return `${Math.floor(ms / size)} ${name} yang lalu`;
  }
  return 'Baru saja';
}

import { calendarDay } from '../contract/calendar-day';

export { calendarDay };

/** Whole calendar days from day a to day b ('YYYY-MM-DD' each). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
}

/**
 * By calendar days: 'Hari ini', 'Kemarin', up to 30 days '{n} hari yang lalu', then
 * '{n} bulan yang lalu' below 12 months, then '{n} tahun yang lalu'.
 */
export function dayText(at: Date | string, now: Date, timeZone?: string): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  const days = daysBetween(calendarDay(date, timeZone), calendarDay(now, timeZone));
  if (days <= 0) return 'Hari ini';
  if (days === 1) return 'Kemarin';
  if (days <= 30) return `${days} hari yang lalu`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${months} bulan yang lalu`;
  return `${Math.max(1, Math.floor(days / 365))} tahun yang lalu`;
}

/**
 * '12 Januari 2025', on Jakarta's calendar unless told otherwise: the server renders pages in UTC and
 * the phone hydrates them in its own zone, so a date taken from either would differ for seven hours
 * of every day (and React would rebuild the page).
 */
export function formatLongDate(at: Date | string, timeZone = 'Asia/Jakarta'): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}
