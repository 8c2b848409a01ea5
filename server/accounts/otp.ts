import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { otpCodes, otpProofs, rateLimits } from '../db/schema.ts';
import { sendOneTimeCode, type WhatsAppGateway } from '../whatsapp/index.ts';
import { hitRateLimit, releaseAttempt, scaled, takeAttempt } from '../lib/rate-limit.ts';
import { Refusal, tooManyTries } from '../lib/refusal.ts';
import { brand } from '../../src/contract/brand.ts';
import { OTP_MAX_ATTEMPTS, OTP_MESSAGES, OTP_TTL_SECONDS, PROOF_TTL_SECONDS, type OtpPurpose } from '../../src/contract/auth.ts';

/*
 * One-time codes made, sent and checked by the server. A code is five digits from
 * crypto.randomInt; only an HMAC of it (keyed by the server's pepper and bound to number and
 * purpose) is stored, so a leaked table cannot be tried offline against the 90 000 possibilities.
 * It is accepted for OTP_TTL_SECONDS and OTP_MAX_ATTEMPTS tries; a new code for the same number
 * and purpose voids the previous one. A correct code is exchanged for a proof: a random token,
 * stored only as its hash, bound to number, purpose and account, usable once within 10 minutes.
 */

export const OTP_LIMITS = {
  sendPerNumber: { limit: 5, windowSeconds: 3600 },
  sendPerNumberDaily: { limit: 10, windowSeconds: 86_400 },
  sendPerAddress: { limit: 20, windowSeconds: 3600 },
  verifyPerAddress: { limit: 60, windowSeconds: 3600 },
  /**
   * Wrong codes per number, across every code sent to it, per 30 days. Codes are bound to the
   * browser that asked for them (its ticket), so a stranger guesses only at codes they asked for
   * themselves (each lands on the owner's WhatsApp) and never at the owner's; a right code gives
   * its try back. A code's five tries are free; after them each next try waits 60 s, doubling.
   *
   * The takeover bound, for a stranger guessing at one number for a month (31 days):
   * - a 30-day window holds 13 wrong codes, and 31 days touch at most three windows: 39;
   * - once the budget is spent, a code sent then gets exactly one try, and such codes go out at
   *   most once a day (lastChancePerNumber): 31 more.
   * So at most 70 codes are ever checked in a month, and 70 / 90 000 ≈ 1 in 1 286 < 1 in 1 000
   * (monthlyTakeoverBound; test/server/attack-auth.test.ts drives a month of it).
   * The owner is never shut out by guesses: after the budget is spent they still get a code a day
   * and its first try, which is all a person reading the code off WhatsApp needs.
   */
  wrongCodesPerNumber: { limit: 13, windowSeconds: 30 * 86_400, freeAttempts: 5, baseDelaySeconds: 60, maxDelaySeconds: 3600 },
  lastChancePerNumber: { limit: 1, windowSeconds: 86_400 },
} as const;

export type OtpDeps = { whatsapp: WhatsAppGateway; pepper: string };

const codeHash = (pepper: string, phone: string, purpose: string, code: string) =>
  createHmac('sha256', pepper).update(`${purpose}\n${phone}\n${code}`).digest('hex');
const proofHash = (token: string) => createHash('sha256').update(token).digest('hex');
const ticketHash = (ticket: string) => createHash('sha256').update(`otp-ticket\n${ticket}`).digest('hex');

/**
 * Codes checked in a 31-day month at most, and the chance a stranger guesses one: the budget
 * windows a month touches, plus one last-chance code a day (see OTP_LIMITS.wrongCodesPerNumber).
 */
export function monthlyTakeoverBound(): { checks: number; chance: number } {
  const { wrongCodesPerNumber: wrong, lastChancePerNumber: last } = OTP_LIMITS;
  const month = 31 * 86_400;
  const windowsTouched = Math.ceil(month / wrong.windowSeconds) + 1;
  const checks = windowsTouched * wrong.limit + Math.ceil(month / last.windowSeconds) * last.limit;
  return { checks, chance: checks / 90_000 };
}

