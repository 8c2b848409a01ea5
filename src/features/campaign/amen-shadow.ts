import type { AmenOverrides } from '../../db/amen-overrides';

/*
 * The amens this device said, laid over the prayer list the read cache holds (the server's
 * word): the ones waiting in the outbox, and each tap until the outbox holds it or, once the
 * server has it, until a poll that started afterwards brings it back, so an answer that was
 * already on its way never flips the screen back to the older state. Pure: use-doas.ts keeps it.
 */

export type AmenChoice = 'liked' | 'unliked';

type Tap = {
  choice: AmenChoice;
  /** Not yet in the outbox: the button says it is busy. */
  saving: boolean;
  /** The server has it: shown until the window of a request numbered above this one arrives. */
  confirmedAfter?: number;
};

export type AmenShadow = { queued: AmenOverrides; taps: Record<number, Tap> };
export const NO_SHADOW: AmenShadow = { queued: {}, taps: {} };

/** A shadow after a change, and the amens that just left the outbox (the server now holds them). */
export type ShadowStep = { shadow: AmenShadow; left: Array<[number, AmenChoice]> };

const withTap = (shadow: AmenShadow, id: number, tap: Tap | undefined): AmenShadow => {
  const taps = { ...shadow.taps };
  if (tap) taps[id] = tap;
  else delete taps[id];
  return { ...shadow, taps };
};

/** A tap: shown at once, before anything is kept. */
export const tapped = (shadow: AmenShadow, id: number, choice: AmenChoice): ShadowStep =>
  ({ shadow: withTap(shadow, id, { choice, saving: true }), left: [] });

/** A tap that could not be kept (or needs a login first): gone, unless a newer one was made since. */
export const dropped = (shadow: AmenShadow, id: number, choice: AmenChoice): ShadowStep =>
  ({ shadow: shadow.taps[id]?.choice === choice ? withTap(shadow, id, undefined) : shadow, left: [] });

/**
 * The outbox's waiting amens as they are now. One that left it was sent (or turned back: the next
 * poll shows the server's word either way): its prayer keeps that amen until a request numbered
 * above `request` answers.
 */
export function withQueued(shadow: AmenShadow, queued: AmenOverrides, request: number): ShadowStep {
  let next: AmenShadow = { ...shadow, queued };
  const left: Array<[number, AmenChoice]> = [];
  for (const [key, choice] of Object.entries(shadow.queued)) {
    if (queued[key] !== undefined) continue;
    const id = Number(key);
    left.push([id, choice]);
    if (!next.taps[id]?.saving) next = withTap(next, id, { choice, saving: false, confirmedAfter: request });
  }
  return { shadow: next, left };
}

/** The tap's amen is in the outbox (`queued` read after it was put there): from here the outbox shows it. */
export function kept(shadow: AmenShadow, id: number, choice: AmenChoice, queued: AmenOverrides, request: number): ShadowStep {
  const step = withQueued(shadow, queued, request);
  if (step.shadow.taps[id]?.choice !== choice) return step; // a newer tap stands
  if (queued[String(id)] !== undefined) return { ...step, shadow: withTap(step.shadow, id, undefined) };
  // Already sent (another replay was quicker than this read): as if it had just left the outbox.
  return { shadow: withTap(step.shadow, id, { choice, saving: false, confirmedAfter: request }), left: [...step.left, [id, choice]] };
}

/** The amen this device shows on prayer `id`, over a window brought by request `request`. */
export function shownAmen(shadow: AmenShadow, id: number, request: number): { choice?: AmenChoice; saving: boolean } {
  const tap = shadow.taps[id];
  if (tap && (tap.confirmedAfter === undefined || request <= tap.confirmedAfter)) return { choice: tap.choice, saving: tap.saving };
  return { choice: shadow.queued[String(id)], saving: false };
}
