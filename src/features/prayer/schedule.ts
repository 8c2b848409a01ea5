import type { DayTimes } from '../../contract/prayer-times';
import { instantOf } from '../../contract/zone-clock';

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
