import { useEffect, useState } from 'react';
import { systemClock, untilNextStep, type Clock } from '../lib/clock';

/**
 * The time now, renewed on every whole `stepMs` (each second, each minute). One timeout at a
 * time, set again from the clock on each tick, so a late tick (a sleeping tablet) never drifts
 * and nothing piles up.
 */
export function useNow(stepMs: number, clock: Clock = systemClock): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    let handle: unknown;
    const tick = () => {
      const at = clock.now();
      setNow(at);
      handle = clock.setTimeout(tick, untilNextStep(at, stepMs));
    };
    handle = clock.setTimeout(tick, untilNextStep(clock.now(), stepMs));
    return () => clock.clearTimeout(handle);
  }, [clock, stepMs]);
  return now;
}
