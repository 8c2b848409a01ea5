import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ChangeRoutineForm, CreateRoutineForm, isDueDay, nextRoutineDue, routineMessages, routinePeriod, scheduleText, type RoutineSchedule } from '../../../src/contract/routine';

// Infaq Rutin's due dates, with the instant and the zone as parameters (the injected clock).
const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const JKT = 'Asia/Jakarta';

/** The first `n` due instants after `from`, each the next after the one before. */
function dues(s: RoutineSchedule, from: string, n: number, zone = JKT): string[] {
  const out: string[] = [];
  let after = at(from);
  for (let i = 0; i < n; i += 1) {
    after = nextRoutineDue(s, after, zone);
    out.push(iso(after));
  }
  return out;
}

describe('monthly on a date', () => {
  it('the 31st falls to each month’s last day: Jan 31 → Feb 28 (2027) → Mar 31 → Apr 30, at 07:00 WIB', () => {
    expect(dues({ kind: 'bulanan', day: 31 }, '2027-01-15T00:00:00Z', 4)).toEqual([
      '2027-01-31T00:00:00.000Z', '2027-02-28T00:00:00.000Z', '2027-03-31T00:00:00.000Z', '2027-04-30T00:00:00.000Z',
    ]);
  });

  it('in a leap year February’s last day is the 29th, and the 29th itself is due on it', () => {
    expect(dues({ kind: 'bulanan', day: 31 }, '2028-02-01T00:00:00Z', 1)).toEqual(['2028-02-29T00:00:00.000Z']);
    expect(dues({ kind: 'bulanan', day: 29 }, '2027-02-01T00:00:00Z', 2)).toEqual(['2027-02-28T00:00:00.000Z', '2027-03-29T00:00:00.000Z']);
    expect(dues({ kind: 'bulanan', day: 30 }, '2028-02-01T00:00:00Z', 1)).toEqual(['2028-02-29T00:00:00.000Z']);
  });

  it('across the year’s end; a day before the 7 o’clock moment is still due that day, a minute after is next month', () => {
    // The 1st at 07:00 WIB is the last day of the month before at 00:00 UTC.
    expect(dues({ kind: 'bulanan', day: 1 }, '2026-12-15T00:00:00Z', 2)).toEqual(['2027-01-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z']);
    // 06:59 WIB on the 10th → 07:00 the same day; 07:01 → the 10th of next month.
    expect(iso(nextRoutineDue({ kind: 'bulanan', day: 10 }, at('2027-03-09T23:59:00Z'), JKT))).toBe('2027-03-10T00:00:00.000Z');
    expect(iso(nextRoutineDue({ kind: 'bulanan', day: 10 }, at('2027-03-10T00:01:00Z'), JKT))).toBe('2027-04-10T00:00:00.000Z');
    // Exactly at the moment: the next one (strictly after).
    expect(iso(nextRoutineDue({ kind: 'bulanan', day: 10 }, at('2027-03-10T00:00:00Z'), JKT))).toBe('2027-04-10T00:00:00.000Z');
  });
});

describe('weekly and every Friday', () => {
  it('every Friday: 2027-01-01 is a Friday; the next four Fridays at 07:00 WIB', () => {
    expect(dues({ kind: 'jumat' }, '2026-12-31T12:00:00Z', 4)).toEqual([
      '2027-01-01T00:00:00.000Z', '2027-01-08T00:00:00.000Z', '2027-01-15T00:00:00.000Z', '2027-01-22T00:00:00.000Z',
    ]);
    for (const d of dues({ kind: 'jumat' }, '2027-05-03T00:00:00Z', 10)) expect(new Date(at(d) + 7 * 3_600_000).getUTCDay()).toBe(5);
  });

  it('weekly on Monday (1), from a Monday after 07:00 → the Monday after', () => {
    expect(dues({ kind: 'mingguan', weekday: 1 }, '2027-01-04T01:00:00Z', 2)).toEqual(['2027-01-11T00:00:00.000Z', '2027-01-18T00:00:00.000Z']);
  });
});

