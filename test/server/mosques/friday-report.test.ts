import { describe, expect, it } from 'vitest';
import { buildFridayReport, fridayWeek, KENCLENG_BOX_LABEL } from '../../../server/mosques/friday-report.ts';
import type { Movement } from '../../../server/mosques/finance-periods.ts';

const masjid = { slug: 'masjid-uji', nama: 'Masjid Uji' };

describe("'Laporan Jumat' sums", () => {
  it('reads the week before the coming Friday, Friday to Thursday, in Jakarta time', () => {
    expect(fridayWeek('2026-11-18')).toEqual({ friday: '2026-11-20', from: '2026-11-13', to: '2026-11-19' }); // Wednesday
    expect(fridayWeek('2026-11-20')).toEqual({ friday: '2026-11-20', from: '2026-11-13', to: '2026-11-19' }); // Friday itself
    expect(fridayWeek('2026-11-21')).toEqual({ friday: '2026-11-27', from: '2026-11-20', to: '2026-11-26' }); // Saturday
    expect(fridayWeek('2026-12-29')).toEqual({ friday: '2027-01-01', from: '2026-12-25', to: '2026-12-31' }); // across a year
  });

  it("sums a week's kencleng (box and online), online infaq and spending, and nothing outside it", () => {
    const movements: Movement[] = [
      // The Friday before the week: belongs to the previous report.
      { date: '2026-11-12', kind: 'income', source: 'kencleng', label: KENCLENG_BOX_LABEL, amount: 999_000 },
      { date: '2026-11-13', kind: 'income', source: 'kencleng', label: KENCLENG_BOX_LABEL, amount: 1_250_000 },
      { date: '2026-11-16', kind: 'income', source: 'kencleng', label: KENCLENG_BOX_LABEL, amount: 300_000 },
      { date: '2026-11-14', kind: 'income', source: 'kencleng', label: 'Kencleng', amount: 75_000 },
      { date: '2026-11-15', kind: 'income', source: 'infaq_online', label: 'Infaq online', amount: 500_000 },
      { date: '2026-11-19', kind: 'income', source: 'infaq_online', label: 'Infaq online', amount: 25_000 },
      // Cash put in by hand is neither kencleng nor online.
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
      kencleng: 1_625_000, kencleng_box: 1_550_000, kencleng_online: 75_000, infaq_online: 525_000,
      expenses: [{ label: 'Listrik dan air', amount: 400_000 }, { label: 'Kebersihan', amount: 150_000 }],
      expense: 550_000,
      openings: [openings[1], openings[0]],
    });

    // A day later the clock has moved into the next week.
    const next = buildFridayReport(masjid, movements, openings, new Date('2026-11-21T01:00:00Z'));
    expect(next).toMatchObject({ friday: '2026-11-27', kencleng: 4_000_000, infaq_online: 0, expense: 500_000 });
  });
});
