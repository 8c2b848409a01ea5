import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { getTransaction } from '../../api/transaction';
import type { Transaction } from '../../contract/donation';
import { updateLocalStatus } from './local-donations';

export const POLL_MS = 10_000;

export type TransactionState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; data: Transaction; refreshing: boolean };

/**
 * One donation, asked again every 10 s while it is unpaid so the page turns 'Lunas' by itself.
 * A failed refresh (offline) keeps what was shown; the first load falls back to the worker's cache.
 */
export function useTransaction(code: string, options: { poll?: boolean } = {}): TransactionState & { refresh: () => Promise<void> } {
  const [state, setState] = useState<TransactionState>({ status: 'loading' });
  const current = useRef<Transaction | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    if (current.current) setState({ status: 'ready', data: current.current, refreshing: true });
    try {
      const data = await getTransaction(code, controller.signal);
      if (controller.signal.aborted) return;
      current.current = data;
      setState({ status: 'ready', data, refreshing: false });
      await updateLocalStatus(code, data.status).catch(() => undefined);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (current.current) setState({ status: 'ready', data: current.current, refreshing: false });
      else setState(error instanceof ApiError && (error.status === 404 || error.status === 422) ? { status: 'not-found' } : { status: 'error' });
    }
  }, [code]);

  useEffect(() => {
    current.current = undefined;
    setState({ status: 'loading' });
    void refresh();
    return () => inFlight.current?.abort();
  }, [refresh]);

  const pending = state.status === 'ready' && state.data.state === 'pending';
  useEffect(() => {
    if (!options.poll || !pending) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [options.poll, pending, refresh]);

  return { ...state, refresh };
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
