import { createHash } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages, mosqueFollows, mosques } from '../db/schema.ts';
import { FOLLOW_MAX, type FollowedMosque, type FollowState } from '../../src/contract/mosque-follow.ts';

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
