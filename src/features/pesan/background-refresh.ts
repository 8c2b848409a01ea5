import { syncInbox } from './inbox-store';
import { refreshSubscription } from './push-subscription';

// The in-app prayer reminder comes with this module: both wait for the page to be idle (__root.tsx).
export { default as PrayerMomentBanner } from './prayer-moment';

/*
 * Keeps the Pesan badge current away from the Pesan tab: once after start, when the app comes
 * back to the foreground, and when the worker says a push arrived. Loaded after the first
 * screen is idle (see __root.tsx), so Dexie never weighs on a first paint.
 */
export function startInboxRefresh(): () => void {
  let last = 0;
  const refresh = () => {
    if (!navigator.onLine || Date.now() - last < 30_000) return;
    last = Date.now();
    syncInbox().catch(() => undefined);
    refreshSubscription().catch(() => undefined);
  };
  const onVisible = () => document.visibilityState === 'visible' && refresh();
  const onWorker = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== 'pesan-updated') return;
    last = 0;
    refresh();
  };
  refresh();
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorker);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorker);
  };
}
