import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_ISBAT } from '../../../src/contract/isbat-decisions';
import { hijriDate, mabimsMonthStart, setIsbatDecisions } from '../../../src/contract/hijri';
import { isbatDecisionProblem, IsbatListSchema } from '../../../src/contract/kalender';
import * as v from 'valibot';

const DAY_MS = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const h = (date: string) => hijriDate(date);

afterEach(() => setIsbatDecisions([]));

describe('hijriDate by Kemenag: the isbat days of 1445–1447 H and the days around them', () => {
  it.each([
    // 1445 H: Syakban completed to 30 days, Ramadhan of 29.
    ['2024-03-11', 30, 8, 1445],
    ['2024-03-12', 1, 9, 1445],
    ['2024-04-09', 29, 9, 1445],
    ['2024-04-10', 1, 10, 1445],
    ['2024-06-08', 1, 12, 1445],
    ['2024-06-16', 9, 12, 1445],
    ['2024-06-17', 10, 12, 1445],
    // 1446 H: Ramadhan began 1 Maret (Umm al-Qura −1 had it a day behind all month), 30 days.
    ['2025-02-28', 29, 8, 1446],
    ['2025-03-01', 1, 9, 1446],
    ['2025-03-30', 30, 9, 1446],
    ['2025-03-31', 1, 10, 1446],
    ['2025-05-28', 1, 12, 1446],
    ['2025-06-05', 9, 12, 1446],
    ['2025-06-06', 10, 12, 1446],
    // 1447 H: Syakban and Ramadhan both completed to 30 days.
    ['2026-02-18', 30, 8, 1447],
    ['2026-02-19', 1, 9, 1447],
    ['2026-03-20', 30, 9, 1447],
    ['2026-03-21', 1, 10, 1447],
    // 1 Zulhijah 1447 by MABIMS hisab (18 Mei 2026): Arafah 26 Mei, Iduladha 27 Mei.
    ['2026-05-26', 9, 12, 1447],
    ['2026-05-27', 10, 12, 1447],
  ])('%s is %i/%i/%i H', (date, day, month, year) => {
    expect(h(date)).toEqual({ day, month, year });
  });

  it('every key day of 1445–1447 H (all of Ramadhan, 1–2 Syawal, 1–10 Zulhijah) matches the isbat, where Umm al-Qura −1 missed many', () => {
    const keyDays: { date: string; day: number; month: number; year: number }[] = [];
    for (const year of [1445, 1446, 1447]) {
      const ramadhan = BUILT_IN_ISBAT.find((d) => d.year === year && d.month === 9)!.firstDay;
      const syawal = BUILT_IN_ISBAT.find((d) => d.year === year && d.month === 10)!.firstDay;
      const zulhijah = BUILT_IN_ISBAT.find((d) => d.year === year && d.month === 12)?.firstDay ?? mabimsMonthStart(year, 12)!;
      const ramadhanDays = (Date.parse(syawal) - Date.parse(ramadhan)) / DAY_MS;
      for (let i = 0; i < ramadhanDays; i++) keyDays.push({ date: addDays(ramadhan, i), day: i + 1, month: 9, year });
      for (let i = 0; i < 2; i++) keyDays.push({ date: addDays(syawal, i), day: i + 1, month: 10, year });
      for (let i = 0; i < 10; i++) keyDays.push({ date: addDays(zulhijah, i), day: i + 1, month: 12, year });
    }
    expect(keyDays.length).toBeGreaterThan(115);
    const wrong = keyDays.filter((k) => JSON.stringify(h(k.date)) !== JSON.stringify({ day: k.day, month: k.month, year: k.year }));
    expect(wrong).toEqual([]);

    // The calendar this replaces, for the record: Umm al-Qura moved back a day.
    const umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const old = (date: string) => umalqura.format(new Date(`${addDays(date, -1)}T12:00:00Z`));
    const oldWrong = keyDays.filter((k) => old(k.date) !== `${k.month}/${k.day}/${k.year} AH`).length;
    expect(oldWrong).toBeGreaterThan(30);
  });

  it('MABIMS alone (no isbat) already lands on every sourced isbat start', () => {
    for (const d of BUILT_IN_ISBAT) expect(mabimsMonthStart(d.year, d.month), `${d.month}/${d.year}`).toBe(d.firstDay);
  });

  it('counts days through month and year boundaries without gaps', () => {
    let previous = h('2018-09-11');
    expect(previous).toEqual({ day: 1, month: 1, year: 1440 });
    for (let date = '2018-09-12'; date < '2077-01-01'; date = addDays(date, 1)) {
      const next = h(date);
      if (next.day === 1) {
        expect(previous.day === 29 || previous.day === 30, date).toBe(true);
        expect(next.month, date).toBe((previous.month % 12) + 1);
        expect(next.year, date).toBe(previous.month === 12 ? previous.year + 1 : previous.year);
      } else expect(next, date).toEqual({ ...previous, day: previous.day + 1 });
      previous = next;
    }
  });

  it('falls back to Umm al-Qura outside 1440–1500 H', () => {
    expect(h('2000-01-01')).toEqual({ day: 24, month: 9, year: 1420 });
  });
});

describe('the synced isbat table', () => {
  it('a decision moves the month start and the days after it', () => {
    // Suppose an isbat completes Syawal 1448 (29 days by MABIMS) to 30: Zulkaidah begins a day later.
    const computed = mabimsMonthStart(1448, 11)!;
    expect(Date.parse(computed) - Date.parse(mabimsMonthStart(1448, 10)!)).toBe(29 * DAY_MS);
    expect(h(computed)).toEqual({ day: 1, month: 11, year: 1448 });
    setIsbatDecisions([{ year: 1448, month: 11, firstDay: addDays(computed, 1) }]);
    expect(h(computed)).toEqual({ day: 30, month: 10, year: 1448 });
    expect(h(addDays(computed, 1))).toEqual({ day: 1, month: 11, year: 1448 });
    expect(h(addDays(computed, 10))).toEqual({ day: 10, month: 11, year: 1448 });
  });

  it('a synced decision for a built-in month wins', () => {
    setIsbatDecisions([{ year: 1446, month: 10, firstDay: '2025-03-30' }]);
    expect(h('2025-03-30')).toEqual({ day: 1, month: 10, year: 1446 });
  });

  it('ignores a decision that would leave a month of other than 29 or 30 days, and says why', () => {
    const bad = { year: 1448, month: 9, firstDay: addDays(mabimsMonthStart(1448, 9)!, 1) }; // Syakban 1448 is already 30 days
    expect(isbatDecisionProblem(bad, [])).toBe('Dengan tanggal ini bulan sebelumnya menjadi 31 hari; satu bulan Hijriah 29 atau 30 hari.');
    setIsbatDecisions([bad]);
    expect(h(mabimsMonthStart(1448, 9)!)).toEqual({ day: 1, month: 9, year: 1448 });
    expect(isbatDecisionProblem({ year: 1501, month: 1, firstDay: '2077-01-01' }, [])).toBe('Tabel hanya mencakup 1440–1500 H.');
  });
});

describe('the isbat list as read from the server', () => {
  it('keeps the good entries and leaves out a broken one', () => {
    expect(v.parse(IsbatListSchema, [
      { year: 1448, month: 9, firstDay: '2027-02-08' }, { year: 1448, month: 13, firstDay: '2027-02-08' }, { year: 1448, month: 10, firstDay: '2027-02-31' }, 'x',
    ])).toEqual([{ year: 1448, month: 9, firstDay: '2027-02-08' }]);
  });
});
