import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/*
 * The checkout poll's entity tags. Every donor waiting on a checkout page asks for its status
 * every few seconds; a crowd that just gave asks thousands of times a minute while almost nothing
 * changes. Each process remembers the tag it last answered per donation, so a matching
 * If-None-Match is answered 304 without a query, and forgets it the moment the donation changes:
 * at once for a change this process made (announceDonationChange), and within milliseconds for
 * one made by another process on the same PostgreSQL (the change's transaction sends a NOTIFY,
 * which each process LISTENs to: change-feed.ts). A remembered tag is trusted
 * for at most `trustMs()`: long while every change reaches this process, ANSWER_CACHE_MS while
 * the feed is down, so a change elsewhere still shows within the README's promised time.
 */

/** The channel of donation changes between processes; the payload is the donation's code. */
export const DONATION_CHANGE_CHANNEL = 'donation_status';

/** Bump when the answer's shape changes, so tags from before a deploy stop matching. */
const TAG_FORMAT = 1;

/** The entity tag of one status answer: its content, so an unchanged re-read still matches. */
export function donationStatusTag(body: string): string {
  return `"${createHash('sha256').update(`${TAG_FORMAT}:${body}`).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this entity tag (weak or strong, or '*'). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const one = t.trim();
    return one === '*' || one.replace(/^W\//, '') === bare;
  });
}

type Remembered = { tag: string; until: number };

export type DonationStatusTags = {
  /** The tag last answered for `code` while it still holds at `now`; undefined: read again. */
  current(code: string, now: Date): string | undefined;
  /** How many changes were heard so far: read before a read, handed to `remember`. */
  readonly changes: number;
  /**
   * Remembers the tag just answered, unless a change was heard since `since` (the read may have
   * seen the state before it). `pendingUntil`: an unpaid donation's deadline, when its answer
   * turns 'expired' by itself.
   */
  remember(code: string, tag: string, pendingUntil: Date | null, now: Date, since: number): void;
  /** The donation changed: its next poll reads it again. */
  forget(code: string): void;
  /** The feed of other processes' changes was lost: nothing remembered can be trusted. */
  forgetAll(): void;
};

/** A poller per open checkout page; a flood of made-up codes only evicts the oldest. */
const MAX_TAGS = 50_000;

export function createDonationStatusTags(trustMs: () => number): DonationStatusTags {
  const tags = new Map<string, Remembered>();
  let changes = 0;
  return {
    current(code, now) {
      const remembered = tags.get(code);
      if (!remembered) return undefined;
      if (remembered.until <= now.getTime()) {
        tags.delete(code);
        return undefined;
      }
      return remembered.tag;
    },
    get changes() {
      return changes;
    },
    remember(code, tag, pendingUntil, now, since) {
      if (since !== changes) return;
      const trusted = now.getTime() + trustMs();
      const until = pendingUntil ? Math.min(trusted, pendingUntil.getTime()) : trusted;
      if (until <= now.getTime()) return;
      tags.delete(code);
      tags.set(code, { tag, until });
      // Map keeps insertion order: the first key is the oldest.
      if (tags.size > MAX_TAGS) tags.delete(tags.keys().next().value!);
    },
    forget(code) {
      changes++;
      tags.delete(code);
    },
    forgetAll() {
      changes++;
      tags.clear();
    },
  };
}

/*
 * Changes made in this process, heard by its status tags without a round trip. Keyed by the
 * database handle, so two apps in one test process (two "servers") keep apart, as two
 * processes would.
 */
const listeners = new WeakMap<Db, Set<(code: string) => void>>();

/** Hears every donation change this process commits through `db`; answers a function that stops. */
export function onDonationChange(db: Db, listener: (code: string) => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Called once a change to the donation's answer has committed. */
export function announceDonationChange(db: Db, code: string): void {
  for (const listener of listeners.get(db) ?? []) listener(code);
}

/** Inside the changing transaction: other processes hear of it when (and only if) it commits. */
export async function notifyOtherProcesses(tx: Db, code: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${DONATION_CHANGE_CHANNEL}, ${code})`);
}
