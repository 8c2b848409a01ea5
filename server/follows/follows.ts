import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages, mosqueFollows, mosques, users } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import {
  FOLLOW_MAX, MOSQUE_ANNOUNCEMENT_DAYS, MOSQUE_ANNOUNCEMENTS_SHOWN, followTexts,
  type FollowedMosque, type FollowState, type FridayDetails, type MosqueAnnouncementItem,
} from '../../src/contract/mosque-follow.ts';
import { waNumber } from '../accounts/otp.ts';
import type { WhatsAppGateway } from '../whatsapp/gateway.ts';
import { mosqueZone, upcomingFriday } from '../mosques/times.ts';
import type { MosqueActivity } from '../../src/contract/mosque-finance.ts';
import { addDays, dateInZone, weekday, zoneParts } from '../../src/contract/zone-clock.ts';

/*
 * 'Ikuti masjid ini': an account or a guest's device follows a mosque. The mosque's messages are
 * one row each (audience 'masjid'), read by whoever followed before it was written: a follower
 * reads each once however many retries or processes posted it (its dedupe key is unique), and
 * the push dispatcher claims the row once and sends it to the followers' browsers.
 */

/** A guest is its device: the server keeps the SHA-256 of the device's key, never the key. */
export const deviceHash = (key: string) => createHash('sha256').update(`jariyah-device:${key}`).digest('hex');

export type Follower = { userId: number } | { deviceHash: string };

/** The signed-in account, else the guest's device; null when neither is known. */
export function followerOf(user: { id: number } | null, device: string): Follower | null {
  if (user) return { userId: user.id };
  return device ? { deviceHash: deviceHash(device) } : null;
}

const isFollower = (f: Follower): SQL =>
  'userId' in f ? eq(mosqueFollows.userId, f.userId) : eq(mosqueFollows.deviceHash, f.deviceHash);

export async function followState(db: Db, masjidId: number, f: Follower | null): Promise<FollowState> {
  const [all] = await db.select({ n: count() }).from(mosqueFollows).where(eq(mosqueFollows.masjidId, masjidId));
  const mine = f ? await db.select({ id: mosqueFollows.id }).from(mosqueFollows).where(and(eq(mosqueFollows.masjidId, masjidId), isFollower(f))).limit(1) : [];
  return { following: mine.length > 0, followers: all?.n ?? 0 };
}

/** Follows (a second follow changes nothing); 'too-many' past FOLLOW_MAX mosques. */
export async function follow(db: Db, masjidId: number, f: Follower, now: Date): Promise<'ok' | 'too-many'> {
  return db.transaction(async (tx) => {
    // One follower's follows are counted under a lock of their own, so parallel taps cannot pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`follow:${'userId' in f ? `u${f.userId}` : f.deviceHash}`}))`);
    const [held] = await tx.select({ n: count() }).from(mosqueFollows).where(isFollower(f));
    const already = await tx.select({ id: mosqueFollows.id }).from(mosqueFollows).where(and(eq(mosqueFollows.masjidId, masjidId), isFollower(f))).limit(1);
    if (already.length > 0) return 'ok';
    if ((held?.n ?? 0) >= FOLLOW_MAX) return 'too-many';
    await tx.insert(mosqueFollows).values({
      masjidId, createdAt: now, ...('userId' in f ? { userId: f.userId } : { deviceHash: f.deviceHash }),
    }).onConflictDoNothing();
    return 'ok';
  });
}

/**
 * A guest who signs in brings the device's follows to the account (as a guest's donation codes
 * stay in the inbox it then reads): from then on they are the account's, on every phone.
 */
export async function adoptDeviceFollows(db: Db, device: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx.delete(mosqueFollows).where(eq(mosqueFollows.deviceHash, deviceHash(device))).returning();
    if (moved.length === 0) return;
    await tx.insert(mosqueFollows).values(moved.map((f) => ({ masjidId: f.masjidId, userId, createdAt: f.createdAt }))).onConflictDoNothing();
  });
}

export async function unfollow(db: Db, masjidId: number, f: Follower): Promise<void> {
  await db.delete(mosqueFollows).where(and(eq(mosqueFollows.masjidId, masjidId), isFollower(f)));
}

/** The mosques this follower follows, the latest followed first. */
export async function listFollowed(db: Db, f: Follower): Promise<FollowedMosque[]> {
  const rows = await db.select({ slug: mosques.slug, nama: mosques.nama, kota: mosques.kota, at: mosqueFollows.createdAt })
    .from(mosqueFollows).innerJoin(mosques, eq(mosques.id, mosqueFollows.masjidId))
    .where(isFollower(f)).orderBy(desc(mosqueFollows.createdAt), desc(mosqueFollows.id)).limit(FOLLOW_MAX);
  return rows.map((r) => ({ slug: r.slug, nama: r.nama, kota: r.kota, followed_at: r.at.toISOString() }));
}

