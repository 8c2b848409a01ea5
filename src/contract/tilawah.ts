import * as v from 'valibot';

/*
 * The Tilawahku controller (/api/tilawah), shared by the app's outbox and the server.
 *
 * - sync_tilawah (POST, logged in): form field `state`, the JSON of a TilawahState (what this
 *   device holds, or what changed since its last sync), and `since`, the `rev` of the last answer
 *   this device merged (0 or absent: none). The server merges the state into the account's record
 *   and answers the position, the target and the days and bookmarks that changed after `since`,
 *   with the record's new `rev`; the device merges that back. The merge is the same on both sides
 *   and can be repeated harmlessly, so a replay needs no stored answer:
 *     position  — the furthest through the mushaf wins (the later one on a tie);
 *     target    — the one set last wins;
 *     days      — per calendar day, the union of the verses (and pages) read on every phone;
 *     bookmarks — per verse, the change made last wins (a removal is kept as `deleted`).
 */

/** Verses per surah, for checking a surah:ayah pair and its place in the mushaf. */
export const VERSES_PER_SURAH = [7, 286, 200, 176, 120, 165, 206, 75, 129, 109, 123, 111, 43, 52, 99, 128, 111, 110, 98, 135, 112, 78, 118, 64, 77, 227, 93, 88, 69, 60, 34, 30, 73, 54, 45, 83, 182, 88, 75, 85, 54, 53, 89, 59, 37, 35, 38, 29, 18, 45, 60, 49, 62, 55, 78, 96, 29, 22, 24, 13, 14, 11, 11, 18, 12, 12, 30, 52, 52, 44, 28, 28, 20, 56, 40, 31, 50, 40, 46, 42, 29, 19, 36, 25, 22, 17, 19, 26, 30, 20, 15, 21, 11, 8, 8, 19, 5, 8, 8, 11, 11, 8, 3, 9, 5, 4, 7, 3, 6, 3, 5, 4, 5, 6] as const;

/** The verse's place in the whole mushaf, 1..6236. */
export function mushafIndex(surah: number, ayah: number): number {
  let index = ayah;
  for (let n = 1; n < surah; n++) index += VERSES_PER_SURAH[n - 1]!;
  return index;
}

export const tilawahMessages = {
  state: 'Data tilawah tidak valid',
  verse: 'Ayat tidak dikenal',
  synced: 'Tilawah tersinkron',
  window: 'Tanggal tilawah harus antara 1 Januari 2020 dan besok',
  /** 429: this account's previous sync is still being merged; the outbox sends it again later. */
  busy: 'Sinkronisasi tilawah sebelumnya masih berjalan. Coba lagi sebentar lagi.',
} as const;

/**
 * Dates and times a record may carry: from 2020 (before the app) to the end of tomorrow (a phone
 * ahead of UTC). A day in the year 9999 or a bookmark changed 'in 9999' would win every merge forever.
 */
export const TILAWAH_EARLIEST_DATE = '2020-01-01';
export function tilawahLatestDate(now: Date): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}
const withinDates = (date: string, now: Date) => date >= TILAWAH_EARLIEST_DATE && date <= tilawahLatestDate(now);

/** Whether every date and time in a state lies within the window (the server refuses the state otherwise). */
export function tilawahStateWithinWindow(state: TilawahState, now: Date): boolean {
  const times = [state.position?.at, state.target?.at, ...state.bookmarks.map((b) => b.updatedAt)].filter((x): x is string => !!x);
  return state.days.every((d) => withinDates(d.date, now)) && times.every((at) => withinDates(new Date(at).toISOString().slice(0, 10), now));
}

/** The same state without what lies outside the window (a phone whose clock was wrong sends the rest). */
export function keepWithinWindow(state: TilawahState, now: Date): TilawahState {
  const ok = (at: string | undefined) => at !== undefined && withinDates(new Date(at).toISOString().slice(0, 10), now);
  return {
    position: state.position && ok(state.position.at) ? state.position : null,
    target: state.target && ok(state.target.at) ? state.target : null,
    days: state.days.filter((d) => withinDates(d.date, now)),
    bookmarks: state.bookmarks.filter((b) => ok(b.updatedAt)),
  };
}

const Surah = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(114));
const Ayah = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(286));
const Timestamp = v.pipe(v.string(), v.isoTimestamp());
const isVerse = (p: { surah: number; ayah: number }) => p.ayah <= VERSES_PER_SURAH[p.surah - 1]!;

export const SyncPositionSchema = v.pipe(
  v.object({ surah: Surah, ayah: Ayah, index: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6236)), at: Timestamp }),
  v.check((p) => isVerse(p) && p.index === mushafIndex(p.surah, p.ayah), tilawahMessages.verse),
);

export const SyncTargetSchema = v.object({
  /** The target itself is the app's business (checked there); the server keeps it as it came, up to a small size. */
  value: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(24)), v.union([v.pipe(v.string(), v.maxLength(40)), v.number()])),
    v.check((t) => Object.keys(t).length <= 6, tilawahMessages.state),
  ),
  at: Timestamp,
});

/**
 * A list of whole numbers from 1 to `max`, checked in one loop: a full record holds some 60 000
 * of them, and a schema per number (an issue object, a pipe of four actions each) took 60–200 ms
 * of the HTTP thread per sync, time in which no other request is answered (issue 41).
 */
const wholeNumbersUpTo = (max: number) => v.custom<number[]>(
  (list) => Array.isArray(list) && list.length <= max && list.every((n) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= max),
  tilawahMessages.state,
);
const VerseList = wholeNumbersUpTo(6236);
const PageList = wholeNumbersUpTo(604);

export const SyncDaySchema = v.object({ date: v.pipe(v.string(), v.isoDate()), verses: VerseList, pages: PageList });

export const SyncBookmarkSchema = v.pipe(
  v.object({ surah: Surah, ayah: Ayah, updatedAt: Timestamp, deleted: v.boolean() }),
  v.check((b) => isVerse(b), tilawahMessages.verse),
);

export const TilawahStateSchema = v.object({
  position: v.optional(v.nullable(SyncPositionSchema)),
  target: v.optional(v.nullable(SyncTargetSchema)),
  days: v.pipe(v.array(SyncDaySchema), v.maxLength(400)),
  bookmarks: v.pipe(v.array(SyncBookmarkSchema), v.maxLength(2000)),
});
export type TilawahState = v.InferOutput<typeof TilawahStateSchema>;

/**
 * The request: the state as JSON in one form field (form data carries no nested values). Its
 * shape is checked with TilawahStateSchema after parsing, so every fault reads 'Data tilawah tidak valid'.
 */
export const SyncTilawahSchema = v.object({
  state: v.pipe(
    v.string(),
    v.maxLength(400_000, tilawahMessages.state),
    v.parseJson(undefined, tilawahMessages.state),
  ),
  since: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, tilawahMessages.state), v.transform(Number)), '0'),
});

/**
 * The answer: the account's position and target, the days and bookmarks (removals included) that
 * changed after the request's `since` (all of them for 0), and the record's `rev` to send next time.
 */
export const TilawahAnswerSchema = v.object({
  position: v.nullable(SyncPositionSchema),
  target: v.nullable(SyncTargetSchema),
  days: v.array(SyncDaySchema),
  bookmarks: v.array(SyncBookmarkSchema),
  rev: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type TilawahAnswer = v.InferOutput<typeof TilawahAnswerSchema>;
