import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DEFAULT_PRAYER_METHOD, isPrayerMethod, PRAYER_METHOD_WORDS, PRAYER_METHODS, prayerMethodHint, prayerMethodNote, prayerMethodSource,
} from '../../../src/contract/prayer-methods';
import { PrayerFeedQuery } from '../../../src/contract/prayer-feed';

describe('the one list of prayer methods', () => {
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

  it('knows its own ids and nothing else, and Kemenag is the default', () => {
    expect(PRAYER_METHODS.every(isPrayerMethod)).toBe(true);
    expect(isPrayerMethod('isna')).toBe(false);
    expect(isPrayerMethod(undefined)).toBe(false);
    expect(DEFAULT_PRAYER_METHOD).toBe('kemenag');
    const feed = (extra: object) => v.safeParse(PrayerFeedQuery, { lat: '-6.2', lng: '106.8', time_zone: 'Asia/Jakarta', ...extra });
    expect(feed({}).output).toMatchObject({ method: DEFAULT_PRAYER_METHOD });
    expect(feed({ method: 'mwl' }).output).toMatchObject({ method: 'mwl' });
    expect(feed({ method: 'isna' }).issues?.[0]?.message).toBe('Metode tidak valid');
  });
});
