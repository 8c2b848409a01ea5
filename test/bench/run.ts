// `npm run bench`: size and speed figures against budgets. Prints a table and exits non-zero
// when a budget is exceeded. Speed targets live here, never in timed tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../../server/build-if-stale.ts';
import { startServer } from '../support/server-process.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { adminMessages } from '../../src/contract/admin.ts';

type Row = { what: string; value: number; unit: string; budget: number };
const rows: Row[] = [];
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-bench-dist-'));
const buildStart = performance.now();
buildApp(process.cwd(), dist, true);
rows.push({ what: 'vite build', value: Math.round(performance.now() - buildStart), unit: 'ms', budget: 60_000 });

// What the first page load needs: the scripts and styles index.html references directly.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => path.join(dist, m[1]!));
const entryJs = entryFiles.filter((f) => f.endsWith('.js'));
const entryCss = entryFiles.filter((f) => f.endsWith('.css'));
rows.push({ what: 'first-load JS (gzip)', value: kb(entryJs.reduce((s, f) => s + gz(f), 0)), unit: 'KB', budget: 170 });
rows.push({ what: 'first-load CSS (gzip)', value: kb(entryCss.reduce((s, f) => s + gz(f), 0)), unit: 'KB', budget: 30 });
const mapInEntry = entryJs.some((f) => fs.readFileSync(f, 'utf8').includes('maplibregl'));
rows.push({ what: 'maplibre in first load (0 = no)', value: mapInEntry ? 1 : 0, unit: '', budget: 0 });
// The staff's panel is for a handful of users: its code (here, its contract's messages) loads with its pages.
const adminInEntry = entryJs.some((f) => fs.readFileSync(f, 'utf8').includes(adminMessages.overDisbursed));
rows.push({ what: 'admin panel in first load (0 = no)', value: adminInEntry ? 1 : 0, unit: '', budget: 0 });

const assets = fs.readdirSync(path.join(dist, 'assets')).map((f) => path.join(dist, 'assets', f));
const largestChunk = Math.max(...assets.filter((f) => f.endsWith('.js')).map(gz));
rows.push({ what: 'largest JS chunk (gzip)', value: kb(largestChunk), unit: 'KB', budget: 300 });
const swSource = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
const precached = [...swSource.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
const precacheBytes = precached.reduce((sum, url) => {
  const file = path.join(dist, url.split('?')[0]!);
  return sum + (fs.existsSync(file) ? fs.statSync(file).size : 0);
}, 0);
rows.push({ what: `precache (${precached.length} files, raw)`, value: kb(precacheBytes), unit: 'KB', budget: 6 * 1024 });

// Server: first start on an empty data folder (initdb, migrate, seed), then a warm restart.
let t0 = performance.now();
const server = await startServer({ DIST_DIR: dist });
rows.push({ what: 'server cold start to healthy', value: Math.round(performance.now() - t0), unit: 'ms', budget: 20_000 });

/** Resident memory of the server process (Linux), in MB. */
const residentMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
};
const hasProc = fs.existsSync('/proc/self/status');
if (hasProc) rows.push({ what: 'server RSS after first start', value: residentMb(server.process.pid!), unit: 'MB', budget: 350 });

async function latency(label: string, init: () => Promise<Response>, n = 200, budgetP95 = 50) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    const res = await init();
    await res.arrayBuffer();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  rows.push({ what: `${label} p50`, value: p(0.5), unit: 'ms', budget: budgetP95 });
  rows.push({ what: `${label} p95`, value: p(0.95), unit: 'ms', budget: budgetP95 * 2 });
}
const api = (controller: string, kode: string, query = '') => () =>
  fetch(`${server.url}/api/${controller}${query}`, { headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
await latency('GET /api/health', () => fetch(`${server.url}/api/health`));
await latency('GET / (shell)', () => fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } }));
const probe = await api('campaign', 'get_campaign_limit', '?limit=5')();
if (probe.ok) await latency('campaign get_campaign_limit', api('campaign', 'get_campaign_limit', '?limit=5'), 200, 80);
// Memory under load: 64 clients for 5 s over the hot reads, the peak of resident memory sampled.
if (hasProc) {
  const reads = [
    () => fetch(`${server.url}/api/health`),
    () => fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } }),
    api('campaign', 'get_campaign_limit', '?limit=5'),
    api('campaign', 'get_campaign_infaq', '?search=masjid'),
    api('masjid', 'get_campaign'),
  ];
  let peak = residentMb(server.process.pid!);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server.process.pid!));
  }, 100);
  const until = performance.now() + 5_000;
  let served = 0;
  await Promise.all(Array.from({ length: 64 }, async (_, i) => {
    for (let k = i; performance.now() < until; k++) {
      await (await reads[k % reads.length]!()).arrayBuffer();
      served++;
    }
  }));
  clearInterval(sampler);
  rows.push({ what: `server RSS under load (peak, ${served} req)`, value: peak, unit: 'MB', budget: 350 });
}
const dataDir = server.dataDir;
// Warm restart on the same folder: stop without deleting it.
const exited = new Promise((r) => server.process.once('exit', r));
server.process.kill('SIGTERM');
await exited;
t0 = performance.now();
const again = await startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
rows.push({ what: 'server warm start to healthy', value: Math.round(performance.now() - t0), unit: 'ms', budget: 8_000 });
await again.stop();
fs.rmSync(dist, { recursive: true, force: true });
fs.rmSync(dataDir, { recursive: true, force: true });

let failed = 0;
console.log(`\n${'measure'.padEnd(40)} ${'value'.padStart(10)}  budget`);
for (const r of rows) {
  const over = r.value > r.budget;
  if (over) failed++;
  console.log(`${r.what.padEnd(40)} ${`${r.value} ${r.unit}`.padStart(10)}  ${r.budget} ${r.unit}${over ? '  OVER BUDGET' : ''}`);
}
console.log(failed ? `\n${failed} measure(s) over budget` : '\nall measures within budget');
process.exit(failed ? 1 : 0);
