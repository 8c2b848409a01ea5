import * as v from 'valibot';
import { useCallback, useEffect, useState } from 'react';
import { readQuranFile, surahTextPath, SurahTextSchema } from '../../lib/quran-files';

export { VerseSchema, SurahTextSchema, surahTextPath, type Verse, type SurahText } from '../../lib/quran-files';

/*
 * The Qur'an files the build makes from quran-json and quran-meta (scripts/quran-data/). They
 * are not precached: the worker keeps each surah after its first reading, and
 * 'Simpan seluruh Al-Qur'an' stores them all (offline-quran.ts).
 */
const Position = v.tuple([v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(114)), v.pipe(v.number(), v.integer(), v.minValue(1))]);

export const QuranMetaSchema = v.object({
  totalAyat: v.literal(6236),
  totalHalaman: v.literal(604),
  basmalah: v.pipe(v.string(), v.nonEmpty()),
  surah: v.pipe(
    v.array(v.object({ nomor: v.number(), ayat: v.number(), juz: v.number(), halaman: v.number() })),
    v.length(114),
  ),
  juz: v.pipe(v.array(v.object({ juz: v.number(), mulai: Position, selesai: Position, ayat: v.number() })), v.length(30)),
  sajdah: v.array(Position),
});
export type QuranMeta = v.InferOutput<typeof QuranMetaSchema>;

export const quranMetaPath = '/quran/meta.json';
/** Every Qur'an file, for 'Simpan seluruh Al-Qur'an'. */
export const allQuranPaths = (): string[] => [quranMetaPath, ...Array.from({ length: 114 }, (_, i) => surahTextPath(i + 1))];

const loaded = new Map<string, Promise<unknown>>();

/** A Qur'an file (readQuranFile), read once per page life: the reader goes back and forth between surahs. */
export function loadQuranFile<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
  let pending = loaded.get(path);
  if (!pending) {
    pending = readQuranFile(path, schema);
    // A failure is not remembered, so 'Coba lagi' tries again.
    pending.catch(() => loaded.delete(path));
    loaded.set(path, pending);
  }
  return pending;
}

export type QuranFileState<T> = ({ status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T }) & { retry: () => void };

function useQuranFile<S extends v.GenericSchema>(path: string, schema: S): QuranFileState<v.InferOutput<S>> {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'ready'; data: v.InferOutput<S> }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadQuranFile(path, schema).then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [path, schema, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

export const loadQuranMeta = () => loadQuranFile(quranMetaPath, QuranMetaSchema);
export const loadSurahText = (nomor: number) => loadQuranFile(surahTextPath(nomor), SurahTextSchema);
export const useQuranMeta = () => useQuranFile(quranMetaPath, QuranMetaSchema);
export const useSurahText = (nomor: number) => useQuranFile(surahTextPath(nomor), SurahTextSchema);

/** Al-Fatihah carries the basmalah as its first verse; At-Taubah has none. */
export const showsBasmalahHeader = (nomor: number): boolean => nomor !== 1 && nomor !== 9;

/** The verse's place in the whole mushaf, 1..6236, from the verse counts of the surahs before it. */
export function verseIndex(meta: Pick<QuranMeta, 'surah'>, surah: number, ayah: number): number {
  let index = 0;
  for (let n = 1; n < surah; n++) index += meta.surah[n - 1]!.ayat;
  return index + ayah;
}

const arabicDigits = new Intl.NumberFormat('ar-u-nu-arab', { useGrouping: false });
/** Verse numbers as Arabic-Indic digits (١٢٣), as in a printed mushaf. */
export const toArabicIndic = (n: number): string => arabicDigits.format(n);
