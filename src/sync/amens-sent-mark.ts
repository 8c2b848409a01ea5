/*
 * Whether amens the server took may still wait for a fresh read of their prayers
 * (db/amen-overrides.ts), kept in localStorage beside the outbox's mark (outbox-mark.ts) so a
 * program page knows at once to lay them over the device's older copy. Set by the page after each
 * replay and each look at them; the worker, which sends without marking, only sends what a page
 * queued and marked as waiting in the outbox, which makes the next program page look too. Apart
 * from outbox-mark.ts because that one is in the first screen's code, and this is not needed there.
 */
const KEY = 'jariyah:amens-sent';
type MarkStore = { getItem(key: string): string | null; setItem(key: string, value: string): void };
const store = (): MarkStore | undefined => (globalThis as { localStorage?: MarkStore }).localStorage;

export function markAmensSent(some: boolean): void {
  try {
    store()?.setItem(KEY, some ? '1' : '0');
  } catch {
    // Storage refused (private mode quota): the next replay or look writes it again.
  }
}

export function amensSentMayWait(): boolean {
  try {
    return store()?.getItem(KEY) === '1';
  } catch {
    return true;
  }
}
