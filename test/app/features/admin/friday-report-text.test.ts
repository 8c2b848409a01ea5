import { describe, expect, it } from 'vitest';
import { fridayReportText, whatsappShareHref } from '../../../../src/features/admin/friday-report-text';
import type { FridayReport } from '../../../../src/contract/kencleng-box';
import type { FitrahDistribution } from '../../../../src/contract/mustahik';

const report: FridayReport = {
  masjid: { slug: 'masjid-al-ikhlas', nama: 'Masjid Al-Ikhlas' },
  friday: '2026-11-20', from: '2026-11-13', to: '2026-11-19',
  ledger: {
    from: '2026-11-13', to: '2026-11-19', opening: 10_000_000,
    income_by_source: { tunai: 4_600_000, kencleng: 1_625_000, infaq_online: 525_000, wakaf: 0, zakat: 2_752_018, fidyah: 0, qurban: 0 },
    income_lines: [
      { source: 'tunai', label: 'Kotak Jumat', amount: 4_200_000 },
      { source: 'tunai', label: 'Sewa aula', amount: 400_000 },
      { source: 'kencleng', label: 'Kotak dibuka', amount: 1_550_000 },
      { source: 'kencleng', label: 'Kencleng online', amount: 75_000 },
      { source: 'infaq_online', label: 'Infaq online', amount: 525_000 },
      { source: 'zakat', label: 'Zakat Maal', amount: 2_752_018 },
    ],
    cash_income: [{ label: 'Kotak Jumat', amount: 4_200_000 }, { label: 'Sewa aula', amount: 400_000 }],
    expenses: [{ label: 'Listrik dan air', amount: 400_000 }, { label: 'Kebersihan', amount: 150_000 }],
    income: 9_502_018, expense: 550_000, closing: 18_952_018,
  },
  kencleng: 1_625_000, kencleng_box: 1_550_000, kencleng_online: 75_000, infaq_online: 525_000,
  expenses: [{ label: 'Listrik dan air', amount: 400_000 }, { label: 'Kebersihan', amount: 150_000 }],
  expense: 550_000,
  openings: [{ date: '2026-11-13', amount: 1_250_000, counted_by: 'Citra', confirmed_by: 'Ahmad' }],
};

describe("'Laporan Jumat' as text", () => {
  it("in a fitrah season adds the mosque's zakat fitrah after the week's books: what came in, and what was handed over by asnaf, never a name", () => {
    const fitrah: FitrahDistribution = {
      season: 1448,
      collected: { jiwa: 12, rice_grams: 20_000, money: 188_000 },
      by_asnaf: [{ asnaf: 'fakir', households: 1, rice_grams: 10_000, money: 0 }, { asnaf: 'miskin', households: 2, rice_grams: 5_000, money: 150_000 }],
      total: { households: 3, rice_grams: 15_000, money: 150_000 },
    };
    const lines = fridayReportText(report, 'https://jariyah.example/k', fitrah).split('\n');
    const from = lines.indexOf('*Zakat Fitrah 1448 H*');
    expect(from).toBeGreaterThan(lines.indexOf('Kencleng dibuka:'));
    expect(lines.slice(from, from + 5)).toEqual([
      '*Zakat Fitrah 1448 H*',
      '  Terkumpul: 12 jiwa · Rp 188.000 · 20 kg beras',
      '  Disalurkan: 3 keluarga · 15 kg · Rp 150.000',
      '    · Fakir: 1 keluarga · 10 kg · Rp 0',
      '    · Miskin: 2 keluarga · 5 kg · Rp 150.000',
    ]);
    // Out of season, the report is as it was.
    const quiet = { ...fitrah, collected: { jiwa: 0, rice_grams: 0, money: 0 }, by_asnaf: [], total: { households: 0, rice_grams: 0, money: 0 } };
    expect(fridayReportText(report, 'u', quiet)).toBe(fridayReportText(report, 'u'));
  });

  it('says the week, saldo awal, the cash box, every kind of income apart (zakat never in infaq), each expense, saldo akhir and both witnesses of each box', () => {
    const text = fridayReportText(report, 'https://jariyah.example/keuangan-masjid/masjid-al-ikhlas');
    expect(text.split('\n')).toEqual([
      '*Laporan Jumat Masjid Al-Ikhlas*',
      'Jumat, 20 November 2026',
      'Pekan 13 Nov – 19 Nov',
      '',
      'Saldo awal: Rp 10.000.000',
      '*Pemasukan: Rp 9.502.018*',
      '  Tunai: Rp 4.600.000',
      '    · Kotak Jumat: Rp 4.200.000',
      '    · Sewa aula: Rp 400.000',
      '  Kencleng: Rp 1.625.000',
      '    · Kotak dibuka: Rp 1.550.000',
      '    · Kencleng online: Rp 75.000',
      '  Infaq online: Rp 525.000',
      '  Zakat: Rp 2.752.018',
      '    · Zakat Maal: Rp 2.752.018',
      '*Pengeluaran: Rp 550.000*',
      '  · Listrik dan air: Rp 400.000',
      '  · Kebersihan: Rp 150.000',
      'Saldo akhir: Rp 18.952.018',
      '',
      'Kencleng dibuka:',
      '  · 13 Nov: Rp 1.250.000, dihitung Citra, disaksikan Ahmad',
      '',
      'Jazakumullahu khairan atas infaq jamaah.',
      'Laporan lengkap: https://jariyah.example/keuangan-masjid/masjid-al-ikhlas',
    ]);
  });

  it('hands WhatsApp the whole text, line breaks and all', () => {
    const href = whatsappShareHref('Baris satu\nRp 1.000 & doa');
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe('Baris satu\nRp 1.000 & doa');
  });
});
