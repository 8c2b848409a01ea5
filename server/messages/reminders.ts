import { calendarDay } from '../../src/contract/calendar-day.ts';
import { DEFAULT_PRAYER_METHOD, isPrayerMethod } from '../../src/contract/prayer-methods.ts';
import { computePrayerInstants, type PrayerMethod } from '../../src/contract/prayer-times.ts';
import { REMINDER_PRAYERS, type ReminderPrayer } from '../../src/contract/pesan.ts';

/*
 * Which prayer reminder a subscriber gets next, from the app's own prayer-time module (which takes
 * the height of the nearest regency, as the phone stores it with the place). Pure:
 * the instant is a parameter, so tests ask any moment in any zone.
 */

export type ReminderPlace = {
  latitude: number;
  longitude: number;
  timeZone: string;
  method: string;
  /** prayer → minutes before; a prayer absent is off. */
  prayers: Partial<Record<string, number>>;
};

export type DueReminder = { prayer: ReminderPrayer; /** the prayer's own time */ prayerAt: number; /** when to send */ at: number; minutesBefore: number };

const DAY = 86_400_000;


/**
 * Prayer instants per (place, method, date): 100,000 subscribers live in some 500 regencies, so
 * the scheduler computes each day's times once per regency, not once per subscriber.
 */
export class PrayerTimeCache {
  private readonly days = new Map<string, Record<string, number>>();
  get(latitude: number, longitude: number, method: PrayerMethod, date: string): Record<string, number> {
    const key = `${latitude},${longitude},${method},${date}`;
    let times = this.days.get(key);
    if (!times) {
      if (this.days.size > 20_000) this.days.clear(); // a few days of every regency and method
      times = computePrayerInstants({ latitude, longitude }, date, method);
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
  let best: DueReminder | null = null;
  // Yesterday's date in the zone too: a reminder 15 minutes early can fall on the day before.
  for (let i = -1; i <= 2 && !best; i += 1) {
    const date = calendarDay(after + i * DAY, place.timeZone);
    const times = cache.get(place.latitude, place.longitude, method, date);
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