/** Whether the number's budget of wrong codes is spent in the current window. */
async function wrongBudgetSpent(db: Db, phone: string, now: Date): Promise<boolean> {
  const rule = OTP_LIMITS.wrongCodesPerNumber;
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db.select({ count: rateLimits.count }).from(rateLimits)
    .where(and(eq(rateLimits.key, wrongKey(phone)), eq(rateLimits.windowStart, windowStart)));
  return (row?.count ?? 0) >= rule.limit;
}
const wrongKey = (phone: string) => `otp-wrong:phone:${phone}`;

/** Full international number for the gateway: 62 + the stored number. */
export const waNumber = (phone: string) => `62${phone}`;

const reasons: Record<OtpPurpose, string> = {
  register: 'untuk mendaftar',
  'forgot-password': 'untuk mengatur ulang kata sandi',
  'change-phone-current': 'untuk mengubah data akun',
  'change-phone-new': 'untuk memakai nomor ini sebagai nomor Whatsapp akunmu',
};

/** Sent instead of a registration code to a number that already has an account. */
export function alreadyRegisteredMessage(): string {
  return `Assalamu'alaikum! Ada permintaan mendaftar ${brand.name} dengan nomor ini, padahal nomor ini sudah terdaftar. `
    + 'Silakan masuk dengan kata sandimu, atau pakai "Lupa kata sandi" bila lupa. Jika bukan kamu yang meminta, abaikan pesan ini.';
}

/** Told to the number's owner when its daily budget of wrong codes runs out. */
export function tooManyWrongCodesMessage(): string {
  return `Assalamu'alaikum! Kode OTP ${brand.name} untuk nomor ini sudah terlalu sering dimasukkan salah hari ini, `
    + 'jadi verifikasi kami hentikan sampai besok demi keamanan. Jika itu bukan kamu, jangan berikan kode OTP kepada siapa pun; '
    + 'kata sandi dan akunmu tetap aman.';
}

export function otpMessage(code: string, purpose: OtpPurpose): string {
  return `Assalamu'alaikum! Kode OTP ${brand.name} kamu ${reasons[purpose]}: ${code}\n`
    + `Kode ini berlaku 2 menit. Jangan berikan kode ini kepada siapa pun, termasuk yang mengaku dari ${brand.name}.`;
}

/** Counts one send for the number and the client address; refused (too many) when either is over its limit. */
export async function guardOtpSend(db: Db, phone: string, ip: string, now: Date, addressFactor = 1): Promise<void> {
  const verdicts = [
    await hitRateLimit(db, `otp-send:phone:${phone}`, OTP_LIMITS.sendPerNumber, now),
    await hitRateLimit(db, `otp-send-day:phone:${phone}`, OTP_LIMITS.sendPerNumberDaily, now),
    await hitRateLimit(db, `otp-send:ip:${ip}`, scaled(OTP_LIMITS.sendPerAddress, addressFactor), now),
  ];
  const refused = verdicts.filter((v) => !v.allowed);
  if (refused.length > 0) throw tooManyTries(Math.max(...refused.map((v) => v.retryAfterSeconds)));
}

export type IssuedCode = { phone: string; purpose: OtpPurpose; sentAt: string; expiresAt: string };

/**
 * What the number is sent: its code; a notice in its place (registering a number that has an
 * account); or nothing (resetting a number without one). In every case a code is stored, so the
 * code screen that follows answers exactly as it would for any other number.
 */
export type Delivery = 'code' | 'already-registered' | 'nothing';

/**
 * Makes a new code for number and purpose (voiding any earlier one), stores its HMAC and sends
 * it (or the delivery's notice). `background` sends without waiting for the gateway, so the
 * answer's timing says nothing (forgot_password answers the same whether a code went out or not).
 */
