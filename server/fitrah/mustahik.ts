import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { mustahik } from '../db/schema.ts';
import { MUSTAHIK_LIMITS, maskMustahikPhone, maskNik, type Asnaf, type MustahikForm } from '../../src/contract/mustahik.ts';

// The mosque's register of mustahik (contract/mustahik.ts). No HTTP in here. Whatever leaves this
// module for an answer or an audit row goes through `shownMustahik`, which masks NIK and phone.

export type MustahikRowDb = typeof mustahik.$inferSelect;
type Form = v.InferOutput<typeof MustahikForm>;

/** The register's fields as staff and the audit trail see them: NIK and phone masked. */
export const shownMustahik = (r: MustahikRowDb) => ({
  id: r.id, name: r.name, asnaf: r.asnaf as Asnaf, household_size: r.householdSize, address: r.address,
  nik: r.nik ? maskNik(r.nik) : null, phone: r.phone ? maskMustahikPhone(r.phone) : null,
});

/** The mosque's live register, oldest first. */
export const registerOf = (db: Db, masjidId: number) => db.select().from(mustahik)
  .where(and(eq(mustahik.masjidId, masjidId), isNull(mustahik.deletedAt))).orderBy(asc(mustahik.id));

/** A live (not deleted) entry by id, of any mosque: the caller checks the mosque. */
export async function findMustahik(db: Db, id: number): Promise<MustahikRowDb | null> {
  const [row] = await db.select().from(mustahik).where(and(eq(mustahik.id, id), isNull(mustahik.deletedAt))).limit(1);
  return row ?? null;
}

export type SaveResult = { ok: true; before: MustahikRowDb | null; after: MustahikRowDb } | { ok: false; reason: 'full' | 'missing' };

/** Adds an entry, or edits one of this mosque's (a missing or foreign id reads as missing). */
export async function saveMustahik(tx: Db, input: Form, userId: number, now: Date): Promise<SaveResult> {
  const fields = {
    name: input.name, asnaf: input.asnaf, householdSize: input.household_size, address: input.address,
    nik: input.nik || null, phone: input.phone || null,
  };
  if (input.id !== '') {
    const before = await findMustahik(tx, input.id);
    if (!before || before.masjidId !== input.masjid_id) return { ok: false, reason: 'missing' };
    // The form never shows the stored NIK or phone, so an edit that leaves them empty keeps them.
    const kept = { nik: fields.nik ?? before.nik, phone: fields.phone ?? before.phone };
    const [after] = await tx.update(mustahik).set({ ...fields, ...kept, updatedAt: now }).where(eq(mustahik.id, before.id)).returning();
    return { ok: true, before, after: after! };
  }
  const [held] = await tx.select({ n: count() }).from(mustahik).where(and(eq(mustahik.masjidId, input.masjid_id), isNull(mustahik.deletedAt)));
  if ((held?.n ?? 0) >= MUSTAHIK_LIMITS.registerMax) return { ok: false, reason: 'full' };
  const [after] = await tx.insert(mustahik).values({ ...fields, masjidId: input.masjid_id, createdBy: userId, createdAt: now }).returning();
  return { ok: true, before: null, after: after! };
}

/** Soft delete: the row stays for its hand-overs and audit trail, out of the register. */
export async function deleteMustahik(tx: Db, row: MustahikRowDb, now: Date): Promise<boolean> {
  const [done] = await tx.update(mustahik).set({ deletedAt: now }).where(and(eq(mustahik.id, row.id), isNull(mustahik.deletedAt))).returning({ id: mustahik.id });
  return !!done;
}
