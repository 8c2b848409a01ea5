import * as v from 'valibot';
import { SlugSchema } from './fields';
import { AnnouncementForm } from './pesan';
import { dayAndTimeAt, timeOfDay } from './clock-text';

// Following a mosque ('Ikuti masjid ini'), on /api/masjid, and what its followers read in Pesan:
// the mosque's announcements, its Friday on Thursday evening, and staff roles told to the person.

/**
 * A random key the device makes once and keeps (a UUID): a guest's follows and their Pesan are
 * the device's. The server keeps only its SHA-256.
 */
export const DeviceKeySchema = v.pipe(
  v.string('Perangkat belum dikenali, muat ulang halaman lalu coba lagi'), v.trim(),
  v.regex(/^[A-Za-z0-9-]{20,100}$/, 'Perangkat belum dikenali, muat ulang halaman lalu coba lagi'),
);
const OptionalDevice = v.optional(v.union([v.literal(''), DeviceKeySchema], 'Perangkat belum dikenali, muat ulang halaman lalu coba lagi'), '');

export const FollowForm = v.object({ slug: SlugSchema, device: OptionalDevice });
export const FollowListQuery = v.object({ device: OptionalDevice });
export const MosqueAnnouncementsQuery = v.object({ slug: SlugSchema });

/** How many of a mosque's own announcements its public read gives, and from how far back. */
export const MOSQUE_ANNOUNCEMENTS_SHOWN = 5;
export const MOSQUE_ANNOUNCEMENT_DAYS = 30;

/** A mosque's own announcements, newest first: public, as the mosque's page and wall screen show them. */
export const MosqueAnnouncementListSchema = v.array(v.object({ title: v.string(), body: v.string(), created_at: v.string() }));
export type MosqueAnnouncementItem = v.InferOutput<typeof MosqueAnnouncementListSchema>[number];

/** Whether this reader follows the mosque, and how many do. */
export const FollowStateSchema = v.object({ following: v.boolean(), followers: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type FollowState = v.InferOutput<typeof FollowStateSchema>;

export const FollowedMosqueSchema = v.object({
  slug: v.string(),
  nama: v.string(),
  kota: v.nullable(v.string()),
  followed_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type FollowedMosque = v.InferOutput<typeof FollowedMosqueSchema>;
export const FollowedMosqueListSchema = v.array(FollowedMosqueSchema);

/** Most mosques one reader follows: enough for a traveller, a wall for a script. */
export const FOLLOW_MAX = 50;

/** A mosque's own announcement, posted by its staff to its followers. */
export const MosqueAnnouncementForm = v.object({
  ...AnnouncementForm.entries,
  masjid_id: v.pipe(
    v.union([v.string(), v.number()], 'Pilih masjid terlebih dahulu'), v.transform(Number),
    v.number('Pilih masjid terlebih dahulu'), v.integer('Pilih masjid terlebih dahulu'), v.minValue(1, 'Pilih masjid terlebih dahulu'), v.maxValue(2_147_483_647, 'Pilih masjid terlebih dahulu'),
  ),
});

export const followMessages = {
  follow: 'Ikuti masjid ini',
  unfollow: 'Berhenti mengikuti',
  followed: 'Kamu mengikuti masjid ini. Pengumuman dan info Jumat-nya masuk ke Pesan.',
  unfollowed: 'Kamu berhenti mengikuti masjid ini',
  tooMany: `Kamu sudah mengikuti ${FOLLOW_MAX} masjid. Berhenti mengikuti salah satu dulu, ya.`,
  mosqueNotFound: 'Masjid tidak ditemukan',
  announced: 'Pengumuman terkirim ke pengikut masjid',
} as const;

/** The Friday of a mosque as the Thursday message tells it (FridaySource on the server). */
export type FridayDetails = {
  /** Y-m-d of the Friday in the mosque's zone. */
  date: string;
  /** 'HH:mm' on the mosque's clock, e.g. '12:00'. */
  time: string;
  /** The mosque's zone, so the message says '12.00 WIB' (clock-text.ts). */
  time_zone: string;
  khatib: string | null;
  imam: string | null;
  theme: string | null;
};


const fridayDay = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What followers read: the mosque's name leads, the link opens its page. */
export const followTexts = {
  mosqueAnnouncement: (mosque: { nama: string; slug: string }, a: { title: string; body: string; link: string }) => ({
    title: `${mosque.nama}: ${a.title}`, body: a.body, link: a.link || `/masjid/${mosque.slug}`, action: null,
  }),
  /** A new 'Kegiatan' (times are WIB, as the panel enters them). */
  mosqueActivity: (mosque: { nama: string; slug: string }, a: { title: string; speaker: string; next_at: string; repeat: 'none' | 'weekly' }) => ({
    title: `${mosque.nama}: ${a.title}`,
    body: `Kegiatan baru: ${dayAndTimeAt(new Date(a.next_at), 'Asia/Jakarta')}${a.repeat === 'weekly' ? ', setiap pekan' : ''}`
      + `${a.speaker ? `, bersama ${a.speaker}` : ''}.`,
    link: `/masjid/${mosque.slug}#kegiatan`, action: null,
  }),
  friday: (mosque: { nama: string; slug: string }, f: FridayDetails) => ({
    title: `Jumat besok di ${mosque.nama}`,
    body: [
      `${fridayDay.format(new Date(`${f.date}T00:00:00Z`))}, pukul ${timeOfDay(f.time, f.time_zone)}.`,
      f.khatib ? `Khatib: ${f.khatib}.` : '',
      f.imam ? `Imam: ${f.imam}.` : '',
      f.theme ? `Tema: ${f.theme}.` : '',
    ].filter(Boolean).join(' '),
    link: `/masjid/${mosque.slug}`, action: null,
  }),
  staffGranted: (mosque: { nama: string }) => ({
    title: 'Kamu kini pengurus masjid',
    body: `Kamu ditambahkan sebagai pengurus ${mosque.nama}. Buka Panel Pengurus dari menu Profil untuk mengelola masjidmu.`,
    link: '/admin', action: 'Buka Panel Pengurus',
  }),
  staffRevoked: (mosque: { nama: string }) => ({
    title: 'Peran pengurus dicabut',
    body: `Kamu tidak lagi tercatat sebagai pengurus ${mosque.nama}. Terima kasih atas khidmatmu.`,
    link: null, action: null,
  }),
} as const;
