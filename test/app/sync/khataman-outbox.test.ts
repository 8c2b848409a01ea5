import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JariyahDatabase } from '../../../src/db/database';
import type { User } from '../../../src/contract/user';
import type { Khataman } from '../../../src/contract/khataman';
import { enqueue, replayOutbox } from '../../../src/sync/outbox';
import { OutboxPayloadError } from '../../../src/sync/outbox-kind';
import { lostClaimMessage } from '../../../src/sync/khataman-outbox';
import { storeServerProfile } from '../../../src/sync/profile-cache';

// A khataman tap made without a signal waits in the outbox and goes out, in order, with its id as
// the Idempotency-Key once online. A claim whose juz someone took meanwhile stays, refused, naming
// the lost juz (the page offers free ones); what was got is the person's. fetch is the boundary:
// a little stand-in holds the juz as the server does.

const user: User = {
  nama: 'Aisyah Putri', whatsapp: '81234567890', email: null, tgl_lahir: null, alamat: null, kelamin: null, sapaan: null,
  avatar: null, created_date: '2026-01-05T03:00:00.000Z', role: 'user',
};
const ID = 'AbCdEf123456';

let database: JariyahDatabase;
let online: boolean;
/** Juz → holder ('me' or another). */
let holders: Map<number, string>;
let sent: { kode: string; key: string | null; juz: string }[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (): Khataman => ({
  id: ID, title: 'Khataman Ramadan', intention: '', deadline: '2026-12-30', opened_by: 'Rahmat', read: 0, khatam: false, closed: false, recap_times: [], owned: false, masjid: null,
  juz: Array.from({ length: 30 }, (_, i) => {
    const holder = holders.get(i + 1);
    return { juz: i + 1, state: holder ? 'claimed' as const : 'free' as const, name: holder && holder !== 'me' ? holder : holder ? 'Aisyah' : null, mine: holder === 'me' };
  }),
});

beforeEach(async () => {
  database = new JariyahDatabase(`khataman-outbox-${crypto.randomUUID()}`);
  online = false;
  holders = new Map();
  sent = [];
  vi.stubGlobal('fetch', async (_input: URL | string, init: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const headers = new Headers(init.headers);
    const kode = headers.get('kode') ?? '';
    if (kode === 'get_user') return json(200, { status: 200, message: 'Berhasil', data: { data: user } });
    const body = Object.fromEntries([...(init.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
    sent.push({ kode, key: headers.get('Idempotency-Key'), juz: body.juz ?? `${body.prayer}:${body.state}` });
    const wanted = (body.juz ?? '').split(',').map(Number);
    if (kode === 'claim_juz') {
      const free = wanted.filter((n) => !holders.has(n));
      if (free.length === 0) return json(409, { status: 409, message: 'Juz itu sudah diambil orang lain. Pilih juz lain.', data: null });
      for (const n of free) holders.set(n, 'me');
    }
    if (kode === 'release_juz') holders.delete(wanted[0]!);
    if (kode === 'amen_khataman') return json(200, { status: 200, message: 'Kamu mengaminkan doa ini', data: { intention: { amens: 1, amened: true }, prayers: [], can_pray: false } });
    return json(200, { status: 200, message: 'Berhasil', data: page() });
  });
  await storeServerProfile(user, database);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  database.close();
  await database.delete();
});

const entries = () => database.outbox.orderBy('seq').toArray();

describe('khataman_juz through the outbox', () => {
  it('offline: a claim and a release wait, survive a reload, and go out in order with their ids once online', async () => {
    await enqueue('khataman_juz', { id: ID, action: 'claim', juz: [5, 6] }, { database });
    await enqueue('khataman_juz', { id: ID, action: 'release', juz: [6] }, { database });
    expect(await replayOutbox({ database })).toMatchObject({ stoppedBy: 'network' });
    const waiting = await entries();
    const reopened = new JariyahDatabase(database.name);
    expect(await reopened.outbox.count()).toBe(2);
    reopened.close();

    online = true;
    await replayOutbox({ database });
    expect(sent.map((s) => [s.kode, s.juz])).toEqual([['claim_juz', '5,6'], ['release_juz', '6']]);
    expect(sent.map((s) => s.key)).toEqual(waiting.map((e) => e.id));
    expect(await entries()).toEqual([]);
    expect([...holders]).toEqual([[5, 'me']]);
  });

  it('a claim whose juz were all taken meanwhile is kept, refused with 409, for the page to offer others', async () => {
    await enqueue('khataman_juz', { id: ID, action: 'claim', juz: [7] }, { database });
    holders.set(7, 'Budi');
    online = true;
    expect(await replayOutbox({ database })).toMatchObject({ rejected: 1 });
    const [entry] = await entries();
    expect(entry).toMatchObject({ rejected: { status: 409 }, payload: { id: ID, action: 'claim', juz: '7' } });
  });

  it('a claim partly taken meanwhile gives the person what was free and keeps the lost juz, named, as refused', async () => {
    await enqueue('khataman_juz', { id: ID, action: 'claim', juz: [8, 9, 10] }, { database });
    holders.set(9, 'Budi');
    online = true;
    await replayOutbox({ database });
    expect([...holders.entries()].sort()).toEqual([[10, 'me'], [8, 'me'], [9, 'Budi']].sort());
    const [entry] = await entries();
    expect(entry).toMatchObject({ rejected: { status: 409, message: lostClaimMessage([9]) }, payload: { juz: '9' } });
  });

  it('a bad tap is refused before anything is written, in Indonesian', async () => {
    await expect(enqueue('khataman_juz', { id: ID, action: 'claim', juz: [31] }, { database })).rejects.toThrow(OutboxPayloadError);
    await expect(enqueue('khataman_juz', { id: 'bukan kode', action: 'read', juz: [3] }, { database })).rejects.toThrow(OutboxPayloadError);
    expect(await entries()).toEqual([]);
  });

  it('an amen on the intention said and taken back offline goes out in order, each under its own id', async () => {
    await enqueue('khataman_amen', { id: ID, prayer: 0, state: 'liked' }, { database });
    await enqueue('khataman_amen', { id: ID, prayer: 0, state: 'unliked' }, { database });
    await expect(enqueue('khataman_amen', { id: ID, prayer: -1, state: 'liked' }, { database })).rejects.toThrow(OutboxPayloadError);
    const waiting = await entries();
    expect(waiting).toHaveLength(2);
    online = true;
    await replayOutbox({ database });
    expect(sent.map((s) => [s.kode, s.juz, s.key])).toEqual([['amen_khataman', '0:liked', waiting[0]!.id], ['amen_khataman', '0:unliked', waiting[1]!.id]]);
    expect(await entries()).toEqual([]);
  });
});
