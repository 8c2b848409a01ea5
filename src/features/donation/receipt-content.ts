import { brand } from '../../contract/brand';
import type { Transaction } from '../../contract/donation';
import { paidForDoa, paidForLabel } from '../../contract/paid-for';
import { formatRupiah } from '../../lib/rupiah';
import { formatDateTime } from './donation-status';

/** What a downloaded receipt says, drawn the same way as an image and as a PDF. */
export type ReceiptContent = {
  title: string;
  /** Label and value, top to bottom. */
  rows: [string, string][];
  amount: string;
  code: string;
  footer: string;
  fileName: string;
};

/** The NPWP the way it is printed: 01.234.567.8-901.000 (15 digits); 16 digits stay as they are. */
export const formatNpwp = (digits: string) =>
  digits.length === 15 ? `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}` : digits;

/**
 * A paid donation's receipt: 'Bukti Setor Zakat' with the donor's NIK/NPWP (in full: it is their own
 * receipt), what was paid ('Zakat Fitrah untuk 4 jiwa') and the amil for zakat; 'Bukti Donasi' for any other. Times in Jakarta's zone,
 * so the receipt reads the same wherever it is made. A qurban payment is 'Bukti Pembayaran Qurban' naming its share.
 */
export function receiptContent(tx: Transaction): ReceiptContent {
  const paidAt = formatDateTime(tx.tgl_bayar ?? tx.tgl_donasi, 'Asia/Jakarta');
  const zakat = tx.zakat ?? null;
  const rows: [string, string][] = [
    ['Kode Donasi', tx.codeDonate],
    ['Tanggal Bayar', `${paidAt} WIB`],
    [zakat ? 'Nama Muzaki' : 'Nama Donatur', tx.donatur],
  ];
  if (zakat?.nik) rows.push(['NIK', zakat.nik]);
  if (zakat?.npwp) rows.push(['NPWP', formatNpwp(zakat.npwp)]);
  if (zakat) rows.push(['Jenis Zakat', paidForLabel(zakat)]);
  const qurban = tx.qurban ? { qurban: tx.qurban.kind } : null;
  if (qurban) rows.push(['Pembayaran', paidForLabel(qurban)]);
  rows.push(['Program', tx.program.header]);
  if (zakat) {
    rows.push(['Amil', zakat.amilName]);
    if (zakat.amilPhone) rows.push(['Telepon Amil', zakat.amilPhone]);
  }
  rows.push(['Metode', tx.channel_name]);
  return {
    title: zakat ? 'Bukti Setor Zakat' : qurban ? 'Bukti Pembayaran Qurban' : 'Bukti Donasi',
    rows,
    amount: formatRupiah(tx.nominal),
    code: tx.codeDonate,
    // The same closing words as the WhatsApp receipt (paid-for.ts).
    footer: zakat || qurban ? `${paidForDoa(zakat ?? qurban)} Diterbitkan oleh ${brand.name}.` : `Terima kasih. ${paidForDoa(null)} Diterbitkan oleh ${brand.name}.`,
    fileName: `${zakat ? 'bukti-setor-zakat' : qurban ? 'bukti-qurban' : 'bukti-donasi'}-${tx.codeDonate}`,
  };
}
