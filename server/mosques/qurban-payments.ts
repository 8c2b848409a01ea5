import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { donations, paymentMethods, programs, qurbanAnimals, qurbanBookings, qurbanPayments, users, type mosques } from '../db/schema.ts';
import { createDonation, isPaymentType, type CreateDonationOptions, type DonationRefusal } from '../donations/index.ts';
import { formatProgramId } from '../../src/contract/program-id.ts';
import { QURBAN_DEPOSIT_MIN, QURBAN_PROGRAM_TYPE, QURBAN_SEASON, qurbanMessages, type QurbanPayForm } from '../../src/contract/qurban.ts';
import type { DonateRequest } from '../../src/contract/donation.ts';

// Paying a qurban booking (contract/qurban.ts): a donation to the mosque's qurban program linked to
// the booking (qurban_payments). What is paid is never stored on the booking: it is the sum of its
// paid donations, so a settlement that arrives twice (the state machine pays a donation once) or a
// payment whose amount the gateway disputes (never paid) cannot make it 'Lunas' wrongly.

type MosqueRow = Pick<typeof mosques.$inferSelect, 'id' | 'nama' | 'slug'>;

export type BookingMoney = { paid: number; pending: number; receiptCode: string | null };

/** What is paid and what waits on a checkout page (not yet expired) per booking, with the last paid donation's code. */
export async function bookingMoney(db: Db, bookingIds: readonly number[], now: Date): Promise<Map<number, BookingMoney>> {
  const money = new Map<number, BookingMoney>(bookingIds.map((id) => [id, { paid: 0, pending: 0, receiptCode: null }]));
  if (bookingIds.length === 0) return money;
  const rows = await db.select({ bookingId: qurbanPayments.bookingId, code: donations.code, amount: donations.amount, status: donations.status })
    .from(qurbanPayments).innerJoin(donations, eq(donations.id, qurbanPayments.donationId))
    .where(and(
      inArray(qurbanPayments.bookingId, [...bookingIds]),
      or(eq(donations.status, 'paid'), and(eq(donations.status, 'pending'), gt(donations.expiresAt, now))),
    ))
    .orderBy(desc(donations.paidAt), desc(donations.id));
  for (const r of rows) {
    const m = money.get(r.bookingId)!;
    if (r.status === 'paid') {
      m.paid += r.amount;
      m.receiptCode ??= r.code;
    } else m.pending += r.amount;
  }
  return money;
}

/** The mosque's qurban program, made on its first payment: hidden from the campaign lists, never closing. */
async function qurbanProgramOf(db: Db, mosque: MosqueRow) {
  const find = () => db.select().from(programs).where(and(eq(programs.masjidId, mosque.id), eq(programs.type, QURBAN_PROGRAM_TYPE))).limit(1);
  const [found] = await find();
  if (found) return found;
  await db.insert(programs).values({
    masjidId: mosque.id, type: QURBAN_PROGRAM_TYPE, slug: `qurban-${mosque.slug}`.slice(0, 120), header: `Qurban ${mosque.nama}`.slice(0, 120), allTime: 'Y',
  }).onConflictDoNothing({ target: programs.slug });
  const [made] = await find();
  if (!made) throw new Error(`qurban program slug taken for mosque ${mosque.id}`);
  return made;
}

export type PayRefusal =
  | { reason: 'not-found' }
  | { reason: 'invalid'; field: string; message: string }
  | { reason: 'donation'; refusal: DonationRefusal };

export type PayResult = { ok: true; code: string } | ({ ok: false } & PayRefusal);

const refuse = (field: string, message: string): PayResult => ({ ok: false, reason: 'invalid', field, message });

/**
 * The bounds of one payment: all that is left, or a deposit from QURBAN_DEPOSIT_MIN up to it that
 * leaves at least QURBAN_DEPOSIT_MIN behind: a tail of a few rupiah no payment method takes.
 */
export function paymentProblem(amount: number, left: number): string | null {
  if (amount === left) return null;
  if (amount > left || amount < QURBAN_DEPOSIT_MIN) return qurbanMessages.amountInvalid(left);
  if (left - amount < QURBAN_DEPOSIT_MIN) return qurbanMessages.tailTooSmall(left);
  return null;
}

