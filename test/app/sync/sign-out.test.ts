import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, hasPendingLogout, NetworkError } from '../../../src/api/client';
import { getUser } from '../../../src/api/user';
import type { User } from '../../../src/contract/user';
import { GUEST_OWNER, JariyahDatabase } from '../../../src/db/database';
import { readKv, writeKv } from '../../../src/db/kv';
import { DONATE_ATTEMPT_PREFIX, PERSONAL_KV_KEYS } from '../../../src/db/personal-data';
import { cacheNames } from '../../../src/lib/cache-names';
import { AMEN_OVERRIDES_KEY } from '../../../src/db/amen-overrides';
import { enqueue } from '../../../src/sync/outbox';
import { readCachedProfile } from '../../../src/db/cached-profile';
import { storeServerProfile } from '../../../src/sync/profile-cache';
import { forgetAccountOnDevice, signOut, startSession, unsentChangesBeforeSignOut } from '../../../src/sync/sign-out';
import * as v from 'valibot';
import { putRead, readState, subscribeRead } from '../../../src/api/read-cache';

// Signing out on a shared phone, through the real client, Dexie (fake-indexeddb) and a fake
// network and CacheStorage that record what happened.

const aisyah: User = {
  nama: 'Aisyah Putri', whatsapp: '81234567890', email: 'aisyah@contoh.id', tgl_lahir: null, alamat: null, kelamin: null, sapaan: null,
  avatar: '/uploads/aisyah.png', created_date: '2026-01-05T03:00:00.000Z', role: 'user',
};
const budi: User = { ...aisyah, nama: 'Budi Santoso', whatsapp: '81398765432', email: null, avatar: null };

let database: JariyahDatabase;
/** Every kode that reached the server, in order. */
let calls: string[];
let network: 'online' | 'offline';
/** The session cookie: whose it is, until the server's logout clears it. */
let session: User | null;
let cacheStore: Map<string, Set<string>>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  database = new JariyahDatabase(`sign-out-${crypto.randomUUID()}`);
  calls = [];
  network = 'online';
  session = aisyah;
  localStorage.clear();
  vi.stubGlobal('fetch', async (_input: URL | string, init: RequestInit) => {
    if (network === 'offline') throw new TypeError('Failed to fetch');
    const kode = new Headers(init.headers).get('kode') ?? '';
    calls.push(kode);
    if (kode === 'logout') session = null;
    if (kode === 'get_user') {
      return session
        ? json(200, { status: 200, message: 'Berhasil', data: { data: session } })
        : json(401, { status: 401, message: 'Silakan masuk terlebih dahulu', data: {} });
    }
    // toggle_like answers as the server does: the amen's new state and count.
    if (kode === 'toggle_like') return json(200, { status: 200, message: 'Kamu mengaminkan doa ini', data: { doa_id: 12, total_like: 1, status_like: 'liked' } });
    return json(200, { status: 200, message: 'Berhasil', data: null });
  });
  cacheStore = new Map([
    [cacheNames.api, new Set(['https://x.test/api/transaction?__kode=get_my_donations'])],
    ['jariyah-api-v1', new Set(['https://x.test/api/user?__kode=get_user'])],
    [cacheNames.images, new Set([`${location.origin}/uploads/aisyah.png`, `${location.origin}/uploads/flyer.jpg`])],
  ]);
  vi.stubGlobal('caches', {
    keys: async () => [...cacheStore.keys()],
    delete: async (name: string) => cacheStore.delete(name),
    open: async (name: string) => ({ delete: async (url: string) => cacheStore.get(name)?.delete(url) ?? false }),
  });
  // Aisyah's traces on this phone: her profile, an amen said offline, a donation, flows in progress.
  await storeServerProfile(aisyah, database);
  await enqueue('toggle_like', { doa_id: 12, state: 'liked' }, { database });
  await database.donations.bulkAdd([
    { code: 'D-AISYAH', programTitle: 'Sumur Bor', amount: 50_000, createdAt: '2026-02-01T00:00:00Z', owner: aisyah.whatsapp },
    { code: 'D-GUEST', programTitle: 'Wakaf Quran', amount: 20_000, createdAt: '2026-02-02T00:00:00Z', owner: GUEST_OWNER },
  ]);
  await writeKv(PERSONAL_KV_KEYS.contactChange, { kind: 'phone', proof: 'bukti' }, database);
  await writeKv(`${DONATE_ATTEMPT_PREFIX}ID-3`, { key: 'k', request: '["donorName","Aisyah"]' }, database);
  await writeKv('settings', { hijriAdjustment: 0 }, database);
  // In the app's read cache: the prayers as she last saw them (her amen marked on one), and a program.
  subscribeRead(AISYAH_PRAYERS, () => undefined, true, true);
  putRead(AISYAH_PRAYERS, { data: [{ id: 12, status_like: 'liked', total_like: 1 }], fetchedAt: Date.now(), fromDevice: false });
  subscribeRead(PROGRAM, () => undefined, true);
  putRead(PROGRAM, { data: [{ slug: 'sumur-bor' }], fetchedAt: Date.now(), fromDevice: false });
});
const AISYAH_PRAYERS = 'list:campaign/get_prayer_campaign?programId=ID-1';
const PROGRAM = 'campaign/get_campaign_by_slug?slug=sumur-bor';
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  database.close();
  await database.delete();
});

