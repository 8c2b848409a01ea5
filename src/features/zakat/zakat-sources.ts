import type { ZakatKind } from '../../contract/zakat';

/** What each kind is, in plain words, and the BAZNAS decisions behind the figures (see src/contract/zakat.ts). */
export const EXPLANATIONS: Record<ZakatKind, { text: string[]; sources: string[] }> = {
  maal: {
    text: [
      'Zakat maal dikeluarkan dari harta simpanan: tabungan dan uang tunai, emas dan perak, investasi, serta piutang yang bisa ditagih, setelah dikurangi utang yang jatuh tempo.',
      'Wajib bila jumlahnya mencapai nisab, senilai 85 gram emas, dan sudah dimiliki selama satu haul (satu tahun hijriah). Besarnya 2,5%.',
      'Haul dihitung sejak harta pertama kali mencapai nisab. Bila di tengah tahun harta turun di bawah nisab, hitungan haul dimulai lagi.',
    ],
    sources: ['BAZNAS: nisab zakat maal 85 gram emas, kadar 2,5%, dengan haul satu tahun.'],
  },
  penghasilan: {
    text: [
      'Zakat penghasilan (zakat profesi) dikeluarkan dari gaji, honor, bonus dan pendapatan lain saat diterima, tanpa menunggu haul.',
      'Nisabnya senilai 85 gram emas per tahun; bila dibayar bulanan, nisabnya seperdua belas dari itu. Besarnya 2,5% dari penghasilan.',
    ],
    sources: [
      'Keputusan Ketua BAZNAS RI Nomor 13 Tahun 2025: nisab zakat pendapatan 2025 Rp85.685.927 per tahun atau Rp7.140.494 per bulan (setara 85 gram emas).',
    ],
  },
  fitrah: {
    text: [
      'Zakat fitrah wajib bagi setiap muslim dan orang yang ia tanggung nafkahnya, dibayar sejak awal Ramadhan hingga sebelum shalat Idul Fitri.',
      'Besarnya satu sha’ makanan pokok: 2,5 kg atau 3,5 liter beras per orang, atau uang senilai itu sesuai tarif daerahmu.',
    ],
    sources: [
      'Keputusan Ketua BAZNAS RI Nomor 14 Tahun 2025: zakat fitrah Rp47.000 per jiwa (2,5 kg / 3,5 liter beras) untuk Jakarta, Bogor, Depok, Tangerang dan Bekasi; daerah lain menyesuaikan harga beras setempat.',
    ],
  },
  fidyah: {
    text: [
      'Fidyah dibayar oleh orang yang tidak mampu berpuasa dan tidak bisa menggantinya, seperti orang tua renta atau sakit menahun: memberi makan satu orang miskin untuk setiap hari puasa yang ditinggalkan.',
    ],
    sources: ['Keputusan Ketua BAZNAS RI Nomor 14 Tahun 2025: fidyah Rp60.000 per jiwa per hari (Jabodetabek).'],
  },
};

/** Said once under the figures: the decisions were read through news pages quoting BAZNAS. */
export const SOURCE_NOTE =
  'Angka keputusan BAZNAS di atas kami kutip dari pemberitaan resmi BAZNAS dan media; dokumen keputusannya sendiri belum kami periksa langsung. Angka yang dipakai untuk menghitung ditetapkan pengurus jaringan dan tertera di bawah.';
