import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase, type TilawahBookmark, type TilawahDay } from './database';
import { readKv, writeKv } from './kv';

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

const POSITION = 'tilawah-position';
const VIEW = 'tilawah-view';
const TARGET = 'tilawah-target';

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
export const saveTargetValue = (target: unknown, database: JariyahDatabase = defaultDb) => writeKv(TARGET, target, database);

export const readDays = (database: JariyahDatabase = defaultDb): Promise<TilawahDay[]> => database.tilawahDays.toArray();

/** Changes one day's record in a transaction, so two screens reading at once never drop a verse. */
export function updateDay(date: string, change: (day: TilawahDay | undefined) => TilawahDay, database: JariyahDatabase = defaultDb): Promise<TilawahDay> {
  return database.transaction('rw', database.tilawahDays, async () => {
    const next = change(await database.tilawahDays.get(date));
    await database.tilawahDays.put(next);
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
