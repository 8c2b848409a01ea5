import { describe, expect, it } from 'vitest';
import { searchSurahs, spellingKey } from '../../../../src/features/tilawah/surah-search';
import { highlight, searchVerses } from '../../../../src/features/tilawah/verse-search';

const surahs = [
  { nomor: 1, namaLatin: 'Al-Fatihah', arti: 'Pembukaan' },
  { nomor: 18, namaLatin: 'Al-Kahf', arti: 'Goa' },
  { nomor: 36, namaLatin: 'Yasin', arti: 'Yasin' },
  { nomor: 55, namaLatin: 'Ar-Rahman', arti: 'Yang Maha Pengasih' },
  { nomor: 112, namaLatin: 'Al-Ikhlas', arti: 'Ikhlas' },
];
const names = (query: string) => searchSurahs(surahs, query).map((s) => s.namaLatin);

describe('surah search', () => {
  it('is tolerant of spellings, articles and the word surah', () => {
    expect(spellingKey('Ya-Sin')).toBe(spellingKey('yaasiin'));
    expect(names('yasin')).toEqual(['Yasin']);
    expect(names('yaasiin')).toEqual(['Yasin']);
    expect(names('Surah Yaa Siin')).toEqual(['Yasin']);
    expect(names('al fatiha')).toEqual(['Al-Fatihah']);
    expect(names('kahfi')).toEqual(['Al-Kahf']);
    expect(names('rahmaan')).toEqual(['Ar-Rahman']);
  });

  it('finds by number and by meaning', () => {
    expect(names('18')).toEqual(['Al-Kahf']);
    expect(names('1')).toEqual(['Al-Fatihah', 'Al-Kahf', 'Al-Ikhlas']);
    expect(names('goa')).toEqual(['Al-Kahf']);
    expect(names('pengasih')).toEqual(['Ar-Rahman']);
    expect(names('')).toHaveLength(5);
    expect(names('zzz')).toEqual([]);
  });
});

describe('Cari ayat', () => {
  const verses = [
    { surah: 2, ayah: 153, text: 'Wahai orang-orang yang beriman! Mohonlah pertolongan (kepada Allah) dengan sabar dan salat.' },
    { surah: 3, ayah: 200, text: 'Wahai orang-orang yang beriman! Bersabarlah kamu dan kuatkanlah kesabaranmu.' },
    { surah: 93, ayah: 9, text: 'Maka terhadap anak yatim janganlah engkau berlaku sewenang-wenang.' },
    { surah: 2, ayah: 220, text: 'Mereka menanyakan kepadamu (Muhammad) tentang anak-anak yatim. Katakanlah, "Memperbaiki keadaan mereka adalah baik!"' },
    { surah: 4, ayah: 2, text: 'Dan berikanlah kepada anak-anak yatim harta mereka, dan janganlah kamu memakan harta anak itu; seorang yatim juga.' },
    { surah: 17, ayah: 34, text: 'Dan janganlah kamu mendekati harta yatim kecuali dengan cara yang baik.' },
  ];

  it('needs every word, ranks the exact phrase and whole words first, then shorter verses', () => {
    const sabar = searchVerses(verses, 'sabar');
    expect(sabar.total).toBe(2);
    expect(sabar.hits.map((h) => `${h.surah}:${h.ayah}`)).toEqual(['2:153', '3:200']); // the whole word first
    const yatim = searchVerses(verses, 'anak yatim');
    expect(yatim.hits[0]).toMatchObject({ surah: 93, ayah: 9 }); // the phrase as typed
    expect(yatim.hits.map((h) => `${h.surah}:${h.ayah}`)).not.toContain('17:34'); // 'anak' is missing there
    expect(yatim.total).toBe(3);
    expect(searchVerses(verses, ' ').total).toBe(0);
    expect(searchVerses(verses, 'Sabar', 1).hits).toHaveLength(1);
  });

  it('marks every part of the text that matches a word', () => {
    expect(highlight('Bersabarlah kamu, sabar.', 'sabar')).toEqual([
      { text: 'Ber', hit: false },
      { text: 'sabar', hit: true },
      { text: 'lah kamu, ', hit: false },
      { text: 'sabar', hit: true },
      { text: '.', hit: false },
    ]);
    expect(highlight('Anak yatim', 'yatim anak').filter((s) => s.hit).map((s) => s.text)).toEqual(['Anak', 'yatim']);
    expect(highlight('tanpa kata', '')).toEqual([{ text: 'tanpa kata', hit: false }]);
  });
});
