import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

// Money is whole rupiah in bigint columns read as JS numbers (safe far beyond any donation).
const rupiah = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------- accounts ----------
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  whatsapp: text('whatsapp').notNull().unique(), // without the leading 62
  nama: text('nama').notNull(),
  passwordHash: text('password_hash').notNull(),
  email: text('email'),
  tglLahir: date('tgl_lahir', { mode: 'string' }),
  alamat: text('alamat'),
  kelamin: text('kelamin'),
  sapaan: text('sapaan'),
  avatar: text('avatar'), // file name under the uploads folder
  role: text('role').notNull().default('user'), // 'user' | 'admin'
  createdAt: createdAt(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(), // sha-256 of the cookie's token; the token itself is never stored
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Money and role actions are allowed until then: the password was given again (step-up). */
  steppedUpUntil: timestamp('stepped_up_until', { withTimezone: true }),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const otpCodes = pgTable('otp_codes', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(), // 'register' | 'forgot-password' | 'change-phone-current' | 'change-phone-new'
  codeHash: text('code_hash').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  /** SHA-256 of the asking browser's ticket (http/cookies.ts): only guesses carrying it are checked against this code. */
  ticketHash: text('ticket_hash'),
  /** Sent while the number's budget of wrong codes was spent (for the operator: then every code is checked once, at its first try; accounts/otp.ts). */
  lastChance: boolean('last_chance').notNull().default(false),
}, (t) => [index('otp_phone_purpose_idx').on(t.phone, t.purpose)]);

