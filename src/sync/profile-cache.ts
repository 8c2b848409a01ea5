import * as v from 'valibot';
import { UserSchema, type User } from '../contract/user';
import { writeCachedProfile } from '../db/cached-profile';
import { db as defaultDb, type JariyahDatabase } from '../db/database';

/*
 * The logged-in user's profile as last seen (db/cached-profile.ts): the server's copy always
 * wins, except for edits still waiting in the outbox: those are laid on top until they are sent.
 */

/** The profile text fields the outbox may change, and the user field each one edits. */
export const OFFLINE_EDIT_FIELDS = {
  fullname: 'nama',
  address: 'alamat',
  birthdate: 'tgl_lahir',
  gender: 'kelamin',
  greeting: 'sapaan',
} as const satisfies Record<string, keyof User>;
export type OfflineEditType = keyof typeof OFFLINE_EDIT_FIELDS;
export const OFFLINE_EDIT_TYPES = Object.keys(OFFLINE_EDIT_FIELDS) as OfflineEditType[];

/** Sets one field on a profile; the value was validated by the contract's schema beforehand. */
export function withField(user: User, editType: OfflineEditType, value: string | null): User {
  const next = { ...user, [OFFLINE_EDIT_FIELDS[editType]]: value };
  // Re-parse so a value outside the picklists can never reach the screen.
  const parsed = v.safeParse(UserSchema, next);
  return parsed.success ? parsed.output : user;
}

const PendingEditSchema = v.object({ editType: v.picklist(OFFLINE_EDIT_TYPES), editValue: v.string() });

/**
 * Stores the server's profile, with every edit of this same account still waiting in the outbox
 * laid on top in order (another account's edits never touch it), in one transaction with the
 * outbox read so no edit slips between them.
 */
export async function storeServerProfile(user: User, database: JariyahDatabase = defaultDb): Promise<User> {
  return database.transaction('rw', database.kv, database.outbox, async () => {
    const pending = await database.outbox.orderBy('seq').filter((e) => e.kind === 'edit_profile' && !e.rejected && e.owner === user.whatsapp).toArray();
    let merged = user;
    for (const entry of pending) {
      const edit = v.safeParse(PendingEditSchema, entry.payload);
      if (edit.success) merged = withField(merged, edit.output.editType, edit.output.editValue);
    }
    await writeCachedProfile(merged, database);
    return merged;
  });
}
