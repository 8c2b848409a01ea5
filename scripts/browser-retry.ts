/*
 * How `npm test` treats a failed browser test: it runs again in a fresh vitest process (a new
 * server, a new browser and profiles with no worker, caches or storage), so a first-visit failure
 * cannot pass as a returning visitor. A test that passes only on that retry still fails the run,
 * unless test/e2e/known-flaky.ts lists it with the reason.
 */
import type { KnownFlaky } from '../test/e2e/known-flaky.ts';

/** The part of vitest's JSON report read here. */
export type Report = {
  numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number;
  testResults: Array<{ name: string; status: string; message?: string; assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }> }>;
};

export type FailedTest = { file: string; test: string; message: string };

/** Failed tests of files under `dir` (paths relative to `root`, as known-flaky.ts names them). */
export function failedTestsUnder(report: Report, root: string, dir: string): FailedTest[] {
  const failed: FailedTest[] = [];
  for (const file of report.testResults) {
    const where = relative(root, file.name);
    if (!where.startsWith(`${dir}/`)) continue;
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failed.push({ file: where, test: test.fullName, message: test.failureMessages.join('\n') });
    }
  }
  return failed;
}

/**
 * Files that failed outside their tests: a beforeAll or afterAll that threw, an import that broke.
 * vitest marks such a file failed, often with no message, and its tests skipped, so no failed test
 * says it; a run must still fail on it.
 */
export function filesFailedOutsideTests(report: Report, root: string): string[] {
  return report.testResults
    .filter((f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed'))
    .map((f) => relative(root, f.name));
}

/** vitest's -t takes a regular expression matched within the full name: this one matches only `test`. */
export function onlyTestPattern(test: string): string {
  return `${test.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

export type RetryOutcome = 'passed' | 'failed';
export type Verdict = FailedTest & {
  retry: RetryOutcome;
  /** Whether the run may count it as passed: only a listed test that passed on its fresh retry. */
  forgiven: boolean;
  listed?: KnownFlaky;
};

export function verdicts(failed: readonly FailedTest[], retried: ReadonlyMap<string, RetryOutcome>, known: readonly KnownFlaky[]): Verdict[] {
  return failed.map((f) => {
    const retry = retried.get(keyOf(f)) ?? 'failed';
    const listed = known.find((k) => k.file === f.file && k.test === f.test);
    return { ...f, retry, forgiven: retry === 'passed' && listed !== undefined, ...(listed ? { listed } : {}) };
  });
}

export const keyOf = (t: { file: string; test: string }) => `${t.file} › ${t.test}`;

function relative(root: string, file: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}
