import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, mosqueStaff, mosques, sessions, users } from '../db/schema.ts';
import type { SessionUser } from '../lib/sessions.ts';
import { STEP_UP_MINUTES, type AdminScope, type AuditEntry } from '../../src/contract/admin-mosque.ts';
import type * as v from 'valibot';
import type { AuditQuery } from '../../src/contract/admin-mosque.ts';

// Who may do what in the panel: network admins everything, mosque staff their mosques only;
// the short-lived step-up for money and role actions; the append-only audit trail.

/** What a panel user may touch: every mosque (admin) or the listed ones (staff). */
export type Access = { role: 'admin' | 'staff'; masjidIds: ReadonlySet<number> | 'all' };

export const canActOn = (access: Access, masjidId: number | null): boolean =>
  access.masjidIds === 'all' || (masjidId !== null && access.masjidIds.has(masjidId));

/** The panel access of a user, or null when they are neither admin nor anybody's staff. */
export async function accessOf(db: Db, user: SessionUser): Promise<Access | null> {
  if (user.role === 'admin') return { role: 'admin', masjidIds: 'all' };
  const rows = await db.select({ masjidId: mosqueStaff.masjidId }).from(mosqueStaff).where(eq(mosqueStaff.userId, user.id));
  return rows.length > 0 ? { role: 'staff', masjidIds: new Set(rows.map((r) => r.masjidId)) } : null;
}

/** Whether the account serves any mosque (the profile menu shows 'Panel Pengurus'). */
export async function isMosqueStaff(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ masjidId: mosqueStaff.masjidId }).from(mosqueStaff).where(eq(mosqueStaff.userId, userId)).limit(1);
  return rows.length > 0;
}

export async function scopeAnswer(db: Db, user: SessionUser, access: Access, steppedUpUntil: Date | null): Promise<AdminScope> {
  const rows = await db.select({ id: mosques.id, slug: mosques.slug, nama: mosques.nama }).from(mosques).orderBy(asc(mosques.nama), asc(mosques.id));
  return {
    role: access.role,
    nama: user.nama,
    mosques: rows.filter((m) => canActOn(access, m.id)),
    stepped_up_until: steppedUpUntil?.toISOString() ?? null,
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Until when this session may do money and role actions, or null. */
export async function steppedUpUntil(db: Db, token: string | undefined, now: Date): Promise<Date | null> {
  if (!token) return null;
  const [row] = await db.select({ until: sessions.steppedUpUntil }).from(sessions).where(eq(sessions.tokenHash, hashToken(token))).limit(1);
  return row?.until && row.until > now ? row.until : null;
}

/** Marks the session as stepped up for STEP_UP_MINUTES (only this session, not the account). */
export async function markSteppedUp(db: Db, token: string, now: Date): Promise<Date> {
  const until = new Date(now.getTime() + STEP_UP_MINUTES * 60_000);
  await db.update(sessions).set({ steppedUpUntil: until }).where(eq(sessions.tokenHash, hashToken(token)));
  return until;
}

export type AuditInput = {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  masjidId?: number | null;
  before?: unknown;
  after?: unknown;
};

/** One row of the trail; `db` may be the transaction of the change itself. */
export async function recordAudit(db: Db, actor: { id: number; nama: string }, ip: string, entry: AuditInput, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id, actorName: actor.nama, action: entry.action, targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    masjidId: entry.masjidId ?? null, before: entry.before ?? null, after: entry.after ?? null, ip, createdAt: now,
  });
}

/** The trail, newest first, filtered by mosque, action and days (Asia/Jakarta). */
export async function listAudit(db: Db, query: v.InferOutput<typeof AuditQuery>): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (query.masjid_id) conditions.push(eq(auditLog.masjidId, query.masjid_id));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00+07:00`)));
  if (query.to) conditions.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00+07:00`).getTime() + 86_400_000)));
  const rows = await db.select().from(auditLog).where(and(...conditions)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(200);
  return rows.map((r) => ({
    id: r.id, actor: r.actorName, action: r.action, target_type: r.targetType, target_id: r.targetId,
    masjid_id: r.masjidId, before: r.before, after: r.after, ip: r.ip, created_at: r.createdAt.toISOString(),
  }));
}

export async function listStaff(db: Db, masjidId: number) {
  const rows = await db.select({ user_id: users.id, nama: users.nama, whatsapp: users.whatsapp })
    .from(mosqueStaff).innerJoin(users, eq(users.id, mosqueStaff.userId))
    .where(eq(mosqueStaff.masjidId, masjidId)).orderBy(asc(users.nama), asc(users.id));
  return rows;
}

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db.select({ id: users.id, nama: users.nama }).from(users).where(eq(users.whatsapp, phone)).limit(1);
  return row ?? null;
}

/** Answers whether a row was added (false: already staff there). */
export async function grantStaff(db: Db, userId: number, masjidId: number, now: Date): Promise<boolean> {
  const rows = await db.insert(mosqueStaff).values({ userId, masjidId, createdAt: now }).onConflictDoNothing().returning({ userId: mosqueStaff.userId });
  return rows.length > 0;
}

export async function revokeStaff(db: Db, userId: number, masjidId: number): Promise<boolean> {
  const rows = await db.delete(mosqueStaff).where(and(eq(mosqueStaff.userId, userId), eq(mosqueStaff.masjidId, masjidId))).returning({ userId: mosqueStaff.userId });
  return rows.length > 0;
}
