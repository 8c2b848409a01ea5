import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext } from '../support/browser.ts';
import { api, logInThroughForm, mosqueWithStaff, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { addDays, dateInZone } from '../../src/contract/zone-clock.ts';

// Issue 43, registration with a capacity on a phone: the mosque's staff give tomorrow's kajian one
// seat; a guest on /kajian taps 'Daftar', logs in, is brought back and takes the seat; another
// person sees 'Kuota penuh' and no button; a tap without a signal changes nothing; once the first
// gives the seat back, the other takes it, and sees it on the mosque page's Kegiatan too.

const base = () => process.env.E2E_BASE_URL!;
const ZONE = 'Asia/Jakarta';
const PASSWORD = 'sandi-kuota-43';
const HERE = { latitude: -6.1900, longitude: 106.8400 };

describe('Kajian registration (Chromium)', () => {
  let browser: Browser;
  const tag = `Q${Date.now() % 100000}`;
  const title = `Kajian Sirah ${tag}`;
  const tomorrow = addDays(dateInZone(Date.now(), ZONE), 1);
  const aPhone = randomPhone();
  const bPhone = randomPhone();
  let slug = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const staffPhone = randomPhone();
    await registerByApi(base(), staffPhone, 'Takmir Kuota', PASSWORD);
    await registerByApi(base(), aPhone, 'Aisyah Kuota', PASSWORD);
    await registerByApi(base(), bPhone, 'Bilal Kuota', PASSWORD);
    const mosque = await mosqueWithStaff(base(), staffPhone, { nama: `Masjid Kuota ${tag}`, alamat: 'Jl. Cikini', kota: 'Jakarta Pusat', latitude: '-6.1950', longitude: '106.8420' });
    slug = mosque.slug;
    const staff = await api(base(), 'auth', 'login', { whatsapp: staffPhone, password: PASSWORD });
    for (const [name, time, capacity] of [[title, '19:30', '1'], [`Kajian Fiqih Wanita ${tag}`, '20:00', '40'], [`Kajian Terbuka ${tag}`, '20:30', '']] as const) {
      const res = await api(base(), 'admin', 'add_activity', { masjid_id: String(mosque.id), kind: 'kajian', title: name, speaker: 'Ustadz Budi', date: tomorrow, time, repeat: 'none', capacity }, staff.cookie);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });
  afterAll(async () => {
    await browser.close();
  });

  const openList = async (page: Page) => {
    await page.goto(`${base()}/kajian?q=${tag}`);
    await expect.poll(() => page.getByTestId('kajian-row').count(), { timeout: 15_000 }).toBe(3);
  };
  const item = (page: Page, name: string) => page.getByTestId('kajian-item').filter({ hasText: name });

  it('one seat: a guest logs in and takes it, another sees it full, a tap offline changes nothing, a cancel frees it for the other', async () => {
    const a = await phoneContext(browser, { geolocation: HERE });
    await mockMapTiles(a);
    const pageA = await a.newPage();
    await openList(pageA);
    const rowA = item(pageA, title);
    await expect.poll(() => rowA.getByTestId('kajian-seats').innerText()).toContain('Sisa kuota 1 dari 1');
    expect(await item(pageA, `Kajian Fiqih Wanita ${tag}`).getByTestId('kajian-seats').innerText()).toContain('Sisa kuota 40 dari 40');
    // A kajian without registration reads as before.
    expect(await item(pageA, `Kajian Terbuka ${tag}`).getByTestId('kajian-seats').count()).toBe(0);
    await shot(pageA, 'kajian-reg-01-guest');

    // A guest's tap leads to logging in, and back to the same list.
    await rowA.getByRole('button', { name: `Daftar: ${title}` }).click();
    await pageA.waitForURL(`${base()}/auth?state=petugas`);
    await pageA.getByLabel('Nomor Whatsapp').fill(aPhone);
    await pageA.getByLabel('Kata Sandi', { exact: true }).fill(PASSWORD);
    await pageA.getByRole('button', { name: 'Masuk' }).click();
    await pageA.waitForURL(`${base()}/kajian?q=${tag}`);
    await item(pageA, title).getByRole('button', { name: `Daftar: ${title}` }).click();
    await pageA.getByText('Kamu terdaftar. Sampai jumpa di kajian, insyaAllah.').waitFor();
    await expect.poll(() => item(pageA, title).getByTestId('kajian-seats').innerText()).toMatch(/Kamu terdaftar\s+Kuota penuh/);
    await item(pageA, title).getByRole('button', { name: `Batal daftar: ${title}` }).waitFor();
    await shot(pageA, 'kajian-reg-02-registered');

    // Another person sees it full, with no button to tap.
    const b = await phoneContext(browser, { geolocation: HERE });
    await mockMapTiles(b);
    const pageB = await b.newPage();
    await logInThroughForm(pageB, base(), bPhone, PASSWORD);
    await openList(pageB);
    await expect.poll(() => item(pageB, title).getByTestId('kajian-seats').innerText()).toBe('Kuota penuh');
    expect(await item(pageB, title).getByRole('button').count()).toBe(0);
    await shot(pageB, 'kajian-reg-03-full');

    // Without a signal the cancel cannot go through: A is told, and still holds the seat.
    await goOffline(a);
    await item(pageA, title).getByRole('button', { name: `Batal daftar: ${title}` }).click();
    await pageA.getByText('Tidak ada koneksi internet. Coba lagi saat online, ya.').waitFor();
    expect(await item(pageA, title).getByTestId('kajian-seats').innerText()).toMatch(/Kamu terdaftar\s+Kuota penuh/);
    await goOnline(a);

    await item(pageA, title).getByRole('button', { name: `Batal daftar: ${title}` }).click();
    await pageA.getByText('Pendaftaranmu dibatalkan. Kursinya kembali untuk jamaah lain.').waitFor();
    await expect.poll(() => item(pageA, title).getByTestId('kajian-seats').innerText()).toContain('Sisa kuota 1 dari 1');

    // The seat is B's to take now.
    await openList(pageB);
    await expect.poll(() => item(pageB, title).getByTestId('kajian-seats').innerText()).toContain('Sisa kuota 1 dari 1');
    await item(pageB, title).getByRole('button', { name: `Daftar: ${title}` }).click();
    await pageB.getByText('Kamu terdaftar. Sampai jumpa di kajian, insyaAllah.').waitFor();
    await expect.poll(() => item(pageB, title).getByTestId('kajian-seats').innerText()).toMatch(/Kamu terdaftar\s+Kuota penuh/);
    // Read again, the page still knows the seat is B's (their own list, not the shared one).
    await openList(pageB);
    await expect.poll(() => item(pageB, title).getByTestId('kajian-seats').innerText()).toMatch(/Kamu terdaftar\s+Kuota penuh/);
    // The mosque page's Kegiatan tells the same, and gives the seat back from there too.
    await pageB.goto(`${base()}/masjid/${slug}`);
    const kegiatan = pageB.locator('section#kegiatan').getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => kegiatan.getByTestId('kajian-seats').innerText(), { timeout: 15_000 }).toMatch(/Kamu terdaftar\s+Kuota penuh/);
    expect(await pageB.locator('section#kegiatan').getByRole('listitem').filter({ hasText: `Kajian Fiqih Wanita ${tag}` }).getByTestId('kajian-seats').innerText()).toContain('Sisa kuota 40 dari 40');
    await kegiatan.scrollIntoViewIfNeeded();
    await shot(pageB, 'kajian-reg-05-mosque-page');
    await kegiatan.getByRole('button', { name: `Batal daftar: ${title}` }).click();
    await pageB.getByText('Pendaftaranmu dibatalkan. Kursinya kembali untuk jamaah lain.').waitFor();
    await expect.poll(() => kegiatan.getByTestId('kajian-seats').innerText()).toContain('Sisa kuota 1 dari 1');
    await openList(pageB);
    if (process.env.SHOTS_DIR) {
      await pageB.emulateMedia({ colorScheme: 'dark' });
      await shot(pageB, 'kajian-reg-04-dark');
    }
    await a.close();
    await b.close();
  });
});
