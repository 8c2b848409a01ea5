/**
 * The ways prayer times may be reckoned: Kemenag RI's rules (the default, src/contract/prayer-day.ts)
 * or one of adhan's methods. The one list, for the settings, the reminders and the calendar feed;
 * kept apart from prayer-day so that reading it loads no astronomy, and from the words that name
 * each method (prayer-method-words.ts) so that the first screen, which reads the settings, loads
 * none of them.
 */
export const PRAYER_METHODS = ['kemenag', 'mwl', 'singapore', 'umm-al-qura'] as const;
export type PrayerMethod = (typeof PRAYER_METHODS)[number];

export const DEFAULT_PRAYER_METHOD: PrayerMethod = 'kemenag';

export const isPrayerMethod = (value: unknown): value is PrayerMethod => (PRAYER_METHODS as readonly unknown[]).includes(value);
