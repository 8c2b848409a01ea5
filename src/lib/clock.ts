/**
 * Where time comes from for screens that run for days (the mosque's wall screen): one source,
 * injectable, so a test drives a week of it with fake timers and sees every timer it set.
 */
export type Clock = {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Ms from `now` to the next whole multiple of `stepMs` (at least 1 ms, so a tick never repeats itself). */
export const untilNextStep = (now: number, stepMs: number) => Math.max(1, stepMs - (now % stepMs));