/**
 * The followers' part of an inbox: messages of the mosques the reader followed, written after the
 * follow (a new follower is not flooded with the past).
 */
export function followedMosqueMessages(reader: { userId?: number; deviceHash?: string }): SQL | undefined {
  const who = [
    reader.userId !== undefined ? sql`f.user_id = ${reader.userId}` : null,
    reader.deviceHash !== undefined ? sql`f.device_hash = ${reader.deviceHash}` : null,
  ].filter((x): x is SQL => x !== null);
  if (who.length === 0) return undefined;
  return sql`(${messages.audience} = 'masjid' and exists (select 1 from mosque_follows f
    where f.masjid_id = ${messages.masjidId} and f.created_at <= ${messages.createdAt} and (${sql.join(who, sql` or `)})))`;
}

/** Which push subscriptions read a mosque's message: those of its followers' accounts and devices. */
export const followerSubscriptions = (masjidId: number): SQL => sql`exists (select 1 from mosque_follows f
  where f.masjid_id = ${masjidId} and (f.user_id = push_subscriptions.user_id or f.device_hash = push_subscriptions.device_hash))`;

type MosqueRef = { id: number; slug: string; nama: string };

export async function mosqueRefById(db: Db, id: number): Promise<MosqueRef | null> {
  const [row] = await db.select({ id: mosques.id, slug: mosques.slug, nama: mosques.nama }).from(mosques).where(eq(mosques.id, id)).limit(1);
  return row ?? null;
}

/** A message for the mosque's followers; `dedupeKey` makes a retry or a second process insert nothing more. */
async function insertMosqueMessage(db: Db, mosque: MosqueRef, kind: 'mosque-announcement' | 'mosque-activity' | 'jumat', dedupeKey: string,
  text: { title: string; body: string; link: string | null; action: string | null }, now: Date): Promise<number | null> {
  const [row] = await db.insert(messages).values({
    kind, audience: 'masjid', masjidId: mosque.id, dedupeKey, title: text.title, body: text.body, link: text.link, action: text.action, createdAt: now,
  }).onConflictDoNothing({ target: messages.dedupeKey }).returning({ id: messages.id });
  return row?.id ?? null;
}

/** The staff's announcement to the mosque's followers (the panel's attempt key makes retries one). */
export async function postMosqueAnnouncement(db: Db, mosque: MosqueRef, input: { title: string; body: string; link: string }, now: Date, key: string): Promise<number> {
  const id = await insertMosqueMessage(db, mosque, 'mosque-announcement', `mosque-announcement:${mosque.id}:${key}`, followTexts.mosqueAnnouncement(mosque, input), now);
  if (id !== null) return id;
  const [existing] = await db.select({ id: messages.id }).from(messages).where(eq(messages.dedupeKey, `mosque-announcement:${mosque.id}:${key}`));
  return existing!.id;
}

/**
 * The mosque's own recent announcements, newest first, as anyone may read them (the wall screen
 * runs them; followers also get them in Pesan). Titles without the mosque's name in front.
 */
export async function mosqueAnnouncements(db: Db, mosque: { id: number; nama: string }, now: Date): Promise<MosqueAnnouncementItem[]> {
  const since = new Date(now.getTime() - MOSQUE_ANNOUNCEMENT_DAYS * 86_400_000);
  const rows = await db.select({ title: messages.title, body: messages.body, createdAt: messages.createdAt }).from(messages)
    .where(and(eq(messages.masjidId, mosque.id), eq(messages.kind, 'mosque-announcement'), gt(messages.createdAt, since)))
    .orderBy(desc(messages.createdAt)).limit(MOSQUE_ANNOUNCEMENTS_SHOWN);
  const prefix = `${mosque.nama}: `;
  return rows.map((r) => ({ title: r.title.startsWith(prefix) ? r.title.slice(prefix.length) : r.title, body: r.body, created_at: r.createdAt.toISOString() }));
}

/** A new 'Kegiatan' of the mosque, once per activity, in the transaction that adds it. */
export async function messageForMosqueActivity(tx: Db, masjidId: number, activity: MosqueActivity, now: Date): Promise<void> {
  const mosque = await mosqueRefById(tx, masjidId);
  if (!mosque) return;
  await insertMosqueMessage(tx, mosque, 'mosque-activity', `mosque-activity:${activity.id}`, followTexts.mosqueActivity(mosque, activity), now);
}

