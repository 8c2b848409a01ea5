import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { kenclengOpenings, mosques, programs } from '../db/schema.ts';
import { deleteUpload, parseImageDataUrl, saveUpload } from '../lib/uploads.ts';
import { KENCLENG_BOX_LABEL, type Movement } from './ledger.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import {
  KENCLENG_PENDING_MAX, KENCLENG_PHOTO_MAX_BYTES, kenclengMessages,
  type BoxOpening, type KenclengCountForm, type KenclengOpening,
} from '../../src/contract/kencleng-box.ts';

// 'Buka kencleng' with two witnesses: one staff member counts, another confirms from their own
// account, and only then does the money enter the mosque's books. No HTTP in here.

const KENCLENG_TYPE = 'kencleng-masjid';
const UPLOAD_PREFIX = '/uploads/';

type Row = typeof kenclengOpenings.$inferSelect;

const bookDay = (r: Pick<Row, 'confirmedAt'>) => jakartaDate(r.confirmedAt!);

function toOpening(r: Row, programSlug: string, viewerId: number): KenclengOpening {
  return {
    id: r.id, masjid_id: r.masjidId, program_slug: programSlug, amount: r.amount, opened_on: r.openedOn, note: r.note,
    photo: r.photo, status: r.status as KenclengOpening['status'], counted_by: r.countedByName, confirmed_by: r.confirmedByName,
    confirmed_at: r.confirmedAt?.toISOString() ?? null, created_at: r.createdAt.toISOString(), counted_by_me: r.countedBy === viewerId,
  };
}

/** The mosque's (first) kencleng program, or null while it has none. */
export async function kenclengProgramOf(db: Db, masjidId: number) {
  const [row] = await db.select({ id: programs.id, slug: programs.slug, header: programs.header }).from(programs)
    .where(and(eq(programs.masjidId, masjidId), eq(programs.type, KENCLENG_TYPE))).orderBy(asc(programs.id)).limit(1);
  return row ?? null;
}

export async function listOpenings(db: Db, masjidId: number, viewerId: number): Promise<KenclengOpening[]> {
  const rows = await db.select({ o: kenclengOpenings, slug: programs.slug }).from(kenclengOpenings)
    .innerJoin(programs, eq(programs.id, kenclengOpenings.programId))
    .where(eq(kenclengOpenings.masjidId, masjidId)).orderBy(desc(kenclengOpenings.createdAt), desc(kenclengOpenings.id)).limit(50);
  return rows.map((r) => toOpening(r.o, r.slug, viewerId));
}

export async function findOpening(db: Db, id: number) {
  const [row] = await db.select().from(kenclengOpenings).where(eq(kenclengOpenings.id, id)).limit(1);
  return row ?? null;
}

