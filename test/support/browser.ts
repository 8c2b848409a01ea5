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

/**
 * The offline banner comes in the very render that shows the live app or hears 'offline'; this
 * allows for that render and the observer's note of it on a busy phone (a few frames), no more.
 */
export const ONE_RENDER_MS = 250;

/**
 * Records, in every page of the context, when the live app took the page over (React replaced the
 * prerendered markup in #root, or first filled an empty one), when the page last heard 'offline',
 * and when the offline banner first showed: what `offlineBannerTimes` reads.
 */
export async function recordOfflineBannerTimes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const times = { liveAppAt: -1, offlineHeardAt: navigator.onLine ? -1 : 0, bannerAt: -1 };
    (window as unknown as { __offlineBannerTimes: typeof times }).__offlineBannerTimes = times;
    window.addEventListener('offline', () => { times.offlineHeardAt = performance.now(); });
    let prerendered: Element | null | undefined;
    document.addEventListener('readystatechange', () => {
      if (prerendered === undefined) prerendered = document.getElementById('root')?.firstElementChild ?? null;
    });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (times.liveAppAt < 0 && root && prerendered !== undefined && root.firstElementChild && root.firstElementChild !== prerendered) times.liveAppAt = performance.now();
      if (times.bannerAt < 0 && document.querySelector('[data-testid=offline-banner]')) times.bannerAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function offlineBannerTimes(page: Page): Promise<{ liveAppAt: number; offlineHeardAt: number; bannerAt: number }> {
  return page.evaluate(() => (window as unknown as { __offlineBannerTimes: { liveAppAt: number; offlineHeardAt: number; bannerAt: number } }).__offlineBannerTimes);
}