// ---------- a staff role told to the person ----------

/**
 * 'Kamu kini pengurus masjid' or 'Peran pengurus dicabut', in the person's Pesan (in the
 * caller's transaction) and by WhatsApp (after it: a gateway's failure is logged, the role stays).
 */
export async function messageForStaffRole(tx: Db, userId: number, mosque: { id: number; nama: string }, change: 'granted' | 'revoked', now: Date): Promise<void> {
  const text = change === 'granted' ? followTexts.staffGranted(mosque) : followTexts.staffRevoked(mosque);
  await tx.insert(messages).values({
    kind: 'staff-role', userId, dedupeKey: `staff-role:${userId}:${mosque.id}:${change}:${now.getTime()}`,
    title: text.title, body: text.body, link: text.link, action: text.action, createdAt: now,
  }).onConflictDoNothing({ target: messages.dedupeKey });
}

export async function whatsAppStaffRole(db: Db, whatsapp: WhatsAppGateway, log: Logger, userId: number, mosque: { nama: string }, change: 'granted' | 'revoked'): Promise<void> {
  const [person] = await db.select({ whatsapp: users.whatsapp, nama: users.nama }).from(users).where(eq(users.id, userId));
  if (!person) return;
  const text = change === 'granted' ? followTexts.staffGranted(mosque) : followTexts.staffRevoked(mosque);
  try {
    await whatsapp.send(waNumber(person.whatsapp), `Assalamu'alaikum ${person.nama}. ${text.body}`);
  } catch (error) {
    log.error('whatsapp send failed', { error: error instanceof Error ? error.message : String(error) });
  }
}

// ---------- Friday on Thursday evening ----------

/** Where the Friday details come from (the mosque's staff enter them). */
export interface FridaySource {
  /** The mosque's first Friday on or after `from`'s day in its zone, or null when none is entered. */
  nextFriday(mosqueId: number, from: Date): Promise<FridayDetails | null>;
}

/** The Fridays the mosque's staff entered ('Jumat' in the panel, mosque-times.ts). */
export function databaseFridaySource(db: Db): FridaySource {
  return {
    async nextFriday(mosqueId, from) {
      const friday = await upcomingFriday(db, mosqueId, from);
      if (!friday) return null;
      return { date: friday.date, time: friday.time.replace(':', '.'), khatib: friday.khatib || null, imam: friday.imam || null, theme: friday.theme || null };
    },
  };
}

/** When Thursday's message is due, in the mosque's own zone. */
export const FRIDAY_NOTICE_HOUR = 18;
const THURSDAY = 4;

/**
 * One pass: every followed mosque whose Thursday evening it is (from 18:00 to midnight in its
 * zone) gets tomorrow's Friday into its followers' Pesan. The message's key names the mosque and
 * the Friday, so the pass is due once per Thursday per mosque, whichever process runs it first
 * and however often; push follows from the message (push dispatcher). Answers how many were written.
 */
export async function sendFridayNotices(db: Db, fridays: FridaySource, now: Date): Promise<number> {
  const followed = await db.selectDistinct({ id: mosques.id, slug: mosques.slug, nama: mosques.nama, longitude: mosques.longitude })
    .from(mosques).innerJoin(mosqueFollows, eq(mosqueFollows.masjidId, mosques.id));
  let written = 0;
  for (const mosque of followed) {
    const timeZone = await mosqueZone(db, mosque);
    const today = dateInZone(now.getTime(), timeZone);
    if (weekday(today) !== THURSDAY || zoneParts(now.getTime(), timeZone).hour < FRIDAY_NOTICE_HOUR) continue;
    const friday = await fridays.nextFriday(mosque.id, now);
    if (!friday || friday.date !== addDays(today, 1)) continue;
    if ((await insertMosqueMessage(db, mosque, 'jumat', `jumat:${mosque.id}:${friday.date}`, followTexts.friday(mosque, friday), now)) !== null) written += 1;
  }
  return written;
}

/** Runs the Thursday pass every few minutes; answers a function that stops it. */
export function startFridayNotices(db: Db, fridays: FridaySource, clock: () => Date, log: Logger, everyMs = 5 * 60_000): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sendFridayNotices(db, fridays, clock())
      .then((n) => { if (n > 0) log.info('friday notices written', { count: n }); })
      .catch((error: unknown) => log.error('friday notices failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => { running = false; });
  };
  const handle = setInterval(run, everyMs);
  handle.unref();
  return () => clearInterval(handle);
}
