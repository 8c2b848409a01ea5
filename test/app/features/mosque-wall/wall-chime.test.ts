import { describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../../../src/lib/clock';
import { scheduleChimes } from '../../../../src/features/mosque-wall/wall-chime';

/** A clock whose time moves only when the test says, running each timer at its own instant. */
function fakeClock(start: number) {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const advanceTo = (target: number) => {
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = target;
  };
  return { clock, advanceTo, pending: () => timers.size };
}

const T0 = Date.parse('2026-11-26T00:00:00Z');
const HOUR = 3_600_000;
const nextOf = (chimes: number[]) => (from: number) => chimes.find((at) => at >= from) ?? null;

describe('the wall chime', () => {
  it('rings at the right second, not a millisecond before, and once', () => {
    const at = T0 + 5 * HOUR + 1234;
    const { clock, advanceTo } = fakeClock(T0);
    const ring = vi.fn(() => expect(clock.now()).toBe(at));
    scheduleChimes(clock, nextOf([at]), ring);
    advanceTo(at - 1);
    expect(ring).not.toHaveBeenCalled();
    advanceTo(at);
    expect(ring).toHaveBeenCalledTimes(1);
    advanceTo(at + HOUR);
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it('rings each chime of the day in turn', () => {
    const chimes = [T0 + HOUR, T0 + HOUR + 10 * 60_000, T0 + 7 * HOUR];
    const { clock, advanceTo } = fakeClock(T0);
    const rungAt: number[] = [];
    scheduleChimes(clock, nextOf(chimes), () => rungAt.push(clock.now()));
    advanceTo(T0 + 24 * HOUR);
    expect(rungAt).toEqual(chimes);
  });

  it('sets no timer when there is nothing to ring, and none after stopping', () => {
    const { clock, pending, advanceTo } = fakeClock(T0);
    scheduleChimes(clock, () => null, () => {});
    expect(pending()).toBe(0);
    const ring = vi.fn();
    const stop = scheduleChimes(clock, nextOf([T0 + HOUR]), ring);
    expect(pending()).toBe(1);
    stop();
    expect(pending()).toBe(0);
    advanceTo(T0 + 2 * HOUR);
    expect(ring).not.toHaveBeenCalled();
  });

  it('lets a chime go when the clock jumped well past it, instead of ringing at the wrong moment', () => {
    const at = T0 + HOUR;
    const { clock } = fakeClock(T0);
    const ring = vi.fn();
    const later = { ...clock, now: () => at + 60_000 };
    scheduleChimes(later, nextOf([at]), ring);
    expect(ring).not.toHaveBeenCalled();
    // Opened two seconds after its second, the screen still rings it.
    scheduleChimes({ ...clock, now: () => at + 2000 }, nextOf([at]), ring);
    expect(ring).toHaveBeenCalledTimes(1);
  });
});
