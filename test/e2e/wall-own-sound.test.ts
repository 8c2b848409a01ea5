import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { goOffline, launchBrowser, phoneContext } from '../support/browser.ts';
import { api, ensureStaffAccount, logInThroughForm, shot, smallPng } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { STAFF } from '../support/server-process.ts';

// Issue 44: a mosque's own adzan sound. Staff pick the file on their phone in 'Layar Masjid' (a
// picture passed off as a sound is refused in Indonesian), hear it there, and turn it on; the
// hall's screen, opened once, says it is ready offline only when the sound is kept too, and
// with the network gone the sound is still there to play.

const base = () => process.env.E2E_BASE_URL!;
/** An MP3 as a phone's file picker hands it over: an ID3 tag, then the frames (here silence). */
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2045)]);

describe("a mosque's own sound on its wall (Chromium)", () => {
  let browser: Browser;
  let masjidId = 0;
  let slug = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await ensureStaffAccount(base());
    const { cookie } = await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
    const created = await api(base(), 'admin', 'save_mosque', {
      nama: `Masjid Bunyi Sendiri ${Date.now() % 100000}`, alamat: 'Jl. Bedug No. 7', kota: 'Yogyakarta', latitude: '-7.8014', longitude: '110.3644', open_kencleng: 'Y',
    }, cookie);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ({ id: masjidId, slug } = created.body.data as { id: number; slug: string });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('is uploaded from the panel, and the screen keeps it for offline before it says it is ready', async () => {
    const staff = await phoneContext(browser);
    await mockMapTiles(staff);
    const phone = await staff.newPage();
    await logInThroughForm(phone, base(), STAFF.phone, STAFF.password);
    await phone.goto(`${base()}/admin/masjid/${masjidId}`);
    const settings = phone.getByRole('form', { name: 'Atur Layar Masjid' });
    await settings.getByLabel('Bunyi sendiri').check();
    const own = settings.getByTestId('wall-own-chime');
    await own.getByText('Belum ada berkas bunyi', { exact: false }).waitFor();
    // A picture called a sound: the server reads the bytes and says so.
    await own.getByLabel('Pilih berkas bunyi').setInputFiles({ name: 'bedug.mp3', mimeType: 'audio/mpeg', buffer: smallPng(32) });
    await own.getByText('Bunyi harus berupa berkas MP3, M4A atau OGG').waitFor();
    await own.getByLabel('Pilih berkas bunyi').setInputFiles({ name: 'bedug.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
    await phone.getByText('Bunyi sendiri tersimpan dan dipakai layar').waitFor();
    const preview = own.getByLabel('Dengarkan bunyi sendiri');
    const ownUrl = new URL((await preview.getAttribute('src'))!, base()).pathname;
    expect(ownUrl).toMatch(/^\/uploads\/[a-f0-9-]{36}\.mp3$/);
    expect(await own.getByText('Bunyi harus berupa', { exact: false }).count()).toBe(0);
    await settings.getByRole('switch', { name: 'Saat adzan' }).check();
    await settings.getByRole('button', { name: 'Simpan Pengaturan Layar' }).click();
    await phone.getByText('Pengaturan layar berhasil disimpan').waitFor();
    await phone.waitForTimeout(3200); // the toasts gone
    if (process.env.SHOTS_DIR) await own.screenshot({ path: `${process.env.SHOTS_DIR}/wall-own-sound-01-panel.png` });
    // Nothing of it runs past the phone's edge.
    expect(await own.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth && el.scrollWidth <= el.clientWidth)).toBe(true);
    await staff.close();

    // The hall's screen, opened once in a fresh browser.
    const hall = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'id-ID', timezoneId: 'Asia/Jakarta', serviceWorkers: 'allow' });
    const screen = await hall.newPage();
    await screen.goto(`${base()}/masjid/${slug}/layar`);
    await screen.getByTestId('wall').waitFor();
    await screen.getByText('Siap dipakai tanpa internet').waitFor({ timeout: 30_000 });
    await shot(screen, 'wall-own-sound-02-ready');
    await goOffline(hall);
    const offline = await screen.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, head: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 3)) };
    }, ownUrl);
    expect(offline).toEqual({ status: 200, head: 'ID3' });
    await hall.close();
  });
});
