import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goOffline, launchBrowser, phoneContext, retellOffline } from '../support/browser.ts';
import { followApiReads } from '../support/first-visit.ts';
import { cacheNames } from '../../src/lib/cache-names.ts';
import { ensureStaffAccount, logInThroughForm } from '../support/accounts.ts';
import { donateAsGuestByVa } from '../support/guest-donation.ts';

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'sumur-bor-gunungkidul';

/** Every 401/403 answer and every console error the page shows while `run` goes. */
async function watched(page: Page, run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onAnswer = (r: import('playwright-core').Response) => {
    if (r.status() === 401 || r.status() === 403) seen.push(`${r.status()} ${r.request().headers()['kode'] ?? ''} ${new URL(r.url()).pathname}`);
  };
  const onConsole = (m: import('playwright-core').ConsoleMessage) => { if (m.type() === 'error') seen.push(`console: ${m.text().slice(0, 160)}`); };
  page.on('response', onAnswer);
  page.on('console', onConsole);
  try {
    await run();
  } finally {
    page.off('response', onAnswer);
    page.off('console', onConsole);
  }
  return seen;
}

describe('rough edges a newcomer met (issue 30)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("a guest's pages ask nothing only an account has: no 401 and no load error in the console", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const seen = await watched(page, async () => {
      await page.goto(`${base()}/`);
      await page.getByTestId('hero-verse-arabic').waitFor();
      await page.goto(`${base()}/donation`);
      await page.getByText('Belum ada donasi').waitFor();
      await page.goto(`${base()}/campaign/${SLUG}/donate`);
      await page.getByRole('heading', { name: 'Pilih Nominal Donasi' }).waitFor();
      expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('');
      // The account pages send a guest to log in, without asking the server first.
      await page.goto(`${base()}/profile`);
      await page.waitForURL(/\/auth\/?(\?|$)/);
      await page.goto(`${base()}/profile/doa`);
      await page.waitForURL(/\/auth\/?(\?|$)/);
      await page.goto(`${base()}/campaign/${SLUG}/fundraiser`);
      await page.waitForURL(/\/auth\/?\?state=fundraiser/);
      await page.waitForTimeout(500);
    });
    expect(seen).toEqual([]);
    await context.close();
  });

  it('home names the place once (the top pill), and the verse fills its box', async () => {
    const context = await phoneContext(browser, { geolocation: { latitude: -6.1754, longitude: 106.8272 } });
    const page = await context.newPage();
    await page.goto(`${base()}/`);
    await page.getByTestId('countdown').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: /^Lokasi:/ }).innerText()).toBe('Kota Jakarta Pusat');
    expect(await page.getByText('Kota Jakarta Pusat').count()).toBe(1);
    await page.evaluate(() => document.fonts.ready);
    const verse = await page.getByTestId('hero-verse-arabic').evaluate((box) => {
      const lines = [...box.children].map((line) => line.getClientRects().length);
      const used = Math.max(...[...box.children].map((l) => l.getBoundingClientRect().bottom)) - Math.min(...[...box.children].map((l) => l.getBoundingClientRect().top));
      return { lines, used, box: box.clientHeight };
    });
    // Two lines of Amiri, each one line: the fixed box is full, no empty line under the verse.
    expect(verse.lines).toEqual([1, 1]);
    expect(verse.used / verse.box).toBeGreaterThan(0.8);
    await context.close();
  });

  it('the mosque list seen once online shows every card\'s picture offline, also those never scrolled to', async () => {
    const context = await phoneContext(browser);
    const reads = followApiReads(context);
    const page = await context.newPage();
    await page.goto(`${base()}/masjid`);
    await page.locator('[data-testid=mosque-row]').first().waitFor();
    // The pictures the server has (other files' tests add mosques whose flyer was never uploaded).
    const flyers = await page.locator('[data-testid=mosque-row] img').evaluateAll(async (imgs) => {
      const srcs = imgs.map((img) => (img as HTMLImageElement).src);
      const found = await Promise.all(srcs.map((src) => fetch(src).then((r) => r.ok, () => false)));
      return srcs.filter((_, i) => found[i]);
    });
    expect(flyers.length).toBeGreaterThan(3);
    await reads.kept(page);
    // The worker fetches the pictures the lazy cards never asked for into its image cache.
    await page.waitForFunction(async ([name, wanted]) => {
      const held = new Set((await (await caches.open(name)).keys()).map((r) => r.url));
      return wanted.every((url) => held.has(url));
    }, [cacheNames.images, flyers] as const, { timeout: 15_000, polling: 250 });
    await goOffline(context);

    const offline = await context.newPage();
    await offline.goto(`${base()}/masjid`);
    await retellOffline(context, offline);
    await offline.locator('[data-testid=mosque-row]').first().waitFor();
    for (const img of await offline.locator('[data-testid=mosque-row] img').all()) {
      if (!flyers.includes(await img.evaluate((el) => (el as HTMLImageElement).src))) continue;
      await img.scrollIntoViewIfNeeded();
      // Shown from the device: a lazy picture may start only now it is near the screen.
      const src = await img.evaluate((el) => (el as HTMLImageElement).src);
      await offline.waitForFunction((el) => (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle(), { timeout: 10_000 })
        .catch(() => { throw new Error(`${src} shows no picture offline`); });
    }
    await context.close();
  });

  it("the checkout's 'Lihat Detail Donasi' links are links to another page, not 'this page'", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const code = await donateAsGuestByVa(page, base(), SLUG);
    const links = page.getByRole('link', { name: 'Lihat Detail Donasi' });
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toBe(`/donation/${code}`);
      expect(await link.getAttribute('aria-current')).toBeNull();
    }
    await context.close();
  });

  it("the admin's mosque form takes 'Gunakan lokasi saya', writes dates out in Indonesian, and names a city once", async () => {
    const staff = await ensureStaffAccount(base());
    const context = await phoneContext(browser, { geolocation: { latitude: -6.2001234, longitude: 106.8166789 } });
    const page = await context.newPage();
    await logInThroughForm(page, base(), staff.phone, staff.password);

    await page.goto(`${base()}/admin/masjid/baru`);
    await page.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
    await expect.poll(() => page.getByLabel('Latitude').inputValue()).toBe('-6.200123');
    expect(await page.getByLabel('Longitude').inputValue()).toBe('106.816679');

    await page.goto(`${base()}/admin/program/baru`);
    await page.getByLabel('Batas Tanggal').fill('2026-12-31');
    expect(await page.getByTestId('batas_tanggal-readout').innerText()).toBe('Kamis, 31 Desember 2026');

    await page.goto(`${base()}/admin/masjid`);
    await page.getByRole('link', { name: /Masjid Istiqlal/ }).first().click();
    await page.getByText('Jl. Taman Wijaya Kusuma', { exact: false }).first().waitFor();
    const address = await page.getByText('Jl. Taman Wijaya Kusuma', { exact: false }).first().innerText();
    // The address names Jakarta Pusat already: the city is not added after it again.
    expect(address.match(/Jakarta Pusat/g)).toHaveLength(1);
    await context.close();
  });
});
