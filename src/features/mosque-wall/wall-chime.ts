import type { Clock } from '../../lib/clock';

/*
 * Rings the wall's chime at the second it is due, by the screen's one clock. Long waits are cut
 * into minutes so a clock that jumped (a device asleep, a fake clock) is looked at again soon; a
 * chime found more than a few seconds late is let go rather than rung at the wrong moment.
 */

const LOOK_AGAIN_MS = 60_000;
/** Later than this after its second, a chime is skipped (the screen was asleep or busy). */
export const CHIME_LATE_MS = 5_000;

/**
 * Starts ringing: `nextAt(from)` is the first chime at or after `from` (or null: nothing to wait
 * for, no timer). Returns the stop.
 */
export function scheduleChimes(clock: Clock, nextAt: (from: number) => number | null, ring: (at: number) => void): () => void {
  let handle: unknown = null;
  let rungUpTo = -Infinity;
  const plan = () => {
    handle = null;
    const now = clock.now();
    const at = nextAt(Math.max(now - CHIME_LATE_MS, rungUpTo + 1));
    if (at === null) return;
    if (now >= at) {
      rungUpTo = at;
      if (now - at <= CHIME_LATE_MS) ring(at);
      plan();
      return;
    }
    handle = clock.setTimeout(plan, Math.min(at - now, LOOK_AGAIN_MS));
  };
  plan();
  return () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
}
