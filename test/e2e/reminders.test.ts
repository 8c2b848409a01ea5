import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { shot } from '../support/accounts.ts';
import { readCalendar } from '../support/ical-read.ts';
import { computePrayerInstants } from '../../src/contract/prayer-times.ts';

/*
 * Reminders for everyone: a guest finds the bell on the schedule, turns on Maghrib, and where push
 * cannot be had is told so within 10 s and handed a calendar that works anyway; the open app then
 * shows the reminder itself at Maghrib.
 */

const base = () => process.env.E2E_BASE_URL!;
const MONAS = { latitude: -6.1754, longitude: 106.8272 };
const SAYS_WITHIN_MS = 10_000;

/** From a bell on /jadwal-sholat to Pengaturan with Maghrib's switch in hand, as a new visitor. */
async function bellToMaghrib(page: Page) {
  await page.goto(`${base()}/jadwal-sholat`);
  const bell = page.getByRole('link', { name: 'Atur pengingat Maghrib' });
  await bell.waitFor({ timeout: 20_000 });
  await shot(page, 'reminders-schedule-bells');
  await bell.click();
  await page.waitForURL(`${base()}/profile/pengaturan?pengingat=maghrib`);
  const maghrib = page.getByRole('switch', { name: 'Pengingat Maghrib' });
  await maghrib.waitFor();
  // The bell's prayer is the one in focus, and on screen: the reminders sit a screen and a half
  // below 'Tampilan', so a page left at the top would show none of them.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Pengingat Maghrib');
  const onScreen = () => maghrib.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });
  await expect.poll(onScreen).toBe(true);
  await page.waitForTimeout(500); // nothing moves it away once the page has settled
  expect(await onScreen()).toBe(true);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  return maghrib;
}

/** The calendar link the page offers: a webcal:// address whose https twin answers a feed that parses. */
async function offeredCalendar(page: Page) {
  const link = page.getByRole('link', { name: 'Tambahkan ke Kalender' });
  const webcal = (await link.getAttribute('href'))!;
  expect(webcal.startsWith('webcal://')).toBe(true);
  const res = await fetch(webcal.replace(/^webcal:/, 'http:'));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return { webcal, calendar: readCalendar(await res.text()) };
}

