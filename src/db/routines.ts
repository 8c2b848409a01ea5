import { RoutineListSchema, type Routine } from '../contract/routine';
import type { JariyahDatabase } from './database';
import { db as defaultDb } from './database';
import { readKv, writeKv } from './kv';
import { PERSONAL_KV_KEYS } from './personal-data';

/** The account's Infaq Rutin list as last read: personal, so signing out removes it (personal-data.ts). */
export const ROUTINES_KEY = PERSONAL_KV_KEYS.routines;

export const readCachedRoutines = (database: JariyahDatabase = defaultDb): Promise<Routine[] | undefined> =>
  readKv(ROUTINES_KEY, RoutineListSchema, database);

export const writeCachedRoutines = (list: readonly Routine[], database: JariyahDatabase = defaultDb): Promise<void> =>
  writeKv(ROUTINES_KEY, list, database);
