import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { amens, donations, hiddenDoas, prayerVersions, programs } from '../db/schema.ts';
import { parseProgramId, programIdFits } from '../../src/contract/program-id.ts';
import type { AmenStatus, DoaId, LikeResult, DoaItem } from '../../src/contract/campaign.ts';
import { publicDonorName } from '../../src/contract/donor-name.ts';
import { toPage, type Page } from '../lib/paging.ts';
import { messageForAmen } from '../messages/index.ts';

// Donor prayers and the amens other users say to them. A prayer is the doa of a paid donation;
// the amens table's primary key (donation, user) allows one amen per user and prayer.

// The outer donation, named in full inside the amens subqueries.
const outerDonationId = sql.raw('"donations"."id"');

// A prayer an admin hid (hidden_prayers) is gone for everyone.
const hasDoa = sql`${donations.status} = 'paid' and ${donations.doa} is not null and btrim(${donations.doa}) <> ''
  and not exists (select 1 from hidden_prayers h where h.donation_id = ${outerDonationId})`;

const versionQuery = (db: Db) => db
  .select({ id: programs.id, type: programs.type, version: sql<string>`coalesce(${prayerVersions.version}, 0)` })
  .from(programs)
  .leftJoin(prayerVersions, eq(prayerVersions.programId, programs.id))
  .where(eq(programs.id, sql.placeholder('id')))
  .limit(1)
  .prepare('prayer_list_version');

// Built once per database: the poll runs it every second per open page, and building the SQL
// cost as much as running it (PostgreSQL also keeps the named statement's plan per connection).
const versionQueries = new WeakMap<Db, ReturnType<typeof versionQuery>>();

/**
 * A program's row id and the version of its prayer list (0 before its first change), in one
 * primary-key read: what the amen poll compares before it runs the list query. Null for an
 * unknown program, as findProgramByProgramId.
 */
export async function prayerListVersion(db: Db, programId: string): Promise<{ id: number; version: number } | null> {
  const parsed = parseProgramId(programId);
  if (!parsed) return null;
  let query = versionQueries.get(db);
  if (!query) versionQueries.set(db, (query = versionQuery(db)));
  const [row] = await query.execute({ id: parsed.id });
  return row && programIdFits(parsed, row.type) ? { id: row.id, version: Number(row.version) } : null;
}

/** The prayers of a program, newest first, a page after the `cursor` prayer, with the amen count and the caller's own amen. */
export async function listDoas(db: Db, programId: number, userId: number | null, limit: number, cursor: number | null = null): Promise<Page<DoaItem>> {
  const conditions: SQL[] = [eq(donations.programId, programId), hasDoa];
  if (cursor !== null) conditions.push(sql`(${donations.createdAt}, ${donations.id}) < (select c.created_at, c.id from donations c where c.id = ${cursor})`);
  const likedByMe = userId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from amens a where a.donation_id = ${outerDonationId} and a.user_id = ${userId})`;
  const rows = await db
    .select({
      id: donations.id,
      donorName: donations.donorName,
      hideName: donations.hideName,
      doa: donations.doa,
      createdAt: donations.createdAt,
      totalLike: sql<string>`(select count(*) from amens a where a.donation_id = ${outerDonationId})`,
      liked: likedByMe,
    })
    .from(donations)
    .where(and(...conditions))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit + 1);
  return toPage(rows, limit, (r) => ({
    id: r.id,
    donatur: publicDonorName(r.donorName, r.hideName),
    doa: (r.doa ?? '').trim(),
    tgl_donasi: r.createdAt.toISOString(),
    total_like: Number(r.totalLike),
    status_like: r.liked === true || String(r.liked) === 'true' ? 'liked' : 'unliked',
  } satisfies DoaItem));
}

/** Whether this donation carries a prayer that may be said amen to. */
export async function prayerExists(db: Db, donationId: DoaId): Promise<boolean> {
  const rows = await db.select({ id: donations.id }).from(donations).where(and(eq(donations.id, donationId), hasDoa)).limit(1);
  return rows.length > 0;
}

/**
 * Sets the user's amen to `state`, or flips it when no state is given. Setting is what makes a
 * replayed offline tap harmless.
 */
export async function setAmen(db: Db, donationId: DoaId, userId: number, state: AmenStatus | undefined, now: Date): Promise<LikeResult> {
  return db.transaction(async (tx) => {
    let target = state;
    if (!target) {
      const existing = await tx.select({ d: amens.donationId }).from(amens)
        .where(and(eq(amens.donationId, donationId), eq(amens.userId, userId))).limit(1);
      target = existing.length > 0 ? 'unliked' : 'liked';
    }
    if (target === 'liked') {
      const added = await tx.insert(amens).values({ donationId, userId, createdAt: now }).onConflictDoNothing().returning({ d: amens.donationId });
      if (added.length > 0) await messageForAmen(tx, donationId, now);
    } else {
      await tx.delete(amens).where(and(eq(amens.donationId, donationId), eq(amens.userId, userId)));
    }
    const [count] = await tx.select({ n: sql<string>`count(*)` }).from(amens).where(eq(amens.donationId, donationId));
    return { doa_id: donationId, total_like: Number(count?.n ?? 0), status_like: target };
  });
}

/** Hides a donor's prayer for everyone; answers the prayer's text, or null when there is none. */
export async function hideDoa(db: Db, donationId: DoaId, userId: number, reason: string, now: Date): Promise<{ doa: string; programId: number; masjidId: number | null } | null> {
  const [row] = await db.select({ doa: donations.doa, programId: donations.programId, masjidId: programs.masjidId })
    .from(donations).innerJoin(programs, eq(programs.id, donations.programId)).where(eq(donations.id, donationId)).limit(1);
  if (!row?.doa?.trim()) return null;
  await db.insert(hiddenDoas).values({ donationId, hiddenBy: userId, reason, createdAt: now }).onConflictDoNothing();
  return { doa: row.doa, programId: row.programId, masjidId: row.masjidId };
}
