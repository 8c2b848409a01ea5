import * as v from 'valibot';
import { action, ok, type ActionContext, type Controller } from '../http/controller.ts';
import { keepSharedCopies } from '../http/answer-cache.ts';
import { HttpError, invalid, tooMany, unauthenticated } from '../http/errors.ts';
import { checkLogin, clearLoginFailures, createUser, findUserByPhone, setPassword, toUserAnswer } from './users.ts';
import { clearSessionCookie, otpTicketFor, readOtpTicket, readSessionCookie, setSessionCookie } from '../http/cookies.ts';
import { consumeProof, findRecentCode, guardOtpSend, hasLiveProof, issueCode, OTP_LIMITS, verifyCodeWithinBudget, type IssuedCode } from './otp.ts';
import { hashPassword } from './passwords.ts';
import { giveBack, scaled, takeHit } from '../lib/rate-limit.ts';
import { createSession, revokeSession } from '../lib/sessions.ts';
import {
  authMessages, ForgotPasswordRequestSchema, LoginRequestSchema, NewPasswordRequestSchema, OTP_MESSAGES,
  PROOF_TTL_SECONDS, RegisterRequestSchema, SendOtpRequestSchema, VerifyOtpRequestSchema, type OtpPurpose,
} from '../../src/contract/auth.ts';
import { userMessages } from '../../src/contract/user.ts';

// The flows and answers are documented in src/contract/auth.ts.

const proofRefused = () => new HttpError(403, OTP_MESSAGES.proof);

function otpDeps(ctx: ActionContext<unknown>) {
  return {
    whatsapp: ctx.deps.whatsapp,
    pepper: ctx.deps.config.otpPepper,
    onSendError: (error: unknown) => ctx.deps.log.error('whatsapp send failed', { error: String(error) }),
  };
}

/** send_otp, resend_otp and forgot_password: a new code (the previous one is void) for a purpose. */
async function sendCode(ctx: ActionContext<unknown>, phone: string, purpose: OtpPurpose): Promise<IssuedCode> {
  const { db, now, ip, user } = ctx;
  const ticket = otpTicketFor(ctx.hono, ctx.deps.config);
  if (purpose === 'change-phone-current' || purpose === 'change-phone-new') {
    // Profile codes go only to the account's own number, or to the number a verified change
    // (edit_profile step 3) is switching to: never to any number a stranger names.
    if (!user) throw unauthenticated();
    const allowed = purpose === 'change-phone-current'
      ? phone === user.whatsapp
      : (await findRecentCode(db, { phone, purpose, userId: user.id }, now, PROOF_TTL_SECONDS)) !== null;
    if (!allowed) throw new HttpError(403, userMessages.needsVerification);
    const guarded = await guardOtpSend(db, { phone, ip, ticket, addressFactor: ctx.deps.config.addressLimitFactor }, now);
    return issueCode(db, otpDeps(ctx), { phone, purpose, userId: user.id, ticket }, now, guarded);
  }
  const guarded = await guardOtpSend(db, { phone, ip, ticket, addressFactor: ctx.deps.config.addressLimitFactor }, now);
  // Registered or not, the number gets the same answer, status and timing, and a code is stored
  // either way, so neither this call nor the code screen after it tells who has an account.
  const account = await findUserByPhone(db, phone);
  if (purpose === 'register') {
    return issueCode(db, otpDeps(ctx), { phone, purpose, userId: account?.id ?? null, ticket, delivery: account ? 'already-registered' : 'code' }, now, guarded);
  }
  return issueCode(db, otpDeps(ctx), { phone, purpose, userId: account?.id ?? null, ticket, background: true, delivery: account ? 'code' : 'nothing' }, now, guarded);
}

const sendOtp = action({
  method: 'POST',
  input: SendOtpRequestSchema,
  auth: 'optional',
  keepsSharedCopies: true,
  handle: async (ctx) => {
    const sent = await sendCode(ctx, ctx.input.phoneNumber, ctx.input.purpose);
    return ok(sent, ctx.input.purpose === 'forgot-password' ? authMessages.forgotSent : OTP_MESSAGES.sent);
  },
});

