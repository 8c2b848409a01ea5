import * as v from 'valibot';
import { programKind, programPath } from './program-ref';
import { TimeZoneField } from './time-zone';
import { REMINDER_PRAYERS, type ReminderPrayer } from './reminder-prayers';
import { DEFAULT_PRAYER_METHOD, PRAYER_METHODS } from './prayer-methods';
import { formatRupiah } from './rupiah';
import { paidForLabel, paidPhrase, type PaidFor } from './paid-for';

// Pesan controller (/api/pesan): the inbox of events, and the texts both the inbox and the
// push notifications show. Ours; the spec's tab led nowhere.

export const MESSAGE_KINDS = [
  'donation-paid', 'donation-expired', 'donation-reversed', 'program-update', 'disbursement', 'referral-donation', 'amen', 'announcement', 'routine-due',
  // A followed mosque's announcement, new activity and Friday; a staff role given or taken (contract/mosque-follow.ts).
  'mosque-announcement', 'mosque-activity', 'jumat', 'staff-role',
  // The zakat figures are older than a month: to the network admins and the amil mosques' staff (server/zakat/stale-reminder.ts).
  'zakat-stale',
  // The staff marked a qurban animal slaughtered: to each of its shareholders (contract/qurban.ts).
  'qurban-slaughtered',
  // The 30th juz of a khataman read: to everyone who held a juz and to its opener; before its deadline,
  // to each holder of an unread juz, then the juz offered again to the group (contract/khataman.ts).
  'khataman-khatam', 'khataman-due', 'khataman-reoffer', 'khataman-recap',
  // A Ramadan roster's volunteer, the day before their slot (contract/ramadan-roster.ts).
  'roster-reminder',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MessageSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  // A kind this version does not know yet (a newer server's) reads as an announcement, so the list
  // still opens until the app updates itself.
  kind: v.fallback(v.picklist(MESSAGE_KINDS), 'announcement'),
  title: v.string(),
  body: v.string(),
  /** A path of this app, or null. */
  link: v.nullable(v.string()),
  /** The text of the link's button ('Donasi Lagi'), or null for the default. */
  action: v.nullable(v.string()),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  read: v.boolean(),
});
export type Message = v.InferOutput<typeof MessageSchema>;
export const MessageListSchema = v.array(MessageSchema);

const CodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9]{4,32}$/, 'Kode donasi tidak valid'));

/** The codes of guest donations made on this device (at most 50): a guest's inbox, and kept in an account's. */
export const ListMessagesQuery = v.object({
  codes: v.optional(v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((x) => (Array.isArray(x) ? x : x.split(',')).map((c) => c.trim()).filter(Boolean)),
    v.maxLength(50, 'Terlalu banyak kode donasi'),
    v.array(CodeSchema),
  ), []),
  /** The device key (contract/mosque-follow.ts): the followed mosques' messages of a guest's device. */
  device: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{20,100}$/, 'Perangkat belum dikenali, muat ulang halaman lalu coba lagi'))]), ''),
});

const IdList = v.pipe(
  v.union([v.string(), v.array(v.union([v.string(), v.number()]))]),
  v.transform((x) => (Array.isArray(x) ? x : x.split(',')).map((id) => Number(id))),
  v.array(v.pipe(v.number('ID tidak valid'), v.integer('ID tidak valid'), v.minValue(1, 'ID tidak valid'), v.maxValue(2_147_483_647, 'ID tidak valid'))),
  v.minLength(1, 'Pilih pesan terlebih dahulu'),
  v.maxLength(500, 'Terlalu banyak pesan'),
);
/** Mark read: the given ids, or every message when `all` is '1'. */
export const MarkReadForm = v.union([v.object({ all: v.literal('1') }), v.object({ ids: IdList })], 'Pilih pesan terlebih dahulu');
export const DeleteMessagesForm = v.object({ ids: IdList });

