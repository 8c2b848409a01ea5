import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { api, shot } from '../support/accounts.ts';
import { readSecrets } from '../../server/secrets.ts';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/payments/signature.ts';
import { CLIENT_KEY_HEADER, EnvelopeSchema, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { TransactionSchema } from '../../src/contract/donation.ts';
import { CampaignArraySchema } from '../../src/contract/campaign.ts';
import { externalDefaults } from '../../src/contract/external.ts';

// The seed's details: a donor list that goes past 100 as it scrolls, day texts on a set clock,
// the home page saying what the platform is, and a back button that never leaves the app.

const base = () => process.env.E2E_BASE_URL!;
/** A seeded program no other browser test reads, so the donations added here disturb nothing. */
const SLUG = 'mushaf-braille-tunanetra';
const ADDED = 110;
const DAY = 86_400_000;

async function apiGet<T>(controller: string, kode: string, query: Record<string, string>, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const url = new URL(`/api/${controller}`, base());
  for (const [k, value] of Object.entries(query)) url.searchParams.set(k, value);
  const res = await fetch(url, { headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
  return v.parse(schema, v.parse(EnvelopeSchema, await res.json()).data);
}

/** A guest QRIS donation, paid through the signed webhook as the payment provider would. */
async function donateAndPay(programId: string, n: number, donorPray?: string): Promise<void> {
  const donated = await api(base(), 'transaction', 'storeDonate', {
    price: String(1_000 * (1 + (n % 7))), donorName: `Donatur Uji ${n}`, donorPhone: `0812${String(70_000_000 + n).padStart(8, '0')}`,
    codePayment: 'QRIS', typePayment: 'QRIS', programId, ...(donorPray ? { donorPray } : {}),
  });
  if (donated.status >= 300) throw new Error(`storeDonate ${donated.status}: ${donated.body.message}`);
  const code = (donated.body.data as { codeDonate: string }).codeDonate;
  const tx = await apiGet('transaction', 'getTransaction', { codeDonate: code }, TransactionSchema);
  const body = JSON.stringify({ event_id: `e2e-${randomUUID()}`, codeDonate: code, status: 'paid', amount: tx.total });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(new URL('/api/payment/notify', base()), {
    method: 'POST',
    headers: {
      'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signNotification(readSecrets(process.env.E2E_DATA_DIR!)!.paymentWebhookSecret, timestamp, body),
    },
    body,
  });
  if (res.status !== 200) throw new Error(`notify ${res.status}`);
}

describe('the seed’s details in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await phoneContext(browser);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("'Riwayat Infaq' loads past 100 donors as it scrolls, each once, with skeleton rows, dated by day text", async () => {
    const [program] = await apiGet('campaign', 'get_campaign_by_slug', { slug: SLUG }, CampaignArraySchema);
    for (let n = 0; n < ADDED; n += 10) await Promise.all(Array.from({ length: 10 }, (_, i) => donateAndPay(program!.programId, n + i)));
    const [after] = await apiGet('campaign', 'get_campaign_by_slug', { slug: SLUG }, CampaignArraySchema);
    const total = after!.totalDonor;
    expect(total).toBeGreaterThan(100);

    // The clock of the phone (of its context: a context of its own), a day on: today's donations read 'Kemarin'.
    // No worker here: requests a worker makes are not seen by page.route, and this counts the pages asked.
    const dayLater = await phoneContext(browser, { serviceWorkers: 'block' });
    const page = await dayLater.newPage();
    await page.clock.setFixedTime(new Date(Date.now() + DAY));
    // Next pages answer a little late, as on a weak signal, so the skeleton rows are seen.
    let pagesAsked = 0;
    await page.route((url) => url.pathname === '/api/campaign', async (route) => {
      if (route.request().headers()['kode'] === 'get_transaction_list' && new URL(route.request().url()).searchParams.has('cursor')) {
        pagesAsked += 1;
        await new Promise((r) => setTimeout(r, 400));
      }
      await route.continue();
    });
    await page.goto(`${base()}/campaign/${SLUG}/donors`);
    const rows = page.getByTestId('donor');
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThan(total);
    expect(await page.locator('[data-testid=donor] time').first().innerText()).toBe('Kemarin');

    let sawSkeleton = false;
    for (let i = 0; i < 20 && (await rows.count()) < total; i += 1) {
      await page.mouse.wheel(0, 4000);
      sawSkeleton ||= await page.getByTestId('donor-skeleton').isVisible();
      await page.waitForTimeout(150);
      sawSkeleton ||= await page.getByTestId('donor-skeleton').isVisible();
      await page.waitForFunction((n) => !document.querySelector('[data-testid=donor-skeleton]') || document.querySelectorAll('[data-testid=donor]').length > n, 0);
    }
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=donor]').length === n, total);
    expect(pagesAsked).toBeGreaterThanOrEqual(3);
    expect(sawSkeleton).toBe(true);
    const names = await page.locator('[data-testid=donor] strong').allInnerTexts();
    const ours = names.filter((name) => name.startsWith('Donatur Uji '));
    expect(new Set(ours).size).toBe(ADDED);
    // The end of the list: past our 110, the program's older donors with their day texts.
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/seed-01-donors-past-100.png` });

    // 'Terbesar': largest first, on every page.
    await page.goto(`${base()}/campaign/${SLUG}/donors?sort=terbesar`);
    await rows.first().waitFor();
    for (let i = 0; i < 20 && (await rows.count()) < total; i += 1) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(200);
    }
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=donor]').length === n, total);
    const amounts = (await page.getByTestId('donor-amount').allInnerTexts()).map((t) => Number(t.replace(/\D/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await dayLater.close();
  });

  it('the home page and the footer say what the platform is', async () => {
    const page = await context.newPage();
    await page.goto(`${base()}/`);
    const about = page.getByTestId('platform-about');
    await about.waitFor(); // painted from the prerendered HTML already…
    expect(await about.innerText()).toContain('jaringan masjid untuk berkolaborasi agar masjid menjadi mandiri');
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached' }); // …and still there once React took over
    expect(await about.innerText()).toContain('jaringan masjid untuk berkolaborasi agar masjid menjadi mandiri');
    expect(await page.locator('footer').innerText()).toContain('jaringan masjid untuk berkolaborasi agar masjid menjadi mandiri');
    await about.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/seed-02-home-about.png` });
    await shot(page, 'seed-02-home-full');
    await page.close();
  });

  it('back on a first-level page opened from a shared link goes home, not out of the app', async () => {
    const page = await context.newPage();
    // The link was opened from another page of the browser (a chat, a search): there is history, none of it ours.
    await page.goto(`${base()}/api/health`);
    for (const route of ['/infaq', '/masjid', '/kencleng-masjid', '/dzikir']) {
      await page.goto(`${base()}${route}`);
      await page.getByRole('button', { name: 'Kembali' }).click();
      await page.waitForURL(`${base()}/`);
      await page.getByTestId('platform-about').waitFor();
    }
    // Inside the app, back is one step back.
    await page.getByRole('link', { name: 'Infaq', exact: true }).first().click();
    await page.waitForURL(/\/infaq$/);
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL(`${base()}/`);
    await page.close();
  });

  it('the prayer carousel goes past the 50 prayers it polls, reading older ones after the cursor near its end', async () => {
    const slug = 'insentif-guru-ngaji-kampung'; // read by no other browser test
    const [program] = await apiGet('campaign', 'get_campaign_by_slug', { slug }, CampaignArraySchema);
    for (let n = 0; n < 60; n += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => donateAndPay(program!.programId, 500 + n + i, `Doa uji carousel ${n + i}`)));
    }
    const page = await context.newPage();
    const cursors: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.headers().kode === 'get_prayer_campaign' && url.searchParams.has('cursor')) cursors.push(url.searchParams.get('cursor')!);
    });
    await page.goto(`${base()}/campaign/${slug}`);
    const carousel = page.getByRole('region', { name: 'Doa para donatur' });
    await carousel.locator('[data-testid=prayer]').first().waitFor();
    const next = carousel.getByRole('button', { name: 'Berikutnya' });
    const slides = () => carousel.locator('[data-testid=prayer]').count();
    for (let i = 0; i < 52; i += 1) {
      await next.click();
      await page.waitForFunction((n) => document.querySelector('[aria-roledescription=carousel]')?.getAttribute('data-current') === String(n), i + 1);
    }
    await expect.poll(slides, { timeout: 10_000 }).toBeGreaterThan(60);
    expect(cursors.length).toBeGreaterThan(0);
    const ids = await carousel.locator('[data-testid=prayer]').evaluateAll((els) => els.map((e) => e.getAttribute('data-doa-id')));
    expect(new Set(ids).size).toBe(ids.length);
    await page.close();
  });

  it('the mosque map shows land and sea with every tile blocked', async () => {
    const MIN_LAND_SHARE = 0.05;
    const blocked = await phoneContext(browser);
    const tileOrigin = new URL(externalDefaults.mapTileUrl.replace(/[{}]/g, '')).origin;
    let tilesRefused = 0;
    await blocked.route(`${tileOrigin}/**`, async (route) => {
      tilesRefused += 1;
      await route.abort('internetdisconnected');
    });
    const page = await blocked.newPage();
    const landFile = page.waitForResponse((r) => /\/assets\/map-land-[\w-]+\.json$/.test(new URL(r.url()).pathname));
    await page.goto(`${base()}/kencleng-masjid/map`);
    await page.getByRole('heading', { name: 'Peta Masjid', exact: true }).waitFor();
    await page.locator('.maplibregl-canvas').waitFor();
    expect((await landFile).status()).toBe(200);
    // Indonesia as a whole: the mosques inside the view (the far west and east lie beyond it).
    await page.waitForFunction(() => document.querySelectorAll('[data-marker-id]').length > 10);

    // Count the base layer's colours in a picture of the map (decoded in a blank page, free of the app's CSP).
    const decoder = await blocked.newPage();
    const colours = async () => {
      const png = (await page.locator('.maplibregl-canvas').screenshot()).toString('base64');
      return decoder.evaluate(async (b64) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
        const near = (i: number, [r, g, b]: number[]) => Math.abs(data[i]! - r!) < 8 && Math.abs(data[i + 1]! - g!) < 8 && Math.abs(data[i + 2]! - b!) < 8;
        let land = 0;
        let sea = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (near(i, [0xee, 0xf0, 0xe4])) land += 1;
          else if (near(i, [0xcf, 0xe3, 0xea])) sea += 1;
        }
        const all = data.length / 4;
        return { land: land / all, sea: sea / all };
      }, png);
    };
    // Without the base layer the canvas stays empty (the page's white shows): neither colour is there.
    // Indonesia's islands cover about a quarter of this view (0.23 measured); a twentieth is the
    // least a picture of it shows, whatever the moment the screenshot catches.
    await expect.poll(async () => (await colours()).land, { timeout: 15_000 }).toBeGreaterThan(MIN_LAND_SHARE);
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/seed-03-map-tiles-blocked.png` });
    const { land, sea } = await colours();
    expect(land).toBeGreaterThan(MIN_LAND_SHARE);
    expect(sea).toBeGreaterThan(0.2);
    expect(tilesRefused).toBeGreaterThan(0);
    await blocked.close();
  });
});
