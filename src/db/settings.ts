import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { db as defaultDb, type JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';

/**
 * The user's settings, kept on the device. The Pengaturan page writes them; the prayer
 * feature reads them. Unknown or broken stored values fall back to the defaults.
 */
export const SettingsSchema = v.object({
  /** Days added to the Umm al-Qura date to match local sighting; the spec's default is −1. */
  hijriAdjustment: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(-2), v.maxValue(2)), -1),
  /** Prayer-time method: Kemenag RI (default) or another adhan method. */
  prayerMethod: v.fallback(v.picklist(['kemenag', 'mwl', 'singapore', 'umm-al-qura']), 'kemenag'),
  /** Short vibration on each tasbih count. */
  tasbihVibration: v.fallback(v.boolean(), true),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

const KEY = 'settings';
export const defaultSettings: Settings = v.parse(SettingsSchema, {});

export async function readSettings(database: JariyahDatabase = defaultDb): Promise<Settings> {
  return (await readKv(KEY, SettingsSchema, database)) ?? defaultSettings;
}

export async function updateSettings(change: Partial<Settings>, database: JariyahDatabase = defaultDb): Promise<Settings> {
  const next = v.parse(SettingsSchema, { ...(await readSettings(database)), ...change });
  await writeKv(KEY, next, database);
  return next;
}

/** The current settings, live; the defaults until the first read completes. */
export function useSettings(): Settings {
  return useLiveQuery(() => readSettings(), [], defaultSettings);
}
