import { prayerTimesAt, type DayTimes, type PrayerMethod } from '../../contract/prayer-day';
import { prayerPlaceOf } from '../../contract/prayer-place';
import { addDays, instantOf } from '../../contract/zone-clock';

/** The five obligatory prayers the countdown walks through, in the day's order. */
export const OBLIGATORY = ['subuh', 'dzuhur', 'ashar', 'maghrib', 'isya'] as const;
export type Obligatory = (typeof OBLIGATORY)[number];

export const PRAYER_NAMES: Record<keyof DayTimes, string> = {
  imsak: 'Imsak',
  subuh: 'Subuh',
  terbit: 'Terbit',
  dhuha: 'Dhuha',
  dzuhur: 'Dzuhur',
  ashar: 'Ashar',
  maghrib: 'Maghrib',
  isya: 'Isya',
};

export type ScheduleDay = { date: string; times: DayTimes };
export type Schedule = { timeZone: string; days: ScheduleDay[] };
export type NextPrayer = { key: Obligatory; name: string; date: string; time: string; at: number };

const DAY_MS = 86_400_000;

/** The stored place as the schedule needs it (db/prayer-place.ts). */
export type SchedulePlace = { lat: number; lng: number; elevation?: number | undefined; timeZone: string };

/**
 * `count` days from `today` as the schedule and the home countdown show them, and as the device
 * stores them: through the one place every surface builds (contract/prayer-place.ts).
 */
export function scheduleDays(place: SchedulePlace, today: string, count: number, method: PrayerMethod): ScheduleDay[] {
  const at = prayerPlaceOf(place);
  return Array.from({ length: count }, (_, i) => addDays(today, i)).map((date) => ({ date, times: prayerTimesAt(at, date, place.timeZone, method) }));
}

/** The first obligatory prayer later than `now`; after isya, the next day's subuh. */
export function nextPrayer(schedule: Schedule, now: number): NextPrayer | undefined {
  const days = [...schedule.days].sort((a, b) => a.date.localeCompare(b.date));
  for (const day of days) {
    for (const key of OBLIGATORY) {
      const at = instantOf(day.date, day.times[key], schedule.timeZone);
      if (at > now) return { key, name: PRAYER_NAMES[key], date: day.date, time: day.times[key], at };
    }
  }
  return undefined;
}

/** 'X jam Y menit lagi menuju Subuh'; a part-minute counts as a whole one, so it never says 0 too early. */
export function formatCountdown(ms: number, prayer: string): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  return `${Math.floor(minutes / 60)} jam ${minutes % 60} menit lagi menuju ${prayer}`;
}

export { DAY_MS };
