import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, randomPhone, registerByApi, shot } from '../support/accounts.ts';

const base = () => process.env.E2E_BASE_URL!;

describe('a profile edit made offline', () => {
  let browser: Browser;

  /** Logs in through /auth and opens Profil Saya, with the worker in control. */
  async function openPersonalPage(phone: string, password: string, name: string) {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/auth`);
    await page.getByLabel('Nomor Whatsapp').fill(phone);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${base()}/profile`);
    await page.getByRole('link', { name: 'Profil Saya' }).click();
    await page.getByText(name).waitFor();
    await waitForServiceWorker(page);
    return { context, page };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows at once, survives a reload while offline, and reaches the server once online', async () => {
    const phone = randomPhone();
    await registerByApi(base(), phone, 'Fatimah Azzahra', 'sandi-rahasia-1');
    const { context, page } = await openPersonalPage(phone, 'sandi-rahasia-1', 'Fatimah Azzahra');

    await context.setOffline(true);
    await page.getByRole('link', { name: /^Nama/ }).click();
    await page.getByLabel('Nama Lengkap').fill('Fatimah Offline');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL(`${base()}/profile/personal`);
    await page.getByText('Fatimah Offline').waitFor();
    await page.getByTestId('pending-edits').waitFor();
    await shot(page, '20-offline-pending');

    await page.reload();
    await page.getByText('Fatimah Offline').waitFor();
    expect(await page.getByTestId('pending-edits').textContent()).toContain('akan dikirim otomatis');
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const whileOffline = await api(base(), 'user', 'get_user', {}, cookie);
    expect((whileOffline.body.data as { data: { nama: string } }).data.nama).toBe('Fatimah Azzahra');

    await context.setOffline(false);
    await page.getByTestId('pending-edits').waitFor({ state: 'detached' });
    const after = await api(base(), 'user', 'get_user', {}, cookie);
    expect((after.body.data as { data: { nama: string } }).data.nama).toBe('Fatimah Offline');
    expect(await page.getByText('Fatimah Offline').isVisible()).toBe(true);
    await context.close();
  });

  it('reaches the server through Background Sync after the app was closed while offline', async () => {
    const phone = randomPhone();
    await registerByApi(base(), phone, 'Khadijah Kubra', 'sandi-rahasia-2');
    const { context, page } = await openPersonalPage(phone, 'sandi-rahasia-2', 'Khadijah Kubra');
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

    await context.setOffline(true);
    await page.getByRole('link', { name: /^Nama/ }).click();
    await page.getByLabel('Nama Lengkap').fill('Khadijah Tersinkron');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByTestId('pending-edits').waitFor();
    // The page asked for a sync; no page of the app is open when the network returns.
    const tags = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
      return registration.sync.getTags();
    });
    expect(tags).toContain('jariyah-outbox');
    await page.close();
    await context.setOffline(false);

    // Chromium retries a failed sync only minutes later; DevTools fires it now, as the browser would.
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(base()) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: base(), registrationId: await registrationId, tag: 'jariyah-outbox', lastChance: false });

    const deadline = Date.now() + 15_000;
    let nama = '';
    while (Date.now() < deadline) {
      const answer = await api(base(), 'user', 'get_user', {}, cookie);
      nama = (answer.body.data as { data: { nama: string } }).data.nama;
      if (nama === 'Khadijah Tersinkron') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(nama).toBe('Khadijah Tersinkron');
    await context.close();
  });
});
