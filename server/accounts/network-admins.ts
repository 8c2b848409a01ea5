import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

// How accounts become mosque staff: ADMIN_PHONES at start (and at registration, in accounts.ts),
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

// PGlite is one process's database: a second process opening the same folder while the server
// runs would corrupt it, and PGlite itself takes no lock. The server leaves its pid in the data
// folder while it has PGlite open, so the admin script can refuse instead.

export const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Marks the data folder as in use by this process; answers a function that unmarks it. */
export function claimDataDir(dataDir: string, pid = process.pid): () => void {
  const file = serverPidFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(pid)) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

/** The pid of a live server holding this data folder, or null (no file, or a stale one). */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(serverPidFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as { code?: string }).code === 'EPERM' ? pid : null;
  }
}
