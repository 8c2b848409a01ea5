import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

describe('a new version, and the content security policy', () => {
  let browser: Browser;
  let server: RunningServer;
  let dist: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    // A copy of this run's build that the test may change without touching the shared server.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-update-dist-'));
    fs.cpSync(process.env.E2E_DIST_DIR!, dist, { recursive: true });
    server = await startServer({ DIST_DIR: dist });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('announces "Versi baru tersedia" and reloads into the new worker on the user\'s word', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForServiceWorker(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toContain('/sw.js');

    // Ship a new version: any byte change of sw.js makes the browser install it beside the old one.
    fs.appendFileSync(path.join(dist, 'sw.js'), '\n// versi 2\n');
    await page.reload();
    await page.getByText('Versi baru tersedia').waitFor({ timeout: 30_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Muat ulang' }).click();
    await reloaded;
    await page.waitForFunction(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return !reg?.waiting && !!navigator.serviceWorker.controller;
    });
    expect(await page.getByText('Versi baru tersedia').count()).toBe(0);
    await context.close();
  });

  it('renders the pages without any CSP violation', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load (CSP) ${e.violatedDirective} ${e.blockedURI}`));
    });
    for (const p of ['/', '/tentang-kami', '/halaman-tidak-ada']) {
      await page.goto(`${server.url}${p}`);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
