import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase } from '../../db/database';
import { deleteKv, readKv, writeKv } from '../../db/kv';

/*
 * The Idempotency-Key of a donation attempt, kept on the device per program until the donation
 * is created. A retry after a lost answer (network cut, app closed) sends the same key, so the
 * server answers the donation it already made instead of making a second one.
 */

const Stored = v.object({ key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,100}$/)), createdAt: v.string() });
const kvKey = (programId: string) => `donate-attempt:${programId}`;

/** The key of the open attempt for this program, made (and stored) on the first call. */
export async function attemptKey(
  programId: string,
  options: { database?: JariyahDatabase; newKey?: () => string; now?: Date } = {},
): Promise<string> {
  const database = options.database ?? defaultDb;
  return database.transaction('rw', database.kv, async () => {
    const open = await readKv(kvKey(programId), Stored, database);
    if (open) return open.key;
    const key = (options.newKey ?? (() => crypto.randomUUID()))();
    await writeKv(kvKey(programId), { key, createdAt: (options.now ?? new Date()).toISOString() }, database);
    return key;
  });
}

/** The donation exists: the next donation to this program is a new attempt. */
export async function closeAttempt(programId: string, database: JariyahDatabase = defaultDb): Promise<void> {
  await deleteKv(kvKey(programId), database);
}
