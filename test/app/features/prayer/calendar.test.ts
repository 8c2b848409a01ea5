import { describe, expect, it } from 'vitest';
import { hijriDate } from '../../../../src/contract/hijri';
import { computePrayerTimes } from '../../../../src/contract/prayer-times';
import { HOLY_DAYS, hijriMonthDays, hijriOf, holyDayOf, shiftHijriMonth } from '../../../../src/features/prayer/calendar-hijri';
import { daysOfMonth, monthSchedule, shiftMonth } from '../../../../src/features/prayer/calendar-month';
import { IMSAKIYAH_KEYS, imsakiyahRows, imsakiyahTitle, imsakiyahYear } from '../../../../src/features/prayer/calendar-imsakiyah';
import { addDays } from '../../../../src/contract/zone-clock';
import { parseCalendarSearch } from '../../../../src/features/prayer/calendar-views';

const jakarta = { lat: -6.1754, lng: 106.8272, timeZone: 'Asia/Jakarta' };
// Stored places carry their regency's height and horizon; the month and the imsakiyah take them as the schedule does.
const bandung = { lat: -6.9175, lng: 107.6191, elevation: 714, horizon: 'highland' as const, timeZone: 'Asia/Jakarta' };
const jayapura = { lat: -2.5337, lng: 140.7181, elevation: 5, horizon: 'sea' as const, timeZone: 'Asia/Jayapura' };

