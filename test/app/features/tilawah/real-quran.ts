import surahListFile from '../../../../public/json/surah-list.json';

/*
 * The 114 surah files exactly as the build makes them (Kemenag's translation, footnote markers
 * gone), for tests over the real data. The build script runs on Node and is type-checked by the
 * node project (tsconfig.node.json); the app's type project has no Node types, so the script is
 * loaded here by a path tsc does not follow, and only the shape used is declared.
 */
type BuiltVerse = { a: number; ar: string; tr: string; juz: number; hal: number; rub: number };
export type BuiltSurah = { nomor: number; ayat: BuiltVerse[] };
type BuildScript = { buildQuranFiles: () => Map<string, string> };

const scriptPath = '../../../../scripts/quran-data/build-quran-data.ts';
const build = (await import(/* @vite-ignore */ scriptPath)) as BuildScript;

let built: BuiltSurah[] | undefined;
export function realSurahs(): BuiltSurah[] {
  if (!built) {
    const files = build.buildQuranFiles();
    built = Array.from({ length: 114 }, (_, i) => JSON.parse(files.get(`quran/surah/${i + 1}.json`)!) as BuiltSurah);
  }
  return built;
}

/** The surah list the app ships (names as 'Cari ayat' reads them). */
export const realSurahList = surahListFile.items;
