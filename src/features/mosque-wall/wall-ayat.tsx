import { useEffect, useState } from 'react';
import { loadStaticJson } from '../../api/static-json';
import { addDays } from '../../contract/zone-clock';
import { QURAN_CACHE } from '../../lib/quran-cache';
import { readQuranFile, surahTextPath, SurahTextSchema, type Verse } from '../../lib/quran-files';
import { SurahListFileSchema, surahListFile } from '../../lib/surah-list';
import { AYAT_DAYS_KEPT, ayatCitation, ayatPassage, ayatPlaceOfDay } from './wall-ayat-pick';
import { LONG_ARABIC, LONG_MEANING, readingStyles as styles, WallReading } from './wall-reading';

export type AyatOfDay = { date: string; citation: string; verses: Verse[] };

async function ayatOfDay(date: string): Promise<AyatOfDay | null> {
  const list = await loadStaticJson(surahListFile, SurahListFileSchema);
  const place = ayatPlaceOfDay(date, list.items.map((s) => s.jumlahAyat));
  const text = await readQuranFile(surahTextPath(place.surah), SurahTextSchema);
  const passage = ayatPassage(text.ayat, place.ayah);
  return passage && { date, citation: ayatCitation(list.items[place.surah - 1]!.namaLatin, passage), verses: passage.verses };
}

/** Puts the surahs of the coming days into the Qur'an cache (the one the worker answers /quran/ from), skipping those there. */
async function keepComingAyat(date: string): Promise<void> {
  if (!('caches' in globalThis) || !navigator.onLine) return;
  const list = await loadStaticJson(surahListFile, SurahListFileSchema);
  const counts = list.items.map((s) => s.jumlahAyat);
  const surahs = new Set(Array.from({ length: AYAT_DAYS_KEPT }, (_, i) => ayatPlaceOfDay(addDays(date, i), counts).surah));
  const cache = await caches.open(QURAN_CACHE);
  for (const surah of surahs) {
    const path = surahTextPath(surah);
    if (await cache.match(path)) continue;
    const response = await fetch(path);
    if (response.ok) await cache.put(path, response);
  }
}

/** When the page is idle; where the browser cannot tell (Safari), just after the screen first drew. */
const whenIdle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }
  let cancelled = false;
  void Promise.resolve().then(() => cancelled || work());
  return () => {
    cancelled = true;
  };
};

/**
 * The date's ayat, loaded once the screen is idle (the Qur'an stays out of the screen's first
 * load); null until then, when switched off, or when it cannot be read (the board shows instead).
 */
export function useAyatOfDay(date: string, enabled: boolean): AyatOfDay | null {
  const [ayat, setAyat] = useState<AyatOfDay | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const cancel = whenIdle(() => {
      ayatOfDay(date).then((found) => live && setAyat(found), (error: unknown) => console.error('Ayat hari ini tidak bisa dimuat', error));
      keepComingAyat(date).catch((error: unknown) => console.error('Ayat hari-hari mendatang belum tersimpan', error));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [date, enabled]);
  return enabled && ayat?.date === date ? ayat : null;
}

const arabicDigits = new Intl.NumberFormat('ar-u-nu-arab', { useGrouping: false });

/** The ayat of the day: the Arabic, its Kemenag translation, and where it stands in the mushaf. */
export function WallAyat({ ayat, hm }: { ayat: AyatOfDay; hm: string }) {
  const several = ayat.verses.length > 1;
  const arabic = ayat.verses.map((v) => `${v.ar} \u06dd${arabicDigits.format(v.a)}`).join(' ');
  const meaning = ayat.verses.map((v) => (several ? `(${v.a}) ${v.tr}` : v.tr)).join(' ');
  return (
    <WallReading phase="ayat" label="Ayat hari ini" hm={hm}>
      <p className={`arabic ${styles.arabic}`} lang="ar" dir="rtl" data-long={arabic.length > LONG_ARABIC ? '' : undefined}>{arabic}</p>
      <p className={styles.meaning} data-long={meaning.length > LONG_MEANING ? '' : undefined}>“{meaning}”</p>
      <p className={styles.cite} data-testid="wall-ayat-cite">{ayat.citation}</p>
    </WallReading>
  );
}
