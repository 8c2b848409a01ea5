import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/contract/zone-clock';
import { ayatCitation, ayatPassage, ayatPlaceOfDay } from '../../../../src/features/mosque-wall/wall-ayat-pick';
import { realSurahList, realSurahs } from '../tilawah/real-quran';

const counts = realSurahList.map((s) => s.jumlahAyat);

describe('the ayat of the day', () => {
  it('is the same all day on every screen, and another tomorrow', () => {
    expect(ayatPlaceOfDay('2026-11-26', counts)).toEqual(ayatPlaceOfDay('2026-11-26', counts));
    expect(ayatPlaceOfDay('2026-11-27', counts)).not.toEqual(ayatPlaceOfDay('2026-11-26', counts));
  });

  it('gives every day of two years a passage of the shipped Qur\'an that fits the screen, with its Kemenag translation', () => {
    const surahs = realSurahs();
    const seen = new Set<string>();
    for (let i = 0; i < 730; i++) {
      const date = addDays('2026-01-01', i);
      const place = ayatPlaceOfDay(date, counts);
      expect(place.ayah).toBeGreaterThanOrEqual(1);
      expect(place.ayah).toBeLessThanOrEqual(counts[place.surah - 1]!);
      const passage = ayatPassage(surahs[place.surah - 1]!.ayat, place.ayah)!;
      expect(passage).not.toBeNull();
      expect(passage.verses.map((v) => v.a)).toEqual(Array.from({ length: passage.to - passage.from + 1 }, (_, k) => passage.from + k));
      expect(passage.verses.length).toBeLessThanOrEqual(3);
      expect(passage.verses.reduce((n, v) => n + v.ar.length, 0)).toBeLessThanOrEqual(300);
      for (const verse of passage.verses) expect(verse.tr.trim()).not.toBe('');
      seen.add(`${place.surah}:${passage.from}`);
    }
    expect(seen.size).toBeGreaterThan(700);
  });

  it('skips a verse too long for a screen and joins very short ones into a passage', () => {
    const baqarah = realSurahs()[1]!.ayat;
    // Al-Baqarah 282 (the longest verse) gives way to 283... which is long too: the passage starts where one fits.
    const long = ayatPassage(baqarah, 282)!;
    expect(long.from).toBeGreaterThan(282);
    const ikhlas = ayatPassage(realSurahs()[111]!.ayat, 1)!;
    expect([ikhlas.from, ikhlas.to]).toEqual([1, 3]);
  });

  it("is cited as 'QS <surah> : <ayat>'", () => {
    expect(ayatCitation('Al-Baqarah', { from: 255, to: 255 })).toBe('QS Al-Baqarah : 255');
    expect(ayatCitation('Al-Ikhlas', { from: 1, to: 3 })).toBe('QS Al-Ikhlas : 1–3');
  });
});
