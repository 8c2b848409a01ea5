import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase } from './database';
import { deleteKv, readKv, writeKv } from './kv';

/*
 * The redirect-after-login path (spec section 3): whoever sends a visitor to /auth?state=campaign
 * or ?state=fundraiser (an amen, a fundraiser link) or to /profile/fundraiser/register stores the
 * current path here first; login and the fundraiser registration read it back.
 */
const KEY = 'redirect-after-login';

/** Only same-app paths: '/x…', never '//host' or a full URL, so it cannot send users elsewhere. */
export const AppPathSchema = v.pipe(v.string(), v.regex(/^\/(?![/\\])[^\s]*$/));

export async function saveRedirectAfterLogin(path: string, database: JariyahDatabase = defaultDb): Promise<void> {
  if (v.is(AppPathSchema, path)) await writeKv(KEY, path, database);
}

export async function readRedirectAfterLogin(database: JariyahDatabase = defaultDb): Promise<string | undefined> {
  return readKv(KEY, AppPathSchema, database);
}

export async function clearRedirectAfterLogin(database: JariyahDatabase = defaultDb): Promise<void> {
  await deleteKv(KEY, database);
}
