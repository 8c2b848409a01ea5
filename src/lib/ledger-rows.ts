import { ALWAYS_SHOWN_SOURCES, INCOME_SOURCE_LABELS, INCOME_SOURCES, type FinancePeriodReport, type IncomeSource } from '../contract/mosque-finance';

/*
 * The rows of a mosque's books as every surface shows them (public Keuangan, Laporan Jumat as text,
 * as an image and in the panel), in one order: saldo awal, pemasukan by kind with its lines,
 * pengeluaran by category, saldo akhir. The sums come from the server's ledger; this only lays
 * them out, so the surfaces cannot disagree.
 */

export type LedgerRow =
  | { row: 'opening' | 'income' | 'expense' | 'closing'; label: string; amount: number }
  | { row: 'source'; source: IncomeSource; label: string; amount: number }
  | { row: 'line'; source: IncomeSource | null; label: string; amount: number };

/** The lines under a kind, unless its one line only repeats the kind ('Infaq online' under 'Infaq online'). */
function linesOf(p: FinancePeriodReport, source: IncomeSource) {
  const lines = p.income_lines.filter((l) => l.source === source);
  return lines.length === 1 && lines[0]!.label === INCOME_SOURCE_LABELS[source] ? [] : lines;
}

export function ledgerRows(p: FinancePeriodReport): LedgerRow[] {
  const rows: LedgerRow[] = [
    { row: 'opening', label: 'Saldo awal', amount: p.opening },
    { row: 'income', label: 'Pemasukan', amount: p.income },
  ];
  for (const source of INCOME_SOURCES) {
    const amount = p.income_by_source[source];
    if (amount === 0 && !ALWAYS_SHOWN_SOURCES.includes(source)) continue;
    rows.push({ row: 'source', source, label: INCOME_SOURCE_LABELS[source], amount });
    for (const l of linesOf(p, source)) rows.push({ row: 'line', source, label: l.label, amount: l.amount });
  }
  rows.push({ row: 'expense', label: 'Pengeluaran', amount: p.expense });
  for (const l of p.expenses) rows.push({ row: 'line', source: null, label: l.label, amount: l.amount });
  rows.push({ row: 'closing', label: 'Saldo akhir', amount: p.closing });
  return rows;
}
