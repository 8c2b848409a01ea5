import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tilawahBookmarks, tilawahDays, tilawahProgress } from '../db/schema.ts';
import type { TilawahAnswer, TilawahState } from '../../src/contract/tilawah.ts';

/*
 * Merges what a phone sends into the account's Tilawahku record and answers what changed since
 * the phone's last sync. Every rule is decided inside one upsert statement, so two phones syncing
 * at once cannot undo each other: the furthest position, the last target, the union of each day's
 * verses, the last change of each bookmark. Each sync takes the account's next rev (the row lock
 * orders syncs of one account); a day or bookmark the sync changed carries it.
 */

/**
 * What one account keeps: bookmarks are bounded by the verses (one row per verse, 6 236); days by
 * the newest TILAWAH_DAYS_KEPT, and those by TILAWAH_VERSES_KEPT verse marks in all (a khatam a
 * month for more than a year is about 83 000), so a record stays well under a megabyte.
 */
export const TILAWAH_DAYS_KEPT = 400;
export const TILAWAH_VERSES_KEPT = 100_000;

export async function syncTilawah(db: Db, userId: number, state: TilawahState, since: number): Promise<TilawahAnswer> {
  return db.transaction(async (tx) => {
    await tx.insert(tilawahProgress).values({ userId }).onConflictDoNothing();
    const [counted] = await tx.update(tilawahProgress).set({ rev: sql`${tilawahProgress.rev} + 1` })
      .where(eq(tilawahProgress.userId, userId)).returning({ rev: tilawahProgress.rev });
    const rev = counted!.rev;
    if (state.position) {
      const p = state.position;
      await tx.update(tilawahProgress)
        .set({ surah: p.surah, ayah: p.ayah, verseIndex: p.index, positionAt: new Date(p.at) })
        .where(and(
          eq(tilawahProgress.userId, userId),
          sql`(${tilawahProgress.verseIndex} is null or ${tilawahProgress.verseIndex} < ${p.index}
               or (${tilawahProgress.verseIndex} = ${p.index} and ${tilawahProgress.positionAt} < ${p.at}::timestamptz))`,
        ));
    }
    if (state.target) {
      const t = state.target;
      await tx.update(tilawahProgress)
        .set({ target: t.value, targetAt: new Date(t.at) })
        .where(and(eq(tilawahProgress.userId, userId), sql`(${tilawahProgress.targetAt} is null or ${tilawahProgress.targetAt} < ${t.at}::timestamptz)`));
    }
    // One statement for all the days and one for all the bookmarks, whatever their number: a
    // 400-day sync was 400 upserts (and up to 2 000 for bookmarks), each its own round to the engine.
    const days = mergeRepeatedDays(state.days);
    if (days.length > 0) {
      await tx.insert(tilawahDays).values(days.map((day) => ({ userId, date: day.date, verses: day.verses, pages: day.pages, rev })))
        .onConflictDoUpdate({
          target: [tilawahDays.userId, tilawahDays.date],
          set: {
            verses: sql`(select coalesce(jsonb_agg(distinct x order by x), '[]'::jsonb) from jsonb_array_elements(${tilawahDays.verses} || excluded.verses) as u(x))`,
            pages: sql`(select coalesce(jsonb_agg(distinct x order by x), '[]'::jsonb) from jsonb_array_elements(${tilawahDays.pages} || excluded.pages) as u(x))`,
            rev,
          },
          // A day that gains nothing keeps its rev: it is not news to the other phones.
          setWhere: sql`not (${tilawahDays.verses} @> excluded.verses and ${tilawahDays.pages} @> excluded.pages)`,
        });
    }
    const bookmarks = latestBookmarks(state.bookmarks);
    if (bookmarks.length > 0) {
      await tx.insert(tilawahBookmarks).values(bookmarks.map((b) => ({ userId, surah: b.surah, ayah: b.ayah, updatedAt: new Date(b.updatedAt), deleted: b.deleted, rev })))
        .onConflictDoUpdate({
          target: [tilawahBookmarks.userId, tilawahBookmarks.surah, tilawahBookmarks.ayah],
          set: { updatedAt: sql`excluded.updated_at`, deleted: sql`excluded.deleted`, rev },
          setWhere: sql`excluded.updated_at > ${tilawahBookmarks.updatedAt}`,
        });
    }
    if (days.length > 0) await trimDays(tx, userId);
    // A rev from before a restore, or from another server's database, is no base to build on: send all.
    return readTilawah(tx, userId, since < rev ? since : 0, rev);
  });
}

/**
 * One entry per date (one statement may not upsert a row twice): a date sent twice gets the union
 * of its verses and pages, sorted, as two upserts one after the other would have left it.
 */
export function mergeRepeatedDays(days: TilawahState['days']): TilawahState['days'] {
  const byDate = new Map<string, TilawahState['days'][number]>();
  const union = (a: number[], b: number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);
  for (const day of days) {
    const seen = byDate.get(day.date);
    byDate.set(day.date, seen ? { date: day.date, verses: union(seen.verses, day.verses), pages: union(seen.pages, day.pages) } : day);
  }
  return [...byDate.values()];
}

/** One entry per verse: the latest change (the first of equals), as one upsert after another kept. */
export function latestBookmarks(bookmarks: TilawahState['bookmarks']): TilawahState['bookmarks'] {
  const byVerse = new Map<string, TilawahState['bookmarks'][number]>();
  for (const b of bookmarks) {
    const key = `${b.surah}:${b.ayah}`;
    const seen = byVerse.get(key);
    if (!seen || Date.parse(b.updatedAt) > Date.parse(seen.updatedAt)) byVerse.set(key, b);
  }
  return [...byVerse.values()];
}

/** Keeps the newest days within both bounds; older ones go (the phones keep their own copies). */
async function trimDays(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`
    delete from tilawah_days d using (
      select date, row_number() over (order by date desc) as n,
             sum(jsonb_array_length(verses)) over (order by date desc) as verses_through
      from tilawah_days where user_id = ${userId}
    ) r
    where d.user_id = ${userId} and d.date = r.date and (r.n > ${TILAWAH_DAYS_KEPT} or r.verses_through > ${TILAWAH_VERSES_KEPT})`);
}

/** The position and target, and the days and bookmarks changed after `since` (everything for 0). */
export async function readTilawah(db: Db, userId: number, since = 0, rev?: number): Promise<TilawahAnswer> {
  const [progress] = await db.select().from(tilawahProgress).where(eq(tilawahProgress.userId, userId));
  const days = await db.select().from(tilawahDays)
    .where(and(eq(tilawahDays.userId, userId), since > 0 ? gt(tilawahDays.rev, since) : undefined)).orderBy(tilawahDays.date);
  const bookmarks = await db.select().from(tilawahBookmarks)
    .where(and(eq(tilawahBookmarks.userId, userId), since > 0 ? gt(tilawahBookmarks.rev, since) : undefined));
  return {
    position: progress?.verseIndex && progress.surah && progress.ayah && progress.positionAt
      ? { surah: progress.surah, ayah: progress.ayah, index: progress.verseIndex, at: progress.positionAt.toISOString() }
      : null,
    target: progress?.target && progress.targetAt ? { value: progress.target as Record<string, string | number>, at: progress.targetAt.toISOString() } : null,
    days: days.map((d) => ({ date: d.date, verses: d.verses, pages: d.pages })),
    bookmarks: bookmarks.map((b) => ({ surah: b.surah, ayah: b.ayah, updatedAt: b.updatedAt.toISOString(), deleted: b.deleted })),
    rev: rev ?? progress?.rev ?? 0,
  };
}
