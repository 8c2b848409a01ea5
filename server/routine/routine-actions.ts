import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { action, ok, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound, tooMany, unauthenticated } from '../http/errors.ts';
import { hitRateLimit, type RateLimitRule } from '../lib/rate-limit.ts';
import { changeRoutine, createRoutine, linkRoutineDonation, listRoutines, RoutineRefusal, routineHistory } from './routines.ts';
import { ChangeRoutineForm, CreateRoutineForm, LinkRoutineDonationForm, RoutineQuery, routineMessages } from '../../src/contract/routine.ts';

// Infaq Rutin: the account's regular gifts (src/contract/routine.ts). Everything is the owner's
// own: another account's routine answers 404, as one that does not exist.

/** Creating and changing: a person sets a handful; this stops a script. */
const WRITE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 3600 };
const READ_LIMIT: RateLimitRule = { limit: 240, windowSeconds: 600 };

/** A service refusal as the client sees it; anything else goes on to the frame's 500. */
function answerRefusal(error: unknown): never {
  if (error instanceof RoutineRefusal) {
    if (error.reason === 'not-found' && !error.field) throw notFound(error.message);
    if (error.reason === 'cap') throw new HttpError(409, error.message);
    throw invalid({ [error.field ?? '_']: error.message }, error.message);
  }
  throw error;
}

async function limited(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const verdict = await hitRateLimit(db, key, rule, now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
}

export const routineController: Controller = {
  list_routines: action({
    method: 'GET',
    input: v.object({}),
    auth: 'required',
    handle: async ({ db, user, now }) => {
      if (!user) throw unauthenticated();
      await limited(db, `routine-read:${user.id}`, READ_LIMIT, now);
      return ok(await listRoutines(db, user.id));
    },
  }),

  routine_history: action({
    method: 'GET',
    input: RoutineQuery,
    auth: 'required',
    handle: async ({ db, user, input, now }) => {
      if (!user) throw unauthenticated();
      await limited(db, `routine-read:${user.id}`, READ_LIMIT, now);
      return ok(await routineHistory(db, user.id, input.id).catch(answerRefusal));
    },
  }),

  create_routine: action({
    method: 'POST',
    input: CreateRoutineForm,
    auth: 'required',
    idempotent: true,
    handle: async ({ db, user, input, now }) => {
      if (!user) throw unauthenticated();
      await limited(db, `routine-write:${user.id}`, WRITE_LIMIT, now);
      return { data: await createRoutine(db, user.id, input, now).catch(answerRefusal), message: routineMessages.created, status: 201 };
    },
  }),

  change_routine: action({
    method: 'POST',
    input: ChangeRoutineForm,
    auth: 'required',
    idempotent: true,
    handle: async ({ db, user, input, now }) => {
      if (!user) throw unauthenticated();
      await limited(db, `routine-write:${user.id}`, WRITE_LIMIT, now);
      const routine = await changeRoutine(db, user.id, input, now).catch(answerRefusal);
      const message = { pause: routineMessages.paused, resume: routineMessages.resumed, stop: routineMessages.stopped, change: routineMessages.changed }[input.action];
      return ok(routine, message);
    },
  }),

  link_routine_donation: action({
    method: 'POST',
    input: LinkRoutineDonationForm,
    auth: 'required',
    idempotent: true,
    handle: async ({ db, user, input, now }) => {
      if (!user) throw unauthenticated();
      await limited(db, `routine-write:${user.id}`, WRITE_LIMIT, now);
      await linkRoutineDonation(db, user.id, input.id, input.codeDonate, now).catch(answerRefusal);
      return ok(null, routineMessages.linked);
    },
  }),
};
