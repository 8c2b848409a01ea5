import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { randomPhone, registerByApi, logInThroughForm } from '../support/accounts.ts';
import { toneWav } from '../support/tone-wav.ts';

const base = () => process.env.E2E_BASE_URL!;

/** What the phone shows (not the whole page), for looking at the screens: SHOTS_DIR=… */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

/** Changes still waiting in the outbox (Dexie's table, read straight from IndexedDB). */
const waitingInOutbox = (page: Page) =>
  page.evaluate(() => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('jariyah');
    open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
    open.onsuccess = () => {
      const count = open.result.transaction('outbox').objectStore('outbox').count();
      count.onsuccess = () => resolve(count.result);
    };
  }));

/** The top of a verse relative to the bottom of the fixed top bar (56 px). */
const verseTop = (page: Page, id: string) => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top - 56));

/**
 * The verses on screen between the top bar (56 px) and the tab bar (64 px), by how much of each
 * shows: `surely` at least 70 % (certain to count as read), `maybe` at least 50 % (could count).
 */
const versesOnScreen = (page: Page) => page.evaluate(() => {
  const top = 56;
  const bottom = window.innerHeight - 64;
  const shares = [...document.querySelectorAll<HTMLElement>('article[data-index]')].map((el) => {
    const rect = el.getBoundingClientRect();
    const shown = Math.max(0, Math.min(rect.bottom, bottom) - Math.max(rect.top, top));
    return { ayah: Number(el.dataset.ayah), share: Math.max(shown / rect.height, shown / (bottom - top)) };
  });
  return { surely: shares.filter((s) => s.share >= 0.7).map((s) => s.ayah), maybe: shares.filter((s) => s.share >= 0.5).map((s) => s.ayah) };
});

