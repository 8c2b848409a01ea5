import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { api, ensureStaffAccount, logInThroughForm, randomPhone, registerByApi } from '../support/accounts.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

// A page wider than the phone scrolls sideways and drags the fixed bars with it: on a 412 px
// screen every route must fit. The usual cause is a grid or flex item whose min-content (a
// table, a nowrap name) is wider than its track; each route here once did that or could.

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'sumur-bor-gunungkidul';

const GUEST_ROUTES = [
  '/', '/infaq', `/campaign/${SLUG}`, `/campaign/${SLUG}/donate`, `/campaign/${SLUG}/donors`, `/campaign/${SLUG}/detail`,
  `/campaign/${SLUG}/report`, `/campaign/${SLUG}/pencairan-dana`, '/kencleng-masjid', '/masjid', '/jadwal-sholat', '/dzikir',
  '/dzikir/shalat-pendek', '/dzikir/shalat-panjang', '/dzikir/al-matsurat/kubro-pagi', '/dzikir/asmaul-husna', '/quran/murottal',
  '/kiblat', '/semua-layanan', '/news', '/auth', '/auth/register', '/forgot-password', '/tentang-kami', '/bantuan',
  '/syarat-ketentuan', '/kebijakan-privasi', '/halaman-yang-tidak-ada',
  '/keuangan-masjid', '/keuangan-masjid/masjid-istiqlal', '/keuangan-masjid/masjid-istiqlal?periode=bulan', '/khataman',
];
const USER_ROUTES = ['/profile', '/profile/personal', '/profile/doa', '/profile/pengaturan', '/profile/fundraiser/register', '/donation', '/khataman'];
const STAFF_ROUTES = ['/admin', '/admin/donasi', '/admin/program', '/admin/program/baru', `/admin/program/${SLUG}`, '/admin/berita/baru',
  '/admin/masjid', '/admin/masjid/baru', '/admin/masjid/1', '/admin/riwayat', '/admin/pembayaran'];

/** Elements that reach past the right edge, skipping those inside a box that clips or scrolls them (sliders, tables). */
async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const clipped = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > clientWidth + 0.5 && !clipped(e))
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.getAttribute('class') ?? '')} "${(e.textContent ?? '').trim().slice(0, 40)}"`);
    return { scrollWidth, clientWidth, culprits };
  });
}

async function expectFits(page: Page, routes: string[]) {
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(`${base()}${route}`);
    // Lists and pictures arrive after the first paint; give them their layout.
    await page.waitForTimeout(700);
    const found = await overflow(page);
    if (found.scrollWidth > found.clientWidth || found.culprits.length) wide.push(`${route}: ${found.scrollWidth}px ${found.culprits.join(' | ')}`);
  }
  expect(wide).toEqual([]);
}

/** Through the form, as a person does: a device that never logged in is a guest and does not ask who it is. */
async function logIn(context: BrowserContext, phone: string, password: string) {
  const page = await context.newPage();
  await logInThroughForm(page, base(), phone, password);
  await page.close();
}

describe('every screen fits a 412 px phone without sideways scrolling', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('for a guest', async () => {
    const context = await phoneContext(browser, { geolocation: { latitude: -6.1754, longitude: 106.8272 } });
    await expectFits(await context.newPage(), GUEST_ROUTES);
    await context.close();
  });

  it('for a signed-in donor, with a donation to check out', async () => {
    const phone = randomPhone();
    await registerByApi(base(), phone, 'Nur Aisyah Rahmawati Putri', 'sandi-rahasia-1');
    const context = await phoneContext(browser);
    await logIn(context, phone, 'sandi-rahasia-1');
    const program = await fetch(`${base()}/api/campaign?slug=${SLUG}`, { headers: { [KODE_HEADER]: 'get_campaign_by_slug', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
    const programId = ((await program.json()) as { data: Array<{ id: number }> }).data[0]!.id;
    const donated = await api(base(), 'transaction', 'storeDonate', {
      price: '75000', donorName: 'Nur Aisyah Rahmawati Putri Sekarwangi', donorPhone: `0${phone}`, codePayment: 'BSI_MANUAL', typePayment: 'Manual',
      programId: `ID-${programId}`, donorPray: 'Semoga sumurnya segera mengalirkan air bersih untuk seluruh warga desa. Aamiin.',
    });
    expect(donated.status).toBeLessThan(300);
    const code = (donated.body.data as { codeDonate: string }).codeDonate;
    await expectFits(await context.newPage(), [...USER_ROUTES, `/donation/${code}`, `/donation/${code}/checkout`]);
    await context.close();
  });

  it('for the mosque staff in the admin panel', async () => {
    const staff = await ensureStaffAccount(base());
    const context = await phoneContext(browser);
    await logIn(context, staff.phone, staff.password);
    await expectFits(await context.newPage(), STAFF_ROUTES);
    await context.close();
  });
});
