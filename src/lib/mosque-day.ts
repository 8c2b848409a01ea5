import { prayerTimesAt } from '../contract/prayer-day';
import { prayerPlaceNear, type DayTimes, type PrayerPlace } from '../contract/prayer-times';
import { IQAMAH_PRAYERS, type IqamahPrayer, type IqamahRule, type MosqueFriday, type MosqueTimes } from '../contract/mosque-times';
import { addDays, clockInZone, dateInZone, instantOf, weekday } from '../contract/zone-clock';

/*
 * A mosque's day as its page and its wall screen show it: the adzan times computed on the device
 * from the mosque's own position through the one place every surface builds (Kemenag rules, the
 * height of the regency nearest it), each prayer's
 * iqamah by the staff's rule, and on Friday the Jumu'ah in place of dzuhur. Pure: `now` and the
 * date come from the caller, so a week of fake clock time runs it the same as a real one.
 */

export const PRAYER_LABELS: Record<IqamahPrayer, string> = { subuh: 'Subuh', dzuhur: 'Dzuhur', ashar: 'Ashar', maghrib: 'Maghrib', isya: 'Isya' };
export const JUMAT_LABEL = "Jum'at";

export type MosquePrayer = {
  key: IqamahPrayer;
  /** 'Dzuhur', or "Jum'at" on a Friday. */
  name: string;
  adzan: string;
  adzanAt: number;
  /** null while the staff have set none. */
  iqamah: string | null;
  iqamahAt: number | null;
};

export type MosqueDay = {
  date: string;
  timeZone: string;
  /** imsak … isya as computed, 'HH:mm'. */
  times: DayTimes;
  prayers: MosquePrayer[];
  /** The Friday entry of this date, if any. */
  friday: MosqueFriday | null;
};

const MINUTE = 60_000;

export function iqamahAt(rule: IqamahRule | null, adzanAt: number, date: string, timeZone: string): number | null {
  if (!rule) return null;
  if (rule.mode === 'setelah') return adzanAt + rule.minutes * MINUTE;
  const fixed = instantOf(date, rule.time, timeZone);
  // A fixed iqamah before the adzan (the adzan moved with the season) waits for the adzan.
  return Math.max(fixed, adzanAt);
}

/** The mosque's place as every prayer-time surface builds it, or null while it has no position. */
export function mosquePlace(times: Pick<MosqueTimes, 'masjid'>): PrayerPlace | null {
  const { latitude, longitude } = times.masjid;
  return latitude === null || longitude === null ? null : prayerPlaceNear({ latitude, longitude });
}

export function mosqueDay(times: MosqueTimes, date: string): MosqueDay | null {
  const place = mosquePlace(times);
  if (!place) return null;
  const zone = times.time_zone;
  const computed = prayerTimesAt(place, date, zone);
  const isFriday = weekday(date) === 5;
  const friday = isFriday ? times.fridays.find((f) => f.date === date) ?? null : null;
  const prayers = IQAMAH_PRAYERS.map((key): MosquePrayer => {
    const jumat = key === 'dzuhur' && isFriday;
    const adzan = computed[key];
    const adzanAt = instantOf(date, adzan, zone);
    // The Friday salat begins at the time the staff entered (after the khutbah), not at a rule.
    const iqAt = jumat && friday ? Math.max(instantOf(date, friday.time, zone), adzanAt) : iqamahAt(times.iqamah[key], adzanAt, date, zone);
    return {
      key, name: jumat ? JUMAT_LABEL : PRAYER_LABELS[key], adzan, adzanAt,
      iqamah: iqAt === null ? null : clockInZone(iqAt, zone), iqamahAt: iqAt,
    };
  });
  return { date, timeZone: zone, times: computed, prayers, friday };
}

/** Today at the mosque, from `now`. */
export const mosqueToday = (times: Pick<MosqueTimes, 'time_zone'>, now: number) => dateInZone(now, times.time_zone);

/** The next Friday entry from today on (this Friday's stays until the day is over). */
export function nextFriday(times: MosqueTimes, now: number): MosqueFriday | null {
  const today = mosqueToday(times, now);
  return times.fridays.find((f) => f.date >= today) ?? null;
}

/**
 * What the wall screen shows at `now`:
 * - 'adzan': counting down to the next adzan;
 * - 'iqamah': the adzan has sounded, counting down to its iqamah;
 * - 'quiet': from iqamah for the staff's quiet minutes ('Luruskan dan rapatkan shaf').
 * `until` is when this phase ends; the caller schedules its next look for then.
 */
export type WallPhase =
  | { kind: 'adzan'; prayer: MosquePrayer; until: number }
  | { kind: 'iqamah'; prayer: MosquePrayer; until: number }
  | { kind: 'quiet'; prayer: MosquePrayer; until: number };

export function wallPhase(times: MosqueTimes, now: number): WallPhase | null {
  return wallPhaseIn(wallDays(times, mosqueToday(times, now)), times.quiet_minutes, now);
}

/** Yesterday, today and tomorrow at the mosque: enough for any moment of today (isya's quiet runs past midnight). */
export function wallDays(times: MosqueTimes, today: string): Array<MosqueDay | null> {
  return [mosqueDay(times, addDays(today, -1)), mosqueDay(times, today), mosqueDay(times, addDays(today, 1))];
}

/** wallPhase over days computed once per date (the screen asks every second). */
export function wallPhaseIn(days: ReadonlyArray<MosqueDay | null>, quietMinutes: number, now: number): WallPhase | null {
  const quietMs = quietMinutes * MINUTE;
  for (const day of days) {
    if (!day) return null;
    for (const prayer of day.prayers) {
      const { adzanAt, iqamahAt: iq } = prayer;
      if (now < adzanAt) return { kind: 'adzan', prayer, until: adzanAt };
      if (iq !== null && now < iq) return { kind: 'iqamah', prayer, until: iq };
      if (iq !== null && quietMs > 0 && now < iq + quietMs) return { kind: 'quiet', prayer, until: iq + quietMs };
    }
  }
  return null;
}

/** '01:02:03' or '12:34' left, rounding up to the second so it never shows 00:00 early. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
