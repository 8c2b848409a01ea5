import { CalculationMethod, Coordinates, Madhab, PrayerTimes } from 'adhan';
import { SolarDay } from './solar';

export type PrayerMethod = 'kemenag' | 'mwl' | 'singapore' | 'umm-al-qura';
export const TIME_KEYS = ['imsak', 'subuh', 'terbit', 'dhuha', 'dzuhur', 'ashar', 'maghrib', 'isya'] as const;
export type TimeKey = (typeof TIME_KEYS)[number];
/** One day's schedule, each time 'HH:mm' in the place's own zone. */
export type DayTimes = Record<TimeKey, string>;

const MINUTE = 60_000;

/** 'YYYY-MM-DD' → [y, m, d]; throws on anything else so a bad date never yields a schedule. */
export function parseIsoDate(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`Bad date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function hhmm(instant: number, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f.format(new Date(instant));
}

/** Rounds an instant up to the next whole minute (an exact minute stays). */
const ceilMinute = (ms: number) => Math.ceil(ms / MINUTE) * MINUTE;

/**
 * Kemenag RI (Bimas Islam): subuh −20°, isya −18°, asar shadow factor 1, terbit and maghrib at
 * −1° altitude, dhuha at +4.5°, imsak 10 minutes before subuh; each time rounded up to the
 * minute, then the ihtiyat: +2 (subuh, asar, maghrib, isya), +3 (dzuhur), −3 (terbit).
 */
function kemenag(latitude: number, longitude: number, y: number, m: number, d: number): Record<TimeKey, number> {
  const sun = new SolarDay(y, m, d, latitude, longitude);
  const midnightUtc = Date.UTC(y, m - 1, d);
  const at = (utHours: number, ihtiyat: number) => ceilMinute(midnightUtc + utHours * 3_600_000) + ihtiyat * MINUTE;
  const subuh = at(sun.timeAtAltitude(-20, true), 2);
  return {
    imsak: subuh - 10 * MINUTE,
    subuh,
    terbit: at(sun.timeAtAltitude(-1, true), -3),
    dhuha: at(sun.timeAtAltitude(4.5, true), 2),
    dzuhur: at(sun.transit(), 3),
    ashar: at(sun.afternoon(1), 2),
    maghrib: at(sun.timeAtAltitude(-1, false), 2),
    isya: at(sun.timeAtAltitude(-18, false), 2),
  };
}

const adhanParams = {
  mwl: () => CalculationMethod.MuslimWorldLeague(),
  singapore: () => CalculationMethod.Singapore(),
  'umm-al-qura': () => CalculationMethod.UmmAlQura(),
} as const;

/** The other methods straight from adhan; imsak and dhuha (which adhan lacks) as Kemenag sets them. */
function viaAdhan(method: Exclude<PrayerMethod, 'kemenag'>, latitude: number, longitude: number, y: number, m: number, d: number): Record<TimeKey, number> {
  const params = adhanParams[method]();
  params.madhab = Madhab.Shafi;
  // adhan reads the calendar day from the Date's local fields, whatever the runtime's zone.
  const times = new PrayerTimes(new Coordinates(latitude, longitude), new Date(y, m - 1, d), params);
  const sun = new SolarDay(y, m, d, latitude, longitude);
  const subuh = times.fajr.getTime();
  return {
    imsak: subuh - 10 * MINUTE,
    subuh,
    terbit: times.sunrise.getTime(),
    dhuha: ceilMinute(Date.UTC(y, m - 1, d) + sun.timeAtAltitude(4.5, true) * 3_600_000),
    dzuhur: times.dhuhr.getTime(),
    ashar: times.asr.getTime(),
    maghrib: times.maghrib.getTime(),
    isya: times.isha.getTime(),
  };
}

/**
 * A day's prayer times for a place as instants (ms since the epoch). Pure, so the server's
 * reminder scheduler computes exactly the times the app shows; it lives in the contract for that.
 */
export function computePrayerInstants(
  { latitude, longitude }: { latitude: number; longitude: number },
  date: string,
  method: PrayerMethod = 'kemenag',
): Record<TimeKey, number> {
  const [y, m, d] = parseIsoDate(date);
  return method === 'kemenag' ? kemenag(latitude, longitude, y, m, d) : viaAdhan(method, latitude, longitude, y, m, d);
}

/** A day's prayer times for a place, as 'HH:mm' in `timeZone`. */
export function computePrayerTimes(
  coords: { latitude: number; longitude: number },
  date: string,
  timeZone: string,
  method: PrayerMethod = 'kemenag',
): DayTimes {
  const instants = computePrayerInstants(coords, date, method);
  const out = {} as DayTimes;
  for (const key of TIME_KEYS) out[key] = hhmm(instants[key], timeZone);
  return out;
}
