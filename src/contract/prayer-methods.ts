/**
 * The ways prayer times may be reckoned: Kemenag RI's rules (the default, src/contract/prayer-day.ts)
 * or one of adhan's methods. The one list, for the settings, the reminders and the calendar feed;
 * kept apart from prayer-day so that reading it loads no astronomy.
 */
export const PRAYER_METHODS = ['kemenag', 'mwl', 'singapore', 'umm-al-qura'] as const;
export type PrayerMethod = (typeof PRAYER_METHODS)[number];
