import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';

const base = () => process.env.E2E_BASE_URL!;
const MONAS = { latitude: -6.1754, longitude: 106.8272 };

/** What an Android phone's compass sends: alpha counts anticlockwise from north. */
const turnPhoneTo = (page: Page, heading: number) =>
  page.evaluate((alpha) => {
    window.dispatchEvent(new DeviceOrientationEvent('deviceorientationabsolute', { alpha, beta: 0, gamma: 0, absolute: true }));
  }, (360 - heading) % 360);

describe('/kiblat in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('offline, shows 295° from Monas and follows the phone compass until the phone faces the qibla', async () => {
    const context = await phoneContext(browser, { geolocation: MONAS });
    const warm = await context.newPage();
    await warm.goto(base());
    await waitForServiceWorker(warm);
    await warm.getByTestId('countdown').waitFor({ timeout: 15_000 });

    await context.setOffline(true);
    const page = await context.newPage();
    await page.goto(`${base()}/kiblat`);
    await page.getByTestId('qibla-bearing').waitFor();
    expect(await page.getByTestId('qibla-bearing').innerText()).toBe('295°');
    expect(await page.getByText('Arah kiblat dari Kota Jakarta Pusat').count()).toBe(1);

    await turnPhoneTo(page, 0);
    await page.getByText('Putar 65° ke kiri.').waitFor();
    await turnPhoneTo(page, 250);
    await page.getByText('Putar 45° ke kanan.').waitFor();
    await turnPhoneTo(page, 296);
    await page.getByText('Kamu sudah menghadap kiblat.').waitFor();
    // The dial turns against the phone so that its north stays north.
    expect(await page.getByRole('img', { name: /^Kompas/ }).locator('svg').getAttribute('style')).toContain('rotate(-296deg)');
    await context.close();
  });

  it('without compass readings says so and still gives the bearing', async () => {
    const context = await phoneContext(browser, { geolocation: MONAS });
    const page = await context.newPage();
    await page.goto(`${base()}/kiblat`);
    await page.getByTestId('qibla-bearing').waitFor({ timeout: 15_000 });
    // Headless Chromium has no sensor: either it offers the permission tap first, or gives up at once.
    const enable = page.getByRole('button', { name: 'Aktifkan kompas' });
    const noSensor = page.getByText(/tidak punya sensor kompas/);
    await Promise.race([enable.waitFor(), noSensor.waitFor()]);
    if (await enable.isVisible()) await enable.click();
    await noSensor.waitFor({ timeout: 5_000 });
    expect(await noSensor.innerText()).toContain('Arah kiblat tetap 295° dari utara');
    await context.close();
  });
});
