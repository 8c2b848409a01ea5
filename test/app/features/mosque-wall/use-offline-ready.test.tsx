import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadCall } from '../../../../src/contract/first-screen';

// The wall's offline note: a first visit always ends with 'Siap dipakai tanpa internet', even when
// everything was kept before the screen first looked (a slow start: the worker done before the
// reads answered); a screen opened again, already kept, says nothing.

const kept = vi.hoisted(() => ({ now: false }));
vi.mock('../../../../src/lib/offline-ready', () => ({
  canKeepForOffline: () => true,
  keptForOffline: () => Promise.resolve(kept.now),
}));
const { useOfflineReady, READY_SHOWN_MS } = await import('../../../../src/features/mosque-wall/use-offline-ready');

const reads: readonly ReadCall[] = [];
const controlledBy = (controller: unknown) => vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useOfflineReady', () => {
  it('a first visit found all kept at the first look says ready, then goes quiet', async () => {
    controlledBy(null);
    kept.now = true;
    const { result } = renderHook(() => useOfflineReady(reads, true));
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(result.current).toBe('ready');
    await act(async () => { await vi.advanceTimersByTimeAsync(READY_SHOWN_MS); });
    expect(result.current).toBe('done');
  });

  it('a first visit not yet kept says preparing, then ready once it is', async () => {
    controlledBy(null);
    kept.now = false;
    const { result } = renderHook(() => useOfflineReady(reads, true));
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(result.current).toBe('preparing');
    kept.now = true;
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    expect(result.current).toBe('ready');
  });

  it('a screen opened again under its worker, already kept, says nothing', async () => {
    controlledBy({});
    kept.now = true;
    const { result } = renderHook(() => useOfflineReady(reads, true));
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(result.current).toBe('done');
  });
});
