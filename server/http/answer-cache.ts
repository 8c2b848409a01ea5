/*
 * A short-lived copy of the public lists everyone asks for (the home and infaq lists, a shared
 * campaign, the mosque list). A shared link brings hundreds of phones at once, each asking the
 * same question within the same second; one query answers all of them. The copy lives for
 * ANSWER_CACHE_MS at most, and every change this process makes (any write to the API) drops all
 * copies at once, so the person who just gave sees their gift. A change made by another process
 * (scale-out on PostgreSQL) or by a background job shows at most ANSWER_CACHE_MS later.
 * Only actions that answer the same to everyone (no session read) may use it.
 */

type Copy = { body: string; until: number };

export type AnswerCache = {
  get(key: string, now: Date): string | undefined;
  set(key: string, body: string, now: Date): void;
  /** Drops every copy: something may have changed. */
  clear(): void;
};

/** Enough for every list and page people actually open; a flood of made-up queries only evicts. */
const MAX_COPIES = 256;
/** An answer this large is rare (a full page of mosques): kept out, so the copies stay small. */
const MAX_BODY_CHARS = 256 * 1024;
/** All copies together stay within a few megabytes of the server's memory. */
const MAX_TOTAL_CHARS = 2 * 1024 * 1024;

export function createAnswerCache(lifetimeMs: number): AnswerCache | undefined {
  if (lifetimeMs <= 0) return undefined;
  const copies = new Map<string, Copy>();
  let totalChars = 0;
  const drop = (key: string) => {
    const copy = copies.get(key);
    if (!copy) return;
    totalChars -= copy.body.length;
    copies.delete(key);
  };
  return {
    get(key, now) {
      const copy = copies.get(key);
      if (!copy) return undefined;
      if (copy.until <= now.getTime()) {
        drop(key);
        return undefined;
      }
      return copy.body;
    },
    set(key, body, now) {
      if (body.length > MAX_BODY_CHARS) return;
      drop(key);
      copies.set(key, { body, until: now.getTime() + lifetimeMs });
      totalChars += body.length;
      // Map keeps insertion order: the first key is the oldest copy.
      while (copies.size > MAX_COPIES || totalChars > MAX_TOTAL_CHARS) drop(copies.keys().next().value!);
    },
    clear() {
      copies.clear();
      totalChars = 0;
    },
  };
}
