import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext, retellOffline, waitForServiceWorker } from '../support/browser.ts';
import { api, logInThroughForm, randomPhone, registerByApi, shot } from '../support/accounts.ts';

/*
 * Infaq Rutin end to end: a signed-in person makes a program a Friday routine from its page, the
 * due job runs as next Friday (through the test-mode trigger /dev/routines/run), the reminder is
 * in Pesan, and tapping it opens the donate page with the amount filled in. And a campaign's
 * share card: drawn on the phone at 1080×1920 and 1080×1080, not blank, saved as a PNG.
 */

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'sumur-bor-gunungkidul';
const DAY = 86_400_000;

/** The PNG's own width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** How many distinct colours (coarsely binned) an image shown on the page has: a blank card has one. */
async function colourCount(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) seen.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
    return seen.size;
  });
}

describe('Infaq Rutin and share cards in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a Friday routine set from a program page reminds in Pesan on Friday, and its tap opens the donation prefilled', async () => {
    const phone = randomPhone();
    await registerByApi(base(), phone, 'Hamba Rutin', 'sandi-rutin-1');
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, base(), phone, 'sandi-rutin-1');

    await page.goto(`${base()}/campaign/${SLUG}`);
    const make = page.getByTestId('make-routine');
    await make.waitFor({ timeout: 20_000 });
    await shot(page, 'rutin-program-page');
    await make.click();
    await page.waitForURL(/\/profile\/infaq-rutin\/baru\?/);
    await page.getByTestId('routine-program').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /25\.000/ }).click();
    expect(await page.getByRole('button', { name: 'Setiap Jumat' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('routine-next').textContent()).toMatch(/Pengingat pertama: Jumat, .+ pukul 07\.00/);
    await shot(page, 'rutin-setup');
    await page.getByRole('button', { name: 'Simpan Infaq Rutin' }).click();
    await page.waitForURL(`${base()}/profile/infaq-rutin`);
    const card = page.getByTestId('routine-card');
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByTestId('routine-schedule').textContent()).toContain('Setiap Jumat');
    expect(await card.getByTestId('routine-status').textContent()).toBe('Aktif');
    await shot(page, 'rutin-list');

    // Next Friday 07:00 WIB has passed (at most eight days on): the scheduler's job, triggered in test mode.
    const ran = await fetch(`${base()}/dev/routines/run?at=${new Date(Date.now() + 8 * DAY).toISOString()}`, { method: 'POST' });
    expect(ran.status).toBe(200);
    expect(((await ran.json()) as { reminded: number }).reminded).toBeGreaterThanOrEqual(1);
    // Run again (a second process, a restart): nothing more for this period.
    await fetch(`${base()}/dev/routines/run?at=${new Date(Date.now() + 8 * DAY).toISOString()}`, { method: 'POST' });

    await page.goto(`${base()}/pesan`);
    const reminder = page.locator('[data-testid=pesan-item][data-kind=routine-due]');
    await reminder.first().waitFor({ timeout: 20_000 });
    expect(await reminder.count()).toBe(1);
    expect(await reminder.textContent()).toContain('Waktunya Infaq Rutin');
    expect(await reminder.textContent()).toMatch(/Rp\s25\.000/);
    await shot(page, 'rutin-pesan');
    await reminder.getByRole('button').first().click();
    await page.waitForURL(new RegExp(`/campaign/${SLUG}/donate\\?nominal=25000&rutin=\\d+`));
    const amount = page.getByLabel('Nominal lainnya');
    await expect.poll(() => amount.inputValue(), { timeout: 20_000 }).toBe('25.000');
    await shot(page, 'rutin-donate-prefilled');

    // The person still chooses how to pay and confirms; the donation then shows in the routine's history.
    await page.getByTestId('choose-method').click();
    await page.getByTestId('method-BSI_VA').click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' }).catch(() => undefined);
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL(/\/donation\/[A-Z0-9]+\/checkout$/);
    const code = /\/donation\/([A-Z0-9]+)\/checkout$/.exec(page.url())![1]!;
    await page.goto(`${base()}/profile/infaq-rutin`);
    await page.getByRole('button', { name: 'Riwayat' }).click();
    const history = page.getByTestId('routine-history');
    await history.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await history.getByRole('link').getAttribute('href')) ?? '', { timeout: 10_000 }).toBe(`/donation/${code}`);
    expect(await history.textContent()).toMatch(/Rp\s25\.000/);
    await shot(page, 'rutin-history');
    await context.close();
  }, 240_000);

  it('paused with no signal: the change waits, shows at once and after a reload, and reaches the server once online', async () => {
    const phone = randomPhone();
    await registerByApi(base(), phone, 'Hamba Luring', 'sandi-luring-1');
    const login = await api(base(), 'auth', 'login', { whatsapp: phone, password: 'sandi-luring-1' });
    const program = (await (await fetch(`${base()}/api/campaign?slug=${SLUG}`, { headers: { kode: 'get_campaign_by_slug', 'X-Client-Key': 'jariyah-web-v1' } })).json()) as { data: { programId: string }[] };
    const made = await api(base(), 'routine', 'create_routine', { program: program.data[0]!.programId, amount: '10000', schedule: 'mingguan', weekday: '1' }, login.cookie);
    expect(made.status).toBe(201);

    const context = await phoneContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, base(), phone, 'sandi-luring-1');
    await waitForServiceWorker(page);
    await page.goto(`${base()}/profile/infaq-rutin`);
    const status = page.getByTestId('routine-status');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Aktif');
    expect(await page.getByTestId('routine-schedule').textContent()).toContain('Setiap Senin');

    await goOffline(context);
    await page.getByRole('button', { name: 'Jeda' }).click();
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('Menunggu sinyal');
    await page.reload();
    await retellOffline(context, page);
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Menunggu sinyal');
    await page.getByRole('status').filter({ hasText: 'daftar terakhir yang tersimpan' }).waitFor();
    expect(await page.getByRole('button', { name: 'Lanjutkan' }).count()).toBe(1);
    await shot(page, 'rutin-offline-waiting');

    await goOnline(context);
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Dijeda');
    const listed = await fetch(`${base()}/api/routine`, { headers: { kode: 'list_routines', 'X-Client-Key': 'jariyah-web-v1', cookie: login.cookie! } });
    expect(((await listed.json()) as { data: { status: string }[] }).data[0]!.status).toBe('paused');
    await context.close();
  }, 240_000);

  it("a campaign's share card: portrait 1080×1920 and square 1080×1080, drawn with more than a background, saved as a PNG of that size", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/campaign/${SLUG}`);
    const button = page.getByTestId('share-card');
    await button.waitFor({ timeout: 20_000 });
    await button.click();
    const preview = page.getByTestId('share-card-preview');
    await preview.waitFor({ timeout: 20_000 });
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1080, 1920]);
    expect(await colourCount(page, '[data-testid=share-card-preview]')).toBeGreaterThan(8);
    await shot(page, 'share-card-portrait');

    // No file sharing in this headless browser: the card is saved instead.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-card-send').click()]);
    expect(download.suggestedFilename()).toMatch(/^jariyah-.+-status\.png$/);
    expect(pngSize(fs.readFileSync(await download.path()))).toEqual({ width: 1080, height: 1920 });

    await page.getByRole('button', { name: 'Persegi (1:1)' }).click();
    await page.locator('[data-testid=share-card-preview][data-format=square]').waitFor({ timeout: 20_000 });
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1080, 1080]);
    expect(await colourCount(page, '[data-testid=share-card-preview]')).toBeGreaterThan(8);
    await shot(page, 'share-card-square');
    await context.close();
  }, 180_000);

  it('where the phone shares files (Web Share level 2), the card goes to navigator.share as a PNG file', async () => {
    const context = await phoneContext(browser);
    await context.addInitScript(() => {
      const shared: { name: string; type: string; size: number }[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'canShare', { value: (data: { files?: File[] }) => Array.isArray(data.files), configurable: true });
      Object.defineProperty(navigator, 'share', {
        value: (data: { files: File[] }) => { for (const f of data.files) shared.push({ name: f.name, type: f.type, size: f.size }); return Promise.resolve(); },
        configurable: true,
      });
    });
    const page = await context.newPage();
    await page.goto(`${base()}/campaign/${SLUG}`);
    await page.getByTestId('share-card').click();
    await page.getByTestId('share-card-preview').waitFor({ timeout: 20_000 });
    await page.getByTestId('share-card-send').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/-status\.png$/), type: 'image/png' }),
    ]);
    await context.close();
  }, 120_000);
});
