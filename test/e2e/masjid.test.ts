import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { mockMapTiles } from '../support/map-tiles.ts';

const base = () => process.env.E2E_BASE_URL!;
/** Just south of Istiqlal, in Central Jakarta. */
const NEAR_ISTIQLAL = { latitude: -6.1754, longitude: 106.8272 };

/** '715 m' → 0.715, '23,85 km' → 23.85 (Indonesian decimals). */
function km(label: string): number {
  const m = /([\d.,]+) (m|km)\b/.exec(label);
  if (!m) throw new Error(`no distance in "${label}"`);
  const n = Number(m[1]!.replace(/\./g, '').replace(',', '.'));
  return m[2] === 'km' ? n : n / 1000;
}

const texts = (page: Page, selector: string) => page.locator(selector).allInnerTexts();

describe('mosque directory, kencleng list and map in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let tiles: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await phoneContext(browser, { geolocation: NEAR_ISTIQLAL });
    tiles = await mockMapTiles(context);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('lists mosques nearest first with real distances and travel times', async () => {
    const page = await context.newPage();
    await page.goto(`${base()}/masjid`);
    await page.getByRole('heading', { name: 'List Masjid', exact: true }).waitFor();
    // Distances appear once the position is known.
    await page.locator('[data-testid=mosque-row] [data-testid=distance]:has-text("menit")').first().waitFor();
    const rows = await texts(page, '[data-testid=mosque-row]');
    expect(rows.length).toBeGreaterThan(20);
    expect(rows[0]).toContain('Masjid Istiqlal');
    expect(rows[0]).toMatch(/\b1 menit\b/);
    expect(km(rows[0]!)).toBeGreaterThan(0.5);
    expect(km(rows[0]!)).toBeLessThan(1); // shown in metres
    const distances = rows.map(km);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(rows.some((r) => /\d+ jam( \d+ menit)?/.test(r))).toBe(true); // far ones in hours
    expect(rows.join('\n')).not.toContain('Jarak tidak diketahui');
    await page.close();
  });

  it('narrows the list by search, keeps it in the URL, and shows the empty state', async () => {
    const page = await context.newPage();
    await page.goto(`${base()}/masjid`);
    await page.locator('[data-testid=mosque-row]').first().waitFor();
    await page.getByRole('searchbox', { name: 'Cari masjid' }).fill('demak');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=mosque-row]').length === 1);
    expect(await texts(page, '[data-testid=mosque-row]')).toEqual([expect.stringContaining('Masjid Agung Demak')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('demak');

    await page.getByRole('searchbox', { name: 'Cari masjid' }).fill('tidak ada masjid bernama ini');
    await page.getByText('Campaign tidak ditemukan').waitFor();
    expect(await page.getByText('Nantikan selalu update campaign dari kami').isVisible()).toBe(true);

    // A shared link opens with the search already applied.
    await page.goto(`${base()}/masjid?q=jogokariyan`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=mosque-row]').length === 1);
    expect(await page.getByRole('searchbox', { name: 'Cari masjid' }).inputValue()).toBe('jogokariyan');
    await page.close();
  });

  it('shows a mosque: its people, contact, tiles and a map canvas with its marker', async () => {
    const page = await context.newPage();
    await page.goto(`${base()}/masjid`);
    await page.locator('[data-testid=mosque-row]').first().click();
    await page.waitForURL(`${base()}/masjid/masjid-istiqlal`);
    await page.getByRole('heading', { name: 'Informasi', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Masjid Istiqlal', exact: true }).waitFor();
    expect(await page.getByText('Pengurus', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Badan Pengelola Masjid Istiqlal').isVisible()).toBe(true);
    expect(await page.getByText('Telepon', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Deskripsi', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/Masjid nasional Indonesia/).isVisible()).toBe(true);
    expect(await page.getByText(/Jl\. Taman Wijaya Kusuma/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Kencleng Masjid/ }).getAttribute('href')).toBe('/kencleng-masjid/masjid-istiqlal');
    // Issue 17: the mosque's own activities (on this page) and its open finance report.
    expect(await page.getByRole('link', { name: /Kegiatan/ }).getAttribute('href')).toBe('#kegiatan');
    expect(await page.getByRole('link', { name: /Keuangan/ }).getAttribute('href')).toBe('/keuangan-masjid/masjid-istiqlal?periode=minggu');
    await page.getByRole('heading', { name: 'Kegiatan', exact: true }).waitFor();

    const canvas = page.locator('.maplibregl-canvas');
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    expect(Math.round(box!.height)).toBe(200);
    await page.locator('[data-marker-id=mosque]').waitFor();
    // The popup shows the header.
    expect(await page.locator('.maplibregl-popup').innerText()).toContain('Masjid Istiqlal');
    await page.waitForFunction(() => document.querySelector('.maplibregl-map') !== null);
    await expect.poll(() => tiles.some((u) => /\/16\/\d+\/\d+\.png$/.test(u)), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('[data-testid=distance]').innerText()).toMatch(/1 menit.*\d+ m/s);
    await page.close();
  });

  it('sorts the kencleng grid for real: Terjauh, then Paling Banyak, then Reset', async () => {
    const page = await context.newPage();
    await page.goto(`${base()}/kencleng-masjid`);
    await page.getByRole('heading', { name: 'Kencleng Masjid', exact: true }).waitFor();
    await page.locator('[data-testid=kencleng-card] [data-testid=distance]:not(:has-text("tidak"))').first().waitFor();
    const nearestFirst = await texts(page, '[data-testid=kencleng-card] strong');
    expect(nearestFirst[0]).toBe('Masjid Istiqlal');
    const cardText = await page.locator('[data-testid=kencleng-card]').first().innerText();
    expect(cardText).not.toContain('1.4 km');
    expect(km(cardText)).toBeLessThan(1);

    const choose = async (label: string) => {
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByRole('dialog', { name: 'Filter' }).getByText(label, { exact: true }).click();
      await page.getByRole('button', { name: 'Terapkan Filter' }).click();
    };

    await choose('Terjauh');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'terjauh');
    const farthestFirst = await texts(page, '[data-testid=kencleng-card] strong');
    expect(farthestFirst[0]).toBe('Masjid Raya Baiturrahim Jayapura');
    expect(farthestFirst.at(-1)).toBe('Masjid Istiqlal');
    const far = (await texts(page, '[data-testid=kencleng-card] [data-testid=distance]')).map(km);
    expect([...far].sort((a, b) => b - a)).toEqual(far);

    await choose('Paling Banyak');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'paling-banyak');
    const amounts = (await texts(page, '[data-testid=kencleng-amount]')).map((t) => Number(t.replace(/\D/g, '')));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(amounts[0]).toBeGreaterThan(amounts.at(-1)!);

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('sort'));
    expect(await texts(page, '[data-testid=kencleng-card] strong')).toEqual(nearestFirst);

    await page.getByRole('searchbox', { name: 'Cari masjid' }).fill('makassar');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=kencleng-card]').length === 2);
    await page.close();
  });

  it('maps every mosque, with the user, popups to the mosque page, and a search that narrows', async () => {
    const page = await context.newPage();
    await page.goto(`${base()}/kencleng-masjid/map`);
    await page.getByRole('heading', { name: 'Peta Masjid', exact: true }).waitFor();
    await page.locator('.maplibregl-canvas').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-marker-id]').length > 20);
    const all = await page.locator('[data-marker-id]').count();
    expect(await page.getByTestId('map-count').innerText()).toBe(`${all} masjid di peta`);
    await page.getByRole('img', { name: 'Lokasi kamu' }).waitFor();

    await page.getByRole('searchbox', { name: 'Cari masjid' }).fill('demak');
    await page.waitForFunction(() => document.querySelectorAll('[data-marker-id]').length === 1);
    await page.locator('[data-marker-id]').click();
    const link = page.locator('.maplibregl-popup').getByRole('link', { name: 'Lihat informasi masjid' });
    await link.waitFor();
    expect(await page.locator('.maplibregl-popup').innerText()).toContain('Masjid Agung Demak');
    await link.click();
    await page.waitForURL(`${base()}/masjid/masjid-agung-demak`);
    await page.getByRole('heading', { name: 'Masjid Agung Demak', exact: true }).waitFor();
    await page.close();
  });

  it('says "Jarak tidak diketahui" when the position is denied and none is stored', async () => {
    const denied = await phoneContext(browser);
    await mockMapTiles(denied);
    const page = await denied.newPage();
    await page.goto(`${base()}/masjid`);
    await page.getByText('Izinkan akses lokasi agar jarak ke masjid bisa dihitung.').waitFor({ timeout: 10_000 });
    const rows = await texts(page, '[data-testid=mosque-row]');
    expect(rows.every((r) => r.includes('Jarak tidak diketahui'))).toBe(true);
    await denied.close();
  });
});
