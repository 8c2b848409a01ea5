import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { otpCodes, otpProofs, rateLimits } from '../db/schema.ts';
import { sendOneTimeCode, type WhatsAppGateway } from '../whatsapp/index.ts';
import {
  countInWindow, giveBack, releaseAttempt, scaled, secondsLeftInWindow, takeAttempt, takeHit, type AttemptRule, type RateLimitRule, type RateLimitVerdict,
} from '../lib/rate-limit.ts';
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

/*
 * Who pays for what. A number's owner proves possession by the code WhatsApp shows them, so the
 * limits are charged to whoever asks and guesses first (the browser's ticket, the client address),
 * and what is charged to the number only bounds what strangers together can do to it:
 * - Sends. Each requester (ticket, and address) gets sendPerRequester codes an hour for a number.
 *   The number's quiet cap (sendPerNumberDaily) refuses no one by itself: past it, a requester
 *   gets a code only if its ticket and its address have had fewer than sendPastCapPerRequester
 *   codes for this number today. So a stranger at one address makes at most 10 codes a day land
 *   on the number (each further address: 2 more), and the owner, asking from their own browser and
 *   address, still gets theirs.
 * - Wrong codes. Each requester (ticket, and address) has its own budget for a number
 *   (wrongCodesPerRequester), with the growing waits; a stranger's guesses and waits never reach
 *   the owner's ticket or address. The number's budget (wrongCodesPerNumber, then one last-chance
 *   try a day) has no waits and is what bounds a takeover (below); it is charged before a code is
 *   looked at and given back when the code was right, so only wrong guesses spend it.
 * - Refused calls count nothing, anywhere: every count is taken only when the call goes through,
 *   and given back when a later limit (or the WhatsApp gateway) refuses it after all.
 *
 * The takeover bound, for strangers with any number of browsers and addresses guessing at one
 * number for a month (31 days): a code they ask for lands on the owner's WhatsApp and is bound to
 * their ticket, so every check is a blind guess at one of 90 000 codes, and every wrong one spends
 * the number's budget:
 * - a 30-day window holds 13 wrong codes, and 31 days touch at most three windows: 39;
 * - once that is spent, each code's first try is still checked, but only one wrong such try a
 *   day is taken for the number (lastChancePerNumber; a right one gives it back): 31 more.
 * So at most 70 wrong codes are ever checked in a month, and 70 / 90 000 ≈ 1 in 1 286 < 1 in 1 000
 * (monthlyTakeoverBound; test/server/accounts/attack-auth.test.ts drives a month of it).
 *
 * Browsers that proved the number by a right code (knownForSeconds) are held to their own
 * budgets only, and not counted in the bound: only the code that reached the number makes one.
 *
 * What the owner can meet: a stranger's waits and refusals are the stranger's own. Only a spent
 * number budget reaches the owner, and spending it takes wrong guesses from many addresses (one
 * address spends at most wrongCodesPerRequester.limit of it in 30 days): then, on a browser that
 * has not proved the number lately, the first try of the day's code is the owner's unless a
 * stranger's wrong try came first that day. No rule can do better without telling owner from
 * stranger before the code is checked: any number-wide budget that never refuses a fresh
 * requester lets strangers with enough addresses check without bound. Password login counts
 * none of these.
 */
export const OTP_LIMITS = {
  /** Codes an address may ask for, for any numbers. */
  sendPerAddress: { limit: 20, windowSeconds: 3600 },
  /** Codes one ticket, and one address, may ask for one number. */
  sendPerRequester: { limit: 5, windowSeconds: 3600 },
  /** The number's quiet cap: past it, only requesters new to the number today get a code. */
  sendPerNumberDaily: { limit: 10, windowSeconds: 86_400 },
  /** Past the quiet cap: codes one ticket, and one address, may have had for the number today. */
  sendPastCapPerRequester: { limit: 2, windowSeconds: 86_400 },
  verifyPerAddress: { limit: 60, windowSeconds: 3600 },
  /**
   * Wrong codes per ticket and per address for one number, per 30 days: a code's five tries are
   * free; after them each next try from that address waits 60 s, doubling. A right code gives
   * its try back.
   */
  wrongCodesPerRequester: { limit: 8, windowSeconds: 30 * 86_400, freeAttempts: 5, baseDelaySeconds: 60, maxDelaySeconds: 3600 },
  /** Wrong codes per number, from anyone, per 30 days; no waits (those are the requester's). */
  wrongCodesPerNumber: { limit: 13, windowSeconds: 30 * 86_400 },
  /** With the number's budget spent: wrong first tries taken per day. */
  lastChancePerNumber: { limit: 1, windowSeconds: 86_400 },
  /** How long a browser that proved a number by its right code is known for it (then only its own limits apply). */
  knownForSeconds: 30 * 86_400,
} as const;