/**
 * Starts a payment toward the person's own booking. Money waiting on a checkout page counts as
 * taken, so two open payments never pay more than the price; the check runs again under the
 * booking's row lock when the donation is linked, and a payment that a concurrent one overtook is
 * withdrawn (failed) before anyone can pay it.
 */
export async function payQurban(
  db: Db, mosque: MosqueRow, userId: number, input: v.InferOutput<typeof QurbanPayForm>, options: CreateDonationOptions,
): Promise<PayResult> {
  const [booking] = await db.select({ id: qurbanBookings.id, atasNama: qurbanBookings.atasNama, price: qurbanAnimals.sharePrice, phone: users.whatsapp, nama: users.nama })
    .from(qurbanBookings).innerJoin(qurbanAnimals, eq(qurbanAnimals.id, qurbanBookings.animalId)).innerJoin(users, eq(users.id, qurbanBookings.userId))
    .where(and(eq(qurbanBookings.id, input.id), eq(qurbanBookings.userId, userId), eq(qurbanAnimals.masjidId, mosque.id), eq(qurbanAnimals.season, QURBAN_SEASON)))
    .limit(1);
  if (!booking) return { ok: false, reason: 'not-found' };
  const money = (await bookingMoney(db, [booking.id], options.now)).get(booking.id)!;
  if (money.paid >= booking.price) return refuse('id', qurbanMessages.alreadyPaid);
  const left = booking.price - money.paid - money.pending;
  if (left <= 0) return refuse('amount', qurbanMessages.pendingFirst);
  const problem = paymentProblem(input.amount, left);
  if (problem) return refuse('amount', problem);

  const [method] = await db.select({ type: paymentMethods.type }).from(paymentMethods).where(eq(paymentMethods.code, input.codePayment)).limit(1);
  if (!method || !isPaymentType(method.type)) return { ok: false, reason: 'donation', refusal: { reason: 'method-unavailable' } };
  const program = await qurbanProgramOf(db, mosque);
  const request: DonateRequest = {
    programId: formatProgramId(program.type, program.id), price: input.amount, codePayment: input.codePayment, typePayment: method.type,
    donorName: booking.nama.trim() || booking.atasNama, donorPhone: booking.phone, anonim: true, programType: QURBAN_PROGRAM_TYPE,
    donorEmail: undefined, donorPray: undefined, device: undefined, ref: undefined,
    zakatKind: undefined, zakatCount: undefined, donorNik: undefined, donorNpwp: undefined,
  };
  const made = await createDonation(db, request, { ...options, qurban: true });
  if (!made.ok) return { ok: false, reason: 'donation', refusal: made };

  const linked = await db.transaction(async (tx) => {
    await tx.select({ id: qurbanBookings.id }).from(qurbanBookings).where(eq(qurbanBookings.id, booking.id)).for('update');
    const [donation] = await tx.select({ id: donations.id }).from(donations).where(eq(donations.code, made.code)).limit(1);
    await tx.insert(qurbanPayments).values({ donationId: donation!.id, bookingId: booking.id }).onConflictDoNothing();
    const now = (await bookingMoney(tx, [booking.id], options.now)).get(booking.id)!;
    if (now.paid + now.pending <= booking.price) return true;
    await tx.delete(qurbanPayments).where(eq(qurbanPayments.donationId, donation!.id));
    await tx.update(donations).set({ status: 'failed', idempotencyKey: null, requestHash: null })
      .where(and(eq(donations.id, donation!.id), eq(donations.status, 'pending')));
    return false;
  });
  return linked ? { ok: true, code: made.code } : refuse('amount', qurbanMessages.pendingFirst);
}

/** Whether anything is paid or waiting to be paid on the booking: its person may no longer cancel it. */
export async function hasQurbanMoney(db: Db, bookingId: number, now: Date): Promise<boolean> {
  const m = (await bookingMoney(db, [bookingId], now)).get(bookingId)!;
  return m.paid + m.pending > 0;
}
