import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Loads something for a screen and reloads when `key` changes; a newer load cancels the older one
 * (its AbortSignal fires), so a slow answer to an old search never overwrites a newer one.
 * `given` gives data already at hand, read once when the screen mounts.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>, given?: () => T | undefined): RemoteState<T> & { retry: () => void } {
  // What the screen already has (an answer the page came with) is shown at once, not asked for.
  const [state, setState] = useState<RemoteState<T>>(() => {
    const data = given?.();
    return data === undefined ? { status: 'loading' } : { status: 'ready', data };
  });
  const givenKey = useRef<string | null>(state.status === 'ready' ? key : null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    if (givenKey.current === key && attempt === 0) return undefined;
    givenKey.current = null;
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Gagal memuat data', key, error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `key` says when it means something new.
  }, [key, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** `value`, but only after it has stayed the same for `ms` (search boxes). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
