import type { Verse } from '../../lib/quran-files';

/*
 * The ayat of the day: one verse (or a short passage) of the shipped Qur'an, chosen from the
 * mosque's date alone, so every screen of the mosque, online or not, shows the same one all day.
 */

/** The screen keeps the surahs of this many coming days, so a month without a signal still has its ayat. */
export const AYAT_DAYS_KEPT = 60;

const TOTAL_VERSES = 6236;
/** A step coprime with 6236, so consecutive days land far apart and all verses come round. */
const STRIDE = 2903;
/** Longer than this the verse is skipped (it would not fit a screen); shorter, the next ones join it. */
const MAX_ARABIC = 300;
const MIN_ARABIC = 80;
const MAX_VERSES = 3;

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Surah and verse the day starts from, counted through the surahs' verse counts (114, in order). */
export function ayatPlaceOfDay(date: string, verseCounts: readonly number[]): { surah: number; ayah: number } {
  let left = (((dayNumber(date) * STRIDE) % TOTAL_VERSES) + TOTAL_VERSES) % TOTAL_VERSES;
  for (let i = 0; i < verseCounts.length; i++) {
    const count = verseCounts[i]!;
    if (left < count) return { surah: i + 1, ayah: left + 1 };
    left -= count;
  }
  return { surah: 1, ayah: 1 };
}

export type AyatPassage = { from: number; to: number; verses: Verse[] };

/**
 * From `ayah` on in its surah (round to its start if need be): the first verse short enough for
 * the screen, joined by the next ones while the passage is still short.
 */
export function ayatPassage(verses: readonly Verse[], ayah: number): AyatPassage | null {
  const fits = (v: Verse) => v.ar.length <= MAX_ARABIC && v.tr.trim() !== '';
  const start = verses.findIndex((v) => v.a >= ayah && fits(v));
  const first = start >= 0 ? start : verses.findIndex(fits);
  if (first < 0) return null;
  const chosen = [verses[first]!];
  let length = chosen[0]!.ar.length;
  for (let i = first + 1; i < verses.length && chosen.length < MAX_VERSES && length < MIN_ARABIC; i++) {
    const next = verses[i]!;
    if (!fits(next) || length + next.ar.length > MAX_ARABIC) break;
    chosen.push(next);
    length += next.ar.length;
  }
  return { from: chosen[0]!.a, to: chosen[chosen.length - 1]!.a, verses: chosen };
}

/** 'QS Al-Baqarah : 255', or ': 1–3' for a passage. */
export const ayatCitation = (surahName: string, passage: Pick<AyatPassage, 'from' | 'to'>) =>
  `QS ${surahName} : ${passage.from === passage.to ? passage.from : `${passage.from}–${passage.to}`}`;
