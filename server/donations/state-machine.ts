import { and, inArray, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { donations, financeEntries, paymentNotifications, programs } from '../db/schema.ts';
import { messageForReversedDonation, messagesForPaidDonation, messagesForExpiredDonations } from '../messages/index.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { sendPaidReceipt, type ReceiptDeps } from './receipts.ts';
import { announceDonationChange, notifyOtherProcesses } from './status-tags.ts';

// The state machine: the one path by which a donation becomes paid (markDonationPaid), and the
// one by which a gateway's word stops or takes back a donation (closeDonation). Each change is
// heard by every process's status poll once it commits (status-tags.ts).

export type PaymentNotification = { eventId: string; code: string; amount: number };
export type NotificationOutcome = 'paid' | 'replay' | 'already-paid' | 'not-found' | 'amount-mismatch' | 'not-payable';

/**
 * Who says the money arrived: the provider's webhook, a staff member who saw the transfer, or a
 * gateway whose own status call confirmed the settlement (then, like staff, it may pay a donation
 * the sweep expired meanwhile: the money did arrive before the gateway's deadline).
 */
export type PaymentSource = 'provider' | 'staff' | 'gateway';
export type MarkPaidOutcome = 'paid' | 'replay' | 'already-paid' | 'not-payable';

/**
 * When the donor's WhatsApp message goes once the change is recorded. A gateway's notification
 * hands it to after its answer (Midtrans waits 15 s at most and asks for under 5); everyone
 * else, with no one waiting on a deadline, sends it before going on (the default).
 */
export type AfterSettling = (send: () => Promise<void>) => void | Promise<void>;

/** What telling the donor of a payment needs: the sender, the link's origin, and when to send. */
export type PaidReceipt = { deps: ReceiptDeps; origin: string | null; afterSettling?: AfterSettling };

/** Runs an AfterSettling's send in the foreground: the default. */
const sendNow: AfterSettling = (send) => send();

class Unapplied extends Error {
  constructor(readonly outcome: MarkPaidOutcome) {
    super(outcome);
  }
}

/** Records a payment event as applied; false when it was applied before (a replay). */
async function recordPaymentEvent(tx: Db, p: { eventId: string; code: string; now: Date }): Promise<boolean> {
  const recorded = await tx
    .insert(paymentNotifications)
    .values({ eventId: p.eventId, donationCode: p.code, receivedAt: p.now })
    .onConflictDoNothing()
    .returning({ eventId: paymentNotifications.eventId });
  return recorded.length > 0;
}

/**
 * The one path by which a donation becomes paid. In one transaction the event is recorded in
 * payment_notifications (each event id once) and the donation moves to paid with a conditional
 * update (each donation once, however many callers race). The provider may pay only a pending
 * donation before its deadline; staff may also pay an expired one, since they saw the transfer
 * arrive. An event that paid nothing is forgotten, except the provider's for a donation already
 * paid, which stays recorded so its replays read as replays. The donor's 'Lunas' message (and
 * the referring fundraiser's) is written in the same transaction, so every provider gets it;
 * `alongside` writes the caller's own record of it (staff: the audit row) in that transaction.
 * Once it has committed, and only for the call that moved it, the donor's WhatsApp receipt goes
 * out here: exactly once per paid donation, whichever caller paid it.
 */
export async function markDonationPaid(
  db: Db,
  p: {
    eventId: string; code: string; now: Date; source: PaymentSource;
    alongside?: (tx: Db, paid: { total: number }) => Promise<void>;
  },
  receipt: PaidReceipt,
): Promise<MarkPaidOutcome> {
  const payable = p.source !== 'provider'
    ? inArray(donations.status, ['pending', 'expired'])
    : and(eq(donations.status, 'pending'), gt(donations.expiresAt, p.now));
  let outcome: MarkPaidOutcome;
  try {
    outcome = await db.transaction(async (tx) => {
      if (!(await recordPaymentEvent(tx, p))) return 'replay' as const;
      const moved = await tx
        .update(donations)
        .set({ status: 'paid', paidAt: p.now })
        .where(and(eq(donations.code, p.code), payable))
        .returning({ id: donations.id, total: donations.total });
      if (moved[0]) {
        await messagesForPaidDonation(tx, p.code, p.now);
        await p.alongside?.(tx, { total: moved[0].total });
        await notifyOtherProcesses(tx, p.code);
        return 'paid' as const;
      }
      const [current] = await tx.select({ status: donations.status }).from(donations).where(eq(donations.code, p.code));
      if (current?.status === 'paid') {
        if (p.source !== 'staff') return 'already-paid' as const;
        throw new Unapplied('already-paid');
      }
      // Expired or failed: forget the event too, so nothing records it as applied.
      throw new Unapplied('not-payable');
    });
  } catch (error) {
    if (error instanceof Unapplied) return error.outcome;
    throw error;
  }
  if (outcome === 'paid') {
    announceDonationChange(db, p.code);
    await (receipt.afterSettling ?? sendNow)(() => sendPaidReceipt(receipt.deps, p.code, receipt.origin));
  }
  return outcome;
}

/**
 * Applies a verified "paid" notification: each event once (payment_notifications.event_id), and
 * each donation moves pending → paid once (a conditional update), never after its deadline.
 */
export async function applyPaymentNotification(db: Db, n: PaymentNotification, now: Date, receipt: PaidReceipt): Promise<NotificationOutcome> {
  const [donation] = await db.select({ total: donations.total }).from(donations).where(eq(donations.code, n.code)).limit(1);
  if (!donation) return 'not-found';
  if (donation.total !== n.amount) return 'amount-mismatch';
  return markDonationPaid(db, { eventId: n.eventId, code: n.code, now, source: 'provider' }, receipt);
}

/**
 * 'closed' a pending donation stopped, 'reversed' a paid one was taken back in full, 'flagged'
 * part of a paid one was taken back (it stays paid, for staff to look at), 'replay' this event was
 * applied before, 'unchanged' nothing left to move.
 */
export type CloseOutcome = 'closed' | 'reversed' | 'flagged' | 'replay' | 'unchanged';

/**
 * What the gateway said: 'expired' or 'failed' (cancel, deny, failure) end an unpaid donation,
 * and a 'failed' for a paid one is a deny after settlement (Mandiri bill payment can do that);
 * 'refunded' takes a paid one back in full (refund, chargeback); 'partly-refunded' takes back
 * `reversedAmount` rupiah so far. `rawStatus` is the gateway's own word, for the donor's message.
 */
export type GatewayClose = {
  eventId: string; code: string; now: Date;
  to: 'expired' | 'failed' | 'refunded' | 'partly-refunded';
  rawStatus: string;
  reversedAmount?: number;
};

/** The book line of money that left a mosque's account after a paid online donation was taken back. */
export const REVERSAL_CATEGORY = 'Pengembalian donasi online';

const reversalWords: Record<string, string> = {
  deny: 'ditolak oleh bank setelah sempat diterima',
  refund: 'dikembalikan kepadamu oleh layanan pembayaran',
  chargeback: 'dibatalkan lewat pengajuan chargeback',
};
/** How the donor's message says what happened, by the gateway's status word. */
export const reversalWhy = (rawStatus: string) => reversalWords[rawStatus] ?? 'dibatalkan oleh layanan pembayaran';

/**
 * The one path by which a donation stops being payable or paid on a gateway's word. In one
 * transaction: the event is recorded once (payment_notifications); the donation moves by a
 * conditional update, so each move happens once however many callers race; the donor's Pesan
 * message is written ('Donasi Lagi' on expiry; a word on a reversal); and where a reversed
 * donation was counted in a mosque's books (a program of a mosque), the money that left is a
 * line of its own on the day it left, while the income stays on the day it was paid.
 */
export async function closeDonation(db: Db, p: GatewayClose): Promise<CloseOutcome> {
  const outcome = await closeInTransaction(db, p);
  if (outcome !== 'replay' && outcome !== 'unchanged') announceDonationChange(db, p.code);
  return outcome;
}

async function closeInTransaction(db: Db, p: GatewayClose): Promise<CloseOutcome> {
  return db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, p))) return 'replay' as const;
    if (p.to === 'expired' || p.to === 'failed') {
      // A sweep may already have expired it locally; a gateway's cancel or deny still says why.
      const from = p.to === 'failed' ? ['pending', 'expired'] : ['pending'];
      const moved = await tx
        .update(donations)
        .set({ status: p.to })
        .where(and(eq(donations.code, p.code), inArray(donations.status, from)))
        .returning({ id: donations.id });
      // The gateway's expiry tells the donor as the sweep's does ('Donasi Lagi'), in the same transaction.
      if (p.to === 'expired') await messagesForExpiredDonations(tx, moved.map((m) => m.id), p.now);
      if (moved.length > 0) {
        await notifyOtherProcesses(tx, p.code);
        return 'closed' as const;
      }
      if (p.to === 'expired') return 'unchanged' as const;
    }
    const [paid] = await tx
      .select({ id: donations.id, amount: donations.amount, reversedAmount: donations.reversedAmount, masjidId: programs.masjidId })
      .from(donations).innerJoin(programs, eq(programs.id, donations.programId))
      .where(and(eq(donations.code, p.code), eq(donations.status, 'paid')));
    if (!paid) return 'unchanged' as const;
    const full = p.to !== 'partly-refunded';
    const reversed = full ? paid.amount : Math.min(paid.amount, Math.max(0, p.reversedAmount ?? 0));
    const newlyReversed = reversed - paid.reversedAmount;
    if (!full && newlyReversed <= 0) return 'unchanged' as const;
    await tx.update(donations)
      .set(full
        ? { status: 'failed', reversedAt: p.now, reversedAmount: reversed, gatewayFlag: p.rawStatus }
        : { reversedAmount: reversed, gatewayFlag: p.rawStatus })
      .where(eq(donations.id, paid.id));
    if (paid.masjidId !== null && newlyReversed > 0) {
      await tx.insert(financeEntries).values({
        masjidId: paid.masjidId, kind: 'expense', category: REVERSAL_CATEGORY, amount: newlyReversed,
        entryDate: jakartaDate(p.now), note: `${p.rawStatus} ${p.code}`,
      });
    }
    await messageForReversedDonation(tx, p.code, p.now, full ? { full: true, why: reversalWhy(p.rawStatus) } : { full: false, reversed });
    await notifyOtherProcesses(tx, p.code);
    return full ? 'reversed' as const : 'flagged' as const;
  });
}
