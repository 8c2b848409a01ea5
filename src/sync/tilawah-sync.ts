import * as v from 'valibot';
import { syncTilawah } from '../api/tilawah';
import { keepWithinWindow, type TilawahAnswer, type TilawahState } from '../contract/tilawah';
import { db as defaultDb, type JariyahDatabase, type OutboxEntry } from '../db/database';
import {
  bookmarkKey, readPosition, readPushedThrough, readServerRev, readSyncRev, readTargetAt, readTargetValue, savePosition, writePushedThrough,
  writeServerRev, writeSyncRev, writeTarget,
} from '../db/tilawah';
import { enqueue } from './outbox';
import { registerOutboxKind, type OutboxKind } from './outbox-kind';
import { readCachedProfile } from '../db/cached-profile';

/*
 * Tilawahku's reading record, synced for a logged-in person through the outbox: one waiting
 * 'tilawah_sync' entry stands for "this phone has news"; when it is sent, the phone's state is
 * read at that moment, merged by the server, and what changed in the account's record since this
 * phone's last answer is merged back here by the same rules (contract/tilawah.ts). A merge can be
 * repeated harmlessly, so a replay is safe.
 */

const TargetValueSchema = v.record(v.string(), v.union([v.string(), v.number()]));

/**
 * What this phone holds: every day from the day before the last sync on (all of them the first
 * time), within the dates the server takes (a phone whose clock was once wrong still syncs the rest).
 */
export async function collectLocalState(database: JariyahDatabase = defaultDb, now: Date = new Date()): Promise<TilawahState> {
  const since = await readPushedThrough(database);
  const from = since ? new Date(Date.parse(`${since}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) : '';
  const position = await readPosition(database);
  const target = await readTargetValue(TargetValueSchema, database);
  const targetAt = await readTargetAt(database);
  const days = await database.tilawahDays.where('date').aboveOrEqual(from).toArray();
  const bookmarks = await database.tilawahBookmarks.toArray();
  const state = keepWithinWindow({
    position: position ? { surah: position.surah, ayah: position.ayah, index: position.index, at: position.at } : null,
    target: target && targetAt ? { value: target, at: targetAt } : null,
    days: days.map((d) => ({ date: d.date, verses: d.verses, pages: d.pages })),
    bookmarks: bookmarks.map((b) => ({ surah: b.surah, ayah: b.ayah, updatedAt: b.updatedAt, deleted: b.deleted })),
  }, now);
  return { ...state, days: state.days.slice(-400), bookmarks: state.bookmarks.slice(-2000) };
}

const union = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);

/** Lays the account's merged state (or what changed in it) over this phone's, by the same rules the server used. */
export async function applyServerState(answer: Omit<TilawahAnswer, 'rev'>, today: string, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.transaction('rw', database.kv, database.tilawahDays, database.tilawahBookmarks, async () => {
    const local = await readPosition(database);
    const p = answer.position;
    if (p && (!local || p.index > local.index)) await savePosition(p, database);
    const localTargetAt = await readTargetAt(database);
    if (answer.target && (!localTargetAt || answer.target.at > localTargetAt)) await writeTarget(answer.target.value, answer.target.at, database);
    for (const day of answer.days) {
      const mine = await database.tilawahDays.get(day.date);
      await database.tilawahDays.put({ date: day.date, verses: union(mine?.verses ?? [], day.verses), pages: union(mine?.pages ?? [], day.pages) });
    }
    for (const b of answer.bookmarks) {
      const key = bookmarkKey(b.surah, b.ayah);
      const mine = await database.tilawahBookmarks.get(key);
      if (!mine || b.updatedAt > mine.updatedAt) await database.tilawahBookmarks.put({ key, surah: b.surah, ayah: b.ayah, updatedAt: b.updatedAt, deleted: b.deleted });
    }
    await writePushedThrough(today, database);
  });
}

/**
 * Sends a waiting entry (called by the outbox): the state as it is now goes out, the answer comes
 * back in; news that arrived meanwhile leaves a new entry behind.
 */
export async function sendTilawahSync(entry: OutboxEntry, database: JariyahDatabase, now: Date = new Date(), signal?: AbortSignal): Promise<void> {
  const rev = await readSyncRev(database);
  const answer = await syncTilawah(await collectLocalState(database, now), await readServerRev(database), entry.id, signal);
  await database.transaction('rw', database.outbox, database.kv, database.tilawahDays, database.tilawahBookmarks, async () => {
    // Signed out while the answer was on its way: nothing of that account is written back.
    if ((await database.outbox.get(entry.seq)) === undefined) return;
    await database.outbox.delete(entry.seq);
    await applyServerState(answer.data, now.toISOString().slice(0, 10), database);
    await writeServerRev(answer.data.rev, database);
  });
  if ((await readSyncRev(database)) !== rev) await queueTilawahSync(database, { force: true });
}

/** Enqueues a sync when someone is logged in and none waits yet (the waiting one will carry it); counts the news either way. */
export async function queueTilawahSync(database: JariyahDatabase = defaultDb, options: { force?: boolean } = {}): Promise<boolean> {
  if (!options.force) await writeSyncRev((await readSyncRev(database)) + 1, database);
  if (!(await readCachedProfile(database))) return false;
  const waiting = await database.outbox.filter((e) => e.kind === 'tilawah_sync' && !e.rejected).count();
  if (waiting > 0) return false;
  registerTilawahSync(); // the outbox must know the kind it is given
  await enqueue('tilawah_sync', {}, { database });
  return true;
}

/** 'tilawah_sync': one waiting entry stands for all the news; nothing is shown early, so nothing is undone. */
const tilawahSyncKind: OutboxKind<'tilawah_sync', Record<string, never>> = {
  name: 'tilawah_sync',
  payload: v.object({}),
  record: async () => ({}),
  target: () => 'tilawah',
  merge: 'skip',
  send: (entry, _payload, database, signal) => sendTilawahSync(entry, database, new Date(), signal),
  rollBack: async () => undefined,
  rollBackWhenDropped: false,
};

/** Lets the outbox send 'tilawah_sync' entries: called by the worker and by Tilawahku's pages. */
export function registerTilawahSync(): void {
  registerOutboxKind(tilawahSyncKind);
}
