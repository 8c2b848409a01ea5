/**
 * The words that name each prayer method (prayer-methods.ts), for Pengaturan, the schedule's note
 * and the imsakiyah's source line: one set, so a method reads the same on every screen.
 */
import type { PrayerMethod } from './prayer-methods';

type PrayerMethodWords = {
  /** Its name in the list of Pengaturan. */
  name: string;
  /** The method inside a sentence ('Dihitung dengan kriteria Kemenag RI'). */
  phrase: string;
  /** Its angles, in a few words. */
  rules: string;
  /** Where it is used, where that helps choosing. */
  usedIn?: string;
};

export const PRAYER_METHOD_WORDS: Record<PrayerMethod, PrayerMethodWords> = {
  kemenag: { name: 'Kemenag RI', phrase: 'kriteria Kemenag RI', rules: 'subuh 20°, isya 18°, ihtiyat 2 menit', usedIn: 'dipakai di Indonesia' },
  mwl: { name: 'Muslim World League', phrase: 'metode Muslim World League', rules: 'subuh 18°, isya 17°' },
  singapore: { name: 'Singapura (MUIS)', phrase: 'metode MUIS Singapura', rules: 'subuh 20°, isya 18°' },
  'umm-al-qura': { name: 'Umm al-Qura', phrase: 'metode Umm al-Qura', rules: 'subuh 18,5°, isya 90 menit setelah maghrib', usedIn: 'dipakai di Makkah' },
};

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Under the name in Pengaturan: 'Subuh 18°, isya 17°'. */
export const prayerMethodHint = (method: PrayerMethod): string => {
  const { rules, usedIn } = PRAYER_METHOD_WORDS[method];
  return sentence(usedIn ? `${rules} — ${usedIn}` : rules);
};

/** The method with its angles, inside a sentence: 'metode Muslim World League (subuh 18°, isya 17°)'. */
export const prayerMethodNote = (method: PrayerMethod): string => `${PRAYER_METHOD_WORDS[method].phrase} (${PRAYER_METHOD_WORDS[method].rules})`;

/** A source line on its own: 'Kriteria Kemenag RI'. */
export const prayerMethodSource = (method: PrayerMethod): string => sentence(PRAYER_METHOD_WORDS[method].phrase);
