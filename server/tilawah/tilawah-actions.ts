import { action, ok, type Controller } from '../http/controller.ts';
import * as v from 'valibot';
import { HttpError, invalid, tooMany, unauthenticated } from '../http/errors.ts';
import { hitRateLimit } from '../lib/rate-limit.ts';
import { syncTilawah } from './tilawah.ts';
import { markJuzReadInTilawah } from '../khataman/index.ts';
import { SyncTilawahSchema, tilawahMessages, TilawahStateSchema, tilawahStateWithinWindow } from '../../src/contract/tilawah.ts';

/** A phone syncs after reading and on opening Tilawahku; 120 in 10 minutes is far above that. */
const SYNC_LIMIT = { limit: 120, windowSeconds: 600 };

/**
 * The accounts whose sync is being merged now, in this process. A sync is the heaviest call one
 * account may make (400 days, 2 000 bookmarks, up to 400 KB of JSON): one at a time per account,
 * so an account sending them flat out holds at most one place in the database's queue, and the
 * others' requests do not wait behind a pile of its merges. The one refused is answered 429
 * (the outbox sends it again later, src/sync/outbox.ts) and is not charged to the rate limit.
 */
const merging = new Set<number>();
/** Seconds the phone waits before sending a refused sync again: a merge takes well under that. */
const BUSY_RETRY_SECONDS = 2;

// The merge rules are documented in src/contract/tilawah.ts. No Idempotency-Key copy is kept: the
// merge can be repeated harmlessly, and a stored answer per sync was what filled the disk.
export const tilawahController: Controller = {
  sync_tilawah: action({
    method: 'POST',
    // One person's own reading: nothing a shared copy holds, so a sync (120 per 10 minutes) never empties them.
    keepsSharedCopies: true,
    input: SyncTilawahSchema,
    auth: 'required',
    handle: async ({ input, db, user, now }) => {
      if (!user) throw unauthenticated();
      const state = v.safeParse(TilawahStateSchema, input.state);
      if (!state.success) throw invalid({ state: state.issues.find((i) => i.message === tilawahMessages.verse)?.message ?? tilawahMessages.state });
      if (!tilawahStateWithinWindow(state.output, now)) throw invalid({ state: tilawahMessages.window });
      if (merging.has(user.id)) throw new HttpError(429, tilawahMessages.busy, undefined, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
      merging.add(user.id);
      try {
        const verdict = await hitRateLimit(db, `tilawah-sync:${user.id}`, SYNC_LIMIT, now);
        if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
        const answer = await syncTilawah(db, user.id, state.output, input.since);
        // A khataman juz read through in Tilawahku counts as read there too.
        await markJuzReadInTilawah(db, user.id, now);
        return ok(answer, tilawahMessages.synced);
      } finally {
        merging.delete(user.id);
      }
    },
  }),
};
