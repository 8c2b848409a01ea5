// `node --import tsx scripts/kemenag-fit-report.ts`: how many published Kemenag times the app
// gives to the minute, per place and per prayer: the fitted tables of test/fixtures/kemenag/ (at
// their printed point, with their regency's horizon) and the held-out tables of
// test/fixtures/kemenag/held-out/ (as a user who picks the regency gets them: its seat and horizon).
// test/app/contract/regency-reference.test.ts holds the held-out tables to their thresholds.
import fs from 'node:fs';
import path from 'node:path';
import { TIME_KEYS } from '../src/contract/prayer-times.ts';
import { compare, tally, type KemenagTable, type RegencyReferenceItem, type Row, type Tally } from '../test/app/contract/kemenag-fit-compare.ts';

const root = path.resolve('test/fixtures/kemenag');
function loadDir(dir: string): KemenagTable[] {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).flatMap((f) => {
    const json = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as KemenagTable | { places: KemenagTable[] };
    return 'places' in json ? json.places : [json];
  });
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

const regencies = (JSON.parse(fs.readFileSync(path.resolve('public/json/regencies.json'), 'utf8')) as { items: RegencyReferenceItem[] }).items;
print('fitted tables (test/fixtures/kemenag)', compare(loadDir(root), regencies));
print('held out (test/fixtures/kemenag/held-out)', compare(loadDir(path.join(root, 'held-out')), regencies));
