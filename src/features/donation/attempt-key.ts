import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase } from '../../db/database';
import { deleteKv, readKv, writeKv } from '../../db/kv';
import { DONATE_ATTEMPT_PREFIX } from '../../db/personal-data';
import { IdempotencyKeySchema } from '../../contract/envelope';

/*
 * The Idempotency-Key of a donation attempt, kept on the device per program until the donation
 * is created. A retry after a lost answer (network cut, app closed) sends the same key, so the
 * server answers the donation it already made instead of making a second one. A changed form
 * (another amount, method or name) is another donation: it gets a new key, since the server
 * refuses a key that comes back with a different request.
 */

const Stored = v.object({
  key: IdempotencyKeySchema,
  createdAt: v.string(),
  /** What the key was first sent with (absent in attempts stored by older versions). */
  request: v.optional(v.string()),
});

/** The same text for the same fields, whatever their order. */
export const requestFingerprint = (request: Record<string, unknown>): string =>
  JSON.stringify(Object.keys(request).sort().map((k) => [k, request[k]]));
const kvKey = (programId: string) => `${DONATE_ATTEMPT_PREFIX}${programId}`;

/**
 * The key of the open attempt for this program, made (and stored) on the first call, and made
 * anew when the attempt's request (its fingerprint) has changed since.
 */
export async function attemptKey(
  programId: string,
  options: { database?: JariyahDatabase; newKey?: () => string; now?: Date; request?: string } = {},
): Promise<string> {
  const database = options.database ?? defaultDb;
  return database.transaction('rw', database.kv, async () => {
    const open = await readKv(kvKey(programId), Stored, database);
    if (open && (options.request === undefined || open.request === undefined || open.request === options.request)) return open.key;
    const key = (options.newKey ?? (() => crypto.randomUUID()))();
    await writeKv(kvKey(programId), { key, createdAt: (options.now ?? new Date()).toISOString(), request: options.request }, database);
    return key;
  });
}

/** The donation exists: the next donation to this program is a new attempt. */
export async function closeAttempt(programId: string, database: JariyahDatabase = defaultDb): Promise<void> {
  await deleteKv(kvKey(programId), database);
}
