import { worthRetrying, type ReplayReport } from './outbox';

/*
 * A replay that met no network (or a server fault) is tried again on the page, sooner first:
 * the 'online' event alone is not enough. A phone on a weak signal often says it is online while
 * calls fail ("lie-fi"), so the signal coming back fires no event, and Background Sync waits
 * minutes between its tries. Nothing is tried while the browser says it is offline (the 'online'
 * event replays then) or while the page is out of view (coming back into view replays).
 */

/** Waits before the 1st, 2nd, … retry; the last one repeats while changes still wait. */
export const REPLAY_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

export type ReplayRetryEnv = {
  replay: () => Promise<unknown>;
  online: () => boolean;
  visible: () => boolean;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

export type ReplayRetry = {
  /** Told after every replay: schedules the next try while something worth retrying waits. */
  afterReplay(report: ReplayReport): void;
};

export function createReplayRetry(env: ReplayRetryEnv): ReplayRetry {
  let timer: unknown;
  let failures = 0;
  return {
    afterReplay(report) {
      if (timer !== undefined) env.clearTimer(timer);
      timer = undefined;
      if (report.pending === 0 || !worthRetrying(report)) {
        failures = 0;
        return;
      }
      const wait = REPLAY_RETRY_MS[Math.min(failures, REPLAY_RETRY_MS.length - 1)]!;
      failures += 1;
      timer = env.setTimer(() => {
        timer = undefined;
        if (env.online() && env.visible()) void env.replay().catch(() => undefined);
      }, wait);
    },
  };
}
