// Donor names and prayers in everyday Indonesian, and the demo users who say amen.

export const DONOR_NAMES = [
  'Ahmad Fauzi', 'Siti Nurhaliza', 'Budi Santoso', 'Dewi Lestari', 'Rizky Ramadhan', 'Nur Aini', 'Hendra Wijaya',
  'Fitri Handayani', 'Muhammad Iqbal', 'Rina Marlina', 'Agus Salim', 'Laila Rahmawati', 'Dimas Prasetyo', 'Aisyah Putri',
  'Yusuf Maulana', 'Ratna Sari', 'Fajar Nugroho', 'Intan Permatasari', 'Hafiz Alfarizi', 'Nadia Safitri', 'Ilham Akbar',
  'Wulan Septiani', 'Teguh Wibowo', 'Zahra Amalia', 'Arif Hidayat', 'Putri Ayu', 'Bayu Kurniawan', 'Mega Puspita',
  'Rahmat Hidayatullah', 'Salsabila Khairunnisa', 'Andi Saputra', 'Yuliana Hasibuan', 'Imam Syafii', 'Khadijah Lubis',
  'Eko Purnomo', 'Annisa Rahma', 'Hamba Allah', 'Hamba Allah', 'Hamba Allah', 'Keluarga Bapak Sutrisno',
  'Alm. Hj. Maryam (diwakili anak)', 'Karyawan PT Sinar Abadi',
] as const;

export const PRAYERS = [
  'Semoga menjadi amal jariyah untuk almarhumah ibu saya. Aamiin ya Rabbal alamin.',
  'Ya Allah, sembuhkanlah ayah saya yang sedang sakit, angkatlah penyakitnya dan gantilah dengan kesehatan.',
  'Semoga rezeki keluarga kami dilapangkan dan diberkahi, serta dijauhkan dari hutang.',
  'Semoga anak-anak kami menjadi anak yang saleh dan salehah, berbakti kepada orang tua.',
  'Ya Allah, mudahkanlah urusan kami dan kabulkanlah hajat kami. Aamiin.',
  'Semoga Allah menerima sedekah ini dan menjadikannya pemberat timbangan amal kebaikan kami.',
  'Untuk almarhum bapak, semoga diterangkan kuburnya dan diampuni segala dosanya.',
  'Semoga dimudahkan jodohnya, dipertemukan dengan pasangan yang saleh dan menenangkan hati.',
  'Ya Allah, berikanlah kami keturunan yang saleh. Sudah tujuh tahun kami menanti.',
  'Semoga usaha kecil kami berkah dan bisa terus membantu sesama.',
  'Semoga saudara-saudara kita yang terkena musibah diberi kesabaran dan segera pulih.',
  'Semoga lulus ujian masuk perguruan tinggi dan ilmunya bermanfaat. Aamiin.',
  'Ya Allah, lindungilah keluarga kami dari segala marabahaya dan mara bencana.',
  'Semoga air ini menjadi penyejuk bagi warga dan pahala yang terus mengalir untuk kita semua.',
  'Semoga Allah mengampuni dosa kedua orang tua kami dan menyayangi mereka sebagaimana mereka menyayangi kami di waktu kecil.',
  'Semoga diberi kelancaran dalam proses persalinan istri saya, ibu dan bayi sehat selamat.',
  'Semoga kami sekeluarga bisa berangkat umrah tahun depan. Aamiin ya Allah.',
  'Semoga para santri istiqamah menghafal Al-Quran dan menjadi cahaya bagi kampungnya.',
  'Ya Allah, teguhkanlah hati kami di atas agama-Mu.',
  'Semoga pekerjaan suami saya lancar dan rezekinya halal serta berkah.',
  'Sedekah kecil dari kami, semoga bermanfaat dan diterima di sisi Allah.',
  'Semoga masjid ini makmur dan selalu ramai oleh jamaah.',
  'Semoga anak saya diberi kesembuhan dari kejang dan tumbuh sehat seperti teman-temannya.',
  'Untuk nenek tercinta, semoga husnul khatimah dan ditempatkan di surga-Nya.',
  'Semoga dimudahkan melunasi hutang dan diberi ketenangan hati.',
  'Semoga Allah mempererat persaudaraan kita dan menjauhkan dari perpecahan.',
  'Semoga ujian skripsi saya lancar dan bisa wisuda tahun ini.',
  'Semoga kita semua dikumpulkan kembali di surga bersama orang-orang yang kita cintai.',
] as const;

/** Demo accounts that say amen; they cannot log in (the accounts area creates real users). */
export const SEED_USERS = [
  { nama: 'Abdullah Rasyid', whatsapp: '81100000001' },
  { nama: 'Maryam Syahidah', whatsapp: '81100000002' },
  { nama: 'Umar Faruq', whatsapp: '81100000003' },
  { nama: 'Halimah Sadiyah', whatsapp: '81100000004' },
  { nama: 'Bilal Ramadhan', whatsapp: '81100000005' },
] as const;

export const SEED_PASSWORD_HASH = 'seed-only-no-login';

export const AMOUNTS = [10_000, 20_000, 25_000, 25_000, 50_000, 50_000, 50_000, 75_000, 100_000, 100_000, 150_000, 200_000, 250_000, 500_000, 1_000_000, 35_000, 15_000] as const;
