import type { DayTimes } from '../../contract/prayer-times';

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

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneParts(instant: number, timeZone: string) {
  let f = dateFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    dateFormatters.set(timeZone, f);
  }
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The calendar date ('YYYY-MM-DD') an instant falls on in a zone. */
export function dateInZone(instant: number, timeZone: string): string {
  const p = zoneParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** The instant a wall-clock 'HH:mm' on a date happens in a zone (zones without DST are exact). */
export function instantOf(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const asUtc = Date.UTC(y!, m! - 1, d, hh, mm);
  const p = zoneParts(asUtc, timeZone);
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - asUtc;
  return asUtc - offset;
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
