import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_OWNER, JariyahDatabase } from '../../../src/db/database';
import { removePersonalData } from '../../../src/db/personal-data';
import { writeKv } from '../../../src/db/kv';
import type { User } from '../../../src/contract/user';
import { AMEN_OVERRIDES_KEY, readAmensSent } from '../../../src/db/amen-overrides';
import { enqueue, OUTBOX_CALL_TIMEOUT_MS, outboxEvents, replayOutbox, worthRetrying, type ReplayedEvent } from '../../../src/sync/outbox';
import { OutboxPayloadError } from '../../../src/sync/outbox-kind';
import { PROFILE_KEY, readCachedProfile } from '../../../src/db/cached-profile';
import { storeServerProfile } from '../../../src/sync/profile-cache';

// The network is the boundary: fetch is replaced by a little server that answers as ours does
// and records what it was sent, so the real client, contract parsing and Dexie code all run.
type Sent = { kode: string; key: string | null; body: Record<string, string> };

const user: User = {
  nama: 'Aisyah Putri', whatsapp: '81234567890', email: null, tgl_lahir: null, alamat: 'Jl. Melati 1', kelamin: null, sapaan: null,
  avatar: null, created_date: '2026-01-05T03:00:00.000Z', role: 'user',
};

let database: JariyahDatabase;
let sent: Sent[];
/**
 * `session`: who the session cookie belongs to; get_user answers it ('offline': cannot be reached)
 * and is not recorded in `sent`, which holds the changes the server received.
 */
let server: { user: User; session: User | null | 'offline'; answer: (call: Sent) => Response | 'offline' };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const field = { fullname: 'nama', address: 'alamat', birthdate: 'tgl_lahir', gender: 'kelamin', greeting: 'sapaan' } as const;

function accept(call: Sent): Response {
  if (call.kode === 'edit_profile') {
    server.user = { ...server.user, [field[call.body.editType as keyof typeof field]]: call.body.editValue };
    return json(200, { status: 200, message: 'Berhasil', data: { pending: false, loggedOut: false, user: server.user } });
  }
  // toggle_like answers as the server does: the amen's new state and count.
  return json(200, { status: 200, message: 'Berhasil', data: { doa_id: Number(call.body.doa_id), total_like: 1, status_like: call.body.state } });
}

beforeEach(async () => {
  database = new JariyahDatabase(`outbox-${crypto.randomUUID()}`);
  sent = [];
  server = { user: { ...user }, session: user, answer: accept };
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const body = Object.fromEntries([...(init.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
    const call = { kode: headers.get('kode') ?? '', key: headers.get('Idempotency-Key'), body };
    if (call.kode === 'get_user') {
      if (server.session === 'offline') throw new TypeError('Failed to fetch');
      return server.session
        ? json(200, { status: 200, message: 'Berhasil', data: { data: server.session } })
        : json(401, { status: 401, message: 'Silakan masuk terlebih dahulu', data: {} });
    }
    const answer = server.answer(call);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    sent.push(call);
    return answer;
  });
  await storeServerProfile(user, database);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  database.close();
  await database.delete();
});

describe('enqueue', () => {
  it('records the change and shows it on the cached profile at once', async () => {
    const entry = await enqueue('edit_profile', { editType: 'fullname', editValue: '  Aisyah Rahmawati ' }, { database });
    expect((await readCachedProfile(database))?.nama).toBe('Aisyah Rahmawati');
    const stored = await database.outbox.toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: entry.id, kind: 'edit_profile', attempts: 0, payload: { editType: 'fullname', editValue: 'Aisyah Rahmawati', previous: '"Aisyah Putri"' } });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes both or neither: if the record cannot be written, the profile is not changed either', async () => {
    database.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(enqueue('edit_profile', { editType: 'address', editValue: 'Jl. Kenanga 2' }, { database })).rejects.toThrow('disk full');
    expect(await database.outbox.count()).toBe(0);
    expect((await readCachedProfile(database))?.alamat).toBe('Jl. Melati 1');
  });

  it('refuses a value the server would refuse, with its message, and changes nothing', async () => {
    await expect(enqueue('edit_profile', { editType: 'fullname', editValue: 'x'.repeat(31) }, { database })).rejects.toThrow(new OutboxPayloadError('Maksimal 30 karakter'));
    await expect(enqueue('edit_profile', { editType: 'birthdate', editValue: '1990-02-30' }, { database })).rejects.toBeInstanceOf(OutboxPayloadError);
    expect(await database.outbox.count()).toBe(0);
    expect((await readCachedProfile(database))?.nama).toBe('Aisyah Putri');
  });

  it('keeps an amen said offline so prayer lists can show it', async () => {
    await enqueue('toggle_like', { doa_id: 17, state: 'liked' }, { database });
    expect((await database.kv.get(AMEN_OVERRIDES_KEY))?.value).toEqual({ 17: 'liked' });
  });
});

