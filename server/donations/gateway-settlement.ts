import { eq } from 'drizzle-orm';
import type { PaymentProvider } from '../payments/index.ts';
import { donations } from '../db/schema.ts';
import { closeDonation, markDonationPaid, type AfterSettling } from './state-machine.ts';
import { sendReversalNotice, type ReceiptDeps } from './receipts.ts';

export type { AfterSettling };

/**
 * What asking the gateway about a donation did: 'paid', 'closed' and 'reversed' changed it,
 * 'flagged' marked part of it taken back for staff, the rest did not ('pending' still waiting,
 * 'replay' this change was applied before, 'already-paid'/'unchanged' nothing left to move,
 * 'not-found' no such gateway donation, 'amount-mismatch' the gateway holds another amount,
 * 'not-payable' settled for a donation that can no longer be paid).
 */
export type SettlementOutcome =
  | 'paid' | 'closed' | 'reversed' | 'flagged' | 'pending' | 'replay' | 'already-paid' | 'unchanged' | 'not-found' | 'amount-mismatch' | 'not-payable';

/**
 * Asks the configured gateway what became of one donation and applies it through the shared
 * paths (markDonationPaid, closeDonation), each change once. Notifications and reconciliation
 * both come here, so a notification's own word never counts: only the gateway's status answer.
 */
export async function settleFromGateway(
  deps: ReceiptDeps & { payments: PaymentProvider },
  code: string,
  now: Date,
  origin: string | null,
  afterSettling: AfterSettling = (send) => send(),
): Promise<SettlementOutcome> {
  const { payments } = deps;
  if (!payments.status) return 'not-found';
  const [donation] = await deps.db
    .select({ total: donations.total, provider: donations.paymentProvider })
    .from(donations).where(eq(donations.code, code)).limit(1);
  if (!donation || donation.provider !== payments.name) return 'not-found';

  const status = await payments.status(code);
  if (!status) return 'not-found';
  if (status.grossAmount !== donation.total) {
    deps.log.error('gateway amount differs from the donation', { code, gateway: status.grossAmount, total: donation.total });
    return 'amount-mismatch';
  }
  // One event per gateway transaction and state (and, for partial reversals, amount taken back):
  // the same news twice applies once, a second partial refund is news.
  const eventId = `${payments.name}:${status.transactionId}:${status.rawStatus}${status.state === 'partly-refunded' ? `:${status.reversedAmount ?? 0}` : ''}`;
  switch (status.state) {
    case 'pending': return 'pending';
    case 'paid': {
      // The receipt goes out inside the paid path, handed to afterSettling like the reversal notice.
      const outcome = await markDonationPaid(deps.db, { eventId, code, now, source: 'gateway' }, { deps, origin, afterSettling });
      if (outcome === 'paid') {
        deps.log.info('donation paid', { code, gateway: payments.name, status: status.rawStatus });
      } else if (outcome === 'not-payable') {
        deps.log.error('gateway settled a donation that cannot be paid', { code, gateway: payments.name });
      }
      return outcome;
    }
    case 'expired':
    case 'failed':
    case 'refunded':
    case 'partly-refunded': {
      const outcome = await closeDonation(deps.db, {
        eventId, code, now, to: status.state, rawStatus: status.rawStatus, reversedAmount: status.reversedAmount,
      });
      if (outcome === 'closed') deps.log.info('donation closed by the gateway', { code, gateway: payments.name, status: status.rawStatus });
      if (outcome === 'reversed' || outcome === 'flagged') {
        // For staff: money that had arrived went back; the books and the donor have been told.
        deps.log.error(outcome === 'reversed' ? 'paid donation reversed by the gateway' : 'paid donation partly reversed by the gateway: check it', {
          code, gateway: payments.name, status: status.rawStatus, reversed: status.reversedAmount,
        });
        await afterSettling(() => sendReversalNotice(deps, code, origin));
      }
      return outcome;
    }
  }
}
