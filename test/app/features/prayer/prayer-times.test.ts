import { describe, expect, it } from 'vitest';
import jakarta from '../../../fixtures/kemenag/jakarta-myquran.json';
import * as v from 'valibot';
import { computePrayerTimes, TIME_KEYS } from '../../../../src/features/prayer/prayer-times';

const Time = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/));
const Fixture = v.object({
  place: v.string(),
  coordinates: v.object({ latitude: v.number(), longitude: v.number() }),
  timeZone: v.string(),
  days: v.array(v.object({ date: v.string(), times: v.record(v.picklist(TIME_KEYS), Time) })),
});
const fixture = v.parse(Fixture, jakarta);
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

describe('Kemenag prayer times against published schedules', () => {
  const rows = fixture.days.flatMap((day) => {
    const ours = computePrayerTimes(fixture.coordinates, day.date, fixture.timeZone);
    return TIME_KEYS.map((key) => ({ date: day.date, key, ours: ours[key], official: day.times[key]! }));
  });

  it.each(fixture.days.map((d) => [d.date]))(`${fixture.place} on %s: every time within 1 minute`, (date) => {
    for (const row of rows.filter((r) => r.date === date)) {
      expect(Math.abs(minutes(row.ours) - minutes(row.official)), `${row.key} ${row.ours} vs ${row.official}`).toBeLessThanOrEqual(1);
    }
  });

  it('at least 90 % of all times are exact to the minute', () => {
    const exact = rows.filter((r) => r.ours === r.official).length;
    expect(rows.length).toBe(fixture.days.length * 8);
    expect(exact / rows.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('time zones and methods', () => {
  const makassar = { latitude: -5.1477, longitude: 119.4327 };
  const jayapura = { latitude: -2.5337, longitude: 140.7181 };

  it('gives the same instants in WIB, WITA and WIT, one and two hours apart on the clock', () => {
    for (const place of [makassar, jayapura]) {
      const wib = computePrayerTimes(place, '2026-03-10', 'Asia/Jakarta');
      const wita = computePrayerTimes(place, '2026-03-10', 'Asia/Makassar');
      const wit = computePrayerTimes(place, '2026-03-10', 'Asia/Jayapura');
      for (const key of TIME_KEYS) {
        expect(minutes(wita[key]) - minutes(wib[key])).toBe(60);
        expect(minutes(wit[key]) - minutes(wib[key])).toBe(120);
      }
    }
  });

  it('keeps the day in order and plausible for Makassar (WITA) and Jayapura (WIT)', () => {
    for (const [place, zone] of [[makassar, 'Asia/Makassar'], [jayapura, 'Asia/Jayapura']] as const) {
      const t = computePrayerTimes(place, '2026-06-21', zone);
      const seq = TIME_KEYS.map((k) => minutes(t[k]));
      expect([...seq].sort((a, b) => a - b)).toEqual(seq);
      expect(minutes(t.subuh) - minutes(t.imsak)).toBe(10);
      // Near the equator the sun crosses the meridian close to 12:00 local mean time in these zones.
      expect(minutes(t.dzuhur)).toBeGreaterThan(11 * 60);
      expect(minutes(t.dzuhur)).toBeLessThan(13 * 60);
    }
  });

  it('lets the other methods differ where their angles differ', () => {
    const jakarta = fixture.coordinates;
    const kemenag = computePrayerTimes(jakarta, '2026-01-15', 'Asia/Jakarta');
    const mwl = computePrayerTimes(jakarta, '2026-01-15', 'Asia/Jakarta', 'mwl');
    const uqu = computePrayerTimes(jakarta, '2026-01-15', 'Asia/Jakarta', 'umm-al-qura');
    // MWL: subuh at 18°, later than Kemenag's 20°; Umm al-Qura: isya 90 min after maghrib.
    expect(minutes(mwl.subuh)).toBeGreaterThan(minutes(kemenag.subuh));
    expect(minutes(uqu.isya) - minutes(uqu.maghrib)).toBe(90);
  });

  it('refuses a malformed date', () => {
    expect(() => computePrayerTimes(fixture.coordinates, '15-01-2026', 'Asia/Jakarta')).toThrow();
  });
});
