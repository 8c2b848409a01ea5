import { randomBytes, randomInt } from 'node:crypto';
import { and, between, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { donations, financeEntries, fundraisers, paymentMethods, paymentNotifications, programs } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { GatewayRefusal, isMethodOffered, type PaymentInstruction, type PaymentProvider, type PaymentRequest } from './payments/provider.ts';
import { hitRateLimit, scaled } from './rate-limit.ts';
import { messageForReversedDonation, messagesForExpiredDonations, messagesForPaidDonation } from './messages.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { isProgramOpen } from '../../src/contract/program-open.ts';
import { findProgramByProgramId } from './programs.ts';
import { toPage, type Page } from './paging.ts';
import { hashRequestInput } from './idempotency.ts';
import {
  DONATION_STATES, PAYMENT_TYPES, minimumForPaymentType, minimumMessage, statusLabel,
  type DonateRequest, type DonationState, type MyDonation, type PaymentType, type Transaction,
} from '../../src/contract/donation.ts';
import { formatProgramId, parseProgramId } from '../../src/contract/program-id.ts';

/** Where randomness comes from; tests may pass their own. */
export type RandomSource = {
  /** A uniform integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
  bytes(length: number): Uint8Array;
};
export const cryptoRandom: RandomSource = {
  int: (maxExclusive) => randomInt(maxExclusive),
  bytes: (length) => randomBytes(length),
};

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'JRY' + 10 base32 characters (50 random bits): the code is the key to the payment page. */
export function newDonationCode(random: RandomSource = cryptoRandom): string {
  // 256 is a multiple of 32, so taking the low five bits of each byte stays uniform.
  return `JRY${Array.from(random.bytes(10), (b) => BASE32[b & 31]).join('')}`;
}

/** '81234567890' → '81********0'; shorter than four characters, nothing is shown. */
export function maskPhone(phone: string): string {
  if (phone.length < 4) return '*'.repeat(phone.length);
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 3)}${phone.slice(-1)}`;
}

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
  const timer = setInterval(() => {
    expireStaleDonations(db, clock()).then(
      (n) => n > 0 && log.info('expired unpaid donations', { count: n }),
      (error: unknown) => log.error('expiry sweep failed', { error: error instanceof Error ? error.message : String(error) }),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Limits on making donations, so that no one client can fill the table, hold the unique final
 * digits of manual transfers (999 per amount and account) or flood donors' phones with payment
 * pages. Counted before any work, per client address (scaled for shared addresses) and per phone;
 * a retry with the same Idempotency-Key is answered before and counts nothing.
 */
export const DONATION_LIMITS = {
  perAddress: { limit: 30, windowSeconds: 3600 },
  perPhone: { limit: 10, windowSeconds: 3600 },
  /** Manual transfers hold a final digit for PAYMENT_EXPIRY_HOURS: few per address a day. */
  manualPerAddress: { limit: 10, windowSeconds: 86_400 },
  /** Open (unpaid) manual transfers one phone may have at once. */
  pendingManualPerPhone: 3,
} as const;

/** A donation the request cannot make, with where to say so. */
export type DonationRefusal =
  | { reason: 'rate-limited'; retryAfterSeconds: number }
  | { reason: 'too-many-pending' }
  | { reason: 'program-not-found' }
  | { reason: 'program-closed' }
  | { reason: 'method-unavailable' }
  | { reason: 'below-minimum'; message: string }
  | { reason: 'totals-exhausted' }
  | { reason: 'above-maximum'; message: string }
  | { reason: 'gateway-unavailable' }
  | { reason: 'gateway-refused'; kind: GatewayRefusal['kind'] }
  | { reason: 'key-reused' };

export type CreateDonationOptions = {
  now: Date;
  /** The client's address as the limits count it, and the factor for shared addresses. */
  client: { address: string; addressFactor: number };
  userId: number | null;
  idempotencyKey: string | null;
  payments: PaymentProvider;
  expiryHours: number;
  random?: RandomSource;
  log?: Logger;
  /** This app's origin, so a wallet app can send the donor back to the checkout page. */
  appOrigin?: string;
};

function isPaymentType(type: string): type is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(type);
}

/** The unique-violation constraint name, looking through drizzle's wrapping of driver errors. */
function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

const MAX_INSERT_ATTEMPTS = 60;

async function countDonationAttempt(db: Db, phone: string, client: CreateDonationOptions['client'], now: Date): Promise<DonationRefusal | null> {
  const verdicts = [
    await hitRateLimit(db, `donate:ip:${client.address}`, scaled(DONATION_LIMITS.perAddress, client.addressFactor), now),
    await hitRateLimit(db, `donate:phone:${phone}`, DONATION_LIMITS.perPhone, now),
  ];
  const refused = verdicts.filter((v) => !v.allowed);
  return refused.length > 0 ? { reason: 'rate-limited', retryAfterSeconds: Math.max(...refused.map((v) => v.retryAfterSeconds)) } : null;
}

/** A phone's open transfers are capped, and an address makes few transfers a day. */
async function guardManualTransfer(db: Db, phone: string, client: CreateDonationOptions['client'], now: Date): Promise<DonationRefusal | null> {
  const [open] = await db.select({ n: count() }).from(donations)
    .where(and(eq(donations.donorPhone, phone), eq(donations.status, 'pending'), gt(donations.uniqueDigits, 0), gt(donations.expiresAt, now)));
  if ((open?.n ?? 0) >= DONATION_LIMITS.pendingManualPerPhone) return { reason: 'too-many-pending' };
  const perAddress = await hitRateLimit(db, `donate-manual:ip:${client.address}`, scaled(DONATION_LIMITS.manualPerAddress, client.addressFactor), now);
  return perAddress.allowed ? null : { reason: 'rate-limited', retryAfterSeconds: perAddress.retryAfterSeconds };
}

/**
 * Creates a pending donation, or answers the one already made under the same idempotency key.
 * Manual transfers get unique final digits so that no two open ones to the same account share
 * a total; the partial unique index donations_open_manual_total_uq settles races.
 */
export async function createDonation(
  db: Db,
  input: DonateRequest,
  options: CreateDonationOptions,
): Promise<{ ok: true; code: string; created: boolean } | ({ ok: false } & DonationRefusal)> {
  const { now, idempotencyKey } = options;
  const random = options.random ?? cryptoRandom;
  const requestHash = hashRequestInput(input);

  // The key is the client's random id of one donation attempt, and the donation made under it
  // is its only record. It is deliberately not scoped to the caller: a retry after the session
  // lapsed (now as a guest) must still find the donation. The same key with another request is
  // refused: it is not a retry.
  const madeUnder = async (key: string | null) => {
    const made = key ? await findByIdempotencyKey(db, key) : null;
    if (!made) return null;
    return made.requestHash === null || made.requestHash === requestHash
      ? { ok: true as const, code: made.code, created: false }
      : { ok: false as const, reason: 'key-reused' as const };
  };
  const earlier = await madeUnder(idempotencyKey);
  if (earlier) return earlier;

  if (!parseProgramId(input.programId)) return { ok: false, reason: 'program-not-found' };
  const overLimit = await countDonationAttempt(db, input.donorPhone, options.client, now);
  if (overLimit) return { ok: false, ...overLimit };
  const program = await findProgramByProgramId(db, input.programId);
  if (!program) return { ok: false, reason: 'program-not-found' };
  if (!isProgramOpen(program, now)) return { ok: false, reason: 'program-closed' };

  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.code, input.codePayment)).limit(1);
  if (!method || !method.active || !isPaymentType(method.type) || !isMethodOffered(method, options.payments.name)) return { ok: false, reason: 'method-unavailable' };
  // The method's own kind decides the minimum, whatever typePayment the client sent; a method
  // may also set a higher floor of its own.
  const minimum = Math.max(minimumForPaymentType(method.type), method.minimum);
  if (input.price < minimum) {
    return { ok: false, reason: 'below-minimum', message: minimum === minimumForPaymentType(method.type) ? minimumMessage(method.type) : `Nominal minimal Rp ${minimum.toLocaleString('id-ID')} untuk metode ini` };
  }

  const channelLimits = method.type === 'Manual' ? {} : options.payments.channelLimits?.(method.channel) ?? {};
  if (channelLimits.maxAmount !== undefined && input.price > channelLimits.maxAmount) {
    return { ok: false, reason: 'above-maximum', message: `Nominal maksimal Rp ${channelLimits.maxAmount.toLocaleString('id-ID')} untuk metode ini. Pilih metode lain untuk nominal sebesar ini, ya` };
  }

  let fundraiserId: number | null = null;
  if (input.ref) {
    const [fundraiser] = await db.select({ id: fundraisers.id }).from(fundraisers).where(eq(fundraisers.kodeRef, input.ref)).limit(1);
    fundraiserId = fundraiser?.id ?? null;
  }

  const manual = method.type === 'Manual';
  if (manual) {
    // Stale open transfers of this amount to this account must not hold on to their final digits.
    await expireStaleDonations(db, now, { paymentMethodId: method.id, amount: input.price });
    const refusal = await guardManualTransfer(db, input.donorPhone, options.client, now);
    if (refusal) return { ok: false, ...refusal };
  }
  // A channel that expires sooner (ShopeePay: a day) sets the deadline the donor sees.
  const expiryMs = Math.min(options.expiryHours * 3_600_000, (channelLimits.maxExpiryMinutes ?? Number.POSITIVE_INFINITY) * 60_000);
  const expiresAt = new Date(now.getTime() + expiryMs);

  for (let attempt = 0; attempt < MAX_INSERT_ATTEMPTS; attempt++) {
    let uniqueDigits = 0;
    if (manual) {
      const digits = await pickUniqueDigits(db, method.id, input.price, random);
      if (digits === null) return { ok: false, reason: 'totals-exhausted' };
      uniqueDigits = digits;
    }
    const total = input.price + uniqueDigits;
    const code = newDonationCode(random);
    // Recorded before the gateway hears of it: the gateway's first notification finds the
    // donation, and no charge can succeed for a donation that was never written.
    try {
      const inserted = await db
        .insert(donations)
        .values({
          code,
          programId: program.id,
          amount: input.price,
          uniqueDigits,
          total,
          donorName: input.donorName,
          donorPhone: input.donorPhone,
          donorEmail: input.donorEmail ?? null,
          doa: input.donorPray ?? null,
          userId: options.userId,
          fundraiserId,
          paymentMethodId: method.id,
          status: 'pending',
          paymentProvider: manual ? null : options.payments.name,
          idempotencyKey,
          requestHash: idempotencyKey ? requestHash : null,
          createdAt: now,
          expiresAt,
        })
        .onConflictDoNothing({ target: donations.idempotencyKey })
        .returning({ code: donations.code });
      if (inserted[0]) {
        if (manual) return { ok: true, code, created: true };
        return chargeRecordedDonation(db, options, {
          code, total, method: { type: method.type, code: method.code, channel: method.channel, id: method.id }, expiresAt, orderedAt: now,
          returnUrl: options.appOrigin ? `${options.appOrigin}/donation/${code}/checkout` : undefined,
          donor: { name: input.donorName, phone: input.donorPhone, email: input.donorEmail ?? null },
          device: input.device,
        });
      }
      // A concurrent request with the same key got there first: answer its donation.
      const winner = await madeUnder(idempotencyKey);
      if (winner) return winner;
    } catch (error) {
      const constraint = uniqueViolation(error);
      // Another open transfer took these digits meanwhile, or (astronomically rarely) the code
      // exists: pick again.
      if (constraint === null) throw error;
      const winner = await madeUnder(idempotencyKey);
      if (winner) return winner;
    }
  }
  return { ok: false, reason: 'totals-exhausted' };
}

/**
 * Asks the gateway to charge a donation just recorded, and writes down where to pay. When the
 * gateway cannot be reached or refuses, the donation is withdrawn (failed, its idempotency key
 * freed, so the donor's retry makes a new one) and the donor is told which of the two it was.
 * A method the gateway refuses outright (not activated, 402) is no longer offered, and with a
 * wrong key or environment (401) none of this gateway's methods are; both are logged for the
 * operator.
 */
async function chargeRecordedDonation(
  db: Db,
  options: CreateDonationOptions,
  request: PaymentRequest & { method: PaymentRequest['method'] & { id: number } },
): Promise<{ ok: true; code: string; created: true } | ({ ok: false } & DonationRefusal)> {
  const { code } = request;
  let instruction: PaymentInstruction;
  try {
    instruction = await options.payments.instruct(request);
  } catch (error) {
    await db.update(donations).set({ status: 'failed', idempotencyKey: null, requestHash: null })
      .where(and(eq(donations.code, code), eq(donations.status, 'pending')));
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    if (error instanceof GatewayRefusal) {
      options.log?.error('payment gateway refused a charge', { code, method: request.method.code, refusal: error.kind, detail });
      if (error.kind !== 'invalid') {
        const which = error.kind === 'wrong-key'
          ? and(eq(paymentMethods.provider, options.payments.name), eq(paymentMethods.active, true))
          : eq(paymentMethods.id, request.method.id);
        const off = await db.update(paymentMethods).set({ active: false }).where(which).returning({ code: paymentMethods.code });
        options.log?.error('payment methods no longer offered: the gateway refuses them; turn them on again once fixed in its dashboard', { methods: off.map((m) => m.code), refusal: error.kind });
      }
      return { ok: false, reason: 'gateway-refused', kind: error.kind };
    }
    // Down, hung past the time-out, or an answer we cannot read: nothing to pay; try again or another method.
    options.log?.error('payment gateway could not be reached for a charge', { code, method: request.method.code, detail });
    return { ok: false, reason: 'gateway-unavailable' };
  }
  await db.update(donations).set({
    vaNumber: instruction.vaNumber ?? null,
    qrisPayload: instruction.qrisPayload ?? null,
    gatewayTransactionId: instruction.gatewayTransactionId ?? null,
    deeplinkUrl: instruction.deeplinkUrl ?? null,
    qrImageUrl: instruction.qrImageUrl ?? null,
    billerCode: instruction.billerCode ?? null,
  }).where(eq(donations.code, code));
  return { ok: true, code, created: true };
}

async function findByIdempotencyKey(db: Db, key: string): Promise<{ code: string; requestHash: string | null } | null> {
  const [row] = await db.select({ code: donations.code, requestHash: donations.requestHash }).from(donations).where(eq(donations.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/** A free 1..999 for this account and amount, chosen at random among the free ones; null if none. */
async function pickUniqueDigits(db: Db, paymentMethodId: number, amount: number, random: RandomSource): Promise<number | null> {
  const taken = await db
    .select({ total: donations.total })
    .from(donations)
    .where(and(
      eq(donations.paymentMethodId, paymentMethodId),
      eq(donations.status, 'pending'),
      gt(donations.uniqueDigits, 0),
      between(donations.total, amount + 1, amount + 999),
    ));
  const used = new Set(taken.map((r) => r.total - amount));
  const free: number[] = [];
  for (let d = 1; d <= 999; d++) if (!used.has(d)) free.push(d);
  if (free.length === 0) return null;
  return free[random.int(free.length)] ?? null;
}

function isDonationState(status: string): status is DonationState {
  return (DONATION_STATES as readonly string[]).includes(status);
}

/** The status a reader sees: an unpaid donation past its deadline is expired even before the sweep. */
export function effectiveState(status: string, expiresAt: Date, now: Date): DonationState {
  const state: DonationState = isDonationState(status) ? status : 'failed';
  return state === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : state;
}

/** getTransaction's answer for a code, or null. The donor's phone leaves the server masked. */
export async function findTransaction(db: Db, code: string, now: Date): Promise<Transaction | null> {
  const [row] = await db
    .select({ d: donations, p: programs, m: paymentMethods })
    .from(donations)
    .innerJoin(programs, eq(programs.id, donations.programId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, donations.paymentMethodId))
    .where(eq(donations.code, code))
    .limit(1);
  if (!row) return null;
  const { d, p, m } = row;
  const state = effectiveState(d.status, d.expiresAt, now);
  const type: PaymentType = isPaymentType(m.type) ? m.type : 'Manual';
  return {
    codeDonate: d.code,
    id_program: formatProgramId(p.type, p.id),
    program: { header: p.header, slug: p.slug, type: p.type },
    simulated: d.paymentProvider === 'simulator',
    status: statusLabel[state],
    state,
    tgl_donasi: d.createdAt.toISOString(),
    tgl_expired: d.expiresAt.toISOString(),
    tgl_bayar: d.paidAt?.toISOString() ?? null,
    donatur: d.donorName,
    nomor_hp: maskPhone(d.donorPhone),
    nominal: d.amount,
    total: d.total,
    unique_digits: d.uniqueDigits,
    doa: d.doa,
    channel_name: m.channelName,
    metode_bayar: type,
    code_payment: m.code,
    norek: type === 'VA' ? d.vaNumber : type === 'Manual' ? m.accountNumber : null,
    nama_rekening: type === 'VA' || type === 'Manual' ? m.accountName : null,
    image: m.image,
    qris_payload: d.qrisPayload,
    deeplink_url: d.deeplinkUrl,
    qr_image_url: d.qrImageUrl,
    gateway_transaction_id: d.gatewayTransactionId,
    biller_code: d.billerCode,
  };
}

/** How many of a user's donations one page of 'Riwayat Donasi' holds. */
export const MY_DONATIONS_PAGE = 50;

/**
 * A user's donations, newest first (profile: Riwayat Donasi, Kumpulan Doa), a page after the
 * `cursor` donation (see paging.ts): a donation made while someone scrolls is newer than every
 * page already read, so it never repeats a row or pushes one out of the next page.
 */
export async function listUserDonations(
  db: Db, userId: number, now: Date, input: { cursor: number | null; limit?: number } = { cursor: null },
): Promise<Page<MyDonation>> {
  const limit = input.limit ?? MY_DONATIONS_PAGE;
  const conditions = [eq(donations.userId, userId)];
  if (input.cursor !== null) conditions.push(sql`(${donations.createdAt}, ${donations.id}) < (select c.created_at, c.id from donations c where c.id = ${input.cursor})`);
  const rows = await db
    .select({ d: donations, p: programs, m: { channelName: paymentMethods.channelName } })
    .from(donations)
    .innerJoin(programs, eq(programs.id, donations.programId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, donations.paymentMethodId))
    .where(and(...conditions))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit + 1);
  return toPage(rows.map((row) => ({ ...row, id: row.d.id })), limit, ({ d, p, m }) => {
    const state = effectiveState(d.status, d.expiresAt, now);
    return {
      codeDonate: d.code,
      id_program: formatProgramId(p.type, p.id),
      program: { header: p.header, slug: p.slug, type: p.type },
      status: statusLabel[state],
      state,
      nominal: d.amount,
      total: d.total,
      tgl_donasi: d.createdAt.toISOString(),
      tgl_bayar: d.paidAt?.toISOString() ?? null,
      doa: d.doa,
      channel_name: m.channelName,
    };
  });
}

export type PaymentNotification = { eventId: string; code: string; amount: number };
export type NotificationOutcome = 'paid' | 'replay' | 'already-paid' | 'not-found' | 'amount-mismatch' | 'not-payable';

/**
 * Who says the money arrived: the provider's webhook, a staff member who saw the transfer, or a
 * gateway whose own status call confirmed the settlement (then, like staff, it may pay a donation
 * the sweep expired meanwhile: the money did arrive before the gateway's deadline).
 */
export type PaymentSource = 'provider' | 'staff' | 'gateway';
export type MarkPaidOutcome = 'paid' | 'replay' | 'already-paid' | 'not-payable';

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
 * the referring fundraiser's) is written in the same transaction, so every provider gets it.
 */
export async function markDonationPaid(
  db: Db,
  p: { eventId: string; code: string; now: Date; source: PaymentSource },
): Promise<MarkPaidOutcome> {
  const payable = p.source !== 'provider'
    ? inArray(donations.status, ['pending', 'expired'])
    : and(eq(donations.status, 'pending'), gt(donations.expiresAt, p.now));
  try {
    return await db.transaction(async (tx) => {
      if (!(await recordPaymentEvent(tx, p))) return 'replay' as const;
      const moved = await tx
        .update(donations)
        .set({ status: 'paid', paidAt: p.now })
        .where(and(eq(donations.code, p.code), payable))
        .returning({ id: donations.id });
      if (moved.length > 0) {
        await messagesForPaidDonation(tx, p.code, p.now);
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
}

/**
 * Applies a verified "paid" notification: each event once (payment_notifications.event_id), and
 * each donation moves pending → paid once (a conditional update), never after its deadline.
 */
export async function applyPaymentNotification(db: Db, n: PaymentNotification, now: Date): Promise<NotificationOutcome> {
  const [donation] = await db.select({ total: donations.total }).from(donations).where(eq(donations.code, n.code)).limit(1);
  if (!donation) return 'not-found';
  if (donation.total !== n.amount) return 'amount-mismatch';
  return markDonationPaid(db, { eventId: n.eventId, code: n.code, now, source: 'provider' });
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
      if (moved.length > 0) return 'closed' as const;
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
    return full ? 'reversed' as const : 'flagged' as const;
  });
}
