// Demo campaigns: open ones ending after `now`, ended ones, running-for-ever ones, one without a
// target. Dates are offsets from the seeding moment so the demo never goes stale.

export type FlyerMotif = 'water' | 'mosque' | 'book' | 'food' | 'house' | 'heart' | 'tree' | 'medical' | 'star';

export type SeedCampaign = {
  slug: string;
  header: string;
  type: 'infaq' | 'wakaf' | 'sedekah';
  target: number;
  /** Days from now to batas_tanggal (negative: already ended); null with allTime 'Y'. */
  endsInDays: number | null;
  allTime: 'Y' | 'N';
  /** Days before now that the campaign was opened. */
  openedDaysAgo: number;
  /** Index into SEED_MOSQUES of the mosque behind it, if any. */
  mosqueIndex?: number;
  motif: FlyerMotif;
  hue: number;
  /** Paragraphs of the story (deskripsi). */
  story: string[];
  /** 'Rincian kebutuhan' items (tentang). */
  needs: string[];
  /** How the money reaches the beneficiaries (tentang). */
  channel: string;
  /** How many small paid donations to seed. */
  donations: number;
  /** Share of the target collected (larger gifts are added to reach it); for no target, Rp25 jt. */
  collected: number;
};

export const SEED_CAMPAIGNS: SeedCampaign[] = [
  {
    slug: 'sumur-bor-gunungkidul', collected: 0.42, header: 'Sumur Bor untuk Warga Desa Kekeringan di Gunungkidul', type: 'infaq',
    target: 150_000_000, endsInDays: 45, allTime: 'N', openedDaysAgo: 40, motif: 'water', hue: 195, donations: 34,
    story: [
      'Setiap musim kemarau, warga Dusun Ngelo di Gunungkidul harus berjalan hingga tiga kilometer untuk mengambil air dari telaga yang mulai mengering. Anak-anak sering terlambat sekolah karena ikut membantu orang tuanya mengangkut jeriken.',
      'Bersama pemuda desa dan takmir masjid setempat, kami berencana membangun sumur bor sedalam 120 meter lengkap dengan pompa tenaga surya dan tandon, agar 180 keluarga bisa mendapatkan air bersih di dekat rumah mereka.',
      'Setiap rupiah yang kamu titipkan akan menjadi aliran air yang terus mengalir. Insya Allah menjadi sedekah jariyah yang pahalanya tidak terputus.',
    ],
    needs: ['Pengeboran sumur 120 meter', 'Pompa dan panel surya', 'Tandon air 10.000 liter dan jaringan pipa', 'Kran umum di empat titik dusun'],
    channel: 'Pekerjaan dilakukan bertahap oleh kontraktor sumur bor lokal dan diawasi takmir Masjid Al-Huda Ngelo. Setiap tahap dilaporkan di Kabar Terbaru.',
  },
  {
    slug: 'renovasi-atap-masjid-al-ikhlas-cianjur', collected: 0.55, header: 'Renovasi Atap Masjid Al-Ikhlas yang Bocor di Cianjur', type: 'infaq',
    target: 85_000_000, endsInDays: 30, allTime: 'N', openedDaysAgo: 25, motif: 'mosque', hue: 150, donations: 22,
    story: [
      'Masjid Al-Ikhlas di Kampung Cibeber, Cianjur, rusak sejak gempa beberapa waktu lalu. Rangka atapnya retak dan setiap hujan deras air menetes ke tempat salat, sehingga jamaah terpaksa salat di teras.',
      'Warga telah bergotong royong membersihkan puing, namun biaya mengganti rangka baja ringan dan genteng masih jauh dari cukup. Mari bantu agar jamaah bisa kembali salat dengan tenang.',
    ],
    needs: ['Rangka atap baja ringan', 'Genteng metal dan talang', 'Plafon dan instalasi listrik baru', 'Upah tukang selama enam minggu'],
    channel: 'Dana disalurkan kepada DKM Masjid Al-Ikhlas dan dibelanjakan bersama relawan; nota pembelian dipublikasikan di Pencairan Dana.',
  },
  {
    slug: 'wakaf-quran-pelosok-ntt', collected: 0.68, header: "Wakaf 1.000 Al-Qur'an untuk Santri di Pelosok NTT", type: 'wakaf',
    target: 60_000_000, endsInDays: 60, allTime: 'N', openedDaysAgo: 30, motif: 'book', hue: 35, donations: 41,
    story: [
      "Di banyak TPQ di pedalaman Nusa Tenggara Timur, satu mushaf dipakai bergantian oleh lima sampai enam santri. Sebagian mushaf sudah lepas jilidannya dan halamannya tidak lengkap.",
      "Program ini mengirimkan 1.000 mushaf Al-Qur'an beserta rehal ke 25 TPQ dan pondok pesantren kecil di Kabupaten Kupang, Timor Tengah Selatan, dan Alor.",
      'Setiap huruf yang dibaca santri dari mushaf wakafmu, insya Allah menjadi pahala yang terus mengalir.',
    ],
    needs: ["1.000 mushaf Al-Qur'an terjemah", '1.000 rehal kayu', 'Ongkos kirim antarpulau', 'Dokumentasi penyaluran'],
    channel: "Mushaf dikirim melalui jaringan Masjid Raya Nurussa'adah Kupang dan diserahkan langsung kepada pengasuh TPQ.",
    mosqueIndex: 19,
  },
  {
    slug: 'sedekah-nasi-jumat-berkah', collected: 0, header: 'Sedekah Nasi Kotak Jumat Berkah', type: 'sedekah',
    target: 0, endsInDays: null, allTime: 'Y', openedDaysAgo: 120, motif: 'food', hue: 20, donations: 48,
    story: [
      'Setiap Jumat, relawan kami membagikan nasi kotak kepada pengemudi ojek, petugas kebersihan, pemulung, dan jamaah musafir di sekitar masjid-masjid jaringan kami.',
      'Program ini berjalan terus tanpa batas waktu. Berapa pun sedekahmu akan menjadi tambahan porsi yang dibagikan Jumat berikutnya.',
    ],
    needs: ['Nasi kotak bergizi (Rp15.000 per porsi)', 'Air mineral', 'Kemasan ramah lingkungan'],
    channel: 'Nasi kotak dimasak oleh warung-warung kecil di sekitar masjid, sehingga sedekahmu juga menggerakkan usaha warga.',
  },
  {
    slug: 'beasiswa-santri-penghafal-quran', collected: 0.18, header: "Beasiswa Santri Penghafal Al-Qur'an", type: 'infaq',
    target: 200_000_000, endsInDays: 90, allTime: 'N', openedDaysAgo: 15, motif: 'star', hue: 265, donations: 19,
    story: [
      "Banyak santri penghafal Al-Qur'an berasal dari keluarga petani dan buruh yang kesulitan membayar biaya asrama dan makan.",
      'Beasiswa ini menanggung biaya hidup 40 santri selama satu tahun, agar mereka dapat fokus menuntaskan hafalan 30 juz.',
    ],
    needs: ['Biaya asrama dan makan 40 santri selama 12 bulan', 'Kitab dan perlengkapan belajar', 'Insentif muhafizh pembimbing'],
    channel: 'Beasiswa dibayarkan setiap bulan langsung kepada pondok pesantren mitra dengan laporan perkembangan hafalan santri.',
  },
  {
    slug: 'bantu-korban-banjir-demak', collected: 0.86, header: 'Bantu Korban Banjir Demak: Logistik dan Air Bersih', type: 'infaq',
    target: 250_000_000, endsInDays: -10, allTime: 'N', openedDaysAgo: 70, motif: 'house', hue: 210, donations: 52,
    mosqueIndex: 13,
    story: [
      'Tanggul Sungai Wulan jebol dan merendam belasan desa di Kabupaten Demak. Ribuan warga mengungsi di masjid, balai desa, dan tenda darurat.',
      'Posko di serambi Masjid Agung Demak menyalurkan makanan siap saji, air bersih, selimut, dan perlengkapan bayi. Penggalangan ini telah ditutup; terima kasih kepada semua donatur.',
    ],
    needs: ['Makanan siap saji dan dapur umum', 'Air bersih dan tandon', 'Selimut, tikar, dan perlengkapan bayi', 'Perahu evakuasi'],
    channel: 'Disalurkan melalui posko Masjid Agung Demak bersama relawan dan BPBD setempat.',
  },
  {
    slug: 'modal-usaha-ibu-tunggal-dhuafa', collected: 0.33, header: 'Modal Usaha untuk Ibu Tunggal Dhuafa', type: 'infaq',
    target: 75_000_000, endsInDays: 40, allTime: 'N', openedDaysAgo: 20, motif: 'heart', hue: 340, donations: 16,
    story: [
      'Bu Sri berjualan gorengan sejak suaminya wafat, demi menyekolahkan tiga anaknya. Modal yang terbatas membuat dagangannya tidak pernah lebih dari satu baskom sehari.',
      'Program ini memberikan modal bergulir, gerobak, dan pendampingan usaha kepada 30 ibu tunggal dhuafa di sekitar Masjid Jogokariyan dan masjid mitra lainnya.',
    ],
    needs: ['Modal usaha Rp2.000.000 per penerima', 'Gerobak atau etalase dagang', 'Pelatihan pembukuan sederhana'],
    channel: 'Penerima dipilih melalui survei takmir masjid; pendampingan dilakukan setiap bulan selama enam bulan.',
    mosqueIndex: 14,
  },
  {
    slug: 'pembangunan-tpq-pesisir-lombok', collected: 0.09, header: 'Pembangunan TPQ di Pesisir Lombok Timur', type: 'wakaf',
    target: 300_000_000, endsInDays: 120, allTime: 'N', openedDaysAgo: 10, motif: 'house', hue: 100, donations: 12,
    mosqueIndex: 10,
    story: [
      "Anak-anak nelayan di Desa Tanjung Luar belajar mengaji di teras rumah ustadzah yang sempit dan panas. Saat hujan, kegiatan belajar terpaksa diliburkan.",
      "Kami ingin membangun gedung TPQ dua ruang kelas lengkap dengan tempat wudu, agar 120 anak dapat belajar Al-Qur'an dengan nyaman.",
    ],
    needs: ['Pembangunan dua ruang kelas', 'Tempat wudu dan toilet', 'Meja lipat, papan tulis, dan rak mushaf'],
    channel: 'Pembangunan dikelola panitia warga bersama Islamic Center NTB, dengan laporan progres foto setiap dua pekan.',
  },
  {
    slug: 'operasional-ambulans-gratis', collected: 0.47, header: 'Operasional Ambulans Gratis untuk Warga', type: 'infaq',
    target: 120_000_000, endsInDays: null, allTime: 'Y', openedDaysAgo: 200, motif: 'medical', hue: 0, donations: 28,
    story: [
      'Ambulans masjid melayani warga tanpa biaya: mengantar pasien ke rumah sakit, menjemput jenazah, dan membantu saat bencana.',
      'Biaya bahan bakar, perawatan, dan honor pengemudi siaga 24 jam ditanggung sepenuhnya dari infaq jamaah.',
    ],
    needs: ['Bahan bakar dan tol', 'Perawatan berkala kendaraan', 'Honor pengemudi siaga', 'Tabung oksigen dan alat P3K'],
    channel: 'Setiap perjalanan dicatat dalam log layanan dan ringkasannya dilaporkan setiap bulan.',
  },
  {
    slug: 'paket-sembako-lansia-sebatang-kara', collected: 1.04, header: 'Paket Sembako untuk Lansia Sebatang Kara', type: 'sedekah',
    target: 50_000_000, endsInDays: -25, allTime: 'N', openedDaysAgo: 80, motif: 'food', hue: 45, donations: 37,
    story: [
      'Mbah Tini tinggal sendiri di rumah bilik bambu. Di usia 78 tahun ia masih memungut kayu bakar untuk dijual demi membeli beras.',
      'Program ini telah menyalurkan paket sembako bulanan kepada 150 lansia sebatang kara. Penggalangan telah berakhir; laporan penyaluran dapat dilihat di Pencairan Dana.',
    ],
    needs: ['Beras 10 kg, minyak, gula, dan telur', 'Susu dan vitamin lansia', 'Pengantaran ke rumah penerima'],
    channel: 'Paket diantar langsung oleh relawan remaja masjid ke rumah setiap penerima.',
  },
  {
    slug: 'wakaf-pohon-produktif-merapi', collected: 0.29, header: 'Wakaf Pohon Produktif di Lereng Merapi', type: 'wakaf',
    target: 90_000_000, endsInDays: 75, allTime: 'N', openedDaysAgo: 35, motif: 'tree', hue: 110, donations: 21,
    story: [
      'Lahan di lereng Merapi yang dulu tertimbun material erupsi kini mulai pulih. Warga ingin menanaminya dengan pohon alpukat dan durian yang hasilnya menjadi sumber penghidupan.',
      'Hasil panen dibagi untuk petani penggarap dan kas masjid desa, sehingga wakafmu terus berbuah dari tahun ke tahun.',
    ],
    needs: ['3.000 bibit alpukat dan durian', 'Pupuk organik dan ajir', 'Pendampingan petani selama dua tahun'],
    channel: 'Penanaman dilakukan bersama kelompok tani desa; setiap pohon diberi label dan dipetakan.',
  },
  {
    slug: 'insentif-guru-ngaji-kampung', collected: 0.71, header: 'Insentif Bulanan Guru Ngaji Kampung', type: 'infaq',
    target: 36_000_000, endsInDays: null, allTime: 'Y', openedDaysAgo: 150, motif: 'book', hue: 175, donations: 30,
    story: [
      'Guru ngaji di kampung mengajar anak-anak setiap sore tanpa bayaran tetap. Banyak di antara mereka yang juga bekerja sebagai buruh tani atau pedagang kecil.',
      'Insentif Rp300.000 per bulan ini adalah tanda terima kasih kita atas keikhlasan mereka menjaga cahaya Al-Qur\'an di kampung.',
    ],
    needs: ['Insentif Rp300.000 per guru per bulan', 'Paket buku Iqra dan mushaf', 'Pelatihan metode mengajar'],
    channel: 'Insentif ditransfer setiap awal bulan ke rekening guru ngaji yang didata takmir masjid mitra.',
  },
  {
    slug: 'bantuan-transportasi-pasien-cuci-darah', collected: 0.62, header: 'Bantuan Transportasi Pasien Cuci Darah', type: 'infaq',
    target: 40_000_000, endsInDays: 20, allTime: 'N', openedDaysAgo: 28, motif: 'medical', hue: 355, donations: 14,
    story: [
      'Pak Darto harus menjalani cuci darah dua kali sepekan di rumah sakit yang berjarak 40 kilometer dari rumahnya. Ongkos perjalanan sering membuatnya menunda jadwal terapi.',
      'Bantuan ini menanggung ongkos transportasi pasien cuci darah dari keluarga kurang mampu selama enam bulan.',
    ],
    needs: ['Ongkos transportasi pulang pergi', 'Makan pendamping pasien', 'Koordinasi relawan pengantar'],
    channel: 'Bantuan diberikan per jadwal terapi dengan verifikasi dari rumah sakit.',
  },
  {
    slug: 'mushaf-braille-tunanetra', collected: 0.15, header: 'Mushaf Braille untuk Sahabat Tunanetra', type: 'wakaf',
    target: 45_000_000, endsInDays: 50, allTime: 'N', openedDaysAgo: 12, motif: 'book', hue: 230, donations: 11,
    mosqueIndex: 0,
    story: [
      "Satu set mushaf Al-Qur'an Braille terdiri dari 30 jilid tebal dan harganya mahal, sehingga banyak sahabat tunanetra belum memilikinya.",
      'Kami akan menyalurkan 50 set mushaf Braille ke yayasan dan majelis taklim tunanetra, dimulai dari kajian tunanetra di Masjid Istiqlal.',
    ],
    needs: ['50 set mushaf Braille 30 jilid', 'Lemari penyimpanan', 'Pelatihan membaca Braille Arab'],
    channel: 'Mushaf diserahkan kepada lembaga tunanetra mitra dan didokumentasikan.',
  },
];
