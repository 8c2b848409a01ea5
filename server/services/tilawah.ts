import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tilawahBookmarks, tilawahDays, tilawahProgress } from '../db/schema.ts';
import type { TilawahAnswer, TilawahState } from '../../src/contract/tilawah.ts';

/*
 * Merges what a phone sends into the account's Tilawahku record and answers the merged whole.
 * Every rule is decided inside one upsert statement, so two phones syncing at once cannot undo
 * each other: the furthest position, the last target, the union of each day's verses, the last
 * change of each bookmark.
 */
export async function syncTilawah(db: Db, userId: number, state: TilawahState): Promise<TilawahAnswer> {
  await db.transaction(async (tx) => {
    await tx.insert(tilawahProgress).values({ userId }).onConflictDoNothing();
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
    for (const day of state.days) {
      await tx.insert(tilawahDays).values({ userId, date: day.date, verses: day.verses, pages: day.pages })
        .onConflictDoUpdate({
          target: [tilawahDays.userId, tilawahDays.date],
          set: {
            verses: sql`(select coalesce(jsonb_agg(distinct x order by x), '[]'::jsonb) from jsonb_array_elements(${tilawahDays.verses} || excluded.verses) as u(x))`,
            pages: sql`(select coalesce(jsonb_agg(distinct x order by x), '[]'::jsonb) from jsonb_array_elements(${tilawahDays.pages} || excluded.pages) as u(x))`,
          },
        });
    }
    for (const b of state.bookmarks) {
      await tx.insert(tilawahBookmarks).values({ userId, surah: b.surah, ayah: b.ayah, updatedAt: new Date(b.updatedAt), deleted: b.deleted })
        .onConflictDoUpdate({
          target: [tilawahBookmarks.userId, tilawahBookmarks.surah, tilawahBookmarks.ayah],
          set: { updatedAt: sql`excluded.updated_at`, deleted: sql`excluded.deleted` },
          setWhere: sql`excluded.updated_at > ${tilawahBookmarks.updatedAt}`,
        });
    }
  });
  return readTilawah(db, userId);
}

export async function readTilawah(db: Db, userId: number): Promise<TilawahAnswer> {
  const [progress] = await db.select().from(tilawahProgress).where(eq(tilawahProgress.userId, userId));
  const days = await db.select().from(tilawahDays).where(eq(tilawahDays.userId, userId)).orderBy(tilawahDays.date);
  const bookmarks = await db.select().from(tilawahBookmarks).where(eq(tilawahBookmarks.userId, userId));
  return {
    position: progress?.verseIndex && progress.surah && progress.ayah && progress.positionAt
      ? { surah: progress.surah, ayah: progress.ayah, index: progress.verseIndex, at: progress.positionAt.toISOString() }
      : null,
    target: progress?.target && progress.targetAt ? { value: progress.target as Record<string, string | number>, at: progress.targetAt.toISOString() } : null,
    days: days.map((d) => ({ date: d.date, verses: d.verses, pages: d.pages })),
    bookmarks: bookmarks.map((b) => ({ surah: b.surah, ayah: b.ayah, updatedAt: b.updatedAt.toISOString(), deleted: b.deleted })),
  };
}
