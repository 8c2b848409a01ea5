/*
 * The birthdate calendar's arithmetic: Indonesian names from Intl, weeks starting on Monday,
 * 'j F Y' for display and Y-m-d for storage. Pure, so tests pin every date.
 */

export type CalendarCell = { ymd: string; day: number; inMonth: boolean };

const pad = (n: number) => String(n).padStart(2, '0');
export const toYmd = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;

/** Y-m-d → { year, month (0-11), day }, or undefined for anything that is not a real day. */
export function parseYmd(ymd: string): { year: number; month: number; day: number } | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** 'j F Y': '7 Maret 1990'. */
export function formatBirthdate(ymd: string): string {
  const parts = parseYmd(ymd);
  if (!parts) return '';
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(Date.UTC(parts.year, parts.month, parts.day)));
}

/** Monday-first short weekday names: Sen, Sel, Rab, Kam, Jum, Sab, Min. */
export function weekdayNames(): string[] {
  const format = new Intl.DateTimeFormat('id-ID', { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** Januari … Desember. */
export function monthNames(): string[] {
  const format = new Intl.DateTimeFormat('id-ID', { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2024, i, 1))));
}

/** The weeks of a month, Monday first, padded with the neighbouring months' days. */
export function monthGrid(year: number, month: number): CalendarCell[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (first.getUTCDay() + 6) % 7; // Monday → 0 … Sunday → 6
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const weeks: CalendarCell[][] = [];
  const cellCount = Math.ceil((offset + daysInMonth) / 7) * 7;
  for (let i = 0; i < cellCount; i++) {
    const date = new Date(Date.UTC(year, month, 1 - offset + i));
    const cell: CalendarCell = { ymd: toYmd(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()), day: date.getUTCDate(), inMonth: date.getUTCMonth() === month };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(cell);
  }
  return weeks;
}

/** The month after (+1) or before (−1). */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const date = new Date(Date.UTC(year, month + by, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() };
}
