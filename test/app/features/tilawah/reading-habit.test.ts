import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, dailyGoal, khatamProgress, recordReading, streak, todayProgress, type ReadingDay, type Target } from '../../../../src/features/tilawah/reading-habit';

/** A day on which `count` verses were read, starting at verse `from`, 15 verses to a page. */
const day = (date: string, count: number, from = 1): ReadingDay => {
  const verses = Array.from({ length: count }, (_, i) => from + i);
  return { date, verses, pages: [...new Set(verses.map((v) => Math.ceil(v / 15)))] };
};

describe('the reading habit arithmetic', () => {
  it('takes the calendar day in the device\'s zone from an injected clock', () => {
    const lateEvening = new Date('2026-11-24T18:30:00Z'); // 01:30 the next day in Jakarta
    expect(calendarDay(lateEvening, 'Asia/Jakarta')).toBe('2026-11-25');
    expect(calendarDay(lateEvening, 'UTC')).toBe('2026-11-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('measures today against verses or pages per day', () => {
    const days = [day('2026-11-24', 20)];
    expect(todayProgress({ kind: 'ayat', perDay: 20 }, days, '2026-11-24')).toEqual({ unit: 'ayat', read: 20, goal: 20, met: true });
    expect(todayProgress({ kind: 'halaman', perDay: 3 }, days, '2026-11-24')).toEqual({ unit: 'halaman', read: 2, goal: 3, met: false });
    expect(todayProgress({ kind: 'ayat', perDay: 5 }, days, '2026-11-25')).toMatchObject({ read: 0, met: false });
  });

  it('turns \'khatam in N days\' into a daily amount from what is still unread, fixed for the day', () => {
    const target: Target = { kind: 'khatam', days: 30, startedOn: '2026-11-01' };
    expect(dailyGoal(target, [], '2026-11-01')).toEqual({ unit: 'ayat', amount: Math.ceil(6236 / 30) });
    // Ten days in, 1,000 verses read: 5,236 left over 20 days.
    const read = [day('2026-11-05', 1000)];
    expect(dailyGoal(target, read, '2026-11-11').amount).toBe(Math.ceil(5236 / 20));
    // What is read today does not move today's goal.
    expect(dailyGoal(target, [...read, day('2026-11-11', 300, 2001)], '2026-11-11').amount).toBe(Math.ceil(5236 / 20));
    // Past the last day, everything left is due (never a division by zero or less than one).
    expect(dailyGoal(target, read, '2027-01-01').amount).toBe(5236);
    expect(dailyGoal(target, [day('2026-11-02', 6236)], '2026-11-20').amount).toBe(1);
  });

  it('counts the streak of days the target was met; today not yet met does not break it', () => {
    const target: Target = { kind: 'ayat', perDay: 10 };
    const days = [day('2026-11-21', 12), day('2026-11-22', 10), day('2026-11-23', 15), day('2026-11-24', 3)];
    expect(streak(target, days, '2026-11-24')).toBe(3);
    expect(streak(target, [...days.slice(0, 3), day('2026-11-24', 10)], '2026-11-24')).toBe(4);
    // A missed day ends it; a day with too little reading too.
    expect(streak(target, days, '2026-11-26')).toBe(0);
    expect(streak(target, [day('2026-11-22', 10), day('2026-11-23', 9)], '2026-11-24')).toBe(0);
    expect(streak(target, [], '2026-11-24')).toBe(0);
  });

  it('counts khatam progress in distinct verses, since the khatam target began', () => {
    const days = [day('2026-10-01', 100), day('2026-11-02', 50, 51), day('2026-11-03', 50, 200)];
    expect(khatamProgress({ kind: 'ayat', perDay: 5 }, days)).toEqual({ verses: 150, fraction: 150 / 6236 }) // 1–100, then 51–100 again, then 200–249;
    expect(khatamProgress({ kind: 'khatam', days: 30, startedOn: '2026-11-01' }, days).verses).toBe(100);
  });

  it('records verses read into a day once each, with their pages', () => {
    const first = recordReading(undefined, '2026-11-24', [{ index: 5, page: 1 }, { index: 8, page: 2 }]);
    const again = recordReading(first, '2026-11-24', [{ index: 8, page: 2 }, { index: 3, page: 1 }]);
    expect(again).toEqual({ date: '2026-11-24', verses: [3, 5, 8], pages: [1, 2] });
  });
});
