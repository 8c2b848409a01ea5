import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, retellOffline, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { toneWav } from '../support/tone-wav.ts';

/*
 * Offline is honest and out of the way (issue 24): the offline pill never sits on the page's own
 * controls or text, Pesan says it cannot refresh instead of claiming there is nothing, and audio
 * not on the device says so and offers 'Simpan offline'.
 */

const base = () => process.env.E2E_BASE_URL!;

/** What the phone shows, for looking at the screens: SHOTS_DIR=… */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${String(locator)}`);
  return box;
}

/** The boxes of the fixed bars at the foot of the screen (tab bar, donate bar), the offline strip aside. */
const bottomBars = (page: Page): Promise<Box[]> => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('body *')]
  .filter((el) => getComputedStyle(el).position === 'fixed' && !el.closest('[data-testid=offline-banner]'))
  .map((el) => el.getBoundingClientRect())
  .filter((r) => r.height > 0 && r.bottom >= innerHeight - 120 && r.width >= innerWidth * 0.9)
  .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })));

/** The page's own controls (not the fixed chrome) whose boxes reach under `box`. */
const controlsUnder = (page: Page, box: Box): Promise<string[]> => page.evaluate((b) => {
  const fixed = (el: Element | null): boolean => !!el && (getComputedStyle(el).position === 'fixed' || fixed(el.parentElement));
  return [...document.querySelectorAll('a[href], button, input, select, textarea, [role=button], [role=switch], [tabindex="0"]')]
    .filter((el) => !fixed(el) && !el.closest('[data-testid=offline-banner]'))
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.x < b.x + b.width && b.x < r.right && r.y < b.y + b.height && b.y < r.bottom;
    })
    .map((el) => `${el.tagName.toLowerCase()} '${(el.textContent ?? '').trim().slice(0, 40)}'`);
}, box);

/** Opens a page offline, as a phone in airplane mode would see it. */
async function openOffline(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base()}${path}`);
  await retellOffline(context, page);
  return page;
}

