import { describe, expect, it } from 'vitest';
import { calendarDay, calendarMonth } from '../../../src/contract/calendar-day';
import { jakartaDate } from '../../../src/contract/jakarta-date';

describe('the calendar day of a moment in a time zone', () => {
  // 2026-11-30 17:30 UTC: already 1 December in Jakarta (UTC+7) and Jayapura (UTC+9), not in London.
  const moment = Date.UTC(2026, 10, 30, 17, 30);
  it('is YYYY-MM-DD on that zone’s own calendar, from a Date or an instant alike', () => {
    expect(calendarDay(new Date(moment), 'Asia/Jakarta')).toBe('2026-12-01');
    expect(calendarDay(moment, 'Asia/Jayapura')).toBe('2026-12-01');
    expect(calendarDay(moment, 'Europe/London')).toBe('2026-11-30');
    expect(jakartaDate(new Date(moment))).toBe('2026-12-01');
  });
  it('gives the month the same way', () => {
    expect(calendarMonth(moment, 'Asia/Makassar')).toBe('2026-12');
    expect(calendarMonth(moment, 'UTC')).toBe('2026-11');
  });
});
