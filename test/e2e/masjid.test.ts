import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { goOffline, launchBrowser, phoneContext } from '../support/browser.ts';
import { followApiReads } from '../support/first-visit.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { shot } from '../support/accounts.ts';

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

  it('lists mosques nearest first a page at a time, loading more in distance order as it scrolls', async () => {
    const page = await context.newPage();
    const asked: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/masjid' && r.headers().kode === 'get_campaign') asked.push(url);
    });
    await page.goto(`${base()}/masjid`);
    await page.getByRole('heading', { name: 'Daftar Masjid', exact: true }).waitFor();
    // Distances appear once the position is known.
    await page.locator('[data-testid=mosque-row] [data-testid=distance]:has-text("menit")').first().waitFor();
    const firstPage = await texts(page, '[data-testid=mosque-row]');
    expect(firstPage).toHaveLength(20);
    expect(firstPage[0]).toContain('Masjid Istiqlal');
    expect(firstPage[0]).toMatch(/\b1 menit\b/);
    expect(km(firstPage[0]!)).toBeGreaterThan(0.5);
    expect(km(firstPage[0]!)).toBeLessThan(1); // shown in metres
    // The server was asked by position (rounded to about 110 m), never for everything.
    expect(asked[0]!.searchParams.get('lat')).toBe('-6.17500');
    expect(asked[0]!.searchParams.get('lng')).toBe('106.82700');
    expect(asked[0]!.searchParams.get('limit')).toBe('20');
    expect(asked.some((u) => u.searchParams.has('cursor'))).toBe(false); // the next page waits for the scroll

    await page.locator('[data-testid=mosque-row]').last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=mosque-row]').length > 20);
    const rows = await texts(page, '[data-testid=mosque-row]');
    expect(rows.slice(0, 20)).toEqual(firstPage);
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows).size).toBe(rows.length);
    const distances = rows.map(km);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(rows.some((r) => /\d+ jam( \d+ menit)?/.test(r))).toBe(true); // far ones in hours
    expect(rows.join('\n')).not.toContain('Jarak tidak diketahui');
    const next = asked.find((u) => u.searchParams.has('cursor'))!;
    expect(next.searchParams.get('lat')).toBe('-6.17500');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'masjid-list-by-distance');
    await page.close();
  });

  it('still shows the mosques read nearby once offline, after a single first visit', async () => {
    // A newcomer from a shared link: a profile of its own, no worker yet, one visit and no reload.
    const visitor = await phoneContext(browser, { geolocation: NEAR_ISTIQLAL });
    await mockMapTiles(visitor);
    const reads = followApiReads(visitor);
    const page = await visitor.newPage();
    await page.goto(`${base()}/masjid`);
    await page.locator('[data-testid=mosque-row] [data-testid=distance]:has-text("menit")').first().waitFor();
    const online = await texts(page, '[data-testid=mosque-row]');
    await reads.kept(page);
    await goOffline(visitor);
    try {
      const offline = await visitor.newPage();
      await offline.goto(`${base()}/masjid`);
      await offline.locator('[data-testid=mosque-row] [data-testid=distance]:has-text("menit")').first().waitFor({ timeout: 15_000 });
      expect(await texts(offline, '[data-testid=mosque-row]')).toEqual(online);
      await offline.close();

      // Offline, 2 km south: a spot the list was never read from. The page remembers the spot it
      // read last; a fresh start there gets the list read nearest from the worker, in this spot's order.
      await visitor.setGeolocation({ latitude: -6.1934, longitude: 106.8272 });
      for (let start = 0; start < 2; start += 1) {
        const moved = await visitor.newPage();
        await moved.goto(`${base()}/masjid`);
        await moved.locator('[data-testid=mosque-row] [data-testid=distance]:has-text("menit")').first().waitFor({ timeout: 15_000 });
        await moved.waitForFunction(() => /\b2,\d\d km\b/.test(document.querySelector('[data-testid=mosque-row]')?.textContent ?? ''));
        const rows = await texts(moved, '[data-testid=mosque-row]');
        expect(rows).toHaveLength(online.length);
        expect(rows[0]).toContain('Masjid Istiqlal');
        expect([...rows.map(km)].sort((a, b) => a - b)).toEqual(rows.map(km));
        await moved.close();
      }
    } finally {
      await visitor.close();
    }
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
    // Issue 28: the bar names the mosque (it said 'Informasi').
    await page.getByRole('heading', { level: 1, name: 'Masjid Istiqlal', exact: true }).waitFor();
    expect(await page.getByText('Pengurus', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Badan Pengelola Masjid Istiqlal').isVisible()).toBe(true);
    // Issue 28: a contact field the mosque left empty is hidden, not shown as 'Telepon -'.
    expect(await page.getByText('Telepon', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Deskripsi', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/Masjid nasional Indonesia/).isVisible()).toBe(true);
    expect(await page.getByText(/Jl\. Taman Wijaya Kusuma/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Kencleng Masjid/ }).getAttribute('href')).toBe('/kencleng-masjid/masjid-istiqlal');
    // Issue 17: the mosque's own activities (on this page) and its open finance report.
    expect(await page.getByRole('link', { name: /Kegiatan/ }).getAttribute('href')).toBe('#kegiatan');
    expect(await page.getByRole('link', { name: /Keuangan/ }).getAttribute('href')).toBe('/keuangan-masjid/masjid-istiqlal?periode=minggu');
    await page.getByRole('heading', { name: 'Kegiatan', exact: true }).waitFor();

    // The map sits below the fold and its library loads as the visitor scrolls to it (issue 47).
    const canvas = page.locator('.maplibregl-canvas');
    expect(await canvas.count()).toBe(0);
    await page.getByRole('heading', { name: 'Lokasi Peta' }).scrollIntoViewIfNeeded();
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
    await page.getByText('Urut: Terjauh').waitFor();
    const farthestFirst = await texts(page, '[data-testid=kencleng-card] strong');
    expect(farthestFirst[0]).toBe('Masjid Raya Baiturrahim Jayapura');
    const far = (await texts(page, '[data-testid=kencleng-card] [data-testid=distance]')).map(km);
    expect([...far].sort((a, b) => b - a)).toEqual(far);

    await choose('Paling Banyak');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'paling-banyak');
    await page.getByText('Urut: Paling Banyak').waitFor();
    await shot(page, 'kencleng-paling-banyak');
    const amounts = (await texts(page, '[data-testid=kencleng-amount]')).map((t) => Number(t.replace(/\D/g, '')));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(amounts[0]).toBeGreaterThan(amounts.at(-1)!);

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('sort'));
    await page.getByText('Urut: Terdekat').waitFor();
    // The first page again (the next may or may not have been asked yet: it loads a screen ahead).
    expect((await texts(page, '[data-testid=kencleng-card] strong')).slice(0, 12)).toEqual(nearestFirst.slice(0, 12));

    await page.getByRole('searchbox', { name: 'Cari masjid' }).fill('makassar');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=kencleng-card]').length === 2);
    await page.close();
  });

  it('maps the mosques in view, asks again by bounds as the map zooms out, and a search that narrows', async () => {
    const page = await context.newPage();
    const bounds: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/masjid' && url.searchParams.has('bbox')) bounds.push(url.searchParams.get('bbox')!);
    });
    await page.goto(`${base()}/kencleng-masjid/map`);
    await page.getByRole('heading', { name: 'Peta Masjid', exact: true }).waitFor();
    await page.locator('.maplibregl-canvas').waitFor();
    await page.getByRole('img', { name: 'Lokasi kamu' }).waitFor();
    await page.locator('[data-marker-id]').first().waitFor();
    // Around Monas at city zoom: only the mosques nearby, every one inside the bounds asked.
    await expect.poll(() => page.getByTestId('map-count').innerText()).toMatch(/^\d+ masjid di peta$/);
    const near = await page.locator('[data-marker-id]').count();
    expect(await page.getByTestId('map-count').innerText()).toBe(`${near} masjid di peta`);
    expect(near).toBeLessThan(10);
    const [west, south, east, north] = bounds.at(-1)!.split(',').map(Number) as [number, number, number, number];
    expect(east - west).toBeLessThan(2);
    expect(west).toBeLessThan(106.8272);
    expect(east).toBeGreaterThan(106.8272);
    expect(south).toBeLessThan(-6.1754);
    expect(north).toBeGreaterThan(-6.1754);

    const asked = bounds.length;
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => bounds.length, { timeout: 10_000 }).toBeGreaterThan(asked);
    await expect.poll(() => page.locator('[data-marker-id]').count(), { timeout: 10_000 }).toBeGreaterThan(near);
    const [w2, , e2] = bounds.at(-1)!.split(',').map(Number) as [number, number, number, number];
    expect(e2 - w2).toBeGreaterThan(east - west);
    await expect.poll(() => page.getByTestId('map-count').innerText()).toMatch(/masjid di peta$/);
    await shot(page, 'masjid-map-zoomed-out');

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