async function expectNothingOfAisyah() {
  expect(await readCachedProfile(database)).toBeUndefined();
  expect(await database.kv.get(AMEN_OVERRIDES_KEY)).toBeUndefined();
  expect(await database.outbox.count()).toBe(0);
  expect((await database.donations.toArray()).map((d) => d.code)).toEqual(['D-GUEST']);
  expect(await database.kv.get(PERSONAL_KV_KEYS.contactChange)).toBeUndefined();
  expect(await database.kv.where('key').startsWith(DONATE_ATTEMPT_PREFIX).count()).toBe(0);
  // The worker's cached API answers, of this version and an older one, and her photo.
  expect([...cacheStore.keys()]).toEqual([cacheNames.images]);
  expect([...cacheStore.get(cacheNames.images)!]).toEqual([`${location.origin}/uploads/flyer.jpg`]);
  // Nor what the screens last read for her; what everyone may read stays (a form open offline keeps its program).
  expect(readState(AISYAH_PRAYERS).read).toBeUndefined();
  expect(readState(PROGRAM).read).toBeDefined();
}

describe('signOut', () => {
  it('removes every trace of the account and ends the session', async () => {
    const result = await signOut({ database });
    await expectNothingOfAisyah();
    expect(await result.serverTold).toBe(true);
    expect(calls).toEqual(['logout']);
    expect(session).toBeNull();
    expect(hasPendingLogout()).toBe(false);
    // What belongs to the phone, not the person, stays.
    expect(await database.kv.get('settings')).toBeDefined();
  });

  it('offline: forgets at once, and the logout goes out before any other call once back online', async () => {
    network = 'offline';
    const result = await signOut({ database });
    await expectNothingOfAisyah();
    expect(await result.serverTold).toBe(false);
    expect(hasPendingLogout()).toBe(true);

    // Still offline: a call fails like any call without network, the mark stays.
    await expect(getUser()).rejects.toBeInstanceOf(NetworkError);
    expect(hasPendingLogout()).toBe(true);

    network = 'online';
    // Both calls wait for one logout; neither leaves under Aisyah's session.
    const [first, second] = await Promise.allSettled([getUser(), callApi({ controller: 'campaign', kode: 'get_campaign_limit' }, v.unknown())]);
    expect(calls).toEqual(['logout', 'get_user', 'get_campaign_limit']);
    expect(first.status).toBe('rejected'); // 401: nobody is logged in any more
    expect(second.status).toBe('fulfilled');
    expect(hasPendingLogout()).toBe(false);
  });

  it('keeps the logout marked when the server fails, and blocks the next call until it answers', async () => {
    vi.stubGlobal('fetch', async () => json(500, { status: 500, message: 'Terjadi kesalahan pada server, silakan coba lagi', data: null }));
    await signOut({ database });
    expect(hasPendingLogout()).toBe(true);
    await expect(getUser()).rejects.toBeInstanceOf(NetworkError);
    expect(hasPendingLogout()).toBe(true);
  });
});

describe('unsentChangesBeforeSignOut', () => {
  it('offline: counts what would be lost, so the screen asks first', async () => {
    network = 'offline';
    expect(await unsentChangesBeforeSignOut({ database, online: false })).toBe(1);
    expect(calls).toEqual([]);
  });

  it("online: sends the account's own changes first, and then there is nothing to ask", async () => {
    expect(await unsentChangesBeforeSignOut({ database, online: true })).toBe(0);
    expect(calls).toEqual(['get_user', 'toggle_like']);
  });
});

describe('startSession', () => {
  it("clears what another account left (its session ended without 'Keluar') before storing the new one", async () => {
    await startSession(budi, database);
    expect(await readCachedProfile(database)).toMatchObject({ nama: 'Budi Santoso' });
    expect(await database.outbox.count()).toBe(0);
    expect(await database.kv.get(AMEN_OVERRIDES_KEY)).toBeUndefined();
    expect((await database.donations.toArray()).map((d) => d.code)).toEqual(['D-GUEST']);
  });

  it('never leaves a moment with no account on the device while it replaces another one (issue 41)', async () => {
    // An amen tap reads the cached profile to tell a guest from a signed-in person; a read made
    // while a login replaces another account must find one of the two, never nobody.
    const seen: Array<string | undefined> = [];
    let done = false;
    const reading = (async () => {
      while (!done) {
        seen.push((await readCachedProfile(database))?.nama);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    })();
    await startSession(budi, database);
    done = true;
    await reading;
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen)).not.toContain(undefined);
    expect(await readCachedProfile(database)).toMatchObject({ nama: 'Budi Santoso' });
    // What the other account left outside Dexie goes too, once the new profile is stored.
    expect([...cacheStore.get(cacheNames.images)!]).toEqual([`${location.origin}/uploads/flyer.jpg`]);
  });

  it('keeps everything when the same account logs in again', async () => {
    await startSession(aisyah, database);
    expect(await database.outbox.count()).toBe(1);
    expect(await readKv(AMEN_OVERRIDES_KEY, v.record(v.string(), v.string()), database)).toEqual({ 12: 'liked' });
    expect(await database.donations.count()).toBe(2);
  });
});

it('forgetAccountOnDevice works where the browser has no CacheStorage', async () => {
  vi.stubGlobal('caches', undefined);
  await forgetAccountOnDevice(database);
  expect(await readCachedProfile(database)).toBeUndefined();
});