export async function issueCode(
  db: Db,
  deps: OtpDeps & { onSendError?: (error: unknown) => void },
  input: { phone: string; purpose: OtpPurpose; userId: number | null; ticket: string; background?: boolean; delivery?: Delivery },
  now: Date,
): Promise<IssuedCode> {
  // With the budget of wrong codes spent, one code a day still goes out, to be checked once.
  let lastChance = false;
  if (await wrongBudgetSpent(db, input.phone, now)) {
    const verdict = await hitRateLimit(db, `otp-last-chance:phone:${input.phone}`, OTP_LIMITS.lastChancePerNumber, now);
    if (!verdict.allowed) throw new Refusal('too-many', OTP_MESSAGES.tooManyWrong, { code: OTP_MESSAGES.tooManyWrong }, verdict.retryAfterSeconds);
    lastChance = true;
  }
  const code = String(randomInt(10_000, 100_000));
  const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
  const ticket = ticketHash(input.ticket);
  // A new code voids this browser's earlier one only: a stranger asking for a code leaves the owner's live.
  await db.update(otpCodes).set({ consumedAt: now })
    .where(and(eq(otpCodes.phone, input.phone), eq(otpCodes.purpose, input.purpose), eq(otpCodes.ticketHash, ticket), isNull(otpCodes.consumedAt)));
  await db.insert(otpCodes).values({
    phone: input.phone, purpose: input.purpose, codeHash: codeHash(deps.pepper, input.phone, input.purpose, code),
    userId: input.userId, createdAt: now, expiresAt, ticketHash: ticket, lastChance,
  });
  const delivery = input.delivery ?? 'code';
  const text = delivery === 'code' ? otpMessage(code, input.purpose) : delivery === 'already-registered' ? alreadyRegisteredMessage() : null;
  const sending = text === null ? Promise.resolve()
    : delivery === 'code' ? sendOneTimeCode(deps.whatsapp, waNumber(input.phone), code, text)
    : deps.whatsapp.send(waNumber(input.phone), text);
  if (input.background) sending.catch((error: unknown) => deps.onSendError?.(error));
  else {
    try {
      await sending;
    } catch (error) {
      // The gateway is outside this machine: say so plainly instead of a generic server error.
      deps.onSendError?.(error);
      throw new Refusal('unavailable', OTP_MESSAGES.sendFailed);
    }
  }
  return { phone: input.phone, purpose: input.purpose, sentAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
}

/** The newest code sent to this number for this purpose by this account, if within `withinSeconds`. */
export async function findRecentCode(db: Db, input: { phone: string; purpose: OtpPurpose; userId: number }, now: Date, withinSeconds: number) {
  const rows = await db.select({ id: otpCodes.id }).from(otpCodes)
    .where(and(
      eq(otpCodes.phone, input.phone), eq(otpCodes.purpose, input.purpose), eq(otpCodes.userId, input.userId),
      gt(otpCodes.createdAt, new Date(now.getTime() - withinSeconds * 1000)),
    ))
    .limit(1);
  return rows[0] ?? null;
}

export type VerifyResult =
  | { ok: true; proof: string; expiresAt: string }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'void' }
  | { ok: false; reason: 'budget'; retryAfterSeconds: number };

type CodeQuery = { phone: string; purpose: OtpPurpose; code: string; ticket: string | undefined };

/** The live code this browser asked for, if any. */
async function liveCodeFor(db: Db, input: CodeQuery, now: Date) {
  if (!input.ticket) return undefined;
  const [row] = await db.select().from(otpCodes)
    .where(and(
      eq(otpCodes.phone, input.phone), eq(otpCodes.purpose, input.purpose), eq(otpCodes.ticketHash, ticketHash(input.ticket)),
      isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now), sql`${otpCodes.attempts} < ${OTP_MAX_ATTEMPTS}`,
    ))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return row;
}

/**
 * Checks a code within the number's budget of wrong codes. A guess without a live code of this
 * browser is answered 'void' and counts nothing: it could never have been right. Otherwise the try
 * is counted before the code is looked at (so parallel guesses all count) and given back if it was
 * right; when the budget is spent, a last-chance code gets its one try. When a wrong code spends
 * the last of the budget, the owner is told by WhatsApp.
 */
