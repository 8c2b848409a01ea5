import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { khatamanAmens, khatamanClaims, khatamanPrayers, khatamans, users } from '../db/schema.ts';
import { INTENTION_PRAYER, KHATAMAN_PRAYERS_SHOWN, type KhatamanAmenState, type KhatamanPrayers } from '../../src/contract/khataman-prayers.ts';
import { firstName } from './khataman.ts';

// A khataman's intention and its participants' prayers, amened (contract/khataman-prayers.ts).

type KhatamanRow = { id: number; ownerId: number; intention: string };

async function khatamanByCode(db: Db, code: string): Promise<KhatamanRow | undefined> {
  const [k] = await db.select({ id: khatamans.id, ownerId: khatamans.ownerId, intention: khatamans.intention }).from(khatamans).where(eq(khatamans.code, code));
  return k;
}

/** The opener, or a holder of one of its juz (read or not). */
async function isParticipant(db: Db, k: KhatamanRow, userId: number): Promise<boolean> {
  if (k.ownerId === userId) return true;
  const [held] = await db.select({ juz: khatamanClaims.juz }).from(khatamanClaims)
    .where(and(eq(khatamanClaims.khatamanId, k.id), eq(khatamanClaims.userId, userId))).limit(1);
  return held !== undefined;
}

/** The prayers as the person asking sees them, or null for an unknown khataman. */
export async function khatamanPrayersView(db: Db, code: string, viewerId: number | null): Promise<KhatamanPrayers | null> {
  const k = await khatamanByCode(db, code);
  if (!k) return null;
  return viewOf(db, k, viewerId);
}

async function viewOf(db: Db, k: KhatamanRow, viewerId: number | null): Promise<KhatamanPrayers> {
  const rows = await db.select({ id: khatamanPrayers.id, userId: khatamanPrayers.userId, text: khatamanPrayers.text, nama: users.nama })
    .from(khatamanPrayers).innerJoin(users, eq(users.id, khatamanPrayers.userId))
    .where(eq(khatamanPrayers.khatamanId, k.id))
    .orderBy(desc(khatamanPrayers.createdAt), desc(khatamanPrayers.id))
    .limit(KHATAMAN_PRAYERS_SHOWN);
  const ids = [INTENTION_PRAYER, ...rows.map((r) => r.id)];
  const counts = await db.select({ prayerId: khatamanAmens.prayerId, n: count() }).from(khatamanAmens)
    .where(and(eq(khatamanAmens.khatamanId, k.id), inArray(khatamanAmens.prayerId, ids)))
    .groupBy(khatamanAmens.prayerId);
  const amensOf = new Map(counts.map((c) => [c.prayerId, c.n]));
  const mine = viewerId === null ? new Set<number>() : new Set((await db.select({ prayerId: khatamanAmens.prayerId }).from(khatamanAmens)
    .where(and(eq(khatamanAmens.khatamanId, k.id), eq(khatamanAmens.userId, viewerId), inArray(khatamanAmens.prayerId, ids)))).map((r) => r.prayerId));
  return {
    intention: { amens: amensOf.get(INTENTION_PRAYER) ?? 0, amened: mine.has(INTENTION_PRAYER) },
    prayers: rows.map((r) => ({ id: r.id, name: firstName(r.nama), text: r.text, amens: amensOf.get(r.id) ?? 0, amened: mine.has(r.id), mine: r.userId === viewerId })),
    can_pray: viewerId !== null && (await isParticipant(db, k, viewerId)),
  };
}

/** Writes the participant's prayer, or rewrites the one they wrote (its amens stay: the same person's prayer). */
export async function prayForKhataman(db: Db, code: string, userId: number, text: string, now: Date): Promise<'not-found' | 'not-participant' | KhatamanPrayers> {
  const k = await khatamanByCode(db, code);
  if (!k) return 'not-found';
  if (!(await isParticipant(db, k, userId))) return 'not-participant';
  await db.insert(khatamanPrayers).values({ khatamanId: k.id, userId, text, createdAt: now })
    .onConflictDoUpdate({ target: [khatamanPrayers.khatamanId, khatamanPrayers.userId], set: { text } });
  return viewOf(db, k, userId);
}

/** Says or takes back the person's amen on the intention (INTENTION_PRAYER) or on one of the prayers. */
export async function setKhatamanAmen(
  db: Db, code: string, userId: number, prayerId: number, state: KhatamanAmenState, now: Date,
): Promise<'not-found' | 'no-prayer' | 'no-intention' | KhatamanPrayers> {
  const k = await khatamanByCode(db, code);
  if (!k) return 'not-found';
  if (prayerId === INTENTION_PRAYER && k.intention.trim() === '') return 'no-intention';
  if (prayerId !== INTENTION_PRAYER) {
    const [prayer] = await db.select({ id: khatamanPrayers.id }).from(khatamanPrayers)
      .where(and(eq(khatamanPrayers.id, prayerId), eq(khatamanPrayers.khatamanId, k.id)));
    if (!prayer) return 'no-prayer';
  }
  // An amen left behind by a prayer whose writer's account is gone counts nowhere: only listed prayers are counted.
  if (state === 'liked') await db.insert(khatamanAmens).values({ khatamanId: k.id, prayerId, userId, createdAt: now }).onConflictDoNothing();
  else await db.delete(khatamanAmens).where(and(eq(khatamanAmens.khatamanId, k.id), eq(khatamanAmens.prayerId, prayerId), eq(khatamanAmens.userId, userId)));
  return viewOf(db, k, userId);
}
