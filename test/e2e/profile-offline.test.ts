import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, randomPhone, registerByApi, shot } from '../support/accounts.ts';

const base = () => process.env.E2E_BASE_URL!;

describe('a profile edit made offline', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows at once, survives a reload while offline, and reaches the server once online', async () => {
    const phone = randomPhone();
    await registerByApi(base(), phone, 'Fatimah Azzahra', 'sandi-rahasia-1');
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/auth`);
    await page.getByLabel('Nomor Whatsapp').fill(phone);
    await page.getByLabel('Kata Sandi', { exact: true }).fill('sandi-rahasia-1');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${base()}/profile`);
    await page.getByRole('link', { name: 'Profil Saya' }).click();
    await page.getByText('Fatimah Azzahra').waitFor();
    await waitForServiceWorker(page);

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
});
