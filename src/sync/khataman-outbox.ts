import * as v from 'valibot';
import { amenKhataman, claimJuz, markJuzRead, releaseJuz } from '../api/khataman';
import { ClaimJuzForm, JuzForm } from '../contract/khataman';
import { AmenKhatamanForm, KHATAMAN_AMEN_STATES } from '../contract/khataman-prayers';
import type { JariyahDatabase, OutboxEntry } from '../db/database';
import { OutboxPayloadError, stillQueued, type OutboxKind } from './outbox-kind';

/*
 * A khataman tap made without a signal ('khataman_juz': claim juz, mark one read, give one back):
 * checked with the server's own schema, queued with its id as the Idempotency-Key (the server
 * answers a repeat as it answered the first, so a send whose answer was lost is never told
 * 'taken' by itself), and laid over the khataman page while it waits (features/khataman). A claim
 * whose juz someone else took meanwhile stays in the outbox as refused, naming the lost juz, so
 * the page tells the person and offers the juz still free.
 */

export const KHATAMAN_TAP_ACTIONS = ['claim', 'read', 'release'] as const;
export type KhatamanTapAction = (typeof KHATAMAN_TAP_ACTIONS)[number];

export const KhatamanTapPayloadSchema = v.object({
  id: v.string(),
  action: v.picklist(KHATAMAN_TAP_ACTIONS),
  /** '3,4' for a claim; one juz for a read or a release. */
  juz: v.pipe(v.string(), v.regex(/^\d{1,2}(,\d{1,2}){0,29}$/)),
});
export type KhatamanTapPayload = v.InferOutput<typeof KhatamanTapPayloadSchema>;

/** The juz of a queued tap, as numbers. */
export const tapJuz = (payload: Pick<KhatamanTapPayload, 'juz'>): number[] => payload.juz.split(',').map(Number);

/** Said when a queued claim reaches the server after others took its juz. */
export const lostClaimMessage = (lost: readonly number[]) =>
  `Juz ${lost.join(', ')} sudah diambil orang lain sebelum sinyalmu kembali.`;

function checked(input: { id: string; action: KhatamanTapAction; juz: readonly number[] }): KhatamanTapPayload {
  const form = input.action === 'claim'
    ? v.safeParse(ClaimJuzForm, { id: input.id, juz: input.juz.join(',') })
    : v.safeParse(JuzForm, { id: input.id, juz: input.juz.length === 1 ? String(input.juz[0]) : '' });
  if (!form.success) throw new OutboxPayloadError(form.issues[0].message);
  const juz = Array.isArray(form.output.juz) ? form.output.juz : [form.output.juz];
  return { id: form.output.id, action: input.action, juz: juz.join(',') };
}

async function sendTap(payload: KhatamanTapPayload, key: string, signal: AbortSignal) {
  const first = tapJuz(payload)[0] ?? 0;
  switch (payload.action) {
    case 'claim': return claimJuz(payload.id, tapJuz(payload), { key, signal });
    case 'read': return markJuzRead(payload.id, first, { key, signal });
    case 'release': return releaseJuz(payload.id, first, { key, signal });
  }
}

export const khatamanTapKind: OutboxKind<'khataman_juz', KhatamanTapPayload> = {
  name: 'khataman_juz',
  payload: KhatamanTapPayloadSchema,
  record: async (input) => checked(input),
  target: (payload) => `${payload.id}:${payload.action}:${payload.juz}`,
  merge: 'queue',
  async send(entry, payload, database, signal) {
    const answer = await sendTap(payload, entry.id, signal);
    const held = new Set(answer.data.juz.filter((j) => j.mine).map((j) => j.juz));
    const lost = payload.action === 'claim' ? tapJuz(payload).filter((n) => !held.has(n)) : [];
    await database.transaction('rw', database.outbox, async () => {
      if (!(await stillQueued(entry, database)) || entry.seq === undefined) return;
      if (lost.length === 0) await database.outbox.delete(entry.seq);
      // Part of the claim was taken: what was got is the person's, what was lost is said.
      else await keepLost(entry, { ...payload, juz: lost.join(',') }, database);
    });
  },
  rollBack: () => Promise.resolve(),
  rollBackWhenDropped: false,
};

function keepLost(entry: OutboxEntry, payload: KhatamanTapPayload, database: JariyahDatabase) {
  return database.outbox.update(entry.seq, { payload, rejected: { status: 409, message: lostClaimMessage(tapJuz(payload)) }, attempts: entry.attempts + 1 });
}

/*
 * An amen on a khataman's intention or a participant's prayer ('khataman_amen'), said or taken
 * back without a signal: queued like the donors' amens, each tap carrying its own state, and laid
 * over the prayers while it waits (features/khataman/waiting-taps.ts). A refusal (the prayer gone)
 * simply stops being laid over them.
 */

export const KhatamanAmenPayloadSchema = v.object({
  id: v.string(),
  prayer: v.pipe(v.string(), v.regex(/^\d{1,10}$/)),
  state: v.picklist(KHATAMAN_AMEN_STATES),
});
export type KhatamanAmenPayload = v.InferOutput<typeof KhatamanAmenPayloadSchema>;

export const khatamanAmenKind: OutboxKind<'khataman_amen', KhatamanAmenPayload> = {
  name: 'khataman_amen',
  payload: KhatamanAmenPayloadSchema,
  record: (input) => {
    const form = v.safeParse(AmenKhatamanForm, input);
    if (!form.success) return Promise.reject(new OutboxPayloadError(form.issues[0].message));
    return Promise.resolve({ id: form.output.id, prayer: String(form.output.prayer), state: form.output.state });
  },
  target: (payload) => `${payload.id}:${payload.prayer}`,
  merge: 'queue',
  async send(entry, payload, database, signal) {
    await amenKhataman(payload.id, Number(payload.prayer), payload.state, { key: entry.id, signal });
    await database.transaction('rw', database.outbox, async () => {
      if (await stillQueued(entry, database) && entry.seq !== undefined) await database.outbox.delete(entry.seq);
    });
  },
  rollBack: () => Promise.resolve(),
  rollBackWhenDropped: false,
};