export async function verifyCodeWithinBudget(
  db: Db,
  deps: OtpDeps & { onSendError?: (error: unknown) => void },
  input: CodeQuery,
  now: Date,
): Promise<VerifyResult> {
  const live = await liveCodeFor(db, input, now);
  if (!live) return { ok: false, reason: 'void' };
  const rule = OTP_LIMITS.wrongCodesPerNumber;
  const key = wrongKey(input.phone);
  const attempt = await takeAttempt(db, key, rule, now);
  if (!attempt.allowed) {
    if (!(live.lastChance && live.attempts === 0)) return { ok: false, reason: 'budget', retryAfterSeconds: attempt.retryAfterSeconds };
    return verifyCode(db, deps.pepper, input, now, 1);
  }
  const result = await verifyCode(db, deps.pepper, input, now);
  if (result.ok) await releaseAttempt(db, key, rule, now);
  else if (attempt.count === rule.limit) {
    deps.whatsapp.send(waNumber(input.phone), tooManyWrongCodesMessage()).catch((error: unknown) => deps.onSendError?.(error));
  }
  return result;
}

/**
 * Checks a code against this browser's live code. Each try is counted in the same statement that
 * checks the code is still live, so parallel guesses cannot exceed `maxAttempts`; after the last
 * wrong try the code is void, even for the right digits.
 */
export async function verifyCode(db: Db, pepper: string, input: CodeQuery, now: Date, maxAttempts: number = OTP_MAX_ATTEMPTS): Promise<VerifyResult> {
  const row = await liveCodeFor(db, input, now);
  if (!row) return { ok: false, reason: 'void' };
  const counted = await db.update(otpCodes).set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now), sql`${otpCodes.attempts} < ${maxAttempts}`))
    .returning({ attempts: otpCodes.attempts });
  const attempts = counted[0]?.attempts;
  if (attempts === undefined) return { ok: false, reason: 'void' };

  const given = Buffer.from(codeHash(pepper, input.phone, input.purpose, input.code), 'hex');
  const stored = Buffer.from(row.codeHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    return { ok: false, reason: 'wrong', attemptsLeft: maxAttempts - attempts };
  }
  const consumed = await db.update(otpCodes).set({ consumedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (consumed.length === 0) return { ok: false, reason: 'void' }; // a parallel request took it

  const proof = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PROOF_TTL_SECONDS * 1000);
  await db.insert(otpProofs).values({
    tokenHash: proofHash(proof), phone: input.phone, purpose: input.purpose, userId: row.userId, createdAt: now, expiresAt,
  });
  return { ok: true, proof, expiresAt: expiresAt.toISOString() };
}

type ProofQuery = { token: string | undefined; phone: string; purpose: OtpPurpose; userId?: number };

const liveProof = (input: ProofQuery & { token: string }, now: Date) => and(
  eq(otpProofs.tokenHash, proofHash(input.token)), eq(otpProofs.phone, input.phone), eq(otpProofs.purpose, input.purpose),
  isNull(otpProofs.usedAt), gt(otpProofs.expiresAt, now),
  ...(input.userId !== undefined ? [eq(otpProofs.userId, input.userId)] : []),
);

/** Whether `consumeProof` would accept this proof now, without using it up. */
export async function hasLiveProof(db: Db, input: ProofQuery, now: Date): Promise<boolean> {
  if (!input.token) return false;
  const rows = await db.select({ tokenHash: otpProofs.tokenHash }).from(otpProofs).where(liveProof({ ...input, token: input.token }, now)).limit(1);
  return rows.length > 0;
}

/**
 * Uses a proof up, if it is live and was made for exactly this number, purpose (and account,
 * when given). A proof that does not match is left as it was and null is answered.
 */
export async function consumeProof(db: Db, input: ProofQuery, now: Date): Promise<{ userId: number | null } | null> {
  if (!input.token) return null;
  const rows = await db.update(otpProofs).set({ usedAt: now })
    .where(liveProof({ ...input, token: input.token }, now))
    .returning({ userId: otpProofs.userId });
  return rows[0] ?? null;
}
