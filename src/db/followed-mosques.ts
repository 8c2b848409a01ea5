import { FollowedMosqueListSchema, type FollowedMosque } from '../contract/mosque-follow';
import { db as defaultDb, type JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';
import { PERSONAL_KV_KEYS } from './personal-data';

/** 'Masjid yang Diikuti' as last read: personal (the answer is never stored by the worker), gone at sign-out. */
export const readCachedFollowedMosques = (database: JariyahDatabase = defaultDb): Promise<FollowedMosque[] | undefined> =>
  readKv(PERSONAL_KV_KEYS.followedMosques, FollowedMosqueListSchema, database);

export const writeCachedFollowedMosques = (list: readonly FollowedMosque[], database: JariyahDatabase = defaultDb): Promise<void> =>
  writeKv(PERSONAL_KV_KEYS.followedMosques, list, database);
