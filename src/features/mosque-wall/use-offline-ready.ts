import { useEffect, useState } from 'react';
import type { ReadCall } from '../../contract/first-screen';
import { canKeepForOffline, keptForOffline } from '../../lib/offline-ready';

/** How often the screen looks again while it is being kept. */
const CHECK_MS = 1000;
/** How long 'Siap dipakai tanpa internet' stays before it goes. */
export const READY_SHOWN_MS = 8000;

export type OfflineReadiness = 'checking' | 'preparing' | 'ready' | 'done';

/**
 * 'preparing' until the screen, its code and `reads` are kept on this device; then 'ready' for a
 * few seconds; then 'done'. A screen opened again, already kept, says nothing ('done' at once),
 * and neither does a browser that cannot keep it. A first visit (no worker ran the page yet)
 * always ends with 'ready', even when everything was kept before the first look: on a slow start
 * the worker may finish before the reads answer, and the staff must still hear that it is ready. `start` waits for the reads to have answered;
 * `reads` keeps its identity between renders (useMemo), or the checks start over.
 */
export function useOfflineReady(reads: readonly ReadCall[], start: boolean, file: string | null = null): OfflineReadiness {
  const [state, setState] = useState<OfflineReadiness>(() => (canKeepForOffline() ? 'checking' : 'done'));
  const [openedKept] = useState(() => Boolean(globalThis.navigator?.serviceWorker?.controller));
  useEffect(() => {
    if (!start || !canKeepForOffline()) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const check = async () => {
      const kept = await keptForOffline(reads, undefined, file ? [file] : []).catch(() => false);
      if (stopped) return;
      if (kept) {
        const quiet = first && openedKept;
        setState(quiet ? 'done' : 'ready');
        if (!quiet) timer = setTimeout(() => setState('done'), READY_SHOWN_MS);
        return;
      }
      first = false;
      setState('preparing');
      timer = setTimeout(() => void check(), CHECK_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [reads, start, file, openedKept]);
  return state;
}
