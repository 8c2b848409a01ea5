import type { Movement } from './finance-periods.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import type { BoxOpening, FridayReport } from '../../src/contract/kencleng-box.ts';

// 'Laporan Jumat': what a mosque received and spent in the week it reads out before the khutbah.
// Pure, so the sums can be checked against a clock the test sets.

/** The label of a confirmed box opening among a mosque's movements (kencleng given in cash). */
export const KENCLENG_BOX_LABEL = 'Buka kencleng';

const DAY = 86_400_000;
const toText = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The Friday the report is read on (today when it is Friday, else the coming one) and its week:
 * the seven days before it, Friday to Thursday, so each day belongs to exactly one report.
 */
export function fridayWeek(today: string): { friday: string; from: string; to: string } {
  const d = new Date(`${today}T00:00:00Z`);
  const untilFriday = (5 - d.getUTCDay() + 7) % 7;
  const friday = new Date(d.getTime() + untilFriday * DAY);
  return { friday: toText(friday), from: toText(new Date(friday.getTime() - 7 * DAY)), to: toText(new Date(friday.getTime() - DAY)) };
}

export function buildFridayReport(
  masjid: { slug: string; nama: string },
  movements: readonly Movement[],
  openings: readonly BoxOpening[],
  now: Date,
): FridayReport {
  const week = fridayWeek(jakartaDate(now));
  const inWeek = (date: string) => date >= week.from && date <= week.to;
  let kenclengBox = 0;
  let kenclengOnline = 0;
  let infaqOnline = 0;
  const expenses = new Map<string, number>();
  for (const m of movements) {
    if (!inWeek(m.date)) continue;
    if (m.kind === 'expense') expenses.set(m.label, (expenses.get(m.label) ?? 0) + m.amount);
    else if (m.source === 'kencleng' && m.label === KENCLENG_BOX_LABEL) kenclengBox += m.amount;
    else if (m.source === 'kencleng') kenclengOnline += m.amount;
    else if (m.source === 'infaq_online') infaqOnline += m.amount;
  }
  const lines = [...expenses].filter(([, amount]) => amount !== 0)
    .map(([label, amount]) => ({ label, amount }))
    .sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));
  return {
    masjid, ...week,
    kencleng: kenclengBox + kenclengOnline, kencleng_box: kenclengBox, kencleng_online: kenclengOnline, infaq_online: infaqOnline,
    expenses: lines, expense: lines.reduce((a, l) => a + l.amount, 0),
    openings: openings.filter((o) => inWeek(o.date)).sort((a, b) => a.date.localeCompare(b.date)),
  };
}
