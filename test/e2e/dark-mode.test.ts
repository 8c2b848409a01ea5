import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { brand } from '../../src/contract/brand.ts';

const base = () => process.env.E2E_BASE_URL!;
/** Screenshots for a person's eyes (not compared): written here, named in the test's output. */
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-dark-'));

const DARK_PAGE = 'rgb(15, 23, 25)'; // --c-surface-2 in the dark (src/ui/tokens.css)
const DARK_INK = 'rgb(228, 235, 237)'; // --c-ink
const LIGHT_PAGE = 'rgb(245, 247, 247)';

/** Holds the app's scripts, so what shows is the page as first painted (prerendered HTML, inline CSS, head script). */
async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const pattern = /\/assets\/.*\.js$/;
  await page.route(pattern, (route) => (holding ? void held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((r) => r.continue()));
    await page.unroute(pattern);
  };
}

async function firstPaint(page: Page, url: string) {
  const release = await holdAppScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('#root > *').first().waitFor();
  const painted = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    page: getComputedStyle(document.body).backgroundColor,
    bars: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => `${m.media} ${m.content}`),
  }));
  await release();
  return painted;
}

/** WCAG contrast of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

describe('dark mode', () => {
  let browser: Browser;
  const cspViolations: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    console.info(`Dark-mode screenshots: ${shots}`);
  });

  async function darkPage() {
    const context = await phoneContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text()); });
    return { context, page };
  }

  it('follows a dark phone from the first paint, before any app script, with the CSP allowing only its own head script', async () => {
    const { context, page } = await darkPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    const painted = await firstPaint(page, `${base()}/`);
    expect(painted.theme).toBe('dark');
    expect(painted.page).toBe(DARK_PAGE);
    expect(painted.bars).toEqual([`(prefers-color-scheme: light) ${brand.themeColor}`, `(prefers-color-scheme: dark) ${brand.themeColorDark}`]);
    // The page's CSP names the head script by its hash, and no 'unsafe-inline'.
    const res = await page.request.get(`${base()}/`);
    const csp = res.headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The phone turns light: the open page follows at once.
    await page.locator('#root [data-testid="hero-verse-arabic"]').waitFor();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_PAGE);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('paints home, a campaign, the reader and a mosque in dark colours with readable text (AA)', async () => {
    const { context, page } = await darkPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    const screens = [
      { path: '/', ready: '[data-testid="hero-verse-arabic"]', card: 'figure', text: 'blockquote' },
      { path: '/campaign/sumur-bor-gunungkidul', ready: 'h1', card: 'main section, section', text: 'h1' },
      { path: '/tilawahku/surah/18', ready: '#ayat-18-1', card: '#ayat-18-1', text: '#ayat-18-1 p[lang="ar"]' },
      { path: '/masjid/masjid-istiqlal', ready: 'dl', card: 'dl', text: 'dd' },
    ];
    for (const screen of screens) {
      await page.goto(`${base()}${screen.path}`);
      await page.locator(screen.ready).first().waitFor({ timeout: 20_000 });
      await page.waitForTimeout(500);
      const seen = await page.evaluate(({ card, text }) => {
        /** The colour behind an element: the first ancestor with a background that is not transparent. */
        const behind = (el: Element | null): string => {
          for (let e = el; e; e = e.parentElement) {
            const bg = getComputedStyle(e).backgroundColor;
            if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
          }
          return getComputedStyle(document.documentElement).backgroundColor;
        };
        const textEl = document.querySelector(text)!;
        return {
          body: getComputedStyle(document.body).backgroundColor,
          bodyInk: getComputedStyle(document.body).color,
          card: behind(document.querySelector(card)),
          text: getComputedStyle(textEl).color,
          textBehind: behind(textEl),
          scheme: getComputedStyle(document.documentElement).colorScheme,
        };
      }, screen);
      await page.screenshot({ path: path.join(shots, `${screen.path === '/' ? 'home' : screen.path.slice(1).replace(/\W+/g, '-')}.png`) });
      expect(seen.body, screen.path).toBe(DARK_PAGE);
      expect(seen.bodyInk, screen.path).toBe(DARK_INK);
      expect(seen.scheme, screen.path).toBe('dark');
      // A card is a dark surface, never the light theme's white.
      expect(seen.card, screen.path).not.toBe('rgb(255, 255, 255)');
      expect(contrast(seen.card, 'rgb(0, 0, 0)'), `${screen.path} card ${seen.card}`).toBeLessThan(3);
      expect(contrast(seen.text, seen.textBehind), `${screen.path} text ${seen.text} on ${seen.textBehind}`).toBeGreaterThanOrEqual(4.5);
    }
    // The reader's Arabic is light ink on the dark page.
    await page.goto(`${base()}/tilawahku/surah/18`);
    await page.locator('#ayat-18-1').waitFor();
    expect(await page.locator('#ayat-18-1 p[lang="ar"]').evaluate((e) => getComputedStyle(e).color)).toBe(DARK_INK);
    await context.close();
  });

  it("keeps the choice made in Pengaturan ('Tampilan'), from the first paint of the next visit", async () => {
    const { context, page } = await darkPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${base()}/profile/pengaturan`);
    const tampilan = page.getByRole('radiogroup', { name: 'Tampilan' });
    expect(await tampilan.getByRole('radio', { name: 'Ikuti sistem' }).isChecked()).toBe(true);
    await tampilan.getByRole('radio', { name: 'Gelap' }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    // The browser's bar follows the choice whatever the system says.
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content)))
      .toEqual([brand.themeColorDark, brand.themeColorDark]);
    const again = await firstPaint(page, `${base()}/`);
    expect(again.theme).toBe('dark');
    expect(again.page).toBe(DARK_PAGE);

    // 'Terang' on a dark phone.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${base()}/profile/pengaturan`);
    await tampilan.getByRole('radio', { name: 'Terang' }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    const light = await firstPaint(page, `${base()}/jadwal-sholat`);
    expect(light.theme).toBe('light');
    expect(light.page).toBe(LIGHT_PAGE);
    expect(light.bars).toEqual([`(prefers-color-scheme: light) ${brand.themeColor}`, `(prefers-color-scheme: dark) ${brand.themeColor}`]);

    // 'Ikuti sistem' again: the phone decides, and its changes show at once.
    await page.goto(`${base()}/profile/pengaturan`);
    await tampilan.getByRole('radio', { name: 'Ikuti sistem' }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
