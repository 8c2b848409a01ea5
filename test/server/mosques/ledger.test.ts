import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFinancePeriods, cashIncomeSource, ledgerBetween, onlineIncome, periodEnd, periodStart, type Movement } from '../../../server/mosques/ledger.ts';
import { buildFridayReport, fridayWeek } from '../../../server/mosques/friday-report.ts';
import { INCOME_SOURCES } from '../../../src/contract/mosque-finance.ts';

// One ledger, by what the money is (issue 40): every surface that shows a mosque's money is the
// same function over the same movements.

const day = fc.integer({ min: 0, max: 120 }).map((n) => new Date(Date.UTC(2026, 9, 1) + n * 86_400_000).toISOString().slice(0, 10));
const movement: fc.Arbitrary<Movement> = fc.oneof(
  fc.record({
    date: day, kind: fc.constant('income' as const), source: fc.constantFrom(...INCOME_SOURCES),
    label: fc.constantFrom('Kotak Jumat', 'Kotak harian', 'Zakat Maal', 'Zakat Fitrah', 'Fidyah', 'Kotak dibuka', 'Kencleng online', 'Infaq online', 'Wakaf online'),
    amount: fc.integer({ min: -500_000, max: 50_000_000 }),
  }),
  fc.record({
    date: day, kind: fc.constant('expense' as const), label: fc.constantFrom('Listrik dan air', 'Kebersihan', 'Honor khatib', 'Penyaluran program'),
    amount: fc.integer({ min: 1, max: 20_000_000 }),
  }),
);
const books = fc.array(movement, { maxLength: 60 });
const sum = (ms: readonly Movement[]) => ms.reduce((a, m) => a + (m.kind === 'income' ? m.amount : -m.amount), 0);

