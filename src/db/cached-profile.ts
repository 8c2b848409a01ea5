import { UserSchema, type User } from '../contract/user';
import { db as defaultDb, type JariyahDatabase } from './database';
import { deleteKv, readKv, writeKv } from './kv';
import { PERSONAL_KV_KEYS } from './personal-data';

/*
 * The logged-in user's profile as last seen, kept on the device so the profile opens offline and
 * an offline edit shows at once. What is laid over it, and when, is sync/profile-cache.ts's business.
 */
export const PROFILE_KEY = PERSONAL_KV_KEYS.profile;

export function readCachedProfile(database: JariyahDatabase = defaultDb): Promise<User | undefined> {
  return readKv(PROFILE_KEY, UserSchema, database);
}

export const writeCachedProfile = (user: User, database: JariyahDatabase = defaultDb) => writeKv(PROFILE_KEY, user, database);

export async function clearCachedProfile(database: JariyahDatabase = defaultDb): Promise<void> {
  await deleteKv(PROFILE_KEY, database);
}
