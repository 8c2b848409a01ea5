import { describe, expect, it } from 'vitest';
import { fridayReportText, whatsappShareHref } from '../../../../src/features/admin/friday-report-text';
import type { FridayReport } from '../../../../src/contract/kencleng-box';

const report: FridayReport = {
  masjid: { slug: 'masjid-al-ikhlas', nama: 'Masjid Al-Ikhlas' },
  friday: '2026-11-20', from: '2026-11-13', to: '2026-11-19',
  kencleng: 1_625_000, kencleng_box: 1_550_000, kencleng_online: 75_000, infaq_online: 525_000,
  expenses: [{ label: 'Listrik dan air', amount: 400_000 }, { label: 'Kebersihan', amount: 150_000 }],
  expense: 550_000,
  openings: [{ date: '2026-11-13', amount: 1_250_000, counted_by: 'Citra', confirmed_by: 'Ahmad' }],
};

describe("'Laporan Jumat' as text", () => {
  it('says the week, every sum in rupiah, each expense and both witnesses of each box', () => {
    const text = fridayReportText(report, 'https://jariyah.example/keuangan-masjid/masjid-al-ikhlas');
    expect(text.split('\n')).toEqual([
      '*Laporan Jumat Masjid Al-Ikhlas*',
      'Jumat, 20 November 2026',
      'Pekan 13 Nov – 19 Nov',
      '',
      'Kencleng: Rp 1.625.000',
      '  · Kotak dibuka: Rp 1.550.000',
      '  · Kencleng online: Rp 75.000',
      'Infaq online: Rp 525.000',
      'Pengeluaran: Rp 550.000',
      '  · Listrik dan air: Rp 400.000',
      '  · Kebersihan: Rp 150.000',
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
