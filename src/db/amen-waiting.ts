import * as v from 'valibot';
import { AmenStatusSchema, type AmenStatus, type DoaId } from '../contract/campaign';

/*
 * The shape of the amens waiting in the outbox (kept by db/amen-overrides.ts), with no database in
 * it: the prayer carousel lays them over the list before the database library has loaded.
 */

/** Keyed by the doa id as text (a JSON object's keys are); read and written through the helpers below. */
export const AmenOverridesSchema = v.record(v.string(), AmenStatusSchema);
export type AmenOverrides = v.InferOutput<typeof AmenOverridesSchema>;

/** The amen waiting for prayer `id`, if any. */
export const amenWaiting = (overrides: AmenOverrides, id: DoaId): AmenStatus | undefined => overrides[String(id)];

/** The prayers with an amen waiting, and that amen. */
export const amensWaiting = (overrides: AmenOverrides): Array<[DoaId, AmenStatus]> =>
  Object.entries(overrides).map(([key, state]) => [Number(key), state]);

/** The overrides with prayer `id`'s amen set to `state`, or taken off (undefined). */
export function withAmenWaiting(overrides: AmenOverrides, id: DoaId, state: AmenStatus | undefined): AmenOverrides {
  const next = { ...overrides };
  if (state) next[String(id)] = state;
  else delete next[String(id)];
  return next;
}

/**
 * Amens the server took, each with its number in the order they were taken: the device's copy of
 * a prayer list may be older than them (read before the amen left, e.g. it was sent from another
 * screen), so they are laid over such a copy until a fresh read of that prayer comes in. One entry
 * per prayer, the newest last; at most `AMENS_SENT_MAX` (the oldest are long confirmed).
 */
export const AmensSentSchema = v.array(v.object({ id: v.number(), state: AmenStatusSchema, n: v.number() }));
export type AmensSent = v.InferOutput<typeof AmensSentSchema>;
export const AMENS_SENT_MAX = 200;

/** The amen the server took last for prayer `id`, if one is not yet confirmed by a fresh read. */
export const amenSent = (sent: AmensSent, id: DoaId): AmenStatus | undefined => sent.find((e) => e.id === id)?.state;

/** The list with prayer `id`'s amen `state` taken by the server just now. */
export function withAmenSent(sent: AmensSent, id: DoaId, state: AmenStatus): AmensSent {
  const n = sent.reduce((max, e) => Math.max(max, e.n), 0) + 1;
  return [...sent.filter((e) => e.id !== id), { id, state, n }].slice(-AMENS_SENT_MAX);
}

/** The list without the amens of prayers `ids` numbered `upTo` or below (a fresh read, started after they were taken, shows them). */
export const withoutAmensSent = (sent: AmensSent, ids: ReadonlySet<DoaId>, upTo: number): AmensSent =>
  sent.filter((e) => !(ids.has(e.id) && e.n <= upTo));
