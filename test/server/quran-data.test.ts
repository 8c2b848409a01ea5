import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { JUZ_FIRST_VERSE, juzVerses, VERSE_COUNT } from '../../src/contract/khataman.ts';
import { buildQuranFiles, stripFootnoteMarkers, toUnicodeOpenTanwin, type QuranMetaFile, type QuranSurahFile } from '../../scripts/quran-data/build-quran-data.ts';

// The Qur'an files the build emits, checked against independent witnesses: the surah list the app
// already ships (verse counts), the package's own per-chapter files (letter by letter), and the
// well-known juz, page and sajdah boundaries of the Madinah mushaf.
const require = createRequire(import.meta.url);
const files = buildQuranFiles();
const meta = JSON.parse(files.get('quran/meta.json')!) as QuranMetaFile;
const surah = (n: number) => JSON.parse(files.get(`quran/surah/${n}.json`)!) as QuranSurahFile;
const surahList = JSON.parse(fs.readFileSync('public/json/surah-list.json', 'utf8')) as { items: { nomor: number; jumlahAyat: number }[] };
// Spelled out code point by code point (shadda before fatha, as the Uthmani source orders them):
// an editor or a normalisation step that reorders the marks must fail this test.
const BASMALAH = '\u0628\u0650\u0633\u06e1\u0645\u0650\u0020\u0671\u0644\u0644\u0651\u064e\u0647\u0650\u0020\u0671\u0644\u0631\u0651\u064e\u062d\u06e1\u0645\u064e\u0670\u0646\u0650\u0020\u0671\u0644\u0631\u0651\u064e\u062d\u0650\u064a\u0645\u0650';
const AL_IKHLAS_1 = '\u0642\u064f\u0644\u06e1\u0020\u0647\u064f\u0648\u064e\u0020\u0671\u0644\u0644\u0651\u064e\u0647\u064f\u0020\u0623\u064e\u062d\u064e\u062f\u064c';

