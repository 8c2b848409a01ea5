import * as v from 'valibot';
import { getCookie } from 'hono/cookie';
import { ok, type Controller } from '../http/controller.ts';
import { HttpError, invalid, tooMany } from '../http/errors.ts';
import { giveBack, hitRateLimit } from '../lib/rate-limit.ts';
import { adminAction } from './admin-action.ts';
import { SESSION_COOKIE } from '../lib/sessions.ts';
import { verifyPassword } from './passwords.ts';
import { listAudit, markSteppedUp, scopeAnswer, steppedUpUntil } from './roles.ts';
import { AuditQuery, StepUpForm, roleMessages } from '../../src/contract/admin-mosque.ts';

/** Step-up attempts per account (right or wrong): the same budget as failed logins. */
const STEP_UP_ATTEMPTS = { limit: 10, windowSeconds: 15 * 60 };

/** The panel's own account: the caller's scope, the password again (step-up) and the audit trail. */
export const accountAdminActions: Controller = {
  get_scope: adminAction({
    method: 'GET',
    input: v.object({}),
    who: 'staff',
    // The panel's door: kept on the staff's phone so a page that works offline (Meja Zakat Fitrah)
    // opens without a signal; every change is still checked on the server when it is sent.
    keptOnDevice: true,
    handle: async ({ db, user, access, hono, now }) =>
      ok(await scopeAnswer(db, user, access, await steppedUpUntil(db, getCookie(hono, SESSION_COOKIE), now))),
  }),

  /** The password again: money and role actions are allowed on this session for a few minutes. */
  step_up: adminAction({
    method: 'POST',
    input: StepUpForm,
    who: 'staff',
    handle: async ({ db, user, input, hono, now }) => {
      const token = getCookie(hono, SESSION_COOKIE);
      if (!token) throw new HttpError(401, roleMessages.stepUpWrong);
      // Counted before the hash is checked, so guesses cannot outrun the limit.
      const verdict = await hitRateLimit(db, `step-up:${user.id}`, STEP_UP_ATTEMPTS, now);
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
      if (!(await verifyPassword(input.password, user.passwordHash))) {
        throw invalid({ password: roleMessages.stepUpWrong }, roleMessages.stepUpWrong);
      }
      // Only wrong guesses count: the right password is handed back, so a staff member who steps
      // up for each change of a busy day is never locked out by their own work.
      await giveBack(db, `step-up:${user.id}`, STEP_UP_ATTEMPTS, now);
      const until = await markSteppedUp(db, token, now);
      return ok({ until: until.toISOString() }, roleMessages.stepUpDone);
    },
  }),

  list_audit: adminAction({
    method: 'GET',
    input: AuditQuery,
    handle: async ({ db, input }) => ok(await listAudit(db, input)),
  }),
};
