import type { PrayerMethod } from '../../contract/prayer-times';
import { hijriMonthDays, hijriOf } from './calendar-hijri';
import { calendarDay, type CalendarDay, type CalendarPlace } from './calendar-month';

const SYAKBAN = 8;
const RAMADHAN = 9;

/** The Ramadan year whose imsakiyah people want today: in Syakban and Ramadan only. */
export function imsakiyahYear(today: string, hijriShift = 0): number | undefined {
  const { month, year } = hijriOf(today, hijriShift);
  return month === SYAKBAN || month === RAMADHAN ? year : undefined;
}

/** Every day of Ramadan of that Hijri year for the place, 1 Ramadhan first. */
export function imsakiyahRows(year: number, place: CalendarPlace, method: PrayerMethod, hijriShift = 0): CalendarDay[] {
  return hijriMonthDays({ year, month: RAMADHAN }, hijriShift).map(({ date }) => calendarDay(date, place, method, hijriShift));
}

/** The columns of an imsakiyah, in the day's order (dhuha is not on one). */
export const IMSAKIYAH_KEYS = ['imsak', 'subuh', 'terbit', 'dzuhur', 'ashar', 'maghrib', 'isya'] as const;

export const imsakiyahTitle = (year: number) => `Jadwal Imsakiyah Ramadhan ${year} H`;
