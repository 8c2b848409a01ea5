import { describe, expect, it } from 'vitest';
import { buildFridayReport, fridayWeek, KENCLENG_BOX_LABEL } from '../../../server/mosques/friday-report.ts';
import { ledgerBetween, type Movement } from '../../../server/mosques/ledger.ts';

const masjid = { slug: 'masjid-uji', nama: 'Masjid Uji' };

describe("'Laporan Jumat' sums", () => {
  it('reads the week before the coming Friday, Friday to Thursday, in Jakarta time', () => {
    expect(fridayWeek('2026-11-18')).toEqual({ friday: '2026-11-20', from: '2026-11-13', to: '2026-11-19' }); // Wednesday
    expect(fridayWeek('2026-11-20')).toEqual({ friday: '2026-11-20', from: '2026-11-13', to: '2026-11-19' }); // Friday itself
    expect(fridayWeek('2026-11-21')).toEqual({ friday: '2026-11-27', from: '2026-11-20', to: '2026-11-26' }); // Saturday
    expect(fridayWeek('2026-12-29')).toEqual({ friday: '2027-01-01', from: '2026-12-25', to: '2026-12-31' }); // across a year
  });

  it("sums a week's cash, kencleng (box and online), online infaq and spending, and nothing outside it", () => {
    const movements: Movement[] = [
      // The Friday before the week: belongs to the previous report.
      { date: '2026-11-12', kind: 'income', source: 'kencleng', label: KENCLENG_BOX_LABEL, amount: 999_000 },
      { date: '2026-11-13', kind: 'income', source: 'kencleng', label: KENCLENG_BOX_LABEL, amount: 1_250_000 },
      { date: '2026-11-16', kind: 'income', source: 'kencleng', label: KENCLENG_BOX_LABEL, amount: 300_000 },
      { date: '2026-11-14', kind: 'income', source: 'kencleng', label: 'Kencleng', amount: 75_000 },
      { date: '2026-11-15', kind: 'income', source: 'infaq_online', label: 'Infaq online', amount: 500_000 },
      { date: '2026-11-19', kind: 'income', source: 'infaq_online', label: 'Infaq online', amount: 25_000 },
      // Cash put in by hand is neither kencleng nor online, and is in the report (issue 40).
      { date: '2026-11-17', kind: 'income', source: 'tunai', label: 'Sewa aula', amount: 400_000 },
      { date: '2026-11-13', kind: 'expense', label: 'Listrik dan air', amount: 350_000 },
      { date: '2026-11-18', kind: 'expense', label: 'Kebersihan', amount: 150_000 },
      { date: '2026-11-19', kind: 'expense', label: 'Listrik dan air', amount: 50_000 },
      // This Friday: next week's report.
      { date: '2026-11-20', kind: 'income', source: 'kencleng', label: KENCLENG_BOX_LABEL, amount: 4_000_000 },
      { date: '2026-11-20', kind: 'expense', label: 'Honor khatib', amount: 500_000 },
    ];
    const openings = [
      { date: '2026-11-16', amount: 300_000, counted_by: 'Ahmad', confirmed_by: 'Budi' },
      { date: '2026-11-13', amount: 1_250_000, counted_by: 'Citra', confirmed_by: 'Ahmad' },
      { date: '2026-11-20', amount: 4_000_000, counted_by: 'Budi', confirmed_by: 'Citra' },
    ];
    // Friday 20 November 2026, 06:30 WIB (Thursday 23:30 UTC): the clock is injected, Jakarta decides the day.
    const report = buildFridayReport(masjid, movements, openings, new Date('2026-11-19T23:30:00Z'));
    expect(report).toEqual({
      masjid, friday: '2026-11-20', from: '2026-11-13', to: '2026-11-19',
      ledger: ledgerBetween(movements, '2026-11-13', '2026-11-19'),
      kencleng: 1_625_000, kencleng_box: 1_550_000, kencleng_online: 75_000, infaq_online: 525_000,
      expenses: [{ label: 'Listrik dan air', amount: 400_000 }, { label: 'Kebersihan', amount: 150_000 }],
      expense: 550_000,
      openings: [openings[1], openings[0]],
    });

    // A day later the clock has moved into the next week.
    const next = buildFridayReport(masjid, movements, openings, new Date('2026-11-21T01:00:00Z'));
    expect(next).toMatchObject({ friday: '2026-11-27', kencleng: 4_000_000, infaq_online: 0, expense: 500_000 });
  });

  it("reads out the week's Kotak Jumat and its saldo, and keeps zakat apart from infaq", () => {
    const movements: Movement[] = [
      { date: '2026-11-02', kind: 'income', source: 'tunai', label: 'Kotak Jumat', amount: 3_000_000 },
      { date: '2026-11-05', kind: 'expense', label: 'Listrik dan air', amount: 500_000 },
      { date: '2026-11-27', kind: 'income', source: 'tunai', label: 'Kotak Jumat', amount: 4_200_000 },
      { date: '2026-11-28', kind: 'income', source: 'infaq_online', label: 'Infaq online', amount: 150_000 },
      { date: '2026-11-30', kind: 'income', source: 'zakat', label: 'Zakat Maal', amount: 2_752_018 },
      { date: '2026-12-01', kind: 'expense', label: 'Honor khatib', amount: 500_000 },
    ];
    // Thursday 3 December 2026 evening: the report read on Friday 4 December covers 27 Nov – 3 Dec.
    const report = buildFridayReport(masjid, movements, [], new Date('2026-12-03T12:00:00Z'));
    expect(report.ledger).toMatchObject({
      from: '2026-11-27', to: '2026-12-03', opening: 2_500_000,
      income_by_source: { tunai: 4_200_000, kencleng: 0, infaq_online: 150_000, wakaf: 0, zakat: 2_752_018, fidyah: 0, qurban: 0 },
      cash_income: [{ label: 'Kotak Jumat', amount: 4_200_000 }],
      income: 7_102_018, expense: 500_000, closing: 9_102_018,
    });
    expect(report.infaq_online).toBe(150_000);
    expect(report.ledger.income_lines).toContainEqual({ source: 'zakat', label: 'Zakat Maal', amount: 2_752_018 });
  });
});
