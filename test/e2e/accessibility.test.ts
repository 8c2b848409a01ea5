import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { api, ensureStaffAccount, logInThroughForm } from '../support/accounts.ts';
import { donateAsGuestByVa } from '../support/guest-donation.ts';
import { CLIENT_KEY_HEADER, IDEMPOTENCY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

const base = () => process.env.E2E_BASE_URL!;
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every route the app declares (the generated route tree), so a new screen is checked by existing. */
function declaredRoutes(): string[] {
  const tree = fs.readFileSync(path.join(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8');
  const byPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  const paths = [...byPath.matchAll(/'([^']+)':/g)].map((m) => (m[1] === '/' ? '/' : m[1]!.replace(/\/$/, '')));
  return [...new Set(paths)].sort();
}

/** Seeded records for the routes' parameters (server/db/seed), and the donation and khataman made in the test. */
function withParams(route: string, donation: string, khataman: string): string {
  const values: Record<string, string> = {
    '/campaign/$slug': '/campaign/sumur-bor-gunungkidul',
    '/kencleng-masjid/$slug': '/kencleng-masjid/masjid-agung-banten',
    '/keuangan-masjid/$slug': '/keuangan-masjid/masjid-istiqlal',
    '/masjid/$slug': '/masjid/masjid-istiqlal',
    '/news/$slug': '/news/sumur-bor-gunungkidul-capai-kedalaman-80-meter',
    '/admin/program/$slug': '/admin/program/sumur-bor-gunungkidul',
    '/admin/masjid/$id': '/admin/masjid/1',
    '/donation/$codeDonate': `/donation/${donation}`,
    '/khataman/$id': `/khataman/${khataman}`,
    '/dzikir/al-matsurat/$variant': '/dzikir/al-matsurat/kubro-pagi',
    '/tilawahku/juz/$juz': '/tilawahku/juz/30',
    '/tilawahku/surah/$nomor': '/tilawahku/surah/18',
  };
  const prefix = Object.keys(values).filter((p) => route === p || route.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];
  const filled = prefix ? values[prefix]! + route.slice(prefix.length) : route;
  if (filled.includes('$')) throw new Error(`No seeded value for ${route}: add one above`);
  return filled;
}

/** A khataman opened by the staff account through the API, as the app opens one; answers its code. */
async function openKhataman(): Promise<string> {
  const staff = await ensureStaffAccount(base());
  const { cookie } = await api(base(), 'auth', 'login', { whatsapp: staff.phone, password: staff.password });
  const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const res = await fetch(`${base()}/api/khataman`, {
    method: 'POST',
    headers: { [KODE_HEADER]: 'open_khataman', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, [IDEMPOTENCY_HEADER]: crypto.randomUUID(), cookie: cookie! },
    body: new URLSearchParams({ title: 'Khataman Ramadan Masjid Uji', intention: 'untuk almarhum Bapak Fulan', deadline }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };

/**
 * Words no screen says: the spec's English labels and its formal 'Anda' where the app says 'kamu'
 * (each given the Indonesian word users expect; README, 'Words'), and a validator's English.
 */
const NOT_OUR_WORDS = /Mosque Finance|List Masjid|Scan untuk|\b[Aa]nda\b|Aktifitas|Invalid (key|type)/g;
const THEMES = ['light', 'dark'] as const;

/** Opens each route once, checks its words, then checks it in the light theme and the dark one (the system's setting). */
async function serious(page: Page, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${base()}${route}`, { waitUntil: 'load' });
    await page.locator('#root > *').first().waitFor();
    await page.waitForTimeout(300); // data that arrives right after load is part of the screen
    const words = (await page.evaluate(() => document.body.innerText)).match(NOT_OUR_WORDS);
    if (words) found.push(`${route}: says ${[...new Set(words)].join(', ')}`);
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } }).axe;
        return (await axe.run(document, { resultTypes: ['violations'] })).violations;
      });
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        found.push(`${route} (${theme}): ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
    }
  }
  return found;
}

const forAccounts = (route: string) => /^\/(admin|profile|donation|pesan)(\/|$)/.test(route);

describe('accessibility (axe-core) and our own words on every route, light and dark', () => {
  let browser: Browser;
  let routes: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await phoneContext(browser);
    const donation = await donateAsGuestByVa(await context.newPage(), base(), 'sumur-bor-gunungkidul');
    const khataman = await openKhataman();
    await context.close();
    routes = declaredRoutes().map((r) => withParams(r, donation, khataman));
  });
  afterAll(async () => {
    await browser.close();
  });

  it('has no serious or critical violation, for a guest, on every page', { timeout: 600_000 }, async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    expect(routes.length).toBeGreaterThan(60);
    // The guest's own pages too (their donation, a login form), and a page that does not exist.
    const found = await serious(page, [...routes.filter((r) => !r.startsWith('/admin')), '/halaman-yang-tidak-ada']);
    await context.close();
    expect(found).toEqual([]);
  });

  it('has no serious or critical violation, for the staff, on every account and admin page', { timeout: 600_000 }, async () => {
    // Pesan is checked with an unread message on it (its list and 'Tandai semua dibaca'), not only empty.
    const staff = await ensureStaffAccount(base());
    const login = await api(base(), 'auth', 'login', { whatsapp: staff.phone, password: staff.password });
    expect((await api(base(), 'pesan', 'post_announcement', { title: 'Kajian Ahad', body: 'Kajian tafsir Ahad pukul 07.00.', link: '/masjid' }, login.cookie)).status).toBe(200);
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, base(), staff.phone, staff.password);
    const found = await serious(page, routes.filter(forAccounts));
    await context.close();
    expect(found).toEqual([]);
  });
});
