import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildQuranFiles, type QuranSurahFile } from '../../scripts/quran-data/build-quran-data.ts';
import { applyTextCorrections, TEXT_CORRECTIONS } from '../../scripts/quran-data/text-corrections.ts';

/*
 * Every verse the build writes, compared with a second, independent Uthmani text: Tanzil Quran Text
 * (Uthmani, version 1.1), kept verbatim in test/fixtures/quran/ (source and licence in its README).
 * Our text comes from quran-json, which writes the KFGQPC encoding; Tanzil writes the same mushaf
 * with other code points for several signs. Both sides go through the normalisation below, which
 * only unifies how a sign is encoded (or drops the pause marks, which differ by printing); then
 * every verse must be identical, except the ones in ALLOWED_DIFFERENCES, each with its reason.
 *
 * Normalisation (in this order):
 *  Tanzil only
 *   T1  verse 1 of every surah but 1 and 9 starts with the basmalah in Tanzil's file (in 95 and 97
 *       with a shadda on the ba): it is taken off, the app shows it apart.
 *   T2  the saktah sign (small high seen, U+06DC) stands after a space in Tanzil, on the word in
 *       KFGQPC: the space goes.
 *  ours (KFGQPC) only
 *   K1  open tanwin U+08F0-08F2 (which the build writes for the font's U+0657, U+065E, U+0656)
 *       becomes plain tanwin U+064B-064D: Tanzil does not tell the open tanwin apart.
 *   K2  U+0652 (KFGQPC's round zero over a letter never read) becomes U+06DF, Tanzil's code for
 *       it; then U+06E1 (KFGQPC's sukun) becomes U+0652, Tanzil's sukun.
 *   K3  U+06E4 at the end of a word, KFGQPC's overline on the word of sajdah, goes: Tanzil marks
 *       the sajdah only with ۩.
 *   K4  yeh or waw + kasra(tan) + hamza below (U+0655) becomes U+0626 / U+0624 + the vowel: the
 *       same hamza on its seat, decomposed in KFGQPC, precomposed in Tanzil.
 *  both
 *   N1  Unicode NFC (this also puts shadda and vowel in one canonical order).
 *   N2  a hamza written on a tatweel with fatha before an alef (ـَٔا, Tanzil) becomes alef with
 *       hamza and madda (أٓ, KFGQPC): two spellings of the same madd after hamza.
 *   N3  tanwin before the small meem of iqlab (U+06E2 / U+06ED, through shadda, madda or hamza)
 *       becomes its single vowel: KFGQPC writes the vowel once and the meem, Tanzil the tanwin and
 *       the meem.
 *   N4  tatweel U+0640 goes: a stretching stroke, used by Tanzil before most superscript alefs.
 *   N5  alef maksura U+0649 becomes yeh U+064A: the mushaf's final undotted yeh is U+0649 in
 *       Tanzil and U+064A in KFGQPC (its font leaves a final yeh undotted).
 *   N6  pause marks U+06D6-06DB go: the two follow different printings of the Madinah mushaf,
 *       whose waqf signs differ in hundreds of verses. The rub el hizb ۞ (U+06DE) and the sajdah
 *       sign ۩ (U+06E9), which KFGQPC writes in the verse and Tanzil does not, go too.
 *   N7  runs of white space become one space; ends are trimmed.
 */

const BASMALAH = '\u0628\u0650\u0633\u0652\u0645\u0650 \u0671\u0644\u0644\u0651\u064e\u0647\u0650 \u0671\u0644\u0631\u0651\u064e\u062d\u0652\u0645\u064e\u0640\u0670\u0646\u0650 \u0671\u0644\u0631\u0651\u064e\u062d\u0650\u064a\u0645\u0650 ';
const BASMALAH_WITH_SHADDA = BASMALAH.replace('\u0628\u0650', '\u0628\u0651\u0650');

function normaliseBoth(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u0640?\u064e\u0654\u0627/g, '\u0623\u0653')
    .replace(/[\u064b\u064c\u064d](?=[\u0651\u0653\u0654]*[\u06e2\u06ed])/g, (tanwin) => String.fromCharCode(tanwin.charCodeAt(0) + 3))
    .replace(/\u0640/g, '')
    .replace(/\u0649/g, '\u064a')
    .replace(/[\u06d6-\u06db\u06de\u06e9]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
}

function normaliseTanzil(surah: number, ayah: number, text: string): string {
  let verse = text;
  if (ayah === 1 && surah !== 1 && surah !== 9) {
    const basmalah = [BASMALAH, BASMALAH_WITH_SHADDA].find((b) => verse.startsWith(b));
    if (!basmalah) throw new Error(`Tanzil ${surah}:1 does not start with the basmalah`);
    verse = verse.slice(basmalah.length);
  }
  return normaliseBoth(verse.replace(/ \u06dc/g, '\u06dc'));
}

