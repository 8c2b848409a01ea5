import * as v from 'valibot';
import { Coordinate, ElevationField, encodeReminderPrayers, PlaceLabelField, ReminderPrayersField, type ReminderPrayer } from './pesan';
import { placeFields, type NamedPrayerPlace } from './prayer-place-fields';
import { DEFAULT_PRAYER_METHOD, PRAYER_METHODS } from './prayer-methods';
import { TimeZoneField } from './time-zone';

/*
 * 'Tambahkan ke Kalender': a calendar feed of a place's prayer times, with an alarm for each
 * prayer the person picked. It works where Web Push cannot (no push service, permission refused,
 * iPhone outside an installed app): the phone's own calendar rings, with the app closed.
 * A plain path outside /api, because a calendar app fetches it with no headers of ours.
 *
 * The link carries the place the schedule on screen is computed for (contract/prayer-place.ts):
 * the person's own position rounded to about 110 m, and its height; the regency is only a label.
 * Links made before carry the regency's point, sometimes without a height: they keep working, the
 * server taking the height of the regency nearest that point.
 */

export const PRAYER_FEED_PATH = '/kalender/sholat.ics';
/** A subscription covers this many days from today; calendar apps fetch it again well before the end. */
export const FEED_DAYS = 30;

const MonthField = v.pipe(
  v.string('Bulan tidak valid'), v.trim(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan tidak valid (contoh: 2026-12)'),
  v.check((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2100, 'Bulan tidak valid (contoh: 2026-12)'),
);

export const PrayerFeedQuery = v.object({
  lat: Coordinate(-90, 90),
  lng: Coordinate(-180, 180),
  time_zone: TimeZoneField,
  /** The place's name as the app shows it; only a label. */
  regency: v.optional(PlaceLabelField, ''),
  /** Metres above the sea; without it (older links), the nearest regency's. */
  elevation: v.optional(ElevationField),
  method: v.optional(v.picklist(PRAYER_METHODS, 'Metode tidak valid'), DEFAULT_PRAYER_METHOD),
  /** 'maghrib:0,subuh:10': the prayers that ring, minutes before each. */
  prayers: ReminderPrayersField,
  /** 'YYYY-MM': the one-off download of a month; without it, the next FEED_DAYS days. */
  month: v.optional(MonthField),
});
export type PrayerFeedInput = v.InferOutput<typeof PrayerFeedQuery>;

/** The feed's path and query for a place, method and the prayers that ring. */
export function prayerFeedPath(place: NamedPrayerPlace, method: string, prayers: Partial<Record<ReminderPrayer, number>>, month?: string): string {
  const query = new URLSearchParams({ ...placeFields(place), method });
  const rings = encodeReminderPrayers(prayers);
  if (rings) query.set('prayers', rings);
  if (month) query.set('month', month);
  return `${PRAYER_FEED_PATH}?${query.toString()}`;
}
