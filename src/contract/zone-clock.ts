/*
 * Calendar days and wall-clock times in a named zone, for the app, the worker and the server: the
 * one home of reading an instant's parts in a zone ('en-US' with a 24-hour cycle gives them as
 * numbers; no locale is asked to write a date or a time the way we want it). Indonesia keeps no
 * daylight saving, so an 'HH:mm' on a date maps to exactly one instant.
 */

export type ZoneParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

// Made once per zone: building a formatter with a time zone costs more than most of a hot
// read's own work.
const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock and calendar of an instant in a zone, as numbers (hour 0–23). */
export function zoneParts(instant: Date | number, timeZone: string): ZoneParts {
  let f = partFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    partFormatters.set(timeZone, f);
  }
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as ZoneParts;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date ('YYYY-MM-DD') an instant falls on in a zone. */
export function dateInZone(instant: Date | number, timeZone: string): string {
  const p = zoneParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** An instant as 'HH:mm' (00–23) on the clock of a zone. */
export function clockInZone(instant: Date | number, timeZone: string): string {
  const p = zoneParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, n: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 5 = Friday, of a calendar date. */
export function weekday(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The zone's offset from UTC (ms) at an instant (whole seconds). */
export function zoneOffset(instant: number, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock 'HH:mm' on a date happens in a zone. */
export function instantOf(date: string, time: string, timeZone: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  return asUtc - zoneOffset(asUtc, timeZone);
}

// The zone's short name as Indonesians say it ('WIB', 'WITA', 'WIT'): here, where the zone's clock is
// read, so the first screen's place pill carries no module more for it.
const INDONESIAN_ZONE_NAMES: Record<string, string> = { 'Asia/Jakarta': 'WIB', 'Asia/Pontianak': 'WIB', 'Asia/Makassar': 'WITA', 'Asia/Jayapura': 'WIT' };

/** 'WIB' | 'WITA' | 'WIT' at home; abroad the zone's own short name ('GMT+1', 'GMT+9'). */
export function zoneAbbreviation(timeZone: string, at: Date = new Date()): string {
  const home = INDONESIAN_ZONE_NAMES[timeZone];
  if (home) return home;
  const part = new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Whether the zone is one of Indonesia's. */
export const isIndonesianZone = (timeZone: string) => timeZone in INDONESIAN_ZONE_NAMES;
