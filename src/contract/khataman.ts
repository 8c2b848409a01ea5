import * as v from 'valibot';
import { IdSchema, REQUIRED } from './fields';
import { isRealDate } from './user';

/*
 * Khataman Bersama (issue 43): a group finishes the Qur'an together, each person claiming one or
 * more of the 30 juz from one shared link. The server is the one judge of who holds a juz: a
 * juz is held by at most one person (one row per juz, unique in the database), and a person holds
 * at most KHATAMAN_CLAIMS_MAX juz of one khataman.
 */

export const JUZ_COUNT = 30;
/** Verses through the mushaf (1 = Al-Fatihah 1 … 6236 = An-Nas 6). */
export const VERSE_COUNT = 6236;

/**
 * The first verse of each juz, counted through the mushaf (Madinah mushaf, riwayat Hafs, as the
 * package quran-meta gives it; test/server/quran-data.test.ts checks it against that package).
 */
export const JUZ_FIRST_VERSE: readonly number[] = [
  1, 149, 260, 386, 517, 641, 751, 900, 1042, 1201, 1328, 1479, 1649, 1803, 2030,
  2215, 2484, 2674, 2876, 3215, 3386, 3564, 3733, 4090, 4265, 4511, 4706, 5105, 5242, 5673,
];

/** A juz's verses through the mushaf, first and last. */
export const juzVerses = (juz: number): [number, number] => [JUZ_FIRST_VERSE[juz - 1]!, (JUZ_FIRST_VERSE[juz] ?? VERSE_COUNT + 1) - 1];
export const KHATAMAN_TITLE_MAX = 80;
export const KHATAMAN_INTENTION_MAX = 200;
/** Juz one person may hold in one khataman: a family of three can still share all 30. */
export const KHATAMAN_CLAIMS_MAX = 10;
/** Khataman one person may open in one day (WIB). */
export const KHATAMAN_OPENED_PER_DAY = 5;
/** A mosque's khataman shown on its page and its wall screen at once (the soonest deadlines first). */
export const MOSQUE_KHATAMAN_SHOWN = 3;
/** How far ahead a deadline may lie. */
export const KHATAMAN_DEADLINE_DAYS_MAX = 366;

export const khatamanMessages = {
  titleRequired: 'Judul khataman wajib diisi',
  titleTooLong: `Judul terlalu panjang (maks. ${KHATAMAN_TITLE_MAX} karakter)`,
  intentionTooLong: `Niat terlalu panjang (maks. ${KHATAMAN_INTENTION_MAX} karakter)`,
  deadlineInvalid: 'Tanggal batas tidak valid',
  deadlinePast: 'Batas waktu tidak boleh sebelum hari ini',
  deadlineFar: 'Batas waktu paling lama satu tahun dari hari ini',
  idInvalid: 'Tautan khataman tidak valid',
  juzInvalid: 'Pilih juz 1 sampai 30',
  notFound: 'Khataman tidak ditemukan',
  opened: 'Khataman dibuka. Bagikan tautannya ke grup.',
  openedTooMany: `Kamu sudah membuka ${KHATAMAN_OPENED_PER_DAY} khataman hari ini. Coba lagi besok, ya.`,
  claimed: 'Juz berhasil diambil. Selamat membaca.',
  taken: 'Juz itu sudah diambil orang lain. Pilih juz lain yang masih kosong.',
  claimsTooMany: `Kamu sudah memegang ${KHATAMAN_CLAIMS_MAX} juz di khataman ini. Selesaikan dulu, ya.`,
  closed: 'Batas waktu khataman ini sudah lewat',
  notYours: 'Juz ini dipegang orang lain',
  notHeld: 'Kamu belum mengambil juz ini',
  alreadyRead: 'Juz yang sudah dibaca tidak bisa dilepas',
  markedRead: 'Alhamdulillah, juz ditandai selesai dibaca',
  released: 'Juz dilepas dan kembali kosong',
  mosqueNotFound: 'Masjid tidak ditemukan',
  recapInvalid: 'Pilih paling banyak 3 jam rekap, format JJ:MM',
  recapSaved: 'Jam rekap disimpan. Rekap dikirim ke semua peserta lewat Pesan.',
  recapCleared: 'Rekap otomatis dimatikan',
  notOwner: 'Hanya pembuka khataman yang dapat mengatur rekap',
  notStaff: 'Hanya pengurus masjid ini yang dapat membuka khataman atas nama masjid',
} as const;

/** A khataman's public code in its link: random, so a khataman shared 'by link' is not guessed. */
export const KHATAMAN_CODE = /^[A-Za-z0-9_-]{10,16}$/;
export const KhatamanCodeSchema = v.pipe(v.string(khatamanMessages.idInvalid), v.trim(), v.regex(KHATAMAN_CODE, khatamanMessages.idInvalid));