export type OtpDeps = { whatsapp: WhatsAppGateway; pepper: string };

const codeHash = (pepper: string, phone: string, purpose: string, code: string) =>
  createHmac('sha256', pepper).update(`${purpose}\n${phone}\n${code}`).digest('hex');
const proofHash = (token: string) => createHash('sha256').update(token).digest('hex');
const ticketHash = (ticket: string) => createHash('sha256').update(`otp-ticket\n${ticket}`).digest('hex');

/**
 * Wrong codes checked in a 31-day month at most, and the chance a stranger guesses one: the
 * budget windows a month touches, plus one last-chance try a day (see the rule above OTP_LIMITS).
 */
export function monthlyTakeoverBound(): { checks: number; chance: number } {
  const { wrongCodesPerNumber: wrong, lastChancePerNumber: last } = OTP_LIMITS;
  const month = 31 * 86_400;
  const windowsTouched = Math.ceil(month / wrong.windowSeconds) + 1;
  const checks = windowsTouched * wrong.limit + Math.ceil(month / last.windowSeconds) * last.limit;
  return { checks, chance: checks / 90_000 };
}

/** A count kept with no limit (the largest integer the counter column holds). */
const NO_LIMIT = 2_147_483_647;

// The 30-day keys share the 'otp-wrong:' prefix: the hourly purge keeps them for their window.
const keys = {
  wrongNumber: (phone: string) => `otp-wrong:phone:${phone}`,
  wrongTicket: (ticket: string, phone: string) => `otp-wrong:ticket:${ticketHash(ticket)}:${phone}`,
  wrongAddress: (ip: string, phone: string) => `otp-wrong:ip:${ip}:${phone}`,
  lastChance: (phone: string) => `otp-last-chance:phone:${phone}`,
  sendAddress: (ip: string) => `otp-send:ip:${ip}`,
  sendTicket: (ticket: string, phone: string) => `otp-send:ticket:${ticketHash(ticket)}:${phone}`,
  sendAddressNumber: (ip: string, phone: string) => `otp-send:ip:${ip}:${phone}`,
  sendNumberDay: (phone: string) => `otp-send-day:phone:${phone}`,
  sendTicketDay: (ticket: string, phone: string) => `otp-send-day:ticket:${ticketHash(ticket)}:${phone}`,
  sendAddressDay: (ip: string, phone: string) => `otp-send-day:ip:${ip}:${phone}`,
};

/**
 * A browser that proved the number by a right code within knownForSeconds (a row a day, under the
 * 'otp-wrong:' prefix so the purge keeps it 31 days). Only the code that reached the number can
 * make a browser known, so a stranger's browser never is.
 */
const knownKey = (ticket: string, phone: string) => `otp-wrong:known:${ticketHash(ticket)}:${phone}`;
const KNOWN_RULE: RateLimitRule = { limit: NO_LIMIT, windowSeconds: 86_400 };

async function knownBrowser(db: Db, ticket: string | undefined, phone: string, now: Date): Promise<boolean> {
  if (!ticket) return false;
  const since = new Date(now.getTime() - OTP_LIMITS.knownForSeconds * 1000);
  const rows = await db.select({ count: rateLimits.count }).from(rateLimits)
    .where(and(eq(rateLimits.key, knownKey(ticket, phone)), gte(rateLimits.windowStart, since))).limit(1);
  return rows.length > 0;
}

/** Whether the number's budget of wrong codes is spent in the current window. */
async function wrongBudgetSpent(db: Db, phone: string, now: Date): Promise<boolean> {
  const rule = OTP_LIMITS.wrongCodesPerNumber;
  return (await countInWindow(db, keys.wrongNumber(phone), rule, now)) >= rule.limit;
}

/** Whether the day's last-chance try for the number is taken (with its budget spent). */
async function lastChanceTaken(db: Db, phone: string, now: Date): Promise<RateLimitVerdict | null> {
  const rule = OTP_LIMITS.lastChancePerNumber;
  const count = await countInWindow(db, keys.lastChance(phone), rule, now);
  if (count < rule.limit) return null;
  return { allowed: false, count, retryAfterSeconds: secondsLeftInWindow(rule, now) };
}

