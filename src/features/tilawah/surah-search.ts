/**
 * A spelling-tolerant key for Latin names: lower case, no accents, no punctuation, doubled
 * letters collapsed, a final 'h' dropped, so 'Yasin', 'Ya-Sin' and 'yaasiin' (or 'Al-Fatihah'
 * and 'al fatiha') meet.
 */
export function spellingKey(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(.)\1+/g, '$1')
    .replace(/h$/, '');
}

/**
 * Whether a typed word (as a spelling key) is the surah's name (as a key): the name itself, or
 * the name lengthened by a vowel or two the way Indonesians write it ('kahfi' for Al-Kahf,
 * 'fajri' for Al-Fajr). Only vowels: a consonant makes another word, and the name's apostrophe
 * is no letter, so 'sabar' is a word of its own, never Saba' ('saba') run on.
 */
export function namesSurah(key: string, name: string): boolean {
  if (key === name) return true;
  return name.length >= 4 && key.startsWith(name) && /^[aiueo]{1,2}$/.test(key.slice(name.length));
}

type Searchable = { nomor: number; namaLatin: string; arti: string };

/**
 * Surahs matching what was typed: a number finds that surah (and those starting with it); words
 * find Latin names and meanings, loosely spelt; 'surah' or 'al-' in front are ignored.
 */
export function searchSurahs<T extends Searchable>(surahs: readonly T[], query: string): T[] {
  const trimmed = query.trim().toLowerCase().replace(/^(surah|surat|qs\.?)\s*/, '');
  if (!trimmed) return [...surahs];
  if (/^\d+$/.test(trimmed)) return surahs.filter((s) => String(s.nomor).startsWith(String(Number(trimmed))));
  const key = spellingKey(trimmed);
  const keyWithoutArticle = key.replace(/^a[lnrstdz]/, '');
  if (!key) return [...surahs];
  return surahs.filter((s) => {
    const name = spellingKey(s.namaLatin);
    const nameWithoutArticle = name.replace(/^a[lnrstdz](?=.{3})/, '');
    return (
      name.includes(key) ||
      (keyWithoutArticle.length >= 3 && name.includes(keyWithoutArticle)) ||
      // 'kahfi' finds Al-Kahf: the typed word may run past the name by a vowel or two.
      namesSurah(keyWithoutArticle, nameWithoutArticle) ||
      spellingKey(s.arti).includes(key)
    );
  });
}
