import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { GUEST_OWNER, JariyahDatabase } from '../../../../src/db/database';
import { removePersonalData } from '../../../../src/db/personal-data';
import { storeServerProfile } from '../../../../src/sync/profile-cache';
import { deleteMessage, markAllRead, readInbox, syncInbox } from '../../../../src/features/pesan/inbox-store';
import { readUnreadCount } from '../../../../src/lib/unread-count';
import type { Message } from '../../../../src/contract/pesan';

// The network is the boundary: fetch answers as the server's pesan controller does.

let database: JariyahDatabase;
let serverList: Message[];
let calls: { kode: string; query: Record<string, string>; body: Record<string, string> }[];
let offline = false;

const message = (id: number, minutesAgo: number, extra: Partial<Message> = {}): Message => ({
  id, kind: 'donation-paid', title: 'Donasi Lunas', body: `Donasi ${id}`, link: '/donation/X', action: null,
  created_at: new Date(Date.UTC(2026, 10, 24, 12, 0) - minutesAgo * 60_000).toISOString(), read: false, ...extra,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  database = new JariyahDatabase(`pesan-${crypto.randomUUID()}`);
  serverList = [message(1, 30), message(2, 10, { kind: 'announcement', title: 'Kajian Ahad' })];
  calls = [];
  offline = false;
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit) => {
    if (offline) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const body = init.body instanceof FormData ? Object.fromEntries([...init.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])) : {};
    const kode = headers.get('kode') ?? '';
    calls.push({ kode, query: Object.fromEntries(url.searchParams), body });
    if (kode === 'list_messages') return json(200, { status: 200, message: 'Berhasil', data: serverList });
    return json(200, { status: 200, message: 'Berhasil', data: { count: 1 } });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  database.close();
  await database.delete();
});

describe('the inbox on the device', () => {
  it('a guest: asks with the device\'s donation codes, stores newest first, counts unread for the badge', async () => {
    await database.donations.bulkPut([
      { code: 'JRYAAA', programTitle: 'x', amount: 1, createdAt: '1', owner: GUEST_OWNER },
      { code: 'JRYBBB', programTitle: 'x', amount: 1, createdAt: '2', owner: '81234567890' },
    ]);
    await syncInbox(database);
    expect(calls[0]).toMatchObject({ kode: 'list_messages', query: { codes: 'JRYAAA' } });
    expect((await readInbox(GUEST_OWNER, database)).map((m) => m.id)).toEqual([2, 1]);
    expect(readUnreadCount()).toBe(2);
  });

  it('a guest\'s read and delete marks stay on the device, survive the next sync and go nowhere', async () => {
    await syncInbox(database);
    await markAllRead(GUEST_OWNER, database);
    await deleteMessage(GUEST_OWNER, 1, database);
    await syncInbox(database);
    expect(await readInbox(GUEST_OWNER, database)).toMatchObject([{ id: 2, read: true }]);
    expect(readUnreadCount()).toBe(0);
    expect(calls.map((c) => c.kode)).toEqual(['list_messages', 'list_messages']);
  });

  it('an account: marks made offline are kept and told to the server once it is back; sign-out removes the inbox', async () => {
    await storeServerProfile({ nama: 'Aisyah', whatsapp: '81234567890', email: null, tgl_lahir: null, alamat: null, kelamin: null, sapaan: null, avatar: null, created_date: '2026-01-05T03:00:00.000Z', role: 'user' }, database);
    await syncInbox(database);
    offline = true;
    await deleteMessage('81234567890', 1, database);
    await markAllRead('81234567890', database);
    expect(await readInbox('81234567890', database)).toMatchObject([{ id: 2, read: true, pendingRead: true }]);
    offline = false;
    serverList = [message(2, 10, { read: true }), message(3, 1)];
    await syncInbox(database);
    expect(calls.filter((c) => c.kode !== 'list_messages')).toEqual([
      expect.objectContaining({ kode: 'delete_messages', body: { ids: '1' } }),
      expect.objectContaining({ kode: 'mark_read', body: { ids: '2' } }),
    ]);
    expect((await readInbox('81234567890', database)).map((m) => [m.id, m.read])).toEqual([[3, false], [2, true]]);
    await removePersonalData(database);
    expect(await database.messages.count()).toBe(0);
  });

  it('an account on a device that donated as a guest still asks for those donations\' news (never another account\'s codes)', async () => {
    await database.donations.bulkPut([
      { code: 'JRYAAA', programTitle: 'x', amount: 1, createdAt: '1', owner: GUEST_OWNER },
      { code: 'JRYBBB', programTitle: 'x', amount: 1, createdAt: '2', owner: '81234567890' },
    ]);
    await storeServerProfile({ nama: 'Aisyah', whatsapp: '81234567890', email: null, tgl_lahir: null, alamat: null, kelamin: null, sapaan: null, avatar: null, created_date: '2026-01-05T03:00:00.000Z', role: 'user' }, database);
    await syncInbox(database);
    expect(calls[0]).toMatchObject({ kode: 'list_messages', query: { codes: 'JRYAAA' } });
    expect((await readInbox('81234567890', database)).map((m) => m.id)).toEqual([2, 1]);
  });

  it('a grouped amen message that comes back newer is unread again', async () => {
    serverList = [message(5, 20, { kind: 'amen', title: 'Ahmad mengaminkan doamu' })];
    await syncInbox(database);
    await markAllRead(GUEST_OWNER, database);
    serverList = [message(5, 1, { kind: 'amen', title: 'Budi dan 1 orang lainnya mengaminkan doamu' })];
    await syncInbox(database);
    expect(await readInbox(GUEST_OWNER, database)).toMatchObject([{ id: 5, read: false, title: 'Budi dan 1 orang lainnya mengaminkan doamu' }]);
  });
});

describe('Dexie upgrade to version 4 (messages)', () => {
  it('a device on version 2 keeps its rows and gains the messages table', async () => {
    const name = `pesan-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(1).stores({ kv: '&key', prayerDays: '&date, placeKey', donations: '&code, createdAt', outbox: '++seq, &id, kind', savedSurahs: '&nomor' });
    old.version(2).stores({ donations: '&code, createdAt, owner', outbox: '++seq, &id, kind, owner' });
    await old.table('donations').put({ code: 'JRYOLD', programTitle: 'x', amount: 5, createdAt: '1', owner: GUEST_OWNER });
    old.close();
    const upgraded = new JariyahDatabase(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(4);
    expect(await upgraded.donations.get('JRYOLD')).toMatchObject({ owner: GUEST_OWNER });
    await upgraded.messages.put({ id: 1, owner: GUEST_OWNER, kind: 'amen', title: 't', body: 'b', link: null, action: null, createdAt: '2026-11-24T00:00:00Z', read: false, deleted: false });
    expect(await upgraded.messages.where('owner').equals(GUEST_OWNER).count()).toBe(1);
    upgraded.close();
    await upgraded.delete();
  });
});
