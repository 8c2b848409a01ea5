import * as v from 'valibot';
import { changeRoutine } from '../api/routine';
import { ChangeRoutineForm, ROUTINE_SCHEDULES } from '../contract/routine';
import { OutboxPayloadError, stillQueued, type OutboxKind } from './outbox-kind';

/*
 * A change of an Infaq Rutin made offline ('routine_change': pause, resume, stop, a new amount or
 * schedule): checked with the server's own schema, queued with its id as the Idempotency-Key, and
 * laid over the routine list while it waits (features/routine reads the waiting entries), so it
 * shows at once and nothing is lost to a reload. Nothing is cached to undo: a refused change
 * simply stops being laid over the list, and the outbox shows why.
 */

const Digits = v.pipe(v.string(), v.regex(/^\d{1,13}$/));

export const RoutineChangePayloadSchema = v.object({
  id: Digits,
  action: v.picklist(['pause', 'resume', 'stop', 'change']),
  amount: v.optional(Digits),
  schedule: v.optional(v.picklist(ROUTINE_SCHEDULES)),
  day: v.optional(Digits),
  weekday: v.optional(Digits),
  whatsapp: v.optional(v.picklist(['0', '1'])),
});
export type RoutineChangePayload = v.InferOutput<typeof RoutineChangePayloadSchema>;

const defined = (entries: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => e[1] !== undefined));

export const routineChangeKind: OutboxKind<'routine_change', RoutineChangePayload> = {
  name: 'routine_change',
  payload: RoutineChangePayloadSchema,
  record(input) {
    const checked = v.safeParse(ChangeRoutineForm, input);
    if (!checked.success) return Promise.reject(new OutboxPayloadError(checked.issues[0].message));
    const c = checked.output;
    const payload = defined({
      id: String(c.id), action: c.action, amount: c.amount === undefined ? undefined : String(c.amount), schedule: c.schedule,
      day: c.day === undefined ? undefined : String(c.day), weekday: c.weekday === undefined ? undefined : String(c.weekday), whatsapp: c.whatsapp,
    });
    return Promise.resolve(v.parse(RoutineChangePayloadSchema, payload));
  },
  target: (payload) => payload.id,
  merge: 'queue',
  async send(entry, payload, database, signal) {
    await changeRoutine(payload, entry.id, signal);
    await database.transaction('rw', database.outbox, async () => {
      if (await stillQueued(entry, database) && entry.seq !== undefined) await database.outbox.delete(entry.seq);
    });
  },
  rollBack: () => Promise.resolve(),
  rollBackWhenDropped: false,
};
