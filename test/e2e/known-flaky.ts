/*
 * The one list of browser tests allowed to pass on their retry (scripts/test.ts). A failed browser
 * test runs once more in a fresh process: a new server, a new browser, new profiles (no worker, no
 * caches, no storage), so the retry is a first visit again. A test that passes only then fails the
 * run unless it is listed here with the reason it is not mended yet; `npm test` prints this list.
 * `test` is the full name vitest reports: the describe blocks' names and the test's, by spaces.
 */
export type KnownFlaky = { file: string; test: string; reason: string };

// A test listed here must say what is not mended yet (the chaos test's old entry is mended in
// features/campaign/amen-shadow.ts).
export const KNOWN_FLAKY: readonly KnownFlaky[] = [
  {
    file: 'test/e2e/home-layout-shift.test.ts',
    test: 'the home page for a visitor without a location does not move once painted, even when the Arabic font arrives late (the prayer card and location pill included)',
    reason: 'Since the issue-40 merges (2026-12-06) it failed its first try in both full runs and passed '
      + 'every fresh retry and every run alone: a shift of a few thousandths or less outside the verse, '
      + "once the location pill ('Mencari Lokasi...', 0.002) and the Layanan grid, once the tab bar "
      + '(0.00002). Not traced yet: it needs the files before it in the same run; the first screen\'s '
      + 'prayer code (places, schedule, prayer-place, zone names) is what changed there.',
  },
];
