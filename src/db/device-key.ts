import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';

/*
 * This device's own random key: a guest's followed mosques (and their Pesan) belong to the
 * device, as a guest's donations belong to their codes. Made once, kept in Dexie; the server
 * stores only its hash. It names no person, so signing out keeps it.
 */

const KEY = 'device-key';
const DeviceKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{20,100}$/));

let pending: Promise<string> | null = null;

export function deviceKey(database: JariyahDatabase = defaultDb): Promise<string> {
  // One key even when several screens ask at once on a fresh device.
  if (database === defaultDb && pending) return pending;
  const made = (async () => {
    const kept = await readKv(KEY, DeviceKey, database);
    if (kept) return kept;
    const fresh = crypto.randomUUID();
    await writeKv(KEY, fresh, database);
    return fresh;
  })();
  if (database === defaultDb) pending = made.catch((error: unknown) => { pending = null; throw error; });
  return made;
}
