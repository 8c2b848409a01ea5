// The product's name and colours come from here only, so a mosque network can rebrand the
// app by changing one file (the manifest, page titles, WhatsApp messages and footer read it).
export const brand = {
  name: 'Jariyah',
  shortName: 'Jariyah',
  description: 'Jaringan masjid untuk berinfaq, mencari masjid terdekat, jadwal sholat, tasbih dan dzikir.',
  themeColor: '#0f766e',
  backgroundColor: '#ffffff',
  contact: {
    phone: '+62 812-3456-7890',
    phoneHref: 'tel:+6281234567890',
    whatsappHref: 'https://wa.me/6281234567890',
    address: 'Jl. Masjid Raya No. 1, Menteng, Jakarta Pusat 10310',
    hours: 'Senin–Sabtu 08.00–15.00, Minggu tutup',
  },
} as const;
