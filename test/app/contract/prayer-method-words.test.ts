import { describe, expect, it } from 'vitest';
import { PRAYER_METHODS } from '../../../src/contract/prayer-methods';
import { PRAYER_METHOD_WORDS, prayerMethodHint, prayerMethodNote, prayerMethodSource } from '../../../src/contract/prayer-method-words';

describe('the words of each prayer method', () => {
  it('names every method, each in words of its own', () => {
    expect(Object.keys(PRAYER_METHOD_WORDS).sort()).toEqual([...PRAYER_METHODS].sort());
    for (const method of PRAYER_METHODS) {
      const words = PRAYER_METHOD_WORDS[method];
      expect(words.name.trim(), method).not.toBe('');
      expect(words.rules, method).toMatch(/subuh .*isya /);
      expect(words.phrase, method).toMatch(/^(kriteria|metode) /);
    }
    const names = PRAYER_METHODS.map((m) => PRAYER_METHOD_WORDS[m].name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('says the method the same way in Pengaturan, under the schedule and on the imsakiyah', () => {
    expect(prayerMethodHint('kemenag')).toBe('Subuh 20°, isya 18°, ihtiyat 2 menit — dipakai di Indonesia');
    expect(prayerMethodHint('mwl')).toBe('Subuh 18°, isya 17°');
    expect(prayerMethodNote('kemenag')).toBe('kriteria Kemenag RI (subuh 20°, isya 18°, ihtiyat 2 menit)');
    expect(prayerMethodNote('umm-al-qura')).toBe('metode Umm al-Qura (subuh 18,5°, isya 90 menit setelah maghrib)');
    expect(prayerMethodSource('kemenag')).toBe('Kriteria Kemenag RI');
    expect(prayerMethodSource('singapore')).toBe('Metode MUIS Singapura');
  });
});
