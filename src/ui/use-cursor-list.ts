import { useCallback, useEffect, useRef, useState } from 'react';
import { readOfAnswer, readState, updateRead, type Read } from '../api/read-cache';
import { useCachedRead, type Freshness } from './use-remote';

/** A page of a list; `fetchedAt` and `fromDevice` as in api/read-cache.ts (a network page of now when left out). */
export type CursorPage<T> = { items: T[]; nextCursor: string | null; fetchedAt?: number; fromDevice?: boolean };

export type CursorList<T> =
  | { status: 'loading'; retry: () => void; freshness: Freshness }
  | { status: 'error'; error: unknown; retry: () => void; freshness: Freshness }
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
    freshness: Freshness;
  };

/** The rows shown so far; `pages` says how far the list was scrolled. */
type Rows<T> = { items: T[]; pages: number };

/** A page from an API answer (api/client.ts), with when it was made. */
export function pageOfAnswer<T>(answer: { data: T[]; nextCursor?: string | null; fetchedAt?: number; fromDeviceCache?: true }): CursorPage<T> {
  const read = readOfAnswer(answer);
  return { items: answer.data, nextCursor: answer.nextCursor ?? null, fetchedAt: read.fetchedAt, fromDevice: read.fromDevice };
}

const readOfPage = <T,>(page: CursorPage<T>): Read<Rows<T>> => ({
  data: { items: page.items, pages: 1 },
  nextCursor: page.nextCursor,
  fetchedAt: page.fetchedAt ?? Date.now(),
  fromDevice: page.fromDevice ?? false,
});

export type CursorListOptions<T> = {
  /** Drops a row already shown, for lists whose order can move while someone scrolls. */
  keyOf?: (item: T) => string | number;
  /** A first page already at hand (the page came with it), read once when the list mounts. */
  firstPage?: () => CursorPage<T> | undefined;
  /** A public list: it stays in the read cache, scrolled as far as it was, after the screen leaves. */
  keep?: boolean;
};

/**
 * A list the server sends a page at a time (see `next_cursor`), held in the app's read cache
 * under `key`: the first page loads when `key` changes (a newer key gives up the older loads),
 * `loadMore` appends the next page once. A kept list the cache holds scrolled past its first page
 * is shown as it was and not asked again (that would fold it back to one page); `retry` does.
 */
export function useCursorList<T>(
  key: string,
  loadPage: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>,
  keyOf?: (item: T) => string | number,
  firstPage?: () => CursorPage<T> | undefined,
  keep = false,
): CursorList<T> {
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const keyOfRef = useRef(keyOf);
  keyOfRef.current = keyOf;
  // Its own key space: a list's rows and a single read of the same name are different things.
  const entryKey = `list:${key}`;
  const remote = useCachedRead<Rows<T>>(entryKey, (signal) => loadRef.current(null, signal).then(readOfPage), {
    keep,
    settled: (read) => read.data.pages > 1,
    given: () => {
      const page = firstPage?.();
      return page && readOfPage(page);
    },
  });
  const [more, setMore] = useState<{ key: string; loading: boolean; failed: boolean }>({ key, loading: false, failed: false });
  const moreState = more.key === key ? more : { key, loading: false, failed: false };
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    return () => controller.abort();
  }, [key]);

  const nextCursor = remote.status === 'ready' ? (readState<Rows<T>>(entryKey).read?.nextCursor ?? null) : null;
  const loadMore = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller || nextCursor === null || moreState.loading) return;
    setMore({ key, loading: true, failed: false });
    loadRef.current(nextCursor, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        updateRead<Rows<T>>(entryKey, (read) => {
          const by = keyOfRef.current;
          const shown = by ? new Set(read.data.items.map(by)) : null;
          const fresh = shown && by ? page.items.filter((item) => !shown.has(by(item))) : page.items;
          // The list is as old as its oldest page, and from the device if any page was.
          return {
            data: { items: [...read.data.items, ...fresh], pages: read.data.pages + 1 },
            nextCursor: page.nextCursor,
            fetchedAt: Math.min(read.fetchedAt, page.fetchedAt ?? Date.now()),
            fromDevice: read.fromDevice || (page.fromDevice ?? false),
          };
        });
        setMore({ key, loading: false, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Gagal memuat halaman berikutnya', key, error);
        setMore({ key, loading: false, failed: true });
      },
    );
  }, [key, entryKey, nextCursor, moreState.loading]);

  if (remote.status !== 'ready') return remote;
  return {
    status: 'ready', items: remote.data.items, hasMore: nextCursor !== null, loadingMore: moreState.loading, moreFailed: moreState.failed,
    loadMore, retry: remote.retry, freshness: remote.freshness,
  };
}
