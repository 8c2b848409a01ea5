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
    reason: 'once in four CI runs (ci4, seed 20261124) a 15 s page.waitForFunction timed out on its first try; the log was cut '
      + 'to its first lines then (only the two /auth navigations of the login survive), so the step is unknown and the cause is not '
      + 'found (the amen code is use-doas, another issue\'s area). npm test now prints 16 lines of it: mend it and remove this entry.',
  },
];
