import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/contract/user';
import { JariyahDatabase, type OutboxEntry } from '../../../src/db/database';
import { AMEN_OVERRIDES_KEY } from '../../../src/db/amen-overrides';
import { amenKind } from '../../../src/sync/amen-outbox';
import { enqueue, replayOutbox } from '../../../src/sync/outbox';
import { outboxKind, waitingOfSameTarget } from '../../../src/sync/outbox-kind';
import { readCachedProfile } from '../../../src/db/cached-profile';
import { storeServerProfile } from '../../../src/sync/profile-cache';
import { profileEditKind } from '../../../src/sync/profile-edit-outbox';
import { queueTilawahSync, registerTilawahSync } from '../../../src/sync/tilawah-sync';

// Each kind of queued change, through its own declaration: what it stores, what it is about,
// how it merges with a change of the same target and how it is taken back.

const user: User = {
  nama: 'Aisyah Putri', whatsapp: '81234567890', email: null, tgl_lahir: null, alamat: 'Jl. Melati 1', kelamin: null, sapaan: null,
  avatar: null, created_date: '2026-01-05T03:00:00.000Z', role: 'user',
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let database: JariyahDatabase;
beforeEach(async () => {
  database = new JariyahDatabase(`kinds-${crypto.randomUUID()}`);
  await storeServerProfile(user, database);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  database.close();
  await database.delete();
});

const overrides = async () => (await database.kv.get(AMEN_OVERRIDES_KEY))?.value;
const entries = () => database.outbox.orderBy('seq').toArray();

describe('the registry', () => {
  it('knows every kind the app queues by the name stored on the entry', () => {
    registerTilawahSync();
    expect(outboxKind('toggle_like')).toBe(amenKind);
    expect(outboxKind('edit_profile')).toBe(profileEditKind);
    expect(outboxKind('tilawah_sync')?.merge).toBe('skip');
    expect(outboxKind('no_such_kind')).toBeUndefined();
  });
});

describe('toggle_like (an amen)', () => {
  it('checks the doa id with the contract and stores it as text, with the state before it', async () => {
    await expect(enqueue('toggle_like', { doa_id: 1.5, state: 'liked' }, { database })).rejects.toThrow('Perubahan tidak valid');
    await expect(enqueue('toggle_like', { doa_id: 0, state: 'liked' }, { database })).rejects.toThrow('Perubahan tidak valid');
    const entry = await enqueue('toggle_like', { doa_id: 17, state: 'liked' }, { database });
    expect(entry.payload).toEqual({ doa_id: '17', state: 'liked', previous: 'null' });
    expect(amenKind.target({ doa_id: '17', state: 'liked' })).toBe('17');
  });

  it('queues each toggle of one doa (one may be on its way); the newest shows, and all count as waiting', async () => {
    await enqueue('toggle_like', { doa_id: 5, state: 'liked' }, { database });
    const second = await enqueue('toggle_like', { doa_id: 5, state: 'unliked' }, { database });
    await enqueue('toggle_like', { doa_id: 6, state: 'liked' }, { database });
    expect(await overrides()).toEqual({ 5: 'unliked', 6: 'liked' });
    expect((await entries()).map((e) => e.payload.previous)).toEqual(['null', '"liked"', 'null']);
    expect(await waitingOfSameTarget({ ...second, seq: (await entries())[1]!.seq }, database)).toBe(1);
  });

  it('rolls back to the amen shown before it', async () => {
    await enqueue('toggle_like', { doa_id: 5, state: 'liked' }, { database });
    const [entry] = await entries();
    await amenKind.rollBack(entry!, { doa_id: '5', state: 'liked', previous: '"unliked"' }, database);
    expect(await overrides()).toEqual({ 5: 'unliked' });
    await amenKind.rollBack(entry!, { doa_id: '5', state: 'liked', previous: 'null' }, database);
    expect(await overrides()).toEqual({});
  });
});

describe('edit_profile (a profile field)', () => {
  it('queues a second edit of the same field; refusing the first leaves the later one on screen', async () => {
    await enqueue('edit_profile', { editType: 'fullname', editValue: 'Aisyah R' }, { database });
    await enqueue('edit_profile', { editType: 'fullname', editValue: 'Aisyah Rahma' }, { database });
    const [first, second] = await entries();
    expect(second!.payload.previous).toBe('"Aisyah R"');
    await profileEditKind.rollBack(first!, first!.payload as never, database);
    expect((await readCachedProfile(database))?.nama).toBe('Aisyah Rahma');
    // With no later edit of that field, the rollback restores what was there before.
    await database.outbox.delete(first!.seq);
    await profileEditKind.rollBack(second!, second!.payload as never, database);
    expect((await readCachedProfile(database))?.nama).toBe('Aisyah R');
  });

  it('is not rolled back when dropped as another account\'s (its profile is not on screen)', () => {
    expect(profileEditKind.rollBackWhenDropped).toBe(false);
    expect(amenKind.rollBackWhenDropped).toBe(true);
  });
});

describe('tilawah_sync', () => {
  it('merges into the one that waits: a second entry is never added', async () => {
    registerTilawahSync();
    const first = await enqueue('tilawah_sync', {}, { database });
    const again = await enqueue('tilawah_sync', {}, { database });
    expect(again.id).toBe(first.id);
    expect(await database.outbox.count()).toBe(1);
    expect(await queueTilawahSync(database)).toBe(false);
  });
});

describe('entries queued by the app before kinds were a table', () => {
  it('still replay from a version 4 database, in the stored shape of then', async () => {
    const name = `kinds-old-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(1).stores({ kv: '&key', prayerDays: '&date, placeKey', donations: '&code, createdAt', outbox: '++seq, &id, kind', savedSurahs: '&nomor' });
    old.version(2).stores({ donations: '&code, createdAt, owner', outbox: '++seq, &id, kind, owner' });
    old.version(3).stores({ tilawahDays: '&date', tilawahBookmarks: '&key, updatedAt' });
    old.version(4).stores({ messages: '&id, owner, createdAt' });
    await old.open();
    const stored: Omit<OutboxEntry, 'seq'>[] = [
      { id: '6f1c7c1e-0000-4000-8000-000000000001', kind: 'toggle_like', payload: { doa_id: '21', state: 'liked', previous: 'null' }, owner: user.whatsapp, createdAt: '2026-11-20T01:00:00.000Z', attempts: 2 },
      { id: '6f1c7c1e-0000-4000-8000-000000000002', kind: 'edit_profile', payload: { editType: 'greeting', editValue: 'Bunda', previous: 'null' }, owner: user.whatsapp, createdAt: '2026-11-20T01:01:00.000Z', attempts: 0 },
      { id: '6f1c7c1e-0000-4000-8000-000000000003', kind: 'toggle_like', payload: { doa_id: 'x' }, owner: user.whatsapp, createdAt: '2026-11-20T01:02:00.000Z', attempts: 0 },
    ];
    await old.table('outbox').bulkAdd(stored);
    await old.table('kv').put({ key: 'profile', value: user });
    await old.table('kv').put({ key: AMEN_OVERRIDES_KEY, value: { 21: 'liked' } });
    old.close();

    const sent: { kode: string; key: string | null; body: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (_input: URL | string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const kode = headers.get('kode') ?? '';
      if (kode === 'get_user') return json(200, { status: 200, message: 'Berhasil', data: { data: user } });
      const body = Object.fromEntries([...(init.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
      sent.push({ kode, key: headers.get('Idempotency-Key'), body });
      if (kode === 'toggle_like') return json(200, { status: 200, message: 'Berhasil', data: { doa_id: 21, total_like: 3, status_like: 'liked' } });
      return json(200, { status: 200, message: 'Berhasil', data: { pending: false, loggedOut: false, user: { ...user, sapaan: 'Bunda' } } });
    });
    const reopened = new JariyahDatabase(name);
    try {
      const report = await replayOutbox({ database: reopened });
      expect(sent.map((s) => [s.kode, s.key, s.body])).toEqual([
        ['toggle_like', stored[0]!.id, { doa_id: '21', state: 'liked' }],
        ['edit_profile', stored[1]!.id, { editType: 'greeting', editValue: 'Bunda' }],
      ]);
      // The unreadable one is kept and shown as refused, not retried forever.
      expect(report).toEqual({ sent: 2, rejected: 1, pending: 0, dropped: 0 });
      expect((await reopened.outbox.toArray()).map((e) => [e.id, e.rejected?.status])).toEqual([[stored[2]!.id, 400]]);
      expect((await reopened.kv.get(AMEN_OVERRIDES_KEY))?.value).toEqual({});
      expect((await readCachedProfile(reopened))?.sapaan).toBe('Bunda');
    } finally {
      reopened.close();
      await reopened.delete();
    }
  });
});
