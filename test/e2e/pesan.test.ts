import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Browser } from 'playwright-core';
import { goOffline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, ensureStaffAccount, shot } from '../support/accounts.ts';
import { readSecrets } from '../../server/secrets.ts';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/payments/signature.ts';
import { CLIENT_KEY_HEADER, EnvelopeSchema, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { TransactionSchema } from '../../src/contract/donation.ts';
import { donateAsGuestByVa } from '../support/guest-donation.ts';

const base = () => process.env.E2E_BASE_URL!;
const MONAS = { latitude: -6.1754, longitude: 106.8272 };
const SLUG = 'sumur-bor-gunungkidul';

async function call(kode: string, init: { query?: Record<string, string>; form?: Record<string, string> } = {}) {
  const url = new URL('/api/pesan', base());
  for (const [k, val] of Object.entries(init.query ?? {})) url.searchParams.set(k, val);
  const res = await fetch(url, {
    method: init.form ? 'POST' : 'GET',
    headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY },
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
  return v.parse(EnvelopeSchema, await res.json());
}

/** What `npm run pay` does: a signed 'paid' notification for the exact total. */
async function pay(code: string): Promise<void> {
  const url = new URL('/api/transaction', base());
  url.searchParams.set('codeDonate', code);
  const res = await fetch(url, { headers: { [KODE_HEADER]: 'getTransaction', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
  const tx = v.parse(TransactionSchema, v.parse(EnvelopeSchema, await res.json()).data);
  const body = JSON.stringify({ event_id: `e2e-${randomUUID()}`, codeDonate: code, status: 'paid', amount: tx.total });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const secret = readSecrets(process.env.E2E_DATA_DIR!)!.paymentWebhookSecret;
  const paid = await fetch(new URL('/api/payment/notify', base()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signNotification(secret, timestamp, body) },
    body,
  });
  expect(paid.status).toBe(200);
}

describe('Pesan and reminders in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('turn on Maghrib, a push is shown by the worker in Indonesian, and its tap opens /jadwal-sholat', async () => {
    const context = await phoneContext(browser, { geolocation: MONAS });
    await context.grantPermissions(['notifications', 'geolocation'], { origin: base() });
    // The push service is outside the machine: the browser's subscription is one whose endpoint
    // is on loopback, with real P-256 keys (the server encrypts for it but nobody listens).
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const fake = { endpoint: `http://127.0.0.1:9/push/${randomUUID()}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    await context.addInitScript((sub) => {
      // As a browser's PushSubscription gives it: the keys in base64url.
      const subscription = {
        endpoint: sub.endpoint,
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
        unsubscribe: async () => true,
      };
      let subscribed = false;
      PushManager.prototype.subscribe = async function subscribe() { subscribed = true; return subscription as unknown as PushSubscription; };
      PushManager.prototype.getSubscription = async function getSubscription() { return (subscribed ? subscription : null) as PushSubscription | null; };
    }, fake);
    const page = await context.newPage();
    await page.goto(base()); // the home screen finds the place and keeps it for the prayer times
    await page.getByTestId('countdown').first().waitFor({ timeout: 15_000 });
    await waitForServiceWorker(page);

    await page.goto(`${base()}/profile/pengaturan`);
    await page.getByRole('heading', { name: 'Pengingat & Notifikasi' }).waitFor();
    await page.getByRole('switch', { name: 'Pengingat Maghrib' }).check();
    await page.getByText('Pengingat disimpan').waitFor();
    await page.getByRole('combobox', { name: 'Waktu pengingat Maghrib' }).waitFor();
    await shot(page, 'pesan-reminder-settings');
    const saved = await call('get_subscription', { form: { endpoint: fake.endpoint } });
    expect(saved.data).toMatchObject({ prayers: { maghrib: 0 }, next_prayer: 'maghrib' });
    expect((saved.data as { regency: string }).regency).toMatch(/Jakarta/);

    // Deliver a push as the push service would, through the DevTools protocol.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(base()));
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = { title: 'Waktu Maghrib 17.54 — Kota Jakarta Pusat', body: 'Mari tunaikan sholat Maghrib.', link: '/jadwal-sholat', tag: 'sholat-maghrib' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${base()}/`, registrationId: await registrationId, data: JSON.stringify(payload) });
    const worker = context.serviceWorkers()[0]!;
    // Runs inside the worker (this file's types are the page's): its registration and events.
    type WorkerScope = EventTarget & { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const shown = await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      for (let i = 0; i < 50; i += 1) {
        const list = await scope.registration.getNotifications();
        if (list.length > 0) return list.map((n: Notification) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data as unknown }));
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    });
    expect(shown).toEqual([{ title: payload.title, body: payload.body, icon: `${base()}/icons/icon-192.png`, data: { link: '/jadwal-sholat' } }]);

    // A tap: the worker's own notificationclick handler, given the notification it showed.
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`${base()}/jadwal-sholat`);
    await context.close();
  });

  it('a guest\'s donation paid through the simulator lands in Pesan with the badge, also offline after reopening', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/pesan`);
    await page.getByText('Belum ada pesan').or(page.getByTestId('pesan-item').first()).waitFor();
    await waitForServiceWorker(page);
    await shot(page, 'pesan-empty');

    const code = await donateAsGuestByVa(page, base(), SLUG);
    await pay(code);
    // Staff post an announcement: every inbox has it, guests' too.
    const staff = await ensureStaffAccount(base());
    const login = await api(base(), 'auth', 'login', { whatsapp: staff.phone, password: staff.password });
    const posted = await api(base(), 'pesan', 'post_announcement', { title: 'Kajian Ahad Pagi', body: 'Hadirilah kajian tafsir di masjid terdekat, Ahad pukul 07.00.', link: '/masjid' }, login.cookie);
    expect(posted.status).toBe(200);

    await page.goto(`${base()}/pesan`);
    await page.locator('[data-testid=pesan-item][data-kind=announcement]').first().waitFor();
    const paid = page.locator('[data-testid=pesan-item][data-kind=donation-paid]');
    await paid.waitFor();
    expect(await paid.innerText()).toContain('Donasi Rp 50.000 untuk');
    expect(await paid.innerText()).toContain('sudah Lunas');
    await page.getByTestId('pesan-badge').waitFor();
    expect(Number(await page.getByTestId('pesan-badge').innerText())).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('link', { name: /Pesan/ }).getAttribute('aria-current')).toBe('page');
    await shot(page, 'pesan-with-messages');

    await goOffline(context);
    await page.reload();
    await paid.waitFor();
    await page.getByTestId('pesan-badge').waitFor();
    await page.getByRole('button', { name: 'Tandai semua dibaca' }).click();
    await page.getByTestId('pesan-badge').waitFor({ state: 'detached' });
    // Long press: 'Hapus' deletes it.
    const box = (await paid.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 20);
    await page.mouse.down();
    await page.waitForTimeout(700);
    await page.mouse.up();
    await paid.getByRole('button', { name: 'Hapus' }).click();
    await paid.waitFor({ state: 'detached' });
    await context.close();
  });
});
