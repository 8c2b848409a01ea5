// `npm test`: typecheck, then every vitest project (app, worker, server on PGlite, real
// Chromium), then the server suite again on PostgreSQL when TEST_DATABASE_URL is set. Ends
// with one 'N passed, N failed' line and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function ensureChromium(): void {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  if (candidates.some((c) => fs.existsSync(c))) return;
  if (process.platform === 'linux' && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Chromium tidak ditemukan: memasang paket Debian chromium…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status === 0) return;
  }
  console.error('Chromium not found. Install Debian\'s chromium package or set CHROME_PATH.');
  process.exit(1);
}

type Counts = { passed: number; failed: number; skipped: number };
type Report = {
  numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number;
  testResults: Array<{ name: string; status: string; message?: string; assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }> }>;
};

// CI keeps only the tail of the output, so the names and first lines of what failed are
// repeated last, where they survive the cut.
const failures: string[] = [];
const flaky: string[] = [];
function collectFailures(label: string, report: Report): void {
  for (const file of report.testResults) {
    const where = path.relative(root, file.name);
    if (file.status === 'failed' && file.message) failures.push(`${label} · ${where}: ${firstLines(file.message)}`);
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${label} · ${where} › ${test.fullName}: ${firstLines(test.failureMessages.join('\n'))}`);
      // A browser test that passed on its retry still says why its first try failed: worth a look.
      else if (test.status === 'passed' && test.failureMessages.length) flaky.push(`${where} › ${test.fullName}: ${firstLines(test.failureMessages[0]!)}`);
    }
  }
}
const firstLines = (text: string) => text.split('\n').filter((l) => l.trim()).slice(0, 4).join(' ⏎ ').slice(0, 600);

function runVitest(label: string, args: string[], env: NodeJS.ProcessEnv = process.env): Counts & { ok: boolean } {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-vitest-')), 'report.json');
  console.log(`\n== ${label} ==`);
  const r = spawnSync(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { stdio: 'inherit', env });
  let counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as Report;
    counts = { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
    collectFailures(label, json);
  } catch {
    counts.failed += 1; // the run died before it could report
  }
  return { ...counts, ok: r.status === 0 };
}

ensureChromium();
console.log('== typecheck (tsc -b) ==');
const tsc = spawnSync(bin('tsc'), ['-b'], { stdio: 'inherit' });
const totals: Counts = { passed: 0, failed: tsc.status === 0 ? 0 : 1, skipped: 0 };
let ok = tsc.status === 0;

const filter = process.argv.slice(2);
const runs: Array<[string, string[], NodeJS.ProcessEnv?]> = [
  ['unit, worker, server (PGlite) and browser tests', ['--project', 'app', '--project', 'sw', '--project', 'server', '--project', 'e2e', ...filter], { ...process.env, TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) runs.push(['server tests on PostgreSQL', ['--project', 'server', ...filter]]);
for (const [label, args, env] of runs) {
  const r = runVitest(label, args, env);
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
  ok &&= r.ok;
}
if (!ok && totals.failed === 0) totals.failed = 1;
if (flaky.length) console.log(`\nPassed only on a retry:\n${flaky.map((f) => `- ${f}`).join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
