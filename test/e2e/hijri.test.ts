import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';

const base = () => process.env.E2E_BASE_URL!;
const MONAS = { latitude: -6.1754, longitude: 106.8272 };

const hijriLine = (page: Page) => page.getByRole('region', { name: 'Jadwal sholat' }).getByTestId('hijri-date').innerText();

describe("Kemenag's Hijri date on the home card, in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows the isbat's date, and after maghrib the evening of the next day ('Malam 1 Ramadhan')", async () => {
    const context = await phoneContext(browser, { geolocation: MONAS });
    const page = await context.newPage();
    // 30 Syakban 1447 (Kemenag completed Syakban; Umm al-Qura −1 said 29 Syakban), before maghrib in Jakarta.
    await page.clock.setFixedTime(new Date('2026-02-18T17:30:00+07:00'));
    await page.goto(base());
    await page.getByTestId('countdown').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('next-prayer').innerText()).toBe('Maghrib');
    expect(await hijriLine(page)).toBe('30 Syakban 1447 H');

    // After maghrib the first night of tarawih already belongs to 1 Ramadhan.
    await page.clock.setFixedTime(new Date('2026-02-18T18:45:00+07:00'));
    await expect.poll(() => hijriLine(page), { timeout: 10_000 }).toBe('Malam 1 Ramadhan 1447 H');
    expect(await page.getByTestId('next-prayer').innerText()).toBe('Isya');

    // The phone keeps the server's isbat table for offline starts.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('jariyah:isbat') ?? '[]').length), { timeout: 10_000 }).toBeGreaterThanOrEqual(9);
    await context.close();
  });

  it('shows Idul Adha 1446 on the day the Ministry announced (6 Juni 2025)', async () => {
    const context = await phoneContext(browser, { geolocation: MONAS });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2025-06-06T07:00:00+07:00'));
    await page.goto(base());
    await page.getByTestId('countdown').waitFor({ timeout: 15_000 });
    expect(await hijriLine(page)).toBe('10 Zulhijah 1446 H');
    await context.close();
  });
});
