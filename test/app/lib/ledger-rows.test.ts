import { describe, expect, it } from 'vitest';
import { ledgerRows } from '../../../src/lib/ledger-rows';
import type { FinancePeriodReport } from '../../../src/contract/mosque-finance';

const period = (over: Partial<FinancePeriodReport> = {}): FinancePeriodReport => ({
  from: '2026-11-27', to: '2026-12-03', opening: 1_000,
  income_by_source: { tunai: 500, kencleng: 0, infaq_online: 70, wakaf: 0, zakat: 300, fidyah: 0, qurban: 0 },
  income_lines: [
    { source: 'tunai', label: 'Kotak Jumat', amount: 500 },
    { source: 'infaq_online', label: 'Infaq online', amount: 70 },
    { source: 'zakat', label: 'Zakat Maal', amount: 300 },
  ],
  cash_income: [{ label: 'Kotak Jumat', amount: 500 }],
  expenses: [{ label: 'Listrik', amount: 100 }],
  income: 870, expense: 100, closing: 1_770,
  ...over,
});

describe('the rows of a mosque\'s books', () => {
  it('runs saldo awal, pemasukan by kind with its lines, pengeluaran, saldo akhir; zakat its own kind; empty extra kinds left out', () => {
    expect(ledgerRows(period()).map((r) => [r.row, r.label, r.amount])).toEqual([
      ['opening', 'Saldo awal', 1_000],
      ['income', 'Pemasukan', 870],
      ['source', 'Tunai', 500],
      ['line', 'Kotak Jumat', 500],
      ['source', 'Kencleng', 0],
      ['source', 'Infaq online', 70],
      ['source', 'Zakat', 300],
      ['line', 'Zakat Maal', 300],
      ['expense', 'Pengeluaran', 100],
      ['line', 'Listrik', 100],
      ['closing', 'Saldo akhir', 1_770],
    ]);
  });
});
