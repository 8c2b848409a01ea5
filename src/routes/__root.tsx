import { createRootRoute, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ToastProvider } from '../ui/toast';
import { OfflineBanner } from '../ui/offline-banner';
import { UpdatePrompt } from '../ui/update-prompt';
import { DEVICE_DATA_EVENT, deviceMayHoldData } from '../db/device-data-mark';

export const Route = createRootRoute({ component: RootLayout });

function RootLayout() {
  useInboxRefreshWhenIdle();
  // Marks the moment React has taken over a prerendered page (tests and tools wait for it).
  useEffect(() => void (document.documentElement.dataset.app = 'live'), []);
  return (
    <ToastProvider>
      <div className="app-column">
        <Outlet />
      </div>
      <OfflineBanner />
      <UpdatePrompt />
      <PrayerMomentWhenIdle />
    </ToastProvider>
  );
}

// The in-app prayer reminder (features/pesan): its code and Dexie load after the first screen.
const PrayerMomentBanner = lazy(() => import('../features/pesan/prayer-moment'));

/**
 * Mounts the in-app prayer reminder once the page is idle, on a device that holds something (a
 * reminder chosen is something): a first visit has no reminder to show and downloads none of it.
 */
function PrayerMomentWhenIdle() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const check = () => deviceMayHoldData() && setReady(true);
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(check, { timeout: 5000 }) : setTimeout(check, 3000);
    window.addEventListener(DEVICE_DATA_EVENT, check);
    return () => {
      if (idle) window.cancelIdleCallback(handle as number);
      else clearTimeout(handle);
      window.removeEventListener(DEVICE_DATA_EVENT, check);
    };
  }, []);
  return ready ? <Suspense fallback={null}><PrayerMomentBanner /></Suspense> : null;
}

/**
 * The Pesan badge stays current on every screen; its code (and Dexie) loads once the page is idle.
 * On a first visit (nothing saved, no worker yet) it waits for the person's first touch or key
 * instead, so a new visitor's first screen downloads no Dexie; their inbox follows their first act.
 */
function useInboxRefreshWhenIdle() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => void import('../features/pesan/background-refresh').then((m) => {
      if (!cancelled) stop = m.startInboxRefresh();
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
      if (idle) window.cancelIdleCallback(handle as number);
      else clearTimeout(handle);
      firstTouch.forEach((type) => window.removeEventListener(type, onFirstTouch, true));
      stop?.();
    };
  }, []);
}
