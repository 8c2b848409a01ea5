// 'Kabar Terbaru' and 'Pencairan Dana' of some programs, by program slug; days are before now.

export type SeedUpdate = { title: string; body: string; daysAgo: number };
export type SeedDisbursement = { title: string; description: string; amount: number; daysAgo: number };

export const SEED_UPDATES: Record<string, SeedUpdate[]> = {
  'sumur-bor-gunungkidul': [
    { daysAgo: 2, title: 'Pengeboran mencapai 80 meter', body: '<p>Alhamdulillah, mata bor telah menembus 80 meter. Tim memperkirakan lapisan air ditemukan di kedalaman 100–120 meter. Terima kasih atas doa dan infaqmu.</p>' },
    { daysAgo: 18, title: 'Alat bor tiba di Dusun Ngelo', body: '<p>Alat bor diangkut dengan truk melewati jalan berbatu. Warga bergotong royong meratakan jalan masuk dan menyiapkan lokasi pengeboran di samping masjid.</p>' },
    { daysAgo: 35, title: 'Survei geolistrik selesai', body: '<p>Survei geolistrik menunjukkan potensi air tanah di sisi timur masjid dusun. Lokasi inilah yang dipilih untuk sumur bor.</p>' },
  ],
  'renovasi-atap-masjid-al-ikhlas-cianjur': [
    { daysAgo: 5, title: 'Rangka atap lama dibongkar', body: '<p>Warga dan tukang membongkar rangka kayu yang lapuk. Selama renovasi, salat berjamaah dipindahkan ke madrasah di sebelah masjid.</p>' },
  ],
  'wakaf-quran-pelosok-ntt': [
    { daysAgo: 6, title: '400 mushaf tiba di Kupang', body: "<p>Gelombang pertama 400 mushaf dan rehal tiba di Masjid Raya Nurussa'adah dan siap dikirim ke TPQ di Timor Tengah Selatan.</p>" },
  ],
  'sedekah-nasi-jumat-berkah': [
    { daysAgo: 3, title: '620 nasi kotak dibagikan Jumat ini', body: '<p>Nasi kotak dibagikan di 8 titik, termasuk pangkalan ojek dan pasar. Terima kasih kepada 14 warung mitra yang memasak sejak subuh.</p>' },
    { daysAgo: 10, title: 'Menu baru: ayam bakar dan sayur asem', body: '<p>Atas masukan penerima, menu kini lebih bervariasi dengan tetap menjaga gizi seimbang.</p>' },
  ],
  'bantu-korban-banjir-demak': [
    { daysAgo: 12, title: 'Penggalangan ditutup, laporan dipublikasikan', body: '<p>Air telah surut dan warga kembali ke rumah. Penggalangan ditutup dan rincian penggunaan dana dapat dilihat di halaman Pencairan Dana.</p>' },
    { daysAgo: 40, title: 'Dapur umum melayani 3.000 porsi per hari', body: '<p>Dapur umum di serambi Masjid Agung Demak kini memasak tiga kali sehari untuk pengungsi di tujuh titik.</p>' },
  ],
  'paket-sembako-lansia-sebatang-kara': [
    { daysAgo: 9, title: 'Penyaluran tahap akhir selesai', body: '<p>150 lansia telah menerima paket sembako bulanan. Relawan juga mendata kebutuhan perbaikan rumah untuk program berikutnya.</p>' },
  ],
  'masjid-jogokariyan': [
    { daysAgo: 7, title: 'Saldo infaq kembali nol', body: '<p>Seluruh infaq pekan ini telah disalurkan untuk beras jamaah dhuafa dan biaya berobat dua warga. Terima kasih, para donatur.</p>' },
  ],
};

export const SEED_DISBURSEMENTS: Record<string, SeedDisbursement[]> = {
  'sumur-bor-gunungkidul': [
    { daysAgo: 20, title: 'Survei geolistrik dan perizinan', description: 'Jasa survei geolistrik dan biaya perizinan pengeboran dari pemerintah desa.', amount: 7_500_000 },
    { daysAgo: 15, title: 'Pengeboran tahap pertama (0–80 m)', description: 'Termin pertama kontraktor sumur bor.', amount: 32_000_000 },
  ],
  'bantu-korban-banjir-demak': [
    { daysAgo: 60, title: 'Logistik makanan siap saji', description: 'Makanan siap saji, beras, dan bahan dapur umum untuk tujuh titik pengungsian.', amount: 64_500_000 },
    { daysAgo: 55, title: 'Air bersih dan tandon', description: 'Pengiriman air bersih dengan truk tangki dan enam tandon 2.200 liter.', amount: 28_750_000 },
    { daysAgo: 48, title: 'Perlengkapan bayi dan selimut', description: 'Popok, susu, selimut, dan tikar untuk 900 keluarga.', amount: 41_200_000 },
    { daysAgo: 14, title: 'Perbaikan sumur warga', description: 'Pengurasan dan perbaikan 35 sumur warga yang tercemar lumpur.', amount: 18_000_000 },
  ],
  'paket-sembako-lansia-sebatang-kara': [
    { daysAgo: 50, title: 'Paket sembako bulan pertama', description: '150 paket beras, minyak, gula, telur, dan susu.', amount: 15_750_000 },
    { daysAgo: 20, title: 'Paket sembako bulan kedua', description: '150 paket sembako dan vitamin lansia.', amount: 16_200_000 },
  ],
  'sedekah-nasi-jumat-berkah': [
    { daysAgo: 3, title: 'Nasi kotak Jumat pekan ini', description: '620 porsi dari 14 warung mitra.', amount: 9_300_000 },
    { daysAgo: 10, title: 'Nasi kotak Jumat pekan lalu', description: '580 porsi dari 12 warung mitra.', amount: 8_700_000 },
  ],
  'operasional-ambulans-gratis': [
    { daysAgo: 30, title: 'Operasional ambulans bulan lalu', description: '46 perjalanan pasien dan 5 pengantaran jenazah: bahan bakar, tol, dan honor pengemudi.', amount: 11_400_000 },
  ],
  'masjid-istiqlal': [
    { daysAgo: 8, title: 'Kebersihan dan perawatan karpet', description: 'Jasa pencucian karpet ruang utama dan perlengkapan kebersihan.', amount: 6_500_000 },
  ],
  'masjid-jogokariyan': [
    { daysAgo: 7, title: 'Beras untuk jamaah dhuafa', description: '120 paket beras 5 kg.', amount: 8_400_000 },
    { daysAgo: 7, title: 'Bantuan biaya berobat warga', description: 'Biaya berobat dua warga sekitar masjid.', amount: 3_000_000 },
  ],
};
