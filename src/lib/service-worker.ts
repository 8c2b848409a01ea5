import { Workbox } from 'workbox-window';

// A tiny store around the worker registration, so the update prompt can render from it.
let workbox: Workbox | null = null;
let waiting = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    notify();
  });
  // Once the user chose the new version and it took control, load the page it serves.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  void workbox.register().then(() => requestPersistentStorage());
}

export const updateWaiting = () => waiting;
export function subscribeToUpdate(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}

/**
 * Asks the browser not to evict our storage (the outbox, saved surahs, the prayer schedule).
 * Chromium grants it silently to installed or engaged sites, so asking once the worker is
 * registered costs the user nothing.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist();
}
