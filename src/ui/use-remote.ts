import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  dataWithNewestFigures, fetchRead, figuresSnapshot, readOfAnswer, readState, seedRead, subscribeFigures, subscribeRead, type Combine, type Read,
} from '../api/read-cache';
import { readCallKey, type ReadCall } from '../contract/first-screen';

export type RemoteState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** How old what a screen shows is; undefined while it has nothing. */
export type Freshness = Pick<Read<unknown>, 'fetchedAt' | 'fromDevice'> | undefined;

export type CachedRead<T> = (
  | { status: 'loading' } | { status: 'error'; error: unknown }
  /** `refreshing`: shown while it is asked for again. */
  | { status: 'ready'; data: T; refreshing: boolean }
) & {
  retry: () => void;
  /** Asks at once, by a request that starts now (not one already on its way); settles when its answer is in. */
  refresh: () => Promise<void>;
  freshness: Freshness;
};

export type ReadOptions<T> = {
  /** Data already at hand (an answer the page came with), read when the screen mounts: shown and not asked for. */
  given?: () => Read<T> | undefined;
  /** A public read: it stays in the cache after the screen leaves, and its programs show their newest figures. */
  keep?: boolean;
  /** Marked for the person signed in (kept or not): forgotten when they sign out (read-cache.ts forgetPersonalReads). */
  personal?: boolean;
  /** The held data needs no asking when a screen mounts (a list scrolled past its first page). */
  settled?: (read: Read<T>) => boolean;
  /**
   * Asks again every so many ms while the screen shows it and the page is in view (a payment
   * waiting to be paid, the prayers' amens), and at once when the page comes back into view or
   * back online.
   */
  pollMs?: number;
  /** How an answer joins what the entry holds (read-cache.ts `Combine`); by default it replaces it. */
  combine?: Combine<T>;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A screen's read through the app's one read cache (api/read-cache.ts): shown at once when the
 * cache holds it, asked for again when the screen mounts, `key` changes or `retry` is called; a
 * newer key gives up the older request (aborted when no other screen waits on it), so a slow
 * answer to an old search never lands on a newer one.
 */
export function useCachedRead<T>(key: string, load: (signal: AbortSignal) => Promise<Read<T>>, options: ReadOptions<T> = {}): CachedRead<T> {
  const { keep = false, personal = false, pollMs } = options;
  // What the page came with is seeded before the first read of the store, so the first paint has it.
  const givenKey = useRef<string | null>(null);
  const seededFor = useRef<string | null>(null);
  if (seededFor.current === null) {
    seededFor.current = key;
    const given = options.given?.();
    if (given) {
      seedRead(key, given);
      givenKey.current = key;
    }
  }
  const subscribe = useCallback((listener: () => void) => subscribeRead(key, listener, keep, personal), [key, keep, personal]);
  const state = useSyncExternalStore(subscribe, () => readState<T>(key), () => readState<T>(key));
  const figures = useSyncExternalStore(subscribeFigures, figuresSnapshot, figuresSnapshot);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const settledRef = useRef(options.settled);
  settledRef.current = options.settled;
  const combineRef = useRef(options.combine);
  combineRef.current = options.combine;
  const ask = useCallback((signal?: AbortSignal, after = false) =>
    fetchRead(key, (s) => loadRef.current(s), signal, { after, combine: combineRef.current }), [key]);

  useEffect(() => {
    if (givenKey.current === key && attempt === 0) return undefined;
    givenKey.current = null;
    const held = readState<T>(key).read;
    if (attempt === 0 && held && settledRef.current?.(held)) return undefined;
    const controller = new AbortController();
    setFailure(null);
    ask(controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted || isAbort(error)) return;
      console.error('Gagal memuat data', key, error);
      setFailure({ key, error });
    });
    return () => controller.abort();
  }, [key, attempt, ask]);

  useEffect(() => {
    if (!pollMs) return undefined;
    const controller = new AbortController();
    const poll = () => {
      if (document.hidden) return; // nobody looks: the phone's battery and data are spared
      // Several screens polling one entry: an answer from the network younger than half a period does for all.
      const held = readState<T>(key).read;
      if (held && !held.fromDevice && Date.now() - held.fetchedAt < pollMs / 2) return;
      // A failed poll leaves what is shown; the next tick tries again.
      ask(controller.signal).catch(() => undefined);
    };
    const timer = setInterval(poll, pollMs);
    document.addEventListener('visibilitychange', poll);
    window.addEventListener('online', poll);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
      window.removeEventListener('online', poll);
      controller.abort();
    };
  }, [key, pollMs, ask]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => ask(undefined, true).then(() => undefined), [ask]);
  const read = state.read;
  const data = useMemo(() => (read && keep ? dataWithNewestFigures(read.data) : read?.data), [read, keep, figures]); // eslint-disable-line react-hooks/exhaustive-deps
  const freshness: Freshness = read && { fetchedAt: read.fetchedAt, fromDevice: read.fromDevice };
  // What was seen stays on screen when asking again fails (offline): the age label says how old it is.
  if (read) return { status: 'ready', data: data as T, refreshing: state.loading, retry, refresh, freshness };
  if (failure && failure.key === key) return { status: 'error', error: failure.error, retry, refresh, freshness };
  return { status: 'loading', retry, refresh, freshness };
}

/** An API answer as api/client.ts gives it. */
export type AnswerOf<T> = { data: T; fetchedAt?: number; fromDeviceCache?: true; nextCursor?: string | null };

/**
 * A read of public data, kept under its call's key (the same key the page's first-screen answers
 * use), with its age; its programs show their newest figures.
 */
export function usePublicRead<T>(call: ReadCall, load: (signal: AbortSignal) => Promise<AnswerOf<T>>, given?: () => AnswerOf<T> | undefined): CachedRead<T> {
  return useCachedRead<T>(readCallKey(call), (signal) => load(signal).then(readOfAnswer), {
    keep: true,
    given: given && (() => {
      const answer = given();
      return answer && readOfAnswer(answer);
    }),
  });
}

const nowRead = <T,>(data: T): Read<T> => ({ data, fetchedAt: Date.now(), fromDevice: false });

/**
 * Loads something for a screen and reloads when `key` changes (see useCachedRead). A screen's own
 * read: it leaves the cache with the screen. `given` gives data already at hand, read once when
 * the screen mounts.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>, given?: () => T | undefined): RemoteState<T> & { retry: () => void } {
  const remote = useCachedRead<T>(key, (signal) => load(signal).then(nowRead), {
    given: given && (() => {
      const data = given();
      return data === undefined ? undefined : nowRead(data);
    }),
  });
  if (remote.status === 'ready') return { status: 'ready', data: remote.data, retry: remote.retry };
  return remote.status === 'error' ? { status: 'error', error: remote.error, retry: remote.retry } : { status: 'loading', retry: remote.retry };
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
