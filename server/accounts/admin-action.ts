import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { action, fieldErrors, parseInput, type ActionContext, type ActionResult } from '../http/controller.ts';
import { HttpError, invalid, unauthenticated } from '../http/errors.ts';
import { SESSION_COOKIE, type SessionUser } from '../lib/sessions.ts';
import { accessOf, canActOn, recordAudit, steppedUpUntil, type Access, type AuditInput } from './roles.ts';
import { adminMessages } from '../../src/contract/admin.ts';
import { roleMessages } from '../../src/contract/admin-mosque.ts';

type AnySchema = v.GenericSchema<unknown, unknown>;

export type AdminContext<T> = ActionContext<T> & {
  user: SessionUser;
  access: Access;
  /** 403 unless this person may act on that mosque (null: a program of no mosque, admins only). */
  requireMosque: (masjidId: number | null) => void;
  /** One row of the audit trail for this change, from this person and address. */
  audit: (entry: AuditInput, db?: ActionContext<T>['db']) => Promise<void>;
};

export const forbidden = () => new HttpError(403, adminMessages.forbidden);

/**
 * An action of the panel. The role is checked before the input, so someone who is not staff
 * learns nothing from validation messages: a guest gets 401, any other user 403. `who: 'admin'`
 * (the default) is for network admins only; `who: 'staff'` lets mosque staff in, and the handler
 * then names the mosque it touches with `requireMosque`. `stepUp` asks for the password given
 * again within the last few minutes (403 with an error on `password`).
 */
export function adminAction<S extends AnySchema>(a: {
  method: 'GET' | 'POST';
  input: S;
  idempotent?: true;
  who?: 'admin' | 'staff';
  stepUp?: boolean;
  /** A read the staff's phone keeps for offline use (the controller's keptOnDevice; wiped at logout). */
  keptOnDevice?: true;
  handle(ctx: AdminContext<v.InferOutput<S>>): Promise<ActionResult>;
}) {
  return action({
    method: a.method,
    input: v.unknown(),
    auth: 'required',
    idempotent: a.idempotent,
    keptOnDevice: a.keptOnDevice,
    handle: async (ctx) => {
      const { user, db, now, ip } = ctx;
      if (!user) throw unauthenticated();
      const access = await accessOf(db, user);
      if (!access) throw forbidden();
      if ((a.who ?? 'admin') === 'admin' && access.role !== 'admin') throw forbidden();
      if (a.stepUp && !(await steppedUpUntil(db, getCookie(ctx.hono, SESSION_COOKIE), now))) {
        throw new HttpError(403, roleMessages.stepUpNeeded, { password: roleMessages.stepUpNeeded });
      }
      const parsed = parseInput(a.input, ctx.input);
      if (!parsed.success) throw invalid(fieldErrors(parsed.issues));
      return a.handle({
        ...ctx, user, access, input: parsed.output,
        requireMosque: (masjidId) => {
          if (!canActOn(access, masjidId)) throw forbidden();
        },
        audit: (entry, inDb = db) => recordAudit(inDb, user, ip, entry, now),
      });
    },
  });
}