/** A juz number from a form string or a number, or NaN. */
const toJuz = (x: string | number) => (typeof x === 'number' ? x : /^\d{1,2}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN);
const isJuz = (n: number) => Number.isInteger(n) && n >= 1 && n <= JUZ_COUNT;

const JuzNumber = v.pipe(
  v.union([v.string(), v.number()], khatamanMessages.juzInvalid),
  v.transform(toJuz),
  v.check(isJuz, khatamanMessages.juzInvalid),
);

/** 'YYYY-MM-DD' from today (WIB) up to a year ahead; `today` is the server's (or the form's) day. */
export const deadlineProblem = (deadline: string, today: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline) || !isRealDate(deadline)) return khatamanMessages.deadlineInvalid;
  if (deadline < today) return khatamanMessages.deadlinePast;
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + KHATAMAN_DEADLINE_DAYS_MAX * 86_400_000).toISOString().slice(0, 10);
  return deadline > latest ? khatamanMessages.deadlineFar : null;
};

export const OpenKhatamanForm = v.object({
  title: v.pipe(v.string(khatamanMessages.titleRequired), v.trim(), v.nonEmpty(khatamanMessages.titleRequired), v.maxLength(KHATAMAN_TITLE_MAX, khatamanMessages.titleTooLong)),
  intention: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(KHATAMAN_INTENTION_MAX, khatamanMessages.intentionTooLong)), ''),
  /** Checked against today on the server (deadlineProblem). */
  deadline: v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.regex(/^\d{4}-\d{2}-\d{2}$/, khatamanMessages.deadlineInvalid)),
  /** Opened for a mosque by its staff (checked on the server); absent or empty: the person's own. */
  masjid_id: v.optional(v.union([v.literal(''), IdSchema], khatamanMessages.mosqueNotFound), ''),
});

export const KhatamanQuery = v.object({ id: KhatamanCodeSchema });

/** One or more juz, sent as '3' or '3,4,5' (a form field) or as a list. */
export const ClaimJuzForm = v.object({
  id: KhatamanCodeSchema,
  juz: v.pipe(
    v.union([v.string(), v.array(v.union([v.string(), v.number()]))], khatamanMessages.juzInvalid),
    v.transform((x) => (typeof x === 'string' ? x.split(',') : x).map(toJuz)),
    // Said of the field as a whole: which item was wrong matters less than the words.
    v.check((list) => list.length >= 1 && list.length <= JUZ_COUNT && list.every(isJuz), khatamanMessages.juzInvalid),
    v.transform((list) => [...new Set(list)].sort((a, b) => a - b)),
  ),
});

export const JuzForm = v.object({ id: KhatamanCodeSchema, juz: JuzNumber });

/** Recaps a day at most: morning, afternoon and night, as the WhatsApp groups did by hand. */
export const KHATAMAN_RECAPS_MAX = 3;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A recap sent this late after its time still goes (a restart, a slow pass); later, it waits for the next. */
export const KHATAMAN_RECAP_LATE_MINUTES = 60;

/** The recap times, sent as '06:00,20:00' (empty: none); sorted, each once. */
export const RecapTimesForm = v.object({
  id: KhatamanCodeSchema,
  times: v.pipe(
    v.optional(v.string(), ''),
    v.transform((x) => x.split(',').map((t) => t.trim()).filter((t) => t !== '')),
    v.check((list) => list.length <= KHATAMAN_RECAPS_MAX && list.every((t) => HHMM.test(t)), khatamanMessages.recapInvalid),
    v.transform((list) => [...new Set(list)].sort()),
  ),
});

/** The recap to everyone in a khataman: where the group stands, without anyone counting by hand. */
export function khatamanRecapText(k: { title: string; code: string }, juz: readonly { juz: number; state: JuzState }[]) {
  const read = juz.filter((j) => j.state === 'read').length;
  const free = juz.filter((j) => j.state === 'free').map((j) => j.juz);
  const reading = juz.filter((j) => j.state === 'claimed').map((j) => j.juz);
  const parts = [`${read} dari ${JUZ_COUNT} juz selesai.`];
  if (reading.length > 0) parts.push(`Sedang dibaca: juz ${reading.join(', ')}.`);
  if (free.length > 0) parts.push(`Belum diambil: juz ${free.join(', ')}.`);
  return { title: `Rekap ${k.title}`, body: parts.join(' '), link: khatamanPath(k.code), action: free.length > 0 ? 'Ambil Juz' : 'Buka Khataman' };
}

export const JuzStateSchema = v.picklist(['free', 'claimed', 'read']);
export type JuzState = v.InferOutput<typeof JuzStateSchema>;

/** One juz as everyone sees it: the holder by first name only, never a number. */
export const KhatamanJuzSchema = v.object({
  juz: v.number(),
  state: JuzStateSchema,
  name: v.nullable(v.string()),
  /** Held by the person asking. */
  mine: v.boolean(),
});

