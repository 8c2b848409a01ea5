/*
 * What a crowd asks the database again and again within a second, read once: rows that change
 * rarely and whose change may show a moment later (a program's deadline, a payment method).
 * Each value lives `lifetimeMs` from its read (ANSWER_CACHE_MS, the README's promised time for a
 * change to show); concurrent askers share one read, and a failed read is not kept.
 */
export type ShortMemo = {
  recall<T>(key: string, now: Date, read: () => Promise<T>): Promise<T>;
};

/** Enough for the programs and methods a crowd gives to; made-up keys only evict the oldest. */
const MAX_ENTRIES = 512;

export function createShortMemo(lifetimeMs: number): ShortMemo | undefined {
  if (lifetimeMs <= 0) return undefined;
  const entries = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    recall<T>(key: string, now: Date, read: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && kept.until > now.getTime()) return kept.value as Promise<T>;
      entries.delete(key);
      const value = read();
      entries.set(key, { value, until: now.getTime() + lifetimeMs });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
