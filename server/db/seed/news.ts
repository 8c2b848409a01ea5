// News ('Berita Terbaru') and blog posts; `daysAgo` is relative to the seeding moment.

export type SeedArticle = { type: 'berita' | 'blog'; slug: string; title: string; excerpt: string; body: string[]; author: string; daysAgo: number; hue: number };

export const SEED_ARTICLES: SeedArticle[] = [
  {
    type: 'berita', slug: 'sumur-bor-gunungkidul-capai-kedalaman-80-meter', daysAgo: 2, hue: 195, author: 'Tim Program Jariyah',
    title: 'Sumur Bor Gunungkidul Capai Kedalaman 80 Meter',
    excerpt: 'Pengeboran sumur untuk 180 keluarga di Dusun Ngelo terus berjalan. Tim menargetkan air keluar sebelum musim kemarau berikutnya.',
    body: [
      'Tim pengeboran telah menembus lapisan batu kapur hingga kedalaman 80 meter. Menurut perhitungan ahli geologi, lapisan air diperkirakan berada di kedalaman 100 sampai 120 meter.',
      'Warga Dusun Ngelo bergantian menyediakan makan siang untuk para pekerja. "Kami sudah menunggu bertahun-tahun, semoga sebentar lagi air mengalir," ujar Pak Wagiman, kepala dusun.',
      'Terima kasih kepada seluruh donatur. Program masih membuka kesempatan infaq untuk pengadaan pompa tenaga surya dan tandon air.',
    ],
  },
  {
    type: 'berita', slug: 'penyaluran-sembako-lansia-tahap-akhir', daysAgo: 9, hue: 45, author: 'Relawan Remaja Masjid',
    title: '150 Lansia Sebatang Kara Terima Paket Sembako Tahap Akhir',
    excerpt: 'Relawan remaja masjid menuntaskan pengantaran paket sembako bulanan ke rumah-rumah lansia di tiga kecamatan.',
    body: [
      'Penyaluran tahap akhir program Paket Sembako untuk Lansia Sebatang Kara telah selesai. Setiap paket berisi beras, minyak goreng, gula, telur, susu, dan vitamin.',
      'Relawan juga mencatat kebutuhan lain para lansia, seperti perbaikan atap dan kursi roda, untuk ditindaklanjuti dalam program berikutnya.',
    ],
  },
  {
    type: 'berita', slug: 'posko-banjir-demak-ditutup', daysAgo: 12, hue: 210, author: 'Posko Masjid Agung Demak',
    title: 'Posko Banjir di Serambi Masjid Agung Demak Resmi Ditutup',
    excerpt: 'Setelah tiga pekan melayani pengungsi, posko ditutup seiring surutnya air. Laporan penggunaan dana telah dipublikasikan.',
    body: [
      'Selama tiga pekan, posko di serambi Masjid Agung Demak menyalurkan lebih dari 12.000 porsi makanan, 40.000 liter air bersih, dan ratusan paket perlengkapan bayi.',
      'Seluruh rincian penggunaan dana dapat dilihat pada halaman Pencairan Dana program. Sisa dana dialihkan untuk perbaikan sumur warga yang tercemar lumpur.',
    ],
  },
  {
    type: 'berita', slug: 'kencleng-digital-hadir-di-22-masjid', daysAgo: 20, hue: 150, author: 'Redaksi Jariyah',
    title: 'Kencleng Digital Kini Hadir di 22 Masjid di Seluruh Indonesia',
    excerpt: 'Jamaah kini bisa berinfaq ke kotak amal masjid favoritnya dari mana saja, dengan laporan yang terbuka untuk semua.',
    body: [
      'Dari Banda Aceh hingga Jayapura, 22 masjid telah bergabung dalam jaringan kencleng digital Jariyah. Jamaah dapat memindai QRIS atau memilih transfer bank dan dompet digital.',
      'Setiap pengurus masjid dapat melaporkan penggunaan dana secara berkala, sehingga jamaah tahu ke mana infaqnya mengalir.',
    ],
  },
  {
    type: 'blog', slug: 'keutamaan-sedekah-jariyah', daysAgo: 4, hue: 160, author: 'Ustadz Hanif Abdurrahman',
    title: 'Keutamaan Sedekah Jariyah: Pahala yang Tidak Terputus',
    excerpt: 'Mengapa sumur, mushaf, dan ilmu yang bermanfaat disebut amal yang terus mengalir? Mari kita kenali lebih dekat.',
    body: [
      'Rasulullah ﷺ bersabda bahwa apabila seorang manusia meninggal dunia, terputuslah amalnya kecuali tiga perkara: sedekah jariyah, ilmu yang bermanfaat, dan anak saleh yang mendoakannya (HR. Muslim).',
      'Sedekah jariyah adalah sedekah yang manfaatnya terus dirasakan orang lain, seperti membangun masjid, menggali sumur, atau mewakafkan mushaf. Selama manfaat itu ada, pahalanya terus mengalir.',
      'Tidak perlu menunggu kaya untuk bersedekah jariyah. Berpatungan bersama banyak orang membuat sedekah kecil kita menjadi bagian dari kebaikan yang besar.',
    ],
  },
  {
    type: 'blog', slug: 'adab-berdoa-agar-dikabulkan', daysAgo: 8, hue: 265, author: 'Ustadzah Nur Hasanah',
    title: 'Adab Berdoa agar Doa Lebih Mudah Dikabulkan',
    excerpt: 'Memulai dengan pujian kepada Allah, bershalawat, dan yakin akan dikabulkan. Berikut adab-adab berdoa yang dianjurkan.',
    body: [
      'Awali doa dengan memuji Allah dan bershalawat kepada Nabi ﷺ. Angkat kedua tangan, hadapkan diri ke kiblat bila memungkinkan, dan berdoalah dengan suara lirih penuh harap.',
      'Pilih waktu-waktu mustajab, seperti sepertiga malam terakhir, antara azan dan iqamah, serta saat hujan turun. Mendoakan saudara tanpa sepengetahuannya juga dijanjikan balasan yang sama oleh malaikat.',
      'Itulah mengapa mengaminkan doa saudara kita di aplikasi ini bukan sekadar tombol: ia adalah wujud kepedulian sesama muslim.',
    ],
  },
  {
    type: 'blog', slug: 'mengenal-kencleng-masjid', daysAgo: 15, hue: 30, author: 'Redaksi Jariyah',
    title: 'Mengenal Kencleng: Kotak Amal yang Menghidupi Masjid',
    excerpt: 'Dari kotak kayu di serambi hingga QRIS di ponsel, kencleng tetap menjadi nadi operasional masjid di Indonesia.',
    body: [
      'Kencleng adalah sebutan kotak amal di banyak daerah di Jawa. Isinya membiayai listrik, air, kebersihan, hingga honor marbot dan kegiatan dakwah.',
      'Kini kencleng juga hadir secara digital. Infaqmu tercatat rapi, dan pengurus dapat melaporkannya secara terbuka kepada jamaah.',
    ],
  },
  {
    type: 'blog', slug: 'tips-mengajak-anak-bersedekah', daysAgo: 27, hue: 340, author: 'Ummu Zaid',
    title: '5 Cara Sederhana Mengajak Anak Gemar Bersedekah',
    excerpt: 'Kebiasaan berbagi tumbuh dari contoh kecil di rumah. Coba lima langkah ini bersama buah hati.',
    body: [
      'Pertama, beri contoh: ajak anak ikut memasukkan uang ke kotak amal masjid. Kedua, sediakan celengan khusus sedekah di rumah.',
      'Ketiga, ceritakan kisah para sahabat yang dermawan. Keempat, libatkan anak memilih program yang ingin dibantu. Kelima, doakan bersama orang-orang yang dibantu.',
    ],
  },
];
