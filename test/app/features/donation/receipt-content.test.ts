import { describe, expect, it } from 'vitest';
import { formatNpwp, receiptContent } from '../../../../src/features/donation/receipt-content';
import { receiptPdf } from '../../../../src/features/donation/receipt-pdf';
import type { Transaction } from '../../../../src/contract/donation';

const paid: Transaction = {
  codeDonate: 'JRYABCDEFGHJK', id_program: 'ID-7', program: { header: 'Zakat melalui Masjid Istiqlal', slug: 'zakat-masjid-istiqlal', type: 'zakat' },
  status: 'Lunas', state: 'paid', tgl_donasi: '2026-03-10T02:00:00.000Z', tgl_expired: '2026-03-11T02:00:00.000Z', tgl_bayar: '2026-03-10T02:05:00.000Z',
  donatur: 'Fulan bin Fulan', nomor_hp: '81*******0', nominal: 2_752_018, total: 2_752_018, unique_digits: 0, doa: null,
  channel_name: 'BSI Virtual Account', metode_bayar: 'VA', code_payment: 'BSI_VA', norek: '988', nama_rekening: null, image: null, qris_payload: null,
  simulated: true, deeplink_url: null, qr_image_url: null, gateway_transaction_id: null, biller_code: null,
  zakat: { kind: 'maal', nik: '3171234567890001', npwp: '012345678901000', amilName: 'Masjid Istiqlal', amilPhone: '021-3811708' },
};

describe("a paid donation's receipt", () => {
  it("a zakat donation's is a 'Bukti Setor Zakat' with the donor's numbers in full, the kind, the amil and the code", () => {
    const r = receiptContent(paid);
    expect(r.title).toBe('Bukti Setor Zakat');
    expect(r.amount).toBe('Rp 2.752.018');
    expect(r.fileName).toBe('bukti-setor-zakat-JRYABCDEFGHJK');
    expect(Object.fromEntries(r.rows)).toEqual({
      'Kode Donasi': 'JRYABCDEFGHJK',
      'Tanggal Bayar': '10 Maret 2026 pukul 09.05 WIB',
      'Nama Muzaki': 'Fulan bin Fulan',
      NIK: '3171234567890001',
      NPWP: '01.234.567.8-901.000',
      'Jenis Zakat': 'Zakat Maal',
      Program: 'Zakat melalui Masjid Istiqlal',
      Amil: 'Masjid Istiqlal',
      'Telepon Amil': '021-3811708',
      Metode: 'BSI Virtual Account',
    });
  });

  it("any other donation's is a 'Bukti Donasi' with nothing of zakat", () => {
    const r = receiptContent({ ...paid, zakat: null, program: { ...paid.program, type: 'infaq' } });
    expect(r.title).toBe('Bukti Donasi');
    expect(r.rows.map(([label]) => label)).toEqual(['Kode Donasi', 'Tanggal Bayar', 'Nama Donatur', 'Program', 'Metode']);
  });

  it('prints a 16-digit NPWP as typed', () => {
    expect(formatNpwp('3171234567890001')).toBe('3171234567890001');
  });

  it('makes a PDF on the device, named after the receipt and its code', async () => {
    const bytes = await receiptPdf(receiptContent(paid), new Date('2026-03-10T03:00:00Z'));
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Bukti Setor Zakat JRYABCDEFGHJK');
    expect(doc.getPageCount()).toBe(1);
  });
});

describe('the Bukti Setor Zakat names what was paid, as every other receipt does', () => {
  const fitrah = { ...paid, zakat: { ...paid.zakat!, kind: 'fitrah' as const, count: 4 } };

  it('the jiwa of a zakat fitrah, closing with the doa for zakat', () => {
    const r = receiptContent(fitrah);
    expect(Object.fromEntries(r.rows)['Jenis Zakat']).toBe('Zakat Fitrah untuk 4 jiwa');
    expect(r.footer).toBe('Semoga Allah memberi pahala atas apa yang kamu tunaikan, memberkahi harta yang tersisa, dan menjadikannya penyuci bagimu. Diterbitkan oleh Jariyah.');
  });

  it('the days of a fidyah, with its own closing words', () => {
    const r = receiptContent({ ...paid, zakat: { ...paid.zakat!, kind: 'fidyah', count: 10 } });
    expect(Object.fromEntries(r.rows)['Jenis Zakat']).toBe('Fidyah 10 hari');
    expect(r.footer).toBe('Semoga Allah menerima fidyahmu dan memberi pahala atas apa yang kamu tunaikan. Diterbitkan oleh Jariyah.');
  });

  it('an infaq keeps its closing words', () => {
    expect(receiptContent({ ...paid, zakat: null }).footer).toBe('Terima kasih. Semoga menjadi amal jariyah yang pahalanya terus mengalir. Diterbitkan oleh Jariyah.');
  });
});
