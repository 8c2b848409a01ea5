import { NetworkError } from '../api/client';
import { editProfile } from '../api/user';
import { db as defaultDb, type JariyahDatabase } from '../db/database';
import { enqueue, replayOutbox } from './outbox';
import type { OutboxInputs } from './outbox-kind';
import { storeServerProfile } from './profile-cache';

export type SaveResult = { queued: boolean };

/**
 * Saves a profile text field. Online it goes straight to the server with an Idempotency-Key;
 * offline (or when the call cannot reach the server, or older edits still wait) it goes into
 * the outbox under that same key and shows at once. A refusal (ApiError) is thrown for the form
 * to show, with what the user typed still in place.
 */
export async function saveProfileText(edit: OutboxInputs['edit_profile'], options: { database?: JariyahDatabase; online?: boolean } = {}): Promise<SaveResult> {
  const database = options.database ?? defaultDb;
  const online = options.online ?? navigator.onLine;
  const id = crypto.randomUUID();
  const waiting = await database.outbox.filter((e) => !e.rejected).count();
  if (!online || waiting > 0) {
    await enqueue('edit_profile', edit, { database, id });
    if (online) void replayOutbox({ database });
    return { queued: true };
  }
  try {
    const answer = await editProfile(edit, id);
    if (!answer.data.pending) await storeServerProfile(answer.data.user, database);
    return { queued: false };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    // The request may or may not have arrived: the same key makes the replay harmless either way.
    await enqueue('edit_profile', edit, { database, id });
    return { queued: true };
  }
}
