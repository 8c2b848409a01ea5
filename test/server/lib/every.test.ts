import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from '../../../server/lib/every.ts';
import type { Logger } from '../../../server/lib/logger.ts';

const recordingLog = () => {
  const errors: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
  const log: Logger = { info: () => undefined, error: (msg, fields) => void errors.push({ msg, fields }) };
  return { log, errors };
};

describe('a background pass run every so often', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs first after its delay, then at each interval, until stopped', async () => {
    const { log } = recordingLog();
    const job = vi.fn(() => Promise.resolve());
    const stop = every({ everyMs: 1_000, firstAfterMs: 100, log, failed: 'x failed' }, job);
    await vi.advanceTimersByTimeAsync(99);
    expect(job).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(job).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(job).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(job).toHaveBeenCalledTimes(3);
  });

  it('skips a pass while the last one still runs, never two at once', async () => {
    const { log } = recordingLog();
    let finish = () => undefined as void;
    let active = 0;
    let most = 0;
    const job = vi.fn(() => new Promise<void>((resolve) => {
      active += 1;
      most = Math.max(most, active);
      finish = () => { active -= 1; resolve(); };
    }));
    const stop = every({ everyMs: 1_000, log, failed: 'x failed' }, job);
    await vi.advanceTimersByTimeAsync(3_500);
    expect(job).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(job).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    stop();
  });

  it('logs a failure by its first line only, and keeps running', async () => {
    const { log, errors } = recordingLog();
    const job = vi.fn()
      .mockRejectedValueOnce(new Error('select * from "donations" where "phone" = $1\nparams: 08123456789'))
      .mockResolvedValue(undefined);
    const stop = every({ everyMs: 1_000, log, failed: 'expiry sweep failed' }, job);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(job).toHaveBeenCalledTimes(2);
    expect(errors).toEqual([{ msg: 'expiry sweep failed', fields: { error: 'select * from "donations" where "phone" = $1' } }]);
    stop();
  });
});
