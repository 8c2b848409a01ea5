import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { db } from '../../db/database';
import { activeBookmarks, defaultReaderView, readDays, readPosition, readReaderView, readTargetValue, saveTargetValue } from '../../db/tilawah';
import { defaultTarget, TargetSchema, type Target } from './reading-habit';
import { syncSoon } from './sync-soon';

/** Live views of Tilawahku's records; `undefined` while the first read is under way. */
export const usePosition = () => useLiveQuery(() => readPosition().then((p) => p ?? null), []);
export const useReaderView = () => useLiveQuery(() => readReaderView(), [], defaultReaderView);
export const useReadingDays = () => useLiveQuery(() => readDays(), []);
export const useBookmarks = () => useLiveQuery(() => activeBookmarks(), []);
export const useBookmarkKeys = () => useLiveQuery(async () => new Set((await db.tilawahBookmarks.toArray()).filter((b) => !b.deleted).map((b) => b.key)), [], new Set<string>());

export async function readTarget(): Promise<Target> {
  return (await readTargetValue(TargetSchema)) ?? defaultTarget;
}
export async function saveTarget(target: Target, now: Date = new Date()): Promise<void> {
  await saveTargetValue(v.parse(TargetSchema, target), now);
  await syncSoon({ now: true });
}
export const useTarget = () => useLiveQuery(() => readTarget(), []);
