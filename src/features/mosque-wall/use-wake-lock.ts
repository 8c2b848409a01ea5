import { useEffect } from 'react';

type Sentinel = { released: boolean; release(): Promise<void> };
type WakeLockApi = { request(type: 'screen'): Promise<Sentinel> };

/**
 * Keeps the screen on while this page shows (Screen Wake Lock API). The browser drops the lock
 * whenever the page is hidden, so it is asked for again each time the page shows. Where the API
 * is missing (older TVs) nothing happens: the hall's screen settings must keep it on.
 */
export function useWakeLock(doc: Document = document, nav: Navigator = navigator): void {
  useEffect(() => {
    const api = (nav as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!api) return undefined;
    let sentinel: Sentinel | null = null;
    let stopped = false;
    const acquire = () => {
      if (stopped || doc.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      api.request('screen').then((s) => {
        if (stopped) void s.release();
        else sentinel = s;
      }, () => undefined); // refused (power saving): try again on the next visibility change
    };
    const onVisibility = () => acquire();
    acquire();
    doc.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      doc.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [doc, nav]);
}
