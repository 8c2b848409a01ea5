import { randomBytes, randomInt } from 'node:crypto';
import { and, between, count, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { donations, fundraisers, paymentMethods } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { GatewayRefusal, isMethodOffered, type PaymentInstruction, type PaymentProvider, type PaymentRequest } from '../payments/index.ts';
import { hitRateLimit, hitRateLimits, scaled, type RateLimitVerdict } from '../lib/rate-limit.ts';
import { isProgramOpen } from '../../src/contract/program-open.ts';
import { findProgramByProgramId } from '../programs/index.ts';
import { zakatColumns, zakatFieldsProblem } from '../zakat/index.ts';
import { hashRequestInput } from '../lib/idempotency.ts';
import { minimumForPaymentType, minimumMessage, type DonateRequest } from '../../src/contract/donation.ts';
import { parseProgramId } from '../../src/contract/program-id.ts';
import { QURBAN_PROGRAM_TYPE } from '../../src/contract/qurban.ts';
import { formatRupiah } from '../../src/contract/rupiah.ts';
import { expireStaleDonations } from './expiry.ts';
import type { ShortMemo } from '../lib/short-memo.ts';
import { isPaymentType } from './reads.ts';

// Creation: a pending donation from the donate form, with its limits, its unique final digits
// (manual transfers) and the gateway's charge.

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
  | { reason: 'key-reused' }
  | { reason: 'zakat-invalid'; field: 'zakatKind' | 'zakatCount'; message: string };

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
  /** Program and payment-method rows read once for a crowd (a change shows within its lifetime); absent: read each time. */
  memo?: ShortMemo;
  /** Set only by a qurban booking's payment (mosques/qurban-payments.ts): the one way into a qurban program. */
  qurban?: boolean;
};

/** The unique-violation constraint name, looking through drizzle's wrapping of driver errors. */
function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

const MAX_INSERT_ATTEMPTS = 60;

/** The limits one donation attempt counts against. */
const attemptLimits = (phone: string, client: CreateDonationOptions['client']) => [
  { key: `donate:ip:${client.address}`, rule: scaled(DONATION_LIMITS.perAddress, client.addressFactor) },
  { key: `donate:phone:${phone}`, rule: DONATION_LIMITS.perPhone },
];

/** Refused when any verdict is: the longest wait of them. */
function overLimit(verdicts: readonly RateLimitVerdict[]): DonationRefusal | null {
  const refused = verdicts.filter((v) => !v.allowed);
  return refused.length > 0 ? { reason: 'rate-limited', retryAfterSeconds: Math.max(...refused.map((v) => v.retryAfterSeconds)) } : null;
}

async function countDonationAttempt(db: Db, phone: string, client: CreateDonationOptions['client'], now: Date): Promise<DonationRefusal | null> {
  // Both limits in one statement: a crowd's every donation waits on one commit here, not two.
  return overLimit(await hitRateLimits(db, attemptLimits(phone, client), now));
}

/**
 * Counts the attempt against its limits and inserts the donation in one statement, the row only
 * when no limit is exceeded: on PGlite a crowd's donations queue for one engine, so one statement
 * instead of two is less work for every donor waiting behind. The same upsert as hitRateLimits
 * (keys locked in one order); a failed insert takes its count back with it, so the retry counts
 * the attempt once. Answers the refusal, or the code (null: another request holds this
 * idempotency key).
 */
