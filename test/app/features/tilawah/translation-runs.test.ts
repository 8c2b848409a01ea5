import { describe, expect, it } from 'vitest';
import { continuesPrevious, runAsText, runAyahs, runsByVerse, translationRuns } from '../../../../src/features/tilawah/translation-runs';
import { verseAsText } from '../../../../src/features/tilawah/verse-actions';
import { realSurahList, realSurahs } from './real-quran';

/*
 * Kemenag's translation carries some sentences over several verses, and the source drops every
 * verse's closing punctuation. Over the real data: where a sentence runs on, the reader and the
 * share text get it whole, and no translation shown ends where its sentence does not.
 */

const surah = (n: number) => realSurahs()[n - 1]!;
const runOf = (n: number, a: number) => runsByVerse(surah(n).ayat).get(a)!;
const alKahf = realSurahList.find((s) => s.nomor === 18)!;

describe('a sentence over several verses', () => {
  it('joins QS 18:1-3 into the one sentence Kemenag wrote, each part after its own verse number', () => {
    const run = runOf(18, 2);
    expect(run.map((v) => v.a)).toEqual([1, 2, 3]);
    expect(runOf(18, 1)).toEqual(run);
    expect(runOf(18, 3)).toEqual(run);
    expect(runAyahs(run)).toBe('1-3');
    const text = runAsText(run);
    expect(text).toMatch(/^\(1\) Segala puji bagi Allah .* bengkok \(2\) sebagai bimbingan yang lurus, .* \(3\) mereka kekal di dalamnya untuk selama-lamanya$/);
  });

  it('gives QS 18:4 and 18:67 whole: each is a sentence of its own, the next verse opens a new one', () => {
    for (const [a, next] of [[4, 'Mereka sama sekali'], [67, 'Dan bagaimana engkau']] as const) {
      expect(runOf(18, a).map((v) => v.a)).toEqual([a]);
      expect(surah(18).ayat[a]!.tr.startsWith(next)).toBe(true);
      expect(continuesPrevious(surah(18).ayat[a]!.tr)).toBe(false);
    }
    expect(runAsText(runOf(18, 67))).toBe('Dia menjawab, "Sungguh, engkau tidak akan sanggup sabar bersamaku');
    // Nearby, where the sentence does run on (18:65 opens with a small letter), the two are joined.
    expect(runOf(18, 65).map((v) => v.a)).toEqual([64, 65]);
  });

  it('reads a small letter after an opening bracket or quote as the sentence going on', () => {
    expect(continuesPrevious('(yaitu) orang-orang yang beriman')).toBe(true);
    expect(continuesPrevious('ṣirāṭ orang-orang')).toBe(true);
    expect(continuesPrevious('(Ingatlah) ketika')).toBe(false);
    expect(continuesPrevious('"Wahai kaumku')).toBe(false);
    expect(continuesPrevious('Ṣibgah Allah')).toBe(false);
  });

  it('shares a verse of a run with the whole sentence, all its verses and the range cited', () => {
    const text = verseAsText(alKahf, runOf(18, 2));
    expect(text).toContain('"(1) Segala puji bagi Allah');
    expect(text).toContain('(3) mereka kekal di dalamnya untuk selama-lamanya"');
    expect(text).toContain('\u06dd\u0663'); // verse 3's end mark among the Arabic
    expect(text.endsWith('(QS. Al-Kahf [18]: 1-3)')).toBe(true);
    const alone = surah(18).ayat[9]!;
    expect(verseAsText(alKahf, runOf(18, 10))).toBe(`${alone.ar}\n\n"${alone.tr}"\n(QS. Al-Kahf [18]: 10)`);
  });
});

describe('over the whole mushaf', () => {
  it('puts every verse in exactly one run, and no run ends where the next verse goes on with its sentence', () => {
    let verses = 0;
    let joined = 0;
    let continuing = 0;
    for (const file of realSurahs()) {
      const runs = translationRuns(file.ayat);
      expect(runs.flat().map((v) => v.a)).toEqual(file.ayat.map((v) => v.a));
      for (const run of runs) {
        const next = file.ayat[run.at(-1)!.a]; // the verse after the run, by index
        if (next) expect(continuesPrevious(next.tr), `${file.nomor}:${next.a}`).toBe(false);
        run.slice(1).forEach((v) => expect(continuesPrevious(v.tr), `${file.nomor}:${v.a}`).toBe(true));
        // The whole sentence holds every word of every verse in it, in order.
        expect(runAsText(run).replace(/\(\d+\) /g, '')).toBe(run.map((v) => v.tr).join(' '));
        if (run.length > 1) joined += 1;
      }
      verses += file.ayat.length;
      continuing += file.ayat.filter((v, i) => i > 0 && continuesPrevious(v.tr)).length;
    }
    expect(verses).toBe(6236);
    // No surah opens mid-sentence, and no juz does either: a juz view never cuts a run.
    for (const file of realSurahs()) {
      expect(continuesPrevious(file.ayat[0]!.tr), `${file.nomor}:1`).toBe(false);
      file.ayat.forEach((v, i) => i > 0 && v.juz !== file.ayat[i - 1]!.juz && expect(continuesPrevious(v.tr), `${file.nomor}:${v.a}`).toBe(false));
    }
    // Every such run across the mushaf, not only Al-Kahf's: 684 runs, 1,099 verses carrying a sentence on.
    expect(joined).toBeGreaterThan(600);
    expect(continuing).toBeGreaterThan(1000);
  });
});
