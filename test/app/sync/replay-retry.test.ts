import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReplayRetry, REPLAY_RETRY_MS } from '../../../src/sync/replay-retry';
import type { ReplayReport } from '../../../src/sync/outbox';

const waiting = (stoppedBy: ReplayReport['stoppedBy'], pending = 2): ReplayReport => ({ sent: 0, rejected: 0, pending, dropped: 0, stoppedBy });
const done: ReplayReport = { sent: 2, rejected: 0, pending: 0, dropped: 0 };

describe('retrying a replay that met no network', () => {
  let online: boolean;
  let visible: boolean;
  let replays: number;
  let retry: ReturnType<typeof createReplayRetry>;
  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    visible = true;
    replays = 0;
    retry = createReplayRetry({
      replay: async () => {
        replays += 1;
      },
      online: () => online,
      visible: () => visible,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('tries again sooner first, then every 15 s while changes still wait, with no online event', async () => {
    for (let i = 0; i < REPLAY_RETRY_MS.length + 2; i++) {
      retry.afterReplay(waiting('network'));
      const before = replays;
      await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS[Math.min(i, REPLAY_RETRY_MS.length - 1)]! - 1);
      expect(replays).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(replays).toBe(before + 1);
    }
    expect(REPLAY_RETRY_MS.at(-1)).toBe(15_000);
  });

  it('retries a server fault too, but not what only a login can send, nor an empty outbox', async () => {
    retry.afterReplay(waiting('server'));
    await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS[0]);
    expect(replays).toBe(1);
    retry.afterReplay(waiting('signed-out'));
    retry.afterReplay(done);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(replays).toBe(1);
  });

  it('starts from the shortest wait again after a replay that sent everything', async () => {
    retry.afterReplay(waiting('network'));
    retry.afterReplay(waiting('network'));
    retry.afterReplay(waiting('network')); // the third wait (4 s) is now due
    retry.afterReplay(done);
    retry.afterReplay(waiting('network'));
    await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS[0]);
    expect(replays).toBe(1);
  });

  it('keeps one retry pending however many replays report, and tries nothing offline or out of view', async () => {
    retry.afterReplay(waiting('network'));
    retry.afterReplay(waiting('network'));
    await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS[1]);
    expect(replays).toBe(1);
    online = false;
    retry.afterReplay(waiting('network'));
    await vi.advanceTimersByTimeAsync(60_000);
    visible = false;
    online = true;
    retry.afterReplay(waiting('network'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(replays).toBe(1);
  });
});
