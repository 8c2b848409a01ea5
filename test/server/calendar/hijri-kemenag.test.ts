/*
 * The Hijri calendar against Kemenag's own published month starts, kept by hand in
 * test/fixtures/kemenag/hijri-month-starts.json (no script writes it). 'The table matches the
 * script' cannot catch a wrong criterion: regenerate the table with one and it still matches. This
 * file can: the dates are Kemenag's, not ours.
 *
 * Two kinds of entry, two things tested:
 * - every entry (isbat or calendar): the app's calendar, the committed table with the built-in isbat
 *   decisions (src/contract/hijri.ts), begins the month on Kemenag's day;
 * - every entry where Kemenag's day is also its hisab's (all of 1440–1448 H: no isbat in that span
 *   departed from the calendar's criterion): the criterion alone, both in the committed table
 *   (mabimsMonthStart) and as the script computes it now, gives that day. An entry marked
 *   `isbatDepartedFromHisab` would be left out of this and must be carried by a built-in decision.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hijriDate, mabimsMonthStart } from '../../../src/contract/hijri';
import { BUILT_IN_ISBAT } from '../../../src/contract/isbat-decisions';
import { eveningAfter, mabimsMonthStarts } from '../../../scripts/hijri-mabims';
import * as Astronomy from 'astronomy-engine';

type Start = {
  year: number; month: number; firstDay: string; basis: 'isbat' | 'taqwim'; source: string; evidence: string;
  holiday?: { date: string; hijriDay: number }; isbatDepartedFromHisab?: boolean;
};
const fixture = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../fixtures/kemenag/hijri-month-starts.json'), 'utf8')) as { starts: Start[] };
const starts = fixture.starts;
const byCriterion = starts.filter((s) => !s.isbatDepartedFromHisab);

const DAY_MS = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const label = (s: Start) => `1/${s.month}/${s.year} H = ${s.firstDay} (${s.source})`;

describe("Kemenag's published month starts, 1440–1448 H", () => {
  it('are a fair sample: every year, Ramadhan, Syawal and Zulhijah from isbat, the rest from the calendar and the holiday decrees', () => {
    expect(new Set(starts.map((s) => s.year))).toEqual(new Set([1440, 1441, 1442, 1443, 1444, 1445, 1446, 1447, 1448]));
    expect(starts.filter((s) => s.basis === 'isbat').length).toBeGreaterThanOrEqual(20);
    expect(starts.filter((s) => s.basis === 'taqwim').length).toBeGreaterThanOrEqual(20);
    for (const s of starts) expect(s.source, label(s)).not.toBe('');
  });

  it('derive each start from its holiday as printed (27 Rajab, 12 Rabiul Awal, 10 Zulhijah)', () => {
    for (const s of starts.filter((x) => x.holiday)) expect(addDays(s.firstDay, s.holiday!.hijriDay - 1), label(s)).toBe(s.holiday!.date);
  });

  it("the app's calendar begins every one of these months on Kemenag's day, the day before closing a month of 29 or 30", () => {
    const wrong: string[] = [];
    for (const s of starts) {
      const first = hijriDate(s.firstDay);
      const before = hijriDate(addDays(s.firstDay, -1));
      const ok = first.day === 1 && first.month === s.month && first.year === s.year
        && (before.day === 29 || before.day === 30) && before.month === (s.month === 1 ? 12 : s.month - 1);
      if (!ok) wrong.push(`${label(s)}: the app says ${first.day}/${first.month}/${first.year}, the day before ${before.day}/${before.month}/${before.year}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the criterion alone, in the committed table, gives every start that was also the hisab (no isbat needed)', () => {
    expect(byCriterion.length).toBe(starts.length);
    const wrong = byCriterion.filter((s) => mabimsMonthStart(s.year, s.month) !== s.firstDay).map((s) => `${label(s)}: table ${mabimsMonthStart(s.year, s.month)}`);
    expect(wrong).toEqual([]);
    for (const s of starts.filter((x) => x.isbatDepartedFromHisab)) {
      expect(BUILT_IN_ISBAT.some((d) => d.year === s.year && d.month === s.month && d.firstDay === s.firstDay), label(s)).toBe(true);
    }
  });

  it('the criterion as the script computes it now gives the same starts (so a regenerated table cannot drift from Kemenag)', () => {
    const computed = mabimsMonthStarts(1440, 1448);
    const wrong = byCriterion
      .filter((s) => computed[(s.year - 1440) * 12 + s.month - 1] !== s.firstDay)
      .map((s) => `${label(s)}: script ${computed[(s.year - 1440) * 12 + s.month - 1]}`);
    expect(wrong).toEqual([]);
  }, 30_000);
});

describe('why Rajab 1447 begins on 21 Desember 2025', () => {
  it('no point in Aceh met both criteria on 20 Desember, but the south-west coast of Sumatra did', () => {
    const conjunction = Astronomy.SearchMoonPhase(0, Astronomy.MakeTime(new Date('2025-12-17T00:00:00Z')), 10)!;
    const evening = eveningAfter(conjunction.date);
    expect(evening.day).toBe('2025-12-20');
    const place = (name: string) => evening.places.find((p) => p.name === name)!;
    // Sabang: far enough from the sun (geocentric 6.48°) but too low (topocentric 2.46°).
    expect(place('Sabang').elongation).toBeGreaterThan(6.4);
    expect(place('Sabang').altitude).toBeLessThan(3);
    expect(place('Banda Aceh (Lhoknga)').visible).toBe(false);
    // Enggano: 3.35° high and 6.44° from the sun.
    expect(place('Enggano').altitude).toBeGreaterThan(3.2);
    expect(place('Enggano').elongation).toBeGreaterThan(6.4);
    expect(place('Enggano').visible).toBe(true);
    expect(mabimsMonthStart(1447, 7)).toBe('2025-12-21');
    expect(hijriDate('2026-01-16')).toEqual({ day: 27, month: 7, year: 1447 });
  });
});
