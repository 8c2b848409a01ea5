/*
 * The Hijri date of a civil day by Kemenag RI's calendar: months begin by the MABIMS criteria
 * (precomputed in ./hijri-table, see scripts/hijri-mabims.ts), and where the sidang isbat has
 * decided, its decision wins. The decisions come built in (./isbat-decisions) and, newer ones, from
 * the network admin's table that each phone syncs (setIsbatDecisions). Outside 1440–1500 H, where
 * no table reaches, the Umm al-Qura calendar stands in.
 */
import { MABIMS_FIRST_DAY, MABIMS_FIRST_YEAR, MABIMS_MONTH_LENGTHS } from './hijri-table';
import { BUILT_IN_ISBAT, type IsbatDecision } from './isbat-decisions';

export type HijriDate = { day: number; month: number; year: number };
export type { IsbatDecision } from './isbat-decisions';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Day numbers of every month start by MABIMS alone, 1 Muharram 1440 first, one past the last. */
const mabimsStarts: readonly number[] = (() => {
  const starts = [dayNumber(MABIMS_FIRST_DAY)];
  for (let i = 0; i < MABIMS_MONTH_LENGTHS.length * 4; i++) {
    const long = (parseInt(MABIMS_MONTH_LENGTHS[i >> 2]!, 16) >> (3 - (i & 3))) & 1;
    starts.push(starts[starts.length - 1]! + 29 + long);
  }
  return starts;
})();

const monthIndex = (year: number, month: number) => (year - MABIMS_FIRST_YEAR) * 12 + month - 1;

/** 1 <month> <year> H by MABIMS alone ('YYYY-MM-DD'), or undefined outside the table. */
export function mabimsMonthStart(year: number, month: number): string | undefined {
  const start = mabimsStarts[monthIndex(year, month)];
  return start === undefined || month < 1 || month > 12 ? undefined : new Date(start * DAY_MS).toISOString().slice(0, 10);
}

/** The month before a decided start and the month itself, in days, once it applies; undefined outside the table. */
function lengthsAt(decision: IsbatDecision, monthStarts: readonly number[]): { before: number; own: number } | undefined {
  const i = monthIndex(decision.year, decision.month);
  if (i < 1 || i >= monthStarts.length - 1 || decision.month < 1 || decision.month > 12) return undefined;
  const day = dayNumber(decision.firstDay);
  return { before: day - monthStarts[i - 1]!, own: monthStarts[i + 1]! - day };
}

const fits = (lengths: { before: number; own: number } | undefined) =>
  !!lengths && (lengths.before === 29 || lengths.before === 30) && (lengths.own === 29 || lengths.own === 30);

/** What `decision` would make of its month and the one before, among `others` (for the server's check). */
export function monthLengthsWith(decision: IsbatDecision, others: readonly IsbatDecision[]): { before: number; own: number } | undefined {
  return lengthsAt(decision, withDecisions(others));
}

function withDecisions(synced: readonly IsbatDecision[]): number[] {
  const next = [...mabimsStarts];
  for (const d of [...BUILT_IN_ISBAT, ...synced]) {
    if (fits(lengthsAt(d, next))) next[monthIndex(d.year, d.month)] = dayNumber(d.firstDay);
  }
  return next;
}

let starts: readonly number[] = withDecisions([]);

/** The isbat decisions synced from the server (the built-in ones always apply; a synced one for the same month wins). */
export function setIsbatDecisions(synced: readonly IsbatDecision[]): void {
  starts = withDecisions(synced);
}

const umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' (a civil day) → its Hijri day, month (1 = Muharram … 12 = Dzulhijjah) and year. */
export function hijriDate(date: string): HijriDate {
  const day = dayNumber(date);
  if (day >= starts[0]! && day < starts[starts.length - 1]!) {
    let low = 0;
    let high = starts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= day) low = mid;
      else high = mid - 1;
    }
    return { day: day - starts[low]! + 1, month: (low % 12) + 1, year: MABIMS_FIRST_YEAR + Math.floor(low / 12) };
  }
  const parts = umalqura.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** Kemenag's spelling of the months, Muharram first. */
export const HIJRI_MONTH_NAMES = [
  'Muharram', 'Safar', 'Rabiul Awal', 'Rabiul Akhir', 'Jumadil Awal', 'Jumadil Akhir',
  'Rajab', 'Syakban', 'Ramadhan', 'Syawal', 'Zulkaidah', 'Zulhijah',
] as const;
