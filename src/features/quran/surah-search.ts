import type { Surah } from '../../lib/surah-list';

/** Lower case, no accents, letters and digits only: "Al-Fātiḥah" and "al fatihah" meet. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Surahs whose number starts with the query, or whose Latin name or meaning contains it. */
export function filterSurahs<T extends Pick<Surah, 'nomor' | 'namaLatin' | 'arti'>>(surahs: readonly T[], query: string): T[] {
  const q = normalizeForSearch(query);
  if (!q) return [...surahs];
  const digitsOnly = /^\d+$/.test(q);
  return surahs.filter((s) => {
    if (digitsOnly) return String(s.nomor).startsWith(String(Number(q)));
    return normalizeForSearch(s.namaLatin).includes(q) || normalizeForSearch(s.arti).includes(q) || normalizeForSearch(`surah${s.namaLatin}`).includes(q);
  });
}
