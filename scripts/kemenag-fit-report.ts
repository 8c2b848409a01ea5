// `node --import tsx scripts/kemenag-fit-report.ts`: how many published Kemenag times the app
// gives to the minute, per place and per prayer, with the height-aware horizon and with the old
// fixed −1° (elevation 0), from the fixtures in test/fixtures/kemenag/.
import fs from 'node:fs';
import path from 'node:path';
import { computePrayerTimes, TIME_KEYS, type TimeKey } from '../src/contract/prayer-times.ts';

type Day = { date: string; times: Partial<Record<TimeKey, string>> };
type Table = { place: string; coordinates: { latitude: number; longitude: number }; timeZone: string; days: Day[] };

const dir = path.resolve('test/fixtures/kemenag');
export function loadTables(): Table[] {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).flatMap((f) => {
    const json = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Table | { places: Table[] };
    return 'places' in json ? json.places : [json];
  });
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
type Tally = { n: number; exact: number; within1: number; early: number };
const tally = (): Tally => ({ n: 0, exact: 0, within1: 0, early: 0 });

function compare(tables: Table[], elevation: number | undefined) {
  const byPlace = new Map<string, Tally>();
  const byKey = new Map<string, Tally>();
  for (const t of tables) {
    for (const day of t.days) {
      const ours = computePrayerTimes({ ...t.coordinates, elevation }, day.date, t.timeZone);
      for (const key of TIME_KEYS) {
        const official = day.times[key];
        if (!official) continue;
        const diff = minutes(ours[key]) - minutes(official);
        for (const [map, name] of [[byPlace, t.place], [byKey, key]] as const) {
          const x = map.get(name) ?? tally();
          x.n += 1;
          if (diff === 0) x.exact += 1;
          if (Math.abs(diff) <= 1) x.within1 += 1;
          if (diff < 0) x.early += 1;
          map.set(name, x);
        }
      }
    }
  }
  return { byPlace, byKey };
}

const pct = (a: number, n: number) => `${((100 * a) / n).toFixed(0).padStart(3)}%`;
if (process.argv[1]?.endsWith('kemenag-fit-report.ts')) {
  const tables = loadTables();
  const before = compare(tables, 0);
  const after = compare(tables, undefined);
  for (const part of ['byPlace', 'byKey'] as const) {
    console.log(`\n${part === 'byPlace' ? 'place' : 'prayer'}`.padEnd(50), 'n    before: exact ≤1min early   after: exact ≤1min early');
    for (const [name, b] of before[part]) {
      const a = after[part].get(name)!;
      console.log(name.slice(0, 48).padEnd(48), String(a.n).padStart(4), '       ', pct(b.exact, b.n), pct(b.within1, b.n), String(b.early).padStart(4), '         ', pct(a.exact, a.n), pct(a.within1, a.n), String(a.early).padStart(4));
    }
  }
}