type Hit = { key: string; rule: RateLimitRule };

/**
 * Takes one hit on each key in order, stopping at the first refusal and giving back the hits
 * already taken: a refused call counts nowhere. Answers the refusal, or the hits taken.
 */
async function takeAll(db: Db, hits: readonly Hit[], now: Date): Promise<{ refused: RateLimitVerdict | null; taken: Hit[] }> {
  const taken: Hit[] = [];
  for (const hit of hits) {
    const verdict = await takeHit(db, hit.key, hit.rule, now);
    if (!verdict.allowed) {
      await giveBackAll(db, taken, now);
      return { refused: verdict, taken: [] };
    }
    taken.push(hit);
  }
  return { refused: null, taken };
}
const giveBackAll = async (db: Db, hits: readonly Hit[], now: Date) => {
  for (const hit of hits) await giveBack(db, hit.key, hit.rule, now);
};

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

/** Told to the number's owner when its budget of wrong codes runs out (each code then gets one try). */
export function tooManyWrongCodesMessage(): string {
  return `Assalamu'alaikum! Kode OTP ${brand.name} untuk nomor ini sudah terlalu sering dimasukkan salah, `
    + 'jadi demi keamanan setiap kode berikutnya hanya bisa dicoba satu kali. Jika itu bukan kamu, jangan berikan kode OTP kepada siapa pun; '
    + 'kata sandi dan akunmu tetap aman.';
}

export function otpMessage(code: string, purpose: OtpPurpose): string {
  return `Assalamu'alaikum! Kode OTP ${brand.name} kamu ${reasons[purpose]}: ${code}\n`
    + `Kode ini berlaku 2 menit. Jangan berikan kode ini kepada siapa pun, termasuk yang mengaku dari ${brand.name}.`;
}

export type SendRequester = { phone: string; ip: string; ticket: string; addressFactor?: number };
/** A send let through: its counts, to give back if the code does not go out after all. */
export type GuardedSend = { lastChance: boolean; giveBack: () => Promise<void> };

/**
 * Counts one send for its requester (ticket and address) and the number, by the rule above
 * OTP_LIMITS; refused (too many) with nothing counted when the requester is over its own limits,
 * or, past the number's quiet cap, already had its codes for the number today. With the number's
 * wrong-code budget spent and the day's last-chance try taken, no code could be checked today:
 * refused too, before anything is counted.
 */
