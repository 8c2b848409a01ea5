import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { api, ensureStaffAccount } from '../support/accounts.ts';

const base = () => process.env.E2E_BASE_URL!;
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every page the build prerendered (all public routes without parameters, new ones included). */
function prerenderedRoutes(): string[] {
  const root = path.join(process.env.E2E_DIST_DIR!, 'prerendered');
  // Pages only: the build writes each one's brotli (.html.br) beside it.
  const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.relative(root, path.join(dir, e.name)).replace(/\.html$/, '')] : []);
  return walk(root).map((r) => (r === 'index' ? '/' : `/${r}`)).sort();
}

async function firstSlug(controller: string, kode: string, query = ''): Promise<string | undefined> {
  const res = await fetch(`${base()}/api/${controller}${query}`, { headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
  const data = ((await res.json()) as { data: unknown }).data;
  const list = Array.isArray(data) ? data : ((data as { data?: unknown[] } | null)?.data ?? []);
  return (list[0] as { slug?: string } | undefined)?.slug;
}

type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };

describe('accessibility (axe-core) on every route', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('has no serious or critical violation, for a guest, on each page', async () => {
    const campaign = await firstSlug('campaign', 'get_campaign_limit', '?limit=1');
    const routes = [
      ...prerenderedRoutes(), '/auth/', '/forgot-password/', '/profile/',
      ...(campaign ? [`/campaign/${campaign}`, `/campaign/${campaign}/donate`, `/campaign/${campaign}/donors`] : []),
    ];
    expect(routes.length).toBeGreaterThan(15);
    // Pesan is checked with an unread message on it (its list and 'Tandai semua dibaca'), not only empty.
    const staff = await ensureStaffAccount(base());
    const login = await api(base(), 'auth', 'login', { whatsapp: staff.phone, password: staff.password });
    expect((await api(base(), 'pesan', 'post_announcement', { title: 'Kajian Ahad', body: 'Kajian tafsir Ahad pukul 07.00.', link: '/masjid' }, login.cookie)).status).toBe(200);
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const found: string[] = [];
    for (const route of routes) {
      await page.goto(`${base()}${route}`, { waitUntil: 'load' });
      await page.locator('#root > *').first().waitFor();
      await page.waitForTimeout(300); // data that arrives right after load is part of the screen
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } }).axe;
        return (await axe.run(document, { resultTypes: ['violations'] })).violations;
      });
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        found.push(`${route}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
