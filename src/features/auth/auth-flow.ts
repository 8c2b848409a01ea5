import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { db as defaultDb, type JariyahDatabase } from '../../db/database';
import { deleteKv, readKv, writeKv } from '../../db/kv';
import { PERSONAL_KV_KEYS } from '../../db/personal-data';

/*
 * What the register and forgot-password steps carry between screens: the purpose, the number,
 * the pending name, when the code was issued (for the countdown) and, after a correct code, the
 * server's single-use proof. Never the code itself: only the server knows it.
 */
const KEY = PERSONAL_KV_KEYS.authFlow;

export const AuthFlowSchema = v.object({
  purpose: v.picklist(['register', 'forgot-password']),
  phone: v.pipe(v.string(), v.regex(/^8\d{7,12}$/)),
  fullName: v.optional(v.string()),
  issuedAt: v.number(),
  proof: v.optional(v.string()),
});
export type AuthFlow = v.InferOutput<typeof AuthFlowSchema>;

export const readAuthFlow = (database: JariyahDatabase = defaultDb) => readKv(KEY, AuthFlowSchema, database);
export const writeAuthFlow = (flow: AuthFlow, database: JariyahDatabase = defaultDb) => writeKv(KEY, v.parse(AuthFlowSchema, flow), database);
export const clearAuthFlow = (database: JariyahDatabase = defaultDb) => deleteKv(KEY, database);

/** The flow, live: undefined while reading, null when there is none. */
export function useAuthFlow(): AuthFlow | null | undefined {
  return useLiveQuery(async () => (await readAuthFlow()) ?? null, []);
}