async function programSlug(db: Db, programId: number): Promise<string> {
  const [row] = await db.select({ slug: programs.slug }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row?.slug ?? '';
}

export type OpenCountResult =
  | { ok: true; opening: KenclengOpening }
  | { ok: false; reason: 'no-kencleng' | 'too-many-pending' }
  | { ok: false; reason: 'bad-photo'; message: string };

/** The first witness: a pending count. The photo is checked like any upload (type by its bytes, 2 MB). */
export async function openCount(
  db: Db, dataDir: string, input: v.InferOutput<typeof KenclengCountForm>, counter: { id: number; nama: string }, now: Date,
): Promise<OpenCountResult> {
  const program = await kenclengProgramOf(db, input.masjid_id);
  if (!program) return { ok: false, reason: 'no-kencleng' };
  let photo: string | null = null;
  if (input.photo) {
    const image = parseImageDataUrl(input.photo, { maxBytes: KENCLENG_PHOTO_MAX_BYTES, typeMessage: kenclengMessages.photoType, sizeMessage: kenclengMessages.photoSize });
    if ('error' in image) return { ok: false, reason: 'bad-photo', message: image.error };
    photo = `${UPLOAD_PREFIX}${await saveUpload(dataDir, image)}`;
  }
  const result = await db.transaction(async (tx) => {
    // One count at a time per mosque, so the pending cap holds against parallel requests.
    await tx.select({ id: mosques.id }).from(mosques).where(eq(mosques.id, input.masjid_id)).for('update');
    const [pending] = await tx.select({ n: count() }).from(kenclengOpenings)
      .where(and(eq(kenclengOpenings.masjidId, input.masjid_id), eq(kenclengOpenings.status, 'pending')));
    if ((pending?.n ?? 0) >= KENCLENG_PENDING_MAX) return { ok: false, reason: 'too-many-pending' } as const;
    const [row] = await tx.insert(kenclengOpenings).values({
      masjidId: input.masjid_id, programId: program.id, amount: input.amount, openedOn: jakartaDate(now), note: input.note, photo,
      countedBy: counter.id, countedByName: counter.nama, createdAt: now,
    }).returning();
    return { ok: true, opening: toOpening(row!, program.slug, counter.id) } as const;
  });
  // A refused count leaves no photo behind.
  if (!result.ok && photo) await deleteUpload(dataDir, photo.slice(UPLOAD_PREFIX.length));
  return result;
}

export type SettleResult = { ok: true; opening: KenclengOpening } | { ok: false; reason: 'own-count' | 'not-pending' };

/**
 * The second witness. One conditional update: a count is confirmed once, never by its counter,
 * even when two confirmations race (the table's check constraint holds the same line).
 */
export async function confirmCount(db: Db, row: Row, witness: { id: number; nama: string }, now: Date): Promise<SettleResult> {
  if (row.countedBy === witness.id) return { ok: false, reason: 'own-count' };
  const [updated] = await db.update(kenclengOpenings)
    .set({ status: 'confirmed', confirmedBy: witness.id, confirmedByName: witness.nama, confirmedAt: now })
    .where(and(eq(kenclengOpenings.id, row.id), eq(kenclengOpenings.status, 'pending'), ne(kenclengOpenings.countedBy, witness.id)))
    .returning();
  if (!updated) return { ok: false, reason: 'not-pending' };
  return { ok: true, opening: toOpening(updated, await programSlug(db, updated.programId), witness.id) };
}

/** Withdraws a pending count (a miscount, a box counted twice); what was confirmed stays. */
export async function cancelCount(db: Db, row: Row, by: { id: number }, now: Date): Promise<SettleResult> {
  const [updated] = await db.update(kenclengOpenings).set({ status: 'cancelled', cancelledBy: by.id, cancelledAt: now })
    .where(and(eq(kenclengOpenings.id, row.id), eq(kenclengOpenings.status, 'pending'))).returning();
  if (!updated) return { ok: false, reason: 'not-pending' };
  return { ok: true, opening: toOpening(updated, await programSlug(db, updated.programId), by.id) };
}

/** Confirmed openings as the public report shows them, oldest first. */
export async function confirmedOpenings(db: Db, masjidId: number): Promise<BoxOpening[]> {
  const rows = await db.select().from(kenclengOpenings)
    .where(and(eq(kenclengOpenings.masjidId, masjidId), eq(kenclengOpenings.status, 'confirmed')))
    .orderBy(asc(kenclengOpenings.confirmedAt), asc(kenclengOpenings.id));
  return rows.map((r) => ({ date: bookDay(r), amount: r.amount, counted_by: r.countedByName, confirmed_by: r.confirmedByName ?? '' }));
}

/** The boxes' money in the books: kencleng income on the day each count was confirmed. */
export async function boxMovements(db: Db, masjidId: number): Promise<Movement[]> {
  const day = sql<string>`to_char(${kenclengOpenings.confirmedAt} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`;
  const rows = await db.select({ date: day, amount: sql<string>`sum(${kenclengOpenings.amount})` }).from(kenclengOpenings)
    .where(and(eq(kenclengOpenings.masjidId, masjidId), eq(kenclengOpenings.status, 'confirmed'))).groupBy(day);
  return rows.map((r) => ({ date: r.date, kind: 'income', source: 'kencleng', label: KENCLENG_BOX_LABEL, amount: Number(r.amount) }));
}
