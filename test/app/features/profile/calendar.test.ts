import { describe, expect, it } from 'vitest';
import { formatBirthdate, monthGrid, monthNames, parseYmd, shiftMonth, weekdayNames } from '../../../../src/features/profile/calendar';

describe('the birthdate calendar', () => {
  it('names the weekdays in Indonesian starting on Monday', () => {
    expect(weekdayNames()).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
  });
  it('names the months in Indonesian', () => {
    expect(monthNames()).toEqual(['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember']);
  });
  it("shows a stored Y-m-d as 'j F Y'", () => {
    expect(formatBirthdate('1990-03-07')).toBe('7 Maret 1990');
    expect(formatBirthdate('2000-12-31')).toBe('31 Desember 2000');
    expect(formatBirthdate('1990-02-30')).toBe('');
  });
  it('lays March 1990 out from Monday: the 1st is a Thursday', () => {
    const weeks = monthGrid(1990, 2);
    expect(weeks[0]!.map((c) => c.day)).toEqual([26, 27, 28, 1, 2, 3, 4]);
    expect(weeks[0]!.slice(0, 3).every((c) => !c.inMonth)).toBe(true);
    expect(weeks[1]![2]).toEqual({ ymd: '1990-03-07', day: 7, inMonth: true });
    expect(weeks.at(-1)!.at(-1)).toEqual({ ymd: '1990-04-01', day: 1, inMonth: false });
    expect(weeks.flat().filter((c) => c.inMonth)).toHaveLength(31);
  });
  it('starts a month that begins on Monday with no padding, and one that begins on Sunday with six', () => {
    expect(monthGrid(2024, 0)[0]![0]!.ymd).toBe('2024-01-01');
    expect(monthGrid(2024, 8)[0]!.findIndex((c) => c.inMonth)).toBe(6); // 1 Sept 2024 was a Sunday
  });
  it('knows leap Februaries and moves across years', () => {
    expect(monthGrid(2024, 1).flat().filter((c) => c.inMonth)).toHaveLength(29);
    expect(monthGrid(2023, 1).flat().filter((c) => c.inMonth)).toHaveLength(28);
    expect(shiftMonth(1990, 0, -1)).toEqual({ year: 1989, month: 11 });
    expect(shiftMonth(1990, 11, 1)).toEqual({ year: 1991, month: 0 });
    expect(parseYmd('2023-02-29')).toBeUndefined();
  });
});
