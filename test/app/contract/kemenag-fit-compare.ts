import { computePrayerTimes, TIME_KEYS, type TimeKey } from '../../../src/contract/prayer-times';
import type { KemenagHorizonKind } from '../../../src/contract/prayer-day';

/*
 * Published Kemenag times beside the app's, shared by the fit test (regency-reference.test.ts) and the
 * printed report (scripts/kemenag-fit-report.ts). A table with coordinates is computed at its
 * printed point with its regency's horizon; one without, as the app computes a picked regency
 * (its seat and horizon).
 */

type Day = { date: string; times: Partial<Record<TimeKey, string>> };
export type KemenagTable = { place: string; kode?: string; coordinates?: { latitude: number; longitude: number }; timeZone: string; days: readonly Day[] };
export type RegencyReferenceItem = { kode: string; lat: number; lng: number; elevation: number; horizon: KemenagHorizonKind };
export type Row = { place: string; date: string; key: TimeKey; ours: string; official: string; diff: number };
export type Tally = { n: number; exact: number; within1: number; maghribEarly: number };

function placeOf(t: KemenagTable, regencies: readonly RegencyReferenceItem[]) {
  const r = t.kode === undefined ? undefined : regencies.find((x) => x.kode === t.kode);
  if (t.kode !== undefined && !r) throw new Error(`No regency ${t.kode} for ${t.place}`);
  if (!t.coordinates && !r) throw new Error(`${t.place} has neither coordinates nor a regency`);
  const point = t.coordinates ?? { latitude: r!.lat, longitude: r!.lng };
  return { ...point, ...(r ? { elevation: r.elevation, horizon: r.horizon } : {}) };
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

/** Every printed time beside the app's, each place in its own zone. */
export function compare(tables: readonly KemenagTable[], regencies: readonly RegencyReferenceItem[]): Row[] {
  return tables.flatMap((t) => t.days.flatMap((day) => {
    const ours = computePrayerTimes(placeOf(t, regencies), day.date, t.timeZone);
    return TIME_KEYS.filter((key) => day.times[key] !== undefined).map((key) => ({
      place: t.place, date: day.date, key, ours: ours[key], official: day.times[key]!, diff: minutes(ours[key]) - minutes(day.times[key]!),
    }));
  }));
}

export function tally(rows: readonly Row[]): Tally {
  return {
    n: rows.length,
    exact: rows.filter((r) => r.diff === 0).length,
    within1: rows.filter((r) => Math.abs(r.diff) <= 1).length,
    maghribEarly: rows.filter((r) => r.key === 'maghrib' && r.diff < 0).length,
  };
}
