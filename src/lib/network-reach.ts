/*
 * What the app's own requests say of the network, beside what the browser says (navigator.onLine).
 * The browser can believe it is online while nothing gets through: a phone on a dead signal or a
 * captive Wi-Fi, or a page the worker served offline (Chromium leaves navigator.onLine true
 * there). A request that failed, or an answer the worker took from its cache because the network
 * failed (lib/cache-names.ts FROM_DEVICE_CACHE_HEADER), says the network is gone; the next answer
 * from the server, or the browser's 'online' event, says it is back. Safe in the worker too
 * (api/client.ts runs there during Background Sync): it only keeps a flag.
 */

let unreachable = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (unreachable === next) return;
  unreachable = next;
  listeners.forEach((listener) => listener());
}

export const reportNetworkFailed = (): void => set(true);
export const reportServerAnswered = (): void => set(false);
export const networkSeemsGone = (): boolean => unreachable;

export function subscribeNetworkReach(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
