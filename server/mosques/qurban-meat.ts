import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { qurbanMeatHandOvers } from '../db/schema.ts';
import { QURBAN_SEASON } from '../../src/contract/qurban.ts';
import {
  MEAT_CATEGORIES, MEAT_LIMITS, type MeatCategory, type QurbanMeatAdminView, type QurbanMeatForm, type QurbanMeatHandOver, type QurbanMeatTotals,
} from '../../src/contract/qurban-meat.ts';

// The qurban meat handed out on the day (contract/qurban-meat.ts): a hand-over recorded by one
// staff member and confirmed by another, and the public totals of the confirmed ones. No HTTP here;
// every write takes the caller's transaction.

export type MeatRow = typeof qurbanMeatHandOvers.$inferSelect;
type Staff = { id: number; nama: string };

const ofSeason = (masjidId: number) => and(eq(qurbanMeatHandOvers.masjidId, masjidId), eq(qurbanMeatHandOvers.season, QURBAN_SEASON));

const toHandOver = (r: MeatRow, viewerId: number): QurbanMeatHandOver => ({
  id: r.id, label: r.label, category: r.category as MeatCategory, packages: r.packages, grams: r.grams,
  recorded_by: r.recordedByName, recorded_at: r.createdAt.toISOString(),
  confirmed_by: r.confirmedByName, confirmed_at: r.confirmedAt?.toISOString() ?? null, recorded_by_me: r.recordedBy === viewerId,
});

/** What the audit keeps of a hand-over: the group and the amounts, and who witnessed it. */
export const auditedMeat = (r: MeatRow) => ({
  label: r.label, category: r.category, packages: r.packages, grams: r.grams, recorded_by: r.recordedByName, confirmed_by: r.confirmedByName,
});

/**
 * The season's confirmed hand-overs summed per category. Only sums leave the database, so no
 * group's label can reach a public answer.
 */
export async function qurbanMeatTotals(db: Db, masjidId: number): Promise<QurbanMeatTotals> {
  const rows = await db.select({
    category: qurbanMeatHandOvers.category,
    packages: sql<number>`coalesce(sum(${qurbanMeatHandOvers.packages}), 0)::int`,
    grams: sql<number>`coalesce(sum(${qurbanMeatHandOvers.grams}), 0)::int`,
  }).from(qurbanMeatHandOvers).where(and(ofSeason(masjidId), isNotNull(qurbanMeatHandOvers.confirmedAt))).groupBy(qurbanMeatHandOvers.category);
  const byCategory = MEAT_CATEGORIES.flatMap((category) => {
    const r = rows.find((x) => x.category === category);
    return r ? [{ category, packages: Number(r.packages), grams: Number(r.grams) }] : [];
  });
  const total = byCategory.reduce((t, r) => ({ packages: t.packages + r.packages, grams: t.grams + r.grams }), { packages: 0, grams: 0 });
  return { total, by_category: byCategory };
}

/** The staff's list: every hand-over of the season, newest first, with who recorded and confirmed it. */
export async function qurbanMeatAdminView(db: Db, masjidId: number, viewerId: number): Promise<QurbanMeatAdminView> {
  const [rows, totals] = await Promise.all([
    db.select().from(qurbanMeatHandOvers).where(ofSeason(masjidId)).orderBy(asc(qurbanMeatHandOvers.id)),
    qurbanMeatTotals(db, masjidId),
  ]);
  return { season: QURBAN_SEASON, hand_overs: rows.reverse().map((r) => toHandOver(r, viewerId)), totals };
}

export async function findMeatHandOver(db: Db, id: number): Promise<MeatRow | null> {
  const [row] = await db.select().from(qurbanMeatHandOvers).where(eq(qurbanMeatHandOvers.id, id)).limit(1);
  return row ?? null;
}

export type RecordResult = { ok: true; row: MeatRow } | { ok: false; reason: 'too-many' };

/** The first witness. The mosque's season is counted under a lock, so two phones never pass the cap together. */
export async function recordMeatHandOver(tx: Db, masjidId: number, input: v.InferOutput<typeof QurbanMeatForm>, by: Staff, now: Date): Promise<RecordResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`qurban-meat:${masjidId}`}))`);
  const [held] = await tx.select({ n: count() }).from(qurbanMeatHandOvers).where(ofSeason(masjidId));
  if ((held?.n ?? 0) >= MEAT_LIMITS.perSeasonMax) return { ok: false, reason: 'too-many' };
  const [row] = await tx.insert(qurbanMeatHandOvers).values({
    masjidId, season: QURBAN_SEASON, label: input.label, category: input.category, packages: input.packages, grams: input.kg,
    recordedBy: by.id, recordedByName: by.nama, createdAt: now,
  }).returning();
  return { ok: true, row: row! };
}

export type ConfirmResult = { ok: true; row: MeatRow } | { ok: false; reason: 'own' | 'not-pending' };

/** The second witness: one conditional update, never by the recorder (the table's check holds it too). */
export async function confirmMeatHandOver(tx: Db, row: MeatRow, witness: Staff, now: Date): Promise<ConfirmResult> {
  if (row.recordedBy === witness.id) return { ok: false, reason: 'own' };
  const [done] = await tx.update(qurbanMeatHandOvers).set({ confirmedBy: witness.id, confirmedByName: witness.nama, confirmedAt: now })
    .where(and(eq(qurbanMeatHandOvers.id, row.id), isNull(qurbanMeatHandOvers.confirmedAt))).returning();
  return done ? { ok: true, row: done } : { ok: false, reason: 'not-pending' };
}

export type CancelResult = { ok: true } | { ok: false; reason: 'not-own' | 'not-pending' };

/** A pending hand-over, by the one who recorded it: a confirmed one is history and stays. */
export async function cancelMeatHandOver(tx: Db, row: MeatRow, by: Staff): Promise<CancelResult> {
  if (row.recordedBy !== by.id) return { ok: false, reason: 'not-own' };
  const [gone] = await tx.delete(qurbanMeatHandOvers)
    .where(and(eq(qurbanMeatHandOvers.id, row.id), isNull(qurbanMeatHandOvers.confirmedAt))).returning({ id: qurbanMeatHandOvers.id });
  return gone ? { ok: true } : { ok: false, reason: 'not-pending' };
}
