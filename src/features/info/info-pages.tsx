import type { ReactNode } from 'react';
import { brand } from '../../contract/brand';

export type InfoPage = { title: string; body: ReactNode };

const n = brand.name;

export const infoPages = {
  tentang: {
    title: 'Tentang Kami',
    body: (
      <>
        <p>{n} adalah jaringan masjid untuk berkolaborasi agar masjid menjadi mandiri. Lewat {n}, kamu bisa berinfaq untuk program masjid, mengisi kencleng (kotak amal) masjid secara digital, dan mencari masjid terdekat.</p>
        <p>{n} juga menemani ibadah harianmu: jadwal sholat yang dihitung langsung di ponselmu, tasbih digital, dzikir pagi-petang dan setelah sholat, Asmaul Husna, murottal Al-Qur'an, serta arah kiblat. Semua pendamping ibadah ini tetap bisa dipakai tanpa sinyal.</p>
        <p>Setiap program menampilkan dana terkumpul, kabar terbaru, dan laporan pencairan dana, agar setiap rupiah yang kamu titipkan bisa dipertanggungjawabkan.</p>
      </>
    ),
  },
  bantuan: {
    title: 'Bantuan',
    body: (
      <>
        <h2>Bagaimana cara berinfaq?</h2>
        <p>Pilih program, tekan “Infaq Sekarang”, pilih nominal, isi data donatur, lalu pilih metode pembayaran. Kamu akan mendapat instruksi pembayaran beserta kode donasi. Simpan kode itu; riwayatnya juga tersimpan di perangkatmu.</p>
        <h2>Kapan donasi saya tercatat?</h2>
        <p>Virtual Account, QRIS dan e-wallet terverifikasi otomatis. Transfer manual diverifikasi paling lama 1x24 jam; transfer tepat sesuai total termasuk 3 digit unik agar mudah dicocokkan.</p>
        <h2>Jadwal sholat tidak sesuai lokasi saya</h2>
        <p>Izinkan akses lokasi, atau pilih kota secara manual dari daftar kota. Jadwal dihitung dengan kriteria Kemenag RI.</p>
        <h2>Lupa kata sandi</h2>
        <p>Buka Masuk → “Lupa Kata Sandi?”, masukkan nomor WhatsApp terdaftar, lalu masukkan kode OTP yang kami kirim lewat WhatsApp.</p>
        <h2>Hubungi kami</h2>
        <p>Telepon atau WhatsApp {brand.contact.phone}, {brand.contact.hours}.</p>
      </>
    ),
  },
  syarat: {
    title: 'Syarat & Ketentuan',
    body: (
      <>
        <p>Dengan memakai {n}, kamu setuju dengan ketentuan berikut.</p>
        <h2>Donasi</h2>
        <p>Donasi disalurkan kepada masjid atau program yang kamu pilih. Donasi yang sudah dibayar tidak dapat ditarik kembali, kecuali terjadi kesalahan sistem yang kami konfirmasi. Donasi yang tidak dibayar sampai batas waktu akan kedaluwarsa dengan sendirinya.</p>
        <h2>Akun</h2>
        <p>Satu nomor WhatsApp untuk satu akun. Jaga kerahasiaan kata sandi dan kode OTP; {n} tidak pernah meminta kode OTP kamu.</p>
        <h2>Doa dan konten</h2>
        <p>Doa yang kamu tulis saat berdonasi tampil untuk umum bersama nama donatur yang kamu isi, atau sebagai Hamba Allah bila kamu memilih ‘Sembunyikan nama saya (Hamba Allah)’. Jangan menulis hal yang menyinggung atau data pribadi orang lain.</p>
        <h2>Fundraiser</h2>
        <p>Fundraiser membagikan tautan program dengan kode referensinya sendiri. Fundraiser tidak menerima atau memegang dana donasi.</p>
      </>
    ),
  },
  privasi: {
    title: 'Kebijakan Privasi',
    body: (
      <>
        <p>Kami hanya menyimpan data yang diperlukan untuk menjalankan layanan, dan tidak menjual data kamu.</p>
        <h2>Data yang kami simpan di server</h2>
        <p>Akun: nama, nomor WhatsApp, kata sandi dalam bentuk hash (bukan teks aslinya), serta email, tanggal lahir, alamat, jenis kelamin, sapaan dan foto profil bila kamu mengisinya. Donasi: nama donatur, nomor WhatsApp, email (opsional), doa, nominal, metode dan status pembayaran, untuk mengirim instruksi dan bukti pembayaran serta laporan ke masjid.</p>
        <p>Kode OTP hanya disimpan dalam bentuk hash dan kedaluwarsa dalam 2 menit. Sesi masuk disimpan agar bisa diakhiri saat kamu keluar atau mengganti kata sandi.</p>
        <h2>Data yang hanya ada di perangkatmu</h2>
        <p>Lokasi dipakai di ponselmu untuk menghitung jadwal sholat, arah kiblat dan jarak ke masjid; lokasi tidak dikirim ke server. Hitungan tasbih, pengaturan, jadwal sholat, kode donasi tamu dan perubahan yang menunggu koneksi juga disimpan di perangkatmu.</p>
        <h2>Nomor WhatsApp</h2>
        <p>Nomor WhatsApp dipakai untuk masuk, mengirim kode OTP, dan mengirim tanda terima setelah donasimu lunas. Pada halaman pembayaran dan di panel pengurus nomor ditampilkan tersamar.</p>
        <h2>Hak kamu</h2>
        <p>Kamu dapat mengubah data profil kapan saja, dan meminta penghapusan akun dengan menghubungi {brand.contact.phone}.</p>
      </>
    ),
  },
} satisfies Record<string, InfoPage>;
