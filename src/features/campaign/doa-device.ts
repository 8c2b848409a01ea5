import { liveQuery } from 'dexie';
import { readAmensHeld } from '../../db/amen-overrides';

/*
 * What the prayer carousel keeps on the device: amens said offline, the outbox, the cached
 * profile, where to come back after login. use-doas.ts loads it when the device may hold amens
 * waiting (sync/outbox-mark.ts) or when someone says amen: a first visit from a shared link paints
 * and runs the program without the database library.
 */
export { forgetAmensSent, readAmensHeld } from '../../db/amen-overrides';
export { saveRedirectAfterLogin } from '../../db/return-paths';
export { enqueue, replayOutbox } from '../../sync/outbox';
export { readCachedProfile } from '../../db/cached-profile';
export { startOutboxReplay } from '../../sync/replay-triggers';

/** Calls `next` now and after every change of the amens waiting in the outbox or sent; returns the stop. */
export function watchAmensHeld(next: () => void): () => void {
  const subscription = liveQuery(() => readAmensHeld()).subscribe({ next, error: (error: unknown) => console.error('Gagal membaca aamiin tersimpan', error) });
  return () => subscription.unsubscribe();
}
