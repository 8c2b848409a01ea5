import type { ZakatKind } from '../../contract/zakat';

/*
 * What each kind is, in plain words, what BAZNAS decided, and the one line that names the
 * decision for the payer ('Sumber: …').
 *
 * Provenance, for whoever updates these (not for the screen): the decisions were read on
 * 2026-11-27 through public pages quoting BAZNAS (baznas.go.id/zakatmaal and /zakatpenghasilan;
 * detik.com 24 Mar 2025, era.id and langit7.id Mar 2025, jangkabima.com 9 Feb 2026); the
 * decisions' own PDFs could not be opened from the machine this was written on, so the numbers
 * are as those pages report them. SK 14/2025 was announced on 7 March 2025; the date of SK
 * 13/2025 was not reported, so none is shown. Check the PDFs before relying on them, and update
 * these lines with the figures each new decision sets (src/contract/zakat.ts has the rest).
 */

/** A decision or rule the figures come from: its name, and its date (ISO day) when it is known. */
export type ZakatSource = { name: string; date?: string };

export type ZakatExplanation = { text: string[]; basis: string[]; source: ZakatSource };

export const EXPLANATIONS: Record<ZakatKind, ZakatExplanation> = {
  maal: {
    text: [
      'Zakat maal dikeluarkan dari harta simpanan: tabungan dan uang tunai, emas dan perak, investasi, serta piutang yang bisa ditagih, setelah dikurangi utang yang jatuh tempo.',
      'Wajib bila jumlahnya mencapai nisab, senilai 85 gram emas, dan sudah dimiliki selama satu haul (satu tahun hijriah). Besarnya 2,5%.',
      'Haul dihitung sejak harta pertama kali mencapai nisab. Bila di tengah tahun harta turun di bawah nisab, hitungan haul dimulai lagi.',
    ],
    basis: ['Nisab zakat maal senilai 85 gram emas, kadarnya 2,5%, setelah harta dimiliki satu haul.'],
    source: { name: 'Ketentuan zakat maal BAZNAS' },
  },
  penghasilan: {
    text: [
      'Zakat penghasilan (zakat profesi) dikeluarkan dari gaji, honor, bonus dan pendapatan lain saat diterima, tanpa menunggu haul.',
      'Nisabnya senilai 85 gram emas per tahun; bila dibayar bulanan, nisabnya seperdua belas dari itu. Besarnya 2,5% dari penghasilan.',
    ],
    basis: ['Nisab zakat pendapatan 2025 Rp85.685.927 per tahun atau Rp7.140.494 per bulan (setara 85 gram emas), kadarnya 2,5%.'],
    source: { name: 'Keputusan Ketua BAZNAS RI Nomor 13 Tahun 2025' },
  },
  fitrah: {
    text: [
      'Zakat fitrah wajib bagi setiap muslim dan orang yang ia tanggung nafkahnya, dibayar sejak awal Ramadhan hingga sebelum shalat Idul Fitri.',
      'Besarnya satu sha’ makanan pokok: 2,5 kg atau 3,5 liter beras per orang, atau uang senilai itu sesuai tarif daerahmu.',
    ],
    basis: ['Zakat fitrah Rp47.000 per jiwa (2,5 kg / 3,5 liter beras) untuk Jakarta, Bogor, Depok, Tangerang dan Bekasi; daerah lain menyesuaikan harga beras setempat.'],
    source: { name: 'Keputusan Ketua BAZNAS RI Nomor 14 Tahun 2025', date: '2025-03-07' },
  },
  fidyah: {
    text: [
      'Fidyah dibayar oleh orang yang tidak mampu berpuasa dan tidak bisa menggantinya, seperti orang tua renta atau sakit menahun: memberi makan satu orang miskin untuk setiap hari puasa yang ditinggalkan.',
    ],
    basis: ['Fidyah Rp60.000 per jiwa per hari (Jakarta, Bogor, Depok, Tangerang dan Bekasi).'],
    source: { name: 'Keputusan Ketua BAZNAS RI Nomor 14 Tahun 2025', date: '2025-03-07' },
  },
};

const dayText = (isoDay: string) => new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/** 'Sumber: Keputusan Ketua BAZNAS RI Nomor 14 Tahun 2025, 7 Maret 2025.' */
export const sourceLine = (source: ZakatSource) => `Sumber: ${source.name}${source.date ? `, ${dayText(source.date)}` : ''}.`;
