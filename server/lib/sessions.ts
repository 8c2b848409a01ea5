import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export const SESSION_COOKIE = 'jariyah_session';
export const SESSION_DAYS = 30;

export type SessionUser = typeof users.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes an opaque random token; only its hash is stored, so a database leak yields no sessions. */
export async function createSession(db: Db, userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string | undefined, now: Date): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0]?.user ?? null;
}

/** Ends the session of this token; false when there was no live one. */
export async function revokeSession(db: Db, token: string, now: Date): Promise<boolean> {
  const ended = await db.update(sessions).set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt))).returning({ tokenHash: sessions.tokenHash });
  return ended.length > 0;
}

/** Ends every session of an account (a new password, a changed number). */
export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
