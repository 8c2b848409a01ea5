import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export type RateLimitRule = { limit: number; windowSeconds: number };
/** A per-address rule scaled for addresses that many people share (config.addressLimitFactor). */
export const scaled = (rule: RateLimitRule, factor: number): RateLimitRule => ({ limit: rule.limit * factor, windowSeconds: rule.windowSeconds });

export type RateLimitVerdict = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one hit on `key` in a fixed window kept in the database, so every server process
 * shares the same count. The upsert is one statement: concurrent hits never lose a count.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitVerdict> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = rows[0]?.count ?? 1;
  const retryAfterSeconds = (windowStart.getTime() + windowMs - now.getTime()) / 1000;
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/**
 * Counts one hit on each key at once: one statement (one round trip, one commit) however many
 * limits a request counts against, with the same atomic upsert as hitRateLimit. Answers the
 * verdicts in the order given.
 */
export async function hitRateLimits(db: Db, hits: readonly { key: string; rule: RateLimitRule }[], now: Date): Promise<RateLimitVerdict[]> {
  const windows = hits.map(({ key, rule }) => {
    const windowMs = rule.windowSeconds * 1000;
    return { key, rule, windowMs, windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs) };
  });
  // Rows locked in one order by every caller: two requests sharing keys never wait on each other in a circle.
  const values = [...windows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ key, windowStart }) => ({ key, windowStart, count: 1 }));
  const rows = await db
    .insert(rateLimits)
    .values(values)
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count });
  return windows.map(({ key, rule, windowMs, windowStart }) => {
    const count = rows.find((r) => r.key === key && r.windowStart.getTime() === windowStart.getTime())?.count ?? 1;
    return { allowed: count <= rule.limit, count, retryAfterSeconds: (windowStart.getTime() + windowMs - now.getTime()) / 1000 };
  });
}

/** Seconds until the rule's current window ends (when a spent count is whole again). */
export function secondsLeftInWindow(rule: RateLimitRule, now: Date): number {
  const windowMs = rule.windowSeconds * 1000;
  return (Math.floor(now.getTime() / windowMs) * windowMs + windowMs - now.getTime()) / 1000;
}

/**
 * Counts one hit on `key` only if the window still has room: a refused hit counts nothing, so
 * asking again and again while refused never lengthens the wait. One conditional upsert, so
 * parallel hits never pass the limit together.
 */
export async function takeHit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitVerdict> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const retryAfterSeconds = secondsLeftInWindow(rule, now);
  if (rule.limit < 1) return { allowed: false, count: 0, retryAfterSeconds };
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
      setWhere: sql`${rateLimits.count} < ${rule.limit}`,
    })
    .returning({ count: rateLimits.count });
  if (rows[0]) return { allowed: true, count: rows[0].count, retryAfterSeconds };
  return { allowed: false, count: rule.limit, retryAfterSeconds };
}

/** The count of `key` in the rule's current window (reads, counts nothing). */
export async function countInWindow(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db.select({ count: rateLimits.count }).from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart))).limit(1);
  return rows[0]?.count ?? 0;
}

/**
 * Gives back one hit taken by takeHit or takeAttempt for a call that was refused after all (by
 * another limit, or a gateway that failed): refused calls never count. Unlike releaseAttempt it
 * leaves any wait in place.
 */
export async function giveBack(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  await db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

/**
 * A budget of attempts with growing delays: after `freeAttempts`, each attempt in the window
 * makes the next one wait `baseDelaySeconds`, doubling up to `maxDelaySeconds`; at `limit` the
 * window is closed. Counting, refusing and setting the delay are one statement, so parallel
 * attempts can never slip past the limit or the delay.
 */
export type AttemptRule = RateLimitRule & { freeAttempts: number; baseDelaySeconds: number; maxDelaySeconds: number };

/** The wait that the `count`-th attempt imposes on the next one. */
export function delayAfter(rule: AttemptRule, count: number): number {
  if (count < rule.freeAttempts) return 0;
  return Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** (count - rule.freeAttempts));
}

export async function takeAttempt(db: Db, key: string, rule: AttemptRule, now: Date): Promise<RateLimitVerdict> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const windowEnd = windowStart.getTime() + windowMs;
  const nextCount = sql`${rateLimits.count} + 1`;
  const nextAt = sql`case when ${nextCount} < ${rule.freeAttempts} then null else ${now.toISOString()}::timestamptz
    + make_interval(secs => least(${rule.maxDelaySeconds}::float8, ${rule.baseDelaySeconds}::float8 * power(2, ${nextCount} - ${rule.freeAttempts}))) end`;
  const firstDelay = delayAfter(rule, 1);
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1, nextAt: firstDelay > 0 ? new Date(now.getTime() + firstDelay * 1000) : null })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: nextCount, nextAt },
      setWhere: sql`${rateLimits.count} < ${rule.limit} and (${rateLimits.nextAt} is null or ${rateLimits.nextAt} <= ${now.toISOString()}::timestamptz)`,
    })
    .returning({ count: rateLimits.count });
  if (rows[0]) return { allowed: true, count: rows[0].count, retryAfterSeconds: 0 };
  const [held] = await db.select({ count: rateLimits.count, nextAt: rateLimits.nextAt }).from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  const count = held?.count ?? rule.limit;
  const until = count >= rule.limit ? windowEnd : (held?.nextAt?.getTime() ?? windowEnd);
  return { allowed: false, count, retryAfterSeconds: Math.max(1, (until - now.getTime()) / 1000) };
}

/** Gives back an attempt that turned out right (a correct code or password is no failure). */
export async function releaseAttempt(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  await db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - 1, 0)`, nextAt: null })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

/** Forgets every count whose key starts with `prefix` (e.g. a verified reset lifts login limits). */
export async function clearRateLimits(db: Db, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}

/** Whether `key` was hit in the rule's current window (reads, counts nothing). */
export async function hitInWindow(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<boolean> {
  return (await countInWindow(db, key, rule, now)) > 0;
}