describe('replayOutbox', () => {
  it('sends entries oldest first, each with its own id as the Idempotency-Key, and empties the outbox', async () => {
    const a = await enqueue('edit_profile', { editType: 'fullname', editValue: 'Aisyah R' }, { database });
    const b = await enqueue('toggle_like', { doa_id: 5, state: 'liked' }, { database });
    const c = await enqueue('edit_profile', { editType: 'gender', editValue: 'Perempuan' }, { database });
    const report = await replayOutbox({ database });
    expect(report).toEqual({ sent: 3, rejected: 0, pending: 0, dropped: 0 });
    expect(sent.map((s) => [s.kode, s.key])).toEqual([['edit_profile', a.id], ['toggle_like', b.id], ['edit_profile', c.id]]);
    expect(sent[1]!.body).toEqual({ doa_id: '5', state: 'liked' });
    expect(await database.outbox.count()).toBe(0);
    expect(await readCachedProfile(database)).toMatchObject({ nama: 'Aisyah R', kelamin: 'Perempuan' });
    expect((await database.kv.get(AMEN_OVERRIDES_KEY))?.value).toEqual({});
    // The server took it: kept as sent, for copies of the list read before it left.
    expect(await readAmensSent(database)).toEqual([{ id: 5, state: 'liked', n: 1 }]);
  });

  it('stops at a network failure, keeps every entry, and retries later with the same key', async () => {
    const first = await enqueue('edit_profile', { editType: 'address', editValue: 'Jl. Kenanga 2' }, { database });
    await enqueue('edit_profile', { editType: 'fullname', editValue: 'Aisyah R' }, { database });
    server.answer = () => 'offline';
    const report = await replayOutbox({ database });
    expect(report).toMatchObject({ sent: 0, pending: 2, stoppedBy: 'network' });
    const kept = await database.outbox.orderBy('seq').toArray();
    expect(kept.map((e) => e.attempts)).toEqual([1, 0]); // the second was never tried
    expect((await readCachedProfile(database))?.alamat).toBe('Jl. Kenanga 2'); // still shown

    // The first try reached the server but its answer was lost: the retry carries the same key.
    server.answer = accept;
    await replayOutbox({ database });
    expect(sent.map((s) => s.key)).toEqual([first.id, kept[1]!.id]);
    expect(await database.outbox.count()).toBe(0);
    expect(server.user).toMatchObject({ alamat: 'Jl. Kenanga 2', nama: 'Aisyah R' });
  });

  it('gives up on a call that stops answering, as on no network, so the next replay is not stuck behind it', async () => {
    const change = await enqueue('toggle_like', { doa_id: 5, state: 'liked' }, { database });
    // The connection hangs: fetch settles only when its signal ends it.
    const hang = vi.fn((_input: URL | string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
    }));
    const answering = globalThis.fetch;
    const clocks: Array<{ ms: number; end: () => void }> = [];
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      clocks.push({ ms, end: () => controller.abort(new DOMException('signal timed out', 'TimeoutError')) });
      return controller.signal;
    });
    vi.stubGlobal('fetch', (input: URL | string, init: RequestInit) => (new Headers(init.headers).get('kode') === 'toggle_like' ? hang(input, init) : answering(input, init)));
    const stuck = replayOutbox({ database });
    await vi.waitFor(() => expect(hang).toHaveBeenCalled());
    expect(clocks.map((c) => c.ms)).toEqual([OUTBOX_CALL_TIMEOUT_MS, OUTBOX_CALL_TIMEOUT_MS]); // who is signed in, then the amen
    clocks.at(-1)!.end();
    expect(await stuck).toMatchObject({ sent: 0, pending: 1, stoppedBy: 'network' });
    expect(worthRetrying(await stuck)).toBe(true);

    vi.stubGlobal('fetch', answering);
    expect(await replayOutbox({ database })).toMatchObject({ sent: 1, pending: 0 });
    expect(sent.map((s) => s.key)).toEqual([change.id]);
    vi.restoreAllMocks();
  });

  it('tells the page after every replay what it left waiting (so the page can try again)', async () => {
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as ReplayedEvent).detail);
    outboxEvents.addEventListener('replayed', listen);
    await enqueue('toggle_like', { doa_id: 5, state: 'liked' }, { database });
    server.answer = () => 'offline';
    const report = await replayOutbox({ database });
    await vi.waitFor(() => expect(heard).toEqual([{ database, report }]));
    outboxEvents.removeEventListener('replayed', listen);
  });

  it('keeps a server fault (5xx) for later like a network failure', async () => {
    await enqueue('edit_profile', { editType: 'address', editValue: 'Jl. Kenanga 2' }, { database });
    server.answer = () => json(500, { status: 500, message: 'Terjadi kesalahan pada server, silakan coba lagi', data: null });
    expect(await replayOutbox({ database })).toMatchObject({ stoppedBy: 'server', pending: 1 });
    expect((await database.outbox.toArray())[0]?.rejected).toBeUndefined();
  });

  it('marks a 4xx as rejected with its message, rolls the change back on screen, and goes on', async () => {
    await enqueue('edit_profile', { editType: 'address', editValue: 'Jl. Kenanga 2' }, { database });
    await enqueue('edit_profile', { editType: 'fullname', editValue: 'Aisyah R' }, { database });
    server.answer = (call) => call.body.editType === 'address'
      ? json(422, { status: 422, message: 'Data yang dikirim tidak valid', data: null, errors: { editValue: 'Maksimal 50 karakter' } })
      : accept(call);
    const report = await replayOutbox({ database });
    expect(report).toEqual({ sent: 1, rejected: 1, pending: 0, dropped: 0 });
    const left = await database.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ payload: { editType: 'address' }, rejected: { status: 422, message: 'Data yang dikirim tidak valid' } });
    const profile = await readCachedProfile(database);
    expect(profile).toMatchObject({ alamat: 'Jl. Melati 1', nama: 'Aisyah R' });
    // A rejected entry is shown, not resent.
    sent = [];
    await replayOutbox({ database });
    expect(sent).toEqual([]);
  });

  it('rolls back a refused amen to what it was before', async () => {
    await enqueue('toggle_like', { doa_id: 9, state: 'liked' }, { database });
    server.answer = () => json(404, { status: 404, message: 'Data tidak ditemukan', data: null });
    await replayOutbox({ database });
    expect((await database.kv.get(AMEN_OVERRIDES_KEY))?.value).toEqual({});
  });

  it('lays edits still waiting over a fresh server profile', async () => {
    await enqueue('edit_profile', { editType: 'greeting', editValue: 'Bunda' }, { database });
    await storeServerProfile({ ...user, nama: 'Dari Server' }, database);
    expect(await readCachedProfile(database)).toMatchObject({ nama: 'Dari Server', sapaan: 'Bunda' });
  });

  it('runs once when asked twice at the same time', async () => {
    await enqueue('edit_profile', { editType: 'fullname', editValue: 'Aisyah R' }, { database });
    await Promise.all([replayOutbox({ database }), replayOutbox({ database })]);
    expect(sent).toHaveLength(1);
  });

  it('sends a change queued while a run was under way in one more run after it, in order', async () => {
    await enqueue('toggle_like', { doa_id: 7, state: 'liked' }, { database });
    const first = replayOutbox({ database });
    await enqueue('toggle_like', { doa_id: 7, state: 'unliked' }, { database });
    const second = replayOutbox({ database });
    expect(second).not.toBe(first);
    await Promise.all([first, second]);
    expect(sent.map((c) => c.body.state)).toEqual(['liked', 'unliked']);
    expect(await database.outbox.count()).toBe(0);
  });
});

