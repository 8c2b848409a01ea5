/*
 * The one list of browser tests allowed to pass on their retry (scripts/test.ts). A failed browser
 * test runs once more in a fresh process: a new server, a new browser, new profiles (no worker, no
 * caches, no storage), so the retry is a first visit again. A test that passes only then fails the
 * run unless it is listed here with the reason it is not mended yet; `npm test` prints this list.
 * `test` is the full name vitest reports: the describe blocks' names and the test's, by spaces.
 */
export type KnownFlaky = { file: string; test: string; reason: string };

// A test listed here must say what is not mended yet. Mended so far: the chaos test's entry
// (features/campaign/amen-shadow.ts) and the home page's layout shift (index.html holds the first
// paint until the page is parsed).
export const KNOWN_FLAKY: readonly KnownFlaky[] = [
  {
    file: 'test/e2e/offline-chaos.test.ts',
    test: 'offline chaos ends with the server holding every last intended change, each applied once, and the outbox empty',
    reason: "CI's first try once (stop 51, seed 20261124): the 8th offline amen, the same prayer's second tap in a row, did not show as said within 15 s; "
      + 'its retry passed; not seen here in 8 finished runs (6 seeds, 3 with the page CPU throttled 4x), and not explained. Stop 52 failed on both tries at another step '
      + "(the program opened offline after a name edit showed an amen the server had taken as not said): that one is mended (db/amen-overrides.ts's sent amens, "
      + 'offline-amen-signed-in.test.ts reproduces it) and says nothing about the first.',
  },
  {
    file: 'test/e2e/offline-first-visit.test.ts',
    test: "a page seen once online opens offline as it was shown a guest's donation made on this device: its payment page and its detail",
    reason: "A local fresh-clone CI run (stop 53, a725fd5) failed its first try and passed its fresh retry (3 of 3 here too): the checkout opened offline lacked the five "
      + "'Program Sekali Lihat' rows of 'Program Lainnya' it showed online. The likely cause, an older copy of get_campaign_limit (one written into a served page waits "
      + "for the worker before it is kept) put over the fresher one the worker cached, is mended since stop 54 (lib/keep-api-answers.ts keeps the newer by Date, "
      + 'with a unit test that puts the older last); the failure was never reproduced, so the entry stays until CI runs show it gone.',
  },
  {
    file: 'test/e2e/wall-offline-first-visit.test.ts',
    test: "the wall screen kept for offline on its first visit (Chromium) says 'Menyiapkan…' then 'Siap'; offline it opens in a new tab and keeps each day's times and the Friday for 60 days",
    reason: "A local fresh-clone CI run (stop 54, 9c1ab6f+a06bf53) timed out waiting 30 s for 'Menyiapkan layar…' on the first visit; it passes here alone and "
      + "beside the accessibility test. Likely cause, mended in stop 53's session (use-offline-ready.ts, with a unit test): on a slow start the worker could "
      + "finish before the screen's reads answered, so the first look found everything kept and the screen said nothing at all ('done'), neither "
      + "'Menyiapkan' nor 'Siap'. A first visit now always ends with 'Siap'; the test waits for the note in either state. That was not all: the local "
      + 'fresh-clone run of 4b86b6c failed its first try the same way (no note in 30 s) and passed its retry, so something else keeps the screen from its '
      + 'first look (a read still loading, or the look itself slow). The test now fails with the requests still unanswered and the worker\'s state.',
  },
];
