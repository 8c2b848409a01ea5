import type { AmenStatus, DoaId } from '../../contract/campaign';
import { amensWaiting, amenWaiting, type AmenOverrides } from '../../db/amen-waiting';

/*
 * The amens this device said, laid over the prayer list the read cache holds (the server's
 * word): the ones waiting in the outbox, and each tap until the outbox holds it or, once the
 * server has it, until a poll that started afterwards brings it back, so an answer that was
 * already on its way never flips the screen back to the older state. Pure: use-doas.ts keeps it.
 */

type Tap = {
  choice: AmenStatus;
  /**
   * Which tap this is (numbered as made): two taps can set the same amen (liked, unliked, liked
   * again), and the older one's news (kept, not kept) must never end the newer one.
   */
  tap: number;
  /** Not yet in the outbox: the button says it is busy. */
  saving: boolean;
  /** The server has it: shown until the window of a request numbered above this one arrives. */
  confirmedAfter?: number;
};

export type AmenShadow = { queued: AmenOverrides; taps: Record<DoaId, Tap> };
export const NO_SHADOW: AmenShadow = { queued: {}, taps: {} };

/** A shadow after a change, and the amens that just left the outbox (the server now holds them). */
export type ShadowStep = { shadow: AmenShadow; left: Array<[DoaId, AmenStatus]> };

const withTap = (shadow: AmenShadow, id: DoaId, tap: Tap | undefined): AmenShadow => {
  const taps = { ...shadow.taps };
  if (tap) taps[id] = tap;
  else delete taps[id];
  return { ...shadow, taps };
};

/** Tap `tap` (its number, see Tap): shown at once, before anything is kept. */
export const tapped = (shadow: AmenShadow, id: DoaId, choice: AmenStatus, tap: number): ShadowStep =>
  ({ shadow: withTap(shadow, id, { choice, tap, saving: true }), left: [] });

/** Tap `tap` could not be kept (or needs a login first): gone, unless a newer one was made since. */
export const dropped = (shadow: AmenShadow, id: DoaId, tap: number): ShadowStep =>
  ({ shadow: shadow.taps[id]?.tap === tap ? withTap(shadow, id, undefined) : shadow, left: [] });

/**
 * The outbox's waiting amens as they are now. One that left it was sent (or turned back: the next
 * poll shows the server's word either way): its prayer keeps that amen until a request numbered
 * above `request` answers.
 */
export function withQueued(shadow: AmenShadow, queued: AmenOverrides, request: number): ShadowStep {
  let next: AmenShadow = { ...shadow, queued };
  const left: Array<[DoaId, AmenStatus]> = [];
  for (const [id, choice] of amensWaiting(shadow.queued)) {
    if (amenWaiting(queued, id) !== undefined) continue;
    left.push([id, choice]);
    const tap = next.taps[id];
    if (!tap?.saving) next = withTap(next, id, { choice, tap: tap?.tap ?? 0, saving: false, confirmedAfter: request });
  }
  return { shadow: next, left };
}

/** Tap `tap`'s amen is in the outbox (`queued` read after it was put there): from here the outbox shows it. */
export function kept(shadow: AmenShadow, id: DoaId, tap: number, queued: AmenOverrides, request: number): ShadowStep {
  const step = withQueued(shadow, queued, request);
  const held = step.shadow.taps[id];
  if (held?.tap !== tap) return step; // a newer tap stands, even one that chose the same
  if (amenWaiting(queued, id) !== undefined) return { ...step, shadow: withTap(step.shadow, id, undefined) };
  // Already sent (another replay was quicker than this read): as if it had just left the outbox.
  return { shadow: withTap(step.shadow, id, { ...held, saving: false, confirmedAfter: request }), left: [...step.left, [id, held.choice]] };
}

/** The amen this device shows on prayer `id`, over a window brought by request `request`. */
export function shownAmen(shadow: AmenShadow, id: DoaId, request: number): { choice?: AmenStatus; saving: boolean } {
  const tap = shadow.taps[id];
  if (tap && (tap.confirmedAfter === undefined || request <= tap.confirmedAfter)) return { choice: tap.choice, saving: tap.saving };
  return { choice: amenWaiting(shadow.queued, id), saving: false };
}
