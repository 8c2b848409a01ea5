import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JariyahDatabase } from '../../../src/db/database';
import { removePersonalData } from '../../../src/db/personal-data';
import { readPosition, readServerRev, savePosition, saveTargetValue, setBookmark, updateDay, TILAWAH_KV_KEYS } from '../../../src/db/tilawah';
import { enqueue } from '../../../src/sync/outbox';
import { readKv } from '../../../src/db/kv';
import * as v from 'valibot';
import { applyServerState, collectLocalState, registerTilawahSync, sendTilawahSync } from '../../../src/sync/tilawah-sync';

// The phone's half of the merge (the server's half is in test/server/tilawah.test.ts).
let database: JariyahDatabase;
beforeEach(() => {
  database = new JariyahDatabase(`tilawah-${crypto.randomUUID()}`);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  database.close();
  await database.delete();
});

describe('Tilawahku sync on the phone', () => {
  it('collects everything the first time, then only the days from the day before the last sync', async () => {
    await savePosition({ surah: 18, ayah: 10, index: 2150, at: '2026-11-24T10:00:00.000Z' }, database);
    await saveTargetValue({ kind: 'ayat', perDay: 20 }, new Date('2026-11-20T00:00:00Z'), database);
    for (const date of ['2026-11-01', '2026-11-23', '2026-11-24']) await updateDay(date, () => ({ date, verses: [1], pages: [1] }), database);
    await setBookmark(36, 58, true, new Date('2026-11-24T10:00:00Z'), database);
    const first = await collectLocalState(database);
    expect(first.days.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-23', '2026-11-24']);
    expect(first.position).toMatchObject({ surah: 18, ayah: 10 });
    expect(first.target).toEqual({ value: { kind: 'ayat', perDay: 20 }, at: '2026-11-20T00:00:00.000Z' });
    expect(first.bookmarks).toEqual([{ surah: 36, ayah: 58, updatedAt: '2026-11-24T10:00:00.000Z', deleted: false }]);

    await applyServerState({ position: null, target: null, days: [], bookmarks: [] }, '2026-11-24', database);
    expect((await collectLocalState(database)).days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('merges the account state by the rules: furthest place, last target, union of days, last bookmark change', async () => {
    await savePosition({ surah: 2, ayah: 255, index: 262, at: '2026-11-25T08:00:00.000Z' }, database);
    await saveTargetValue({ kind: 'halaman', perDay: 2 }, new Date('2026-11-25T08:00:00Z'), database);
    await updateDay('2026-11-24', () => ({ date: '2026-11-24', verses: [5, 9], pages: [1, 2] }), database);
    await setBookmark(1, 1, true, new Date('2026-11-25T08:00:00Z'), database);
    await setBookmark(36, 58, true, new Date('2026-11-24T09:00:00Z'), database);

    await applyServerState({
      position: { surah: 18, ayah: 10, index: 2150, at: '2026-11-24T10:00:00.000Z' },
      target: { value: { kind: 'ayat', perDay: 30 }, at: '2026-11-20T00:00:00.000Z' }, // older than this phone's
      days: [{ date: '2026-11-24', verses: [9, 12], pages: [2, 3] }, { date: '2026-11-20', verses: [1], pages: [1] }],
      bookmarks: [
        { surah: 1, ayah: 1, updatedAt: '2026-11-24T00:00:00.000Z', deleted: true }, // older: this phone's mark stays
        { surah: 36, ayah: 58, updatedAt: '2026-11-24T10:00:00.000Z', deleted: true }, // newer: removed
        { surah: 112, ayah: 2, updatedAt: '2026-11-24T10:00:00.000Z', deleted: false },
      ],
    }, '2026-11-25', database);

    expect(await readPosition(database)).toMatchObject({ surah: 18, ayah: 10, index: 2150 });
    expect(await readKv(TILAWAH_KV_KEYS.target, v.unknown(), database)).toEqual({ kind: 'halaman', perDay: 2 });
    expect(await database.tilawahDays.get('2026-11-24')).toEqual({ date: '2026-11-24', verses: [5, 9, 12], pages: [1, 2, 3] });
    expect(await database.tilawahDays.get('2026-11-20')).toBeDefined();
    const marks = Object.fromEntries((await database.tilawahBookmarks.toArray()).map((b) => [b.key, b.deleted]));
    expect(marks).toEqual({ '1:1': false, '36:58': true, '112:2': false });
  });

  it('leaves nothing of the reading record at sign-out but the view settings', async () => {
    await savePosition({ surah: 18, ayah: 10, index: 2150, at: '2026-11-24T10:00:00.000Z' }, database);
    await updateDay('2026-11-24', () => ({ date: '2026-11-24', verses: [5], pages: [1] }), database);
    await setBookmark(1, 1, true, new Date(), database);
    await database.kv.put({ key: TILAWAH_KV_KEYS.view, value: { fontSize: 32, translation: false } });
    await removePersonalData(database);
    expect(await readPosition(database)).toBeUndefined();
    expect(await database.tilawahDays.count()).toBe(0);
    expect(await database.tilawahBookmarks.count()).toBe(0);
    expect(await database.kv.get(TILAWAH_KV_KEYS.view)).toBeDefined();
  });

  it('asks only for what changed since the answer it last merged, and sends nothing outside the dates the server takes', async () => {
    registerTilawahSync();
    const sent: FormData[] = [];
    const answers = [
      { position: null, target: null, days: [{ date: '2026-11-20', verses: [1, 2], pages: [1] }], bookmarks: [], rev: 7 },
      { position: null, target: null, days: [], bookmarks: [], rev: 9 },
    ];
    vi.stubGlobal('fetch', async (_input: URL | string, init: RequestInit) => {
      sent.push(init.body as FormData);
      return new Response(JSON.stringify({ status: 200, message: 'Tilawah tersinkron', data: answers[sent.length - 1] }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const now = new Date('2026-11-25T03:00:00Z');
    for (const date of ['2019-12-31', '2026-11-24', '2031-01-01']) await updateDay(date, () => ({ date, verses: [5], pages: [1] }), database);
    await setBookmark(1, 1, true, new Date('2099-01-01T00:00:00Z'), database); // saved while the phone's clock was wrong

    await sendTilawahSync(await enqueue('tilawah_sync', {}, { database }), database, now);
    expect(sent[0]!.get('since')).toBe('0');
    const state = JSON.parse(sent[0]!.get('state') as string);
    expect(state.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-24']);
    expect(state.bookmarks).toEqual([]);
    expect(await database.tilawahDays.get('2026-11-20')).toEqual({ date: '2026-11-20', verses: [1, 2], pages: [1] });
    expect(await readServerRev(database)).toBe(7);

    await sendTilawahSync(await enqueue('tilawah_sync', {}, { database }), database, now);
    expect(sent[1]!.get('since')).toBe('7');
    expect(await readServerRev(database)).toBe(9);

    // Another account on this phone starts from nothing.
    await removePersonalData(database);
    expect(await readServerRev(database)).toBe(0);
  });
});
