import type { FinancePeriod, FinancePeriodReport, IncomeSource } from '../../src/contract/mosque-finance.ts';

// The arithmetic of a mosque's open finance report, pure so it can be checked on generated entries.

/** One day's sum of one kind of money: income from a source (cash by category) or an expense by category. */
export type Movement =
  | { date: string; kind: 'income'; source: IncomeSource; label: string; amount: number }
  | { date: string; kind: 'expense'; label: string; amount: number };

const DAY = 86_400_000;
const toDate = (s: string) => new Date(`${s}T00:00:00Z`);
const toText = (d: Date) => d.toISOString().slice(0, 10);

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

const lines = (sums: Map<string, number>) =>
  [...sums].filter(([, amount]) => amount !== 0).map(([label, amount]) => ({ label, amount })).sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));

/**
 * The last `count` periods up to the one holding `today`, newest first. Every movement before the
 * oldest period counts in its opening balance; each period opens with the previous one's closing.
 */
export function buildFinancePeriods(movements: readonly Movement[], period: FinancePeriod, today: string, count: number): FinancePeriodReport[] {
  const starts = [periodStart(today, period)];
  while (starts.length < count) starts.unshift(previousPeriodStart(starts[0]!, period));
  const net = (m: Movement) => (m.kind === 'income' ? m.amount : -m.amount);

  let balance = 0;
  for (const m of movements) if (m.date < starts[0]!) balance += net(m);

  const reports: FinancePeriodReport[] = [];
  for (const start of starts) {
    const end = nextPeriodStart(start, period);
    const inside = movements.filter((m) => m.date >= start && m.date < end);
    const bySource = { infaq_online: 0, kencleng: 0, tunai: 0 };
    const cash = new Map<string, number>();
    const expenses = new Map<string, number>();
    for (const m of inside) {
      if (m.kind === 'income') {
        bySource[m.source] += m.amount;
        if (m.source === 'tunai') cash.set(m.label, (cash.get(m.label) ?? 0) + m.amount);
      } else {
        expenses.set(m.label, (expenses.get(m.label) ?? 0) + m.amount);
      }
    }
    const income = bySource.infaq_online + bySource.kencleng + bySource.tunai;
    const expense = [...expenses.values()].reduce((a, b) => a + b, 0);
    const opening = balance;
    balance = opening + income - expense;
    reports.push({
      from: start, to: toText(new Date(toDate(end).getTime() - DAY)), opening, income_by_source: bySource,
      cash_income: lines(cash), expenses: lines(expenses), income, expense, closing: balance,
    });
  }
  return reports.reverse();
}
