import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser, phoneContext, retellOffline, waitForServiceWorker } from '../support/browser.ts';

const base = () => process.env.E2E_BASE_URL!;

/** What the phone shows, for looking at the screen: SHOTS_DIR=… */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

const surahFile = /\/quran\/surah\/(\d+)\.json$/;

/** Holds every surah file but the given ones (page and worker alike), as a slow line would. */
async function holdSurahFiles(context: BrowserContext, letThrough: readonly number[]) {
  const held: Route[] = [];
  const served = new Set<number>();
  let holding = true;
  await context.route(surahFile, (route) => {
    const nomor = Number(surahFile.exec(new URL(route.request().url()).pathname)![1]);
    if (holding && !letThrough.includes(nomor)) return void held.push(route);
    served.add(nomor);
    return route.continue();
  });
  return {
    held,
    served,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

const results = (page: Page) => page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('link');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Mencari di|ayat/ }).first();

describe("'Cari ayat' in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows ranked results while most surahs are still on their way, and a typed place (al-baqarah 255) or surah name first', async () => {
    const context = await phoneContext(browser);
    // The first eight surahs come through; the other 106 wait.
    const arrived = [1, 2, 3, 4, 5, 6, 7, 8];
    const line = await holdSurahFiles(context, arrived);
    const page = await context.newPage();
    await page.goto(`${base()}/tilawahku/cari`);
    await page.getByRole('heading', { name: "Cari di terjemah Al-Qur'an" }).waitFor();
    await page.getByLabel('Cari ayat, misal: sabar, anak yatim').fill('anak yatim');

    // Results come while the note says the search goes on, not after all 114 surahs.
    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toBe('Mencari di 8 dari 114 surah… 12 ayat ditemukan sejauh ini.');
    expect(await results(page).count()).toBe(12);
    expect(line.held.length).toBeGreaterThan(0);
    expect([...line.served].sort((a, b) => a - b)).toEqual(arrived);
    // The most relevant first: the shortest verse with the exact phrase, An-Nisa' 10, not
    // Al-Baqarah 83, the first of them in the mushaf.
    expect(await results(page).first().innerText()).toMatch(/^QS\. An-Nisa' \[4\]: 10\s+Sesungguhnya orang-orang yang memakan harta anak yatim/);
    expect((await results(page).first().locator('mark').allInnerTexts()).map((t) => t.toLowerCase())).toEqual(['anak', 'yatim']);
    await shot(page, 'cari-ayat-streaming');

    // A place: that verse first, its text from its surah.
    await page.getByLabel('Cari ayat, misal: sabar, anak yatim').fill('al-baqarah 255');
    await page.waitForURL(/q=al-baqarah/);
    await expect.poll(() => results(page).first().innerText(), { timeout: 30_000 }).toMatch(/^QS\. Al-Baqarah \[2\]: 255\s+Allah, tidak ada tuhan selain Dia/);
    await shot(page, 'cari-ayat-tempat');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'cari-ayat-tempat-gelap');
    await page.emulateMedia({ colorScheme: 'light' });
    // A surah's name alone: the surah first, though its file has not come yet.
    await page.getByLabel('Cari ayat, misal: sabar, anak yatim').fill('surah yasin');
    await expect.poll(() => results(page).first().innerText(), { timeout: 30_000 }).toMatch(/^QS\. Yasin \[36\] · 83 ayat/);

    // The rest arrives: the count replaces the note, the best stays on top.
    await page.getByLabel('Cari ayat, misal: sabar, anak yatim').fill('anak yatim');
    await line.release();
    await expect.poll(() => status(page).innerText(), { timeout: 90_000 }).toMatch(/^\d+ ayat$/);
    expect(await page.getByText(/Mencari di/).count()).toBe(0);
    expect(await results(page).first().innerText()).toMatch(/^QS\. Al-Ma'un \[107\]: 2/);
    expect(await page.getByText(/surah belum tersimpan/).count()).toBe(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'cari-ayat-gelap');
    await results(page).first().click();
    await page.waitForURL(/\/tilawahku\/surah\/107\?ayat=2$/);
    await context.close();
  });

  it('offline, searches the surahs kept on the phone at once and says how many there are', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/tilawahku/surah/107`);
    await page.locator('#ayat-107-2').waitFor({ state: 'attached', timeout: 30_000 });
    await waitForServiceWorker(page);
    await page.goto(`${base()}/tilawahku/surah/93`);
    await page.locator('#ayat-93-9').waitFor({ state: 'attached', timeout: 30_000 });
    // The surah files the phone keeps, in whichever cache holds them.
    const kept = await page.evaluate(async () => {
      const kept = new Set<string>();
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) if (/\/quran\/surah\/\d+\.json$/.test(request.url)) kept.add(new URL(request.url).pathname);
      }
      return kept.size;
    });
    expect(kept).toBeGreaterThanOrEqual(2);

    // No network for page and worker alike, from the first request of the next page on (the
    // context's offline flag reaches a page the worker serves only once retold).
    await context.route(surahFile, (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.goto(`${base()}/tilawahku/cari?q=anak%20yatim`);
    await retellOffline(context, page);
    await results(page).first().waitFor({ timeout: 30_000 });
    expect(await results(page).first().innerText()).toMatch(/^QS\. Al-Ma'un \[107\]: 2/);
    const note = page.getByText(/^Dicari di \d+ dari 114 surah/);
    await note.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      throw new Error(`no note; the page says: ${await page.locator('main').innerText()}`, { cause: error });
    });
    expect(await note.innerText()).toMatch(new RegExp(`^Dicari di ${kept} dari 114 surah; ${114 - kept} surah belum tersimpan di perangkat`));
    await shot(page, 'cari-ayat-offline');
    await context.close();
  });
});
