import { INCOME_SOURCES, KENCLENG_BOX_LABEL, type FinancePeriod, type FinancePeriodReport, type IncomeLine, type IncomeSource } from '../../src/contract/mosque-finance.ts';
import { ZAKAT_KIND_LABELS, ZAKAT_PROGRAM_TYPE } from '../../src/contract/zakat.ts';
import type { ZakatKind } from '../../src/contract/zakat-kinds.ts';
import { KENCLENG_TYPE } from '../../src/contract/program-id.ts';
import { QURBAN_PROGRAM_TYPE } from '../../src/contract/qurban.ts';

/*
 * A mosque's books, by what the money is (issue 40). Every surface that shows a mosque's money
 * (public Keuangan by week and month, Laporan Jumat as text and image, the wall screen's month)
 * is one call of `ledgerBetween` over the same movements, so they cannot disagree; pure, so the
 * sums can be checked on generated books.
 */

/** One day's sum of one kind of money: income of a kind (its line: a cash category, a kind of zakat) or an expense by category. */
export type Movement =
  | { date: string; kind: 'income'; source: IncomeSource; label: string; amount: number }
  | { date: string; kind: 'expense'; label: string; amount: number };

export { KENCLENG_BOX_LABEL };
export const KENCLENG_ONLINE_LABEL = 'Kencleng online';
export const INFAQ_ONLINE_LABEL = 'Infaq online';
export const WAKAF_ONLINE_LABEL = 'Wakaf online';
export const QURBAN_ONLINE_LABEL = 'Qurban online';

/**
 * What a cash entry is, from the category staff gave it (the panel suggests 'Kotak Jumat', 'Zakat',
 * 'Fidyah', …): zakat and fidyah kept apart from infaq, kencleng counted by hand with the boxes.
 */
export function cashIncomeSource(category: string): IncomeSource {
  if (/\bzakat\b/i.test(category)) return 'zakat';
  if (/\bfid[iy]ah\b/i.test(category)) return 'fidyah';
  if (/\bwakaf\b/i.test(category)) return 'wakaf';
  if (/kencleng/i.test(category)) return 'kencleng';
  return 'tunai';
}

/** What a paid online donation is, from its program's type and the zakat kind it carries. */
export function onlineIncome(programType: string, zakatKind: string | null): { source: IncomeSource; label: string } {
  if (zakatKind === 'fidyah') return { source: 'fidyah', label: ZAKAT_KIND_LABELS.fidyah };
  if (zakatKind && zakatKind in ZAKAT_KIND_LABELS) return { source: 'zakat', label: ZAKAT_KIND_LABELS[zakatKind as ZakatKind] };
  if (programType === ZAKAT_PROGRAM_TYPE) return { source: 'zakat', label: 'Zakat' };
  if (programType === KENCLENG_TYPE) return { source: 'kencleng', label: KENCLENG_ONLINE_LABEL };
  if (programType === 'wakaf') return { source: 'wakaf', label: WAKAF_ONLINE_LABEL };
  // A share's price paid toward a booking: the mosque holds it for the animal, it is not infaq.
  if (programType === QURBAN_PROGRAM_TYPE) return { source: 'qurban', label: QURBAN_ONLINE_LABEL };
  return { source: 'infaq_online', label: INFAQ_ONLINE_LABEL };
}

const DAY = 86_400_000;
const toDate = (s: string) => new Date(`${s}T00:00:00Z`);
const toText = (d: Date) => d.toISOString().slice(0, 10);
const net = (m: Movement) => (m.kind === 'income' ? m.amount : -m.amount);
const emptyBySource = (): Record<IncomeSource, number> => ({ tunai: 0, kencleng: 0, infaq_online: 0, wakaf: 0, zakat: 0, fidyah: 0, qurban: 0 });

const byAmount = <T extends { label: string; amount: number }>(a: T, b: T) => b.amount - a.amount || a.label.localeCompare(b.label);
const lines = (sums: Map<string, number>) =>
  [...sums].filter(([, amount]) => amount !== 0).map(([label, amount]) => ({ label, amount })).sort(byAmount);

/**
 * The books from `from` to `to` (inclusive days): everything before `from` is the opening
 * balance; income by kind and by line, spending by category, and the closing balance.
 */
export function ledgerBetween(movements: readonly Movement[], from: string, to: string): FinancePeriodReport {
  let opening = 0;
  const bySource = emptyBySource();
  const incomeLines = new Map<string, IncomeLine>();
  const expenses = new Map<string, number>();
  for (const m of movements) {
    if (m.date < from) {
      opening += net(m);
      continue;
    }
    if (m.date > to) continue;
    if (m.kind === 'expense') {
      expenses.set(m.label, (expenses.get(m.label) ?? 0) + m.amount);
      continue;
    }
    bySource[m.source] += m.amount;
    const key = `${m.source}\u0000${m.label}`;
    const line = incomeLines.get(key) ?? { source: m.source, label: m.label, amount: 0 };
    line.amount += m.amount;
    incomeLines.set(key, line);
  }
  const income_lines = [...incomeLines.values()].filter((l) => l.amount !== 0)
    .sort((a, b) => INCOME_SOURCES.indexOf(a.source) - INCOME_SOURCES.indexOf(b.source) || byAmount(a, b));
  const income = INCOME_SOURCES.reduce((sum, source) => sum + bySource[source], 0);
  const spending = lines(expenses);
  const expense = spending.reduce((sum, l) => sum + l.amount, 0);
  return {
    from, to, opening, income_by_source: bySource, income_lines,
    cash_income: income_lines.filter((l) => l.source === 'tunai').map(({ label, amount }) => ({ label, amount })),
    expenses: spending, income, expense, closing: opening + income - expense,
  };
}

/** The first day of the period holding `day`: its Monday, or the 1st of its month. */
export function periodStart(day: string, period: FinancePeriod): string {
  const d = toDate(day);
  if (period === 'bulan') return `${day.slice(0, 7)}-01`;
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return toText(new Date(d.getTime() - sinceMonday * DAY));
}

/** The first day of the period after the one starting on `start`. */
export function nextPeriodStart(start: string, period: FinancePeriod): string {
  const d = toDate(start);
  if (period === 'minggu') return toText(new Date(d.getTime() + 7 * DAY));
  return toText(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
}

function previousPeriodStart(start: string, period: FinancePeriod): string {
  const d = toDate(start);
  if (period === 'minggu') return toText(new Date(d.getTime() - 7 * DAY));
  return toText(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)));
}

/** The last day of the period starting on `start`. */
export const periodEnd = (start: string, period: FinancePeriod) => toText(new Date(toDate(nextPeriodStart(start, period)).getTime() - DAY));

/**
 * The last `count` periods up to the one holding `today`, newest first; each opens with the
 * previous one's closing, since each is the ledger of its own days over the same movements.
 */
export function buildFinancePeriods(movements: readonly Movement[], period: FinancePeriod, today: string, count: number): FinancePeriodReport[] {
  const starts = [periodStart(today, period)];
  while (starts.length < count) starts.unshift(previousPeriodStart(starts[0]!, period));
  return starts.map((start) => ledgerBetween(movements, start, periodEnd(start, period))).reverse();
}
