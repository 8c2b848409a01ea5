import { buildQuranFiles, type QuranSurahFile } from '../../../../scripts/quran-data/build-quran-data';
import surahListFile from '../../../../public/json/surah-list.json';

/** The 114 surah files exactly as the build makes them (Kemenag's translation, footnote markers gone). */
let built: QuranSurahFile[] | undefined;
export function realSurahs(): QuranSurahFile[] {
  if (!built) {
    const files = buildQuranFiles();
    built = Array.from({ length: 114 }, (_, i) => JSON.parse(files.get(`quran/surah/${i + 1}.json`)!) as QuranSurahFile);
  }
  return built;
}

/** The surah list the app ships (names as 'Cari ayat' reads them). */
export const realSurahList = surahListFile.items;
