import { describe, expect, it } from 'vitest';
import { searchSurahs, spellingKey } from '../../../../src/features/tilawah/surah-search';
import { highlight, SCORE, searchVerses, surahsNamedIn } from '../../../../src/features/tilawah/verse-search';
import { parseVerseReference } from '../../../../src/features/tilawah/verse-reference';
import { realSurahList, realSurahs } from './real-quran';

const surahs = [
  { nomor: 1, namaLatin: 'Al-Fatihah', arti: 'Pembukaan', jumlahAyat: 7 },
  { nomor: 2, namaLatin: 'Al-Baqarah', arti: 'Sapi Betina', jumlahAyat: 286 },
  { nomor: 18, namaLatin: 'Al-Kahf', arti: 'Goa', jumlahAyat: 110 },
  { nomor: 19, namaLatin: 'Maryam', arti: 'Maryam', jumlahAyat: 98 },
  { nomor: 36, namaLatin: 'Yasin', arti: 'Yasin', jumlahAyat: 83 },
  { nomor: 55, namaLatin: 'Ar-Rahman', arti: 'Yang Maha Pengasih', jumlahAyat: 78 },
  { nomor: 87, namaLatin: "Al-A'la", arti: 'Yang Paling Tinggi', jumlahAyat: 19 },
  { nomor: 112, namaLatin: 'Al-Ikhlas', arti: 'Ikhlas', jumlahAyat: 4 },
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
    expect(names('1')).toEqual(['Al-Fatihah', 'Al-Kahf', 'Maryam', 'Al-Ikhlas']);
    expect(names('goa')).toEqual(['Al-Kahf']);
    expect(names('pengasih')).toEqual(['Ar-Rahman']);
    expect(names('')).toHaveLength(surahs.length);
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
    expect(searchVerses(verses, 'Sabar', { limit: 1 }).hits).toHaveLength(1);
  });

  const refs = (query: string, from = verses) => searchVerses(from, query, { surahs }).hits.map((h) => `${h.surah}:${h.ayah}`);

  it('ranks by relevance, never by the mushaf order: the exact phrase above the words scattered', () => {
    const scattered = [
      { surah: 2, ayah: 1, text: 'Tempat itu milik Allah; Dia tidak meminta apa pun, segala sesuatu milik-Nya.' },
      { surah: 3, ayah: 2, text: 'Allah meminta tempat bagi segala sesuatu yang ada di langit dan di bumi dan di antara keduanya.' },
      { surah: 112, ayah: 2, text: 'Allah tempat meminta segala sesuatu' },
      { surah: 113, ayah: 3, text: 'Allah tempat meminta segala sesuatunya, di mana pun.' },
    ];
    expect(refs('Allah tempat meminta segala sesuatu', scattered)).toEqual(['112:2', '113:3', '2:1', '3:2']);
    // A repeated word still belongs to the phrase: 'tidak ... dan tidak ...'.
    const sleep = [
      { surah: 1, ayah: 1, text: 'Dia tidak tidur, dan tidak mengantuk kepada sesuatu pun.' },
      { surah: 2, ayah: 255, text: 'Allah, tidak ada tuhan selain Dia. Yang Mahahidup, Yang terus menerus mengurus (makhluk-Nya), tidak mengantuk dan tidak tidur. Milik-Nya apa yang ada di langit dan apa yang ada di bumi.' },
    ];
    expect(refs('tidak mengantuk dan tidak tidur', sleep)).toEqual(['2:255', '1:1']);
  });

  it('puts whole words above parts of words, and among equals the shorter verse first', () => {
    const sabr = [
      { surah: 1, ayah: 1, text: 'Bersabarlah.' },
      { surah: 2, ayah: 2, text: 'Sungguh, Allah beserta orang-orang yang sabar, dan mereka yang beramal saleh di jalan-Nya sepanjang hidupnya.' },
      { surah: 3, ayah: 3, text: 'Orang-orang yang sabar.' },
    ];
    expect(refs('sabar', sabr)).toEqual(['3:3', '2:2', '1:1']);
    const [short, long] = searchVerses(sabr, 'sabar').hits;
    expect(short!.score).toBe(long!.score); // the length only breaks a tie
  });

  it('gives a small bonus inside a surah the query names, and lets that name stand for a word', () => {
    const kahf = [
      { surah: 18, ayah: 10, text: '(Ingatlah) ketika pemuda-pemuda itu berlindung ke dalam gua.' },
      { surah: 12, ayah: 30, text: 'Dia menggoda pemuda itu.' },
      { surah: 19, ayah: 16, text: 'Ceritakanlah kisah Maryam di dalam Kitab.' },
      { surah: 3, ayah: 42, text: 'Wahai Maryam!' },
    ];
    expect(refs('kahfi pemuda', kahf)).toEqual(['18:10']);
    expect(refs('pemuda', kahf)).toEqual(['12:30', '18:10']);
    expect(refs('maryam', kahf)).toEqual(['19:16', '3:42']); // longer, but in Surah Maryam
    // A surah named and nothing else to find: no verse matches by the letters of its name.
    const fatihah = [{ surah: 1, ayah: 2, text: 'Segala puji bagi Allah, Tuhan seluruh alam' }];
    expect(refs('al fatihah 9', fatihah)).toEqual([]);
    expect(refs('al fatihah puji', fatihah)).toEqual(['1:2']);
    expect(SCORE.surahNamed).toBeLessThan(SCORE.wholeWord - SCORE.partOfWord);
    expect([...surahsNamedIn(['al', 'baqarah', 'sapi'], [{ nomor: 2, namaLatin: 'Al-Baqarah' }]).keys()]).toEqual([2]);
    // Everyday words never name a surah by a short bare name.
    expect(surahsNamedIn(['allah'], [{ nomor: 87, namaLatin: "Al-A'la" }]).size).toBe(0);
  });

  it("finds the Kemenag spelling of what people type: 'shalat' finds salat, 'al-quran' Alquran", () => {
    const spelt = [
      { surah: 107, ayah: 5, text: '(yaitu) orang-orang yang lalai terhadap salatnya,' },
      { surah: 17, ayah: 9, text: 'Sungguh, Alquran ini memberi petunjuk ke (jalan) yang paling lurus.' },
    ];
    expect(refs('shalat', spelt)).toEqual(['107:5']);
    expect(refs('sholat', spelt)).toEqual(['107:5']);
    expect(refs("Al-Qur'an petunjuk", spelt)).toEqual(['17:9']);
    expect(refs('al quran', spelt)).toEqual(['17:9']);
    expect(highlight('lalai terhadap salatnya', 'shalat').filter((s) => s.hit).map((s) => s.text)).toEqual(['salat']);
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

describe('a verse or surah named by its place', () => {
  const place = (query: string) => {
    const found = parseVerseReference(query, surahs);
    return found && `${found.kind} ${found.surah.nomor}${'ayah' in found ? `:${found.ayah}` : ''}`;
  };

  it('reads numbers, names and pasted citations', () => {
    for (const query of ['2:255', '2.255', 'al-baqarah 255', 'albaqarah:255', 'Al Baqarah ayat 255', 'baqarah 255', 'QS. Al-Baqarah [2]: 255', 'surah al-baqarah: 255']) {
      expect(place(query), query).toBe('verse 2:255');
    }
    expect(place('kahfi 10')).toBe('verse 18:10');
    expect(place('yaasiin 9')).toBe('verse 36:9');
  });

  it('names a surah alone only by its name, and says when the verse is beyond its end', () => {
    expect(place('Al-Kahfi')).toBe('surah 18');
    expect(place('surah yasin')).toBe('surah 36');
    expect(place('al fatihah 9')).toBe('beyond 1:9');
    expect(place('2:0')).toBe('beyond 2:0');
  });

  it('leaves word searches alone', () => {
    for (const query of ['sabar', 'anak yatim', 'allah', 'sapi', '200:1', '2', 'anak 2', '']) expect(place(query), query).toBeUndefined();
  });
});

describe("'Cari ayat' over the real translation and surah names", () => {
  const verses = realSurahs().flatMap((file) => file.ayat.map((v) => ({ surah: file.nomor, ayah: v.a, text: v.tr })));
  const hasWord = (text: string, word: string) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'iu').test(text);

  it("puts the verses with the word 'sabar' first, in no way led by Surah Saba'", () => {
    const { hits, total } = searchVerses(verses, 'sabar', { surahs: realSurahList, limit: 1000 });
    const whole = verses.filter((v) => hasWord(v.text, 'sabar')).length;
    expect(whole).toBeGreaterThan(20);
    expect(total).toBeGreaterThan(whole); // 'bersabar', 'kesabaran' are found too, below
    expect(hits.slice(0, whole).every((h) => hasWord(h.text, 'sabar'))).toBe(true);
    expect(hits.slice(whole).some((h) => hasWord(h.text, 'sabar'))).toBe(false);
    // Among the whole-word verses Saba' gets no bonus: 'sabar' does not name it ("Saba'" + 'r').
    expect(surahsNamedIn(['sabar'], realSurahList).size).toBe(0);
    expect(parseVerseReference('sabar', realSurahList)).toBeUndefined();
    expect(parseVerseReference('sabar 5', realSurahList)).toBeUndefined();
    expect(searchSurahs(realSurahList, 'sabar').map((s) => s.nomor)).toEqual([]);
  });

  it("still finds Surah Saba' by its name, with or without the apostrophe, and Al-Kahf as 'kahfi'", () => {
    for (const query of ['saba', "saba'", "Surah Saba'"]) {
      expect(parseVerseReference(query, realSurahList), query).toMatchObject({ kind: 'surah', surah: { nomor: 34 } });
      expect(searchSurahs(realSurahList, query).map((s) => s.nomor), query).toContain(34);
    }
    expect(parseVerseReference('saba 15', realSurahList)).toMatchObject({ kind: 'verse', surah: { nomor: 34 }, ayah: 15 });
    expect(parseVerseReference('al kahfi', realSurahList)).toMatchObject({ kind: 'surah', surah: { nomor: 18 } });
    expect(searchSurahs(realSurahList, 'kahfi').map((s) => s.nomor)).toEqual([18]);
    // A word in Saba' found by naming the surah: its verses about the people of Saba'.
    expect(searchVerses(verses, 'saba negeri', { surahs: realSurahList }).hits[0]).toMatchObject({ surah: 34 });
  });
});
