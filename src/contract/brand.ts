// The product's name and colours come from here only, so a mosque network can rebrand the
// app by changing one file (the manifest, page titles, WhatsApp messages and footer read it).
export const brand = {
  name: 'Jariyah',
  shortName: 'Jariyah',
  // What the platform is (spec section 1): the home page, the footer and the manifest say it.
  description: 'Jaringan masjid untuk berkolaborasi agar masjid menjadi mandiri.',
  /** What a visitor can do here, after the description. */
  offer: 'Berinfaq untuk program masjid, mengisi kencleng masjid secara digital, mencari masjid terdekat, dan menemani ibadahmu dengan jadwal sholat, tasbih, dan dzikir.',
  themeColor: '#0f766e',
  backgroundColor: '#ffffff',
  // The same bars and page in the dark theme (src/ui/tokens.css: --c-brand, --c-surface-2).
  themeColorDark: '#115e59',
  backgroundColorDark: '#0f1719',
  contact: {
    phone: '+62 812-3456-7890',
    phoneHref: 'tel:+6281234567890',
    whatsappHref: 'https://wa.me/6281234567890',
    address: 'Jl. Masjid Raya No. 1, Menteng, Jakarta Pusat 10310',
    hours: 'Senin–Sabtu 08.00–15.00, Minggu tutup',
  },
} as const;