describe('the ledger of a mosque', () => {
  it('closes each period at saldo awal + masuk − keluar, the opening being everything before it, income by kind summing to masuk', () => {
    fc.assert(fc.property(books, day, day, (ms, a, b) => {
      const [from, to] = a <= b ? [a, b] : [b, a];
      const l = ledgerBetween(ms, from, to);
      expect(l.opening).toBe(sum(ms.filter((m) => m.date < from)));
      expect(l.closing).toBe(l.opening + l.income - l.expense);
      expect(l.closing).toBe(sum(ms.filter((m) => m.date <= to)));
      expect(INCOME_SOURCES.reduce((x, s) => x + l.income_by_source[s], 0)).toBe(l.income);
      for (const source of INCOME_SOURCES) {
        const inside = ms.filter((m) => m.kind === 'income' && m.source === source && m.date >= from && m.date <= to);
        expect(l.income_by_source[source]).toBe(inside.reduce((x, m) => x + m.amount, 0));
        expect(l.income_lines.filter((x) => x.source === source).reduce((x, m) => x + m.amount, 0)).toBe(l.income_by_source[source]);
      }
      expect(l.expenses.reduce((x, e) => x + e.amount, 0)).toBe(l.expense);
    }));
  });

  it('gives every surface the same sums for the same days: Keuangan by week and month, Laporan Jumat, and the month on the wall', () => {
    fc.assert(fc.property(books, day, (ms, today) => {
      const friday = fridayWeek(today);
      const report = buildFridayReport({ slug: 'x', nama: 'X' }, ms, [], new Date(`${today}T05:00:00Z`));
      expect(report.ledger).toEqual(ledgerBetween(ms, friday.from, friday.to));
      expect(report.infaq_online).toBe(report.ledger.income_by_source.infaq_online);
      expect(report.kencleng_box + report.kencleng_online).toBe(report.ledger.income_by_source.kencleng);
      expect(report.expense).toBe(report.ledger.expense);

      const weeks = buildFinancePeriods(ms, 'minggu', today, 8);
      const months = buildFinancePeriods(ms, 'bulan', today, 6);
      expect(weeks[0]).toEqual(ledgerBetween(ms, periodStart(today, 'minggu'), periodEnd(periodStart(today, 'minggu'), 'minggu')));
      expect(months[0]).toEqual(ledgerBetween(ms, periodStart(today, 'bulan'), periodEnd(periodStart(today, 'bulan'), 'bulan')));
      for (const periods of [weeks, months]) {
        for (let i = 1; i < periods.length; i += 1) expect(periods[i]!.closing).toBe(periods[i - 1]!.opening);
      }
    }));
  });

  it('never sums zakat or fidyah into infaq: each kind of book entry lands on its own line', () => {
    // Entries as the books hold them: cash by the category staff typed, online by program type and zakat kind.
    const cash = fc.record({ date: day, category: fc.constantFrom('Kotak Jumat', 'Zakat', 'Zakat fitrah', 'Fidyah', 'Wakaf', 'Kencleng RT 03', 'Hamba Allah'), amount: fc.integer({ min: 1, max: 9_000_000 }) })
      .map((e): Movement => ({ date: e.date, kind: 'income', source: cashIncomeSource(e.category), label: e.category, amount: e.amount }));
    const online = fc.record({
      date: day, type: fc.constantFrom('infaq', 'sedekah', 'wakaf', 'kencleng-masjid', 'zakat'),
      zakatKind: fc.constantFrom(null, 'maal', 'penghasilan', 'fitrah', 'fidyah'), amount: fc.integer({ min: 1, max: 9_000_000 }),
    }).map((e): Movement => ({ date: e.date, kind: 'income', ...onlineIncome(e.type, e.type === 'zakat' ? e.zakatKind : null), amount: e.amount }));
    fc.assert(fc.property(fc.array(fc.oneof(cash, online), { maxLength: 60 }), (ms) => {
      const l = ledgerBetween(ms, '2026-10-01', '2027-01-31');
      expect(l.income_lines.filter((x) => x.source === 'infaq_online' || x.source === 'tunai').every((x) => !/zakat|fidyah/i.test(x.label))).toBe(true);
      expect(l.income_lines.filter((x) => /zakat/i.test(x.label)).every((x) => x.source === 'zakat')).toBe(true);
      expect(l.income_lines.filter((x) => /fidyah/i.test(x.label)).every((x) => x.source === 'fidyah')).toBe(true);
    }));
  });

  it('reads what the money is from the books: a zakat donation by its kind, cash by its category', () => {
    expect(onlineIncome('zakat', 'maal')).toEqual({ source: 'zakat', label: 'Zakat Maal' });
    expect(onlineIncome('zakat', 'fitrah')).toEqual({ source: 'zakat', label: 'Zakat Fitrah' });
    expect(onlineIncome('zakat', 'fidyah')).toEqual({ source: 'fidyah', label: 'Fidyah' });
    expect(onlineIncome('zakat', null)).toEqual({ source: 'zakat', label: 'Zakat' });
    expect(onlineIncome('kencleng-masjid', null)).toEqual({ source: 'kencleng', label: 'Kencleng online' });
    expect(onlineIncome('wakaf', null)).toEqual({ source: 'wakaf', label: 'Wakaf online' });
    expect(onlineIncome('infaq', null)).toEqual({ source: 'infaq_online', label: 'Infaq online' });
    expect(onlineIncome('sedekah', null)).toEqual({ source: 'infaq_online', label: 'Infaq online' });
    expect(['Kotak Jumat', 'Kotak harian', 'Hamba Allah', 'Sewa aula'].map(cashIncomeSource)).toEqual(['tunai', 'tunai', 'tunai', 'tunai']);
    expect(['Zakat', 'Zakat fitrah tunai', 'ZAKAT MAAL', 'Fidyah', 'Wakaf tanah', 'Kencleng RT 03'].map(cashIncomeSource))
      .toEqual(['zakat', 'zakat', 'zakat', 'fidyah', 'wakaf', 'kencleng']);
  });
});
