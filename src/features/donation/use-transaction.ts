import { useCallback, useEffect, useState } from 'react';
import { fetchRead, readOfAnswer, readState } from '../../api/read-cache';
import { useCachedRead } from '../../ui/use-remote';
import { ApiError } from '../../api/client';
import { getTransactionAnswer } from '../../api/transaction';
import type { Transaction } from '../../contract/donation';
import { updateLocalStatus } from './local-donations';

export const POLL_MS = 10_000;

export type TransactionState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; data: Transaction; refreshing: boolean };

/**
 * One donation through the app's read cache, asked again every 10 s while it is unpaid so the
 * page turns 'Lunas' by itself (the checkout and the detail page share the one entry). A failed
 * refresh (offline) keeps what was shown; the first load falls back to the worker's cache.
 * Each ask is cheap for the server: the answer carries an ETag and `no-cache`, so the browser's
 * HTTP cache (under the worker's network-first fetch too) asks with If-None-Match and an
 * unchanged status comes back as a bodiless 304 answered from the server's memory; a payment
 * changes the tag and the next ask brings 'Lunas'.
 */
export function useTransaction(code: string, options: { poll?: boolean } = {}): TransactionState & { refresh: () => Promise<void> } {
  const key = `transaction:${code}`;
  const load = (signal: AbortSignal) => getTransactionAnswer(code, signal).then((answer) => {
    // Only the server's word of now moves the status kept on the device; a copy from the
    // worker's cache (offline) keeps its own age, so it never passes for a fresh one.
    if (!answer.fromDeviceCache) void updateLocalStatus(code, answer.data.status).catch(() => undefined);
    return readOfAnswer(answer);
  });
  const pending = readState<Transaction>(key).read?.data.state === 'pending';
  const remote = useCachedRead<Transaction>(key, load, { pollMs: options.poll && pending ? POLL_MS : undefined });
  const refresh = useCallback(() => fetchRead(key, load).then(() => undefined, () => undefined), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (remote.status === 'ready') return { status: 'ready', data: remote.data, refreshing: remote.refreshing, refresh };
  if (remote.status === 'loading') return { status: 'loading', refresh };
  const missing = remote.error instanceof ApiError && (remote.error.status === 404 || remote.error.status === 422);
  return { status: missing ? 'not-found' : 'error', refresh };
}

/** The current time, ticking every `ms` (countdowns). */
export function useNow(ms = 1000, clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), ms);
    return () => clearInterval(timer);
  }, [ms, clock]);
  return now;
}
