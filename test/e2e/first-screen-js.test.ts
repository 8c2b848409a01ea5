import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { mockMapTiles } from '../support/map-tiles.ts';

/*
 * The first screen's JS budget (issue 24; the bench's '/ JS on the wire', ≤ 120 KB in ≤ 12
 * files): every script a cold phone visit to / downloads, as sent (brotli) with its headers.
 * Code only other screens use loads with them: the city sheet on its first tap, the 404 page on
 * an address that leads nowhere.
 */

const base = () => process.env.E2E_BASE_URL!;
const BUDGET_BYTES = 120 * 1024;
const BUDGET_FILES = 12;

describe('the first screen (/) for a first visitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('downloads at most 120 KB of JS in at most 12 files, without the city sheet or the 404 page', async () => {
    const context = await phoneContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: Array<{ url: string; bytes: number }> = [];
    const sizing: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizing.push(response.request().sizes().then((s) => void scripts.push({ url: new URL(response.url()).pathname, bytes: s.responseBodySize + s.responseHeadersSize })));
    });
    await page.goto(base(), { waitUntil: 'networkidle' });
    // The worker's registration and the isbat refresh load after load and idle: counted too.
    await page.waitForTimeout(3_000);
    await Promise.all(sizing);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const list = scripts.map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)} KB`).join('\n');
    expect(total, list).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(scripts.length, list).toBeLessThanOrEqual(BUDGET_FILES);
    expect(scripts.some((s) => /\/(city-picker|not-found)-/.test(s.url)), list).toBe(false);

    // The sheet's code comes on the tap that opens it.
    await page.getByRole('button', { name: /^Lokasi:/ }).click();
    await page.getByRole('dialog', { name: 'Pilih Lokasi' }).getByRole('searchbox').waitFor();
    expect(scripts.some((s) => /\/city-picker-/.test(s.url))).toBe(true);
    await context.close();
  });

  it('shows the 404 page at an address that leads nowhere, its code loaded then', async () => {
    const context = await phoneContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (request) => void urls.push(request.url()));
    await page.goto(`${base()}/tidak-ada-halaman-ini`);
    await page.getByRole('heading', { name: 'Oopss, Error 404!', exact: true }).waitFor();
    expect(urls.some((url) => /\/assets\/not-found-/.test(url))).toBe(true);
    await context.close();
  });

  it("a mosque page, where a shared link lands, loads the map's library only as the visitor scrolls to the map", async () => {
    const context = await phoneContext(browser, { serviceWorkers: 'block' });
    await mockMapTiles(context);
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (request) => void urls.push(new URL(request.url()).pathname));
    const mapLibrary = () => urls.some((url) => /\/assets\/maplibre-view-/.test(url));
    await page.goto(`${base()}/masjid/masjid-istiqlal`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Jadwal Sholat' }).waitFor();
    await page.waitForTimeout(2_000);
    // Its library is twice the first screen's JS, for a map below the fold.
    expect(mapLibrary()).toBe(false);
    await page.getByRole('heading', { name: 'Lokasi Peta' }).scrollIntoViewIfNeeded();
    await page.locator('.maplibregl-canvas').waitFor({ timeout: 20_000 });
    expect(mapLibrary()).toBe(true);
    await context.close();
  });
});
