import * as v from 'valibot';
import { PAGE_FIRST_VERSE } from './mushaf-pages';

/*
 * The arithmetic of the reading habit: today's progress against the daily target, the streak of
 * days the target was met and the khatam progress. Pure: the day ('YYYY-MM-DD' on the device)
 * is always a parameter, so tests set the clock.
 */

export const TOTAL_VERSES = 6236;
export const TOTAL_PAGES = 604;

/**
 * What was read on one day: distinct verses (1..6236 through the mushaf) and the pages they are
 * on. Progress in pages comes from the verses (pagesFullyRead), never from `pages`: a page
 * glimpsed is not a page read.
 */
export type ReadingDay = { date: string; verses: number[]; pages: number[] };

export const TargetSchema = v.variant('kind', [
  v.object({ kind: v.literal('ayat'), perDay: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TOTAL_VERSES)) }),
  v.object({ kind: v.literal('halaman'), perDay: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TOTAL_PAGES)) }),
  v.object({
    kind: v.literal('khatam'),
    days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3650)),
    startedOn: v.pipe(v.string(), v.isoDate()),
  }),
]);
export type Target = v.InferOutput<typeof TargetSchema>;
export const defaultTarget: Target = { kind: 'halaman', perDay: 2 };

export { calendarDay } from '../../contract/calendar-day';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const addDays = (date: string, days: number): string => new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

const distinctVerses = (days: readonly ReadingDay[], from?: string, before?: string): Set<number> => {
  const seen = new Set<number>();
  for (const day of days) {
    if ((from && day.date < from) || (before && day.date >= before)) continue;
    for (const verse of day.verses) seen.add(verse);
  }
  return seen;
};

/**
 * The amount due on `today`, in the target's unit. 'Khatam in N days' spreads the verses not yet
 * read before today over the days left (today included), so falling behind raises the amount
 * gently and reading ahead lowers it; the amount never changes during the day being read.
 */
export function dailyGoal(target: Target, days: readonly ReadingDay[], today: string): { unit: 'ayat' | 'halaman'; amount: number } {
  if (target.kind !== 'khatam') return { unit: target.kind, amount: target.perDay };
  const readBefore = distinctVerses(days, target.startedOn, today).size;
  const daysLeft = Math.max(1, target.days - Math.max(0, daysBetween(target.startedOn, today)));
  return { unit: 'ayat', amount: Math.max(1, Math.ceil((TOTAL_VERSES - readBefore) / daysLeft)) };
}

/** The Madinah mushaf page (1..604) a verse (1..6236) is on. */
export function pageOfVerse(index: number): number {
  let low = 1;
  let high = TOTAL_PAGES;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (PAGE_FIRST_VERSE[mid - 1]! <= index) low = mid;
    else high = mid - 1;
  }
  return low;
}
export const versesOnPage = (page: number): number => PAGE_FIRST_VERSE[page]! - PAGE_FIRST_VERSE[page - 1]!;

/** The pages every verse of which is among `verses`, in order. */
export function pagesFullyRead(verses: readonly number[]): number[] {
  const perPage = new Map<number, number>();
  for (const verse of new Set(verses)) {
    const page = pageOfVerse(verse);
    perPage.set(page, (perPage.get(page) ?? 0) + 1);
  }
  return [...perPage].filter(([page, count]) => count === versesOnPage(page)).map(([page]) => page).sort((a, b) => a - b);
}

/** How much of the unit one day holds: verses read, or pages read through (every verse on them). */
export const amountRead = (day: ReadingDay | undefined, unit: 'ayat' | 'halaman'): number => (day ? (unit === 'ayat' ? day.verses.length : pagesFullyRead(day.verses).length) : 0);

export type TodayProgress = { unit: 'ayat' | 'halaman'; read: number; goal: number; met: boolean };

export function todayProgress(target: Target, days: readonly ReadingDay[], today: string): TodayProgress {
  const goal = dailyGoal(target, days, today);
  const read = amountRead(days.find((d) => d.date === today), goal.unit);
  return { unit: goal.unit, read, goal: goal.amount, met: read >= goal.amount };
}

/**
 * Consecutive days, ending today or yesterday, on which the target was met. Today not met yet
 * does not break the streak: the day is not over.
 */
export function streak(target: Target, days: readonly ReadingDay[], today: string): number {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const met = (date: string) => {
    const goal = dailyGoal(target, days, date);
    return amountRead(byDate.get(date), goal.unit) >= goal.amount;
  };
  let date = met(today) ? today : addDays(today, -1);
  let count = 0;
  while (byDate.has(date) && met(date)) {
    count += 1;
    date = addDays(date, -1);
  }
  return count;
}

/** Distinct verses read of the whole Qur'an (since the khatam target began, when there is one). */
export function khatamProgress(target: Target, days: readonly ReadingDay[]): { verses: number; fraction: number } {
  const verses = distinctVerses(days, target.kind === 'khatam' ? target.startedOn : undefined).size;
  return { verses, fraction: verses / TOTAL_VERSES };
}

/** Adds verses (and their pages) to a day's record, keeping both lists distinct and sorted. */
export function recordReading(day: ReadingDay | undefined, date: string, verses: readonly { index: number; page: number }[]): ReadingDay {
  const verseSet = new Set(day?.verses ?? []);
  const pageSet = new Set(day?.pages ?? []);
  for (const verse of verses) {
    verseSet.add(verse.index);
    pageSet.add(verse.page);
  }
  return { date, verses: [...verseSet].sort((a, b) => a - b), pages: [...pageSet].sort((a, b) => a - b) };
}
