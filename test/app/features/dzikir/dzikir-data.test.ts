import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AsmaulHusnaFileSchema, DzikirFileSchema, dzikirTexts, type DzikirTextId } from '../../../../src/features/dzikir/dzikir-data';
import { SurahListFileSchema } from '../../../../src/lib/surah-list';

import kubroPagi from '../../../../public/json/almatsurat-kubro-pagi.json?raw';
import kubroPetang from '../../../../public/json/almatsurat-kubro-petang.json?raw';
import sugroPagi from '../../../../public/json/almatsurat-sugro-pagi.json?raw';
import sugroPetang from '../../../../public/json/almatsurat-sugro-petang.json?raw';
import shalatPendek from '../../../../public/json/dzikir-shalat-pendek.json?raw';
import shalatPanjang from '../../../../public/json/dzikir-shalat-panjang.json?raw';
import asmaulHusnaJson from '../../../../public/json/asmaul-husna.json?raw';
import surahListJson from '../../../../public/json/surah-list.json?raw';

// The very files the worker precaches and the pages fetch, parsed with the app's own schemas.
const files: Record<string, string> = {
  '/json/almatsurat-kubro-pagi.json': kubroPagi,
  '/json/almatsurat-kubro-petang.json': kubroPetang,
  '/json/almatsurat-sugro-pagi.json': sugroPagi,
  '/json/almatsurat-sugro-petang.json': sugroPetang,
  '/json/dzikir-shalat-pendek.json': shalatPendek,
  '/json/dzikir-shalat-panjang.json': shalatPanjang,
  '/json/asmaul-husna.json': asmaulHusnaJson,
  '/json/surah-list.json': surahListJson,
};
const publicJson = (url: string): unknown => JSON.parse(files[url] ?? 'null');
const dzikir = (id: DzikirTextId) => v.parse(DzikirFileSchema, publicJson(dzikirTexts[id].file));
const asmaulHusna = () => v.parse(AsmaulHusnaFileSchema, publicJson('/json/asmaul-husna.json'));
const surahs = () => v.parse(SurahListFileSchema, publicJson('/json/surah-list.json'));

describe('religious text data (exact counts)', () => {
  it.each([
    ['kubro-pagi', 43],
    ['kubro-petang', 43],
    ['sugro-pagi', 32],
    ['sugro-petang', 32],
    ['shalat-pendek', 6],
    ['shalat-panjang', 20],
  ] as const)('%s has %i items, each with a title, read count, Arabic, transliteration and meaning', (id, count) => {
    const file = dzikir(id);
    expect(file.items).toHaveLength(count);
    expect(file.count).toBe(count);
    expect(file.source.license).toMatch(/MIT/);
    expect(file.corrections.length).toBeGreaterThan(0);
  });

  it('has the 99 names of Asmaul Husna numbered 1 to 99 in order', () => {
    const names = asmaulHusna().items;
    expect(names.map((n) => n.urutan)).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));
    expect(names[0]).toMatchObject({ arab: 'الرَّحْمَنُ', latin: 'Ar Rahman', indo: 'Yang Maha Pengasih' });
    expect(names[25]).toMatchObject({ arab: 'السَّمِيعُ', latin: 'As Samii’' });
    expect(names[98]).toMatchObject({ arab: 'الصَّبُورُ', indo: 'Yang Maha Sabar' });
    expect(new Set(names.map((n) => n.arab)).size).toBe(99);
  });

  it('lists 114 surahs with 6236 ayat, 86 Mekah and 28 Madinah', () => {
    const list = surahs().items;
    expect(list.map((s) => s.nomor)).toEqual(Array.from({ length: 114 }, (_, i) => i + 1));
    expect(list.reduce((sum, s) => sum + s.jumlahAyat, 0)).toBe(6236);
    expect(list.filter((s) => s.tempatTurun === 'Mekah')).toHaveLength(86);
    expect(list.filter((s) => s.tempatTurun === 'Madinah')).toHaveLength(28);
    expect(list[0]).toMatchObject({ namaLatin: 'Al-Fatihah', arti: 'Pembukaan', jumlahAyat: 7, nama: 'الفاتحة' });
    expect(list[1]?.jumlahAyat).toBe(286);
    expect(list[102]).toMatchObject({ nomor: 103, arti: 'Masa' });
    expect(list[12]).toMatchObject({ nomor: 13, tempatTurun: 'Madinah' });
  });
});