describe('offline is honest and out of the way', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the offline pill covers none of the controls and text it used to, sits in the chrome, and goes away once read', async () => {
    const context = await phoneContext(browser);
    const online = await context.newPage();
    await online.goto(`${base()}/`);
    await waitForServiceWorker(online);
    for (const path of ['/tilawahku', '/quran/murottal', '/infaq', '/masjid/masjid-istiqlal', '/campaign/sumur-bor-gunungkidul']) {
      await online.goto(`${base()}${path}`);
      await online.waitForLoadState('networkidle');
    }
    await online.goto(`${base()}/tilawahku/surah/1`);
    await online.locator('#ayat-1-7').waitFor(); // the surah's text is on the device
    await goOffline(context);

    const pages: { path: string; covered: (page: Page) => Locator[] }[] = [
      { path: '/', covered: (p) => [p.getByTestId('prayer-place'), p.getByTestId('hijri-date')] },
      { path: '/tilawahku', covered: (p) => [p.getByText('Terakhir dibaca').or(p.getByText('Mulai tilawah')).first()] },
      { path: '/quran/murottal', covered: (p) => [p.getByRole('searchbox', { name: 'Cari surah' })] },
      { path: '/tilawahku/surah/1', covered: (p) => [p.getByRole('heading', { name: 'Al-Fatihah', level: 2 })] },
      { path: '/infaq', covered: () => [] },
      { path: '/masjid/masjid-istiqlal', covered: () => [] },
      { path: '/campaign/sumur-bor-gunungkidul', covered: () => [] },
    ];
    for (const { path, covered } of pages) {
      const page = await openOffline(context, path);
      const pill = page.getByRole('button', { name: 'Kamu sedang offline' });
      await pill.waitFor({ timeout: 10_000 });
      const pillBox = await boxOf(pill);
      // Clear of the top bar and its controls, and of the tab bar.
      const topBar = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--topbar-h')));
      expect(pillBox.y, path).toBeGreaterThan(topBar);
      const tabs = page.getByRole('navigation', { name: 'Navigasi utama' });
      if (await tabs.count()) expect(overlaps(pillBox, await boxOf(tabs)), `${path}: tab bar`).toBe(false);
      for (const target of covered(page)) {
        await target.waitFor();
        expect(overlaps(pillBox, await boxOf(target)), `${path}: ${String(target)}`).toBe(false);
      }
      // It is part of the chrome: docked at the foot of the screen, the bottom bars standing on it.
      const screen = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
      expect(pillBox.y + pillBox.height, path).toBeCloseTo(screen.height, 0);
      expect(pillBox.width, path).toBeCloseTo(screen.width, 0);
      for (const bar of await bottomBars(page)) expect(bar.y + bar.height, `${path}: a bottom bar`).toBeLessThanOrEqual(pillBox.y + 0.5);
      // Wherever the person scrolls to, what they can tap clears it: at the page's end nothing is under it.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(100);
      const under = await controlsUnder(page, pillBox);
      expect(under, `${path}: controls under the offline strip at the page's end`).toEqual([]);
      await shot(page, `offline-pill${path.replaceAll('/', '-')}`);
      // Told once: it leaves by itself, while screen readers still find the state.
      await page.getByTestId('offline-banner').and(page.locator('[data-shown=false]')).waitFor({ timeout: 8_000 });
      const region = page.getByTestId('offline-banner');
      expect(await region.getAttribute('role')).toBe('status');
      expect(await region.textContent()).toBe('Kamu sedang offline');
      expect(await pill.count()).toBe(0);
      await page.close();
    }

    // A tap, on it or anywhere, closes it at once.
    for (const target of ['pill', 'page'] as const) {
      const page = await openOffline(context, '/quran/murottal');
      const pill = page.getByRole('button', { name: 'Kamu sedang offline' });
      await pill.waitFor();
      // A finger on it: it is gone once the touch ends (not at its start: the bars standing on it
      // would move under the finger and the tap's click would be lost).
      if (target === 'pill') {
        const box = await boxOf(pill);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      }
      else await page.getByRole('searchbox', { name: 'Cari surah' }).click();
      expect(await pill.count(), target).toBe(0);
      await page.close();
    }
    await goOnline(context);
    await context.close();
  }, 150_000);

  it('Pesan offline says it cannot refresh: with nothing stored it says so, with messages stored it shows them', async () => {
    const context = await phoneContext(browser);
    const online = await context.newPage();
    await online.goto(`${base()}/pesan`);
    await waitForServiceWorker(online);
    // Online the inbox settles (empty, or the network's announcements other tests made); then this
    // device is one that holds nothing of it.
    await online.getByRole('heading', { name: 'Belum ada pesan' }).or(online.getByTestId('pesan-item').first()).waitFor();
    await online.evaluate(() => new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('jariyah');
      open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
      open.onsuccess = () => {
        const tx = open.result.transaction('messages', 'readwrite');
        tx.objectStore('messages').clear();
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
      };
    }));
    await goOffline(context);

    const empty = await openOffline(context, '/pesan');
    await empty.getByRole('heading', { name: 'Pesan belum tersimpan di perangkat' }).waitFor();
    expect(await empty.getByText('Tidak dapat memperbarui pesan — kamu sedang offline').isVisible()).toBe(true);
    expect(await empty.getByText('Belum ada pesan').count()).toBe(0);
    await shot(empty, 'pesan-offline-nothing-stored');

    // A message the device holds (stored by an earlier refresh) is shown, with the reason it is not new.
    await empty.evaluate(() => new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('jariyah');
      open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
      open.onsuccess = () => {
        const tx = open.result.transaction('messages', 'readwrite');
        tx.objectStore('messages').put({
          id: 990001, owner: 'guest', kind: 'announcement', title: 'Kajian Ahad pagi', body: 'Kajian tafsir bersama di masjid.',
          link: null, action: null, createdAt: new Date(Date.now() - 3_600_000).toISOString(), read: false, deleted: false,
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
      };
    }));
    const stored = await openOffline(context, '/pesan');
    await stored.getByTestId('pesan-item').getByText('Kajian Ahad pagi').waitFor();
    expect(await stored.getByTestId('pesan-stale').innerText()).toBe('Tidak dapat memperbarui pesan — kamu sedang offline. Yang tampil adalah pesan yang tersimpan di perangkat.');
    await shot(stored, 'pesan-offline-stored');
    await goOnline(context);
    await context.close();
  });

  it("'Putar ayat ini' offline with the verse not on the device says so and offers 'Simpan offline', which saves the surah once online", async () => {
    const context = await phoneContext(browser);
    const tone = toneWav(0.4);
    const requested: string[] = [];
    const audioHost = async () => context.route('https://cdn.equran.id/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, body: tone, headers: { 'Content-Type': 'audio/wav', 'Content-Length': String(tone.length), 'Access-Control-Allow-Origin': '*' } });
    });
    await audioHost();
    const page = await context.newPage();
    await page.goto(`${base()}/tilawahku/surah/114`);
    await page.locator('#ayat-114-6').waitFor();
    await waitForServiceWorker(page);
    await goOffline(context);
    await context.route('https://cdn.equran.id/**', (route) => route.abort('internetdisconnected'));

    await page.getByRole('button', { name: 'Pilihan ayat 114:3' }).click();
    await page.getByRole('dialog', { name: 'QS. An-Nas [114]: 3' }).getByRole('button', { name: 'Putar ayat ini' }).click();
    const missing = page.getByTestId('verse-audio-missing');
    await missing.getByText('Audio belum tersimpan di perangkat.').waitFor();
    expect(await missing.getByText('Kamu sedang offline. Simpan offline bisa dilakukan saat tersambung ke internet.').isVisible()).toBe(true);
    expect(await missing.getByRole('button', { name: 'Simpan offline' }).isDisabled()).toBe(true);
    expect(await page.getByRole('region', { name: 'Pemutar ayat' }).count()).toBe(0);
    // The offline pill went at the first touch: it does not sit on this offer.
    expect(await page.getByRole('button', { name: 'Kamu sedang offline' }).count()).toBe(0);
    await shot(page, 'tilawahku-audio-missing-offline');

    // Back online: the same offer saves every verse of the surah, and they then play with no signal.
    await goOnline(context);
    await audioHost();
    await page.waitForFunction(() => navigator.onLine);
    await missing.getByRole('button', { name: 'Simpan offline' }).click();
    await page.getByText('Audio An-Nas tersimpan. Bisa diputar tanpa sinyal.').waitFor({ timeout: 15_000 });
    const kept = await page.evaluate(async () => {
      const cache = await caches.open('jariyah-verse-audio-v1');
      return (await cache.keys()).map((r) => new URL(r.url).pathname.split('/').pop()).sort();
    });
    expect(kept).toEqual(['114001.mp3', '114002.mp3', '114003.mp3', '114004.mp3', '114005.mp3', '114006.mp3']);

    await goOffline(context);
    await context.route('https://cdn.equran.id/**', (route) => route.abort('internetdisconnected'));
    await page.waitForFunction(() => !navigator.onLine);
    await page.getByRole('button', { name: 'Pilihan ayat 114:5' }).click();
    await page.getByRole('dialog', { name: 'QS. An-Nas [114]: 5' }).getByRole('button', { name: 'Putar ayat ini' }).click();
    await page.locator('#ayat-114-5[data-playing]').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('verse-audio-missing').count()).toBe(0);
    await goOnline(context);
    await context.close();
  });
});
