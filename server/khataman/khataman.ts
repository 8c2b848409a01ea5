import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { khatamanClaims, khatamans, messages, mosqueStaff, mosques, tilawahDays, users } from '../db/schema.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { plainPersonName } from '../../src/contract/person-name.ts';
import { HIDDEN_DONOR_NAME } from '../../src/contract/donor-name.ts';
import {
  JUZ_COUNT, KHATAMAN_CLAIMS_MAX, KHATAMAN_OPENED_PER_DAY, MOSQUE_KHATAMAN_SHOWN, juzVerses, khatamanKhatamText,
  type Khataman, type KhatamanHost, type MosqueKhataman, type MyKhataman,
} from '../../src/contract/khataman.ts';

/*
 * Khataman Bersama's rules, in the database. A juz is held by whoever's row got in: the primary
 * key (khataman, juz) admits one, so thirty people tapping the same juz at once leave one holder
 * and twenty-nine told it was taken. Claims of one khataman also take its row's lock first, so a
 * person's count of held juz is read and raised by one claim at a time (KHATAMAN_CLAIMS_MAX).
 */

/** The first word of a person's plain name (never their number); a name that is no name reads 'Hamba Allah'. */
export function firstName(nama: string): string {
  const plain = plainPersonName(nama);
  return plain === HIDDEN_DONOR_NAME ? plain : plain.split(' ')[0]!;
}

/** A moment's WIB day has begun at this instant. */
const startOfJakartaDay = (now: Date) => new Date(`${jakartaDate(now)}T00:00:00+07:00`);

const isClosed = (deadline: string, now: Date) => jakartaDate(now) > deadline;

/** `masjidId`: opened for that mosque (its staff checked by the caller). */
export type OpenInput = { title: string; intention: string; deadline: string; masjidId: number | null };

/** Opens a khataman; its code, or 'too-many' when the person opened their share today. */
export async function openKhataman(db: Db, ownerId: number, input: OpenInput, now: Date): Promise<{ code: string } | 'too-many'> {
  return db.transaction(async (tx) => {
    // The person's row, locked: two opens sent at once are counted one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [today] = await tx.select({ n: count() }).from(khatamans)
      .where(and(eq(khatamans.ownerId, ownerId), gte(khatamans.createdAt, startOfJakartaDay(now))));
    if ((today?.n ?? 0) >= KHATAMAN_OPENED_PER_DAY) return 'too-many' as const;
    const code = randomBytes(9).toString('base64url');
    await tx.insert(khatamans).values({ code, ownerId, title: input.title, intention: input.intention, deadline: input.deadline, masjidId: input.masjidId, createdAt: now });
    return { code };
  });
}

/** A khataman as the person asking sees it (their own juz marked), or null. */
export async function khatamanView(db: Db, code: string, viewerId: number | null, now: Date): Promise<Khataman | null> {
  const [k] = await db.select({
    id: khatamans.id, code: khatamans.code, title: khatamans.title, intention: khatamans.intention, deadline: khatamans.deadline, owner: users.nama,
    ownerId: khatamans.ownerId, recapTimes: khatamans.recapTimes, masjidSlug: mosques.slug, masjidNama: mosques.nama,
  })
    .from(khatamans).innerJoin(users, eq(users.id, khatamans.ownerId)).leftJoin(mosques, eq(mosques.id, khatamans.masjidId))
    .where(eq(khatamans.code, code));
  if (!k) return null;
  const claims = await db.select({ juz: khatamanClaims.juz, userId: khatamanClaims.userId, readAt: khatamanClaims.readAt, nama: users.nama })
    .from(khatamanClaims).innerJoin(users, eq(users.id, khatamanClaims.userId)).where(eq(khatamanClaims.khatamanId, k.id));
  const byJuz = new Map(claims.map((c) => [c.juz, c]));
  const juz = Array.from({ length: JUZ_COUNT }, (_, i) => {
    const c = byJuz.get(i + 1);
    if (!c) return { juz: i + 1, state: 'free' as const, name: null, mine: false };
    return { juz: i + 1, state: c.readAt ? ('read' as const) : ('claimed' as const), name: firstName(c.nama), mine: viewerId !== null && c.userId === viewerId };
  });
  const read = juz.filter((j) => j.state === 'read').length;
  return {
    id: k.code, title: k.title, intention: k.intention, deadline: k.deadline, opened_by: firstName(k.owner),
    juz, read, khatam: read === JUZ_COUNT, closed: isClosed(k.deadline, now),
    recap_times: k.recapTimes, owned: viewerId !== null && viewerId === k.ownerId,
    masjid: k.masjidSlug !== null && k.masjidNama !== null ? { slug: k.masjidSlug, nama: k.masjidNama } : null,
  };
}

/** The opener's recap times (sorted 'HH:MM' WIB; none turns the recap off). */
export async function setRecapTimes(db: Db, code: string, userId: number, times: string[]): Promise<'not-found' | 'not-owner' | 'done'> {
  const [k] = await db.select({ id: khatamans.id, ownerId: khatamans.ownerId }).from(khatamans).where(eq(khatamans.code, code));
  if (!k) return 'not-found';
  if (k.ownerId !== userId) return 'not-owner';
  await db.update(khatamans).set({ recapTimes: times }).where(eq(khatamans.id, k.id));
  return 'done';
}