export const authController: Controller = {
  login: action({
    method: 'POST',
    input: LoginRequestSchema,
    handle: async ({ input, db, deps, now, ip, hono }) => {
      const user = await checkLogin(db, { phone: input.whatsapp, password: input.password, ip, addressFactor: deps.config.addressLimitFactor }, now);
      const session = await createSession(db, user.id, now);
      setSessionCookie(hono, deps.config, session.token);
      return ok({ user: toUserAnswer(user) }, authMessages.loggedIn);
    },
  }),

  logout: action({
    method: 'POST',
    input: v.object({}),
    handle: async ({ db, deps, now, hono }) => {
      const token = readSessionCookie(hono);
      const ended = token !== undefined && token.length <= 100 && (await revokeSession(db, token, now));
      // Only an ended session drops the shared copies (a remembered session among them).
      if (!ended) keepSharedCopies(hono);
      clearSessionCookie(hono, deps.config);
      return ok(null, authMessages.loggedOut);
    },
  }),

  send_otp: sendOtp,
  resend_otp: sendOtp,

  verify_otp: action({
    method: 'POST',
    input: VerifyOtpRequestSchema,
    keepsSharedCopies: true,
    handle: async (ctx) => {
      const { input, db, deps, now, ip } = ctx;
      const perAddressRule = scaled(OTP_LIMITS.verifyPerAddress, deps.config.addressLimitFactor);
      const perAddress = await takeHit(db, `otp-verify:ip:${ip}`, perAddressRule, now);
      if (!perAddress.allowed) throw tooMany(perAddress.retryAfterSeconds);
      const result = await verifyCodeWithinBudget(db, otpDeps(ctx), {
        phone: input.phoneNumber, purpose: input.purpose, code: input.code, ticket: readOtpTicket(ctx.hono), ip, addressFactor: deps.config.addressLimitFactor,
      }, now);
      if (result.ok) return ok({ proof: result.proof, expiresAt: result.expiresAt }, OTP_MESSAGES.verified);
      if (result.reason === 'budget') {
        await giveBack(db, `otp-verify:ip:${ip}`, perAddressRule, now); // refused: counts nowhere
        throw new HttpError(429, OTP_MESSAGES.tooManyWrong, { code: OTP_MESSAGES.tooManyWrong }, { 'Retry-After': String(Math.ceil(result.retryAfterSeconds)) });
      }
      const message = result.reason === 'wrong' && result.attemptsLeft > 0 ? OTP_MESSAGES.wrong : OTP_MESSAGES.expired;
      throw invalid({ code: message }, message);
    },
  }),

  register: action({
    method: 'POST',
    input: RegisterRequestSchema,
    handle: async ({ input, db, deps, now, hono }) => {
      // The cheap check first: without a live proof nothing reaches the password hasher. The proof
      // is spent only after the hash, so a busy hasher (503) does not cost the user a new code.
      const proof = { token: input.proof, phone: input.whatsapp, purpose: 'register' } as const;
      if (!(await hasLiveProof(db, proof, now))) throw proofRefused();
      const passwordHash = await hashPassword(input.password);
      if (!(await consumeProof(db, proof, now))) throw proofRefused();
      const user = await createUser(db, { phone: input.whatsapp, nama: input.fullname, passwordHash }, now, deps.config.adminPhones);
      // The number was just proven by its code and the password just chosen: asking for both again
      // on the next screen only loses people, so the new account starts logged in.
      const session = await createSession(db, user.id, now);
      setSessionCookie(hono, deps.config, session.token);
      return { data: { nama: user.nama, whatsapp: user.whatsapp, user: toUserAnswer(user) }, message: authMessages.registered, status: 201 };
    },
  }),

  forgot_password: action({
    method: 'POST',
    input: ForgotPasswordRequestSchema,
    keepsSharedCopies: true,
    handle: async (ctx) => ok(await sendCode(ctx, ctx.input.phoneNumber, 'forgot-password'), authMessages.forgotSent),
  }),

  'new-password': action({
    method: 'POST',
    input: NewPasswordRequestSchema,
    handle: async ({ input, db, now }) => {
      const user = await findUserByPhone(db, input.whatsapp);
      if (!user) throw proofRefused();
      if (!(await consumeProof(db, { token: input.proof, phone: input.whatsapp, purpose: 'forgot-password', userId: user.id }, now))) {
        throw proofRefused();
      }
      await setPassword(db, user.id, input.password, now); // ends every session of the account
      await clearLoginFailures(db, user.whatsapp); // a verified owner is never kept out by a stranger's failures
      return ok(null, authMessages.passwordChanged);
    },
  }),
};
