import * as v from 'valibot';
import { action, ok, type Controller } from '../http/controller.ts';
import { unauthenticated } from '../http/errors.ts';
import { toUserAnswer } from './users.ts';
import { isMosqueStaff } from './roles.ts';
import { clearSessionCookie, otpTicketFor } from '../http/cookies.ts';
import { guardOtpSend, issueCode } from './otp.ts';
import { editProfile } from './profile.ts';
import { OTP_MESSAGES } from '../../src/contract/auth.ts';
import { EditProfileSchema, userMessages, UserSendOtpSchema } from '../../src/contract/user.ts';

// The flows and answers are documented in src/contract/user.ts.

export const userController: Controller = {
  get_user: action({
    method: 'POST',
    input: v.object({}),
    auth: 'optional',
    handle: async ({ db, user }) => {
      if (!user) throw unauthenticated(); // 401 with data {}: the spec's "empty user" for a guest
      // 'staff' opens 'Panel Pengurus' in the profile menu for a mosque's staff (issue 28).
      return ok({ data: { ...toUserAnswer(user), staff: user.role === 'admin' || (await isMosqueStaff(db, user.id)) } });
    },
  }),

  edit_profile: action({
    method: 'POST',
    input: EditProfileSchema,
    auth: 'required',
    idempotent: true,
    handle: async ({ input, db, deps, user, now, ip, hono }) => {
      if (!user) throw unauthenticated();
      const answer = await editProfile(db, {
        whatsapp: deps.whatsapp, pepper: deps.config.otpPepper, dataDir: deps.config.dataDir, log: deps.log,
      }, user, input, { now, ip, addressFactor: deps.config.addressLimitFactor, otpTicket: () => otpTicketFor(hono, deps.config) });
      if (answer.pending) return ok(answer, userMessages.codeSentToNew);
      if (answer.loggedOut) {
        clearSessionCookie(hono, deps.config);
        return ok(answer, userMessages.phoneChanged);
      }
      return ok(answer, userMessages.saved);
    },
  }),

  send_otp: action({
    method: 'POST',
    input: UserSendOtpSchema,
    auth: 'required',
    handle: async ({ db, deps, user, now, ip, hono }) => {
      if (!user) throw unauthenticated();
      const ticket = otpTicketFor(hono, deps.config);
      const guarded = await guardOtpSend(db, { phone: user.whatsapp, ip, ticket, addressFactor: deps.config.addressLimitFactor }, now);
      const onSendError = (error: unknown) => deps.log.error('whatsapp send failed', { error: String(error) });
      const sent = await issueCode(db, { whatsapp: deps.whatsapp, pepper: deps.config.otpPepper, onSendError }, {
        phone: user.whatsapp, purpose: 'change-phone-current', userId: user.id, ticket,
      }, now, guarded);
      return ok(sent, OTP_MESSAGES.sent);
    },
  }),
};
