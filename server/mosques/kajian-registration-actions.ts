import * as v from 'valibot';
import { action, ok, type Controller } from '../http/controller.ts';
import { tooMany, unauthenticated } from '../http/errors.ts';
import type { Db } from '../db/client.ts';
import { hitRateLimit, type RateLimitRule } from '../lib/rate-limit.ts';
import { KajianSeatForm, kajianRegistrationMessages as m } from '../../src/contract/kajian-registration.ts';
import { cancelKajianRegistration, myKajianRegistrations, registerForKajian } from './kajian-registrations.ts';

// Kajian registration on /api/masjid (contract/kajian-registration.ts): a signed-in person takes
// or gives back a seat at one time of a kajian; their own coming seats, kept on their phone.

/** Sign-ups and cancels per person: changes of mind fit, churning a kajian's seats does not. */
const SEAT_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

type SeatContext = { db: Db; user: { id: number } | null; now: Date; input: v.InferOutput<typeof KajianSeatForm> };

/** The person's limit first, then the change in one transaction (the activity's row locked in it). */
async function seatChange<T>(ctx: SeatContext, change: (tx: Db, userId: number) => Promise<T>): Promise<T> {
  const { user } = ctx;
  if (!user) throw unauthenticated();
  const verdict = await hitRateLimit(ctx.db, `kajian-seat:u${user.id}`, SEAT_LIMIT, ctx.now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
  return ctx.db.transaction((tx) => change(tx, user.id));
}

export const masjidKajianRegistrationActions: Controller = {
  /** The person's coming registrations: only their own, so the worker may keep it for them (deleted at logout). */
  my_kajian_registrations: action({
    method: 'GET',
    input: v.object({}),
    auth: 'optional',
    keptOnDevice: true,
    handle: async ({ db, user, now }) =>
      ok({ signed_in: user !== null, registrations: user ? await myKajianRegistrations(db, user.id, now) : [] }),
  }),

  register_kajian: action({
    method: 'POST',
    input: KajianSeatForm,
    auth: 'required',
    idempotent: true,
    handle: async (ctx) => {
      const done = await seatChange(ctx, (tx, userId) => registerForKajian(tx, ctx.input, userId, ctx.now));
      return ok(done.seat, done.already ? m.alreadyRegistered : m.registered);
    },
  }),

  cancel_kajian_registration: action({
    method: 'POST',
    input: KajianSeatForm,
    auth: 'required',
    idempotent: true,
    handle: async (ctx) => ok(await seatChange(ctx, (tx, userId) => cancelKajianRegistration(tx, ctx.input, userId, ctx.now)), m.cancelled),
  }),
};