/** Single-use proof that a number was verified for one purpose; handed out after a correct code. */
export const otpProofs = pgTable('otp_proofs', {
  tokenHash: text('token_hash').primaryKey(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Fixed-window counters shared by every server process (OTP sends, login failures, ...). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
  /** Growing delays: the next hit is refused before this moment (null: no delay). */
  nextAt: timestamp('next_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)]);

/** The first answer to a request that carried an Idempotency-Key, replayed for the same key. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  scope: text('scope').notNull(), // kode plus the caller (user id or 'guest')
  key: text('key').notNull(),
  status: integer('status').notNull(),
  body: jsonb('body').notNull(),
  /** sha-256 of the request's input: the same key with another body is refused (422). */
  requestHash: text('request_hash'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_created_idx').on(t.createdAt)]);

export const fundraisers = pgTable('fundraisers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  kodeRef: text('kode_ref').notNull().unique(),
  createdAt: createdAt(),
});

// ---------- mosques and programs ----------
export const mosques = pgTable('mosques', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nama: text('nama').notNull(),
  alamat: text('alamat').notNull(),
  kota: text('kota'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  flyer: text('flyer'),
  pengurus: text('pengurus'),
  telepon: text('telepon'),
  email: text('email'),
  deskripsi: text('deskripsi'),
  createdAt: createdAt(),
  // The map asks for the mosques inside its bounds.
}, (t) => [index('mosques_lat_lng_idx').on(t.latitude, t.longitude)]);

/** Campaigns and kencleng programs; type 'kencleng-masjid' marks a mosque's collection box. */
export const programs = pgTable('programs', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').references(() => mosques.id),
  type: text('type').notNull(), // 'infaq' | 'kencleng-masjid' | 'wakaf' | ...
  slug: text('slug').notNull().unique(),
  header: text('header').notNull(),
  flyer: text('flyer'),
  target: rupiah('target').notNull().default(0),
  batasTanggal: date('batas_tanggal', { mode: 'string' }),
  allTime: text('all_time').notNull().default('N'), // 'Y' | 'N'
  deskripsi: text('deskripsi').notNull().default(''),
  tentang: text('tentang').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [index('programs_type_idx').on(t.type)]);

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(), // 'QRIS' | 'E-wallet' | 'VA' | 'Manual'
  channelName: text('channel_name').notNull(),
  code: text('code').notNull().unique(),
  image: text('image'),
  minimum: rupiah('minimum').notNull(),
  accountNumber: text('account_number'), // manual transfer destination
  accountName: text('account_name'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Who takes the money: 'simulator', 'midtrans', or 'manual' (staff confirm); only the configured gateway's methods are offered. */
  provider: text('provider').notNull().default('simulator'),
  /** The gateway's name of the channel, e.g. 'bni', 'qris', 'gopay' (Midtrans); null where the provider needs none. */
  channel: text('channel'),
});

export const donations = pgTable('donations', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  programId: integer('program_id').notNull().references(() => programs.id),
  amount: rupiah('amount').notNull(),
  uniqueDigits: integer('unique_digits').notNull().default(0), // manual transfers: 1..999 added to the amount
  total: rupiah('total').notNull(),
  donorName: text('donor_name').notNull(),
  donorPhone: text('donor_phone').notNull(),
  donorEmail: text('donor_email'),
  doa: text('doa'),
  /** 'Sembunyikan nama saya (Hamba Allah)': public lists show 'Hamba Allah'; the receipt keeps donor_name. */
  hideName: boolean('hide_name').notNull().default(false),
  userId: integer('user_id').references(() => users.id),
  fundraiserId: integer('fundraiser_id').references(() => fundraisers.id),
  paymentMethodId: integer('payment_method_id').notNull().references(() => paymentMethods.id),
  status: text('status').notNull().default('pending'), // 'pending' | 'paid' | 'expired' | 'failed'
  vaNumber: text('va_number'),
  qrisPayload: text('qris_payload'),
  /** The provider that issued the payment instruction; reconciliation asks only its own gateway. */
  paymentProvider: text('payment_provider'),
  /** The gateway's own transaction id, shown to the donor and asked about by reconciliation. */
  gatewayTransactionId: text('gateway_transaction_id'),
  /** E-wallets: the link that opens the wallet app, and the gateway's QR image for paying from another phone. */
  deeplinkUrl: text('deeplink_url'),
  qrImageUrl: text('qr_image_url'),
  /** Mandiri bill payment: the biller code the donor enters before the bill key (va_number). */
  billerCode: text('biller_code'),
  idempotencyKey: text('idempotency_key').unique(),
  /** A digest of the request that made it under that key: a retry must be the same request (null on older rows). */
  requestHash: text('request_hash'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** When the gateway took back a paid donation (deny after settlement, refund, chargeback): it stays in the books of its paid day, with the reversal as a line of its own. */
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
  /** Whole rupiah the gateway took back after payment (all of it for a reversal, part for a partial refund or chargeback). */
  reversedAmount: rupiah('reversed_amount').notNull().default(0),
  /** A gateway move that leaves the donation paid but needs staff ('partial_refund', 'partial_chargeback'); null when none. */
  gatewayFlag: text('gateway_flag'),
  /** When reconciliation last asked the gateway about it: the least recently asked go first. */
  gatewayCheckedAt: timestamp('gateway_checked_at', { withTimezone: true }),
  /** A zakat donation's kind ('maal' | 'penghasilan' | 'fitrah' | 'fidyah'); null for infaq. */
  zakatKind: text('zakat_kind'),
  /** How many jiwa a zakat fitrah or days a fidyah pays for, when the donor said; null otherwise. */
  zakatCount: integer('zakat_count'),
  /** The donor's NIK and NPWP as typed on the form, for this zakat receipt only (digits). */
  donorNik: text('donor_nik'),
  donorNpwp: text('donor_npwp'),
}, (t) => [
  check('donations_zakat_kind_ck', sql`zakat_kind is null or zakat_kind in ('maal', 'penghasilan', 'fitrah', 'fidyah')`),
  check('donations_zakat_count_ck', sql`zakat_count is null or (zakat_kind in ('fitrah', 'fidyah') and zakat_count between 1 and 9999)`),
  check('donations_zakat_ids_ck', sql`(donor_nik is null or donor_nik ~ '^[0-9]{16}$') and (donor_npwp is null or donor_npwp ~ '^[0-9]{15,16}$')`),
  index('donations_program_status_idx').on(t.programId, t.status),
  index('donations_user_idx').on(t.userId),
  // Caps on open donations per phone (a guest cannot hold the unique-digit space).
  index('donations_pending_phone_idx').on(t.donorPhone).where(sql`status = 'pending'`),
  // Reconciliation walks open gateway donations (least recently asked first; see reconcile.ts).
  index('donations_pending_provider_idx').on(t.paymentProvider, t.createdAt).where(sql`status = 'pending'`),
  // No two open manual transfers to the same account may share a total: the total is how the
  // transfer is matched to its donation.
  uniqueIndex('donations_open_manual_total_uq').on(t.paymentMethodId, t.total).where(sql`status = 'pending' and unique_digits > 0`),
]);

/** One amen per user and prayer; the prayer is the doa of a donation. */
export const amens = pgTable('amens', {
  donationId: integer('donation_id').notNull().references(() => donations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.donationId, t.userId] })]);

/**
 * The version of each program's prayer list (prayers, amens, hidden prayers), bumped by triggers
 * (migration 0008) in the same transaction as every change to it, so the amen poll answers 304
 * from this one row before any list query. No foreign key: a cascade that deletes a program
 * still fires the bump of its donations' rows. A program without a row is at version 0.
 */
export const prayerVersions = pgTable('prayer_versions', {
  programId: integer('program_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Payment notifications already applied, so a replayed webhook changes nothing. */
export const paymentNotifications = pgTable('payment_notifications', {
  eventId: text('event_id').primaryKey(),
  donationCode: text('donation_code').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who runs a periodic job now, so that several server processes run it once at a time. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

export const campaignUpdates = pgTable('campaign_updates', {
  id: serial('id').primaryKey(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const disbursements = pgTable('disbursements', {
  id: serial('id').primaryKey(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  amount: rupiah('amount').notNull(),
  disbursedAt: date('disbursed_at', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
});

export const newsArticles = pgTable('news_articles', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(), // 'berita' | 'blog'
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  body: text('body').notNull(),
  image: text('image'),
  author: text('author'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------- Pesan (inbox) and push reminders ----------
/**
 * One inbox message, written by the server in the same transaction as its event. `dedupe_key`
 * is unique, so an event replayed or raced by several processes makes one message. A message
 * is for one account (user_id), for whoever holds a donation code (guests find theirs by code),
 * or, with audience 'all', for everyone (announcements).
 */
export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  audience: text('audience').notNull().default('personal'), // 'personal' | 'all'
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  donationCode: text('donation_code'),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  action: text('action'),
  /** With audience 'masjid': the mosque whose followers read it (follows/follows.ts). */
  masjidId: integer('masjid_id').references(() => mosques.id, { onDelete: 'cascade' }),
  dedupeKey: text('dedupe_key').notNull().unique(),
  createdAt: createdAt(),
  /** Set once the push dispatcher has claimed it (null: still to be pushed); a durable job. */
  pushedAt: timestamp('pushed_at', { withTimezone: true }),
}, (t) => [
  index('messages_unpushed_idx').on(t.id).where(sql`pushed_at is null`),
  index('messages_user_idx').on(t.userId, t.createdAt),
  index('messages_code_idx').on(t.donationCode),
  index('messages_audience_idx').on(t.audience, t.createdAt),
  index('messages_masjid_idx').on(t.masjidId, t.createdAt).where(sql`masjid_id is not null`),
]);

/** A logged-in reader's read and deleted marks (guests keep theirs on the device). */
export const messageStates = pgTable('message_states', {
  messageId: integer('message_id').notNull().references(() => messages.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.messageId, t.userId] })]);

/**
 * A browser's push subscription with only what reminders need: the place the app's schedule is
 * computed for (the position rounded to about 110 m, contract/prayer-place.ts, and its height;
 * rows saved before heights were sent hold a regency's point and no height), its zone and the
 * calculation method. `next_at` is the next
 * reminder's moment; schedulers claim due rows with FOR UPDATE SKIP LOCKED, so each is sent once.
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Donation codes made on this device by a guest, so their news reaches this browser. */
  donationCodes: jsonb('donation_codes').$type<string[]>().notNull().default([]),
  /** SHA-256 of the device key (mosque-follows.ts): a guest's followed mosques reach this browser. */
  deviceHash: text('device_hash'),
  regency: text('regency').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** Metres above the sea; null: the height of the regency nearest the point. */
  elevation: integer('elevation'),
  timeZone: text('time_zone').notNull(),
  method: text('method').notNull().default('kemenag'),
  /** prayer → minutes before (0, 5, 10, 15); a prayer absent is off. */
  prayers: jsonb('prayers').$type<Record<string, number>>().notNull().default({}),
  donationNews: boolean('donation_news').notNull().default(true),
  nextAt: timestamp('next_at', { withTimezone: true }),
  nextPrayer: text('next_prayer'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('push_next_idx').on(t.nextAt),
  index('push_user_idx').on(t.userId),
  index('push_device_idx').on(t.deviceHash),
]);
// ---------- Tilawahku (reading progress synced between a person's phones) ----------
/** One row per account: the furthest reading position and the daily target, each with its time. */
export const tilawahProgress = pgTable('tilawah_progress', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  surah: integer('surah'),
  ayah: integer('ayah'),
  verseIndex: integer('verse_index'), // 1..6236 through the mushaf; the furthest wins
  positionAt: timestamp('position_at', { withTimezone: true }),
  target: jsonb('target'),
  targetAt: timestamp('target_at', { withTimezone: true }),
  /** Counts the account's syncs; a day or bookmark carries the rev that last changed it, so a sync answers only what changed since the phone's rev. */
  rev: integer('rev').notNull().default(0),
});

/** What was read on one calendar day, the union over the account's phones. */
export const tilawahDays = pgTable('tilawah_days', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  date: date('date', { mode: 'string' }).notNull(),
  verses: jsonb('verses').$type<number[]>().notNull(),
  pages: jsonb('pages').$type<number[]>().notNull(),
  rev: integer('rev').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.userId, t.date] })]);

/** A bookmarked verse; the last change wins, a removal stays as `deleted`. */
export const tilawahBookmarks = pgTable('tilawah_bookmarks', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  surah: integer('surah').notNull(),
  ayah: integer('ayah').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  deleted: boolean('deleted').notNull(),
  rev: integer('rev').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.userId, t.surah, t.ayah] })]);