describe('Tilawahku in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('reads Al-Kahf to verse 10, and after a reload with no network \'Lanjutkan membaca\' opens at verse 10', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/tilawahku`);
    const list = page.getByRole('list', { name: 'Daftar surah' });
    await list.getByRole('link').first().waitFor();
    expect(await list.getByRole('link').count()).toBe(114);
    expect(await page.getByRole('link', { name: 'Tilawahku' }).getAttribute('aria-current')).toBe('page');
    await waitForServiceWorker(page);
    await shot(page, 'tilawahku-home-fresh');

    // Spelling-tolerant surah search.
    await page.getByRole('searchbox', { name: 'Cari surah' }).fill('yaasiin');
    expect(await list.getByRole('link').allInnerTexts()).toEqual([expect.stringContaining('Yasin')]);
    await page.getByRole('searchbox', { name: 'Cari surah' }).fill('kahfi');
    await list.getByRole('link', { name: /Al-Kahf/ }).click();

    await page.waitForURL(/\/tilawahku\/surah\/18$/);
    await page.locator('#ayat-18-1').waitFor();
    expect(await page.getByRole('link', { name: 'Tilawahku' }).getAttribute('aria-current')).toBe('page');
    // Basmalah before Al-Kahf, verse numbers in Arabic-Indic digits.
    expect(await page.locator('section[aria-label="Surah Al-Kahf"] header p[lang=ar]').count()).toBe(1);
    expect(await page.locator('#ayat-18-10 p[lang=ar]').textContent()).toContain('\u06dd١٠');
    await shot(page, 'tilawahku-reader-kahf');

    // Read down to verse 10 (the last verse on screen, just above the tab bar) and stay there a moment.
    await page.locator('#ayat-18-10').evaluate((el) => {
      el.scrollIntoView({ block: 'end' });
      window.scrollBy(0, 72);
    });
    await page.waitForTimeout(2500);

    await goOffline(context);
    await page.goto(`${base()}/tilawahku`);
    const card = page.getByRole('region', { name: 'Terakhir dibaca' });
    await card.getByText('Ayat 10 dari 110').waitFor();
    expect(await card.innerText()).toContain('Al-Kahf');
    // Verses 8–10 were read; no page was read through, so pages stay at 0 and the verses show below.
    expect(await page.getByTestId('tilawah-today').innerText()).toBe('0 / 2 halaman');
    expect(Number((await page.getByTestId('tilawah-today-verses').innerText()).match(/^\d+/)![0])).toBeGreaterThan(0);
    await shot(page, 'tilawahku-home-continue');
    await card.getByRole('link', { name: 'Lanjutkan membaca' }).click();
    await page.waitForURL(/\/tilawahku\/surah\/18\?ayat=10$/);
    await page.locator('#ayat-18-10').waitFor();
    await page.waitForTimeout(300);
    expect(Math.abs(await verseTop(page, 'ayat-18-10'))).toBeLessThan(12);
    await context.close();
  });

  it('counts only the verses on screen when two surahs are opened without scrolling: \'Terakhir dibaca\' is the last of them, no target met', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/tilawahku`);
    await page.getByRole('region', { name: 'Mulai tilawah' }).waitFor();
    expect(await page.getByTestId('tilawah-today').innerText()).toBe('0 / 2 halaman');

    const seen: { surely: number[]; maybe: number[] }[] = [];
    for (const nomor of [1, 2]) {
      await page.goto(`${base()}/tilawahku/surah/${nomor}`);
      await page.locator(`#ayat-${nomor}-1`).waitFor();
      await page.waitForTimeout(2500);
      seen.push(await versesOnScreen(page));
    }
    const [fatihah, baqarah] = seen as [{ surely: number[]; maybe: number[] }, { surely: number[]; maybe: number[] }];
    // Neither page 1 (Al-Fatihah 1–7) nor page 2 (Al-Baqarah 1–5) was wholly on screen.
    expect(fatihah.maybe).not.toContain(7);
    expect(baqarah.maybe).not.toContain(5);
    expect(baqarah.surely.length).toBeGreaterThan(0);

    await page.goto(`${base()}/tilawahku`);
    const card = page.getByRole('region', { name: 'Terakhir dibaca' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Al-Baqarah');
    const place = Number((await card.getByText(/^Ayat \d+ dari 286$/).innerText()).match(/\d+/)![0]);
    expect(place).toBeGreaterThanOrEqual(Math.max(...baqarah.surely));
    expect(place).toBeLessThanOrEqual(Math.max(...baqarah.maybe));
    // Only what was on screen counts: 'N dari 6.236 ayat' lies between the sure and the possible.
    const habit = page.getByRole('region', { name: 'Kebiasaan membaca' });
    const versesRead = Number((await habit.getByText(/dari 6\.236 ayat/).last().innerText()).match(/(\d+) dari 6\.236/)![1]);
    expect(versesRead).toBeGreaterThanOrEqual(fatihah.surely.length + baqarah.surely.length);
    expect(versesRead).toBeLessThanOrEqual(fatihah.maybe.length + baqarah.maybe.length);
    // Pages glimpsed are not pages read: the target of 2 pages is not met.
    expect(await page.getByTestId('tilawah-today').innerText()).toBe('0 / 2 halaman');
    expect(await habit.getByText('Target tercapai').count()).toBe(0);
    expect(await page.getByTestId('tilawah-today-verses').innerText()).toBe(`${versesRead} ayat dibaca hari ini · halaman terhitung setelah semua ayatnya dibaca`);
    await shot(page, 'tilawahku-home-two-surahs');
    await context.close();
  });

  it('marks a verse, saves the whole Qur\'an, then opens any surah and finds verses with no network', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/tilawahku`);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Simpan seluruh Al-Qur\'an' }).click();
    await page.getByTestId('quran-saved').waitFor({ timeout: 30_000 });

    await goOffline(context);
    // At-Taubah: no basmalah; Al-Fatihah: the basmalah is its first verse, not doubled above it.
    await page.goto(`${base()}/tilawahku/surah/9`);
    await page.locator('#ayat-9-129').waitFor({ state: 'attached' });
    expect(await page.locator('section[aria-label="Surah At-Taubah"] header p[lang=ar]').count()).toBe(0);
    await page.goto(`${base()}/tilawahku/surah/1`);
    await page.locator('#ayat-1-7').waitFor({ state: 'attached' });
    expect(await page.locator('section[aria-label="Surah Al-Fatihah"] header p[lang=ar]').count()).toBe(0);
    for (const [nomor, last] of [[2, 286], [36, 83], [114, 6]] as const) {
      await page.goto(`${base()}/tilawahku/surah/${nomor}`);
      await page.locator(`#ayat-${nomor}-${last}`).waitFor({ state: 'attached' });
    }
    // The sajdah verse of Al-A'raf is marked.
    await page.goto(`${base()}/tilawahku/surah/7?ayat=206`);
    await page.locator('#ayat-7-206').getByText('Ayat Sajdah').waitFor();

    // 'Tandai' on a verse, offline; the bookmark list has it.
    await page.goto(`${base()}/tilawahku/surah/36?ayat=58`);
    await page.getByRole('button', { name: 'Pilihan ayat 36:58' }).click();
    await page.getByRole('dialog', { name: 'QS. Yasin [36]: 58' }).getByRole('button', { name: 'Tandai' }).click();
    await page.locator('#ayat-36-58').getByLabel('Ditandai').waitFor();
    await shot(page, 'tilawahku-reader-yasin');
    await page.goto(`${base()}/tilawahku?daftar=tanda`);
    await page.getByRole('list', { name: 'Ayat yang ditandai' }).getByRole('link', { name: /QS\. Yasin \[36\]: 58/ }).waitFor();

    // 'Cari ayat' offline: ranked, highlighted, opens the verse in its surah.
    await page.goto(`${base()}/tilawahku/cari?q=anak%20yatim`);
    const results = page.getByRole('list', { name: 'Hasil pencarian' });
    await results.getByRole('link').first().waitFor({ timeout: 20_000 });
    expect((await results.locator('mark').first().innerText()).toLowerCase()).toMatch(/anak|yatim/);
    // Results show while surahs are still read; once all are, none was missing.
    await page.getByRole('status').filter({ hasText: /^\d+ ayat$/ }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(/surah belum tersimpan/).count()).toBe(0);
    await shot(page, 'tilawahku-cari');
    await results.getByRole('link').first().click();
    await page.waitForURL(/\/tilawahku\/surah\/\d+\?ayat=\d+$/);
    await context.close();
  });

  it('keeps a bookmark made offline and shows it after logging in on a fresh browser profile', async () => {
    const phone = randomPhone();
    await registerByApi(base(), phone, 'Fatimah Azzahra', 'rahasia123');
    const phoneA = await phoneContext(browser);
    const a = await phoneA.newPage();
    await logInThroughForm(a, base(), phone, 'rahasia123');
    await a.goto(`${base()}/tilawahku/surah/112`);
    await a.locator('#ayat-112-4').waitFor();
    await waitForServiceWorker(a);

    await goOffline(phoneA);
    await a.getByRole('button', { name: 'Pilihan ayat 112:2' }).click();
    await a.getByRole('dialog', { name: 'QS. Al-Ikhlas [112]: 2' }).getByRole('button', { name: 'Tandai' }).click();
    await a.locator('#ayat-112-2').getByLabel('Ditandai').waitFor();
    // One waiting sync carries it. A sync of the reading that was on its way when the signal went
    // queues itself again at once (its news changed meanwhile), so allow that moment.
    await expect.poll(() => waitingInOutbox(a), { timeout: 5_000 }).toBe(1);
    await goOnline(phoneA);
    await a.waitForFunction(() => navigator.onLine);
    await expect.poll(() => waitingInOutbox(a), { timeout: 20_000 }).toBe(0);
    await phoneA.close();

    const phoneB = await phoneContext(browser);
    const b = await phoneB.newPage();
    await logInThroughForm(b, base(), phone, 'rahasia123');
    await b.goto(`${base()}/tilawahku?daftar=tanda`);
    await b.getByRole('list', { name: 'Ayat yang ditandai' }).getByRole('link', { name: /QS\. Al-Ikhlas \[112\]: 2/ }).waitFor({ timeout: 15_000 });
    await phoneB.close();
  });

  it('says so when the phone is online but the audio host does not answer, and plays once it does', async () => {
    const context = await phoneContext(browser);
    let reachable = false;
    const tone = toneWav(0.6);
    await context.route('https://cdn.equran.id/**', async (route) => {
      if (!reachable) return route.abort('connectionrefused');
      await route.fulfill({ status: 200, body: tone, headers: { 'Content-Type': 'audio/wav', 'Content-Length': String(tone.length), 'Access-Control-Allow-Origin': '*' } });
    });
    const page = await context.newPage();
    await page.goto(`${base()}/tilawahku/surah/114`);
    await page.locator('#ayat-114-3').waitFor();
    await page.getByRole('button', { name: 'Pilihan ayat 114:3' }).click();
    await page.getByRole('dialog', { name: 'QS. An-Nas [114]: 3' }).getByRole('button', { name: 'Putar ayat ini' }).click();
    const failed = page.getByTestId('verse-audio-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('server audio sedang tidak dapat dihubungi');
    expect(await page.getByRole('region', { name: 'Pemutar ayat' }).count()).toBe(0);
    await shot(page, 'tilawahku-audio-host-unreachable');
    reachable = true;
    await failed.getByRole('button', { name: 'Coba lagi' }).click();
    await page.locator('#ayat-114-3[data-playing]').waitFor();
    expect(await failed.count()).toBe(0);
    await page.getByRole('button', { name: 'Berhenti' }).click();
    await context.close();
  });

  it('recites verse by verse from a (local stand-in) audio host, highlighting the verse being read', async () => {
    const context = await phoneContext(browser);
    const requested: string[] = [];
    const tone = toneWav(0.6);
    await context.route('https://cdn.equran.id/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, body: tone, headers: { 'Content-Type': 'audio/wav', 'Content-Length': String(tone.length), 'Access-Control-Allow-Origin': '*' } });
    });
    const page = await context.newPage();
    await page.goto(`${base()}/tilawahku/surah/114`);
    await page.locator('#ayat-114-6').waitFor();
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Pilihan ayat 114:1' }).click();
    await page.getByRole('dialog', { name: 'QS. An-Nas [114]: 1' }).getByRole('button', { name: 'Putar ayat ini' }).click();
    await page.locator('#ayat-114-1[data-playing]').waitFor();
    expect(await page.getByRole('region', { name: 'Pemutar ayat' }).innerText()).toContain('QS. An-Nas [114]: 1');
    // It goes on by itself to the next verse, and the highlight moves with it.
    await page.locator('#ayat-114-2[data-playing]').waitFor({ timeout: 10_000 });
    expect(await page.locator('article[data-playing]').count()).toBe(1);
    await shot(page, 'tilawahku-recitation');
    expect(requested[0]).toMatch(/\/audio-partial\/Abdullah-Al-Juhany\/114001\.mp3$/);
    await page.getByRole('button', { name: 'Berhenti' }).click();
    await page.getByRole('region', { name: 'Pemutar ayat' }).waitFor({ state: 'detached' });

    // Kept on use: with no network (the host unreachable too), the verses heard play again from
    // the worker's cache, ranges included, and still go on verse by verse.
    const kept = await page.evaluate(async (url) => !!(await (await caches.open('jariyah-verse-audio-v1')).match(url)), requested[0]!);
    expect(kept).toBe(true);
    await context.unroute('https://cdn.equran.id/**');
    const reachedOffline: string[] = [];
    await context.route('https://cdn.equran.id/**', (route) => {
      reachedOffline.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await goOffline(context);
    await page.getByRole('button', { name: 'Pilihan ayat 114:1' }).click();
    await page.getByRole('dialog', { name: 'QS. An-Nas [114]: 1' }).getByRole('button', { name: 'Putar ayat ini' }).click();
    await page.locator('#ayat-114-2[data-playing]').waitFor({ timeout: 10_000 });
    expect(reachedOffline).toEqual([]);
    await page.getByRole('button', { name: 'Berhenti' }).click();
    await goOnline(context);
    await context.close();
  });
});
