import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys, otpCodes, otpProofs, rateLimits, sessions } from '../db/schema.ts';
import { every } from '../lib/every.ts';
import type { Logger } from '../lib/logger.ts';

/*
 * Rows that protect people for a while and then only take space (and, for sessions and codes,
 * keep traces of people's logins): purged on a schedule so the tables stay small and the
 * lookups that guard every request stay fast.
 */

const DAY = 86_400_000;

export const PURGE_AFTER = {
  /** Rate-limit windows are a day at most, two days on no count can matter... */
  rateLimits: 2 * DAY,
  /** ...but for the 30-day budget of wrong codes per number (accounts/otp.ts), kept a day past its window. */
  wrongCodeBudget: 31 * DAY,
  /** Codes live two minutes and proofs ten; a day keeps them for an operator's questions. */
  otp: DAY,
  /**
   * The outbox replays a change with its key days later at most (a phone offline over a long
   * trip); after a week a replay is answered by the change's own effect, not by the stored answer.
   */
  idempotencyKeys: 7 * DAY,
  /** Expired or revoked sessions: kept a month for the account's own history, then gone. */
  sessions: 30 * DAY,
} as const;

const WRONG_CODE_PREFIX = 'otp-wrong:';

export type PurgeCounts = { rateLimits: number; otpCodes: number; otpProofs: number; idempotencyKeys: number; sessions: number };

export async function purgeExpiredSecurityRows(db: Db, now: Date): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    rateLimits: await count(db.delete(rateLimits).where(or(
      and(lt(rateLimits.windowStart, before(PURGE_AFTER.rateLimits)), sql`not starts_with(${rateLimits.key}, ${WRONG_CODE_PREFIX})`),
      lt(rateLimits.windowStart, before(PURGE_AFTER.wrongCodeBudget)),
    )).returning({ key: rateLimits.key })),
    otpCodes: await count(db.delete(otpCodes).where(lt(otpCodes.expiresAt, before(PURGE_AFTER.otp))).returning({ id: otpCodes.id })),
    otpProofs: await count(db.delete(otpProofs).where(lt(otpProofs.expiresAt, before(PURGE_AFTER.otp))).returning({ tokenHash: otpProofs.tokenHash })),
    idempotencyKeys: await count(db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before(PURGE_AFTER.idempotencyKeys))).returning({ key: idempotencyKeys.key })),
    sessions: await count(db.delete(sessions).where(or(
      lt(sessions.expiresAt, before(PURGE_AFTER.sessions)),
      and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before(PURGE_AFTER.sessions))),
    )).returning({ tokenHash: sessions.tokenHash })),
  };
}

/** Purges every hour (and once soon after start); answers a function that stops it. */
export function startSecurityPurge(db: Db, clock: () => Date, log: Logger, intervalMs = 3_600_000): () => void {
  return every({ everyMs: intervalMs, firstAfterMs: 60_000, log, failed: 'security purge failed' }, async () => {
    const counts = await purgeExpiredSecurityRows(db, clock());
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if (total > 0) log.info('purged expired security rows', counts);
  });
}
