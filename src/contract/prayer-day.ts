import { CalculationMethod, Coordinates, HighLatitudeRule, Madhab, PrayerTimes } from 'adhan';
import { SolarDay } from './solar';
import type { PrayerMethod } from './prayer-methods';
import { clockInZone } from './zone-clock';
import type { KemenagHorizonKind, PrayerPlace } from './prayer-place';

/*
 * A day's prayer times for a place whose Kemenag reference (height, horizon) is known. The first
 * screen computes with this module alone (the place it stored carries its regency's reference);
 * prayer-times.ts adds the lookup of the reference from a position, with its table, for callers
 * that know only where they are.
 */

export type { PrayerMethod };
export const TIME_KEYS = ['imsak', 'subuh', 'terbit', 'dhuha', 'dzuhur', 'ashar', 'maghrib', 'isya'] as const;
export type TimeKey = (typeof TIME_KEYS)[number];
/** One day's schedule, each time 'HH:mm' in the place's own zone. */
export type DayTimes = Record<TimeKey, string>;
/** Where the times are for, built by prayerPlace (prayer-place.ts) and by nothing else. */
export type { KemenagHorizonKind, PrayerPlace };

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** 'YYYY-MM-DD' → [y, m, d]; throws on anything else so a bad date never yields a schedule. */
export function parseIsoDate(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`Bad date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Rounds an instant up to the next whole minute (an exact minute stays). */
const ceilMinute = (ms: number) => Math.ceil(ms / MINUTE) * MINUTE;

/** Kemenag's altitude of the sun's centre at terbit and at maghrib for a place. */
export function kemenagHorizon(place: Pick<PrayerPlace, 'horizon'>): { terbit: number; maghrib: number } {
  return place.horizon === 'highland' ? { terbit: -2, maghrib: -2.1 } : { terbit: -1, maghrib: -1 };
}

/** Where the angles never come (summer far from the equator), subuh and isya keep a seventh of the night from sunrise and sunset. */
const NIGHT_PORTION = 1 / 7;

/**
 * Kemenag RI (Bimas Islam): subuh −20°, isya −18°, asar shadow factor 1, terbit and maghrib at the
 * place's horizon (kemenagHorizon), dhuha at +4.5°, imsak 10 minutes before subuh; each time
 * rounded up to the minute, then the ihtiyat: +2 (subuh, dhuha, asar, maghrib, isya), +3
 * (dzuhur), −3 (terbit).
 */
function kemenag(place: PrayerPlace, y: number, m: number, d: number): Record<TimeKey, number> {
  const sun = new SolarDay(y, m, d, place.latitude, place.longitude);
  const horizon = kemenagHorizon(place);
  const sunrise = sun.timeAtAltitude(horizon.terbit, true);
  const sunset = sun.timeAtAltitude(horizon.maghrib, false);
  const night = 24 - (sunset - sunrise);
  const fajr = Math.max(sun.timeAtAltitude(-20, true), sunrise - night * NIGHT_PORTION);
  const isha = Math.min(sun.timeAtAltitude(-18, false), sunset + night * NIGHT_PORTION);
  const midnightUtc = Date.UTC(y, m - 1, d);
  const at = (utHours: number, ihtiyat: number) => ceilMinute(midnightUtc + utHours * HOUR) + ihtiyat * MINUTE;
  const subuh = at(fajr, 2);
  return {
    imsak: subuh - 10 * MINUTE,
    subuh,
    terbit: at(sunrise, -3),
    dhuha: at(sun.timeAtAltitude(4.5, true), 2),
    dzuhur: at(sun.transit(), 3),
    ashar: at(sun.afternoon(1), 2),
    maghrib: at(sunset, 2),
    isya: at(isha, 2),
  };
}

const adhanParams = {
  mwl: () => CalculationMethod.MuslimWorldLeague(),
  singapore: () => CalculationMethod.Singapore(),
  'umm-al-qura': () => CalculationMethod.UmmAlQura(),
} as const;

/** The other methods straight from adhan (its own sea-level horizon); imsak and dhuha as Kemenag sets them. */
function viaAdhan(method: Exclude<PrayerMethod, 'kemenag'>, { latitude, longitude }: PrayerPlace, y: number, m: number, d: number): Record<TimeKey, number> {
  const params = adhanParams[method]();
  params.madhab = Madhab.Shafi;
  const coordinates = new Coordinates(latitude, longitude);
  params.highLatitudeRule = HighLatitudeRule.recommended(coordinates);
  // adhan reads the calendar day from the Date's local fields, whatever the runtime's zone.
  const times = new PrayerTimes(coordinates, new Date(y, m - 1, d), params);
  const sun = new SolarDay(y, m, d, latitude, longitude);
  const subuh = times.fajr.getTime();
  return {
    imsak: subuh - 10 * MINUTE,
    subuh,
    terbit: times.sunrise.getTime(),
    dhuha: ceilMinute(Date.UTC(y, m - 1, d) + sun.timeAtAltitude(4.5, true) * HOUR),
    dzuhur: times.dhuhr.getTime(),
    ashar: times.asr.getTime(),
    maghrib: times.maghrib.getTime(),
    isya: times.isha.getTime(),
  };
}

/** A day's prayer times for a place of known height, as instants (ms since the epoch). */
export function prayerInstantsAt(place: PrayerPlace, date: string, method: PrayerMethod = 'kemenag'): Record<TimeKey, number> {
  const [y, m, d] = parseIsoDate(date);
  return method === 'kemenag' ? kemenag(place, y, m, d) : viaAdhan(method, place, y, m, d);
}

/** Instants as 'HH:mm' in `timeZone`. */
export function clockTimes(instants: Record<TimeKey, number>, timeZone: string): DayTimes {
  const out = {} as DayTimes;
  for (const key of TIME_KEYS) out[key] = clockInZone(instants[key], timeZone);
  return out;
}

/** A day's prayer times for a place of known height, as 'HH:mm' in `timeZone`. */
export function prayerTimesAt(place: PrayerPlace, date: string, timeZone: string, method: PrayerMethod = 'kemenag'): DayTimes {
  return clockTimes(prayerInstantsAt(place, date, method), timeZone);
}