// ---------- mosque staff, audit trail, activities, finance ----------

/** Mosque staff: a user serves the mosques listed here (network admins are users.role 'admin'). */
export const mosqueStaff = pgTable('mosque_staff', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.masjidId] }), index('mosque_staff_masjid_idx').on(t.masjidId)]);

/**
 * Every admin change: append-only. No action edits or deletes a row, and a trigger (migration
 * 0006_audit_append_only) refuses UPDATE and DELETE in the database itself.
 */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  actorId: integer('actor_id'), // no foreign key: the trail outlives the account
  actorName: text('actor_name').notNull(),
  action: text('action').notNull(), // the admin kode, e.g. 'add_finance_entry'
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  masjidId: integer('masjid_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
}, (t) => [index('audit_created_idx').on(t.createdAt), index('audit_masjid_idx').on(t.masjidId)]);

/** 'Kegiatan': one-off or weekly; a weekly one repeats on the weekday and time of `startsAt`. */
export const mosqueActivities = pgTable('mosque_activities', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(), // 'kajian' | 'jumat' | 'ramadan' | 'lainnya'
  title: text('title').notNull(),
  /** Ustadz, khatib or imam. */
  speaker: text('speaker').notNull().default(''),
  note: text('note').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  repeat: text('repeat').notNull().default('none'), // 'none' | 'weekly'
  /** A weekly activity's last day (Asia/Jakarta), or null while it goes on. */
  untilDate: date('until_date', { mode: 'string' }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** Seats of each of its times when the mosque asks for registration, else null (contract/kajian-registration.ts). */
  capacity: integer('capacity'),
  createdAt: createdAt(),
}, (t) => [
  index('mosque_activities_masjid_idx').on(t.masjidId),
  check('mosque_activities_capacity_ck', sql`${t.capacity} is null or ${t.capacity} between 1 and 5000`),
]);

