/*
 * Whether the outbox may hold something to send, kept in localStorage so start-up can tell
 * without opening IndexedDB: the replay module (and Dexie with it) then loads only on a device
 * that has something waiting, never on a first visit. No mark yet on a device visited before (an
 * older install) counts as "maybe": one replay looks and writes the mark. The worker has no
 * localStorage and needs none.
 */
const KEY = 'jariyah:outbox-waiting';
type MarkStore = { getItem(key: string): string | null; setItem(key: string, value: string): void };
const store = (): MarkStore | undefined => (globalThis as { localStorage?: MarkStore }).localStorage;

export function markOutboxWaiting(waiting: boolean): void {
  try {
    store()?.setItem(KEY, waiting ? '1' : '0');
  } catch {
    // Storage refused (private mode quota): the next start simply looks again.
  }
}

export function outboxMayWait(visitedBefore: boolean): boolean {
  try {
    const mark = store()?.getItem(KEY);
    return mark === '1' || (mark == null && visitedBefore);
  } catch {
    return true;
  }
}
