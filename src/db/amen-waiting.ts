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
