import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JariyahDatabase } from '../../../src/db/database';
import type { User } from '../../../src/contract/user';
import { enqueue, replayOutbox } from '../../../src/sync/outbox';
import { OutboxPayloadError } from '../../../src/sync/outbox-kind';
import { storeServerProfile } from '../../../src/sync/profile-cache';
import { fitrahDeskMessages } from '../../../src/contract/fitrah-desk';
import { registerFitrahDeskEntry } from '../../../src/sync/fitrah-desk-outbox';

// Registered as the desk's page and the worker do (the outbox alone does not carry this kind).
registerFitrahDeskEntry();

// A household's zakat fitrah taken at the desk with no signal waits in the outbox under its client
// id, goes out with that id as the Idempotency-Key once online, and is made once on the server even
// when it is sent twice; a refusal (the id taken by another household) stays, shown, never dropped.
// fetch is the boundary: a little stand-in keeps the entries by client id as the server does.

const staff: User = {
  nama: 'Pak Hasan', whatsapp: '81234567891', email: null, tgl_lahir: null, alamat: null, kelamin: null, sapaan: null,
  avatar: null, created_date: '2026-01-05T03:00:00.000Z', role: 'user',
};

let database: JariyahDatabase;
let online: boolean;
/** client_id → what the server holds for it. */
let server: Map<string, Record<string, string>>;
let sent: { key: string | null; client_id: string }[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  database = new JariyahDatabase(`fitrah-outbox-${crypto.randomUUID()}`);
  online = false;
  server = new Map();
  sent = [];
  vi.stubGlobal('fetch', async (_input: URL | string, init: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const headers = new Headers(init.headers);
    if (headers.get('kode') === 'get_user') return json(200, { status: 200, message: 'Berhasil', data: { data: staff } });
    const body = Object.fromEntries([...(init.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
    sent.push({ key: headers.get('Idempotency-Key'), client_id: body.client_id! });
    const held = server.get(body.client_id!);
    if (held && (held.nama !== body.nama || held.jiwa !== body.jiwa)) return json(409, { status: 409, message: fitrahDeskMessages.idReused, data: null });
    if (!held) server.set(body.client_id!, body);
    const jiwa = Number(body.jiwa);
    return json(held ? 200 : 201, {
      status: 201, message: 'Zakat fitrah tercatat', data: {
        id: server.size, client_id: body.client_id, source: 'meja', nama: body.nama, jiwa, kind: body.kind, amount: body.kind === 'uang' ? jiwa * 47_000 : 0,
        rice_grams: body.kind === 'beras' ? jiwa * 2500 : 0, rice_ml: 0, note: '', created_at: '2027-02-18T12:00:00.000Z', created_by: 'Pak Hasan', in_shift: false, possible_duplicate: false,
      },
    });
  });
  await storeServerProfile(staff, database);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  database.close();
  await database.delete();
});

const entries = () => database.outbox.orderBy('seq').toArray();
const form = (values: Record<string, string> = {}) =>
  ({ masjid_id: '3', client_id: crypto.randomUUID(), nama: 'Keluarga Pak Budi', jiwa: '4', kind: 'uang', ...values });

describe('fitrah_desk_entry through the outbox', () => {
  it('offline: two entries wait under their client ids, survive a reload, and go out once each when the signal returns', async () => {
    const money = form();
    const rice = form({ nama: 'Ibu Sari', jiwa: '3', kind: 'beras', unit: 'kg' });
    await enqueue('fitrah_desk_entry', money, { database, id: money.client_id });
    await enqueue('fitrah_desk_entry', rice, { database, id: rice.client_id });
    expect(await replayOutbox({ database })).toMatchObject({ stoppedBy: 'network' });
    const reopened = new JariyahDatabase(database.name);
    expect((await reopened.outbox.toArray()).map((e) => [e.kind, e.payload.nama])).toEqual([['fitrah_desk_entry', 'Keluarga Pak Budi'], ['fitrah_desk_entry', 'Ibu Sari']]);
    reopened.close();

    online = true;
    await replayOutbox({ database });
    expect(sent).toEqual([{ key: money.client_id, client_id: money.client_id }, { key: rice.client_id, client_id: rice.client_id }]);
    expect(await entries()).toEqual([]);
    expect(server.size).toBe(2);
    expect(server.get(rice.client_id)).toMatchObject({ kind: 'beras', unit: 'kg', jiwa: '3' });
  });

  it('a refusal (the id already used for another household) is kept with its message, not dropped or retried', async () => {
    const entry = form();
    server.set(entry.client_id, { ...entry, nama: 'Keluarga Lain' });
    await enqueue('fitrah_desk_entry', entry, { database, id: entry.client_id });
    online = true;
    expect(await replayOutbox({ database })).toMatchObject({ rejected: 1 });
    const [kept] = await entries();
    expect(kept?.rejected).toEqual({ status: 409, message: fitrahDeskMessages.idReused });
    await replayOutbox({ database });
    expect(sent).toHaveLength(1);
  });

  it('refuses bad input before anything is written, in Indonesian', async () => {
    await expect(enqueue('fitrah_desk_entry', form({ jiwa: '0' }), { database })).rejects.toThrow(OutboxPayloadError);
    await expect(enqueue('fitrah_desk_entry', form({ nama: 'A' }), { database })).rejects.toThrow(fitrahDeskMessages.nameInvalid);
    expect(await entries()).toEqual([]);
  });
});
