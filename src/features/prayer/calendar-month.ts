import { prayerTimesAt, type DayTimes, type PrayerMethod } from '../../contract/prayer-day';
import { prayerPlaceOf } from '../../contract/prayer-place';
import type { HijriDate } from '../../contract/hijri';
import { hijriOf } from './calendar-hijri';
import { addDays } from '../../contract/zone-clock';

/** 'YYYY-MM', a Gregorian month. */
export type YearMonth = string;

/** The stored place (its height included): the month and the imsakiyah give the schedule's own minutes. */
export type CalendarPlace = { lat: number; lng: number; elevation?: number | undefined; timeZone: string };
export type CalendarDay = { date: string; hijri: HijriDate; times: DayTimes };

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isYearMonth = (value: string) => YEAR_MONTH.test(value);

export function shiftMonth(month: YearMonth, by: number): YearMonth {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1 + by, 1)).toISOString().slice(0, 7);
}

/** Every civil day of the month in order. */
export function daysOfMonth(month: YearMonth): string[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) days.push(date);
  return days;
}

/** A day's Hijri date and its eight times for the place, computed on the device. */
export function calendarDay(date: string, place: CalendarPlace, method: PrayerMethod, hijriShift = 0): CalendarDay {
  return {
    date,
    hijri: hijriOf(date, hijriShift),
    times: prayerTimesAt(prayerPlaceOf(place), date, place.timeZone, method),
  };
}

export function monthSchedule(month: YearMonth, place: CalendarPlace, method: PrayerMethod, hijriShift = 0): CalendarDay[] {
  return daysOfMonth(month).map((date) => calendarDay(date, place, method, hijriShift));
}
