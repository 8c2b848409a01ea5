import { AmenOverridesSchema, AmensSentSchema, withoutAmensSent, type AmenOverrides, type AmensSent } from './amen-waiting';
import { db as defaultDb, type JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';
import { PERSONAL_KV_KEYS } from './personal-data';

/*
 * Amens said offline, by doa id, until the server has them: the outbox writes them
 * (sync/amen-outbox.ts), prayer lists lay them over what the server answered.
 */

export {
  amenSent, amenWaiting, amensWaiting, withAmenSent, withAmenWaiting, AmenOverridesSchema, type AmenOverrides, type AmensSent,
} from './amen-waiting';

export const AMEN_OVERRIDES_KEY = PERSONAL_KV_KEYS.amenOverrides;

export async function readAmenOverrides(database: JariyahDatabase = defaultDb): Promise<AmenOverrides> {
  return (await readKv(AMEN_OVERRIDES_KEY, AmenOverridesSchema, database)) ?? {};
}

export const writeAmenOverrides = (overrides: AmenOverrides, database: JariyahDatabase = defaultDb) => writeKv(AMEN_OVERRIDES_KEY, overrides, database);

export const AMENS_SENT_KEY = PERSONAL_KV_KEYS.amensSent;

export async function readAmensSent(database: JariyahDatabase = defaultDb): Promise<AmensSent> {
  return (await readKv(AMENS_SENT_KEY, AmensSentSchema, database)) ?? [];
}

export const writeAmensSent = (sent: AmensSent, database: JariyahDatabase = defaultDb) => writeKv(AMENS_SENT_KEY, sent, database);

/** Forgets the sent amens of prayers `ids` numbered `upTo` or below: a fresh read of them came in (the device's copy is that read now). */
export function forgetAmensSent(ids: ReadonlySet<number>, upTo: number, database: JariyahDatabase = defaultDb): Promise<void> {
  return database.transaction('rw', database.kv, async () => {
    const sent = await readAmensSent(database);
    const left = withoutAmensSent(sent, ids, upTo);
    if (left.length !== sent.length) await writeAmensSent(left, database);
  });
}

/** The amens waiting in the outbox and those sent, read together (a send moves one from the first to the second). */
export function readAmensHeld(database: JariyahDatabase = defaultDb): Promise<{ queued: AmenOverrides; sent: AmensSent }> {
  return database.transaction('r', database.kv, async () => ({ queued: await readAmenOverrides(database), sent: await readAmensSent(database) }));
}
