import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase } from './database';
import { deleteKv, readKv, writeKv } from './kv';

/*
 * One-shot messages that outlive a navigation or a reload: the profile's success flag
 * ('Update data berhasil disimpan.') and a line for the login screen (after a password reset or
 * a phone change). Read once, then removed.
 */
export type NoticeKey = 'profile-saved' | 'auth-notice';

export async function setNotice(key: NoticeKey, text: string, database: JariyahDatabase = defaultDb): Promise<void> {
  await writeKv(`notice:${key}`, text, database);
}

export async function takeNotice(key: NoticeKey, database: JariyahDatabase = defaultDb): Promise<string | undefined> {
  const text = await readKv(`notice:${key}`, v.string(), database);
  if (text !== undefined) await deleteKv(`notice:${key}`, database);
  return text;
}
