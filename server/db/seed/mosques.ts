// Real mosques across Indonesia. Coordinates were placed from public maps without a live check:
// the landmark mosques (Istiqlal, Baiturrahman, Al-Akbar, Demak, Al-Mashun, ...) should be within
// about 100 m, a few (Jayapura, Kupang, Batam, Pontianak) only to the neighbourhood. Telephone and
// e-mail are left empty rather than invented for real institutions.

export type SeedMosque = {
  slug: string;
  nama: string;
  alamat: string;
  kota: string;
  latitude: number;
  longitude: number;
  pengurus: string;
  deskripsi: string;
  /** Palette of the generated flyer. */
  hue: number;
  domes: 1 | 3;
  minarets: 0 | 1 | 2 | 4;
};

export const SEED_MOSQUES: SeedMosque[] = [
  {
    slug: 'masjid-istiqlal', nama: 'Masjid Istiqlal', kota: 'Jakarta Pusat',
    alamat: 'Jl. Taman Wijaya Kusuma, Ps. Baru, Kec. Sawah Besar, Jakarta Pusat, DKI Jakarta 10710',
    latitude: -6.1702, longitude: 106.8310, pengurus: 'Badan Pengelola Masjid Istiqlal',
    deskripsi: 'Masjid nasional Indonesia yang diresmikan pada 1978, berdiri berseberangan dengan Gereja Katedral sebagai lambang kerukunan. Kubah utamanya berdiameter 45 meter.',
    hue: 165, domes: 1, minarets: 1,
  },
  {
    slug: 'masjid-raya-baiturrahman', nama: 'Masjid Raya Baiturrahman', kota: 'Banda Aceh',
    alamat: 'Jl. Moh. Jam No. 1, Kp. Baru, Kec. Baiturrahman, Kota Banda Aceh, Aceh 23241',
    latitude: 5.5536, longitude: 95.3172, pengurus: 'Badan Kemakmuran Masjid Raya Baiturrahman',
    deskripsi: 'Masjid bersejarah kebanggaan rakyat Aceh dengan kubah hitam dan payung-payung raksasa di halamannya. Tetap berdiri ketika tsunami 2004 melanda kota.',
    hue: 150, domes: 3, minarets: 2,
  },
  {
    slug: 'masjid-nasional-al-akbar', nama: 'Masjid Nasional Al-Akbar', kota: 'Surabaya',
    alamat: 'Jl. Masjid Al-Akbar Timur No. 1, Pagesangan, Kec. Jambangan, Surabaya, Jawa Timur 60274',
    latitude: -7.3366, longitude: 112.7150, pengurus: 'Badan Pengelola Masjid Nasional Al-Akbar Surabaya',
    deskripsi: 'Salah satu masjid terbesar di Indonesia, dikenal dengan kubah biru besar yang diapit empat kubah kecil serta menara setinggi 99 meter.',
    hue: 205, domes: 3, minarets: 1,
  },
  {
    slug: 'masjid-raya-sumatera-barat', nama: 'Masjid Raya Sumatera Barat', kota: 'Padang',
    alamat: 'Jl. Khatib Sulaiman, Alai Parak Kopi, Kec. Padang Utara, Kota Padang, Sumatera Barat 25173',
    latitude: -0.9244, longitude: 100.3626, pengurus: 'Pengurus Masjid Raya Sumatera Barat',
    deskripsi: 'Masjid tanpa kubah dengan atap bergonjong yang terinspirasi rumah gadang Minangkabau, dirancang tahan gempa dan dapat menjadi tempat evakuasi tsunami.',
    hue: 25, domes: 1, minarets: 1,
  },
  {
    slug: 'masjid-agung-jawa-tengah', nama: 'Masjid Agung Jawa Tengah', kota: 'Semarang',
    alamat: 'Jl. Gajah Raya, Sambirejo, Kec. Gayamsari, Kota Semarang, Jawa Tengah 50166',
    latitude: -6.9839, longitude: 110.4455, pengurus: 'Badan Pengelola Masjid Agung Jawa Tengah',
    deskripsi: 'Masjid dengan enam payung hidrolik raksasa di pelatarannya dan Menara Al-Husna setinggi 99 meter yang menghadap kota Semarang.',
    hue: 45, domes: 1, minarets: 4,
  },
  {
    slug: 'masjid-raya-al-jabbar', nama: 'Masjid Raya Al-Jabbar', kota: 'Bandung',
    alamat: 'Jl. Cimincrang No. 14, Cimenerang, Kec. Gedebage, Kota Bandung, Jawa Barat 40294',
    latitude: -6.9525, longitude: 107.7020, pengurus: 'UPTD Pengelolaan Masjid Raya Al-Jabbar',
    deskripsi: 'Masjid raya Jawa Barat yang diresmikan pada akhir 2022, berdiri di atas danau retensi Gedebage dengan atap berlapis kaca yang berpendar pada malam hari.',
    hue: 190, domes: 1, minarets: 4,
  },
  {
    slug: 'islamic-center-samarinda', nama: 'Masjid Islamic Center Samarinda', kota: 'Samarinda',
    alamat: 'Jl. Slamet Riyadi No. 1, Karang Asam Ulu, Kec. Sungai Kunjang, Kota Samarinda, Kalimantan Timur 75126',
    latitude: -0.5128, longitude: 117.1250, pengurus: 'Badan Pengelola Islamic Center Kalimantan Timur',
    deskripsi: 'Masjid Baitul Muttaqien di tepi Sungai Mahakam, dengan menara utama setinggi 99 meter dan enam menara pendamping.',
    hue: 120, domes: 3, minarets: 4,
  },
  {
    slug: 'masjid-raya-makassar', nama: 'Masjid Raya Makassar', kota: 'Makassar',
    alamat: 'Jl. Masjid Raya No. 57, Bontoala, Kec. Bontoala, Kota Makassar, Sulawesi Selatan 90153',
    latitude: -5.1369, longitude: 119.4198, pengurus: 'Yayasan Masjid Raya Makassar',
    deskripsi: 'Masjid raya pertama di Makassar yang dibangun pada 1948, menjadi pusat kegiatan dakwah dan pendidikan Islam di Sulawesi Selatan.',
    hue: 10, domes: 1, minarets: 2,
  },
  {
    slug: 'masjid-al-markaz-al-islami', nama: 'Masjid Al-Markaz Al-Islami', kota: 'Makassar',
    alamat: 'Jl. Masjid Raya No. 1, Gaddong, Kec. Bontoala, Kota Makassar, Sulawesi Selatan 90153',
    latitude: -5.1357, longitude: 119.4244, pengurus: 'Yayasan Islamic Center Al-Markaz Al-Islami',
    deskripsi: 'Masjid berarsitektur perpaduan Masjidil Haram dan rumah adat Bugis-Makassar, digagas oleh Jenderal M. Jusuf dan diresmikan pada 1996.',
    hue: 35, domes: 1, minarets: 1,
  },
  {
    slug: 'masjid-raya-baiturrahim-jayapura', nama: 'Masjid Raya Baiturrahim Jayapura', kota: 'Jayapura',
    alamat: 'Jl. Ahmad Yani, Gurabesi, Kec. Jayapura Utara, Kota Jayapura, Papua 99111',
    latitude: -2.5356, longitude: 140.7080, pengurus: 'Pengurus Masjid Raya Baiturrahim',
    deskripsi: 'Masjid raya di jantung Kota Jayapura, tempat umat Islam Papua berkumpul untuk salat Jumat, kajian, dan kegiatan sosial.',
    hue: 175, domes: 1, minarets: 1,
  },
  {
    slug: 'islamic-center-hubbul-wathan', nama: 'Masjid Hubbul Wathan Islamic Center NTB', kota: 'Mataram',
    alamat: 'Jl. Udayana No. 1, Dasan Agung Baru, Kec. Selaparang, Kota Mataram, Nusa Tenggara Barat 83125',
    latitude: -8.5836, longitude: 116.1008, pengurus: 'Badan Pengelola Islamic Center NTB',
    deskripsi: 'Ikon Pulau Seribu Masjid dengan menara setinggi 99 meter yang terbuka untuk pengunjung, dihiasi motif kain songket Sasak.',
    hue: 95, domes: 1, minarets: 4,
  },
  {
    slug: 'masjid-agung-palembang', nama: 'Masjid Agung Sultan Mahmud Badaruddin I', kota: 'Palembang',
    alamat: 'Jl. Jenderal Sudirman, 19 Ilir, Kec. Bukit Kecil, Kota Palembang, Sumatera Selatan 30113',
    latitude: -2.9886, longitude: 104.7604, pengurus: 'Pengurus Masjid Agung Palembang',
    deskripsi: 'Masjid peninggalan Kesultanan Palembang Darussalam yang dibangun pada 1738, dengan atap bertumpang bercorak Tiongkok dan Eropa.',
    hue: 5, domes: 1, minarets: 1,
  },
  {
    slug: 'masjid-raya-al-mashun', nama: 'Masjid Raya Al-Mashun', kota: 'Medan',
    alamat: 'Jl. Sisingamangaraja No. 61, Mesjid, Kec. Medan Kota, Kota Medan, Sumatera Utara 20212',
    latitude: 3.5753, longitude: 98.6873, pengurus: 'Badan Kenaziran Masjid Raya Al-Mashun',
    deskripsi: 'Masjid Kesultanan Deli yang selesai dibangun pada 1909, berdenah segi delapan dengan perpaduan gaya Timur Tengah, India, dan Spanyol.',
    hue: 60, domes: 3, minarets: 1,
  },
  {
    slug: 'masjid-agung-demak', nama: 'Masjid Agung Demak', kota: 'Demak',
    alamat: 'Jl. Sultan Fatah, Kauman, Bintoro, Kec. Demak, Kabupaten Demak, Jawa Tengah 59511',
    latitude: -6.8944, longitude: 110.6375, pengurus: 'Takmir Masjid Agung Demak',
    deskripsi: 'Salah satu masjid tertua di Jawa, didirikan Raden Patah bersama Wali Songo pada abad ke-15, dengan atap tajug tumpang tiga dan soko guru dari kayu jati.',
    hue: 30, domes: 1, minarets: 0,
  },
  {
    slug: 'masjid-jogokariyan', nama: 'Masjid Jogokariyan', kota: 'Yogyakarta',
    alamat: 'Jl. Jogokaryan No. 36, Mantrijeron, Kec. Mantrijeron, Kota Yogyakarta, DI Yogyakarta 55143',
    latitude: -7.8270, longitude: 110.3647, pengurus: 'Takmir Masjid Jogokariyan',
    deskripsi: 'Masjid kampung yang dikenal dengan manajemen "saldo infaq nol rupiah": setiap dana umat segera kembali kepada jamaah dan warga yang membutuhkan.',
    hue: 140, domes: 1, minarets: 1,
  },
  {
    slug: 'masjid-kubah-emas-depok', nama: 'Masjid Dian Al-Mahri (Kubah Emas)', kota: 'Depok',
    alamat: 'Jl. Raya Meruyung, Meruyung, Kec. Limo, Kota Depok, Jawa Barat 16515',
    latitude: -6.3853, longitude: 106.7830, pengurus: 'Pengelola Masjid Dian Al-Mahri',
    deskripsi: 'Masjid dengan kubah berlapis emas yang menjadi tujuan wisata religi di Depok, dikelilingi taman luas dan enam menara.',
    hue: 48, domes: 3, minarets: 4,
  },
  {
    slug: 'masjid-raya-an-nur-pekanbaru', nama: 'Masjid Raya An-Nur', kota: 'Pekanbaru',
    alamat: 'Jl. Hang Tuah No. 1, Sumahilang, Kec. Pekanbaru Kota, Kota Pekanbaru, Riau 28111',
    latitude: 0.5262, longitude: 101.4459, pengurus: 'Pengurus Masjid Agung An-Nur Provinsi Riau',
    deskripsi: 'Masjid kebanggaan Riau yang kerap dijuluki "Taj Mahal Indonesia", dengan kolam dan taman luas di halaman depannya.',
    hue: 80, domes: 3, minarets: 4,
  },
  {
    slug: 'masjid-sultan-suriansyah', nama: 'Masjid Sultan Suriansyah', kota: 'Banjarmasin',
    alamat: 'Jl. Kuin Utara, Kuin Utara, Kec. Banjarmasin Utara, Kota Banjarmasin, Kalimantan Selatan 70127',
    latitude: -3.2942, longitude: 114.5766, pengurus: 'Takmir Masjid Sultan Suriansyah',
    deskripsi: 'Masjid tertua di Kalimantan Selatan, dibangun pada masa Sultan Suriansyah (1526–1550) di tepi Sungai Kuin dengan arsitektur kayu khas Banjar.',
    hue: 20, domes: 1, minarets: 0,
  },
  {
    slug: 'masjid-raya-batam', nama: 'Masjid Raya Batam', kota: 'Batam',
    alamat: 'Jl. Engku Putri, Tlk. Tering, Kec. Batam Kota, Kota Batam, Kepulauan Riau 29461',
    latitude: 1.1282, longitude: 104.0532, pengurus: 'Badan Pengelola Masjid Raya Batam',
    deskripsi: 'Masjid beratap limas berundak di kawasan pusat pemerintahan Batam Centre, ramai oleh jamaah pekerja dan pendatang dari berbagai daerah.',
    hue: 215, domes: 1, minarets: 1,
  },
  {
    slug: 'masjid-raya-nurussaadah-kupang', nama: "Masjid Raya Nurussa'adah", kota: 'Kupang',
    alamat: 'Jl. Soekarno, Fontein, Kec. Kota Raja, Kota Kupang, Nusa Tenggara Timur 85112',
    latitude: -10.1650, longitude: 123.5800, pengurus: "Pengurus Masjid Raya Nurussa'adah",
    deskripsi: 'Masjid raya Kota Kupang yang menjadi tempat berkumpul umat Islam Nusa Tenggara Timur dalam suasana persaudaraan dengan umat beragama lain.',
    hue: 195, domes: 1, minarets: 1,
  },
  {
    slug: 'masjid-raya-mujahidin-pontianak', nama: 'Masjid Raya Mujahidin', kota: 'Pontianak',
    alamat: 'Jl. Jenderal Ahmad Yani, Bansir Laut, Kec. Pontianak Tenggara, Kota Pontianak, Kalimantan Barat 78124',
    latitude: -0.0453, longitude: 109.3338, pengurus: 'Yayasan Masjid Raya Mujahidin',
    deskripsi: 'Masjid raya Kalimantan Barat yang tak jauh dari garis khatulistiwa, dengan kubah utama besar dan empat menara.',
    hue: 160, domes: 1, minarets: 4,
  },
  {
    slug: 'masjid-agung-banten', nama: 'Masjid Agung Banten', kota: 'Serang',
    alamat: 'Banten, Kec. Kasemen, Kota Serang, Banten 42191',
    latitude: -6.0356, longitude: 106.1537, pengurus: 'Kenadziran Kesultanan Banten',
    deskripsi: 'Masjid peninggalan Kesultanan Banten abad ke-16 dengan atap tumpang lima dan menara putih mirip mercusuar.',
    hue: 0, domes: 1, minarets: 1,
  },
];
