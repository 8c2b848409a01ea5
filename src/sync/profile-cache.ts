import * as v from 'valibot';
import { UserSchema, type User } from '../contract/user';
import { db as defaultDb, type JariyahDatabase } from '../db/database';
import { deleteKv, readKv, writeKv } from '../db/kv';
import { PERSONAL_KV_KEYS } from '../db/personal-data';

/*
 * The logged-in user's profile as last seen, kept on the device so the profile opens offline and
 * an offline edit shows at once. The server's copy always wins, except for edits still waiting
 * in the outbox: those are laid on top until they are sent.
 */
export const PROFILE_KEY = PERSONAL_KV_KEYS.profile;

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

export function readCachedProfile(database: JariyahDatabase = defaultDb): Promise<User | undefined> {
  return readKv(PROFILE_KEY, UserSchema, database);
}

export async function clearCachedProfile(database: JariyahDatabase = defaultDb): Promise<void> {
  await deleteKv(PROFILE_KEY, database);
}

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
    await writeKv(PROFILE_KEY, merged, database);
    return merged;
  });
}
