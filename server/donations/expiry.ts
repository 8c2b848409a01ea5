import { and, between, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { donations } from '../db/schema.ts';
import { every } from '../lib/every.ts';
import type { Logger } from '../lib/logger.ts';
import { messagesForExpiredDonations } from '../messages/index.ts';

// Expiry: the one path by which unpaid donations past their deadline become expired. Readers
// already see such a donation as expired (reads.ts, effectiveState), so this changes no answer a
// poller holds; it frees manual transfers' final digits and tells the donor ('Donasi Lagi').

/**
 * Which unpaid donations past their deadline one expiry reaches: every one (the periodic sweep),
 * the one being read (its checkout page polls), or the open transfers holding the final digits
 * of one amount to one account (a new transfer of that amount needs them back).
 */
export type ExpiryScope = { every: true } | { code: string } | { paymentMethodId: number; amount: number };

function expiryScope(scope: ExpiryScope) {
  if ('every' in scope) return undefined;
  if ('code' in scope) return eq(donations.code, scope.code);
  return and(
    eq(donations.paymentMethodId, scope.paymentMethodId),
    gt(donations.uniqueDigits, 0),
    between(donations.total, scope.amount + 1, scope.amount + 999),
  );
}

/**
 * The one path by which unpaid donations past their deadline become expired; answers how many.
 * Each donor's 'Donasi Lagi' message is written in the same transaction.
 */
export async function expireStaleDonations(db: Db, now: Date, scope: ExpiryScope = { every: true }): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(donations)
      .set({ status: 'expired' })
      .where(and(eq(donations.status, 'pending'), lte(donations.expiresAt, now), expiryScope(scope)))
      .returning({ id: donations.id });
    await messagesForExpiredDonations(tx, rows.map((r) => r.id), now);
    return rows.length;
  });
}

/** Runs the expiry sweep every `intervalMs`; answers a function that stops it. */
export function startExpirySweep(db: Db, clock: () => Date, log: Logger, intervalMs = 60_000): () => void {
  return every({ everyMs: intervalMs, log, failed: 'expiry sweep failed' }, async () => {
    const n = await expireStaleDonations(db, clock());
    if (n > 0) log.info('expired unpaid donations', { count: n });
  });
}