function normaliseKfgqpc(text: string): string {
  const plainTanwin = text.replace(/\u08f0/g, '\u064b').replace(/\u08f1/g, '\u064c').replace(/\u08f2/g, '\u064d');
  const tanzilSukun = plainTanwin.replace(/\u0652/g, '\u06df').replace(/\u06e1/g, '\u0652');
  return normaliseBoth(
    tanzilSukun
      .normalize('NFC')
      .replace(/\u06e4(?=\u06e9?(\s|$))/g, '')
      .replace(/([\u064a\u0648])([\u064d\u0650\u0651]*)\u0655/g, (_, seat: string, marks: string) => (seat === '\u064a' ? '\u0626' : '\u0624') + marks),
  );
}

/**
 * The verses the two texts still write differently after normalisation, one by one. The test fails
 * if one of these becomes identical (then it leaves the list) or if any other verse differs.
 */
const ALLOWED_DIFFERENCES: Record<string, string> = {
  '15:7': "word boundary: KFGQPC writes لَّوۡمَا as one word (as the printed mushaf counts it), Tanzil splits لَّوْ مَا",
  '27:20': 'word boundary: KFGQPC writes مَالِيَ joined, Tanzil مَا لِيَ (alef does not join, the page looks the same)',
  '36:22': 'word boundary: KFGQPC writes وَمَالِيَ joined, Tanzil وَمَا لِيَ (alef does not join, the page looks the same)',
  '2:72': 'sign: Tanzil sets a sukun on the hamza of فَٱدَّٰرَٰٔتُمْ, KFGQPC none (the word itself is mended: see text-corrections.ts)',
  '11:41': 'encoding of the imala sign under the ra of مَجۡر۪ىٰهَا: KFGQPC U+065C, Tanzil U+06EA',
  '12:11': 'encoding of the ishmam sign of تَأۡمَ۫نَّا: KFGQPC U+06EC, Tanzil U+06EB',
  '17:7': 'sign: Tanzil writes a small waw with madda on a tatweel (ـۥٓـ) before the hamza of لِيَسُـُٔوا, quran-json has none',
  '52:37': 'the small seen of ٱلۡمُصَيۡطِرُونَ: KFGQPC U+06DC (small high seen), Tanzil U+06E3 (small low seen), the mushaf\'s sign for "sad preferred"',
};

function readTanzil(): Map<string, string> {
  const bytes = zlib.gunzipSync(fs.readFileSync('test/fixtures/quran/tanzil-quran-uthmani-1.1.txt.gz'));
  // The witness must stay the file Tanzil published (hash in the fixture's README), never one edited to agree.
  expect(createHash('sha256').update(bytes).digest('hex')).toBe('498b574c3a6e0832dd6bb232ab0c6b82ad4a540120f7f05f1829b1e9cd8b9234');
  const raw = bytes.toString('utf8');
  // The licence asks that the notice travel with every verbatim copy: a fixture without it is not the file we meant.
  expect(raw).toContain('Tanzil Quran Text (Uthmani, Version 1.1)');
  expect(raw).toContain('CHANGING IT IS NOT ALLOWED');
  const verses = new Map<string, string>();
  for (const line of raw.split('\n')) {
    const match = /^(\d{1,3})\|(\d{1,3})\|(.+)$/.exec(line);
    if (match) verses.set(`${match[1]}:${match[2]}`, normaliseTanzil(Number(match[1]), Number(match[2]), match[3]!));
  }
  return verses;
}

function readBuilt(files: Map<string, string>): Map<string, string> {
  const verses = new Map<string, string>();
  for (let n = 1; n <= 114; n++) {
    const file = JSON.parse(files.get(`quran/surah/${n}.json`)!) as QuranSurahFile;
    for (const verse of file.ayat) verses.set(`${n}:${verse.a}`, verse.ar);
  }
  return verses;
}

/** The verses (surah:ayah) whose normalised texts differ, in order. */
function differingVerses(built: Map<string, string>, tanzil: Map<string, string>): string[] {
  expect([...built.keys()]).toEqual([...tanzil.keys()]);
  return [...built].filter(([key, text]) => normaliseKfgqpc(text) !== tanzil.get(key)).map(([key]) => key);
}

const tanzil = readTanzil();
const built = readBuilt(buildQuranFiles());

