import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JariyahDatabase } from '../../../src/db/database';
import type { User } from '../../../src/contract/user';
import type { Routine } from '../../../src/contract/routine';
import { enqueue, replayOutbox } from '../../../src/sync/outbox';
import { OutboxPayloadError } from '../../../src/sync/outbox-kind';
import { storeServerProfile } from '../../../src/sync/profile-cache';
import { withPendingChanges } from '../../../src/features/routine/pending-changes';
import { loadRoutines } from '../../../src/features/routine/load-routines';
import { removePersonalData } from '../../../src/db/personal-data';
import { readCachedRoutines } from '../../../src/db/routines';
import { ApiError, NetworkError } from '../../../src/api/client';

// An Infaq Rutin changed offline waits in the outbox, shows at once over the list, survives a
// reload (it is in IndexedDB) and is sent with its id as the Idempotency-Key once online.
// fetch is the boundary: a little stand-in answers as the server does.

const user: User = {
  nama: 'Aisyah Putri', whatsapp: '81234567890', email: null, tgl_lahir: null, alamat: null, kelamin: null, sapaan: null,
  avatar: null, created_date: '2026-01-05T03:00:00.000Z', role: 'user',
};
const routine: Routine = {
  id: 7, program_id: 'ID-3', program_title: 'Jumat Berkah', program_path: '/campaign/jumat-berkah', amount: 25_000, schedule: 'jumat',
  day: null, weekday: null, time_zone: 'Asia/Jakarta', whatsapp: false, status: 'active', next_due_at: '2027-01-08T00:00:00.000Z', created_at: '2027-01-01T00:00:00.000Z',
};

let database: JariyahDatabase;
let online: boolean;
let sent: { kode: string; key: string | null; body: Record<string, string> }[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  database = new JariyahDatabase(`routine-outbox-${crypto.randomUUID()}`);
  online = false;
  sent = [];
  vi.stubGlobal('fetch', async (_input: URL | string, init: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const headers = new Headers(init.headers);
    const kode = headers.get('kode') ?? '';
    if (kode === 'get_user') return json(200, { status: 200, message: 'Berhasil', data: { data: user } });
    const body = Object.fromEntries([...(init.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
    sent.push({ kode, key: headers.get('Idempotency-Key'), body });
    if (body.id !== '7') return json(404, { status: 404, message: 'Infaq Rutin tidak ditemukan', data: null });
    return json(200, { status: 200, message: 'Infaq Rutin dijeda', data: { ...routine, status: body.action === 'pause' ? 'paused' : 'active' } });
  });
  await storeServerProfile(user, database);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  database.close();
  await database.delete();
});

const pending = () => database.outbox.orderBy('seq').toArray();

describe('routine_change through the outbox', () => {
  it('offline: a pause and a new amount wait, show over the list at once, and go out in order with their ids once online', async () => {
    await enqueue('routine_change', { id: '7', action: 'pause' }, { database });
    await enqueue('routine_change', { id: '7', action: 'change', amount: '50.000' }, { database });
    expect(await replayOutbox({ database })).toMatchObject({ stoppedBy: 'network' });
    const waiting = await pending();
    expect(waiting).toHaveLength(2);
    const shown = withPendingChanges([routine], waiting);
    expect(shown[0]).toMatchObject({ status: 'paused', amount: 50_000, waiting: true });

    // A reload: a new database object over the same IndexedDB still holds them.
    const reopened = new JariyahDatabase(database.name);
    expect(await reopened.outbox.count()).toBe(2);
    reopened.close();

    online = true;
    await replayOutbox({ database });
    expect(sent.map((s) => [s.kode, s.body.action, s.body.amount])).toEqual([['change_routine', 'pause', undefined], ['change_routine', 'change', '50000']]);
    expect(sent.map((s) => s.key)).toEqual(waiting.map((e) => e.id));
    expect(await pending()).toHaveLength(0);
  });

  it('a bad change is refused before anything is written, in Indonesian', async () => {
    await expect(enqueue('routine_change', { id: '7', action: 'change', schedule: 'bulanan', day: '40' }, { database })).rejects.toThrow(OutboxPayloadError);
    await expect(enqueue('routine_change', { id: '7', action: 'change', amount: '500' }, { database })).rejects.toThrow('Nominal minimal Rp 1.000');
    expect(await pending()).toHaveLength(0);
  });

  it('a change the server refuses (another account’s routine) is kept as rejected with its message, and no longer laid over the list', async () => {
    online = true;
    await enqueue('routine_change', { id: '8', action: 'stop' }, { database });
    await replayOutbox({ database });
    const [entry] = await pending();
    expect(entry?.rejected).toMatchObject({ status: 404, message: 'Infaq Rutin tidak ditemukan' });
    expect(withPendingChanges([routine], (await pending()).filter((e) => !e.rejected))).toEqual([{ ...routine, waiting: false }]);
  });

  it('a stop hides the routine from the list while it waits', () => {
    const stop = { id: 'x', seq: 1, kind: 'routine_change', owner: user.whatsapp, createdAt: '', attempts: 0, payload: { id: '7', action: 'stop' } };
    expect(withPendingChanges([routine], [stop])).toEqual([]);
  });
});

describe('the routine list on the device', () => {
  const signal = new AbortController().signal;
  it('kept when read, shown from the device with no signal, and gone after signing out', async () => {
    const online = await loadRoutines(signal, { database, list: () => Promise.resolve({ status: 200, message: 'Berhasil', data: [routine] }) });
    expect(online).toEqual({ list: [routine], fromDevice: false });
    const offline = await loadRoutines(signal, { database, list: () => Promise.reject(new NetworkError()) });
    expect(offline).toEqual({ list: [routine], fromDevice: true });
    // A refusal (401: the session ended) is not hidden behind the kept copy.
    await expect(loadRoutines(signal, { database, list: () => Promise.reject(new ApiError(401, 'Silakan masuk terlebih dahulu')) })).rejects.toBeInstanceOf(ApiError);
    await removePersonalData(database);
    expect(await readCachedRoutines(database)).toBeUndefined();
    await expect(loadRoutines(signal, { database, list: () => Promise.reject(new NetworkError()) })).rejects.toBeInstanceOf(NetworkError);
  });
});
