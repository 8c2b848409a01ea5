import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import heldOutFile from '../../fixtures/kemenag/held-out/news-2021-2025.json';
import regencyFile from '../../../public/json/regencies.json';
import { compare, tally } from './kemenag-fit-compare';
import { TIME_KEYS } from '../../../src/contract/prayer-times';
import { placeFromRegency } from '../../../src/features/prayer/location';
import { prayerTimesAt } from '../../../src/contract/prayer-day';
import { prayerPlaceOf } from '../../../src/contract/prayer-place';
import { RegencyFileSchema } from '../../../src/features/prayer/places';

/*
 * The fit report as a test, on Kemenag tables the horizons were never fitted to
 * (test/fixtures/kemenag/held-out/README.md): a user who picks one of these regencies gets
 * Kemenag's minute. Each table is computed as the app computes a picked regency: its seat and its
 * horizon from public/json/regencies.json.
 */

const Time = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/));
const HeldOut = v.object({
  places: v.array(v.object({
    place: v.string(),
    kode: v.pipe(v.string(), v.regex(/^\d{2}\.\d{2}$/)),
    timeZone: v.picklist(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']),
    days: v.array(v.object({ date: v.string(), times: v.record(v.picklist(TIME_KEYS), Time), seenIn: v.pipe(v.string(), v.minLength(10)) })),
  })),
});
const tables = v.parse(HeldOut, heldOutFile).places;
const regencies = v.parse(RegencyFileSchema, regencyFile).items;
const rows = compare(tables, regencies);

describe('Kemenag on regencies the fit never saw (held out)', () => {
  it('covers every zone with several regencies, kept apart from the fitted tables', () => {
    for (const zone of ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']) {
      expect(new Set(tables.filter((t) => t.timeZone === zone).map((t) => t.kode)).size, zone).toBeGreaterThanOrEqual(5);
    }
    expect(rows.length).toBeGreaterThanOrEqual(100);
    // No held-out regency is one the horizons were fitted to.
    const fits = new Set(['35.73', '32.71', '32.01', '32.73', '32.05', '33.07', '13.75', '31.73', '73.71', '94.71', '35.07', '32.03', '71.74', '32.17']);
    expect(tables.filter((t) => fits.has(t.kode))).toEqual([]);
  });

  it('computes each table as the app does for the picked regency', () => {
    const sorong = regencies.find((r) => r.kode === '91.71')!;
    const shown = prayerTimesAt(prayerPlaceOf(placeFromRegency(sorong)), '2025-03-16', 'Asia/Jayapura');
    expect(rows.filter((r) => r.place.startsWith('KOTA SORONG')).map((r) => r.ours)).toEqual(TIME_KEYS.map((k) => shown[k]));
  });

  it('every printed time within one minute', () => {
    expect(rows.filter((r) => Math.abs(r.diff) > 1)).toEqual([]);
  });

  it('at least 93 % exact to the minute (85 % with regency centres and the height rule)', () => {
    const t = tally(rows);
    expect(t.exact / t.n).toBeGreaterThanOrEqual(0.93);
  });

  // Issue 40 asks for 95 % exact and maghrib never early. Neither is reached yet: the misses are one
  // minute each way and follow the point (Surabaya, Semarang, Manado, Gorontalo), where Kemenag's own
  // point for the city differs from the GeoNames seat; Kemenag does not publish its points. A deeper
  // sea-level horizon would hide the early maghrib but costs a fifth of the exact maghribs in the
  // fitted tables. When these start to pass, make them plain `it`s.
  it('maghrib is early only by the one known minute (Surabaya, 4 March 2026), never more', () => {
    const early = rows.filter((r) => r.key === 'maghrib' && r.diff < 0).map((r) => [r.place.slice(0, 13), r.date, r.diff]);
    expect(early).toEqual([['KOTA SURABAYA', '2026-03-04', -1]]);
  });

  it.fails('maghrib never earlier than Kemenag\'s (issue 40\'s target; not yet reached)', () => {
    expect(rows.filter((r) => r.key === 'maghrib' && r.diff < 0)).toEqual([]);
  });

  it.fails('95 % exact to the minute (issue 40\'s target; not yet reached)', () => {
    const t = tally(rows);
    expect(t.exact / t.n).toBeGreaterThanOrEqual(0.95);
  });
});
