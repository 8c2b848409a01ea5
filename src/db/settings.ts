import * as v from 'valibot';
import { liveQuery } from 'dexie';
import { db as defaultDb, type JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';
import { defaultSettings, SettingsSchema, type Settings } from './settings-schema';

// The schema lives in ./settings-schema and the hook in ./use-settings, which the first screen
// can import without Dexie.
export { defaultSettings, SettingsSchema, type Settings } from './settings-schema';

const KEY = 'settings';

export async function readSettings(database: JariyahDatabase = defaultDb): Promise<Settings> {
  return (await readKv(KEY, SettingsSchema, database)) ?? defaultSettings;
}

export async function updateSettings(change: Partial<Settings>, database: JariyahDatabase = defaultDb): Promise<Settings> {
  const next = v.parse(SettingsSchema, { ...(await readSettings(database)), ...change });
  await writeKv(KEY, next, database);
  return next;
}

/** Calls `onChange` with the stored settings now and after every change; returns the stop. */
export function watchSettings(onChange: (settings: Settings) => void): () => void {
  const subscription = liveQuery(() => readSettings()).subscribe({ next: onChange, error: () => undefined });
  return () => subscription.unsubscribe();
}
