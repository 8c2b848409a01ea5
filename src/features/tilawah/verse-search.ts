import { namesSurah, spellingKey } from './surah-search';

/*
 * 'Cari ayat': search in the Kemenag translation, on the device. Every word typed must appear
 * (as a word or inside one, so 'sabar' finds 'bersabar' and 'kesabaran'), except a word that
 * names the verse's own surah ('kahfi pemuda' finds the youths of Al-Kahf). Ranked by relevance,
 * never by where the verse sits: the exact phrase first, then whole words over parts of words,
 * a small bonus inside a surah the query names, and among equals the shorter verse (the words
 * weigh more there), then the mushaf's order.
 */

export type SearchableVerse = { surah: number; ayah: number; text: string };
export type VerseHit = SearchableVerse & { score: number };
export type Segment = { text: string; hit: boolean };
export type SurahNaming = { nomor: number; namaLatin: string };

export const SCORE = {
  phrase: 100,
  /** The phrase found, but running into longer words at its ends ('anak yatimnya'). */
  phraseInsideWords: 50,
  wholeWord: 10,
  partOfWord: 4,
  /** Less than the gap between a whole word and a part of one: it only orders near equals. */
  surahNamed: 5,
} as const;

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
/** Words separated by single spaces, punctuation gone: 'anak-anak yatim,' → 'anak anak yatim'. */
const spaced = (folded: string) => ` ${folded.replace(/[^a-z0-9']+/g, ' ').trim()} `;

/*
 * Common spellings people type for words the Kemenag translation spells its own way (counted in
 * the translation: 'salat' 101 times, 'shalat' never; 'Alquran' 313, "Al-Qur'an" never).
 */
const KEMENAG_SPELLING: Readonly<Record<string, string>> = {
  shalat: 'salat', sholat: 'salat', solat: 'salat', sembahyang: 'salat',
  "qur'an": 'alquran',
  taqwa: 'takwa', syaitan: 'setan', syetan: 'setan', ramadhan: 'ramadan',
  adzab: 'azab', dzalim: 'zalim', dholim: 'zalim', rizki: 'rezeki', rizqi: 'rezeki', rejeki: 'rezeki',
  sadaqah: 'sedekah', shadaqah: 'sedekah', shodaqoh: 'sedekah', sodaqoh: 'sedekah', sodakoh: 'sedekah',
  munafiq: 'munafik', qiamat: 'kiamat', kiyamat: 'kiamat', akherat: 'akhirat', sorga: 'surga', wudhu: 'wudu',
  ruku: 'rukuk', "ruku'": 'rukuk', "do'a": 'doa', "jum'at": 'jumat', shubuh: 'subuh', shabar: 'sabar',
};

/** The words as typed, in order and repeated where the query repeats them (for the phrase). */
export function phraseWords(query: string): string[] {
  const words = fold(query).split(/[^a-z0-9']+/).map((w) => w.replace(/^'+|'+$/g, '')).filter((w) => w.length >= 2);
  // 'al quran' and "al-qur'an" are one word there, Alquran ('quran' is inside it).
  return words
    .map((word) => KEMENAG_SPELLING[word] ?? word)
    .filter((word, i, all) => !(word === 'al' && (all[i + 1] === 'alquran' || all[i + 1] === 'quran')));
}

/** Each word once: each must be found. */
export const queryWords = (query: string): string[] => [...new Set(phraseWords(query))];

type Prepared = { folded: string; spaced: string };
// Folding 6,236 verses on every keystroke would be wasted work: each verse is folded once.
const prepared = new WeakMap<SearchableVerse, Prepared>();
function prepare(verse: SearchableVerse): Prepared {
  let ready = prepared.get(verse);
  if (!ready) {
    const folded = fold(verse.text);
    ready = { folded, spaced: spaced(folded) };
    prepared.set(verse, ready);
  }
  return ready;
}

/**
 * The surahs the query names, and by which of its words: 'al baqarah', 'al-baqarah', 'baqarah'
 * and 'albaqarah' all name Al-Baqarah (one word, or two run together).
 */
export function surahsNamedIn(words: readonly string[], surahs: readonly SurahNaming[]): Map<number, Set<string>> {
  const named = new Map<number, Set<string>>();
  if (surahs.length === 0) return named;
  const byKey = new Map<string, number>();
  for (const surah of surahs) {
    const key = spellingKey(surah.namaLatin);
    byKey.set(key, surah.nomor);
    const bare = key.replace(/^a[lnrstdz]/, '');
    // Without its article a short name would be an everyday word ('allah' would name Al-A'la).
    if (bare.length >= 4 && !byKey.has(bare)) byKey.set(bare, surah.nomor);
  }
  // 'kahfi' for Al-Kahf: a name may run a vowel or two longer, never into another word ('sabar').
  const lookUp = (key: string): number | undefined => {
    if (key.length < 3) return undefined;
    const exact = byKey.get(key);
    if (exact !== undefined) return exact;
    for (const [name, nomor] of byKey) if (namesSurah(key, name)) return nomor;
    return undefined;
  };
  const mark = (nomor: number | undefined, ...ws: string[]) => {
    if (nomor === undefined) return;
    const set = named.get(nomor) ?? new Set<string>();
    for (const w of ws) set.add(w);
    named.set(nomor, set);
  };
  words.forEach((word, i) => {
    mark(lookUp(spellingKey(word)), word);
    const next = words[i + 1];
    if (next !== undefined) mark(lookUp(spellingKey(word + next)), word, next);
  });
  return named;
}

/** How well one verse answers the words, or `undefined` when a word is missing. */
export function scoreVerse(verse: SearchableVerse, query: string, namingWords?: ReadonlySet<string>): number | undefined {
  const words = queryWords(query);
  const { folded, spaced: text } = prepare(verse);
  let score = 0;
  let matched = 0;
  for (const word of words) {
    if (text.includes(` ${word} `)) score += SCORE.wholeWord;
    // A word of the surah's name counts where the text says it, never as a part of a word: the
    // 'al' of 'al fatihah' is not the 'al' of 'Allah'.
    else if (namingWords?.has(word)) continue;
    else if (folded.includes(word)) score += SCORE.partOfWord;
    else return undefined;
    matched += 1;
  }
  if (matched === 0) return undefined;
  const inText = phraseWords(query).filter((w) => !namingWords?.has(w));
  if (inText.length > 1) {
    const phrase = inText.join(' ');
    if (text.includes(` ${phrase} `)) score += SCORE.phrase;
    else if (text.includes(phrase)) score += SCORE.phraseInsideWords;
  }
  if (namingWords && namingWords.size > 0) score += SCORE.surahNamed;
  return score;
}

export function searchVerses(
  verses: readonly SearchableVerse[],
  query: string,
  { limit = 100, surahs = [] }: { limit?: number; surahs?: readonly SurahNaming[] } = {},
): { hits: VerseHit[]; total: number } {
  const words = queryWords(query);
  if (words.length === 0) return { hits: [], total: 0 };
  const named = surahsNamedIn(words, surahs);
  const hits: VerseHit[] = [];
  for (const verse of verses) {
    const score = scoreVerse(verse, query, named.get(verse.surah));
    if (score !== undefined) hits.push({ ...verse, score });
  }
  hits.sort((a, b) => b.score - a.score || a.text.length - b.text.length || a.surah - b.surah || a.ayah - b.ayah);
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
