// The Maghrib burst: N subscriptions in one zone (Kota Jakarta Pusat, WIB) all due at the same
// Maghrib, sent by the server's own scheduler (1 or 2 processes, forked) to a loopback push
// service that checks every VAPID token and decrypts every payload (test/support/push-stand-in.ts).
// Lateness runs from the due instant to the push service's receipt. Used by `npm run bench`
// (run.ts) and by test/server/push-burst.test.ts at a small size; alone:
//   node --import tsx test/bench/maghrib-burst.ts [count=50000] [processes=1]
// (PGlite in a temporary folder; BENCH_DATABASE_URL=postgres://… for PostgreSQL, a database
// made and dropped on that server.)
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { openDatabase } from '../../server/db/client.ts';
import { pushSubscriptions } from '../../server/db/schema.ts';
import { percentiles, type Lateness } from '../../server/messages/push-scheduler.ts';
import { reminderText } from '../../src/contract/pesan.ts';
import { computePrayerInstants } from '../../src/contract/prayer-times.ts';
import { startPushStandIn } from '../support/push-stand-in.ts';
import type { SchedulerConfig, SchedulerMessage } from './maghrib-burst-scheduler.ts';

const JAKARTA = { regency: 'Kota Jakarta Pusat', latitude: -6.18, longitude: 106.83, timeZone: 'Asia/Jakarta' };
/** Maghrib in Jakarta on 24 November 2026, from the app's prayer-time module. */
const MAGHRIB = computePrayerInstants(JAKARTA, '2026-11-24').maghrib;

export type BurstOptions = {
  count: number;
  /** A migrated database: a PGlite folder (closed) or a PostgreSQL URL. */
  target: { dataDir: string } | { url: string };
  processes: number;
  /** From "go" to the due instant: how early the schedulers may claim (≤ their look-ahead). */
  leadMs: number;
  lookaheadMs?: number;
  say?: (line: string) => void;
};

export type BurstResult = {
  count: number;
  processes: number;
  database: 'PGlite' | 'PostgreSQL';
  received: number;
  /** Subscriptions that got nothing. */
  dropped: number;
  /** Receipts beyond one per subscription. */
  doubled: number;
  /** Receipts before the due instant. */
  early: number;
  /** Turned away by the push service (bad token or headers), or not decrypting to the expected reminder. */
  rejected: number;
  wrongPayload: number;
  wrongHeaders: number;
  /** Distinct VAPID tokens the push service saw (one per process is the promise). */
  tokens: number;
  lateness: Lateness;
  /** Reminders each process sent, by its own count. */
  sentPerProcess: number[];
  /** Reminders the processes skipped as more than a minute late (counted, never sent). */
  skippedLate: number;
  peakRssMb: number[];
  /** CPU ms per process before the due instant (claim, encrypt) and after it (send). */
  cpuMs: { beforeDue: number; afterDue: number }[];
  /** CPU ms the stand-in push service spent from "go" to the end (it shares the machine). */
  standInCpuMs: number;
  /** The machine's 1-minute load average at the end: other work on the same cores. */
  loadAverage: number;
  /** Rows whose next reminder is still the burst's (claimed by no one). */
  unclaimedRows: number;
  logLines: string[];
};

