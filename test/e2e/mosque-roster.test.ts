import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { goOffline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, mosqueWithStaff, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { KODE_HEADER } from '../../src/contract/envelope.ts';
import { addDays, dateInZone, instantOf } from '../../src/contract/zone-clock.ts';

// Issue 43, the Ramadan rosters end to end on a phone: the mosque's staff have filled the coming
// nights, some slots named and one left open; a guest on the mosque page taps 'Saya bersedia', is
// sent to log in and brought back, takes the slot, sees it as theirs and gives it back; the page
// opens again offline with the roster; the hall's wall screen names today's imam and takjil.

const base = () => process.env.E2E_BASE_URL!;
const ZONE = 'Asia/Jakarta';
const PASSWORD = 'sandi-petugas-43';

describe('Ramadan rosters on the mosque page and the wall (Chromium)', () => {
  let browser: Browser;
  const staffPhone = randomPhone();
  const memberPhone = randomPhone();
  const mosqueName = `Masjid Petugas Uji ${Date.now() % 100000}`;
  let slug = '';
  const today = dateInZone(Date.now(), ZONE);
  const tomorrow = addDays(today, 1);

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerByApi(base(), staffPhone, 'Takmir Ramadan', PASSWORD);
    await registerByApi(base(), memberPhone, 'Zainab Rahma', PASSWORD);
    const mosque = await mosqueWithStaff(base(), staffPhone, { nama: mosqueName, alamat: 'Jl. Tarawih No. 27', kota: 'Bekasi', latitude: '-6.2383', longitude: '106.9756' });
    slug = mosque.slug;
    const staff = await api(base(), 'auth', 'login', { whatsapp: staffPhone, password: PASSWORD });
    for (const [date, role, name] of [[today, 'imam_tarawih', 'Ust. Abdul Somad'], [today, 'takjil', 'Keluarga Pak Hasan'], [tomorrow, 'imam_tarawih', 'Ust. Adi Hidayat'], [tomorrow, 'takjil', '']] as const) {
      const res = await api(base(), 'admin', 'add_roster_slot', { masjid_id: String(mosque.id), date, role, name }, staff.cookie);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a guest volunteers for the open takjil after logging in, sees it as theirs and gives it back; offline the roster still shows; the wall names tonight', async () => {
    const context = await phoneContext(browser);
    await mockMapTiles(context);
    const page = await context.newPage();
    await page.goto(`${base()}/masjid/${slug}`);
    const section = page.locator('section#petugas');
    await section.getByRole('heading', { name: 'Petugas Ramadan' }).waitFor();
    await section.getByText('Ust. Abdul Somad').waitFor();
    await section.getByText('Keluarga Pak Hasan').waitFor();
    expect(await section.getByTestId('roster-slot').count()).toBe(4);
    const open = section.getByRole('button', { name: /^Saya bersedia: Takjil/ });
    await open.scrollIntoViewIfNeeded();
    await shot(page, 'roster-01-mosque-page');

    // A guest's tap leads to logging in, and back here.
    await open.click();
    await page.waitForURL(`${base()}/auth?state=petugas`);
    await page.getByLabel('Nomor Whatsapp').fill(memberPhone);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${base()}/masjid/${slug}#petugas`);
    await section.getByRole('button', { name: /^Saya bersedia: Takjil/ }).click();
    await page.getByText('Terima kasih, kamu tercatat sebagai petugas. Pengingat dikirim sehari sebelumnya.').waitFor();
    await section.getByText('Zainab Rahma (kamu)').waitFor();
    expect(await section.getByRole('button', { name: /^Saya bersedia/ }).count()).toBe(0);
    await shot(page, 'roster-02-volunteered');

    // Given back: open again.
    await section.getByRole('button', { name: /^Batalkan tugas Takjil/ }).click();
    await page.getByText('Pendaftaranmu dibatalkan. Tugasnya kembali kosong.').waitFor();
    await section.getByRole('button', { name: /^Saya bersedia: Takjil/ }).waitFor();
    // The page reads its roster again after the change, so the copy kept for offline holds it.
    const readAgain = page.waitForResponse((r) => r.url().includes('/api/masjid') && r.request().method() === 'GET' && r.request().headers()[KODE_HEADER] === 'get_roster');
    await section.getByRole('button', { name: /^Saya bersedia: Takjil/ }).click();
    await section.getByText('Zainab Rahma (kamu)').waitFor();
    await readAgain;

    // Seen once, the page opens again without a signal, the roster in it.
    await waitForServiceWorker(page);
    await page.waitForTimeout(500); // the answer's copy settles in the worker's cache
    await goOffline(context);
    const offline = await context.newPage();
    await offline.goto(`${base()}/masjid/${slug}`);
    await offline.locator('section#petugas').getByText('Zainab Rahma (kamu)').waitFor({ timeout: 15_000 });
    await context.close();

    // The hall's screen at 09:00 names today's imam and takjil under the countdown.
    const wall = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'id-ID', timezoneId: ZONE, serviceWorkers: 'allow' });
    const screen = await wall.newPage();
    await screen.clock.install({ time: new Date(instantOf(today, '09:00', ZONE)) });
    await screen.goto(`${base()}/masjid/${slug}/layar`);
    await expect.poll(() => screen.getByTestId('wall-today').textContent(), { timeout: 15_000 })
      .toBe('Imam Tarawih: Ust. Abdul Somad · Takjil: Keluarga Pak Hasan');
    if (process.env.SHOTS_DIR) await screen.screenshot({ path: `${process.env.SHOTS_DIR}/roster-03-wall.png` });
    await wall.close();
  });
});
