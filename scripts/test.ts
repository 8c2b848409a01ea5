// `npm test`: typecheck, lint, then every vitest project (app, worker, server on PGlite, real
// Chromium), then the server suite again on PostgreSQL when TEST_DATABASE_URL is set. A failed
// browser test gets one fresh retry (scripts/browser-retry.ts). Ends with the known flaky list,
// one 'N passed, N failed' line and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/build-if-stale.ts';
import { KNOWN_FLAKY } from '../test/e2e/known-flaky.ts';
import { failedTestsUnder, filesFailedOutsideTests, keyOf, onlyTestPattern, verdicts, type Report, type RetryOutcome, type Verdict } from './browser-retry.ts';

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

// CI keeps only the tail of the output, so the names and first lines of what failed are
// repeated last, where they survive the cut.
const failures: string[] = [];
const retriedNotes: string[] = [];
function collectFailures(label: string, report: Report, forgiven: ReadonlySet<string>): void {
  const brokenFiles = new Set(filesFailedOutsideTests(report, root));
  for (const file of report.testResults) {
    const where = path.relative(root, file.name);
    if (file.status === 'failed' && file.message) failures.push(`${label} · ${where}: ${firstLines(file.message)}`);
    else if (brokenFiles.has(where)) failures.push(`${label} · ${where}: failed outside its tests (a beforeAll or afterAll threw; its tests were skipped; see above)`);
    for (const test of file.assertionResults) {
      if (test.status === 'failed' && !forgiven.has(keyOf({ file: where, test: test.fullName }))) {
        failures.push(`${label} · ${where} › ${test.fullName}: ${firstLines(test.failureMessages.join('\n'))}`);
      }
    }
  }
}
// The test's own lines, not the runner's frames in node_modules.
const firstLines = (text: string, lines = 4) => text.split('\n').filter((l) => l.trim() && !/^\s*at .*node_modules/.test(l)).slice(0, lines).join(' ⏎ ').slice(0, lines * 150);

function vitestReport(label: string, args: string[], env: NodeJS.ProcessEnv): { report: Report | null; status: number | null } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-vitest-')), 'report.json');
  console.log(`\n== ${label} ==`);
  const r = spawnSync(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { stdio: 'inherit', env });
  try {
    return { report: JSON.parse(fs.readFileSync(file, 'utf8')) as Report, status: r.status };
  } catch {
    return { report: null, status: r.status }; // the run died before it could report
  }
}

/**
 * Each failed browser test once more, in a fresh vitest process per file: a new server, browser
 * and profiles, so the retry is a first visit again (vitest's own retry would reuse the browser
 * with the worker installed). Only a test listed in known-flaky.ts may pass this way.
 */
function retryBrowserFailures(report: Report, env: NodeJS.ProcessEnv): Verdict[] {
  const failed = failedTestsUnder(report, root, 'test/e2e');
  const retried = new Map<string, RetryOutcome>();
  for (const file of new Set(failed.map((f) => f.file))) {
    for (const test of failed.filter((f) => f.file === file)) {
      const again = vitestReport(`fresh retry: ${keyOf(test)}`, ['--project', 'e2e', file, '-t', onlyTestPattern(test.test)], env).report;
      const result = again?.testResults.flatMap((r) => r.assertionResults).find((t) => t.fullName === test.test);
      retried.set(keyOf(test), result?.status === 'passed' ? 'passed' : 'failed');
    }
  }
  return verdicts(failed, retried, KNOWN_FLAKY);
}

function runVitest(label: string, args: string[], env: NodeJS.ProcessEnv = process.env): Counts & { ok: boolean } {
  const { report, status } = vitestReport(label, args, env);
  if (!report) return { passed: 0, failed: 1, skipped: 0, ok: false };
  const counts: Counts = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  const judged = status === 0 ? [] : retryBrowserFailures(report, env);
  for (const v of judged) {
    if (v.forgiven) {
      counts.failed -= 1;
      counts.passed += 1;
      retriedNotes.push(`${keyOf(v)} (listed: ${v.listed!.reason}) · first try: ${firstLines(v.message, 16)}`);
    } else if (v.retry === 'passed') {
      retriedNotes.push(`${keyOf(v)} — NOT LISTED in test/e2e/known-flaky.ts: it fails the run · first try: ${firstLines(v.message, 16)}`);
    }
  }
  const forgiven = new Set(judged.filter((v) => v.forgiven).map(keyOf));
  collectFailures(label, report, forgiven);
  // A file that failed outside its tests (its tests skipped, often no message) fails the run too.
  const fileFailed = report.testResults.some((f) => f.status === 'failed' && f.message) || filesFailedOutsideTests(report, root).length > 0;
  return { ...counts, ok: status === 0 || (counts.failed === 0 && !fileFailed) };
}

ensureChromium();
// One build for every browser-test process of this run, the first and each fresh retry.
const prebuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-test-dist-'));
console.log('== building the app for the browser tests ==');
buildApp(root, prebuilt, true);
process.env.E2E_PREBUILT_DIST = prebuilt;
console.log('== typecheck (tsc -b) ==');
const tsc = spawnSync(bin('tsc'), ['-b'], { stdio: 'inherit' });
console.log('== lint (npm run lint) ==');
const lint = spawnSync('npm', ['run', '--silent', 'lint'], { stdio: 'inherit' });
if (lint.status !== 0) failures.push('lint · npm run lint found problems (listed above)');
const totals: Counts = { passed: 0, failed: (tsc.status === 0 ? 0 : 1) + (lint.status === 0 ? 0 : 1), skipped: 0 };
let ok = tsc.status === 0 && lint.status === 0;

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
fs.rmSync(prebuilt, { recursive: true, force: true });
if (KNOWN_FLAKY.length) console.log(`\nKnown flaky browser tests (test/e2e/known-flaky.ts), allowed one fresh retry:\n${KNOWN_FLAKY.map((k) => `- ${keyOf(k)}: ${k.reason}`).join('\n')}`);
if (retriedNotes.length) console.log(`\nPassed only on a fresh retry:\n${retriedNotes.map((f) => `- ${f}`).join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
