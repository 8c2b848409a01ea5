// The last isbat table this phone read (/api/kalender get_isbat), in localStorage: the home card
// counts the Hijri day on the first paint, offline too, and must not wait for Dexie or the network.
import { setIsbatDecisions, type IsbatDecision } from '../contract/hijri';

const KEY = 'jariyah:isbat';
export const ISBAT_EVENT = 'jariyah:isbat';

type Store = { getItem(key: string): string | null; setItem(key: string, value: string): void };
const store = (): Store | undefined => (globalThis as { localStorage?: Store }).localStorage;

const isDecision = (d: unknown): d is IsbatDecision => {
  const x = d as Partial<IsbatDecision> | null;
  return !!x && Number.isInteger(x.year) && Number.isInteger(x.month) && typeof x.firstDay === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x.firstDay);
};

export function readStoredIsbat(): IsbatDecision[] {
  try {
    const list: unknown = JSON.parse(store()?.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isDecision) : [];
  } catch {
    return [];
  }
}

let version = 0;
/** Counts the tables applied since start: a screen re-renders its Hijri date when it moves. */
export const isbatVersion = () => version;
export function subscribeIsbat(notify: () => void): () => void {
  globalThis.addEventListener?.(ISBAT_EVENT, notify);
  return () => globalThis.removeEventListener?.(ISBAT_EVENT, notify);
}

/** Applies the stored table to hijriDate; the built-in decisions apply without it. */
export function applyStoredIsbat(): void {
  setIsbatDecisions(readStoredIsbat());
}

/** Keeps a newly read table and applies it at once; screens showing a Hijri date hear ISBAT_EVENT. */
export function storeIsbat(list: readonly IsbatDecision[]): void {
  const text = JSON.stringify(list);
  if (store()?.getItem(KEY) === text) return;
  store()?.setItem(KEY, text);
  setIsbatDecisions(list);
  version++;
  globalThis.dispatchEvent?.(new Event(ISBAT_EVENT));
}