describe('Qur\'an data built from quran-json and quran-meta', () => {
  it('has 114 surahs and 6,236 verses, each surah complete and numbered 1..n as in the surah list', () => {
    expect(meta.totalAyat).toBe(6236);
    expect(meta.surah).toHaveLength(114);
    let total = 0;
    for (const { nomor, jumlahAyat } of surahList.items) {
      const file = surah(nomor);
      expect(file.nomor).toBe(nomor);
      expect(file.ayat.map((v) => v.a)).toEqual(Array.from({ length: jumlahAyat }, (_, i) => i + 1));
      expect(meta.surah[nomor - 1]!.ayat).toBe(jumlahAyat);
      for (const verse of file.ayat) {
        expect(verse.ar.length, `${nomor}:${verse.a}`).toBeGreaterThan(0);
        expect(verse.tr.length, `${nomor}:${verse.a}`).toBeGreaterThan(0);
      }
      total += file.ayat.length;
    }
    expect(total).toBe(6236);
  });

  it('keeps a sample of verses letter by letter as the package ships them, footnote markers aside', () => {
    for (const [n, a] of [[1, 1], [2, 255], [18, 10], [36, 1], [36, 83], [55, 13], [112, 1], [114, 6]] as const) {
      const source = require(`quran-json/dist/chapters/id/${n}.json`) as { verses: { id: number; text: string; translation: string }[] };
      const original = source.verses[a - 1]!;
      const built = surah(n).ayat[a - 1]!;
      expect([...built.ar]).toEqual([...toUnicodeOpenTanwin(original.text)]);
      expect(built.tr).toBe(stripFootnoteMarkers(original.translation));
    }
    expect(surah(112).ayat[0]!.ar).toBe(AL_IKHLAS_1);
    expect(surah(1).ayat[1]!.tr).toBe('Segala puji bagi Allah, Tuhan seluruh alam');
  });

  it('writes the open tanwin with Unicode\'s own characters, which the Amiri Quran font draws', () => {
    // 36:60 'aduwwun mubin: two open dammatan (U+065E in the source).
    const verse = surah(36).ayat[59]!.ar;
    expect(verse.match(/\u08f1/g)).toHaveLength(2);
    for (let n = 1; n <= 114; n++) for (const v of surah(n).ayat) expect(v.ar, `${n}:${v.a}`).not.toMatch(/[\u0656\u0657\u065e]/);
    // 2:17 zhulumatin (kasratan), naran (fathatan).
    expect(surah(2).ayat[16]!.ar).toContain('\u062a\u08f2');
    expect(surah(2).ayat[16]!.ar).toContain('\u0631\u08f0\u0627');
  });

  it('strips Kemenag footnote markers but keeps numbers that belong to the text', () => {
    expect(stripFootnoteMarkers('dan menginfakkan6) sebagian rezeki')).toBe('dan menginfakkan sebagian rezeki');
    expect(stripFootnoteMarkers('sebelum engkau,7) dan mereka')).toBe('sebelum engkau, dan mereka');
    expect(stripFootnoteMarkers('ejekan?" 34) Dia')).toBe('ejekan?" Dia');
    expect(stripFootnoteMarkers('(1) pertama')).toBe('(1) pertama');
    expect(surah(2).ayat[2]!.tr).not.toMatch(/\d\)/);
  });

  it('leaves no bracket open or closed alone in any translation once the footnote markers are gone', () => {
    expect(stripFootnoteMarkers('(Maka Kami tutup telinga mereka di dalam gua itu,486) selama beberapa tahun'))
      .toBe('Maka Kami tutup telinga mereka di dalam gua itu, selama beberapa tahun');
    expect(stripFootnoteMarkers('(Wahai Bani Israil!21) Ingatlah')).toBe('Wahai Bani Israil! Ingatlah');
    expect(stripFootnoteMarkers('(ingatlah) ketika Musa')).toBe('(ingatlah) ketika Musa'); // the text's own bracket stays
    const balanced = (t: string) => [...t].reduce((depth, ch) => (depth < 0 ? depth : depth + (ch === '(' ? 1 : ch === ')' ? -1 : 0)), 0) === 0;
    for (let n = 1; n <= 114; n++) for (const v of surah(n).ayat) expect(balanced(v.tr), `${n}:${v.a} ${v.tr}`).toBe(true);
    expect(surah(18).ayat[10]!.tr).toBe('Maka Kami tutup telinga mereka di dalam gua itu, selama beberapa tahun');
  });

  it('puts the basmalah in the meta file and leaves it out of every first verse but Al-Fatihah\'s', () => {
    expect(meta.basmalah).toBe(BASMALAH);
    expect(surah(1).ayat[0]!.ar).toBe(BASMALAH);
    for (let n = 2; n <= 114; n++) expect(surah(n).ayat[0]!.ar.startsWith(BASMALAH.slice(0, 6)), `surah ${n}`).toBe(false);
  });

  it('knows the 30 juz, the 604 pages and the 15 sajdah verses of the Madinah mushaf', () => {
    expect(meta.juz).toHaveLength(30);
    expect(meta.juz.reduce((sum, j) => sum + j.ayat, 0)).toBe(6236);
    expect(meta.juz[1]!.mulai).toEqual([2, 142]);
    expect(meta.juz[14]!.mulai).toEqual([17, 1]);
    expect(meta.juz[29]!.mulai).toEqual([78, 1]);
    expect(meta.juz[29]!.selesai).toEqual([114, 6]);
    expect(meta.totalHalaman).toBe(604);
    expect(meta.surah[17]!.halaman).toBe(293); // Al-Kahf
    expect(meta.surah[35]!.halaman).toBe(440); // Yasin
    expect(meta.surah[66]!.halaman).toBe(562); // Al-Mulk
    expect(meta.sajdah).toEqual([[7, 206], [13, 15], [16, 50], [17, 109], [19, 58], [22, 18], [22, 77], [25, 60], [27, 26], [32, 15], [38, 24], [41, 38], [53, 62], [84, 21], [96, 19]]);
    expect(surah(7).ayat[205]!.sajdah).toBe(true);
    expect(surah(7).ayat[204]!.sajdah).toBeUndefined();
  });

  it("gives Khataman the juz as the app's files hold them: each juz's first verse through the mushaf, and its last", () => {
    // The server counts a juz read from Tilawahku's verse marks with this table (contract/khataman.ts).
    let through = 0;
    const firstOf = new Map<number, number>();
    const lastOf = new Map<number, number>();
    for (let n = 1; n <= 114; n += 1) {
      for (const verse of surah(n).ayat) {
        through += 1;
        if (!firstOf.has(verse.juz)) firstOf.set(verse.juz, through);
        lastOf.set(verse.juz, through);
      }
    }
    expect(JUZ_FIRST_VERSE).toEqual([...firstOf.values()]);
    for (let juz = 1; juz <= 30; juz += 1) expect(juzVerses(juz)).toEqual([firstOf.get(juz), lastOf.get(juz)]);
    expect(juzVerses(30)).toEqual([5673, VERSE_COUNT]);
  });

  it('ships its source and licence notes', () => {
    expect(meta.sumber.lisensi).toContain('CC BY-SA 4.0');
    expect(files.get('quran/SUMBER.txt')).toContain('quran-json 3.1.2');
  });
});