export const AnnouncementForm = v.object({
  title: v.pipe(v.string('Mohon diisi terlebih dahulu'), v.trim(), v.nonEmpty('Mohon diisi terlebih dahulu'), v.maxLength(120, 'Judul terlalu panjang (maks. 120 karakter)')),
  body: v.pipe(v.string('Mohon diisi terlebih dahulu'), v.trim(), v.nonEmpty('Mohon diisi terlebih dahulu'), v.maxLength(1000, 'Isi terlalu panjang (maks. 1000 karakter)')),
  link: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200), v.check((x) => x === '' || /^\/[A-Za-z0-9\-._~/?=&%]*$/.test(x), 'Tautan harus halaman aplikasi ini, mis. /infaq')), ''),
});

export const pesanMessages = {
  marked: 'Pesan ditandai dibaca',
  deleted: 'Pesan dihapus',
  announced: 'Pengumuman terkirim',
} as const;


type Program = { type: string; slug: string; header: string };

/** The program's page in this app. */
const pageOf = (p: Program, sub = '') => programPath({ kind: programKind(p.type), slug: p.slug }, sub);

/** What a message of each kind says; the server stores it and the push notification shows it. */
export const messageTexts = {
  /** An Infaq Rutin is due: the link opens the donate page with the amount filled in. */
  routineDue: (p: Program, amount: number, when: string, link: string) => ({
    title: 'Waktunya Infaq Rutin',
    body: `${when}: infaq ${formatRupiah(amount)} untuk ${p.header}. Ketuk untuk berdonasi; nominal sudah terisi.`,
    link, action: 'Infaq Sekarang',
  }),
  /** 'Donasi Lunas' for an infaq; a zakat's title and body name what was paid (paid-for.ts). */
  donationPaid: (p: Program, amount: number, code: string, paidFor?: PaidFor) => ({
    title: `${paidForLabel(paidFor && ('qurban' in paidFor ? paidFor : { kind: paidFor.kind }))} Lunas`, body: `${paidPhrase(paidFor, amount, p.header)} sudah Lunas`, link: `/donation/${code}`, action: null,
  }),
  donationExpired: (p: Program, amount: number) => ({
    title: 'Donasi kedaluwarsa',
    body: `Donasi ${formatRupiah(amount)} untuk ${p.header} belum dibayar sampai batas waktunya. Yuk, donasi lagi!`,
    link: pageOf(p, 'donate'), action: 'Donasi Lagi',
  }),
  /** A qurban payment lapsed: its program has no donate page; the booking still waits for the next payment. */
  qurbanPaymentExpired: (p: Program, amount: number, code: string) => ({
    title: 'Pembayaran qurban kedaluwarsa',
    body: `Pembayaran ${formatRupiah(amount)} untuk ${p.header} belum dibayar sampai batas waktunya. Pesanan qurbanmu tetap ada; bayar lagi dari halaman masjid.`,
    link: `/donation/${code}`, action: null,
  }),
  /** The gateway took a paid donation back in full (deny after settlement, refund, chargeback). */
  donationReversed: (p: Program, amount: number, code: string, why: string) => ({
    title: 'Pembayaran donasi dibatalkan',
    body: `Pembayaran donasi ${formatRupiah(amount)} untuk ${p.header} ${why}, jadi donasi ini tidak lagi tercatat.`,
    link: `/donation/${code}`, action: null,
  }),
  /** Part of a paid donation went back to the donor (a partial refund or chargeback). */
  donationPartlyReversed: (p: Program, amount: number, reversed: number, code: string) => ({
    title: 'Sebagian donasi dikembalikan',
    body: `${formatRupiah(reversed)} dari donasi ${formatRupiah(amount)} untuk ${p.header} dikembalikan oleh layanan pembayaran. Pengurus akan memeriksanya.`,
    link: `/donation/${code}`, action: null,
  }),
  programUpdate: (p: Program, title: string) => ({
    title: 'Kabar Terbaru', body: `${p.header}: ${title}`, link: pageOf(p, 'report'), action: null,
  }),
  disbursement: (p: Program, title: string, amount: number) => ({
    title: 'Pencairan Dana', body: `${p.header}: ${title} (${formatRupiah(amount)})`, link: pageOf(p, 'pencairan-dana'), action: null,
  }),
  referralDonation: (p: Program, donor: string, amount: number) => ({
    title: 'Donasi lewat tautanmu', body: `${donor} berdonasi ${formatRupiah(amount)} untuk ${p.header} lewat tautan yang kamu bagikan`,
    link: pageOf(p), action: null,
  }),
  /**
   * One message per prayer: a fixed title, so no amener's chosen name reaches a lock screen's
   * headline; the body names the latest as a plain name ('Ahmad dan 4 orang lainnya mengaminkan doamu').
   */
  amen: (p: Program, latestName: string, count: number, doa: string) => ({
    title: 'Doamu diaminkan',
    body: `${count > 1 ? `${latestName} dan ${count - 1} orang lainnya mengaminkan doamu` : `${latestName} mengaminkan doamu`}: `
      + `“${doa.length > 120 ? `${doa.slice(0, 117)}…` : doa}” — ${p.header}`,
    link: pageOf(p), action: null,
  }),
} as const;

