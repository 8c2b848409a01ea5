import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';

const base = () => process.env.E2E_BASE_URL!;
const MONAS = { latitude: -6.1754, longitude: 106.8272 };
const COUNTDOWN = /^\d+ jam \d+ menit lagi menuju (Subuh|Dzuhur|Ashar|Maghrib|Isya)$/;
const HIJRI = /^(Malam )?\d{1,2} [A-Za-z ]+ 14\d\d H$/;

async function homePrayerArea(page: Page) {
  const area = page.getByRole('region', { name: 'Jadwal sholat' });
  await area.getByTestId('countdown').waitFor({ timeout: 15_000 });
  return {
    pill: await page.getByRole('button', { name: /^Lokasi:/ }).innerText(),
    place: await page.getByTestId('prayer-place').innerText(),
    hijri: await area.getByTestId('hijri-date').innerText(),
    next: await area.getByTestId('next-prayer').innerText(),
    countdown: (await area.getByTestId('countdown').innerText()).trim(),
  };
}

const storedDays = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('jariyah');
        open.onsuccess = () => {
          const count = open.result.transaction('prayerDays').objectStore('prayerDays').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error ?? new Error('IndexedDB'));
        };
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
      }),
  );

describe('prayer times, place and qibla in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows place, Hijri date, next prayer and countdown, then the same offline from the device', async () => {
    const context = await phoneContext(browser, { geolocation: MONAS });
    const page = await context.newPage();
    await page.goto(base());
    await waitForServiceWorker(page);
    const online = await homePrayerArea(page);
    expect(online.pill).toBe('Kota Jakarta Pusat');
    expect(online.place).toBe('Kota Jakarta Pusat');
    expect(online.hijri).toMatch(HIJRI);
    expect(online.next).toMatch(/^(Subuh|Dzuhur|Ashar|Maghrib|Isya)$/);
    expect(online.countdown).toMatch(COUNTDOWN);
    expect(online.countdown.endsWith(online.next)).toBe(true);
    await expect.poll(() => storedDays(page)).toBe(30);

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(base());
    const again = await homePrayerArea(offline);
    expect(again.place).toBe('Kota Jakarta Pusat');
    expect(again.hijri).toBe(online.hijri);
    expect(again.next).toBe(online.next);
    expect(again.countdown).toMatch(COUNTDOWN);

    // A tap on the prayer area opens the full schedule, still offline.
    await offline.getByRole('link', { name: /Lihat jadwal lengkap/ }).click();
    await offline.waitForURL(`${base()}/jadwal-sholat`);
    const today = offline.getByRole('region', { name: 'Hari ini' });
    await today.getByText('Imsak').waitFor();
    expect(await today.locator('[data-key="imsak"] strong').innerText()).toMatch(/^\d{2}:\d{2}$/);
    expect(await today.locator('[data-key="terbit"] strong').innerText()).toMatch(/^\d{2}:\d{2}$/);
    expect(await today.locator('[aria-current="time"]').count()).toBeLessThanOrEqual(1);
    const week = offline.getByRole('region', { name: '7 hari ke depan' });
    expect(await week.locator('tbody tr').count()).toBe(7);

    await offline.goto(`${base()}/kiblat`);
    await offline.getByTestId('qibla-bearing').waitFor();
    expect(await offline.getByTestId('qibla-bearing').innerText()).toBe('295°');
    await context.close();
  });

  it('without a location asks only on a tap, says when it failed, and a city picked from the sheet gives its own zone', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(base());
    const pill = page.getByRole('button', { name: /^Lokasi:/ });
    // Never asked: nothing is asked on load, and that is not called a failure.
    await page.getByRole('button', { name: 'Lokasi: Lokasi belum diatur' }).waitFor({ timeout: 8_000 });
    const hero = page.getByRole('region', { name: 'Jadwal sholat' });
    expect(await hero.innerText()).toContain('Izinkan lokasi atau pilih kotamu');
    // The tap asks; this browser refuses, and now it is a failure.
    await hero.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
    await page.getByRole('button', { name: 'Lokasi: Gagal mendapatkan Lokasi' }).waitFor({ timeout: 8_000 });
    expect(await hero.getByRole('button', { name: 'Gunakan lokasi saya' }).count()).toBe(0);
    await pill.click();
    const sheet = page.getByRole('dialog', { name: 'Pilih Lokasi' });
    await sheet.getByRole('searchbox').fill('makassar');
    await sheet.getByRole('button', { name: /Kota Makassar/ }).click();
    await page.getByRole('button', { name: 'Lokasi: Kota Makassar' }).waitFor();
    await page.getByTestId('countdown').waitFor();
    expect(await page.getByRole('region', { name: 'Jadwal sholat' }).innerText()).toContain('WITA');
    await context.close();
  });

  it("shows the place's height on the schedule (Bandung), and abroad the device's own zone and 'Lokasi saat ini'", async () => {
    const bandung = await phoneContext(browser, { geolocation: { latitude: -6.92, longitude: 107.61 } });
    let page = await bandung.newPage();
    await page.goto(`${base()}/jadwal-sholat`);
    const line = page.getByTestId('schedule-place');
    await line.filter({ hasText: '·' }).waitFor({ timeout: 15_000 });
    expect(await line.innerText()).toBe('Kota Bandung · 714 m');
    await bandung.close();

    // A phone in London: its clock's zone, no Indonesian regency.
    const london = await browser.newContext({
      viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, locale: 'id-ID', timezoneId: 'Europe/London',
      geolocation: { latitude: 51.5072, longitude: -0.1276 }, permissions: ['geolocation'],
    });
    page = await london.newPage();
    await page.goto(`${base()}/jadwal-sholat`);
    await page.getByTestId('schedule-place').filter({ hasText: 'Lokasi saat ini' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('schedule-place').innerText()).toBe('Lokasi saat ini · 51,51° LU 0,13° BB');
    expect(await page.getByRole('button', { name: /Lokasi saat ini/ }).first().innerText()).toMatch(/GMT/);
    await london.close();
  });
});
