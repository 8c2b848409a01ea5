// The server's resident memory alone, without the whole bench: after a first start on an empty
// data folder (initdb, migrate, seed), after a warm restart on that folder, and at the peak of the
// bench's load (64 clients over the hot public reads for 5 s), as medians of RUNS runs (default 3).
// Each figure comes with where the memory lies (/proc/<pid>/smaps): PGlite's WebAssembly memory
// (one reservation of several GB, resident only as far as it was touched), other anonymous memory
// (V8 heaps of both threads, Node, malloc), and file-backed pages (node's binary, shared libraries).
//   node --import tsx test/bench/server-memory.ts            builds the app once
//   DIST_DIR=/tmp/dist RUNS=5 node --import tsx test/bench/server-memory.ts
//   BASELINE=../other-checkout …   that checkout's server too (its own \`npm start\` flags, the same
//                                 build), run for run in turn with this one: one machine state.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/build-if-stale.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

/** Where a process's resident memory lies, in MB. */
type Memory = { rss: number; wasm: number; anon: number; file: number };

/**
 * A WebAssembly memory reserves its whole address range (with guard pages, ≥ 4 GB) at once and
 * makes only its current size accessible: a read-write anonymous mapping right before the
 * inaccessible rest of the reservation.
 */
const WASM_RESERVATION = 4 * 1024 ** 3;

export function memoryOf(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  type Mapping = { start: bigint; end: bigint; perms: string; anon: boolean; rssKb: number };
  const mappings: Mapping[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) mappings.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3]!, anon: head[4] === '', rssKb: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && mappings.length > 0) mappings[mappings.length - 1]!.rssKb = Number(rss[1]);
  }
  let wasm = 0;
  mappings.forEach((m, i) => {
    const rest = mappings[i + 1];
    if (m.perms === 'rw-p' && m.anon && rest?.perms === '---p' && rest.anon && rest.start === m.end && rest.end - m.start >= BigInt(WASM_RESERVATION)) wasm += m.rssKb;
  });
  const mb = (k: number) => Math.round(k / 1024);
  return { rss: mb(kb('VmRSS')), wasm: mb(wasm), anon: mb(kb('RssAnon') - wasm), file: mb(kb('RssFile') + kb('RssShmem')) };
}

/** The bench's load (test/bench/run.ts): 64 clients over the hot public reads for `ms`; the peak sampled. */
export async function peakUnderLoad(server: RunningServer, ms = 5_000): Promise<{ peak: Memory; served: number }> {
  const api = (controller: string, kode: string, query = '') => () =>
    fetch(`${server.url}/api/${controller}${query}`, { headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
  const reads = [
    () => fetch(`${server.url}/api/health`),
    () => fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } }),
    api('campaign', 'get_campaign_limit', '?limit=5'),
    api('campaign', 'get_campaign_infaq', '?search=masjid'),
    api('masjid', 'get_campaign'),
  ];
  const pid = server.process.pid!;
  let peak = memoryOf(pid);
  const sampler = setInterval(() => {
    const now = memoryOf(pid);
    if (now.rss > peak.rss) peak = now;
  }, 100);
  const until = performance.now() + ms;
  let served = 0;
  await Promise.all(Array.from({ length: 64 }, async (_, i) => {
    for (let k = i; performance.now() < until; k++) {
      await (await reads[k % reads.length]!()).arrayBuffer();
      served++;
    }
  }));
  clearInterval(sampler);
  return { peak, served };
}

/** Lets the server finish what it began after becoming healthy (warm-up, first timers). */
const settle = () => new Promise((r) => setTimeout(r, 2_000));

async function stopKeeping(server: RunningServer): Promise<void> {
  const exited = new Promise((r) => server.process.once('exit', r));
  server.process.kill('SIGTERM');
  await exited;
}

async function oneRun(dist: string, cwd?: string) {
  const env = { DIST_DIR: dist, ADDRESS_LIMIT_FACTOR: '1000000' };
  const cold = await startServer(env, { cwd });
  await settle();
  const first = memoryOf(cold.process.pid!);
  await stopKeeping(cold);
  const warm = await startServer({ ...env, DATA_DIR: cold.dataDir }, { cwd });
  await settle();
  const restarted = memoryOf(warm.process.pid!);
  const { peak, served } = await peakUnderLoad(warm);
  await warm.stop();
  return { first, restarted, peak, served };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const medianMemory = (ms: Memory[]): Memory => ({
  rss: median(ms.map((m) => m.rss)), wasm: median(ms.map((m) => m.wasm)), anon: median(ms.map((m) => m.anon)), file: median(ms.map((m) => m.file)),
});

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.env.DIST_DIR;
  const dist = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-memory-dist-'));
  if (!given) buildApp(process.cwd(), dist, true);
  const runs = Number(process.env.RUNS ?? 3);
  const checkouts = { this: undefined, ...(process.env.BASELINE ? { baseline: path.resolve(process.env.BASELINE) } : {}) };
  const results: Record<string, Awaited<ReturnType<typeof oneRun>>[]> = {};
  for (let i = 0; i < runs; i++) {
    for (const [name, cwd] of Object.entries(checkouts)) {
      const r = await oneRun(dist, cwd);
      (results[name] ??= []).push(r);
      console.log(`${name} run ${i + 1}: first ${JSON.stringify(r.first)} warm ${JSON.stringify(r.restarted)} peak ${JSON.stringify(r.peak)} (${r.served} req)`);
    }
  }
  console.log(`\nmedians of ${runs} runs, MB (budget 350 RSS)`);
  console.log('| checkout | | RSS | WASM | other anon | file |\n|---|---|---|---|---|---|');
  for (const [name, rs] of Object.entries(results)) {
    const line = (what: string, m: Memory) => `| ${name} | ${what} | ${m.rss} | ${m.wasm} | ${m.anon} | ${m.file} |`;
    console.log(line('after first start', medianMemory(rs.map((r) => r.first))));
    console.log(line('after warm restart', medianMemory(rs.map((r) => r.restarted))));
    console.log(line(`peak under load (~${median(rs.map((r) => r.served))} req)`, medianMemory(rs.map((r) => r.peak))));
  }
  if (!given) fs.rmSync(dist, { recursive: true, force: true });
}
