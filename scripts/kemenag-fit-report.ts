// `node --import tsx scripts/kemenag-fit-report.ts`: how many published Kemenag times the app
// gives to the minute, per place and per prayer: the fitted tables of test/fixtures/kemenag/ (at
// their printed point, with their regency's horizon) and the held-out tables of
// test/fixtures/kemenag/held-out/ (as a user who picks the regency gets them: its seat and horizon).
// test/app/contract/kemenag-fit.test.ts holds the held-out tables to their thresholds.
import fs from 'node:fs';
import path from 'node:path';
import { computePrayerTimes, TIME_KEYS, type TimeKey } from '../src/contract/prayer-times.ts';
import type { KemenagHorizonKind } from '../src/contract/prayer-day.ts';

type Day = { date: string; times: Partial<Record<TimeKey, string>>; seenIn?: string };
export type Table = { place: string; kode?: string; coordinates?: { latitude: number; longitude: number }; timeZone: string; days: Day[] };
type Regency = { kode: string; lat: number; lng: number; elevation: number; horizon: KemenagHorizonKind };

const root = path.resolve('test/fixtures/kemenag');
function loadDir(dir: string): Table[] {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).flatMap((f) => {
    const json = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Table | { places: Table[] };
    return 'places' in json ? json.places : [json];
  });
}
/** The tables the horizons were fitted to. */
export const loadFitted = () => loadDir(root);
/** The tables kept apart: never fitted to. */
export const loadHeldOut = () => loadDir(path.join(root, 'held-out'));

const regencies = () => (JSON.parse(fs.readFileSync(path.resolve('public/json/regencies.json'), 'utf8')) as { items: Regency[] }).items;

/** The point and horizon a table is computed with: its printed point, else its regency's seat. */
function placeOf(t: Table, items: readonly Regency[]) {
  const r = t.kode ? items.find((x) => x.kode === t.kode) : undefined;
  if (t.kode && !r) throw new Error(`No regency ${t.kode} for ${t.place}`);
  const point = t.coordinates ?? { latitude: r!.lat, longitude: r!.lng };
  return { ...point, ...(r ? { elevation: r.elevation, horizon: r.horizon } : {}) };
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
export type Row = { place: string; date: string; key: TimeKey; ours: string; official: string; diff: number };
export type Tally = { n: number; exact: number; within1: number; maghribEarly: number };

/** Every printed time beside the app's, each place in its own zone. */
export function compare(tables: readonly Table[]): Row[] {
  const items = regencies();
  return tables.flatMap((t) => t.days.flatMap((day) => {
    const ours = computePrayerTimes(placeOf(t, items), day.date, t.timeZone);
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

const pct = (a: number, n: number) => `${((100 * a) / n).toFixed(1).padStart(5)}%`;
function print(title: string, rows: readonly Row[]) {
  const line = (name: string, x: Tally) => console.log(name.slice(0, 46).padEnd(46), String(x.n).padStart(4), pct(x.exact, x.n), pct(x.within1, x.n), String(x.maghribEarly).padStart(4));
  console.log(`\n${title}`.padEnd(47), '   n exact   ≤1min maghrib early');
  for (const name of new Set(rows.map((r) => r.place))) line(name, tally(rows.filter((r) => r.place === name)));
  for (const key of TIME_KEYS) if (rows.some((r) => r.key === key)) line(`  ${key}`, tally(rows.filter((r) => r.key === key)));
  line('ALL', tally(rows));
  for (const r of rows.filter((x) => x.diff !== 0)) console.log(`  off: ${r.place.slice(0, 30)} ${r.date} ${r.key} ours ${r.ours} Kemenag ${r.official}`);
}

if (process.argv[1]?.endsWith('kemenag-fit-report.ts')) {
  print('fitted tables (test/fixtures/kemenag)', compare(loadFitted()));
  print('held out (test/fixtures/kemenag/held-out)', compare(loadHeldOut()));
}