export async function guardOtpSend(db: Db, input: SendRequester, now: Date): Promise<GuardedSend> {
  const { phone, ip, ticket } = input;
  const factor = input.addressFactor ?? 1;
  const known = await knownBrowser(db, ticket, phone, now);
  const lastChance = !known && (await wrongBudgetSpent(db, phone, now));
  if (lastChance) {
    const taken = await lastChanceTaken(db, phone, now);
    if (taken) throw new Refusal('too-many', OTP_MESSAGES.tooManyWrong, { code: OTP_MESSAGES.tooManyWrong }, taken.retryAfterSeconds);
  }
  const L = OTP_LIMITS;
  const pastCap = !known && (await countInWindow(db, keys.sendNumberDay(phone), L.sendPerNumberDaily, now)) >= L.sendPerNumberDaily.limit;
  // Before the cap the day's per-requester counts only keep count (no limit), so that past it a
  // requester that filled the cap is known.
  const dayRule = (rule: RateLimitRule): RateLimitRule => (pastCap ? rule : { ...rule, limit: NO_LIMIT });
  const { refused, taken } = await takeAll(db, [
    { key: keys.sendAddress(ip), rule: scaled(L.sendPerAddress, factor) },
    { key: keys.sendTicket(ticket, phone), rule: L.sendPerRequester },
    { key: keys.sendAddressNumber(ip, phone), rule: scaled(L.sendPerRequester, factor) },
    { key: keys.sendTicketDay(ticket, phone), rule: dayRule(L.sendPastCapPerRequester) },
    { key: keys.sendAddressDay(ip, phone), rule: dayRule(scaled(L.sendPastCapPerRequester, factor)) },
    { key: keys.sendNumberDay(phone), rule: { ...L.sendPerNumberDaily, limit: NO_LIMIT } },
  ], now);
  if (refused) throw tooManyTries(refused.retryAfterSeconds);
  return { lastChance, giveBack: () => giveBackAll(db, taken, now) };
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
  guarded: GuardedSend,
): Promise<IssuedCode> {
  // Recorded for the operator: made while the number's budget was spent (first try only).
  const lastChance = guarded.lastChance;
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
      await guarded.giveBack(); // no code went out: the send counts nowhere
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
 * Checks a code within the requester's and the number's budgets of wrong codes (the rule above
 * OTP_LIMITS). A guess without a live code of this browser is answered 'void' and counts nothing:
 * it could never have been right. Otherwise the tries are taken before the code is looked at (so
 * parallel guesses all count) and given back if it was right; a refused try counts nowhere. A
 * browser that proved the number before is held to its own budgets only. When a wrong code
 * spends the last of the number's budget, the owner is told by WhatsApp.
 */
export async function verifyCodeWithinBudget(
  db: Db,
  deps: OtpDeps & { onSendError?: (error: unknown) => void },
  input: CodeQuery & { ip: string; addressFactor?: number },
  now: Date,
): Promise<VerifyResult> {
  const live = await liveCodeFor(db, input, now);
  if (!live || !input.ticket) return { ok: false, reason: 'void' };
  const query = { ...input, ticket: input.ticket };
  if (await knownBrowser(db, input.ticket, input.phone, now)) return verifyWithinRequester(db, deps, query, now, null, OTP_MAX_ATTEMPTS);

  // The number's share first: with its budget spent, only a code's first try, one wrong a day.
  const L = OTP_LIMITS;
  const spent = await wrongBudgetSpent(db, input.phone, now);
  if (spent && live.attempts > 0) return { ok: false, reason: 'budget', retryAfterSeconds: secondsLeftInWindow(L.wrongCodesPerNumber, now) };
  const numberHit: Hit = spent ? { key: keys.lastChance(input.phone), rule: L.lastChancePerNumber } : { key: keys.wrongNumber(input.phone), rule: L.wrongCodesPerNumber };
  const forNumber = await takeHit(db, numberHit.key, numberHit.rule, now);
  if (!forNumber.allowed) return { ok: false, reason: 'budget', retryAfterSeconds: forNumber.retryAfterSeconds };
  const result = await verifyWithinRequester(db, deps, query, now, numberHit, spent ? 1 : OTP_MAX_ATTEMPTS);
  if (!result.ok && result.reason === 'wrong' && !spent && forNumber.count === L.wrongCodesPerNumber.limit) {
    deps.whatsapp.send(waNumber(input.phone), tooManyWrongCodesMessage()).catch((error: unknown) => deps.onSendError?.(error));
  }
  return result;
}

/**
 * The requester's share (its ticket, then its address, whose waits are its own), then the check.
 * `numberHit`, already taken for the number, is given back with the requester's tries when the
 * call is refused, the code was right, or a parallel request took the code first.
 */
async function verifyWithinRequester(
  db: Db,
  deps: OtpDeps,
  input: CodeQuery & { ticket: string; ip: string; addressFactor?: number },
  now: Date,
  numberHit: Hit | null,
  maxAttempts: number,
): Promise<VerifyResult> {
  const rule = OTP_LIMITS.wrongCodesPerRequester;
  const taken: Hit[] = numberHit ? [numberHit] : [];
  const ticketHit: Hit = { key: keys.wrongTicket(input.ticket, input.phone), rule };
  const forTicket = await takeHit(db, ticketHit.key, ticketHit.rule, now);
  if (!forTicket.allowed) {
    await giveBackAll(db, taken, now);
    return { ok: false, reason: 'budget', retryAfterSeconds: forTicket.retryAfterSeconds };
  }
  taken.push(ticketHit);
  const addressRule: AttemptRule = { ...rule, limit: rule.limit * (input.addressFactor ?? 1) };
  const addressKey = keys.wrongAddress(input.ip, input.phone);
  const attempt = await takeAttempt(db, addressKey, addressRule, now);
  if (!attempt.allowed) {
    await giveBackAll(db, taken, now);
    return { ok: false, reason: 'budget', retryAfterSeconds: attempt.retryAfterSeconds };
  }

  const result = await verifyCode(db, deps.pepper, input, now, maxAttempts);
  if (result.ok) {
    // A right code is no failure: every try given back, the requester's wait lifted, and this
    // browser known for the number from now on.
    await giveBackAll(db, taken, now);
    await releaseAttempt(db, addressKey, addressRule, now);
    await takeHit(db, knownKey(input.ticket, input.phone), KNOWN_RULE, now);
  } else if (result.reason === 'void') {
    // A parallel request took the code first: nothing was checked, nothing counts.
    await giveBackAll(db, [...taken, { key: addressKey, rule: addressRule }], now);
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
