import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { PaymentProvider } from '../payments/index.ts';
import type { ReceiptDeps } from './receipts.ts';
import type { Db } from '../db/client.ts';
import { donations, jobLeases } from '../db/schema.ts';
import { every } from '../lib/every.ts';
import type { Logger } from '../lib/logger.ts';
import { settleFromGateway, type SettlementOutcome } from './gateway-settlement.ts';

// Notifications get lost (a deploy, a network fault, a gateway outage): every few minutes one
// server process asks the gateway about its donations that are still open well after they were
// made, and applies what it hears through the same path as a notification. Applying is
// idempotent, so a second run (or a late notification) changes nothing.

export const RECONCILE_JOB = 'reconcile-payments';
/**
 * At most this many gateway calls a run. The least recently asked go first, and among those never
 * asked the newest: abandoned VAs and QRs stay open for days and must not keep a newer paid
 * donation whose notification was lost waiting behind them.
 */
export const RECONCILE_BATCH = 100;
/** The sweep may have expired a donation whose money arrived: such ones are asked about for a day. */
const EXPIRED_LOOKBACK_MS = 86_400_000;
/**
 * A paid donation can still be taken back (a deny right after settlement, a refund, a
 * chargeback); if that notification is lost, asking again finds it. Paid ones are asked about for
 * three days, after every open one asked less recently.
 */
export const PAID_LOOKBACK_MS = 3 * 86_400_000;

/**
 * Takes the job's lease for `leaseMs`, unless another process holds an unexpired one: a claimed
 * row (not a session lock), so it works the same on PGlite and across PostgreSQL processes.
 */
export async function claimJobLease(db: Db, name: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
  const until = new Date(now.getTime() + leaseMs);
  const rows = await db.insert(jobLeases).values({ name, holder, until })
    .onConflictDoUpdate({ target: jobLeases.name, set: { holder, until }, setWhere: lte(jobLeases.until, now) })
    .returning({ holder: jobLeases.holder });
  return rows[0]?.holder === holder;
}

export async function releaseJobLease(db: Db, name: string, holder: string, now: Date): Promise<void> {
  await db.update(jobLeases).set({ until: now }).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

export type ReconcileReport = { ran: boolean; asked: number; outcomes: Partial<Record<SettlementOutcome | 'error', number>> };

export async function reconcilePayments(
  deps: ReceiptDeps & { payments: PaymentProvider },
  options: { now: Date; afterMinutes: number; origin: string | null; holder?: string; leaseMs?: number; batch?: number },
): Promise<ReconcileReport> {
  const { db, payments } = deps;
  const report: ReconcileReport = { ran: false, asked: 0, outcomes: {} };
  if (!payments.status) return report;
  const holder = options.holder ?? randomUUID();
  if (!(await claimJobLease(db, RECONCILE_JOB, holder, options.now, options.leaseMs ?? 10 * 60_000))) return report;
  report.ran = true;
  try {
    const madeBefore = new Date(options.now.getTime() - options.afterMinutes * 60_000);
    const open = await db.select({ code: donations.code }).from(donations)
      .where(and(
        eq(donations.paymentProvider, payments.name),
        lte(donations.createdAt, madeBefore),
        or(
          eq(donations.status, 'pending'),
          and(eq(donations.status, 'expired'), gt(donations.expiresAt, new Date(options.now.getTime() - EXPIRED_LOOKBACK_MS))),
          and(eq(donations.status, 'paid'), gt(donations.paidAt, new Date(options.now.getTime() - PAID_LOOKBACK_MS))),
        ),
      ))
      .orderBy(sql`${donations.gatewayCheckedAt} asc nulls first`, desc(donations.createdAt))
      .limit(options.batch ?? RECONCILE_BATCH);
    for (const { code } of open) {
      report.asked += 1;
      await db.update(donations).set({ gatewayCheckedAt: options.now }).where(eq(donations.code, code));
      let outcome: SettlementOutcome | 'error';
      try {
        outcome = await settleFromGateway(deps, code, options.now, options.origin);
      } catch (error) {
        // One donation's trouble (a gateway hiccup) must not stop the others.
        deps.log.error('reconciliation could not ask the gateway', { code, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
        outcome = 'error';
      }
      report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
    }
  } finally {
    await releaseJobLease(db, RECONCILE_JOB, holder, options.now);
  }
  return report;
}

/** Runs reconciliation every `intervalMs` (when the gateway can be asked); answers a function that stops it. */
export function startReconciliation(
  deps: ReceiptDeps & { payments: PaymentProvider },
  clock: () => Date,
  options: { afterMinutes: number; origin: string | null; log: Logger; intervalMs?: number },
): () => void {
  if (!deps.payments.status) return () => undefined;
  const holder = randomUUID();
  return every({ everyMs: options.intervalMs ?? 5 * 60_000, log: options.log, failed: 'reconciliation failed' }, async () => {
    const r = await reconcilePayments(deps, { now: clock(), afterMinutes: options.afterMinutes, origin: options.origin, holder });
    if (r.asked > 0) options.log.info('reconciled gateway donations', { asked: r.asked, ...r.outcomes });
  });
}
