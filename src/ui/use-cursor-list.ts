import { useCallback, useEffect, useRef, useState } from 'react';

export type CursorPage<T> = { items: T[]; nextCursor: string | null };

export type CursorList<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
    status: 'ready';
    items: T[];
    /** Another page exists after the rows shown. */
    hasMore: boolean;
    loadingMore: boolean;
    /** The last page failed to load; `loadMore` tries it again. */
    moreFailed: boolean;
    loadMore: () => void;
    retry: () => void;
  };

/**
 * A list the server sends a page at a time (see `next_cursor`): the first page loads when `key`
 * changes (a newer key aborts the older loads), `loadMore` appends the next page once. `keyOf`
 * drops a row already shown, for lists whose order can move while someone scrolls. `firstPage`
 * gives a first page already at hand, read once when the list mounts.
 */
export function useCursorList<T>(
  key: string,
  loadPage: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>,
  keyOf?: (item: T) => string | number,
  firstPage?: () => CursorPage<T> | undefined,
): CursorList<T> {
  type Ready = { items: T[]; nextCursor: string | null; loadingMore: boolean; moreFailed: boolean };
  // The first page the screen already has (one the page came with) is shown at once, not asked for.
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; error: unknown } | ({ status: 'ready' } & Ready)>(() => {
    const page = firstPage?.();
    return page ? { status: 'ready', items: page.items, nextCursor: page.nextCursor, loadingMore: false, moreFailed: false } : { status: 'loading' };
  });
  const givenKey = useRef<string | null>(state.status === 'ready' ? key : null);
  const [attempt, setAttempt] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);
  const loadingMoreRef = useRef(false);
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const keyOfRef = useRef(keyOf);
  keyOfRef.current = keyOf;

  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    loadingMoreRef.current = false;
    if (givenKey.current === key && attempt === 0) return () => controller.abort();
    givenKey.current = null;
    setState({ status: 'loading' });
    loadRef.current(null, controller.signal).then(
      (page) => !controller.signal.aborted && setState({ status: 'ready', items: page.items, nextCursor: page.nextCursor, loadingMore: false, moreFailed: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Gagal memuat data', key, error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const nextCursor = state.status === 'ready' ? state.nextCursor : null;
  const loadMore = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller || nextCursor === null || loadingMoreRef.current) return;
    loadingMoreRef.current = true;
    setState((s) => (s.status === 'ready' ? { ...s, loadingMore: true, moreFailed: false } : s));
    loadRef.current(nextCursor, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        loadingMoreRef.current = false;
        setState((s) => {
          if (s.status !== 'ready') return s;
          const by = keyOfRef.current;
          const shown = by ? new Set(s.items.map(by)) : null;
          const fresh = shown && by ? page.items.filter((item) => !shown.has(by(item))) : page.items;
          return { ...s, items: [...s.items, ...fresh], nextCursor: page.nextCursor, loadingMore: false };
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        loadingMoreRef.current = false;
        console.error('Gagal memuat halaman berikutnya', key, error);
        setState((s) => (s.status === 'ready' ? { ...s, loadingMore: false, moreFailed: true } : s));
      },
    );
  }, [key, nextCursor]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.status !== 'ready') return { ...state, retry };
  return { status: 'ready', items: state.items, hasMore: state.nextCursor !== null, loadingMore: state.loadingMore, moreFailed: state.moreFailed, loadMore, retry };
}
