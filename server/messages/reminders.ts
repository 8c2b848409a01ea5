import { calendarDay } from '../../src/contract/calendar-day.ts';
import { DEFAULT_PRAYER_METHOD, isPrayerMethod } from '../../src/contract/prayer-methods.ts';
import { prayerInstantsAt } from '../../src/contract/prayer-day.ts';
import { prayerPlaceNear, type PrayerMethod, type PrayerPlace } from '../../src/contract/prayer-times.ts';
import { REMINDER_PRAYERS, type ReminderPrayer } from '../../src/contract/pesan.ts';

/*
 * Which prayer reminder a subscriber gets next, from the app's own prayer-time module and the place
 * the app's schedule is computed for (contract/prayer-place.ts): the position and height the
 * subscription carries. Pure: the instant is a parameter, so tests ask any moment in any zone.
 */

export type ReminderPlace = {
  latitude: number;
  longitude: number;
  /** Metres, as the app sent it; null or absent (a subscription saved before heights were sent): the nearest regency's. */
  elevation?: number | null;
  timeZone: string;
  method: string;
  /** prayer → minutes before; a prayer absent is off. */
  prayers: Partial<Record<string, number>>;
};

export type DueReminder = { prayer: ReminderPrayer; /** the prayer's own time */ prayerAt: number; /** when to send */ at: number; minutesBefore: number };

const DAY = 86_400_000;


/** The place a subscription's reminders are computed for: the one the app built, or an old row's regency point. */
export const reminderPrayerPlace = (place: Pick<ReminderPlace, 'latitude' | 'longitude' | 'elevation'>): PrayerPlace =>
  prayerPlaceNear({ latitude: place.latitude, longitude: place.longitude, elevation: place.elevation ?? undefined });

/**
 * Prayer instants per (place, method, date). Subscribers who share a place (rounded to ~110 m:
 * a household, a pesantren, old rows at one regency's point) share one computation.
 */
export class PrayerTimeCache {
  private readonly days = new Map<string, Record<string, number>>();
  get(place: PrayerPlace, method: PrayerMethod, date: string): Record<string, number> {
    const key = `${place.latitude},${place.longitude},${place.elevation},${place.horizon},${method},${date}`;
    let times = this.days.get(key);
    if (!times) {
      if (this.days.size > 20_000) this.days.clear(); // a few days of some thousands of places; memory stays a few MB
      times = prayerInstantsAt(place, date, method);
      this.days.set(key, times);
    }
    return times;
  }
}

const sharedCache = new PrayerTimeCache();

/** The first reminder strictly after `after` (ms), or null when every prayer is off. */
export function nextReminder(place: ReminderPlace, after: number, cache: PrayerTimeCache = sharedCache): DueReminder | null {
  const method: PrayerMethod = isPrayerMethod(place.method) ? place.method : DEFAULT_PRAYER_METHOD;
  const enabled = REMINDER_PRAYERS.filter((p) => typeof place.prayers[p] === 'number');
  if (enabled.length === 0) return null;
  const where = reminderPrayerPlace(place);
  let best: DueReminder | null = null;
  // Yesterday's date in the zone too: a reminder 15 minutes early can fall on the day before.
  for (let i = -1; i <= 2 && !best; i += 1) {
    const date = calendarDay(after + i * DAY, place.timeZone);
    const times = cache.get(where, method, date);
    for (const prayer of enabled) {
      const minutesBefore = place.prayers[prayer] ?? 0;
      const prayerAt = times[prayer]!;
      const at = prayerAt - minutesBefore * 60_000;
      if (at > after && (!best || at < best.at)) best = { prayer, prayerAt, at, minutesBefore };
    }
  }
  return best;
}

/** A reminder more than this late is skipped: a prayer call long after the time helps no one. */
export const LATE_AFTER_MS = 60_000;

/** Whether a reminder due at `at` may still go out at `now`. */
export const stillOnTime = (at: number, now: number) => now - at <= LATE_AFTER_MS;