// ---------- Web Push: 'Pengingat & Notifikasi' ----------

export { REMINDER_PRAYERS, type ReminderPrayer } from './reminder-prayers';
export const REMINDER_OFFSETS = [0, 5, 10, 15] as const;
export const PRAYER_LABELS: Record<ReminderPrayer, string> = {
  imsak: 'Imsak', subuh: 'Subuh', dzuhur: 'Dzuhur', ashar: 'Ashar', maghrib: 'Maghrib', isya: 'Isya',
};

/** 'maghrib:0,subuh:10' ⇄ { maghrib: 0, subuh: 10 }: the prayers turned on, minutes before each. */
export const encodeReminderPrayers = (prayers: Partial<Record<ReminderPrayer, number>>) =>
  Object.entries(prayers).map(([k, m]) => `${k}:${m}`).join(',');

export const ReminderPrayersField = v.pipe(
  v.optional(v.string(), ''),
  v.rawTransform<string, Partial<Record<ReminderPrayer, number>>>(({ dataset, addIssue, NEVER }) => {
    const out: Partial<Record<ReminderPrayer, number>> = {};
    for (const part of dataset.value.split(',').map((x) => x.trim()).filter(Boolean)) {
      const [name, minutes] = part.split(':');
      const prayer = REMINDER_PRAYERS.find((p) => p === name);
      const offset = REMINDER_OFFSETS.find((o) => String(o) === minutes);
      if (!prayer || offset === undefined || prayer in out) {
        addIssue({ message: 'Pilihan pengingat tidak valid' });
        return NEVER;
      }
      out[prayer] = offset;
    }
    return out;
  }),
);