describe('the month view', () => {
  it('has every day of the month once, in order, February of a leap year included', () => {
    expect(daysOfMonth('2026-11')).toHaveLength(30);
    expect(daysOfMonth('2027-01')).toHaveLength(31);
    expect(daysOfMonth('2027-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    const nov = daysOfMonth('2026-11');
    expect(nov[0]).toBe('2026-11-01');
    expect(nov.at(-1)).toBe('2026-11-30');
    nov.slice(1).forEach((d, i) => expect(d).toBe(addDays(nov[i]!, 1)));
  });

  it('steps across years both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
  });

  it("gives each day its Hijri date and the place's eight times, as the schedule computes them", () => {
    const rows = monthSchedule('2027-02', jayapura, 'kemenag');
    expect(rows).toHaveLength(28);
    for (const row of rows) {
      expect(row.hijri).toEqual(hijriDate(row.date));
      expect(row.times).toEqual(computePrayerTimes({ latitude: jayapura.lat, longitude: jayapura.lng, elevation: jayapura.elevation }, row.date, 'Asia/Jayapura', 'kemenag'));
    }
    // Another method gives other times: the view follows the setting.
    expect(monthSchedule('2027-02', jayapura, 'mwl')[0]!.times.subuh).not.toBe(rows[0]!.times.subuh);
  });

  it("moves the Hijri date by the user's adjustment", () => {
    const [row] = monthSchedule('2026-11', jakarta, 'kemenag', -1);
    expect(row!.hijri).toEqual(hijriDate('2026-10-31'));
  });
});

describe('a Hijri month found day by day through hijriDate', () => {
  for (const target of [{ year: 1447, month: 9 }, { year: 1448, month: 1 }, { year: 1448, month: 12 }, { year: 1450, month: 7 }]) {
    it(`holds exactly the civil days of ${target.month}/${target.year} H, 1 to the last, without gaps`, () => {
      const days = hijriMonthDays(target);
      expect([29, 30]).toContain(days.length);
      days.forEach((d, i) => {
        expect(d.hijri).toEqual({ ...target, day: i + 1 });
        expect(hijriDate(d.date)).toEqual(d.hijri);
        if (i) expect(d.date).toBe(addDays(days[i - 1]!.date, 1));
      });
      // The day before belongs to the month before, the day after to the month after.
      expect(hijriDate(addDays(days[0]!.date, -1))).toMatchObject(shiftHijriMonth(target, -1));
      expect(hijriDate(addDays(days.at(-1)!.date, 1))).toMatchObject({ ...shiftHijriMonth(target, 1), day: 1 });
    });
  }

  it('steps across Hijri years', () => {
    expect(shiftHijriMonth({ year: 1448, month: 12 }, 1)).toEqual({ year: 1449, month: 1 });
    expect(shiftHijriMonth({ year: 1448, month: 1 }, -1)).toEqual({ year: 1447, month: 12 });
  });
});

describe('the days the Hijri calendar marks', () => {
  const expected: [number, number, string][] = [
    [1, 1, 'Tahun Baru Islam'], [3, 12, 'Maulid Nabi'], [7, 27, "Isra Mi'raj"], [9, 17, "Nuzulul Qur'an"],
    [10, 1, 'Idul Fitri'], [12, 9, 'Hari Arafah'], [12, 10, 'Idul Adha'], [12, 8, 'Hari Tarwiyah'],
  ];
  it.each(expected)('%i/%i is %s, found on the civil day hijriDate gives it in 1448 H', (month, day, name) => {
    const found = hijriMonthDays({ year: 1448, month }).filter((d) => holyDayOf(d.hijri)?.name === name);
    expect(found).toHaveLength(1);
    expect(hijriDate(found[0]!.date)).toEqual({ year: 1448, month, day });
  });

  it('marks the white days 13–15, but not in Ramadan nor on the Tasyrik days', () => {
    expect(holyDayOf({ year: 1448, month: 6, day: 13 })?.name).toBe('Ayyamul Bidh');
    expect(holyDayOf({ year: 1448, month: 6, day: 15 })?.name).toBe('Ayyamul Bidh');
    expect(holyDayOf({ year: 1448, month: 6, day: 16 })).toBeUndefined();
    expect(holyDayOf({ year: 1448, month: 12, day: 13 })).toBeUndefined();
    expect(holyDayOf({ year: 1448, month: 9, day: 14 })).toBeUndefined();
  });

  it('leaves ordinary days unmarked and names every listed day once', () => {
    expect(holyDayOf({ year: 1448, month: 2, day: 5 })).toBeUndefined();
    expect(new Set(HOLY_DAYS.map((d) => `${d.month}/${d.day}`)).size).toBe(HOLY_DAYS.length);
  });
});

describe('the imsakiyah', () => {
  const ramadan1448 = hijriMonthDays({ year: 1448, month: 9 });

  it('is offered in Syakban and Ramadan, for that Ramadan, and not otherwise', () => {
    const syakban = hijriMonthDays({ year: 1448, month: 8 });
    const syawal = hijriMonthDays({ year: 1448, month: 10 });
    expect(imsakiyahYear(syakban[0]!.date)).toBe(1448);
    expect(imsakiyahYear(ramadan1448.at(-1)!.date)).toBe(1448);
    expect(imsakiyahYear(syawal[0]!.date)).toBeUndefined();
    expect(imsakiyahYear(addDays(syakban[0]!.date, -1))).toBeUndefined();
  });

  it('has a row for every day of Ramadan 1448 H with its Hijri day and the seven times for the place', () => {
    const rows = imsakiyahRows(1448, bandung, 'kemenag');
    expect(rows.map((r) => r.date)).toEqual(ramadan1448.map((d) => d.date));
    rows.forEach((row, i) => {
      expect(row.hijri).toEqual({ year: 1448, month: 9, day: i + 1 });
      const times = computePrayerTimes({ latitude: bandung.lat, longitude: bandung.lng, elevation: bandung.elevation, horizon: bandung.horizon }, row.date, 'Asia/Jakarta', 'kemenag');
      for (const key of IMSAKIYAH_KEYS) expect(row.times[key]).toBe(times[key]);
    });
    expect(IMSAKIYAH_KEYS).toEqual(['imsak', 'subuh', 'terbit', 'dzuhur', 'ashar', 'maghrib', 'isya']);
    expect(imsakiyahTitle(1448)).toBe('Jadwal Imsakiyah Ramadhan 1448 H');
  });

  it("follows the user's Hijri adjustment: a day's shift moves the whole month by a day", () => {
    const shifted = imsakiyahRows(1448, jakarta, 'kemenag', -1);
    expect(shifted[0]!.date).toBe(addDays(ramadan1448[0]!.date, 1));
    expect(hijriOf(shifted[0]!.date, -1)).toEqual({ year: 1448, month: 9, day: 1 });
  });
});

describe("the page's address", () => {
  it('keeps a known view and well-formed months, and drops anything else', () => {
    expect(parseCalendarSearch({ tampilan: 'bulan', bulan: '2027-02' })).toEqual({ tampilan: 'bulan', bulan: '2027-02', hijriah: undefined });
    expect(parseCalendarSearch({ tampilan: 'hijriah', hijriah: '1448-12' })).toMatchObject({ tampilan: 'hijriah', hijriah: '1448-12' });
    expect(parseCalendarSearch({ tampilan: 'tahun', bulan: '2027-13', hijriah: '1448-00' })).toEqual({ tampilan: undefined, bulan: undefined, hijriah: undefined });
    expect(parseCalendarSearch({ bulan: 202702, hijriah: ['1448-09'] })).toEqual({ tampilan: undefined, bulan: undefined, hijriah: undefined });
  });
});