describe("Qur'an text against a second Uthmani source (Tanzil)", () => {
  it('has the same 6,236 verses, 6,228 identical after normalisation and the other 8 listed one by one', () => {
    expect(tanzil.size).toBe(6236);
    const differing = differingVerses(built, tanzil);
    expect(differing.sort()).toEqual(Object.keys(ALLOWED_DIFFERENCES).sort());
    expect(built.size - differing.length).toBe(6228);
  });

  it('notices one letter changed in any verse', () => {
    // 112:1, 'qul huwa Allahu ahad': ha (U+0647) of huwa turned into kha (U+062E).
    const tampered = new Map(built);
    tampered.set('112:1', built.get('112:1')!.replace('\u0647\u064f\u0648\u064e', '\u062e\u064f\u0648\u064e'));
    expect(tampered.get('112:1')).not.toBe(built.get('112:1'));
    expect(differingVerses(tampered, tanzil)).toContain('112:1');
    // And a vowel: the fatha of the last word of 1:7 turned into a kasra.
    const vowel = new Map(built);
    vowel.set('1:7', built.get('1:7')!.replace(/\u064e(?=[^\u064e]*$)/, '\u0650'));
    expect(vowel.get('1:7')).not.toBe(built.get('1:7'));
    expect(differingVerses(vowel, tanzil)).toContain('1:7');
  });

  it('mends 2:72, 37:164 and 41:47, which then read as Tanzil reads them', () => {
    const unmended = readBuilt(buildQuranFiles({ corrections: [] }));
    expect(unmended.get('2:72')).toContain('\u2009');
    expect(unmended.get('37:164')!.split(' ')).toHaveLength(5);
    expect(unmended.get('41:47')!.split(' ')).toHaveLength(tanzil.get('41:47')!.split(' ').length - 1);
    expect(differingVerses(unmended, tanzil)).toEqual(expect.arrayContaining(['2:72', '37:164', '41:47']));

    expect(built.get('2:72')).not.toContain('\u2009');
    expect(built.get('2:72')!.split(' ')).toHaveLength(tanzil.get('2:72')!.split(' ').length);
    expect(built.get('37:164')).toBe('\u0648\u064e\u0645\u064e\u0627 \u0645\u0650\u0646\u0651\u064e\u0627\u0653 \u0625\u0650\u0644\u0651\u064e\u0627 \u0644\u064e\u0647\u064f\u06e5 \u0645\u064e\u0642\u064e\u0627\u0645\u08f1 \u0645\u0651\u064e\u0639\u06e1\u0644\u064f\u0648\u0645\u08f1');
    expect(normaliseKfgqpc(built.get('37:164')!)).toBe(tanzil.get('37:164'));
    expect(built.get('41:47')).toContain(' \u0645\u064e\u0627 \u0645\u0650\u0646\u0651\u064e\u0627 ');
    expect(normaliseKfgqpc(built.get('41:47')!)).toBe(tanzil.get('41:47'));
    // No other thin or zero-width space left anywhere in the text.
    for (const [key, text] of built) expect(text, key).not.toMatch(/[\u00a0\u2000-\u200f\u202f]/);
  });

  it('stops the build when a correction no longer fits its verse', () => {
    expect(() => buildQuranFiles({ corrections: [{ ...TEXT_CORRECTIONS[0]!, find: 'no such text' }] })).toThrow(/QS 2:72 tidak berlaku lagi/);
    expect(() => buildQuranFiles({ corrections: [{ ...TEXT_CORRECTIONS[0]!, ayah: 999 }] })).toThrow(/tidak menemukan ayatnya: QS 2:999/);
    // A source that has mended 37:164 itself: the correction no longer finds its text.
    expect(() => applyTextCorrections(37, 164, '\u0648\u064e\u0645\u064e\u0627 \u0645\u0650\u0646\u0651\u064e\u0627\u0653 \u0625\u0650\u0644\u0651\u064e\u0627', [TEXT_CORRECTIONS[1]!])).toThrow(/ditemukan 0 kali/);
    // Nor may it apply twice over.
    const twice = TEXT_CORRECTIONS[1]!.find + ' ' + TEXT_CORRECTIONS[1]!.find;
    expect(() => applyTextCorrections(37, 164, twice, [TEXT_CORRECTIONS[1]!])).toThrow(/ditemukan 2 kali/);
  });

  it('notes every correction, and the second source, in SUMBER.txt', () => {
    const sumber = buildQuranFiles().get('quran/SUMBER.txt')!;
    for (const correction of TEXT_CORRECTIONS) {
      expect(sumber).toContain(`QS ${correction.surah}:${correction.ayah}`);
      expect(sumber).toContain(correction.alasan);
    }
    expect(sumber).toContain('Tanzil Quran Text (Uthmani, versi 1.1');
  });
});
