import * as v from 'valibot';
import { DEFAULT_PRAYER_METHOD, PRAYER_METHODS } from '../contract/prayer-methods';

/**
 * The user's settings, kept on the device. The Pengaturan page writes them; the prayer
 * feature reads them. Unknown or broken stored values fall back to the defaults.
 */
const SettingsFields = v.object({
  /**
   * Version 2: the Hijri date follows Kemenag's calendar itself (src/contract/hijri.ts), so the
   * shift is 0 unless the user follows another calendar.
   */
  version: v.fallback(v.literal(2), 2),
  /** Days added to Kemenag's Hijri date, for those who follow another calendar. */
  hijriAdjustment: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(-2), v.maxValue(2)), 0),
  /** Prayer-time method: Kemenag RI (default) or another adhan method. */
  prayerMethod: v.fallback(v.picklist(PRAYER_METHODS), DEFAULT_PRAYER_METHOD),
  /** Short vibration on each tasbih count. */
  tasbihVibration: v.fallback(v.boolean(), true),
  /** A short tone when a prayer reminder shows inside the open app; off unless the person turns it on. */
  reminderSound: v.fallback(v.boolean(), false),
});

/**
 * Settings stored before version 2 hold −1 as the shift: the old default, which moved Umm al-Qura
 * back a day towards Indonesia's sighting. Kemenag's calendar needs no such move, and −1 cannot
 * be told apart from the default the page showed, so it becomes 0; any other value was the user's
 * own choice and stays.
 */
function upgrade(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || 'version' in stored) return stored;
  const old = stored as { hijriAdjustment?: unknown };
  return old.hijriAdjustment === -1 ? { ...old, hijriAdjustment: 0 } : stored;
}

export const SettingsSchema = v.pipe(v.unknown(), v.transform(upgrade), SettingsFields);
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const defaultSettings: Settings = v.parse(SettingsSchema, {});
