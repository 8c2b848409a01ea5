import type { Workbox } from 'workbox-window';

// workbox-window and the first visit's keepers load together after load (lib/worker-bridge.ts).
const loadBridge = () => import('./worker-bridge');

// A tiny store around the worker registration, so the update prompt can render from it.
let workbox: Workbox | null = null;
let waiting = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/**
 * Registers the worker once the page has loaded and the browser is idle, as Workbox itself would
 * wait for load: workbox-window (6 KB) is then fetched apart (lib/worker-bridge.ts), off the first screen's entry chunk.
 * A worker already waiting from an earlier visit is still announced: Workbox reports it on
 * register.
 */
export function registerServiceWorker(keepAnswersWith: (keep: typeof keepAfterLoad) => void): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // The api client is handed the keeper by the caller: lib/ sits below api/ and never imports it.
  keepAnswersWith(keepAfterLoad);
  // Should the module not come (the network dropped on a first visit), the next load registers.
  afterLoadWhenIdle(() => void loadBridge().then(({ Workbox }) => register(new Workbox('/sw.js', { scope: '/' })), () => undefined));
}

/**
 * Answers the worker never saw, kept in its cache (lib/keep-api-answers.ts) once the page has
 * loaded and the browser is idle: the writer comes in the worker bridge's chunk, off the first screen.
 */
function keepAfterLoad(read: { url: string; kode: string }, answer: Response): void {
  afterLoadWhenIdle(() => void loadBridge().then(({ keepApiRead }) => keepApiRead(read, answer), () => undefined));
}

function afterLoadWhenIdle(run: () => void): void {
  const start = () => (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1)))(run, { timeout: 2000 });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function register(worker: Workbox): void {
  workbox = worker;
  workbox.addEventListener('waiting', () => {
    waiting = true;
    notify();
  });
  // Once the user chose the new version and it took control, load the page it serves.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  const controlledAtStart = !!navigator.serviceWorker.controller;
  void workbox.register().then(() => requestPersistentStorage());
  // A first visit: what the page loaded before the worker came is handed to it (keep-page-resources.ts).
  if (!controlledAtStart) void loadBridge().then(({ keepFilesLoadedBeforeControl }) => keepFilesLoadedBeforeControl(), () => undefined);
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
