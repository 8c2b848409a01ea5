import { sql } from 'drizzle-orm';
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

/** Reads the current count without counting (e.g. to refuse a login before checking the password). */
export async function peekRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitVerdict> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db.select({ count: rateLimits.count }).from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart}`);
  const count = rows[0]?.count ?? 0;
  return { allowed: count < rule.limit, count, retryAfterSeconds: (windowStart.getTime() + windowMs - now.getTime()) / 1000 };
}
