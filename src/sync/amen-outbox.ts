import * as v from 'valibot';
import { toggleLike } from '../api/campaign';
import { AmenStatusSchema, ToggleLikeForm, type DoaId } from '../contract/campaign';
import {
  amenWaiting, readAmenOverrides, readAmensSent, withAmenSent, withAmenWaiting, writeAmenOverrides, writeAmensSent,
} from '../db/amen-overrides';
import { OutboxPayloadError, parsePrevious, stillQueued, waitingOfSameTarget, type OutboxKind } from './outbox-kind';

/*
 * An amen said on a donor's doa ('toggle_like'), queued with the state it sets (so a replay is
 * harmless) and laid over the prayer lists until the server has it (db/amen-overrides.ts).
 */


const AmenPayloadSchema = v.object({
  /** The doa id (contract DoaId) as text: every stored payload is text (outbox-kind.ts). */
  doa_id: v.pipe(v.string(), v.regex(/^\d{1,10}$/)),
  state: AmenStatusSchema,
  /** JSON of the override before the change ('null' when none), for the rollback. */
  previous: v.optional(v.string()),
});
type AmenPayload = v.InferOutput<typeof AmenPayloadSchema>;
const doaIdOf = (payload: AmenPayload): DoaId => Number(payload.doa_id);

/** The outbox always sets a state, never flips: the contract's form with `state` required. */
const AmenInputSchema = v.object({ ...ToggleLikeForm.entries, state: AmenStatusSchema });

export const amenKind: OutboxKind<'toggle_like', AmenPayload> = {
  name: 'toggle_like',
  payload: AmenPayloadSchema,
  async record(input, database) {
    const like = v.safeParse(AmenInputSchema, input);
    if (!like.success) throw new OutboxPayloadError('Perubahan tidak valid');
    const doaId = like.output.doa_id;
    const overrides = await readAmenOverrides(database);
    await writeAmenOverrides(withAmenWaiting(overrides, doaId, like.output.state), database);
    return { doa_id: String(doaId), state: like.output.state, previous: JSON.stringify(amenWaiting(overrides, doaId) ?? null) };
  },
  target: (payload) => payload.doa_id,
  merge: 'queue',
  async send(entry, payload, database, signal) {
    await toggleLike(doaIdOf(payload), { state: payload.state, idempotencyKey: entry.id, signal });
    await database.transaction('rw', database.outbox, database.kv, async () => {
      if (!(await stillQueued(entry, database))) return;
      await database.outbox.delete(entry.seq);
      // A copy of the prayers kept on the device may predate it: laid over such copies until a fresh read.
      await writeAmensSent(withAmenSent(await readAmensSent(database), doaIdOf(payload), payload.state), database);
      if ((await waitingOfSameTarget(entry, database)) === 0) {
        // The server now knows; the fresh prayer list shows it, the override is no longer needed.
        await writeAmenOverrides(withAmenWaiting(await readAmenOverrides(database), doaIdOf(payload), undefined), database);
      }
    });
  },
  async rollBack(_entry, payload, database) {
    const previous = parsePrevious(payload.previous);
    const restored = v.is(AmenStatusSchema, previous) ? previous : undefined;
    await writeAmenOverrides(withAmenWaiting(await readAmenOverrides(database), doaIdOf(payload), restored), database);
  },
  rollBackWhenDropped: true,
};
