import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase, type TilawahBookmark, type TilawahDay } from './database';
import { readKv, writeKv } from './kv';
import { PERSONAL_KV_KEYS } from './personal-data';

/*
 * Tilawahku's records on the device: the reading position ('Lanjutkan membaca'), the view
 * settings, the daily target (its shape is checked by the feature), the days read and bookmarks.
 */

export const ReadingPositionSchema = v.object({
  surah: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(114)),
  ayah: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(286)),
  /** Where the verse lies in the whole mushaf (1..6236), so positions compare by how far they are. */
  index: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6236)),
  at: v.pipe(v.string(), v.isoTimestamp()),
});
export type ReadingPosition = v.InferOutput<typeof ReadingPositionSchema>;

export const ReaderViewSchema = v.object({
  fontSize: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(20), v.maxValue(48)), 28),
  translation: v.fallback(v.boolean(), true),
});
export type ReaderView = v.InferOutput<typeof ReaderViewSchema>;
export const defaultReaderView: ReaderView = v.parse(ReaderViewSchema, {});

/** Tilawahku's kv keys; all but the view settings are personal and leave at sign-out (db/personal-data.ts). */
export const TILAWAH_KV_KEYS = {
  position: PERSONAL_KV_KEYS.tilawahPosition,
  view: 'tilawah-view',
  target: PERSONAL_KV_KEYS.tilawahTarget,
  /** When the target was last set, for 'the last one set wins' across phones. */
  targetAt: PERSONAL_KV_KEYS.tilawahTargetAt,
  /** The last day this phone synced: later syncs send the days from the day before it on. */
  pushedThrough: PERSONAL_KV_KEYS.tilawahPushedThrough,
  /** Counts local changes, so a change made while a sync was on its way gets a sync of its own. */
  rev: PERSONAL_KV_KEYS.tilawahRev,
  /** The account record's rev in the last answer merged here: the next sync asks only for what changed after it. */
  serverRev: PERSONAL_KV_KEYS.tilawahServerRev,
} as const;
const POSITION = TILAWAH_KV_KEYS.position;
const VIEW = TILAWAH_KV_KEYS.view;
const TARGET = TILAWAH_KV_KEYS.target;

export const readPosition = (database: JariyahDatabase = defaultDb) => readKv(POSITION, ReadingPositionSchema, database);
export const savePosition = (position: ReadingPosition, database: JariyahDatabase = defaultDb) => writeKv(POSITION, position, database);

export async function readReaderView(database: JariyahDatabase = defaultDb): Promise<ReaderView> {
  return (await readKv(VIEW, ReaderViewSchema, database)) ?? defaultReaderView;
}
export async function updateReaderView(change: Partial<ReaderView>, database: JariyahDatabase = defaultDb): Promise<ReaderView> {
  const next = v.parse(ReaderViewSchema, { ...(await readReaderView(database)), ...change });
  await writeKv(VIEW, next, database);
  return next;
}

export const readTargetValue = <S extends v.GenericSchema>(schema: S, database: JariyahDatabase = defaultDb) => readKv(TARGET, schema, database);
export function saveTargetValue(target: unknown, now: Date, database: JariyahDatabase = defaultDb): Promise<void> {
  return writeTarget(target, now.toISOString(), database);
}
/** The target and when it was set, together (a synced target keeps the time it was set on its phone). */
export async function writeTarget(target: unknown, at: string, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.transaction('rw', database.kv, async () => {
    await writeKv(TARGET, target, database);
    await writeKv(TILAWAH_KV_KEYS.targetAt, at, database);
  });
}
export const readTargetAt = (database: JariyahDatabase = defaultDb) => readKv(TILAWAH_KV_KEYS.targetAt, v.pipe(v.string(), v.isoTimestamp()), database);

/** The last day this phone synced (sync/tilawah-sync.ts). */
export const readPushedThrough = (database: JariyahDatabase = defaultDb) => readKv(TILAWAH_KV_KEYS.pushedThrough, v.pipe(v.string(), v.isoDate()), database);
export const writePushedThrough = (day: string, database: JariyahDatabase = defaultDb) => writeKv(TILAWAH_KV_KEYS.pushedThrough, day, database);

/** How many local changes there have been, so a change made while a sync was on its way gets its own. */
export async function readSyncRev(database: JariyahDatabase = defaultDb): Promise<number> {
  return (await readKv(TILAWAH_KV_KEYS.rev, v.number(), database)) ?? 0;
}
export const writeSyncRev = (rev: number, database: JariyahDatabase = defaultDb) => writeKv(TILAWAH_KV_KEYS.rev, rev, database);

/** The account record's rev this phone last merged (0: none yet, so the next answer brings everything). */
export async function readServerRev(database: JariyahDatabase = defaultDb): Promise<number> {
  return (await readKv(TILAWAH_KV_KEYS.serverRev, v.pipe(v.number(), v.integer(), v.minValue(0)), database)) ?? 0;
}
export const writeServerRev = (rev: number, database: JariyahDatabase = defaultDb) => writeKv(TILAWAH_KV_KEYS.serverRev, rev, database);

export const readDays = (database: JariyahDatabase = defaultDb): Promise<TilawahDay[]> => database.tilawahDays.toArray();

/** Changes one day's record in a transaction, so two screens reading at once never drop a verse. */
export function updateDay(date: string, change: (day: TilawahDay | undefined) => TilawahDay, database: JariyahDatabase = defaultDb): Promise<TilawahDay> {
  return database.transaction('rw', database.tilawahDays, async () => {
    const next = change(await database.tilawahDays.get(date));
    await database.tilawahDays.put(next);
    return next;
  });
}

/**
 * Verses just read: the day's record and 'Terakhir dibaca' change together, in one transaction,
 * so the place shown and the progress counted come from the same reading and never disagree.
 */
export function recordRead(date: string, change: (day: TilawahDay | undefined) => TilawahDay, position: ReadingPosition, database: JariyahDatabase = defaultDb): Promise<TilawahDay> {
  return database.transaction('rw', database.tilawahDays, database.kv, async () => {
    const next = change(await database.tilawahDays.get(date));
    await database.tilawahDays.put(next);
    await writeKv(POSITION, position, database);
    return next;
  });
}

export const bookmarkKey = (surah: number, ayah: number) => `${surah}:${ayah}`;

export async function setBookmark(surah: number, ayah: number, marked: boolean, now: Date, database: JariyahDatabase = defaultDb): Promise<TilawahBookmark> {
  const row: TilawahBookmark = { key: bookmarkKey(surah, ayah), surah, ayah, updatedAt: now.toISOString(), deleted: !marked };
  await database.tilawahBookmarks.put(row);
  return row;
}

/** Bookmarks in force, newest first. */
export async function activeBookmarks(database: JariyahDatabase = defaultDb): Promise<TilawahBookmark[]> {
  const rows = await database.tilawahBookmarks.orderBy('updatedAt').reverse().toArray();
  return rows.filter((row) => !row.deleted);
}
