import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { khatamanClaims, khatamans, messages } from '../db/schema.ts';
import { every } from '../lib/every.ts';
import type { Logger } from '../lib/logger.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import {
  KHATAMAN_DUE_NOTICE_HOURS, KHATAMAN_REOFFER_AFTER_HOURS, khatamanDueText, khatamanReofferText,
} from '../../src/contract/khataman.ts';

/*
 * Before a khataman's deadline nobody has to chase the unread juz by hand (issue 43). From
 * KHATAMAN_DUE_NOTICE_HOURS before its end, each holder of unread juz is told first, once, in Pesan
 * (and by push, like every message). On the deadline day, a juz still unread
 * KHATAMAN_REOFFER_AFTER_HOURS after its holder was told, and claimed before that, is let go and
 * offered to everyone in the khataman; a juz claimed after the notice stays with whoever took it
 * knowing the deadline. Every notice has a dedupe key: a second pass, or a second process, adds nothing.
 */

const HOUR_MS = 3_600_000;
const DUE = 'khataman-due';
const REOFFER = 'khataman-reoffer';

type Ending = { id: number; code: string; title: string; deadline: string; ownerId: number };
type Claim = { juz: number; userId: number; readAt: Date | null; claimedAt: Date };
export type DeadlinePassCounts = { told: number; offered: number };

const dueKey = (khatamanId: number, userId: number) => `${DUE}:${khatamanId}:${userId}`;

/** One pass at `now`: holders told, and juz offered again. */
export async function remindAndReoffer(db: Db, now: Date): Promise<DeadlinePassCounts> {
  const today = jakartaDate(now);
  // A deadline is a WIB day, and the khataman ends at the midnight after it: told from the day before.
  const lastTold = jakartaDate(new Date(now.getTime() + (KHATAMAN_DUE_NOTICE_HOURS - 24) * HOUR_MS));
  const ending: Ending[] = await db.select({ id: khatamans.id, code: khatamans.code, title: khatamans.title, deadline: khatamans.deadline, ownerId: khatamans.ownerId })
    .from(khatamans).where(and(gte(khatamans.deadline, today), lte(khatamans.deadline, lastTold)));
  const counts: DeadlinePassCounts = { told: 0, offered: 0 };
  for (const k of ending) {
    const claims: Claim[] = await db.select({ juz: khatamanClaims.juz, userId: khatamanClaims.userId, readAt: khatamanClaims.readAt, claimedAt: khatamanClaims.claimedAt })
      .from(khatamanClaims).where(eq(khatamanClaims.khatamanId, k.id)).orderBy(asc(khatamanClaims.juz));
    if (claims.every((c) => c.readAt !== null)) continue;
    counts.told += await tellHolders(db, k, claims, now);
    if (k.deadline === today) counts.offered += await offerAgain(db, k, claims, now);
  }
  return counts;
}

/** One notice to each holder of unread juz not told yet for this khataman. */
async function tellHolders(db: Db, k: Ending, claims: Claim[], now: Date): Promise<number> {
  const unread = new Map<number, number[]>();
  for (const c of claims.filter((x) => x.readAt === null)) unread.set(c.userId, [...(unread.get(c.userId) ?? []), c.juz]);
  if (unread.size === 0) return 0;
  const written = await db.insert(messages)
    .values([...unread].map(([userId, juz]) => ({ kind: DUE, userId, dedupeKey: dueKey(k.id, userId), ...khatamanDueText(k, juz), createdAt: now })))
    .onConflictDoNothing({ target: messages.dedupeKey })
    .returning({ id: messages.id });
  return written.length;
}

/** Lets go of the unread juz whose holders were told long enough ago, and tells everyone in it they are free. */
async function offerAgain(db: Db, k: Ending, claims: Claim[], now: Date): Promise<number> {
  const holders = [...new Set(claims.filter((c) => c.readAt === null).map((c) => c.userId))];
  const told = await db.select({ userId: messages.userId, at: messages.createdAt }).from(messages)
    .where(inArray(messages.dedupeKey, holders.map((userId) => dueKey(k.id, userId))));
  const toldAt = new Map(told.map((t) => [t.userId, t.at]));
  const cutoff = now.getTime() - KHATAMAN_REOFFER_AFTER_HOURS * HOUR_MS;
  const due = claims.filter((c) => {
    const at = c.readAt === null ? toldAt.get(c.userId) : undefined;
    return at !== undefined && at.getTime() <= cutoff && c.claimedAt.getTime() <= at.getTime();
  });
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    // The khataman's row first, as claims and reads take it: a read sent at this moment is
    // counted before or after, never lost between. Only a claim still unread and still that
    // holder's goes: one marked read meanwhile stays.
    await tx.select({ id: khatamans.id }).from(khatamans).where(eq(khatamans.id, k.id)).for('update');
    const freed: number[] = [];
    for (const c of due) {
      const gone = await tx.delete(khatamanClaims)
        .where(and(eq(khatamanClaims.khatamanId, k.id), eq(khatamanClaims.juz, c.juz), eq(khatamanClaims.userId, c.userId), isNull(khatamanClaims.readAt)))
        .returning({ juz: khatamanClaims.juz });
      if (gone.length > 0) freed.push(c.juz);
    }
    if (freed.length === 0) return 0;
    const everyone = [...new Set([k.ownerId, ...claims.map((c) => c.userId)])];
    const text = khatamanReofferText(k, freed);
    await tx.insert(messages)
      .values(everyone.map((userId) => ({ kind: REOFFER, userId, dedupeKey: `${REOFFER}:${k.id}:${userId}:${freed.join('-')}`, ...text, createdAt: now })))
      .onConflictDoNothing({ target: messages.dedupeKey });
    return freed.length;
  });
}

/** Every hour (and once soon after start); answers a function that stops it. */
export function startKhatamanDeadlinePass(db: Db, clock: () => Date, log: Logger, everyMs = HOUR_MS): () => void {
  return every({ everyMs, firstAfterMs: 120_000, log, failed: 'khataman deadline pass failed' }, async () => {
    const { told, offered } = await remindAndReoffer(db, clock());
    if (told + offered > 0) log.info('khataman deadline pass', { told, offered });
  });
}
