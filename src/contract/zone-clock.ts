/*
 * Calendar days and wall-clock times in a named zone. Indonesia keeps no daylight saving, so an
 * 'HH:mm' on a date maps to exactly one instant. Shared by the mosque's own times (app, wall
 * screen) and the server's Friday reads.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneParts(instant: number, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The calendar date ('YYYY-MM-DD') an instant falls on in a zone. */
export function dateInZone(instant: number, timeZone: string): string {
  const p = zoneParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 5 = Friday, of a calendar date. */
export function weekday(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The instant a wall-clock 'HH:mm' on a date happens in a zone. */
export function instantOf(date: string, time: string, timeZone: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  const p = zoneParts(asUtc, timeZone);
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - asUtc;
  return asUtc - offset;
}

/** An instant as 'HH:mm' in a zone. */
export function clockInZone(instant: number, timeZone: string): string {
  const p = zoneParts(instant, timeZone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}