export const KhatamanSchema = v.object({
  id: v.string(),
  title: v.string(),
  intention: v.string(),
  deadline: v.string(),
  /** The opener's first name. */
  opened_by: v.string(),
  juz: v.array(KhatamanJuzSchema),
  read: v.number(),
  khatam: v.boolean(),
  /** Past its deadline: no new claims. */
  closed: v.boolean(),
  /** When the group hears the recap each day ('HH:MM' WIB); copies kept before recaps have none. */
  recap_times: v.optional(v.array(v.string()), []),
  /** Opened by the person asking: they set the recap times. */
  owned: v.optional(v.boolean(), false),
  /** The mosque it was opened for by its staff (copies kept before mosques could open one have none). */
  masjid: v.optional(v.nullable(v.object({ slug: v.string(), nama: v.string() })), null),
});
export type Khataman = v.InferOutput<typeof KhatamanSchema>;

/** A mosque's khataman as its page and its wall screen show it: progress only, never who reads. */
export const MosqueKhatamanSchema = v.object({ id: v.string(), title: v.string(), deadline: v.string(), read: v.number(), khatam: v.boolean() });
export const MosqueKhatamanListSchema = v.array(MosqueKhatamanSchema);
export type MosqueKhataman = v.InferOutput<typeof MosqueKhatamanSchema>;

/** A mosque the person serves, which they may open a khataman for. */
export const KhatamanHostSchema = v.object({ id: v.number(), nama: v.string() });
export const KhatamanHostListSchema = v.array(KhatamanHostSchema);
export type KhatamanHost = v.InferOutput<typeof KhatamanHostSchema>;

/** '17 dari 30 juz selesai dibaca', or the khatam's own words. */
export const khatamanProgressText = (k: { read: number }) =>
  (k.read >= JUZ_COUNT ? 'Alhamdulillah, sudah khatam' : `${k.read} dari ${JUZ_COUNT} juz selesai dibaca`);

/** A khataman in the person's own list: opened by them or holding a juz of theirs. */
export const MyKhatamanSchema = v.object({ id: v.string(), title: v.string(), deadline: v.string(), read: v.number(), mine: v.number() });
export const MyKhatamanListSchema = v.array(MyKhatamanSchema);
export type MyKhataman = v.InferOutput<typeof MyKhatamanSchema>;

/** The share page's path. */
export const khatamanPath = (id: string) => `/khataman/${id}`;

/** A deadline as notices write it: 'Minggu, 20 Desember 2026'. */
const deadlineDay = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Hours before a khataman's end (its deadline day's midnight, WIB) when each holder of an unread juz is told. */
export const KHATAMAN_DUE_NOTICE_HOURS = 48;
/** Hours a holder keeps an unread juz after being told, before it is offered to the group (from the deadline day on). */
export const KHATAMAN_REOFFER_AFTER_HOURS = 12;

/** To the holder of an unread juz, first, before it is offered to others. */
export const khatamanDueText = (k: { title: string; code: string; deadline: string }, juz: number[]) => ({
  title: `Juz ${juz.join(', ')} belum ditandai selesai`,
  body: `${k.title} berakhir ${deadlineDay.format(new Date(`${k.deadline}T00:00:00Z`))}. Tandai selesai bila sudah dibaca, atau lepas agar bisa diambil jamaah lain.`,
  link: khatamanPath(k.code),
  action: 'Buka Khataman',
});

/** To everyone in it when unread juz are opened again near the deadline. */
export const khatamanReofferText = (k: { title: string; code: string }, juz: number[]) => ({
  title: `Juz ${juz.join(', ')} dibuka lagi`,
  body: `Bantu ${k.title} khatam tepat waktu: ambil juz yang belum dibaca.`,
  link: khatamanPath(k.code),
  action: 'Ambil Juz',
});

/** The Pesan notice when the last juz is read, to everyone in it. */
export const khatamanKhatamText = (k: { title: string; code: string }) => ({
  title: 'Alhamdulillah, khatam',
  body: `Ke-${JUZ_COUNT} juz ${k.title} sudah selesai dibaca bersama.`,
  link: khatamanPath(k.code),
  action: 'Lihat Khataman',
});

/** What a WhatsApp preview card says of a khataman. */
export function khatamanPreview(k: { title: string; intention: string; read: number }): { title: string; description: string } {
  const progress = k.read >= JUZ_COUNT ? 'Alhamdulillah, sudah khatam.' : `${k.read} dari ${JUZ_COUNT} juz sudah dibaca. Ambil juz yang masih kosong.`;
  return { title: `Khataman Bersama: ${k.title}`, description: k.intention ? `${k.intention} · ${progress}` : progress };
}
