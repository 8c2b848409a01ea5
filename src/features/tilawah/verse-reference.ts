import { namesSurah, searchSurahs, spellingKey } from './surah-search';

/*
 * A query that points at a place rather than at words: '2:255', 'al-baqarah 255',
 * 'albaqarah:255', 'QS. Al-Baqarah [2]: 255' (a citation pasted back), 'yasin ayat 9', or a
 * surah's name alone ('Al-Kahfi'). 'Cari ayat' shows that verse (or surah) first.
 */

type Surah = { nomor: number; namaLatin: string; arti: string; jumlahAyat: number };

export type VerseReference<S extends Surah = Surah> =
  | { kind: 'verse'; surah: S; ayah: number }
  /** The surah exists, the verse number does not: 'Al-Fatihah 9'. */
  | { kind: 'beyond'; surah: S; ayah: number }
  | { kind: 'surah'; surah: S };

const lead = /^(?:q\.?\s*s\.?|surah|surat|qur'?an)\s*/;

/** One surah from a written name (before a verse number): its name, loosely spelt, or its meaning. */
function surahByName<S extends Surah>(surahs: readonly S[], name: string): S | undefined {
  const key = spellingKey(name);
  if (key.length < 3) return undefined;
  const exact = surahs.filter((s) => {
    const own = spellingKey(s.namaLatin);
    return own === key || own.replace(/^a[lnrstdz]/, '') === key;
  });
  if (exact.length === 1) return exact[0];
  // 'kahfi', 'yaasiin', 'pembukaan': what the surah list accepts, when only one surah fits.
  const loose = searchSurahs(surahs, name);
  return loose.length === 1 ? loose[0] : undefined;
}

export function parseVerseReference<S extends Surah>(query: string, surahs: readonly S[]): VerseReference<S> | undefined {
  if (surahs.length === 0) return undefined;
  const text = query.trim().toLowerCase().replace(lead, '').replace(/\[\s*\d{1,3}\s*\]/, ' ').trim();
  const numbered = /^(\d{1,3})\s*[:.]\s*(\d{1,3})$/.exec(text);
  const named = numbered ? undefined : /^(.*?[a-z'].*?)\s*(?:[:,.]|\s)\s*(?:ayat\s*|ay\.?\s*)?(\d{1,3})$/.exec(text);
  let surah: S | undefined;
  let ayah: number | undefined;
  if (numbered) {
    surah = surahs.find((s) => s.nomor === Number(numbered[1]));
    ayah = Number(numbered[2]);
  } else if (named) {
    surah = surahByName(surahs, named[1]!);
    ayah = Number(named[2]);
  } else if (/^[a-z' -]+$/.test(text)) {
    // A name alone names the surah only when it is the name itself, so 'sapi' stays a word search.
    const key = spellingKey(text);
    const match = surahs.filter((s) => {
      const own = spellingKey(s.namaLatin);
      const bare = own.replace(/^a[lnrstdz]/, '');
      const names = bare.length >= 4 ? [own, bare] : [own];
      // 'Al-Kahfi' for Al-Kahf: a name may run a letter or two longer as people write it.
      return names.some((name) => namesSurah(key, name));
    });
    return match.length === 1 ? { kind: 'surah', surah: match[0]! } : undefined;
  }
  if (!surah || ayah === undefined) return undefined;
  if (ayah < 1 || ayah > surah.jumlahAyat) return { kind: 'beyond', surah, ayah };
  return { kind: 'verse', surah, ayah };
}
