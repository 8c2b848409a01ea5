import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;
/**
 * Whether the browser can watch the sentinel. The server renders as a browser without it would
 * (React hydrates with the server's answer, then renders again with the browser's), so a
 * prerendered list with a next page hydrates without a mismatch.
 */
const useCanObserve = () => useSyncExternalStore(never, () => typeof IntersectionObserver !== 'undefined', () => false);

/**
 * The end of a paged list: asks for the next page as it scrolls into view (a screen ahead), shows
 * `skeleton` rows while it loads, and a 'Muat lagi' button where the page failed or the browser
 * has no IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, failed, onMore, skeleton, auto = true }: {
  hasMore: boolean; loading: boolean; failed: boolean; onMore: () => void; skeleton: ReactNode;
  /** false: only the button loads more (staff tables, where a page is long already). */
  auto?: boolean;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canObserve = useCanObserve() && auto;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || failed || !canObserve) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMore();
    }, { rootMargin: '0px 0px 100% 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, onMore, canObserve]);
  if (!hasMore) return null;
  if (loading) return <>{skeleton}</>;
  return (
    <div ref={sentinel} style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-2)', padding: 'var(--space-3) 0' }}>
      {failed ? <p className="muted" role="alert">Gagal memuat data berikutnya. Periksa koneksi internetmu.</p> : null}
      {failed || !canObserve ? <button type="button" className="btn btn--outline btn--small" onClick={onMore}>Muat lagi</button> : null}
    </div>
  );
}
