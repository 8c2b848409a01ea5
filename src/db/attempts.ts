import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase } from './database';
import { IdempotencyKeySchema } from '../contract/envelope';
import { ADMIN_ATTEMPT_PREFIX, DONATE_ATTEMPT_PREFIX } from './personal-data';

/*
 * Open submit attempts, one home for every form that sends an Idempotency-Key: the key is made on
 * the first press, kept on the device (Dexie kv) and sent again by every retry of the same attempt
 * (a network cut, a lost answer, a reload mid-submit), so the server answers the record it already
 * made instead of making a second one. Only a success closes it; logging out removes it
 * (personal-data.ts). Used by the donate form (one attempt per program) and the admin forms (one
 * per form or action).
 */

const Stored = v.object({
  key: IdempotencyKeySchema,
  /** Absent in admin attempts stored by older versions. */
  createdAt: v.optional(v.string()),
  /** What the key was first sent with (absent in attempts stored by older versions). */
  request: v.optional(v.string()),
});
type Stored = v.InferOutput<typeof Stored>;

/** The same text for the same fields, whatever their order. */
export const requestFingerprint = (request: Record<string, unknown>): string =>
  JSON.stringify(Object.keys(request).sort().map((k) => [k, request[k]]));

export type AttemptStore = {
  /** The key left open, if any. */
  read: (id: string, database?: JariyahDatabase) => Promise<string | undefined>;
  /** Keeps a key just made as the open one. */
  write: (id: string, key: string, options?: { database?: JariyahDatabase; now?: Date; request?: string }) => Promise<void>;
  /**
   * The key of the open attempt, made (and stored) on the first call, and made anew when the
   * attempt's request (its fingerprint) has changed since: the server refuses a key that comes
   * back with a different request.
   */
  open: (id: string, options?: { database?: JariyahDatabase; newKey?: () => string; now?: Date; request?: string }) => Promise<string>;
  /** The attempt went through: the next one gets a new key. */
  close: (id: string, database?: JariyahDatabase) => Promise<void>;
};

function attemptStore(prefix: string): AttemptStore {
  const kvKey = (id: string) => `${prefix}${id}`;
  const readStored = async (id: string, database: JariyahDatabase): Promise<Stored | undefined> => {
    const parsed = v.safeParse(Stored, (await database.kv.get(kvKey(id)))?.value);
    return parsed.success ? parsed.output : undefined;
  };
  const write: AttemptStore['write'] = async (id, key, options = {}) => {
    const value: Stored = { key, createdAt: (options.now ?? new Date()).toISOString(), request: options.request };
    await (options.database ?? defaultDb).kv.put({ key: kvKey(id), value });
  };
  return {
    read: async (id, database = defaultDb) => (await readStored(id, database))?.key,
    write,
    open: (id, options = {}) => {
      const database = options.database ?? defaultDb;
      return database.transaction('rw', database.kv, async () => {
        const open = await readStored(id, database);
        if (open && (options.request === undefined || open.request === undefined || open.request === options.request)) return open.key;
        const key = (options.newKey ?? (() => crypto.randomUUID()))();
        await write(id, key, { database, now: options.now, request: options.request });
        return key;
      });
    },
    close: async (id, database = defaultDb) => {
      await database.kv.delete(kvKey(id));
    },
  };
}

/** Donate attempts, one per program: their fingerprint holds the donor's name and number. */
export const donateAttempts = attemptStore(DONATE_ATTEMPT_PREFIX);
/** Admin forms and actions, one per form or thing acted on, e.g. `finance:3` or `confirm:D-123`. */
export const adminAttempts = attemptStore(ADMIN_ATTEMPT_PREFIX);
