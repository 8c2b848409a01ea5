import { KENCLENG_BOX_LABEL, ledgerBetween, type Movement } from './ledger.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import type { BoxOpening, FridayReport } from '../../src/contract/kencleng-box.ts';

// 'Laporan Jumat': the week's books a mosque reads out before the khutbah, from the same ledger
// as its public Keuangan. Pure, so the sums can be checked against a clock the test sets.

export { KENCLENG_BOX_LABEL };

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
  const ledger = ledgerBetween(movements, week.from, week.to);
  const kenclengBox = ledger.income_lines.filter((l) => l.source === 'kencleng' && l.label === KENCLENG_BOX_LABEL).reduce((a, l) => a + l.amount, 0);
  return {
    masjid, ...week, ledger,
    kencleng: ledger.income_by_source.kencleng, kencleng_box: kenclengBox, kencleng_online: ledger.income_by_source.kencleng - kenclengBox,
    infaq_online: ledger.income_by_source.infaq_online,
    expenses: ledger.expenses, expense: ledger.expense,
    openings: openings.filter((o) => o.date >= week.from && o.date <= week.to).sort((a, b) => a.date.localeCompare(b.date)),
  };
}