export async function maghribBurst(options: BurstOptions): Promise<BurstResult> {
  const say = options.say ?? (() => undefined);
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@jariyah.example' };
  const standIn = await startPushStandIn({ vapidPublicKey: vapid.publicKey });
  const children: ChildProcess[] = [];
  try {
    let t0 = performance.now();
    const database = await openDatabase(options.target);
    await database.db.delete(pushSubscriptions);
    for (let i = 0; i < options.count; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, options.count - i) }, (_, k) => {
        const sub = standIn.subscribe(`s${i + k}`);
        return {
          ...sub, regency: JAKARTA.regency, latitude: JAKARTA.latitude, longitude: JAKARTA.longitude, timeZone: JAKARTA.timeZone,
          method: 'kemenag', prayers: { maghrib: 0 }, donationNews: false, nextAt: new Date(MAGHRIB), nextPrayer: 'maghrib',
        };
      });
      await database.db.insert(pushSubscriptions).values(rows);
    }
    await database.close();
    say(`  ${options.count} subscriptions made and stored in ${Math.round(performance.now() - t0)} ms`);

    const config: SchedulerConfig = { target: options.target, vapid, lookaheadMs: options.lookaheadMs ?? 60_000 };
    const done: Promise<Extract<SchedulerMessage, { type: 'done' }>>[] = [];
    const ready: Promise<void>[] = [];
    for (let p = 0; p < options.processes; p += 1) {
      const child = fork(path.join(import.meta.dirname, 'maghrib-burst-scheduler.ts'), [], {
        // BURST_PROFILE_DIR=<dir>: a V8 CPU profile of each scheduler process, to find where its time goes.
        execArgv: ['--import', 'tsx', ...(process.env.BURST_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BURST_PROFILE_DIR}`] : [])], env: { ...process.env, BURST_SCHEDULER: JSON.stringify(config) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      ready.push(new Promise((resolve, reject) => {
        child.on('message', (m: SchedulerMessage) => m.type === 'ready' && resolve());
        child.once('exit', (code) => reject(new Error(`scheduler exited early (${code})`)));
      }));
      done.push(new Promise((resolve) => child.on('message', (m: SchedulerMessage) => m.type === 'done' && resolve(m))));
    }
    await Promise.all(ready);
    const standInCpu = process.cpuUsage();
    const dueWall = Date.now() + options.leadMs;
    for (const child of children) child.send({ type: 'go', offsetMs: MAGHRIB - dueWall, dueWall });
    say(`  ${options.processes} scheduler process(es) told; Maghrib in ${options.leadMs} ms`);
    const reports = await withTimeout(Promise.all(done), options.leadMs + 180_000, 'the schedulers did not finish');
    for (const child of children) child.send({ type: 'stop' });
    await Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve)))));
    const standInUsage = process.cpuUsage(standInCpu);
    const loadAverage = Math.round(os.loadavg()[0]! * 10) / 10;

    t0 = performance.now();
    const expected = { ...reminderText('maghrib', MAGHRIB, JAKARTA.timeZone, JAKARTA.regency, 0), tag: 'sholat-maghrib' };
    const seen = new Set<string>();
    let early = 0;
    let wrongPayload = 0;
    let wrongHeaders = 0;
    const lateness: number[] = [];
    for (const r of standIn.receipts) {
      seen.add(r.path);
      if (r.at < dueWall) early += 1;
      lateness.push(r.at - dueWall);
      try {
        const payload = standIn.open(r);
        if (JSON.stringify(payload) !== JSON.stringify(expected)) wrongPayload += 1;
      } catch {
        wrongPayload += 1;
      }
      // TTL runs to five minutes after Maghrib, counted from the send (which is at or before the receipt).
      const ttlEnd = r.at - dueWall + r.ttl * 1000;
      if (r.urgency !== 'high' || r.topic !== 'sholat-maghrib' || r.ttl > 300 || ttlEnd < 5 * 60_000) wrongHeaders += 1;
    }
    say(`  ${standIn.receipts.length} receipts decrypted and checked in ${Math.round(performance.now() - t0)} ms`);
    const after = await openDatabase(options.target);
    const [left] = (await after.db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions).where(sql`${pushSubscriptions.nextAt} <= ${new Date(MAGHRIB)}`));
    await after.close();
    return {
      count: options.count,
      processes: options.processes,
      database: 'url' in options.target ? 'PostgreSQL' : 'PGlite',
      received: standIn.receipts.length,
      dropped: options.count - seen.size,
      doubled: standIn.receipts.length - seen.size,
      early,
      rejected: standIn.rejected.length,
      wrongPayload,
      wrongHeaders,
      tokens: standIn.tokens,
      lateness: percentiles(lateness),
      sentPerProcess: reports.map((r) => r.figures.sent),
      skippedLate: reports.reduce((sum, r) => sum + r.figures.skipped_late, 0),
      peakRssMb: reports.map((r) => r.peakRssMb),
      cpuMs: reports.map((r) => r.cpuMs),
      standInCpuMs: Math.round((standInUsage.user + standInUsage.system) / 1000),
      loadAverage,
      unclaimedRows: left?.n ?? -1,
      logLines: reports.flatMap((r) => r.logs.map((l) => `${l.msg} ${JSON.stringify(l.fields ?? {})}`)),
    };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await standIn.close();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(what)), ms); })]).finally(() => clearTimeout(timer));
}

/** A migrated, empty database for one burst; `drop` removes it. */
export async function burstDatabase(kind: 'pglite' | 'postgres', adminUrl?: string): Promise<{ target: BurstOptions['target']; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-burst-'));
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    await database.close();
    return { target: { dataDir: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const { default: pg } = await import('pg');
  const name = `jariyah_burst_${randomBytes(5).toString('hex')}`;
  const url = new URL(adminUrl!);
  // Databases are made from the server's own `postgres` database: the one the URL names may not exist
  // (CI names one that only the test suite's template setup makes).
  const maintenance = new URL(adminUrl!);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href });
  await database.migrate();
  await database.close();
  return {
    target: { url: url.href },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: maintenance.href });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** One line of figures for the report's table. */
export function burstRow(r: BurstResult): string {
  const cpu = r.cpuMs.map((c) => `${c.beforeDue} / ${c.afterDue}`).join(' + ');
  return `| ${r.count.toLocaleString('en')} | ${r.database} | ${r.processes} | ${r.lateness.p50} | ${r.lateness.p99} | ${r.lateness.max} | ${r.received} | ${r.dropped} (${r.skippedLate} skipped late) | ${r.doubled} | ${r.early} | ${r.rejected + r.wrongPayload + r.wrongHeaders} | ${r.tokens} | ${r.sentPerProcess.join(' + ')} | ${r.peakRssMb.join(' / ')} | ${cpu} | ${r.standInCpuMs} | ${r.loadAverage} |`;
}
export const BURST_TABLE_HEAD = [
  '| subscriptions | database | processes | p50 ms | p99 ms | max ms | received | dropped | doubled | early | refused or wrong | VAPID tokens | sent per process | peak RSS MB per process | scheduler CPU ms before / after due | stand-in CPU ms | load avg (1 min) |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];

if (process.argv[1] === import.meta.filename) {
  const count = Number(process.argv[2] ?? 50_000);
  const processes = Number(process.argv[3] ?? 1);
  const url = process.env.BENCH_DATABASE_URL;
  const db = await burstDatabase(url ? 'postgres' : 'pglite', url);
  try {
    const result = await maghribBurst({ count, processes, target: db.target, leadMs: Number(process.env.BURST_LEAD_MS ?? 50_000), say: console.log });
    console.log([...BURST_TABLE_HEAD, burstRow(result)].join('\n'));
    console.log(`  rows still due: ${result.unclaimedRows}`);
    for (const line of result.logLines) console.log(`  log: ${line}`);
  } finally {
    await db.drop();
  }
}