describe('time zones', () => {
  it('the same Friday at 07:00 local: WITA and WIT come earlier in UTC than WIB', () => {
    const from = at('2027-01-05T00:00:00Z');
    expect(iso(nextRoutineDue({ kind: 'jumat' }, from, 'Asia/Makassar'))).toBe('2027-01-07T23:00:00.000Z');
    expect(iso(nextRoutineDue({ kind: 'jumat' }, from, 'Asia/Jayapura'))).toBe('2027-01-07T22:00:00.000Z');
  });

  it('the local day decides, not the UTC day: Thursday 23:30 UTC is already Friday 06:30 in Jakarta, so Friday 07:00 WIB is half an hour away', () => {
    expect(iso(nextRoutineDue({ kind: 'jumat' }, at('2027-01-07T23:30:00Z'), JKT))).toBe('2027-01-08T00:00:00.000Z');
  });

  it('a zone with daylight saving keeps 07:00 local across the change (Europe/Amsterdam, March 2027)', () => {
    expect(dues({ kind: 'mingguan', weekday: 0 }, '2027-03-20T00:00:00Z', 2, 'Europe/Amsterdam')).toEqual(['2027-03-21T06:00:00.000Z', '2027-03-28T05:00:00.000Z']);
  });
});

describe('periods and texts', () => {
  it('a monthly routine’s period is its month; a weekly one’s is its week (by Monday)', () => {
    expect(routinePeriod({ kind: 'bulanan', day: 31 }, at('2027-02-28T00:00:00Z'), JKT)).toBe('2027-02');
    expect(routinePeriod({ kind: 'jumat' }, at('2027-01-08T00:00:00Z'), JKT)).toBe('w2027-01-04');
    expect(routinePeriod({ kind: 'mingguan', weekday: 1 }, at('2027-01-04T00:00:00Z'), JKT)).toBe('w2027-01-04');
    expect(routinePeriod({ kind: 'mingguan', weekday: 0 }, at('2027-01-10T00:00:00Z'), JKT)).toBe('w2027-01-04');
  });

  it('due days and Indonesian schedule texts', () => {
    expect(isDueDay({ kind: 'bulanan', day: 31 }, 2027, 4, 30)).toBe(true);
    expect(isDueDay({ kind: 'bulanan', day: 31 }, 2027, 5, 30)).toBe(false);
    expect(scheduleText({ kind: 'bulanan', day: 31 })).toBe('Setiap tanggal 31 (atau akhir bulan)');
    expect(scheduleText({ kind: 'bulanan', day: 5 })).toBe('Setiap tanggal 5');
    expect(scheduleText({ kind: 'mingguan', weekday: 1 })).toBe('Setiap Senin');
    expect(scheduleText({ kind: 'jumat' })).toBe('Setiap Jumat');
  });
});

describe('bad schedules are refused in Indonesian', () => {
  const base = { program: 'ID-1', amount: '50.000' };
  const errorsOf = (schema: v.GenericSchema, input: unknown) => {
    const r = v.safeParse(schema, input);
    return r.success ? null : Object.fromEntries(r.issues.map((i) => [i.path?.map((p) => String(p.key)).join('.') ?? '_', i.message]));
  };
  it.each([
    [{ ...base, schedule: 'bulanan' }, { day: routineMessages.dayInvalid }],
    [{ ...base, schedule: 'bulanan', day: '32' }, { day: routineMessages.dayInvalid }],
    [{ ...base, schedule: 'bulanan', day: '0' }, { day: routineMessages.dayInvalid }],
    [{ ...base, schedule: 'mingguan', weekday: '7' }, { weekday: routineMessages.weekdayInvalid }],
    [{ ...base, schedule: 'mingguan' }, { weekday: routineMessages.weekdayInvalid }],
    [{ ...base, schedule: 'harian' }, { schedule: routineMessages.scheduleInvalid }],
    [{ ...base, schedule: 'jumat', amount: '500' }, { amount: 'Nominal minimal Rp 1.000' }],
    [{ ...base, schedule: 'jumat', amount: '2000000000' }, { amount: 'Nominal maksimal Rp 1.000.000.000' }],
    [{ ...base, schedule: 'jumat', time_zone: 'Mars/Olympus' }, { time_zone: 'Zona waktu tidak valid' }],
  ])('%o', (input, expected) => {
    expect(errorsOf(CreateRoutineForm, input)).toMatchObject(expected);
  });
  it('good ones parse: monthly on the 31st, every Friday; a change of schedule needs its day too', () => {
    expect(v.parse(CreateRoutineForm, { ...base, schedule: 'bulanan', day: '31' })).toMatchObject({ amount: 50_000, day: 31, time_zone: 'Asia/Jakarta', whatsapp: '0' });
    expect(v.parse(CreateRoutineForm, { ...base, schedule: 'jumat' })).toMatchObject({ schedule: 'jumat' });
    expect(errorsOf(ChangeRoutineForm, { id: '3', action: 'change', schedule: 'bulanan' })).not.toBeNull();
    expect(errorsOf(ChangeRoutineForm, { id: '3', action: 'melompat' })).toMatchObject({ action: routineMessages.actionInvalid });
  });
});