describe('reminders for a guest in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('no PushManager: the bell leads to Maghrib, the page says so at once and offers a calendar whose feed rings at Maghrib; the open app shows the moment', async () => {
    const context = await phoneContext(browser, { geolocation: MONAS });
    // A browser with no push at all (as on phones without Google services).
    await context.addInitScript(() => Reflect.deleteProperty(globalThis, 'PushManager'));
    const page = await context.newPage();
    await page.goto(base()); // the home screen finds the place and keeps it for the prayer times
    await page.getByTestId('countdown').first().waitFor({ timeout: 20_000 });
    await waitForServiceWorker(page);

    const maghrib = await bellToMaghrib(page);
    const tapped = Date.now();
    await maghrib.click();
    await expect.poll(() => maghrib.isChecked(), { timeout: 5_000 }).toBe(true); // a busy phone may take a frame or two
    const alert = page.getByRole('alert').filter({ hasText: 'Browser ini belum mendukung notifikasi.' });
    await alert.waitFor({ timeout: SAYS_WITHIN_MS });
    await page.getByRole('link', { name: 'Tambahkan ke Kalender' }).waitFor({ timeout: SAYS_WITHIN_MS });
    expect(Date.now() - tapped).toBeLessThan(SAYS_WITHIN_MS);
    expect(await alert.textContent()).toContain('tambahkan jadwal ke kalender ponselmu');
    // The choice is kept on the device: the open app and the calendar use it.
    expect(await maghrib.isChecked()).toBe(true);
    await expect.poll(async () => (await offeredCalendar(page)).webcal).toContain('prayers=maghrib%3A0');
    await shot(page, 'reminders-no-push');

    const { calendar } = await offeredCalendar(page);
    expect(calendar.events.length).toBe(30 * 5);
    const ringing = calendar.events.filter((e) => e.alarms.length > 0);
    expect(ringing).toHaveLength(30);
    expect(ringing.every((e) => e.summary === 'Sholat Maghrib' && e.alarms[0]!.triggerSeconds === 0)).toBe(true);
    // The month's download is a file of the same calendar.
    const download = await page.getByRole('link', { name: /^Unduh / }).getAttribute('href');
    const month = await fetch(new URL(download!, base()));
    expect(month.headers.get('content-disposition')).toMatch(/^attachment; filename="jadwal-sholat-.+\.ics"$/);
    expect(readCalendar(await month.text()).events.filter((e) => e.alarms.length > 0).length).toBeGreaterThanOrEqual(28);

    // The in-app moment: the app open across Maghrib shows it, on the page's own clock.
    await page.close();
    const day = '2026-12-10';
    const maghribAt = computePrayerInstants(MONAS, day).maghrib;
    const clockPage = await context.newPage();
    await clockPage.clock.install({ time: new Date(maghribAt - 90_000) });
    await clockPage.goto(base());
    await clockPage.getByTestId('countdown').first().waitFor({ timeout: 20_000 });
    expect(await clockPage.getByTestId('prayer-moment').count()).toBe(0);
    await clockPage.clock.runFor(100_000);
    const moment = clockPage.getByTestId('prayer-moment');
    await moment.waitFor({ timeout: 10_000 });
    expect(await moment.textContent()).toContain('Waktunya sholat Maghrib');
    const hhmm = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Jakarta' }).format(new Date(maghribAt));
    expect(await moment.textContent()).toContain(`Pukul ${hhmm}`);
    await shot(clockPage, 'reminders-in-app-moment');
    await clockPage.getByRole('button', { name: 'Tutup pengingat' }).click();
    expect(await clockPage.getByTestId('prayer-moment').count()).toBe(0);
    await context.close();
  }, 180_000);

  it("Chromium's own push with no push service to reach: the page says so within 10 s and offers the calendar", async () => {
    const context = await phoneContext(browser, { geolocation: MONAS });
    await context.grantPermissions(['notifications', 'geolocation'], { origin: base() });
    const page = await context.newPage();
    await page.goto(base());
    await page.getByTestId('countdown').first().waitFor({ timeout: 20_000 });
    await waitForServiceWorker(page);
    const maghrib = await bellToMaghrib(page);
    const tapped = Date.now();
    await maghrib.click();
    await expect.poll(() => maghrib.isChecked(), { timeout: 5_000 }).toBe(true); // a busy phone may take a frame or two
    await page.getByRole('alert').filter({ hasText: /Notifikasi tidak bisa diaktifkan di perangkat ini/ }).waitFor({ timeout: SAYS_WITHIN_MS });
    expect(Date.now() - tapped).toBeLessThan(SAYS_WITHIN_MS);
    const { calendar } = await offeredCalendar(page);
    expect(calendar.events.some((e) => e.alarms.length > 0)).toBe(true);
    await shot(page, 'reminders-push-failed');
    await context.close();
  }, 120_000);

  it('a guest reaches Pengaturan and the info pages from the Profil tab, below the login form', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(base());
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.waitForURL(`${base()}/auth`);
    await page.getByRole('button', { name: /Masuk/ }).first().waitFor();
    for (const name of ['Tentang Kami', 'Bantuan', 'Syarat & Ketentuan', 'Kebijakan Privasi']) await page.getByRole('link', { name }).waitFor();
    await shot(page, 'reminders-guest-profile');
    await page.getByRole('link', { name: /^Pengaturan/ }).click();
    await page.waitForURL(`${base()}/profile/pengaturan`);
    await page.getByRole('heading', { name: 'Pengingat & Notifikasi' }).waitFor();
    await context.close();
  }, 120_000);
});
