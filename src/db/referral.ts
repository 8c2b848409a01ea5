import * as v from 'valibot';
import { db as defaultDb, type JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';

/*
 * A fundraiser's referral code seen in a program link (?ref=…), kept per program slug so the
 * donate flow can send it with the donation even after the visitor has browsed around.
 */

/** The server makes 8 characters of base32; a little slack in case the format grows. */
export const ReferralCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{4,32}$/));
const Stored = v.object({ ref: ReferralCodeSchema, savedAt: v.string() });

const key = (slug: string) => `referral:${slug}`;

/** Stores a referral for a program; anything that is not a referral code is ignored. */
export async function saveReferral(slug: string, ref: string, options: { database?: JariyahDatabase; now?: Date } = {}): Promise<boolean> {
  const parsed = v.safeParse(ReferralCodeSchema, ref);
  if (!parsed.success || !slug) return false;
  await writeKv(key(slug), { ref: parsed.output, savedAt: (options.now ?? new Date()).toISOString() }, options.database ?? defaultDb);
  return true;
}

/** The referral code last seen for this program, if any. */
export async function readReferral(slug: string, database: JariyahDatabase = defaultDb): Promise<string | undefined> {
  return (await readKv(key(slug), Stored, database))?.ref;
}
