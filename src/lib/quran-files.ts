import * as v from 'valibot';
import { QURAN_CACHE } from './quran-cache';

/*
 * The Qur'an text files the build makes (scripts/quran-data/): one per surah, the Uthmani text
 * and the Kemenag translation of each verse. Read by Tilawahku and by the wall's ayat of the day.
 */

export const VerseSchema = v.object({
  a: v.pipe(v.number(), v.integer(), v.minValue(1)),
  ar: v.pipe(v.string(), v.nonEmpty()),
  tr: v.string(),
  juz: v.number(),
  hal: v.number(),
  rub: v.number(),
  sajdah: v.optional(v.literal(true)),
});
export type Verse = v.InferOutput<typeof VerseSchema>;

export const SurahTextSchema = v.object({ nomor: v.number(), ayat: v.array(VerseSchema) });
export type SurahText = v.InferOutput<typeof SurahTextSchema>;

export const surahTextPath = (nomor: number) => `/quran/surah/${nomor}.json`;

/**
 * A Qur'an file: from the network (kept in the Qur'an cache on the way, so each surah read once
 * opens offline even before the worker controls the page), else from that cache. Parsed with
 * its schema.
 */
export async function readQuranFile<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
  const cache = 'caches' in globalThis ? await caches.open(QURAN_CACHE) : undefined;
  let response: Response | undefined;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' } });
    if (response.ok) await cache?.put(path, response.clone());
  } catch {
    response = undefined;
  }
  if (!response?.ok) response = (await cache?.match(path)) ?? response;
  if (!response?.ok) throw new Error(`${path}: ${response ? `HTTP ${response.status}` : 'offline'}`);
  return v.parse(schema, await response.json());
}
