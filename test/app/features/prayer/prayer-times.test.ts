import { describe, expect, it } from 'vitest';
import jakarta from '../../../fixtures/kemenag/jakarta-myquran.json';
import makassar from '../../../fixtures/kemenag/makassar-news.json';
import jayapura from '../../../fixtures/kemenag/jayapura-news.json';
import * as v from 'valibot';
import { computePrayerTimes, TIME_KEYS } from '../../../../src/contract/prayer-times';

const Time = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/));
const Fixture = v.object({
  place: v.string(),
  coordinates: v.object({ latitude: v.number(), longitude: v.number() }),
  timeZone: v.string(),
  // News republications often print only some of the eight times; each printed one is compared.
  days: v.array(v.object({ date: v.string(), times: v.record(v.picklist(TIME_KEYS), Time) })),
});
// One table per zone: WIB (Jakarta), WITA (Makassar), WIT (Jayapura); test/fixtures/kemenag/README.md.
const fixtures = [jakarta, makassar, jayapura].map((f) => v.parse(Fixture, f));
const fixture = fixtures[0]!;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

const rows = fixtures.flatMap((f) =>
  f.days.flatMap((day) => {
    // Each place in its own zone, as its table was published.
    const ours = computePrayerTimes(f.coordinates, day.date, f.timeZone);
    return TIME_KEYS.filter((key) => day.times[key] !== undefined).map((key) => ({
      place: f.place,
      date: day.date,
      key,
      ours: ours[key],
      official: day.times[key]!,
    }));
  }),
);

describe.each(fixtures.map((f) => [f.place, f] as const))('Kemenag prayer times against the published schedule of %s', (place, f) => {
  it.each(f.days.map((d) => [d.date]))('%s: every printed time within 1 minute', (date) => {
    const day = rows.filter((r) => r.place === place && r.date === date);
    expect(day.length).toBeGreaterThan(0);
    for (const row of day) {
      expect(Math.abs(minutes(row.ours) - minutes(row.official)), `${row.key} ${row.ours} vs ${row.official}`).toBeLessThanOrEqual(1);
    }
  });
});

describe('Kemenag prayer times overall', () => {
  it('at least 90 % of all published times are exact to the minute, in every zone', () => {
    const exact = rows.filter((r) => r.ours === r.official).length;
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(exact / rows.length).toBeGreaterThanOrEqual(0.9);
    for (const zone of ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']) {
      expect(fixtures.some((f) => f.timeZone === zone)).toBe(true);
    }
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
