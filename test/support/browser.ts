import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.ts';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
}

/** A mid-range Android phone: 412×915, touch, Indonesian, Jakarta time. */
export async function phoneContext(
  browser: Browser,
  options: { geolocation?: { latitude: number; longitude: number }; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    serviceWorkers: options.serviceWorkers ?? 'allow',
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
  });
  return context;
}

/** Waits until the service worker controls the page, so the next loads can be served offline. */
export async function waitForServiceWorker(page: import('playwright-core').Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}

/** A persistent profile (not incognito), as an installed app has: needed for installability checks. */
export async function persistentPhoneContext(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: findChromium(), args: chromiumArgs, headless: true,
    viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, locale: 'id-ID', timezoneId: 'Asia/Jakarta',
  });
  return { context, close: async () => { await context.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

/**
 * Offline for real. setOffline turns navigator.onLine off, but in Chromium a request from a page
 * that the worker lets through (an API POST) can still reach the server; aborting every API
 * request in the context makes "no network" true for the page and the worker alike.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

/**
 * Chromium drops the context's offline emulation for a page the worker serves after the context
 * went offline (navigator.onLine stays true there); saying it again reaches the new page, which
 * then hears 'offline' as a phone in airplane mode would.
 */
export async function retellOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll();
  await context.setOffline(false);
}
