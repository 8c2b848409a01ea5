import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';

const base = () => process.env.E2E_BASE_URL!;
const BANDUNG = { latitude: -6.9175, longitude: 107.6191 };
// Noon in Jakarta on 20 February 2027: in Ramadan 1448 H by any calendar in use in Indonesia.
const IN_RAMADAN = new Date('2027-02-20T05:00:00Z');
const IN_JUMADIL_AKHIR = new Date('2026-11-26T05:00:00Z');
const TIME = /^\d{2}:\d{2}$/;
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Width, height and size of a PNG from its header (IHDR), so the image is known to be real. */
function pngFacts(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), size: bytes.length };
}

/** The page fits the phone's width: wide tables scroll inside their card, never the page. */
async function fitsThePhone(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function phoneOn(browser: Browser, at: Date): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser, { geolocation: BANDUNG });
  await context.clock.setFixedTime(at);
  return { context, page: await context.newPage() };
}

describe('the prayer calendar in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the month, the Hijri month with its marked days and the imsakiyah image, offline once the page was seen', async () => {
    const { context, page: first } = await phoneOn(browser, IN_RAMADAN);
    await first.goto(`${base()}/jadwal-sholat`);
    await waitForServiceWorker(first);
    const todayImsak = await first.getByRole('region', { name: 'Hari ini' }).locator('[data-key="imsak"] strong').innerText();
    const todayMaghrib = await first.getByRole('region', { name: 'Hari ini' }).locator('[data-key="maghrib"] strong').innerText();

    await context.setOffline(true);
    const page = await context.newPage();
    await page.goto(`${base()}/jadwal-sholat`);
    await page.getByRole('button', { name: /Kota Bandung/ }).waitFor();

    // The month: every day of February 2027, today's row marked with the times the day view shows.
    await page.getByRole('tab', { name: 'Bulan' }).click();
    await page.waitForURL(/tampilan=bulan/);
    const month = page.getByRole('region', { name: 'Februari 2027' });
    await month.waitFor();
    expect(await month.locator('tbody tr').count()).toBe(28);
    const today = month.locator('tr[aria-current="date"]');
    expect(await today.getAttribute('data-date')).toBe('2027-02-20');
    const cells = await today.locator('td').allInnerTexts();
    expect(cells).toHaveLength(8);
    cells.forEach((t) => expect(t).toMatch(TIME));
    expect(cells[0]).toBe(todayImsak);
    expect(cells[6]).toBe(todayMaghrib);
    expect(await month.getByText(/1 Ramadhan/).count()).toBe(1);
    await fitsThePhone(page);
    await page.getByRole('button', { name: 'Bulan berikutnya' }).click();
    const march = page.getByRole('region', { name: 'Maret 2027' });
    await march.waitFor();
    expect(await march.locator('tbody tr').count()).toBe(31);
    expect(await march.locator('tr[aria-current="date"]').count()).toBe(0);

    // The Hijri month opens on Ramadan; 17 Ramadhan is Nuzulul Qur'an, sixteen days after the 1st.
    await page.getByRole('tab', { name: 'Hijriah' }).click();
    const ramadan = page.getByRole('region', { name: 'Ramadhan 1448 H' });
    await ramadan.waitFor();
    const days = ramadan.locator('li[data-hijri-day]');
    const ramadanLength = await days.count();
    expect([29, 30]).toContain(ramadanLength);
    const dateOf = async (day: number) => ramadan.locator(`li[data-hijri-day="${day}"]`).getAttribute('data-date');
    const first17 = new Date(`${await dateOf(1)}T00:00:00Z`).getTime();
    expect(new Date(`${await dateOf(17)}T00:00:00Z`).getTime() - first17).toBe(16 * 86_400_000);
    expect(await ramadan.locator('li[data-hijri-day="17"]').getAttribute('aria-label')).toMatch(/Nuzulul Qur'an$/);
    expect(await ramadan.getByRole('list', { name: 'Hari penting' }).innerText()).toContain("Nuzulul Qur'an");
    expect(await ramadan.locator('li[aria-current="date"]').getAttribute('data-date')).toBe('2027-02-20');
    await fitsThePhone(page);
    // The next month holds Idul Fitri on its 1st.
    await page.getByRole('button', { name: 'Bulan Hijriah berikutnya' }).click();
    const syawal = page.getByRole('region', { name: 'Syawal 1448 H' });
    await syawal.waitFor();
    expect(await syawal.locator('li[data-hijri-day="1"]').getAttribute('aria-label')).toMatch(/Idul Fitri$/);

    // The imsakiyah: every day of Ramadan, then the sheet as a PNG (a download where the phone cannot share files).
    await page.getByRole('tab', { name: 'Imsakiyah' }).click();
    const sheet = page.getByRole('region', { name: 'Jadwal Imsakiyah Ramadhan 1448 H' });
    await sheet.waitFor();
    const rows = sheet.locator('tbody tr');
    expect(await rows.count()).toBe(ramadanLength);
    expect(await rows.first().locator('th').innerText()).toMatch(/^1\b/);
    expect(await sheet.locator('tr[aria-current="date"] td').first().innerText()).toBe(todayImsak);
    await fitsThePhone(page);
    const download = page.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Bagikan sebagai gambar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('jadwal-imsakiyah-1448-kota-bandung.png');
    const png = pngFacts(fs.readFileSync((await file.path())));
    expect(png.width).toBe(1080);
    expect(png.height).toBeGreaterThan(1500);
    expect(png.size).toBeGreaterThan(20_000);
    await page.getByText('Gambar jadwal imsakiyah tersimpan.').waitFor();
    await context.close();
  });

  it('hands the PNG to the share sheet where the phone can share files', async () => {
    const { context, page } = await phoneOn(browser, IN_RAMADAN);
    // Chromium on Linux has no share sheet; this one records what the page hands it, as Android's would receive it.
    await context.addInitScript(() => {
      const shared: { name: string; type: string; size: number }[] = [];
      Object.assign(window, { sharedFiles: shared });
      Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => Boolean(data.files?.length) });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          for (const f of data.files ?? []) shared.push({ name: f.name, type: f.type, size: f.size });
        },
      });
    });
    await page.goto(`${base()}/jadwal-sholat?tampilan=imsakiyah`);
    await page.getByRole('button', { name: 'Bagikan sebagai gambar' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles), { timeout: 15_000 }).toHaveLength(1);
    const [shared] = await page.evaluate(() => (window as unknown as { sharedFiles: { name: string; type: string; size: number }[] }).sharedFiles);
    expect(shared!.type).toBe('image/png');
    expect(shared!.name).toMatch(/^jadwal-imsakiyah-1448-.+\.png$/);
    expect(shared!.size).toBeGreaterThan(20_000);
    await context.close();
  });

  it('offers the imsakiyah only in Syakban and Ramadan', async () => {
    const { context, page } = await phoneOn(browser, IN_JUMADIL_AKHIR);
    await page.goto(`${base()}/jadwal-sholat?tampilan=imsakiyah`);
    await page.getByRole('tab', { name: 'Hari ini', selected: true }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Hari ini', 'Bulan', 'Hijriah']);
    expect(await page.getByRole('button', { name: 'Bagikan sebagai gambar' }).count()).toBe(0);
    await context.close();
  });

  it("keeps the calendar out of the first screen's code, and fetches the drawing code only on the tap", async () => {
    // What '/' loads: its entry script and everything that imports statically (Vite lists those in __vite__mapDeps or imports them by name).
    const dist = process.env.E2E_DIST_DIR!;
    const html = fs.readFileSync(path.join(dist, 'prerendered', 'index.html'), 'utf8');
    const entries = [...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(entries.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const m of code.matchAll(/^import\s*(?:[^'"]*from\s*)?["']\.\/([^"']+\.js)["']/gm)) walk(`assets/${m[1]}`);
      for (const m of code.matchAll(/import\s*(?:\{[^}]*\}|\*\s*as\s*\w+|\w+)?\s*(?:from\s*)?["']\.\/([^"']+\.js)["']/g)) walk(`assets/${m[1]}`);
    };
    entries.forEach(walk);
    const calendarTexts = ['Bagikan sebagai gambar', 'Hari penting', 'Bulan Hijriah berikutnya', 'Canvas 2D tidak tersedia'];
    for (const file of seen) {
      const code = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const text of calendarTexts) expect(code.includes(text), `${file} holds '${text}'`).toBe(false);
    }

    const { context, page } = await phoneOn(browser, IN_RAMADAN);
    const drawing: string[] = [];
    page.on('request', (r) => {
      if (/calendar-imsakiyah-image-[^/]*\.js$/.test(r.url())) drawing.push(r.url());
    });
    await page.goto(`${base()}/jadwal-sholat?tampilan=imsakiyah`);
    const button = page.getByRole('button', { name: 'Bagikan sebagai gambar' });
    await button.waitFor();
    expect(drawing).toEqual([]);
    const download = page.waitForEvent('download');
    await button.click();
    await download;
    expect(drawing).toHaveLength(1);
    await context.close();
  });

  it('has no serious or critical accessibility violation in the month, Hijri and imsakiyah views', async () => {
    const { context, page } = await phoneOn(browser, IN_RAMADAN);
    const found: string[] = [];
    for (const view of ['bulan', 'hijriah', 'hijriah&hijriah=1448-12', 'imsakiyah']) {
      await page.goto(`${base()}/jadwal-sholat?tampilan=${view}`);
      await page.getByRole('tab', { selected: true }).waitFor();
      await page.locator('section.card').first().waitFor();
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };
        const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } }).axe;
        return (await axe.run(document, { resultTypes: ['violations'] })).violations;
      });
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        found.push(`${view}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
