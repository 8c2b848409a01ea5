/*
 * 'Cari ayat': search in the Kemenag translation, on the device. Every word typed must appear
 * (as a word or inside one, so 'sabar' finds 'bersabar' and 'kesabaran'); the exact phrase ranks
 * first, then whole words over parts of words, then shorter verses (the word weighs more there),
 * then the mushaf's order.
 */

export type SearchableVerse = { surah: number; ayah: number; text: string };
export type VerseHit = SearchableVerse & { score: number };
export type Segment = { text: string; hit: boolean };

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function queryWords(query: string): string[] {
  return [...new Set(fold(query).split(/[^a-z0-9']+/).map((w) => w.replace(/^'+|'+$/g, '')).filter((w) => w.length >= 2))];
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function searchVerses(verses: readonly SearchableVerse[], query: string, limit = 100): { hits: VerseHit[]; total: number } {
  const words = queryWords(query);
  if (words.length === 0) return { hits: [], total: 0 };
  const phrase = words.join(' ');
  const whole = words.map((w) => new RegExp(`(^|[^a-z0-9])${escape(w)}($|[^a-z0-9])`));
  const hits: VerseHit[] = [];
  for (const verse of verses) {
    const text = fold(verse.text);
    if (!words.every((w) => text.includes(w))) continue;
    let score = 0;
    if (words.length > 1 && text.replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').includes(phrase)) score += 100;
    for (const pattern of whole) score += pattern.test(text) ? 10 : 4;
    score += Math.max(0, 5 - text.length / 100);
    hits.push({ ...verse, score });
  }
  hits.sort((a, b) => b.score - a.score || a.surah - b.surah || a.ayah - b.ayah);
  return { hits: hits.slice(0, limit), total: hits.length };
}

/** The text cut into pieces, the parts that match a query word marked for highlighting. */
export function highlight(text: string, query: string): Segment[] {
  const words = queryWords(query);
  if (words.length === 0) return [{ text, hit: false }];
  const folded = fold(text);
  // Folding removes combining marks only, so indexes may shift for accented letters: map them.
  const map: number[] = [];
  let foldedIndex = 0;
  for (let i = 0; i < text.length; i++) {
    const piece = fold(text[i]!);
    for (let j = 0; j < piece.length; j++) map[foldedIndex++] = i;
  }
  map[foldedIndex] = text.length;
  const marks = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      for (let k = map[at]!; k < (map[at + word.length] ?? text.length); k++) marks[k] = true;
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = segments.at(-1);
    if (last && last.hit === marks[i]) last.text += text[i];
    else segments.push({ text: text[i]!, hit: marks[i]! });
  }
  return segments;
}
