/*
 * The one list of browser tests allowed to pass on their retry (scripts/test.ts). A failed browser
 * test runs once more in a fresh process: a new server, a new browser, new profiles (no worker, no
 * caches, no storage), so the retry is a first visit again. A test that passes only then fails the
 * run unless it is listed here with the reason it is not mended yet; `npm test` prints this list.
 * `test` is the full name vitest reports: the describe blocks' names and the test's, by spaces.
 */
export type KnownFlaky = { file: string; test: string; reason: string };

export const KNOWN_FLAKY: readonly KnownFlaky[] = [
  {
    file: 'test/e2e/offline-chaos.test.ts',
    test: 'offline chaos ends with the server holding every last intended change, each applied once, and the outbox empty',
    reason: 'fails about one first try in three on a quiet machine (seed 20261124): right after the network comes back, or '
      + 'a page load, a tap lands while a prayer shows an amen state older than the last one shown, so the tap sends the '
      + 'other state. Mended this round: a replay call that hangs ends after 15 s (it held the outbox lock for good), '
      + 'replays retry without an online event, and the outbox mark is recounted. Traced but not mended: reads of the '
      + 'waiting amens (kv amen-overrides) come back out of order, so the overlay shows an older state; the read-cache '
      + 'version of the amen list (branch issue-doas) failed this test on almost every quiet run and was reverted again.',
  },
];