const Base64Url = (max: number) => v.pipe(v.string('Langganan notifikasi tidak valid'), v.trim(), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Langganan notifikasi tidak valid'), v.maxLength(max, 'Langganan notifikasi tidak valid'));
/**
 * A number from a query string or a form, written as a plain decimal ('-6.175', '712'): Number()
 * alone would take '' and ' ' for 0, '1e2' for 100 and '0x10' for 16.
 */
const PlainNumber = (pattern: RegExp, message: string) => v.pipe(
  v.union([v.pipe(v.string(message), v.trim(), v.maxLength(24, message), v.regex(pattern, message)), v.number(message)], message),
  v.transform(Number), v.number(message), v.finite(message),
);
/** Degrees of latitude or longitude, between `min` and `max`. */
export const Coordinate = (min: number, max: number) => v.pipe(
  PlainNumber(/^-?\d{1,3}(\.\d{1,15})?$/, 'Lokasi tidak valid'),
  v.minValue(min, 'Lokasi tidak valid'), v.maxValue(max, 'Lokasi tidak valid'),
);
/** Metres above the sea, whole: what moves terbit and maghrib. */
export const ElevationField = v.pipe(
  PlainNumber(/^-?\d{1,5}$/, 'Ketinggian tidak valid'),
  v.integer('Ketinggian tidak valid'), v.minValue(-500, 'Ketinggian tidak valid'), v.maxValue(9000, 'Ketinggian tidak valid'),
);
/**
 * The place's name as the app shows it ('Kota Jakarta Pusat'): only a label, written into
 * notifications and calendar files. No control characters: a CR or LF would end a line of the
 * .ics and start a property of the sender's choosing.
 */
export const PlaceLabelField = v.pipe(
  v.string('Nama lokasi tidak valid'), v.trim(), v.maxLength(80, 'Nama lokasi terlalu panjang'),
  v.regex(/^[^\p{Cc}\u2028\u2029]*$/u, 'Nama lokasi tidak boleh memuat baris baru atau karakter kendali'),
);
export const PushEndpointSchema = v.pipe(v.string('Langganan notifikasi tidak valid'), v.trim(), v.maxLength(1000, 'Langganan notifikasi tidak valid'), v.url('Langganan notifikasi tidak valid'));

/**
 * A browser's subscription and its reminder settings. The place is the one every prayer-time
 * surface builds (contract/prayer-place.ts): the person's own position rounded to about 110 m and
 * its height, rounded again on the server; the regency is only its label. A subscription saved
 * before heights were sent has none, and takes the nearest regency's.
 */
export const PushSubscribeForm = v.object({
  endpoint: PushEndpointSchema,
  p256dh: Base64Url(200),
  auth: Base64Url(50),
  regency: v.pipe(v.string('Pilih lokasi terlebih dahulu'), PlaceLabelField, v.nonEmpty('Pilih lokasi terlebih dahulu')),
  lat: Coordinate(-90, 90),
  lng: Coordinate(-180, 180),
  elevation: v.optional(ElevationField),
  /** Any IANA zone: abroad the app keeps the device's own. */
  time_zone: TimeZoneField,
  method: v.optional(v.picklist(PRAYER_METHODS, 'Metode tidak valid'), DEFAULT_PRAYER_METHOD),
  prayers: ReminderPrayersField,
  donation_news: v.optional(v.picklist(['0', '1'], 'Pilihan tidak valid'), '1'),
  codes: ListMessagesQuery.entries.codes,
  device: ListMessagesQuery.entries.device,
});
export const PushEndpointForm = v.object({ endpoint: PushEndpointSchema });

export const PushSettingsSchema = v.object({
  regency: v.string(),
  time_zone: v.string(),
  prayers: v.record(v.string(), v.number()),
  donation_news: v.boolean(),
  next_at: v.nullable(v.string()),
  next_prayer: v.nullable(v.string()),
});
export type PushSettings = v.InferOutput<typeof PushSettingsSchema>;
export const VapidKeySchema = v.object({ public_key: v.string() });

export const pushMessages = {
  saved: 'Pengingat disimpan',
  removed: 'Notifikasi dimatikan',
  unavailable: 'Notifikasi belum tersedia di server ini',
  notFound: 'Langganan notifikasi tidak ditemukan',
} as const;

const clocks = new Map<string, Intl.DateTimeFormat>();
const clockIn = (timeZone: string) => {
  let f = clocks.get(timeZone);
  if (!f) clocks.set(timeZone, (f = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })));
  return f;
};

/** What a prayer reminder says: 'Waktu Maghrib 17.54 — Kota Jakarta Pusat'. */
export function reminderText(prayer: ReminderPrayer, at: number, timeZone: string, regency: string, minutesBefore: number) {
  const time = clockIn(timeZone).format(new Date(at));
  const name = PRAYER_LABELS[prayer];
  return {
    title: minutesBefore > 0 ? `${minutesBefore} menit lagi waktu ${name} ${time} — ${regency}` : `Waktu ${name} ${time} — ${regency}`,
    body: minutesBefore > 0 ? `Bersiaplah untuk sholat ${name}.` : prayer === 'imsak' ? 'Waktunya imsak.' : `Mari tunaikan sholat ${name}.`,
    link: '/jadwal-sholat',
  };
}

/** The payload the worker shows: its title, body and the page a tap opens. */
export const PushPayloadSchema = v.object({
  title: v.string(), body: v.string(), link: v.string(), tag: v.optional(v.string()),
});
export type PushPayload = v.InferOutput<typeof PushPayloadSchema>;
