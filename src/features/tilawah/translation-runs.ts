/*
 * Where the Arabic verse ends before the Indonesian sentence does, Kemenag's translation carries
 * the sentence on into the next verse: 18:1 '…Dia tidak menjadikannya bengkok' goes on in 18:2
 * 'sebagai bimbingan yang lurus, …' and ends in 18:3 'mereka kekal di dalamnya …'. The source
 * (quran-json) drops every verse's closing punctuation, so a verse alone cannot tell where its
 * sentence ends; the next verse tells: an Indonesian sentence opens with a capital letter, so a
 * verse whose translation opens with a small one (after an opening bracket or quote mark, as in
 * '(yaitu) orang-orang yang …') continues the sentence of the verse before it. The verses one
 * sentence spans are a run; the reader shows a run's translation whole under its last verse.
 */

type Translated = { a: number; tr: string };

/** Whether this translation goes on with the sentence of the verse before it. */
export const continuesPrevious = (tr: string): boolean => /^[\s("'“‘]*\p{Ll}/u.test(tr);

/** The verses (a contiguous slice, in order) one translated sentence spans. */
export type TranslationRun<V extends Translated = Translated> = readonly V[];

/**
 * The verses split into runs, in order: each verse in exactly one. Only the verses given are
 * joined, so a view that starts mid-surah (a juz) starts its first run where the view does.
 */
export function translationRuns<V extends Translated>(verses: readonly V[]): TranslationRun<V>[] {
  const runs: V[][] = [];
  verses.forEach((verse, i) => {
    const previous = verses[i - 1];
    const current = runs.at(-1);
    if (current && previous && previous.a + 1 === verse.a && continuesPrevious(verse.tr)) current.push(verse);
    else runs.push([verse]);
  });
  return runs;
}

/** Each verse's run, by verse number, for a view that draws verse by verse. */
export function runsByVerse<V extends Translated>(verses: readonly V[]): Map<number, TranslationRun<V>> {
  const byVerse = new Map<number, TranslationRun<V>>();
  for (const run of translationRuns(verses)) for (const verse of run) byVerse.set(verse.a, run);
  return byVerse;
}

/** The run's verse numbers as people write them: '2' or '1-3'. */
export const runAyahs = (run: TranslationRun): string => (run.length > 1 ? `${run[0]!.a}-${run.at(-1)!.a}` : String(run[0]!.a));

/**
 * The run's sentence as plain text, each verse's words after its number in brackets, so a copy
 * says which words belong to which verse: '(1) Segala puji … (2) sebagai … (3) mereka kekal …'.
 * A run of one verse is its translation alone.
 */
export const runAsText = (run: TranslationRun): string =>
  run.length > 1 ? run.map((verse) => `(${verse.a}) ${verse.tr}`).join(' ') : run[0]!.tr;