/** A mosque's id by its page's slug, or null. */
export async function mosqueIdOf(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: mosques.id }).from(mosques).where(eq(mosques.slug, slug));
  return row?.id ?? null;
}

/** Whether a mosque of this id exists (a khataman may be opened for it). */
export async function mosqueExists(db: Db, masjidId: number): Promise<boolean> {
  const [row] = await db.select({ id: mosques.id }).from(mosques).where(eq(mosques.id, masjidId));
  return row !== undefined;
}

const readCount = sql<number>`(select count(*)::int from ${khatamanClaims} c where c.khataman_id = ${khatamans.id} and c.read_at is not null)`;

/**
 * A mosque's khataman still running (its deadline not past, WIB), the soonest deadline first:
 * what its page and its wall screen show. Progress only; never who holds a juz.
 */
export async function mosqueKhatamans(db: Db, masjidId: number, now: Date): Promise<MosqueKhataman[]> {
  const rows = await db.select({ id: khatamans.code, title: khatamans.title, deadline: khatamans.deadline, read: readCount })
    .from(khatamans)
    .where(and(eq(khatamans.masjidId, masjidId), gte(khatamans.deadline, jakartaDate(now))))
    .orderBy(asc(khatamans.deadline), asc(khatamans.id))
    .limit(MOSQUE_KHATAMAN_SHOWN);
  return rows.map((r) => ({ ...r, khatam: r.read >= JUZ_COUNT }));
}

/** The mosques the person serves as staff: those they may open a khataman for from the form. */
export async function khatamanHosts(db: Db, userId: number): Promise<KhatamanHost[]> {
  return db.select({ id: mosques.id, nama: mosques.nama }).from(mosqueStaff).innerJoin(mosques, eq(mosques.id, mosqueStaff.masjidId))
    .where(eq(mosqueStaff.userId, userId)).orderBy(asc(mosques.nama), asc(mosques.id));
}

export type ClaimOutcome = 'not-found' | 'closed' | 'too-many' | { claimed: number[]; taken: number[] };

/** Claims the free ones of `juzList` for the person, in one transaction. */
export async function claimJuz(db: Db, code: string, userId: number, juzList: number[], now: Date): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const [k] = await tx.select({ id: khatamans.id, deadline: khatamans.deadline }).from(khatamans).where(eq(khatamans.code, code)).for('update');
    if (!k) return 'not-found' as const;
    if (isClosed(k.deadline, now)) return 'closed' as const;
    const [held] = await tx.select({ n: count() }).from(khatamanClaims).where(and(eq(khatamanClaims.khatamanId, k.id), eq(khatamanClaims.userId, userId)));
    const holders = await tx.select({ juz: khatamanClaims.juz }).from(khatamanClaims).where(and(eq(khatamanClaims.khatamanId, k.id), inArray(khatamanClaims.juz, juzList)));
    // Only the still-free juz count against the person's share (a juz already theirs is not claimed twice).
    const wanted = juzList.filter((j) => !holders.some((h) => h.juz === j));
    if ((held?.n ?? 0) + wanted.length > KHATAMAN_CLAIMS_MAX) return 'too-many' as const;
    const got = wanted.length === 0 ? [] : await tx.insert(khatamanClaims)
      .values(wanted.map((juz) => ({ khatamanId: k.id, juz, userId, claimedAt: now })))
      .onConflictDoNothing()
      .returning({ juz: khatamanClaims.juz });
    const claimed = got.map((g) => g.juz).sort((a, b) => a - b);
    return { claimed, taken: juzList.filter((j) => !claimed.includes(j)) };
  });
}

export type HeldOutcome = 'not-found' | 'not-held' | 'not-yours' | 'read' | 'done';

/** The person's own claim on a juz, or why there is none for them. */
async function heldClaim(db: Db, code: string, userId: number, juz: number) {
  const [row] = await db.select({ khatamanId: khatamans.id, holder: khatamanClaims.userId, readAt: khatamanClaims.readAt })
    .from(khatamans)
    .leftJoin(khatamanClaims, and(eq(khatamanClaims.khatamanId, khatamans.id), eq(khatamanClaims.juz, juz)))
    .where(eq(khatamans.code, code));
  if (!row) return 'not-found' as const;
  if (row.holder === null) return 'not-held' as const;
  if (row.holder !== userId) return 'not-yours' as const;
  return row;
}

/**
 * Marks the person's own juz read (again is harmless). The read that completes the 30 tells
 * everyone in the khataman in Pesan, once: the khataman's row is locked first, so two last juz
 * read at once are counted one after the other, and each notice has its own dedupe key.
 */
