import { useEffect, useState, type ComponentType } from 'react';
import { deviceMayHoldData } from '../../db/device-data-mark';

/**
 * The Pesan badge stays current on every screen, and a chosen prayer reminder shows in the open
 * app (features/pesan/prayer-moment); their code (and Dexie) loads once the page is idle.
 * On a first visit (nothing saved, no worker yet) it waits for the person's first touch or key
 * instead, so a new visitor's first screen downloads no Dexie; their inbox follows their first act.
 */
export function useInboxRefreshWhenIdle(): ComponentType | null {
  const [moment, setMoment] = useState<ComponentType | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => void import('./background-refresh').then((m) => {
      if (cancelled) return;
      stop = m.startInboxRefresh();
      setMoment(() => m.PrayerMomentBanner);
    });
    const firstTouch = ['pointerdown', 'keydown'] as const;
    const onFirstTouch = () => {
      firstTouch.forEach((type) => window.removeEventListener(type, onFirstTouch, true));
      start();
    };
    const begin = () => {
      if (cancelled) return;
      if (deviceMayHoldData()) start();
      else firstTouch.forEach((type) => window.addEventListener(type, onFirstTouch, { capture: true, passive: true }));
    };
    // Safari has no requestIdleCallback: a few seconds after start stands in for idle there.
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(begin, { timeout: 5000 }) : setTimeout(begin, 3000);
    return () => {
      cancelled = true;
      if (idle) window.cancelIdleCallback(handle);
      else clearTimeout(handle);
      firstTouch.forEach((type) => window.removeEventListener(type, onFirstTouch, true));
      stop?.();
    };
  }, []);
  return moment;
}
