import { useSyncExternalStore } from 'react';
import { networkSeemsGone, reportServerAnswered, subscribeNetworkReach } from '../lib/network-reach';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Whether the browser believes it has a network. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

// The browser saw the network come back: trust it until a request says otherwise.
if (typeof window !== 'undefined') window.addEventListener('online', reportServerAnswered);

const subscribeToBoth = (notify: () => void) => {
  const unsubscribe = subscribeNetworkReach(notify);
  const unsubscribeBrowser = subscribe(notify);
  return () => {
    unsubscribe();
    unsubscribeBrowser();
  };
};

/**
 * Whether the person should be told they are offline: the browser says so, or the app's own
 * requests found no network (lib/network-reach.ts) though the browser still believes it has one.
 */
export function useSeemsOffline(): boolean {
  return useSyncExternalStore(subscribeToBoth, () => !navigator.onLine || networkSeemsGone(), () => false);
}