describe('whose change it is (a shared phone)', () => {
  const other: User = { ...user, nama: 'Budi Santoso', whatsapp: '81398765432' };

  it('records the account logged in when the change was made, or a guest', async () => {
    const mine = await enqueue('toggle_like', { doa_id: 4, state: 'liked' }, { database });
    expect(mine.owner).toBe(user.whatsapp);
    await database.kv.delete(PROFILE_KEY);
    const guests = await enqueue('toggle_like', { doa_id: 5, state: 'liked' }, { database });
    expect(guests.owner).toBe(GUEST_OWNER);
    expect((await database.outbox.orderBy('seq').toArray()).map((e) => e.owner)).toEqual([user.whatsapp, GUEST_OWNER]);
  });

  it("never sends one account's change under another's session: it is dropped and its amen taken off", async () => {
    await enqueue('toggle_like', { doa_id: 7, state: 'liked' }, { database });
    await enqueue('edit_profile', { editType: 'fullname', editValue: 'Nama Aisyah' }, { database });
    server.session = other;
    const report = await replayOutbox({ database });
    expect(sent).toEqual([]);
    expect(report).toEqual({ sent: 0, rejected: 0, pending: 0, dropped: 2 });
    expect(await database.outbox.count()).toBe(0);
    expect((await database.kv.get(AMEN_OVERRIDES_KEY))?.value).toEqual({});
    expect(server.user.nama).toBe('Aisyah Putri');
  });

  it("drops a guest's change when an account is logged in, instead of sending it as that account", async () => {
    await database.kv.delete(PROFILE_KEY);
    await enqueue('toggle_like', { doa_id: 8, state: 'liked' }, { database });
    server.session = other;
    expect(await replayOutbox({ database })).toMatchObject({ sent: 0, dropped: 1 });
    expect(sent).toEqual([]);
  });

  it('keeps a change unsent while nobody is logged in, and sends it once its own account is back', async () => {
    const entry = await enqueue('toggle_like', { doa_id: 9, state: 'liked' }, { database });
    server.session = null;
    const report = await replayOutbox({ database });
    expect(report).toEqual({ sent: 0, rejected: 0, pending: 1, dropped: 0, stoppedBy: 'signed-out' });
    expect(worthRetrying(report)).toBe(false); // Background Sync does not keep retrying for it
    expect(sent).toEqual([]);
    expect((await database.kv.get(AMEN_OVERRIDES_KEY))?.value).toEqual({ 9: 'liked' });

    server.session = user;
    expect(await replayOutbox({ database })).toMatchObject({ sent: 1, dropped: 0 });
    expect(sent.map((c) => c.key)).toEqual([entry.id]);
  });

  it('sends nothing when it cannot learn who is logged in', async () => {
    await enqueue('toggle_like', { doa_id: 10, state: 'liked' }, { database });
    server.session = 'offline';
    const report = await replayOutbox({ database });
    expect(report).toMatchObject({ sent: 0, pending: 1, stoppedBy: 'network' });
    expect(worthRetrying(report)).toBe(true);
    expect(sent).toEqual([]);
  });

  it("lays only the same account's waiting edits over a fresh profile", async () => {
    await enqueue('edit_profile', { editType: 'fullname', editValue: 'Nama Aisyah' }, { database });
    expect(await storeServerProfile(other, database)).toMatchObject({ nama: 'Budi Santoso' });
  });

  it('writes nothing back when the account signed out while its change was on its way', async () => {
    await enqueue('edit_profile', { editType: 'fullname', editValue: 'Nama Aisyah' }, { database });
    await enqueue('toggle_like', { doa_id: 11, state: 'liked' }, { database });
    server.answer = (call) => {
      // The sign-out runs while this request is out: the device forgets everything meanwhile.
      void removePersonalData(database);
      return accept(call);
    };
    await replayOutbox({ database });
    expect(sent).toHaveLength(1); // the second was never sent: the outbox was emptied first
    expect(await readCachedProfile(database)).toBeUndefined();
    expect(await database.kv.get(AMEN_OVERRIDES_KEY)).toBeUndefined();
  });
});

it('reads a broken cached profile as missing', async () => {
  const db = new JariyahDatabase(`outbox-${crypto.randomUUID()}`);
  await writeKv(PROFILE_KEY, { nama: 5 }, db);
  expect(await readCachedProfile(db)).toBeUndefined();
  db.close();
  await db.delete();
});