async function insertCountedDonation(
  db: Db, row: typeof donations.$inferInsert, client: CreateDonationOptions['client'], now: Date,
): Promise<{ refusal: DonationRefusal } | { code: string | null }> {
  const windows = attemptLimits(row.donorPhone, client).map(({ key, rule }) => {
    const windowMs = rule.windowSeconds * 1000;
    return { key, rule, windowMs, windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs) };
  });
  const hits = sql.join([...windows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((w) => sql`(${w.key}, ${w.windowStart.toISOString()}::timestamptz, 1)`), sql`, `);
  const exceeded = sql.join(windows.map((w) => sql`(h.key = ${w.key} and h.count > ${w.rule.limit})`), sql` or `);
  const columns = getTableColumns(donations);
  const given = (Object.entries(row) as [keyof typeof columns, unknown][]).filter(([, value]) => value !== undefined);
  // INSERT … SELECT types its parameters by their casts, not by the target columns.
  const names = sql.join(given.map(([field]) => sql.identifier(columns[field].name)), sql`, `);
  const values = sql.join(given.map(([field, value]) => sql`${sql.param(value, columns[field])}::${sql.raw(columns[field].getSQLType())}`), sql`, `);
  const result = await db.execute(sql`
    with hits as (
      insert into rate_limits (key, window_start, count) values ${hits}
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning key, count
    ), made as (
      insert into donations (${names}) select ${values} where not exists (select 1 from hits h where ${exceeded})
      on conflict (idempotency_key) do nothing
      returning code
    )
    select (select json_agg(json_build_object('key', key, 'count', count)) from hits) as hits, (select code from made) as code`);
  const [answer] = (result as { rows: { hits: { key: string; count: number }[] | null; code: string | null }[] }).rows;
  const refusal = overLimit(windows.map(({ key, rule, windowMs, windowStart }) => {
    const counted = answer?.hits?.find((h) => h.key === key)?.count ?? 1;
    return { allowed: counted <= rule.limit, count: counted, retryAfterSeconds: (windowStart.getTime() + windowMs - now.getTime()) / 1000 };
  }));
  return refusal ? { refusal } : { code: answer?.code ?? null };
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
  // A name shown (anonim false, the default) hashes as a request from before the option existed,
  // so a retry across the upgrade under the same key is still the same request.
  const requestHash = hashRequestInput({ ...input, anonim: input.anonim || undefined });

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
  // Every attempt from here counts against the limits once, and an exceeded limit is what the
  // donor hears first: a refusal counts on its way out, a transfer before its checks, and any
  // other donation in the statement that writes it (insertCountedDonation).
  const refuse = async (refusal: DonationRefusal) => ({ ok: false as const, ...((await countDonationAttempt(db, input.donorPhone, options.client, now)) ?? refusal) });
  const remembered = <T>(key: string, read: () => Promise<T>) => (options.memo ? options.memo.recall(key, now, read) : read());
  const program = await remembered(`program ${input.programId}`, () => findProgramByProgramId(db, input.programId));
  // Qurban money is paid toward a booking, never given to the program from the donate form.
  if (!program || (program.type === QURBAN_PROGRAM_TYPE) !== (options.qurban === true)) return refuse({ reason: 'program-not-found' });
  if (!isProgramOpen(program, now)) return refuse({ reason: 'program-closed' });
  const zakatProblem = zakatFieldsProblem(program.type, input);
  if (zakatProblem) return refuse({ reason: 'zakat-invalid', ...zakatProblem });

  const method = await remembered(`payment method ${input.codePayment}`, async () =>
    (await db.select().from(paymentMethods).where(eq(paymentMethods.code, input.codePayment)).limit(1))[0]);
  if (!method || !method.active || !isPaymentType(method.type) || !isMethodOffered(method, options.payments.name)) return refuse({ reason: 'method-unavailable' });
  // The method's own kind decides the minimum, whatever typePayment the client sent; a method
  // may also set a higher floor of its own.
  const minimum = Math.max(minimumForPaymentType(method.type), method.minimum);
  if (input.price < minimum) {
    return refuse({ reason: 'below-minimum', message: minimum === minimumForPaymentType(method.type) ? minimumMessage(method.type) : `Nominal minimal ${formatRupiah(minimum)} untuk metode ini` });
  }

  const channelLimits = method.type === 'Manual' ? {} : options.payments.channelLimits?.(method.channel) ?? {};
  if (channelLimits.maxAmount !== undefined && input.price > channelLimits.maxAmount) {
    return refuse({ reason: 'above-maximum', message: `Nominal maksimal ${formatRupiah(channelLimits.maxAmount)} untuk metode ini. Pilih metode lain untuk nominal sebesar ini, ya` });
  }

  let fundraiserId: number | null = null;
  if (input.ref) {
    const [fundraiser] = await db.select({ id: fundraisers.id }).from(fundraisers).where(eq(fundraisers.kodeRef, input.ref)).limit(1);
    fundraiserId = fundraiser?.id ?? null;
  }

  const manual = method.type === 'Manual';
  if (manual) {
    const exceeded = await countDonationAttempt(db, input.donorPhone, options.client, now);
    if (exceeded) return { ok: false, ...exceeded };
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
    const charge: PaymentRequest & { method: PaymentRequest['method'] & { id: number } } = {
      code, total, method: { type: method.type, code: method.code, channel: method.channel, id: method.id }, expiresAt, orderedAt: now,
      returnUrl: options.appOrigin ? `${options.appOrigin}/donation/${code}/checkout` : undefined,
      donor: { name: input.donorName, phone: input.donorPhone, email: input.donorEmail ?? null },
      device: input.device,
    };
    // A provider that charges nothing when instructing (the simulator) has its instruction
    // written with the row; should it fail, the usual path below asks again and withdraws.
    const known = !manual && options.payments.instructsLocally ? await options.payments.instruct(charge).catch(() => null) : null;
    // Recorded before the gateway hears of it: the gateway's first notification finds the
    // donation, and no charge can succeed for a donation that was never written.
    try {
      const row: typeof donations.$inferInsert = {
        code,
        programId: program.id,
        amount: input.price,
        uniqueDigits,
        total,
        donorName: input.donorName,
        donorPhone: input.donorPhone,
        donorEmail: input.donorEmail ?? null,
        doa: input.donorPray ?? null,
        hideName: input.anonim,
        ...zakatColumns(input),
        userId: options.userId,
        fundraiserId,
        paymentMethodId: method.id,
        status: 'pending',
        paymentProvider: manual ? null : options.payments.name,
        idempotencyKey,
        requestHash: idempotencyKey ? requestHash : null,
        createdAt: now,
        expiresAt,
        ...(known ? instructionColumns(known) : {}),
      };
      let made: string | null;
      if (manual) {
        const inserted = await db.insert(donations).values(row).onConflictDoNothing({ target: donations.idempotencyKey }).returning({ code: donations.code });
        made = inserted[0]?.code ?? null;
      } else {
        const counted = await insertCountedDonation(db, row, options.client, now);
        if ('refusal' in counted) return { ok: false, ...counted.refusal };
        made = counted.code;
      }
      if (made) {
        if (manual || known) return { ok: true, code, created: true };
        return chargeRecordedDonation(db, options, charge);
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
  await db.update(donations).set(instructionColumns(instruction)).where(eq(donations.code, code));
  return { ok: true, code, created: true };
}

/** Where to pay, as the donation row keeps it. */
function instructionColumns(instruction: PaymentInstruction) {
  return {
    vaNumber: instruction.vaNumber ?? null,
    qrisPayload: instruction.qrisPayload ?? null,
    gatewayTransactionId: instruction.gatewayTransactionId ?? null,
    deeplinkUrl: instruction.deeplinkUrl ?? null,
    qrImageUrl: instruction.qrImageUrl ?? null,
    billerCode: instruction.billerCode ?? null,
  };
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
