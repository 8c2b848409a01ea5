// The Pesan badge's number, kept in localStorage: the tab bar is on every screen, including the
// first, and must not load Dexie to draw a number. The pesan feature writes it after each sync.

const KEY = 'jariyah:pesan-unread';
export const UNREAD_EVENT = 'jariyah:pesan-unread';

type Store = { getItem(key: string): string | null; setItem(key: string, value: string): void };
const store = (): Store | undefined => (globalThis as { localStorage?: Store }).localStorage;

export function readUnreadCount(): number {
  const n = Number(store()?.getItem(KEY) ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function writeUnreadCount(count: number): void {
  if (readUnreadCount() === count) return;
  store()?.setItem(KEY, String(Math.max(0, count)));
  globalThis.dispatchEvent?.(new Event(UNREAD_EVENT));
}

/** '9+' past nine, as badges do. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));
