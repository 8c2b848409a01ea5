import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser, offlineBannerTimes, ONE_RENDER_MS, phoneContext, recordOfflineBannerTimes, retellOffline, waitForServiceWorker } from '../support/browser.ts';
import { toneWav } from '../support/tone-wav.ts';

const base = () => process.env.E2E_BASE_URL!;
const AUDIO_HOST = 'https://cdn.equran.id';

/** Mocks the external audio CDN only: every request to it gets a generated WAV (An-Nas is very short). */
async function mockAudioHost(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  const long = toneWav(6);
  const short = toneWav(0.6);
  await context.route(`${AUDIO_HOST}/**`, async (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    const body = url.endsWith('/114.mp3') ? short : long;
    await route.fulfill({
      status: 200,
      body,
      headers: { 'Content-Type': 'audio/wav', 'Content-Length': String(body.length), 'Access-Control-Allow-Origin': '*', 'Accept-Ranges': 'none' },
    });
  });
  return requested;
}

const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('[data-testid=murottal-audio]')!;
    return { paused: audio.paused, time: audio.currentTime, src: audio.src, ended: audio.ended };
  });

const waitPlaying = (page: Page, minTime = 0.1) =>
  page.waitForFunction((t) => {
    const audio = document.querySelector<HTMLAudioElement>('[data-testid=murottal-audio]');
    return !!audio && !audio.paused && audio.currentTime > t;
  }, minTime);

