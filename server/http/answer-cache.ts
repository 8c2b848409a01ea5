/*
 * A short-lived copy of the public lists everyone asks for (the home and infaq lists, a shared
 * campaign, the mosque list). A shared link brings hundreds of phones at once, each asking the
 * same question within the same second; one query answers all of them. The copy lives for
 * ANSWER_CACHE_MS at most, and every change this process makes (a write to the API that
 * succeeded) drops all copies at once, so the person who just gave sees their gift. A refused
 * write, or one that failed, drops nothing; a copy is keyed by the parameters its action reads
 * (http/controller.ts), so made-up ones share it. A change made by another process
 * (scale-out on PostgreSQL) or by a background job shows at most ANSWER_CACHE_MS later.
 * Only actions that answer the same to everyone (no session read) may use it.
 *
 * The same life and the same drop hold for the small facts a revalidation needs (recall): the
 * amen poll answers a matching If-None-Match with a 304 from its list's remembered version,
 * without a query.
 */

type Copy = { body: string; until: number };

/*
 * Which requests changed nothing a copy or a remembered fact holds (a code sent, a browser's push
 * settings, a logout without a session): their success does not drop the copies, so nobody can
 * empty them with requests that any visitor may make as often as they like. A refused request
 * never drops them either (app.ts); every other successful write does.
 */
const keptRequests = new WeakSet<object>();
/** `request`: the request's context, the one app.ts sees after the handler. */
export function keepSharedCopies(request: object): void {
  keptRequests.add(request);
}
export function sharedCopiesKept(request: object): boolean {
  return keptRequests.has(request);
}

/**
 * Whether a write's answer says it changed something: success only. A refusal changed nothing; a
 * fault rolled its transaction back, and whatever a fault may rarely leave behind shows within
 * ANSWER_CACHE_MS anyway, while letting faults empty the copies would let anyone who finds one
 * empty them at will (issue 41).
 */
export const writeMayHaveChanged = (status: number) => status < 400;
type Fact = { value: Promise<unknown>; until: number };

export type AnswerCache = {
  get(key: string, now: Date): string | undefined;
  /** Keeps `body` unless a clear came since `epoch`, read before the answer was made (it may predate a write). */
  set(key: string, body: string, now: Date, epoch?: number): void;
  /** Counts the clears. */
  readonly epoch: number;
  /**
   * What `read` answered for `key` within the copies' life, else read now (one read for everyone
   * asking at once). A failed read is not kept. The caller names the key so that one key always
   * holds one kind of value.
   */
  recall<T>(key: string, now: Date, read: () => Promise<T>): Promise<T>;
  /**
   * The copy of `key` being made now, since the last clear: a crowd that finds no copy waits for
   * the one request making it (its body, or undefined when it made none) instead of each asking
   * the database again. Undefined when none is being made.
   */
  making(key: string): Promise<string | undefined> | undefined;
  /** Says that `body` is the copy of `key` being made from now (see making). */
  startMaking(key: string, body: Promise<string | undefined>): void;
  /** Drops every copy and every fact: something may have changed. */
  clear(): void;
};

/** Enough for every list and page people actually open; a flood of made-up queries only evicts. */
const MAX_COPIES = 256;
/** An answer this large is rare (a full page of mosques): kept out, so the copies stay small. */
const MAX_BODY_CHARS = 256 * 1024;
/** All copies together stay within a few megabytes of the server's memory. */
const MAX_TOTAL_CHARS = 2 * 1024 * 1024;
/** Facts are small (a version number); a flood of made-up keys only evicts the oldest. */
const MAX_FACTS = 1024;

export function createAnswerCache(lifetimeMs: number): AnswerCache | undefined {
  if (lifetimeMs <= 0) return undefined;
  const copies = new Map<string, Copy>();
  let totalChars = 0;
  const facts = new Map<string, Fact>();
  /** Cleared with the copies: a body made from reads before a write never serves a caller after it. */
  const beingMade = new Map<string, Promise<string | undefined>>();
  let epoch = 0;
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
    get epoch() {
      return epoch;
    },
    set(key, body, now, since = epoch) {
      if (body.length > MAX_BODY_CHARS || since !== epoch) return;
      drop(key);
      copies.set(key, { body, until: now.getTime() + lifetimeMs });
      totalChars += body.length;
      // Map keeps insertion order: the first key is the oldest copy.
      while (copies.size > MAX_COPIES || totalChars > MAX_TOTAL_CHARS) drop(copies.keys().next().value!);
    },
    recall<T>(key: string, now: Date, read: () => Promise<T>): Promise<T> {
      const fact = facts.get(key);
      if (fact && fact.until > now.getTime()) return fact.value as Promise<T>;
      facts.delete(key);
      // Kept from before the read: a write done while it runs clears the map, so this read (which
      // may have seen the state before the write) never outlives the write.
      const value = read();
      facts.set(key, { value, until: now.getTime() + lifetimeMs });
      if (facts.size > MAX_FACTS) facts.delete(facts.keys().next().value!);
      value.catch(() => {
        if (facts.get(key)?.value === value) facts.delete(key);
      });
      return value;
    },
    making(key) {
      return beingMade.get(key);
    },
    startMaking(key, body) {
      beingMade.set(key, body);
      const done = () => {
        if (beingMade.get(key) === body) beingMade.delete(key);
      };
      body.then(done, done);
    },
    clear() {
      beingMade.clear();
      copies.clear();
      totalChars = 0;
      facts.clear();
      epoch++;
    },
  };
}
