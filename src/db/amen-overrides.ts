import { AmenOverridesSchema, type AmenOverrides } from './amen-waiting';
import { db as defaultDb, type JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';
import { PERSONAL_KV_KEYS } from './personal-data';

/*
 * Amens said offline, by doa id, until the server has them: the outbox writes them
 * (sync/amen-outbox.ts), prayer lists lay them over what the server answered.
 */

export { amenWaiting, amensWaiting, withAmenWaiting, AmenOverridesSchema, type AmenOverrides } from './amen-waiting';

export const AMEN_OVERRIDES_KEY = PERSONAL_KV_KEYS.amenOverrides;

export async function readAmenOverrides(database: JariyahDatabase = defaultDb): Promise<AmenOverrides> {
  return (await readKv(AMEN_OVERRIDES_KEY, AmenOverridesSchema, database)) ?? {};
}

export const writeAmenOverrides = (overrides: AmenOverrides, database: JariyahDatabase = defaultDb) => writeKv(AMEN_OVERRIDES_KEY, overrides, database);
