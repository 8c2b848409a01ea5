// The checkout under a crowd (issue 29): the status poll (full answer and its 304) and storeDonate,
// each a ratio to a bare route measured in the same run, on PGlite and, with BENCH_DATABASE_URL
// (a role that may create databases), on PostgreSQL. Alone:
// `node --import tsx test/bench/checkout.ts` (DIST_DIR: a built app, else an empty folder serves;
// BENCH_BASELINE=<another checkout>: both served side by side, each call measured on one then the other,
// BENCH_ROUNDS times (default 1), medians printed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../support/server-process.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { measureRate, measureRates, type Rate } from './api-rates.ts';
import { burstDatabase } from './maghrib-burst.ts';

export type CheckoutRates = { database: 'pglite' | 'postgres'; rates: Rate[] };

const headers = (kode: string, extra: Record<string, string> = {}) => ({ [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, ...extra });

/** A fresh donor phone each request, so no per-phone limit is what gets measured. */
const donorPhone = () => `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Bare route, getTransaction (full and 304) and storeDonate against one running server. */
export async function checkoutRates(base: string): Promise<Rate[]> {
  return measureRates(base, await checkoutTargets(base));
}

/** The calls measured, with a donation of their own on `base` to read. */
async function checkoutTargets(base: string) {
  const first = (await (await fetch(`${base}/api/campaign?limit=1`, { headers: headers('get_campaign_limit') })).json()) as { data: Array<{ id: number }> };
  const programId = `ID-${first.data[0]!.id}`;
  const donate = (phone: string) => JSON.stringify({ price: 25000, donorName: 'Hamba Allah', donorPhone: phone, codePayment: 'QRIS', typePayment: 'QRIS', programId });
  const made = await fetch(`${base}/api/transaction`, { method: 'POST', headers: headers('storeDonate', { 'content-type': 'application/json' }), body: donate(donorPhone()) });
  const code = ((await made.json()) as { data?: { codeDonate?: string } }).data?.codeDonate ?? 'JRYNONE';
  const read = await fetch(`${base}/api/transaction?codeDonate=${code}`, { headers: headers('getTransaction') });
  const etag = read.headers.get('etag') ?? '"none"';
  return [
    { what: 'bare route (/api/health/live)', path: '/api/health/live' },
    { what: 'getTransaction, full answer', path: `/api/transaction?codeDonate=${code}`, headers: headers('getTransaction') },
    { what: 'getTransaction poll, 304', path: `/api/transaction?codeDonate=${code}`, headers: headers('getTransaction', { 'if-none-match': etag }), expect304: true },
    {
      what: 'storeDonate', path: '/api/transaction', method: 'POST', headers: headers('storeDonate', { 'content-type': 'application/json' }),
      body: () => donate(donorPhone()),
    },
  ] satisfies Parameters<typeof measureRates>[1];
}

/** Each figure's median over rounds of one call. */
function medianRate(rates: Rate[]): Rate {
  const median = (pick: (r: Rate) => number) => {
    const sorted = rates.map(pick).sort((x, y) => x - y);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return { what: rates[0]!.what, rps: median((r) => r.rps), p50: median((r) => r.p50), p99: median((r) => r.p99), non2xx: rates.reduce((n, r) => n + r.non2xx, 0) };
}

/**
 * This checkout and another (`baselineRoot`, its node_modules in place) served side by side on
 * PGlite (and PostgreSQL with a URL), each call measured on one then the other in turn, so both
 * meet the same load of a shared machine.
 */
export async function checkoutSideBySide(dist: string, baselineRoot: string, postgresAdminUrl?: string, rounds = 1): Promise<{ database: string; ours: Rate[]; baseline: Rate[] }[]> {
  const out: { database: string; ours: Rate[]; baseline: Rate[] }[] = [];
  for (const kind of ['pglite', ...(postgresAdminUrl ? ['postgres' as const] : [])] as const) {
    const dbs = kind === 'postgres' ? [await burstDatabase('postgres', postgresAdminUrl), await burstDatabase('postgres', postgresAdminUrl)] : [];
    const env = (i: number) => {
      const target = dbs[i]?.target;
      return {
        DIST_DIR: dist, ADDRESS_LIMIT_FACTOR: '1000000', PUSH_SCHEDULER: '0',
        ...(target && 'url' in target ? { DATABASE_URL: target.url, PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-000001', OTP_PEPPER: 'bench-otp-pepper-0000000001' } : {}),
      };
    };
    const a = await startServer(env(0));
    const b = await startServer(env(1), { cwd: baselineRoot });
    try {
      const [ta, tb] = [await checkoutTargets(a.url), await checkoutTargets(b.url)];
      const ours: Rate[][] = ta.map(() => []);
      const baseline: Rate[][] = ta.map(() => []);
      // Rounds interleaved, who goes first alternating, so both meet the same noise.
      for (let round = 0; round < rounds; round++) {
        for (let i = 0; i < ta.length; i++) {
          const pair = [() => measureRate(a.url, ta[i]!).then((r) => ours[i]!.push(r)), () => measureRate(b.url, tb[i]!).then((r) => baseline[i]!.push(r))];
          for (const measure of round % 2 === 0 ? pair : pair.reverse()) await measure();
        }
      }
      out.push({ database: kind, ours: ours.map(medianRate), baseline: baseline.map(medianRate) });
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      for (const db of dbs) await db.drop();
    }
  }
  return out;
}

/** One server on PGlite, then (with a URL) one on PostgreSQL; each measured on its own. */
export async function checkoutBench(dist: string, postgresAdminUrl?: string): Promise<CheckoutRates[]> {
  const out: CheckoutRates[] = [];
  for (const kind of ['pglite', ...(postgresAdminUrl ? ['postgres' as const] : [])] as const) {
    const database = kind === 'postgres' ? await burstDatabase('postgres', postgresAdminUrl) : undefined;
    const server = await startServer({
      DIST_DIR: dist, ADDRESS_LIMIT_FACTOR: '1000000', PUSH_SCHEDULER: '0',
      ...(database && 'url' in database.target ? { DATABASE_URL: database.target.url, PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-000001', OTP_PEPPER: 'bench-otp-pepper-0000000001' } : {}),
    });
    try {
      out.push({ database: kind, rates: await checkoutRates(server.url) });
    } finally {
      await server.stop();
      await database?.drop();
    }
  }
  return out;
}

export function checkoutTable(results: CheckoutRates[]): string[] {
  return [
    '| database | call | req/s | ×bare | p50 ms | p99 ms | failed |', '|---|---|---|---|---|---|---|',
    ...results.flatMap(({ database, rates }) => rates.map((r) => `| ${database} | ${r.what} | ${r.rps} | ${(r.rps / Math.max(rates[0]!.rps, 1)).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`)),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.env.DIST_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-checkout-dist-'));
  if (!fs.existsSync(path.join(dist, 'index.html'))) fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  if (process.env.BENCH_BASELINE) {
    for (const { database, ours, baseline } of await checkoutSideBySide(dist, process.env.BENCH_BASELINE, process.env.BENCH_DATABASE_URL, Number(process.env.BENCH_ROUNDS ?? 1))) {
      console.log(`\n${database}: call | req/s | ×bare | p50 ms | p99 ms || baseline req/s | ×bare | p50 ms | p99 ms`);
      ours.forEach((r, i) => {
        const b = baseline[i]!;
        console.log(`${r.what} | ${r.rps} | ${(r.rps / Math.max(ours[0]!.rps, 1)).toFixed(2)} | ${r.p50} | ${r.p99} | failed ${r.non2xx} || ${b.rps} | ${(b.rps / Math.max(baseline[0]!.rps, 1)).toFixed(2)} | ${b.p50} | ${b.p99} | failed ${b.non2xx}`);
      });
    }
  } else {
    console.log(checkoutTable(await checkoutBench(dist, process.env.BENCH_DATABASE_URL)).join('\n'));
  }
  process.exit(0);
}
