import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { User } from '../contract/user';
import { db as defaultDb, type JariyahDatabase, type OutboxEntry } from '../db/database';
import { readCachedProfile } from '../db/cached-profile';
import { startOutboxReplay } from './replay-triggers';

/** Mounted in the profile area: replays the outbox now and on every return online. */
export function useOutboxReplay(): void {
  useEffect(() => startOutboxReplay(), []);
}

/** Entries still waiting to be sent, live. */
export function usePendingOutbox(kind?: string): OutboxEntry[] {
  return useLiveQuery(() => defaultDb.outbox.orderBy('seq').filter((e) => !e.rejected && (!kind || e.kind === kind)).toArray(), [kind], []);
}

/** Entries the server refused, kept until the user dismisses the message, live. */
export function useRejectedOutbox(kind?: string): OutboxEntry[] {
  return useLiveQuery(() => defaultDb.outbox.orderBy('seq').filter((e) => Boolean(e.rejected) && (!kind || e.kind === kind)).toArray(), [kind], []);
}

/** The cached profile, live: undefined while reading, null when there is none. */
export function useCachedProfile(database: JariyahDatabase = defaultDb): User | null | undefined {
  return useLiveQuery(async () => (await readCachedProfile(database)) ?? null, [database]);
}
