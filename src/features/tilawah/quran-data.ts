import * as v from 'valibot';
import { loadStaticJson, useStaticJson } from '../../api/static-json';

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

export const quranMetaPath = '/quran/meta.json';
export const surahTextPath = (nomor: number) => `/quran/surah/${nomor}.json`;
/** Every Qur'an file, for 'Simpan seluruh Al-Qur'an'. */
export const allQuranPaths = (): string[] => [quranMetaPath, ...Array.from({ length: 114 }, (_, i) => surahTextPath(i + 1))];

export const loadQuranMeta = () => loadStaticJson(quranMetaPath, QuranMetaSchema);
export const loadSurahText = (nomor: number) => loadStaticJson(surahTextPath(nomor), SurahTextSchema);
export const useQuranMeta = () => useStaticJson(quranMetaPath, QuranMetaSchema);
export const useSurahText = (nomor: number) => useStaticJson(surahTextPath(nomor), SurahTextSchema);

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
