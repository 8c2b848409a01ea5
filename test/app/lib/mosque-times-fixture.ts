import type { MosqueTimes } from '../../../src/contract/mosque-times';

/** Masjid Istiqlal's times as the server answers them, with iqamah of every kind and one Friday. */
export const jakartaMosque = (over: Partial<MosqueTimes> = {}): MosqueTimes => ({
  masjid: { id: 1, slug: 'masjid-istiqlal', nama: 'Masjid Istiqlal', latitude: -6.1702, longitude: 106.8311, kencleng_slug: 'masjid-istiqlal' },
  time_zone: 'Asia/Jakarta',
  iqamah: {
    subuh: { mode: 'setelah', minutes: 15 }, dzuhur: { mode: 'setelah', minutes: 10 }, ashar: { mode: 'jam', time: '15:30' },
    maghrib: { mode: 'setelah', minutes: 5 }, isya: null,
  },
  quiet_minutes: 10,
  fridays: [{ id: 1, date: '2026-11-27', time: '12:05', khatib: 'Ustadz A', imam: 'Ustadz B', theme: 'Amanah' }],
  special_days: [],
  ...over,
});
