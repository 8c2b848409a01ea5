import type { AmenStatus, DoaId } from '../../contract/campaign';
import { amenSent, amensWaiting, amenWaiting, type AmenOverrides, type AmensSent } from '../../db/amen-waiting';

/*
 * The amens this device said, laid over the prayer list the read cache holds (the server's
 * word): the ones waiting in the outbox, and each tap until the outbox holds it or, once the
 * server has it, until a poll that started afterwards brings it back, so an answer that was
 * already on its way never flips the screen back to the older state; and, over a copy the device
 * kept, the amens the server took since that copy may have been made (it was sent from another
 * screen, or the signal went before the list was read again). Pure: use-doas.ts keeps it.
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

export type AmenShadow = {
  queued: AmenOverrides;
  taps: Record<DoaId, Tap>;
  /** Amens the server took that a fresh read has not shown yet (db/amen-waiting.ts), as last read. */
  sent: AmensSent;
  /** The last request started when `sent` was read: one numbered above it started after all of them were taken. */
  sentReadAfter: number;
};
export const NO_SHADOW: AmenShadow = { queued: {}, taps: {}, sent: [], sentReadAfter: Number.POSITIVE_INFINITY };

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

/** The amens the server took as they are now (read once `request` was the last request started). */
export const withSent = (shadow: AmenShadow, sent: AmensSent, request: number): AmenShadow => ({ ...shadow, sent, sentReadAfter: request });

/**
 * The amen this device shows on prayer `id`, over a window brought by request `request`, from the
 * server or (`fromDevice`) from the copy the device kept.
 */
export function shownAmen(shadow: AmenShadow, id: DoaId, request: number, fromDevice = false): { choice?: AmenStatus; saving: boolean } {
  const tap = shadow.taps[id];
  if (tap && (tap.confirmedAfter === undefined || request <= tap.confirmedAfter)) return { choice: tap.choice, saving: tap.saving };
  return { choice: amenWaiting(shadow.queued, id) ?? (fromDevice ? amenSent(shadow.sent, id) : undefined), saving: false };
}

/**
 * The sent amens a window confirms: one the server answered (not the device's copy) for a request
 * started after they were all taken shows each prayer in it as the server holds it now, and the
 * device keeps that answer. Undefined when it confirms none.
 */
export function sentConfirmed(shadow: AmenShadow, shownIds: readonly DoaId[], request: number, fromDevice: boolean): { ids: Set<DoaId>; upTo: number } | undefined {
  if (fromDevice || request <= shadow.sentReadAfter) return undefined;
  const inWindow = new Set(shownIds);
  const ids = new Set(shadow.sent.filter((e) => inWindow.has(e.id)).map((e) => e.id));
  if (ids.size === 0) return undefined;
  return { ids, upTo: shadow.sent.reduce((max, e) => Math.max(max, e.n), 0) };
}