/**
 * One person's seat at one time of an activity with a capacity: a weekly kajian's each week is its
 * own (`date`, the day at the mosque). Taken only with the activity's row locked, so the count of
 * a time never passes the capacity however many sign up at once.
 */
export const kajianRegistrations = pgTable('kajian_registrations', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id').notNull().references(() => mosqueActivities.id, { onDelete: 'cascade' }),
  date: date('date', { mode: 'string' }).notNull(),
  /** When that time begins: the person's coming registrations are those not yet begun. */
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('kajian_registrations_seat_uq').on(t.activityId, t.date, t.userId),
  index('kajian_registrations_user_idx').on(t.userId, t.startsAt),
]);

/**
 * 'Keuangan Masjid': cash the staff recorded. Never edited: a correction is a new entry pointing at
 * the one it corrects, with a signed amount.
 */
export const financeEntries = pgTable('finance_entries', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(), // 'income' | 'expense'
  category: text('category').notNull(),
  amount: rupiah('amount').notNull(),
  entryDate: date('entry_date', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  correctsId: integer('corrects_id'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
}, (t) => [index('finance_entries_masjid_date_idx').on(t.masjidId, t.entryDate)]);

/** Donor prayers an admin hid (they break the rules): gone for everyone. */
export const hiddenDoas = pgTable('hidden_prayers', {
  donationId: integer('donation_id').primaryKey().references(() => donations.id, { onDelete: 'cascade' }),
  hiddenBy: integer('hidden_by').references(() => users.id),
  reason: text('reason').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * Kemenag's sidang isbat decisions: 1 <month> <year> H fell on `firstDay`. They override the
 * MABIMS hisab of src/contract/hijri.ts on every phone after its next sync. Seeded with 1444–1447 H
 * in migration 0011; the network admin adds each new isbat in the panel.
 */
export const isbatDecisions = pgTable('isbat_decisions', {
  year: integer('year').notNull(),
  month: integer('month').notNull(),
  firstDay: date('first_day', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.year, t.month] })]);

// ---------- each mosque's own times (src/contract/mosque-times.ts) ----------

/** Iqamah rules, zone and the wall screen's quiet minutes of a mosque; no row: nothing set yet. */
export const mosqueTimeSettings = pgTable('mosque_time_settings', {
  masjidId: integer('masjid_id').primaryKey().references(() => mosques.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  /** { subuh: { mode: 'setelah', minutes } | { mode: 'jam', time } | null, ... }, checked by IqamahRulesSchema on read. */
  iqamah: jsonb('iqamah').notNull(),
  quietMinutes: integer('quiet_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Jumu'ah entered ahead by the staff: one per mosque and Friday. */
export const mosqueFridays = pgTable('mosque_fridays', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  date: date('date', { mode: 'string' }).notNull(),
  time: text('time').notNull(), // 'HH:mm' at the mosque
  khatib: text('khatib').notNull(),
  imam: text('imam').notNull().default(''),
  theme: text('theme').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('mosque_fridays_masjid_date_idx').on(t.masjidId, t.date)]);

/** Tarawih (a run of nights), Idul Fitri and Idul Adha salat: time and place. */
export const mosqueSpecialDays = pgTable('mosque_special_days', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(), // SPECIAL_DAY_KINDS
  date: date('date', { mode: 'string' }).notNull(),
  untilDate: date('until_date', { mode: 'string' }),
  time: text('time').notNull(),
  place: text('place').notNull().default(''),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [index('mosque_special_days_masjid_date_idx').on(t.masjidId, t.date)]);

// ---------- the mosque's wall screen (issue 44) ----------
/** What the staff set for the wall: which screens, dzikir minutes, chime, night (WallSettingsSchema, read with defaults). */
export const mosqueWallSettings = pgTable('mosque_wall_settings', {
  masjidId: integer('masjid_id').primaryKey().references(() => mosques.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A poster the wall shows between its dates (at the mosque), in the staff's order. */
export const mosqueWallPosters = pgTable('mosque_wall_posters', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(), // 'text' | 'image'
  title: text('title').notNull().default(''),
  body: text('body').notNull().default(''),
  image: text('image'), // '/uploads/…' for an image poster
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  position: integer('position').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('mosque_wall_posters_masjid_idx').on(t.masjidId, t.endsOn),
  check('mosque_wall_posters_dates', sql`${t.endsOn} >= ${t.startsOn}`),
  check('mosque_wall_posters_kind', sql`${t.kind} in ('text', 'image')`),
]);

/** 'Pengumuman kilat': one short text per mosque across the iqamah countdown, until `ends_at` or cleared. */
export const mosqueWallFlash = pgTable('mosque_wall_flash', {
  masjidId: integer('masjid_id').primaryKey().references(() => mosques.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The funeral notice: one per mosque, shown until the end of its date (or cleared). */
export const mosqueWallJanazah = pgTable('mosque_wall_janazah', {
  masjidId: integer('masjid_id').primaryKey().references(() => mosques.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  afterPrayer: text('after_prayer'), // WALL_PRAYERS, or null when `time` is set
  time: text('time'), // 'HH:mm' at the mosque
  date: date('date', { mode: 'string' }).notNull(),
  place: text('place').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [check('mosque_wall_janazah_when', sql`(${t.afterPrayer} is null) <> (${t.time} is null)`)]);
// ---------- following a mosque ----------
/**
 * 'Ikuti masjid ini': an account, or a guest's device (the SHA-256 of a random key the device
 * made and keeps), follows a mosque; its announcements, Fridays and events reach their Pesan.
 */
export const mosqueFollows = pgTable('mosque_follows', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  deviceHash: text('device_hash'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('mosque_follows_user_uq').on(t.masjidId, t.userId).where(sql`user_id is not null`),
  uniqueIndex('mosque_follows_device_uq').on(t.masjidId, t.deviceHash).where(sql`device_hash is not null`),
  index('mosque_follows_user_idx').on(t.userId),
  index('mosque_follows_device_idx').on(t.deviceHash),
  check('mosque_follows_who', sql`(user_id is null) <> (device_hash is null)`),
]);

/**
 * 'Buka kencleng': a box opened and counted by one staff member, entering the books only once a
 * second staff member confirms it from their own account (two witnesses). A pending count may
 * be cancelled; a confirmed or cancelled one never changes again.
 */
export const kenclengOpenings = pgTable('kencleng_openings', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  amount: rupiah('amount').notNull(),
  openedOn: date('opened_on', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  photo: text('photo'),
  status: text('status').notNull().default('pending'), // 'pending' | 'confirmed' | 'cancelled'
  countedBy: integer('counted_by').notNull().references(() => users.id),
  countedByName: text('counted_by_name').notNull(),
  confirmedBy: integer('confirmed_by').references(() => users.id),
  confirmedByName: text('confirmed_by_name'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  cancelledBy: integer('cancelled_by').references(() => users.id),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('kencleng_openings_masjid_idx').on(t.masjidId, t.openedOn),
  // The second witness is another person, whatever the server code does.
  check('kencleng_openings_two_witnesses', sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.countedBy}`),
  check('kencleng_openings_amount', sql`${t.amount} > 0`),
]);

// ---------- Infaq Rutin (regular giving reminders) ----------
/**
 * A person's regular gift: a fixed amount to one program on a schedule. `next_due_at` is the next
 * reminder's moment (null while paused or stopped); the due job claims rows with FOR UPDATE SKIP
 * LOCKED and writes the next moment before the lock goes, and the reminder message's dedupe key
 * names the period, so each period is reminded once across processes and restarts.
 */
export const routines = pgTable('routines', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  programId: integer('program_id').notNull().references(() => programs.id),
  amount: rupiah('amount').notNull(),
  schedule: text('schedule').notNull(), // 'bulanan' | 'mingguan' | 'jumat'
  day: integer('day'), // 1..31 for 'bulanan'
  weekday: integer('weekday'), // 0 (Minggu)..6 for 'mingguan'
  timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
  whatsapp: boolean('whatsapp').notNull().default(false),
  status: text('status').notNull().default('active'), // 'active' | 'paused' | 'stopped'
  nextDueAt: timestamp('next_due_at', { withTimezone: true }),
  /** The last period reminded ('2027-01', 'w2027-01-04'). */
  lastPeriod: text('last_period'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('routines_due_idx').on(t.nextDueAt).where(sql`status = 'active'`),
  index('routines_user_idx').on(t.userId),
]);

/** The donations made from a routine's reminders (its history). */
export const routineDonations = pgTable('routine_donations', {
  routineId: integer('routine_id').notNull().references(() => routines.id, { onDelete: 'cascade' }),
  donationId: integer('donation_id').notNull().references(() => donations.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.routineId, t.donationId] }), uniqueIndex('routine_donations_donation_idx').on(t.donationId)]);

/**
 * The figures the zakat calculator computes with, set by the network admin: one row (id 1).
 * Seeded by migration 'zakat' with BAZNAS's 2025 figures (see src/contract/zakat.ts).
 */
export const zakatSettings = pgTable('zakat_settings', {
  id: integer('id').primaryKey(),
  goldPricePerGram: rupiah('gold_price_per_gram').notNull(),
  fitrahDefault: rupiah('fitrah_default').notNull(),
  fidyahPerDay: rupiah('fidyah_per_day').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, () => [check('zakat_settings_one_row_ck', sql`id = 1`)]);

/** A regency's own zakat fitrah rate (BAZNAS sets Jabodetabek's; each regency's BAZNAS its own). */
export const zakatFitrahRates = pgTable('zakat_fitrah_rates', {
  regencyCode: text('regency_code').primaryKey(),
  regencyName: text('regency_name').notNull(),
  rate: rupiah('rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------- khataman bersama ----------
/** A group's khataman of the 30 juz, shared by its random code (src/contract/khataman.ts). */
export const khatamans = pgTable('khatamans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  intention: text('intention').notNull().default(''),
  deadline: date('deadline', { mode: 'string' }).notNull(),
  /** A mosque's own khataman, opened by its staff: its progress shows on the mosque page and the wall screen. */
  masjidId: integer('masjid_id').references(() => mosques.id, { onDelete: 'set null' }),
  /** When the group hears the recap each day, 'HH:MM' WIB, as the opener chose (contract/khataman.ts). */
  recapTimes: jsonb('recap_times').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
}, (t) => [index('khatamans_owner_idx').on(t.ownerId, t.createdAt), index('khatamans_masjid_idx').on(t.masjidId, t.deadline)]);

/**
 * Who holds which juz. One row per juz of a khataman (the primary key): however many tap at
 * once, the database lets one claim in and turns the others away. A free juz has no row.
 */
export const khatamanClaims = pgTable('khataman_claims', {
  khatamanId: integer('khataman_id').notNull().references(() => khatamans.id, { onDelete: 'cascade' }),
  juz: integer('juz').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.khatamanId, t.juz] }),
  index('khataman_claims_user_idx').on(t.userId),
  check('khataman_claims_juz_ck', sql`juz between 1 and 30`),
]);

/** A participant's prayer for a khataman: one each (rewritten in place), amened like donors' prayers. */
export const khatamanPrayers = pgTable('khataman_prayers', {
  id: serial('id').primaryKey(),
  khatamanId: integer('khataman_id').notNull().references(() => khatamans.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('khataman_prayers_person_uq').on(t.khatamanId, t.userId)]);

/**
 * One person's amen on a khataman's intention (prayer_id 0) or on one of its prayers: the primary
 * key lets each person say it once, however often the tap is replayed.
 */
export const khatamanAmens = pgTable('khataman_amens', {
  khatamanId: integer('khataman_id').notNull().references(() => khatamans.id, { onDelete: 'cascade' }),
  prayerId: integer('prayer_id').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.khatamanId, t.prayerId, t.userId] })]);

// ---------- ramadan rosters ----------
/**
 * One slot of a mosque's Ramadan roster (contract/ramadan-roster.ts): a name the staff typed, or a
 * volunteer's account (their name read at answer time, so a deleted account leaves the slot open),
 * or neither while it is open. A volunteer takes an open slot by a conditional update, so two
 * taps at once leave one holder.
 */
export const mosqueRosterSlots = pgTable('mosque_roster_slots', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  date: date('date', { mode: 'string' }).notNull(),
  role: text('role').notNull(), // ROSTER_ROLES
  name: text('name'),
  volunteerId: integer('volunteer_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('mosque_roster_slots_masjid_idx').on(t.masjidId, t.date),
  index('mosque_roster_slots_volunteer_idx').on(t.volunteerId),
  check('mosque_roster_slots_role_ck', sql`${t.role} in ('imam_tarawih', 'kultum_tarawih', 'kuliah_subuh', 'takjil')`),
  check('mosque_roster_slots_one_holder_ck', sql`${t.name} is null or ${t.volunteerId} is null`),
]);

// ---------- qurban ----------
/**
 * One animal a mosque offers for an Idul Adha season (contract/qurban.ts): a goat or sheep is one
 * share, a cow seven. `shares_taken` rises only by a conditional update, and the check keeps it
 * within `shares` in the database itself, so no race sells an eighth share of a cow.
 */
export const qurbanAnimals = pgTable('qurban_animals', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  season: text('season').notNull(), // Hijri year of the Idul Adha: '1448'
  kind: text('kind').notNull(), // QURBAN_KINDS
  /** 'Sapi 2': numbered per mosque, season and kind. */
  label: text('label').notNull(),
  /** Rupiah per share: the whole animal for a goat or sheep, 1/7 of a cow. */
  sharePrice: rupiah('share_price').notNull(),
  shares: integer('shares').notNull(),
  sharesTaken: integer('shares_taken').notNull().default(0),
  slaughteredAt: timestamp('slaughtered_at', { withTimezone: true }),
  slaughterNote: text('slaughter_note'),
  /** The staff's photo of the slaughter ('/uploads/…'), linked from the shareholders' notice; null when none was taken. */
  slaughterPhoto: text('slaughter_photo'),
  createdAt: createdAt(),
}, (t) => [
  check('qurban_animals_kind_ck', sql`${t.kind} in ('kambing', 'domba', 'sapi')`),
  check('qurban_animals_shares_ck', sql`${t.shares} = case when ${t.kind} = 'sapi' then 7 else 1 end`),
  check('qurban_animals_taken_ck', sql`${t.sharesTaken} >= 0 and ${t.sharesTaken} <= ${t.shares}`),
  check('qurban_animals_price_ck', sql`${t.sharePrice} > 0`),
  index('qurban_animals_masjid_idx').on(t.masjidId, t.season),
]);

/** A share of one animal booked by an account, on whose behalf (atas nama). What is paid on it is its qurban_payments' paid donations. */
export const qurbanBookings = pgTable('qurban_bookings', {
  id: serial('id').primaryKey(),
  animalId: integer('animal_id').notNull().references(() => qurbanAnimals.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  atasNama: text('atas_nama').notNull(),
  payment: text('payment').notNull().default('belum_dibayar'),
  createdAt: createdAt(),
}, (t) => [
  index('qurban_bookings_animal_idx').on(t.animalId),
  index('qurban_bookings_user_idx').on(t.userId),
]);

/**
 * A donation paying toward one qurban booking (issue 42, payment): at once (the whole price) or
 * as one deposit of a Tabungan Qurban. The money itself is a donation to the mosque's qurban
 * program (programs.type 'qurban'), so it settles, expires and is receipted like every donation;
 * a booking is paid when its paid donations here add up to its price. A booking with money on it
 * is never deleted (no cascade): its cancel is refused first.
 */
export const qurbanPayments = pgTable('qurban_payments', {
  donationId: integer('donation_id').primaryKey().references(() => donations.id, { onDelete: 'cascade' }),
  bookingId: integer('booking_id').notNull().references(() => qurbanBookings.id),
}, (t) => [index('qurban_payments_booking_idx').on(t.bookingId)]);

// ---------- zakat fitrah: mustahik and distribution ----------
/**
 * A mosque's register of zakat recipients (contract/mustahik.ts). Its staff alone read it; NIK and
 * phone are stored whole (the committee needs them to find the household) and masked in every
 * answer. A removal is soft (`deleted_at`), so the hand-overs and audit rows that name it stay whole.
 */
export const mustahik = pgTable('mustahik', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  asnaf: text('asnaf').notNull(),
  householdSize: integer('household_size').notNull(),
  address: text('address').notNull().default(''),
  nik: text('nik'),
  phone: text('phone'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('mustahik_masjid_idx').on(t.masjidId),
  check('mustahik_asnaf_ck', sql`${t.asnaf} in ('fakir', 'miskin', 'amil', 'mualaf', 'riqab', 'gharim', 'fisabilillah', 'ibnu_sabil')`),
  check('mustahik_household_ck', sql`${t.householdSize} between 1 and 30`),
]);

/** How much rice (grams) and money one mustahik is planned to get in a season (Hijri year). */
export const fitrahPlans = pgTable('fitrah_plans', {
  mustahikId: integer('mustahik_id').notNull().references(() => mustahik.id, { onDelete: 'cascade' }),
  season: integer('season').notNull(),
  riceGrams: integer('rice_grams').notNull(),
  money: rupiah('money').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.mustahikId, t.season] }),
  check('fitrah_plans_bounds_ck', sql`${t.riceGrams} between 0 and 100000 and ${t.money} between 0 and 10000000`),
]);

/**
 * One hand-over to a mustahik in a season, with two witnesses: recorded by the staff member who
 * handed it over, confirmed by another. One per mustahik and season, so a replayed or doubled tap
 * never gives twice on paper.
 */
export const fitrahHandOvers = pgTable('fitrah_handovers', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  mustahikId: integer('mustahik_id').notNull().references(() => mustahik.id, { onDelete: 'cascade' }),
  season: integer('season').notNull(),
  riceGrams: integer('rice_grams').notNull(),
  money: rupiah('money').notNull(),
  handedBy: integer('handed_by').notNull().references(() => users.id),
  handedByName: text('handed_by_name').notNull(),
  confirmedBy: integer('confirmed_by').references(() => users.id),
  confirmedByName: text('confirmed_by_name'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('fitrah_handovers_once_idx').on(t.mustahikId, t.season),
  index('fitrah_handovers_masjid_idx').on(t.masjidId, t.season),
  check('fitrah_handovers_two_witnesses', sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.handedBy}`),
  check('fitrah_handovers_bounds_ck', sql`${t.riceGrams} between 0 and 100000 and ${t.money} between 0 and 10000000 and ${t.riceGrams} + ${t.money} > 0`),
]);

/** A mosque's settings for one season: its Eid prayer (null: 1 Syawal 06:30) and the amil's share in tenths of a percent. */
export const fitrahSeasons = pgTable('fitrah_seasons', {
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  season: integer('season').notNull(),
  eidAt: timestamp('eid_at', { withTimezone: true }),
  amilTenths: integer('amil_tenths').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.masjidId, t.season] }),
  check('fitrah_seasons_amil_ck', sql`${t.amilTenths} between 0 and 125`),
]);

// ---------- Meja Zakat Fitrah (the mosque's zakat-fitrah desk) ----------
/**
 * A closing of the desk: one staff member counts the cash and weighs the rice taken since the last
 * closing, another confirms from their own account (like a kencleng count). What was recorded is
 * fixed when counted; a difference stands with its note.
 */
export const fitrahDeskShifts = pgTable('fitrah_desk_shifts', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  /** The Hijri year, '1448'. */
  season: text('season').notNull(),
  status: text('status').notNull().default('pending'), // 'pending' | 'confirmed'
  entries: integer('entries').notNull(),
  recordedJiwa: integer('recorded_jiwa').notNull(),
  recordedCash: rupiah('recorded_cash').notNull(),
  recordedRiceGrams: integer('recorded_rice_grams').notNull(),
  recordedRiceMl: integer('recorded_rice_ml').notNull(),
  countedCash: rupiah('counted_cash').notNull(),
  countedRiceGrams: integer('counted_rice_grams').notNull(),
  countedRiceMl: integer('counted_rice_ml').notNull(),
  note: text('note').notNull().default(''),
  countedBy: integer('counted_by').notNull().references(() => users.id),
  countedByName: text('counted_by_name').notNull(),
  confirmedBy: integer('confirmed_by').references(() => users.id),
  confirmedByName: text('confirmed_by_name'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('fitrah_desk_shifts_masjid_idx').on(t.masjidId, t.season),
  check('fitrah_desk_shifts_two_witnesses', sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.countedBy}`),
  check('fitrah_desk_shifts_counted', sql`${t.countedCash} >= 0 and ${t.countedRiceGrams} >= 0 and ${t.countedRiceMl} >= 0`),
]);

/**
 * One household's zakat fitrah taken at the desk, in money (rupiah) or rice (grams or millilitres).
 * `client_id` is made on the phone: a replay or a second phone sending it again finds it here.
 */
export const fitrahDeskEntries = pgTable('fitrah_desk_entries', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  season: text('season').notNull(),
  nama: text('nama').notNull(),
  jiwa: integer('jiwa').notNull(),
  kind: text('kind').notNull(), // 'uang' | 'beras'
  amount: rupiah('amount').notNull().default(0),
  riceGrams: integer('rice_grams').notNull().default(0),
  riceMl: integer('rice_ml').notNull().default(0),
  note: text('note').notNull().default(''),
  shiftId: integer('shift_id').references(() => fitrahDeskShifts.id),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdByName: text('created_by_name').notNull(),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: integer('deleted_by').references(() => users.id),
}, (t) => [
  uniqueIndex('fitrah_desk_entries_client_uq').on(t.masjidId, t.clientId),
  index('fitrah_desk_entries_season_idx').on(t.masjidId, t.season),
  check('fitrah_desk_entries_jiwa', sql`${t.jiwa} between 1 and 50`),
  check('fitrah_desk_entries_kind', sql`${t.kind} in ('uang', 'beras')`),
  check('fitrah_desk_entries_measure', sql`${t.amount} >= 0 and ${t.riceGrams} >= 0 and ${t.riceMl} >= 0`),
]);

// ---------- qurban meat ----------

/**
 * Qurban meat handed to a group on the day (contract/qurban-meat.ts): recorded by one staff
 * member, confirmed by another; a group's label, never a person. A cancelled pending one is
 * deleted, its audit row stays.
 */
export const qurbanMeatHandOvers = pgTable('qurban_meat_handovers', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull().references(() => mosques.id, { onDelete: 'cascade' }),
  season: text('season').notNull(),
  label: text('label').notNull(),
  category: text('category').notNull(),
  packages: integer('packages').notNull(),
  grams: integer('grams').notNull(),
  recordedBy: integer('recorded_by').notNull().references(() => users.id),
  recordedByName: text('recorded_by_name').notNull(),
  confirmedBy: integer('confirmed_by').references(() => users.id),
  confirmedByName: text('confirmed_by_name'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('qurban_meat_handovers_masjid_idx').on(t.masjidId, t.season),
  check('qurban_meat_handovers_two_witnesses', sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.recordedBy}`),
  check('qurban_meat_handovers_category_ck', sql`${t.category} in ('warga', 'dhuafa', 'shohibul_qurban', 'lembaga')`),
  check('qurban_meat_handovers_bounds_ck', sql`${t.packages} between 1 and 5000 and ${t.grams} between 100 and 5000000 and char_length(${t.label}) between 2 and 80`),
]);
