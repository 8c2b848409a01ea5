import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, offlineBannerTimes, ONE_RENDER_MS, persistentPhoneContext, phoneContext, recordOfflineBannerTimes, retellOffline, waitForServiceWorker } from '../support/browser.ts';
import { API_NETWORK_TIMEOUT_SECONDS } from '../../src/lib/api-cache-key.ts';

const base = () => process.env.E2E_BASE_URL!;

describe('the app shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the not-found page with its texts and a way home', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/tidak-ada-halaman-ini`);
    await page.getByRole('heading', { name: 'Oopss, Error 404!', exact: true }).waitFor();
    expect(await page.getByText('Halaman yang kamu cari tidak ditemukan').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await page.waitForURL(`${base()}/`);
    await context.close();
  });

  it('highlights the tab of the current route, every tab leading somewhere', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(base());
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: 'Beranda' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Profil' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.getByRole('link', { name: 'Tilawahku' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.getByRole('link', { name: 'Pesan' }).getAttribute('aria-current')).toBeNull();
    // A section tab stays highlighted on the routes below it.
    await page.goto(`${base()}/tilawahku/surah/1`);
    await nav.getByRole('link', { name: 'Tilawahku', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await nav.getByRole('link', { name: 'Beranda' }).getAttribute('aria-current')).toBeNull();
    await context.close();
  });

  it('turns the home top bar white with the coloured logo after 150 px of scroll', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(base());
    const bar = page.locator('header[data-scrolled]');
    await bar.waitFor();
    // Room to scroll whatever the fonts make of the page's height: the behaviour under test is the bar's.
    await page.evaluate(() => { document.body.style.paddingBottom = '2000px'; });
    expect(await bar.getAttribute('data-scrolled')).toBe('false');
    expect(await bar.locator('[data-tone]').getAttribute('data-tone')).toBe('white');
    await page.evaluate(() => window.scrollTo(0, 149));
    await page.waitForTimeout(50);
    expect(await bar.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 160));
    await page.waitForFunction(() => document.querySelector('header[data-scrolled]')?.getAttribute('data-scrolled') === 'true');
    expect(await bar.locator('[data-tone]').getAttribute('data-tone')).toBe('colour');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('header[data-scrolled]')!).backgroundColor === 'rgb(255, 255, 255)');
    await context.close();
  });

  it('is installable: manifest fields, icons, a controlling worker, no installability errors', async () => {
    const profile = await persistentPhoneContext();
    const context = profile.context;
    const page = await context.newPage();
    await page.goto(base());
    const manifestHref = await page.evaluate(() => document.querySelector('link[rel=manifest]')?.getAttribute('href'));
    expect(manifestHref).toBeTruthy();
    const manifest = await (await fetch(new URL(manifestHref!, base()))).json();
    expect(manifest).toMatchObject({ name: 'Jariyah', lang: 'id', display: 'standalone', start_url: '/', scope: '/', id: '/' });
    expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Jadwal Sholat', 'Tasbih', 'Infaq']);
    for (const icon of [...manifest.icons, ...manifest.screenshots]) {
      const res = await fetch(new URL(icon.src, base()));
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    await profile.close();
  });

  it('starts offline at a deep link after one online visit', async () => {
    const context = await phoneContext(browser);
    await recordOfflineBannerTimes(context);
    const page = await context.newPage();
    await page.goto(base());
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const offlinePage = await context.newPage();
    await offlinePage.goto(`${base()}/kebijakan-privasi`);
    await offlinePage.getByRole('heading', { name: 'Kebijakan Privasi', exact: true }).waitFor();
    await retellOffline(context, offlinePage);
    // The banner is the live app's: the prerendered page shows before React takes it over, and the
    // banner comes in that same commit (or as the page hears 'offline', if that is later). The wait
    // is long only because this machine is busy; the promise is the times' difference.
    await offlinePage.getByTestId('offline-banner').waitFor({ timeout: 30_000 });
    const told = await offlineBannerTimes(offlinePage);
    expect(told.liveAppAt).toBeGreaterThan(0);
    expect(told.bannerAt - Math.max(told.liveAppAt, told.offlineHeardAt)).toBeLessThanOrEqual(ONE_RENDER_MS);
    await offlinePage.goto(`${base()}/`);
    await offlinePage.getByRole('navigation', { name: 'Navigasi utama' }).waitFor();
    // A program never opened: its route's template paints the page's skeleton, not a blank shell.
    const program = await offlinePage.goto(`${base()}/campaign/belum-pernah-dibuka`);
    expect(program!.fromServiceWorker()).toBe(true);
    expect(await program!.text()).toMatch(/<div id="root">.*aria-label="Memuat program"/s);
    await context.close();
  });

  it('tells a phone whose signal died though the browser still says online, once its reads fail', async () => {
    const context = await phoneContext(browser);
    await recordOfflineBannerTimes(context);
    // Nothing gets through, yet the browser believes it is online (a dead signal, a captive Wi-Fi).
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await page.goto(`${base()}/news`);
    await page.getByTestId('offline-banner').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    const told = await offlineBannerTimes(page);
    expect(told.liveAppAt).toBeGreaterThan(0);
    // The app reads as it starts; a read fails at once, or the worker gives up on the network
    // after its wait and answers from its copy: either way the banner comes then.
    expect(told.bannerAt - told.liveAppAt).toBeLessThanOrEqual(API_NETWORK_TIMEOUT_SECONDS * 1000 + ONE_RENDER_MS);
    await context.close();
  });
});
