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
      // 'kahfi' finds Al-Kahf, 'yasinan' does not matter: the typed word may run past the name.
      (nameWithoutArticle.length >= 3 && keyWithoutArticle.startsWith(nameWithoutArticle)) ||
      spellingKey(s.arti).includes(key)
    );
  });
}