describe('worship companions in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('/dzikir counts to a target set in the sheet, wraps to zero, and keeps the count after a reload', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/dzikir`);
    const count = page.getByTestId('tasbih-count');
    await count.waitFor();
    expect(await count.textContent()).toBe('0');
    expect(await page.getByText('dari 100').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Target' }).click();
    const sheet = page.getByRole('dialog', { name: 'Atur Target' });
    await sheet.waitFor();
    // A custom target is checked before it changes anything.
    await sheet.getByPlaceholder('Misal 7').fill('0');
    await sheet.getByRole('button', { name: 'Simpan' }).click();
    await sheet.getByText('Target minimal 1').waitFor();
    await sheet.getByRole('button', { name: '3', exact: true }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByText('dari 3').waitFor();

    const plus = page.getByRole('button', { name: 'Tambah hitungan' });
    await plus.click();
    await plus.click();
    expect(await count.textContent()).toBe('2');
    expect(await page.locator('svg[data-progress]').getAttribute('data-progress')).toBe('66.7');
    await plus.click();
    expect(await count.textContent()).toBe('0');
    expect(await page.getByTestId('tasbih-rounds').textContent()).toBe('1 putaran selesai');
    // The big counter button counts too.
    await page.getByRole('button', { name: /^Hitung\./ }).click();
    expect(await count.textContent()).toBe('1');

    await page.reload();
    await page.getByText('dari 3').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=tasbih-count]')?.textContent === '1');
    expect(await page.getByTestId('tasbih-rounds').textContent()).toBe('1 putaran selesai');
    await context.close();
  });

  it("opens every Al Ma'tsurat page offline from a cold start, Arabic drawn only with the bundled font", async () => {
    const context = await phoneContext(browser);
    await recordOfflineBannerTimes(context);
    const page = await context.newPage();
    await page.goto(`${base()}/dzikir`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (const [variant, items, title] of [
      ['kubro-pagi', 43, "Al Ma'tsurat Kubro Pagi"],
      ['kubro-petang', 43, "Al Ma'tsurat Kubro Petang"],
      ['sugro-pagi', 32, "Al Ma'tsurat Sugro Pagi"],
      ['sugro-petang', 32, "Al Ma'tsurat Sugro Petang"],
    ] as const) {
      const offline = await context.newPage();
      await offline.goto(`${base()}/dzikir/al-matsurat/${variant}`);
      await offline.getByRole('heading', { name: title }).waitFor();
      await retellOffline(context, offline);
      await offline.getByTestId('dzikir-item').first().waitFor();
      expect(await offline.getByTestId('dzikir-item').count()).toBe(items);
      const first = offline.getByTestId('dzikir-item').first();
      expect(await first.getByText('Dibaca 1x').isVisible()).toBe(true);
      expect(await first.locator('p.arabic[lang=ar]').getAttribute('dir')).toBe('rtl');
      // The banner is the live app's: the prerendered page shows before React takes it over, and the
      // banner comes in that same commit (or as the page hears 'offline', if that is later). The
      // wait is long only because this machine is busy; the promise is the times' difference.
      await offline.getByTestId('offline-banner').waitFor({ timeout: 30_000 });
      const told = await offlineBannerTimes(offline);
      expect(told.liveAppAt).toBeGreaterThan(0);
      expect(told.bannerAt - Math.max(told.liveAppAt, told.offlineHeardAt)).toBeLessThanOrEqual(ONE_RENDER_MS);

      // No tofu: every glyph of every Arabic text (Uthmani passages included) comes from Amiri Quran.
      await offline.evaluate(() => document.fonts.ready);
      const cdp = await context.newCDPSession(offline);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'p.arabic' });
      expect(nodeIds).toHaveLength(items);
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        expect(fonts.map((f) => f.familyName)).toEqual(['Amiri Quran']);
      }
      await cdp.detach();
      await offline.close();
    }
    await context.close();
  });

  it('a text that fails to load says so and offers "Coba lagi" instead of an empty page', async () => {
    const context = await phoneContext(browser);
    // First visit, so no worker answers yet: the request really fails (as with no signal and no cache).
    await context.route('**/json/dzikir-shalat-panjang.json', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await page.goto(`${base()}/dzikir/shalat-panjang`);
    await page.getByRole('alert').getByText('Bacaan gagal dimuat').waitFor();
    expect(await page.getByTestId('dzikir-item').count()).toBe(0);
    await context.unroute('**/json/dzikir-shalat-panjang.json');
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await page.getByTestId('dzikir-item').first().waitFor();
    expect(await page.getByTestId('dzikir-item').count()).toBe(20);
    await context.close();
  });

  it('the dzikir cards open sheets that lead to the prayer-text pages', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/dzikir`);
    await page.getByRole('button', { name: /Dzikir Shalat/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Dzikir Shalat' });
    await sheet.waitFor();
    expect(await sheet.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/dzikir/shalat-pendek', '/dzikir/shalat-panjang']);
    await sheet.getByRole('link', { name: /Dzikir Pendek/ }).click();
    await page.waitForURL(`${base()}/dzikir/shalat-pendek`);
    await page.getByTestId('dzikir-item').first().waitFor();
    expect(await page.getByTestId('dzikir-item').count()).toBe(6);
    expect(await page.getByText('Dibaca 33x').count()).toBe(3);
    await context.close();
  });

  it('the Asmaul Husna slider moves to the next card and back', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/dzikir/asmaul-husna`);
    const slider = page.getByRole('region', { name: 'Asmaul Husna' });
    await slider.waitFor();
    await page.getByRole('heading', { name: 'Ar Rahman', exact: true }).waitFor();
    expect(await slider.getAttribute('data-current')).toBe('0');
    expect(await page.getByRole('button', { name: 'Sebelumnya' }).isDisabled()).toBe(true);
    expect(await page.getByRole('group', { name: '1 dari 99' }).getByText('Yang Maha Pengasih').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Berikutnya' }).click();
    await page.waitForFunction(() => document.querySelector('[aria-label="Asmaul Husna"]')?.getAttribute('data-current') === '1');
    const second = page.getByRole('group', { name: '2 dari 99' });
    expect(await second.getAttribute('aria-hidden')).toBe('false');
    expect(await second.getByRole('heading').textContent()).toBe('Ar Rahiim');
    expect(await second.getByText('Yang Maha Penyayang').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sebelumnya' }).click();
    await page.waitForFunction(() => document.querySelector('[aria-label="Asmaul Husna"]')?.getAttribute('data-current') === '0');
    await context.close();
  });

  it('/quran/murottal lists 114 surahs and "Cari surah" filters as you type', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/quran/murottal`);
    const rows = page.getByTestId('surah-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(114);
    const search = page.getByRole('searchbox', { name: 'Cari surah' });
    await search.fill('al fatihah');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=surah-row]').length === 1);
    expect(await rows.first().getAttribute('data-nomor')).toBe('1');
    await search.fill('PEMBUKAAN');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=surah-row]').length === 1);
    expect(await rows.first().getAttribute('data-nomor')).toBe('1');
    await search.fill('an-nas');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=surah-row]').length === 2);
    expect(await rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-nomor')))).toEqual(['110', '114']);
    await search.fill('11');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=surah-row]').length === 6);
    await search.fill('tidak ada surah ini');
    await page.getByText('Surah tidak ditemukan').waitFor();
    await search.fill('');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=surah-row]').length === 114);
    await context.close();
  });

  it('says so when the phone is online but the audio host does not answer', async () => {
    const context = await phoneContext(browser);
    await context.route(`${AUDIO_HOST}/**`, (route: Route) => route.abort('connectionrefused'));
    const page = await context.newPage();
    await page.goto(`${base()}/quran/murottal`);
    await page.getByRole('button', { name: 'Putar Al-Ikhlas' }).click();
    const row = page.locator('[data-testid=surah-row][data-nomor="112"]');
    await row.getByRole('alert').getByText('server audio sedang tidak dapat dihubungi', { exact: false }).waitFor();
    await row.getByRole('button', { name: 'Putar Al-Ikhlas' }).waitFor();
    await context.close();
  });

  it('plays one surah at a time from the (mocked) audio host: pause, resume, switch, back to play at the end', async () => {
    const context = await phoneContext(browser);
    const requested = await mockAudioHost(context);
    const page = await context.newPage();
    await page.goto(`${base()}/quran/murottal`);
    await page.getByRole('button', { name: 'Putar Al-Fatihah' }).click();
    await page.getByRole('button', { name: 'Jeda Al-Fatihah' }).waitFor();
    await waitPlaying(page, 0.3);
    let audio = await audioState(page);
    expect(audio.src).toBe(`${AUDIO_HOST}/audio-full/Abdullah-Al-Juhany/001.mp3`);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toContain('Al-Fatihah');
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.artist)).toBe('Abdullah Al-Juhany');

    // Same row: pause, then resume where it stopped.
    await page.getByRole('button', { name: 'Jeda Al-Fatihah' }).click();
    await page.getByRole('button', { name: 'Putar Al-Fatihah' }).waitFor();
    audio = await audioState(page);
    expect(audio.paused).toBe(true);
    const pausedAt = audio.time;
    await page.getByRole('button', { name: 'Putar Al-Fatihah' }).click();
    await page.getByRole('button', { name: 'Jeda Al-Fatihah' }).waitFor();
    await waitPlaying(page, pausedAt);

    // Another row: the first returns to play, the new one plays; at its end its button returns to play.
    await page.getByRole('button', { name: 'Putar An-Nas', exact: true }).click();
    await page.getByRole('button', { name: 'Putar Al-Fatihah' }).waitFor();
    await page.getByRole('button', { name: 'Jeda An-Nas', exact: true }).waitFor();
    expect((await audioState(page)).src).toMatch(/\/114\.mp3$/);
    await page.getByRole('button', { name: 'Putar An-Nas', exact: true }).waitFor({ timeout: 10_000 });
    expect((await audioState(page)).ended).toBe(true);
    expect(await page.locator('button[data-state=playing]').count()).toBe(0);

    // The reciter choice is remembered and used for the next surah.
    await page.getByRole('combobox').selectOption('05');
    await page.reload();
    await page.getByRole('button', { name: 'Putar Al-Ikhlas' }).waitFor();
    await page.waitForFunction(() => document.querySelector('select')?.value === '05');
    await page.getByRole('button', { name: 'Putar Al-Ikhlas' }).click();
    await waitPlaying(page);
    expect((await audioState(page)).src).toBe(`${AUDIO_HOST}/audio-full/Misyari-Rasyid-Al-Afasi/112.mp3`);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((u) => u.startsWith(`${AUDIO_HOST}/audio-full/`))).toBe(true);
    await context.close();
  });

  it("'Simpan offline' saves a surah with progress, then it plays offline from the cache; unsaved ones explain why not", async () => {
    const context = await phoneContext(browser);
    await mockAudioHost(context);
    const page = await context.newPage();
    await page.goto(`${base()}/quran/murottal`);
    await waitForServiceWorker(page);
    // Record every progress text shown, however quick the download.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid=download-progress]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Simpan offline Al-Fatihah' }).click();
    const row = page.locator('[data-testid=surah-row][data-nomor="1"]');
    await page.waitForFunction(() => document.querySelector('[data-testid=surah-row][data-nomor="1"]')?.getAttribute('data-saved') === 'true');
    expect(await row.getByText(/Tersimpan offline/).isVisible()).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.some((text) => /^Menyimpan… \d+% · \d+,\d MB dari \d+,\d MB$/.test(text))).toBe(true);
    expect(await page.evaluate(async () => !!(await (await caches.open('jariyah-audio-v1')).match('https://cdn.equran.id/audio-full/Abdullah-Al-Juhany/001.mp3')))).toBe(true);

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${base()}/quran/murottal`);
    // Chromium drops the offline emulation for a page the worker serves (navigator.onLine stays
    // true there); saying it again reaches the page, which hears 'offline' as a phone would.
    await context.setOffline(false);
    await context.setOffline(true);
    await offline.getByText('Kamu sedang offline. Surah yang sudah disimpan tetap bisa diputar.').waitFor();
    await offline.locator('[data-testid=surah-row][data-nomor="1"][data-saved=true]').waitFor();
    await offline.getByRole('button', { name: 'Putar Al-Fatihah' }).click();
    await waitPlaying(offline, 0.3);
    await offline.getByRole('button', { name: 'Jeda Al-Fatihah' }).click();

    // Not saved and offline: a clear message, not a broken player.
    await offline.getByRole('button', { name: 'Putar Al-Baqarah' }).click();
    await offline.getByRole('alert').getByText('Audio belum tersimpan di perangkat. Kamu sedang offline — simpan surah ini saat online agar bisa diputar tanpa sinyal.').waitFor();
    expect(await offline.getByRole('button', { name: 'Simpan offline Al-Baqarah' }).isDisabled()).toBe(true);
    expect((await audioState(offline)).src).toMatch(/\/001\.mp3$/);

    // A saved surah can be removed again.
    await offline.getByRole('button', { name: 'Hapus simpanan Al-Fatihah' }).click();
    await offline.locator('[data-testid=surah-row][data-nomor="1"][data-saved=false]').waitFor();
    expect(await offline.evaluate(async () => !!(await (await caches.open('jariyah-audio-v1')).match('https://cdn.equran.id/audio-full/Abdullah-Al-Juhany/001.mp3')))).toBe(false);
    await context.close();
  });

  it('/semua-layanan lists every service, grouped, with working links', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/semua-layanan`);
    await page.getByRole('heading', { name: 'Semua Layanan', exact: true }).waitFor();
    for (const heading of ['Ibadah', 'Donasi', 'Masjid']) expect(await page.getByRole('heading', { name: heading, exact: true }).isVisible()).toBe(true);
    const expected: Record<string, string> = {
      'Jadwal Sholat': '/jadwal-sholat',
      Kiblat: '/kiblat',
      Tasbih: '/dzikir',
      'Dzikir Shalat': '/dzikir?menu=shalat',
      "Al Ma'tsurat": '/dzikir?menu=al-matsurat',
      'Asmaul Husna': '/dzikir/asmaul-husna',
      'Quran Murottal': '/quran/murottal',
      // Issue 43: reading the 30 juz together.
      'Khataman Bersama': '/khataman',
      Infaq: '/infaq',
      // Issue 29: the zakat calculator.
      Zakat: '/zakat',
      'Kencleng Masjid': '/kencleng-masjid',
      'Riwayat Donasi': '/donation',
      Masjid: '/masjid',
      'Peta Masjid': '/kencleng-masjid/map',
      // Issue 17: the mosques' open finance reports, inside the app.
      'Keuangan Masjid': '/keuangan-masjid',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);
    }

    await page.getByRole('link', { name: "Al Ma'tsurat", exact: true }).click();
    const sheet = page.getByRole('dialog', { name: "Al Ma'tsurat" });
    await sheet.waitFor();
    expect(await sheet.getByRole('link').count()).toBe(4);
    await sheet.getByRole('link', { name: "Al Ma'tsurat Sugro Petang" }).click();
    await page.waitForURL(`${base()}/dzikir/al-matsurat/sugro-petang`);
    await page.getByTestId('dzikir-item').first().waitFor();
    await context.close();
  });
});
