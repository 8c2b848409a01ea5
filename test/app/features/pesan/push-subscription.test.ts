import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../src/db/database';
import { writeLastPlace } from '../../../../src/db/prayer-place';
import { PushUnavailable, readReminderChoices, saveReminderChoices } from '../../../../src/features/pesan/push-subscription';

/*
 * Honest failure: whatever push does, the choice is kept on the device (the open app and the
 * calendar use it), and a push service that never answers ends in PushUnavailable, not a wait forever.
 */

const place = { lat: -6.18, lng: 106.83, label: 'Kota Jakarta Pusat', kode: '31.71', timeZone: 'Asia/Jakarta', elevation: 8, source: 'manual' as const };

beforeEach(async () => {
  await writeLastPlace(place);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ items: [{ kode: '31.71', lat: -6.1862, lng: 106.8341 }] }))));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.kv.clear();
});

describe('saving reminders where push cannot be had', () => {
  it('a browser without PushManager: the choice is kept and PushUnavailable(unsupported) says why', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    const saving = saveReminderChoices({ prayers: { maghrib: 0 }, donationNews: false });
    await expect(saving).rejects.toMatchObject({ reason: 'unsupported' });
    expect(await readReminderChoices()).toEqual({ prayers: { maghrib: 0 }, donationNews: false });
  });

  it('a push service that never answers: PushUnavailable(failed) once the wait is over, the choice kept', async () => {
    const never = new Promise<never>(() => undefined);
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/150', maxTouchPoints: 5, onLine: true,
      serviceWorker: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe: () => never } }) },
    });
    // The server's key is there; the browser's push service is what hangs.
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString()).includes('/json/regencies.json')
      ? new Response(JSON.stringify({ items: [{ kode: '31.71', lat: -6.1862, lng: 106.8341 }] }))
      : new Response(JSON.stringify({ status: 200, message: 'Berhasil', data: { public_key: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM' } }), { headers: { 'content-type': 'application/json' } })));
    const started = Date.now();
    const error = await saveReminderChoices({ prayers: { maghrib: 5 }, donationNews: false }, db, 300).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushUnavailable);
    expect((error as PushUnavailable).reason).toBe('failed');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await readReminderChoices()).prayers).toEqual({ maghrib: 5 });
  });

  it('a server without VAPID keys (503): PushUnavailable(server-off)', async () => {
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/150', maxTouchPoints: 5, onLine: true,
      serviceWorker: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe: async () => { throw new Error('not reached'); } } }) },
    });
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString()).includes('/json/regencies.json')
      ? new Response(JSON.stringify({ items: [] }))
      : new Response(JSON.stringify({ status: 503, message: 'Notifikasi belum tersedia di server ini', data: null }), { status: 503, headers: { 'content-type': 'application/json' } })));
    await expect(saveReminderChoices({ prayers: { isya: 0 }, donationNews: false }, db, 2_000)).rejects.toMatchObject({ reason: 'server-off' });
    expect((await readReminderChoices()).prayers).toEqual({ isya: 0 });
  });
});
