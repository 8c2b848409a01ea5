import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

// How accounts become network admins: ADMIN_PHONES at start (and at registration, in users.ts),
// or `npm run admin -- <whatsapp>` straight in the database.

/** Gives role 'admin' to the existing accounts of these numbers; answers the numbers changed. */
export async function grantAdminRoles(db: Db, phones: Iterable<string>): Promise<string[]> {
  const list = [...phones];
  if (list.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(users.whatsapp, list), ne(users.role, 'admin')))
    .returning({ whatsapp: users.whatsapp });
  return rows.map((r) => r.whatsapp);
}

export type MakeAdminOutcome =
  | { outcome: 'granted' | 'already-admin'; nama: string }
  | { outcome: 'not-found' };

/** The core of `npm run admin`: the account of this number (stored form) becomes staff. */
export async function makeAdmin(db: Db, phone: string): Promise<MakeAdminOutcome> {
  const [user] = await db.select({ id: users.id, nama: users.nama, role: users.role }).from(users).where(eq(users.whatsapp, phone)).limit(1);
  if (!user) return { outcome: 'not-found' };
  if (user.role === 'admin') return { outcome: 'already-admin', nama: user.nama };
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return { outcome: 'granted', nama: user.nama };
}
