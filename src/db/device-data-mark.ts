/*
 * Whether Dexie may hold something the first screen shows (the last place, the settings), kept in
 * localStorage so the home page can tell without opening IndexedDB: Dexie then loads only on a
 * device that has saved something, never on a first visit. No mark yet on a device a worker
 * already controls (an older install, visited before this mark existed) counts as "maybe".
 */
const KEY = 'jariyah:device-data';
export const DEVICE_DATA_EVENT = 'jariyah:device-data';

type MarkStore = { getItem(key: string): string | null; setItem(key: string, value: string): void };
const store = (): MarkStore | undefined => (globalThis as { localStorage?: MarkStore }).localStorage;

/** Called on every write of a setting or a place, so the screens that read them start reading. */
export function markDeviceData(): void {
  try {
    if (store()?.getItem(KEY) === '1') return;
    store()?.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode quota): a visited device still counts as "maybe".
  }
  globalThis.dispatchEvent?.(new Event(DEVICE_DATA_EVENT));
}

// Read once at start: a worker that takes control during this first visit does not make it a second.
const visitedBefore = !!globalThis.navigator?.serviceWorker?.controller;

export function deviceMayHoldData(): boolean {
  try {
    const mark = store()?.getItem(KEY);
    return mark === '1' || (mark == null && visitedBefore);
  } catch {
    return true;
  }
}