describe('known texts', () => {
  it('Al-Ikhlas in Al-Ma’tsurat is read 3 times and has its four ayat', () => {
    for (const id of ['kubro-pagi', 'sugro-petang'] as const) {
      const ikhlas = dzikir(id).items.find((i) => i.title === 'Surat Al-Ikhlās');
      expect(ikhlas?.read).toBe(3);
      // Written as code points: the files keep shadda before the vowel, as the source mushaf text does.
      expect(ikhlas?.arab.startsWith('\u0642\u064f\u0644\u06e1 \u0647\u064f\u0648\u064e \u0671\u0644\u0644\u0651\u064e\u0647\u064f \u0623\u064e\u062d\u064e\u062f\u064c \u0661')).toBe(true); // قُلۡ هُوَ ٱللَّهُ أَحَدٌ ١
      expect(ikhlas?.arab).toContain('٤');
    }
  });

  it('Ayat Kursi opens the Al-Baqarah 255–257 passage', () => {
    const [, , , kursi] = dzikir('kubro-pagi').items;
    if (!kursi) throw new Error('missing item 4');
    expect(kursi.title).toBe('Surat Al-Baqarah Ayat 255-257');
    // ٱللَّهُ لَآ إِلَـٰهَ إِلَّا هُوَ ٱلْحَىُّ
    expect(kursi.arab.startsWith('\u0671\u0644\u0644\u0651\u064e\u0647\u064f \u0644\u064e\u0627\u0653 \u0625\u0650\u0644\u064e\u0640\u0670\u0647\u064e \u0625\u0650\u0644\u0651\u064e\u0627 \u0647\u064f\u0648\u064e \u0671\u0644\u0652\u062d\u064e\u0649\u0651\u064f')).toBe(true);
  });

  it('the short wirid after prayer adds up to 33 + 33 + 33 + 1', () => {
    const items = dzikir('shalat-pendek').items;
    expect(items.map((i) => i.read)).toEqual([3, 1, 33, 33, 33, 1]);
    expect(items[2]).toMatchObject({ arab: 'سُبْحَانَ اللهِ', latin: 'Subhaanallaah' });
  });

  it('morning texts speak of the morning and evening texts of the evening', () => {
    const morning = '\u0623\u064e\u0635\u0652\u0628\u064e\u062d\u0652\u0646\u064e\u0627 \u0648\u064e\u0623\u064e\u0635\u0652\u0628\u064e\u062d\u064e'; // أَصْبَحْنَا وَأَصْبَحَ
    const evening = '\u0623\u064e\u0645\u0652\u0633\u064e\u064a\u0652\u0646\u064e\u0627 \u0648\u064e\u0623\u064e\u0645\u0652\u0633\u064e\u0649'; // أَمْسَيْنَا وَأَمْسَى
    expect(dzikir('kubro-pagi').items.some((i) => i.arab.startsWith(morning))).toBe(true);
    expect(dzikir('sugro-petang').items.some((i) => i.arab.startsWith(evening))).toBe(true);
    expect(dzikir('sugro-petang').items.some((i) => i.arab.startsWith(morning))).toBe(false);
  });

  it('open tanween use the standard Unicode marks the bundled font draws (no KFGQPC font-encoded marks)', () => {
    for (const id of ['kubro-pagi', 'kubro-petang', 'sugro-pagi', 'sugro-petang'] as const) {
      const all = dzikir(id).items.map((i) => i.arab).join(' ');
      expect(all).not.toMatch(/[\u0656\u0657\u065e]/);
      // Pause marks sit on the word before them, never alone after a space.
      expect(all).not.toMatch(/\s[\u06d6-\u06dc]/);
      // QS Al-Baqarah 255: ٱلْقَيُّومُۚ (the pause mark on the word's last letter)
      expect(all).toContain('\u0671\u0644\u0652\u0642\u064e\u064a\u0651\u064f\u0648\u0645\u064f\u06da \u0644\u064e\u0627');
      // QS Al-Baqarah 2: ... هُدࣰى لِّلۡمُتَّقِينَ (open fathatan before lam)
      expect(all).toContain('\u0647\u064f\u062f\u08f0\u0649');
    }
  });
});

describe('the data schemas refuse broken files', () => {
  it('rejects a dzikir item without Arabic text or with a read count of 0', () => {
    const file = { ...(publicJson('/json/dzikir-shalat-pendek.json') as object) } as Record<string, unknown>;
    const item = { title: 'x', read: 1, arab: '', latin: 'x', arti: 'x' };
    expect(v.safeParse(DzikirFileSchema, { ...file, items: [item] }).success).toBe(false);
    expect(v.safeParse(DzikirFileSchema, { ...file, items: [{ ...item, arab: 'سُبْحَانَ اللهِ', read: 0 }] }).success).toBe(false);
  });

  it('rejects an Asmaul Husna list that is not 99 names', () => {
    const file = publicJson('/json/asmaul-husna.json') as { items: unknown[] };
    expect(v.safeParse(AsmaulHusnaFileSchema, { ...file, items: file.items.slice(1) }).success).toBe(false);
  });
});
