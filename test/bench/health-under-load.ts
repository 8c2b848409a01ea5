// Issue 41: /api/health/live while one signed-in account sends the heaviest calls it is allowed
// — valid 400-day Tilawahku syncs of about 340 KB — one after another (a phone flat out) and four
// at a time. A prober asks /api/health/live every 20 ms, one request at a time, and keeps each
// latency. Target: p99 under 100 ms. With a baseline server (another checkout) both are measured
// in the same run, one after the other.
//
// Standalone: node --import tsx test/bench/health-under-load.ts [baseline checkout]
import { registerByApi, randomPhone, api } from '../support/accounts.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

export type HealthFigures = {
  server: string; load: string; seconds: number;
  probes: number; p50: number; p99: number; max: number;
  syncs: number; refused: number; syncP50: number;
};

const PASSWORD = 'sandi-bench-41';

/** 400 consecutive days of 150 verses and 10 pages each: the largest record a phone may send. */
export function fullTilawahState(): string {
  const days = Array.from({ length: 400 }, (_, i) => ({
    date: new Date(Date.UTC(2025, 6, 1 + i)).toISOString().slice(0, 10),
    verses: Array.from({ length: 150 }, (_, v) => 1 + ((i * 37 + v) % 6236)).sort((a, b) => a - b),
    pages: Array.from({ length: 10 }, (_, p) => 1 + ((i * 3 + p) % 604)).sort((a, b) => a - b),
  }));
  return JSON.stringify({ days, bookmarks: [] });
}

async function signedIn(base: string): Promise<string> {
  const phone = randomPhone();
  await registerByApi(base, phone, 'Pembaca Bench', PASSWORD);
  const login = await api(base, 'auth', 'login', { whatsapp: phone, password: PASSWORD });
  if (login.status !== 200 || !login.cookie) throw new Error(`login ${login.status}`);
  return login.cookie;
}

const percentile = (sorted: number[], q: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10 : Number.NaN);

/** Probes /api/health/live every 20 ms while `load` runs for `seconds`. */
async function probeDuring(base: string, seconds: number, load: (until: number) => Promise<number[][]>) {
  const until = performance.now() + seconds * 1000;
  const probes: number[] = [];
  const prober = (async () => {
    while (performance.now() < until) {
      const start = performance.now();
      const res = await fetch(`${base}/api/health/live`);
      await res.arrayBuffer();
      probes.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const [syncTimes, refused] = await load(until);
  await prober;
  probes.sort((a, b) => a - b);
  return { probes, syncTimes: syncTimes!.sort((a, b) => a - b), refused: refused!.length };
}

/** `parallel` loops, each sending the full record again as soon as its answer is in. */
function syncsFlatOut(base: string, cookie: string, parallel: number) {
  const body = new URLSearchParams({ state: fullTilawahState() }).toString();
  return async (until: number): Promise<number[][]> => {
    const times: number[] = [];
    const refused: number[] = [];
    await Promise.all(Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        const res = await fetch(`${base}/api/tilawah`, {
          method: 'POST', body,
          headers: { [KODE_HEADER]: 'sync_tilawah', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        });
        await res.arrayBuffer();
        if (res.status === 200) times.push(performance.now() - start);
        else refused.push(res.status);
      }
    }));
    return [times, refused];
  };
}

/** Idle, one phone flat out, four at a time; a fresh account for each, so no rate limit carries over. */
export async function healthUnderLoad(base: string, server: string, seconds = 15): Promise<HealthFigures[]> {
  const out: HealthFigures[] = [];
  const loads: { load: string; parallel: number }[] = [{ load: 'idle', parallel: 0 }, { load: '1 sync at a time, back to back', parallel: 1 }, { load: '4 syncs at a time', parallel: 4 }];
  for (const { load, parallel } of loads) {
    const cookie = parallel ? await signedIn(base) : '';
    const run = parallel ? syncsFlatOut(base, cookie, parallel) : async (until: number) => {
      await new Promise((r) => setTimeout(r, Math.max(0, until - performance.now())));
      return [[], []];
    };
    const r = await probeDuring(base, parallel ? seconds : 3, run);
    out.push({
      server, load, seconds: parallel ? seconds : 3, probes: r.probes.length,
      p50: percentile(r.probes, 0.5), p99: percentile(r.probes, 0.99), max: Math.round((r.probes.at(-1) ?? Number.NaN) * 10) / 10,
      syncs: r.syncTimes.length, refused: r.refused, syncP50: Math.round(percentile(r.syncTimes, 0.5)),
    });
  }
  return out;
}

export const HEALTH_TABLE_HEAD = [
  '| server | load | s | probes | health p50 ms | health p99 ms | health max ms | syncs answered 200 | syncs refused (429) | sync p50 ms |',
  '|---|---|---|---|---|---|---|---|---|---|',
];
export const healthRow = (f: HealthFigures) => `| ${f.server} | ${f.load} | ${f.seconds} | ${f.probes} | ${f.p50} | ${f.p99} | ${f.max} | ${f.syncs} | ${f.refused} | ${f.syncP50} |`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('../support/server-process.ts');
  const baselineRoot = process.argv[2];
  const figures: HealthFigures[] = [];
  for (const [name, cwd] of [...(baselineRoot ? [['baseline', baselineRoot] as const] : []), ['this commit', process.cwd()] as const]) {
    const server = await startServer({ ADDRESS_LIMIT_FACTOR: '1000000' }, { cwd });
    try {
      figures.push(...(await healthUnderLoad(server.url, name)));
    } finally {
      await server.stop();
    }
  }
  console.log([...HEALTH_TABLE_HEAD, ...figures.map(healthRow)].join('\n'));
}