export async function markJuzRead(db: Db, code: string, userId: number, juz: number, now: Date): Promise<HeldOutcome> {
  return db.transaction(async (tx) => {
    const [k] = await tx.select({ id: khatamans.id, title: khatamans.title, ownerId: khatamans.ownerId }).from(khatamans).where(eq(khatamans.code, code)).for('update');
    if (!k) return 'not-found' as const;
    const held = await heldClaim(tx, code, userId, juz);
    if (typeof held === 'string') return held;
    const marked = await tx.update(khatamanClaims).set({ readAt: now })
      .where(and(eq(khatamanClaims.khatamanId, k.id), eq(khatamanClaims.juz, juz), eq(khatamanClaims.userId, userId), isNull(khatamanClaims.readAt)))
      .returning({ juz: khatamanClaims.juz });
    if (marked.length > 0) await noticeIfKhatam(tx, { ...k, code }, now);
    return 'done' as const;
  });
}

/** Once all 30 are read: a notice to each holder and the opener (one each, whatever the order of reads). */
async function noticeIfKhatam(tx: Db, k: { id: number; code: string; title: string; ownerId: number }, now: Date): Promise<void> {
  const claims = await tx.select({ userId: khatamanClaims.userId, readAt: khatamanClaims.readAt }).from(khatamanClaims).where(eq(khatamanClaims.khatamanId, k.id));
  if (claims.length < JUZ_COUNT || claims.some((c) => c.readAt === null)) return;
  const text = khatamanKhatamText(k);
  const people = [...new Set([k.ownerId, ...claims.map((c) => c.userId)])];
  await tx.insert(messages)
    .values(people.map((userId) => ({ kind: 'khataman-khatam', userId, dedupeKey: `khataman-khatam:${k.id}:${userId}`, ...text, createdAt: now })))
    .onConflictDoNothing({ target: messages.dedupeKey });
}

/**
 * The juz the person holds unread and has read through in Tilawahku since the day they claimed it
 * (every verse of it, on that day or after, on any of their phones): each marked read, as a tap on
 * 'Sudah dibaca' would (the khatam notice included). Called after each Tilawahku sync; most
 * people hold no juz, and for them it is one indexed look. Answers the juz marked.
 */
export async function markJuzReadInTilawah(db: Db, userId: number, now: Date): Promise<{ code: string; juz: number }[]> {
  const held = await db.select({ code: khatamans.code, juz: khatamanClaims.juz, claimedAt: khatamanClaims.claimedAt })
    .from(khatamanClaims).innerJoin(khatamans, eq(khatamans.id, khatamanClaims.khatamanId))
    .where(and(eq(khatamanClaims.userId, userId), isNull(khatamanClaims.readAt)));
  if (held.length === 0) return [];
  // The phone's own calendar day, which is WIB's or later anywhere in Indonesia.
  const since = held.map((h) => jakartaDate(h.claimedAt)).sort()[0]!;
  const days = await db.select({ date: tilawahDays.date, verses: tilawahDays.verses }).from(tilawahDays)
    .where(and(eq(tilawahDays.userId, userId), gte(tilawahDays.date, since)));
  const marked: { code: string; juz: number }[] = [];
  for (const h of held) {
    const claimedOn = jakartaDate(h.claimedAt);
    const read = new Set(days.filter((d) => d.date >= claimedOn).flatMap((d) => d.verses));
    const [first, last] = juzVerses(h.juz);
    let all = true;
    for (let verse = first; verse <= last && all; verse += 1) all = read.has(verse);
    if (all && (await markJuzRead(db, h.code, userId, h.juz, now)) === 'done') marked.push({ code: h.code, juz: h.juz });
  }
  return marked;
}

/** Gives the person's own unread juz back to the group. */
export async function releaseJuz(db: Db, code: string, userId: number, juz: number): Promise<HeldOutcome> {
  const held = await heldClaim(db, code, userId, juz);
  if (typeof held === 'string') return held;
  if (held.readAt) return 'read';
  await db.delete(khatamanClaims)
    .where(and(eq(khatamanClaims.khatamanId, held.khatamanId), eq(khatamanClaims.juz, juz), eq(khatamanClaims.userId, userId), isNull(khatamanClaims.readAt)));
  return 'done';
}

/** The khataman the person opened or holds a juz in, newest first. */
export async function myKhatamans(db: Db, userId: number): Promise<MyKhataman[]> {
  const rows = await db.select({
    id: khatamans.code, title: khatamans.title, deadline: khatamans.deadline,
    read: readCount,
    mine: sql<number>`(select count(*)::int from ${khatamanClaims} c where c.khataman_id = ${khatamans.id} and c.user_id = ${userId})`,
  }).from(khatamans)
    .where(or(eq(khatamans.ownerId, userId), sql`exists (select 1 from ${khatamanClaims} c where c.khataman_id = ${khatamans.id} and c.user_id = ${userId})`))
    .orderBy(desc(khatamans.createdAt))
    .limit(50);
  return rows;
}

/** A khataman's title, intention and progress, for the share page's preview card. */
export async function khatamanPreviewFacts(db: Db, code: string) {
  const [row] = await db.select({
    title: khatamans.title, intention: khatamans.intention, read: readCount,
  }).from(khatamans).where(eq(khatamans.code, code));
  return row ?? null;
}
