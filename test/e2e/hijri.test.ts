import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { ensureStaffAccount, logInThroughForm, shot } from '../support/accounts.ts';
import { STAFF } from '../support/server-process.ts';
import { mabimsMonthStart } from '../../src/contract/hijri.ts';

const base = () => process.env.E2E_BASE_URL!;
const MONAS = { latitude: -6.1754, longitude: 106.8272 };

const hijriLine = (page: Page) => page.getByRole('region', { name: 'Jadwal sholat' }).getByTestId('hijri-date').innerText();

describe("Kemenag's Hijri date on the home card, in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows the isbat's date, and after maghrib the evening of the next day ('Malam 1 Ramadhan')", async () => {
    const context = await phoneContext(browser, { geolocation: MONAS });
    const page = await context.newPage();
    // 30 Syakban 1447 (Kemenag completed Syakban; Umm al-Qura −1 said 29 Syakban), before maghrib in Jakarta.
    await page.clock.setFixedTime(new Date('2026-02-18T17:30:00+07:00'));
    await page.goto(base());
    await page.getByTestId('countdown').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('next-prayer').innerText()).toBe('Maghrib');
    expect(await hijriLine(page)).toBe('30 Syakban 1447 H');
    await shot(page, 'hijri-01-before-maghrib');

    // After maghrib the first night of tarawih already belongs to 1 Ramadhan.
    await page.clock.setFixedTime(new Date('2026-02-18T18:45:00+07:00'));
    await expect.poll(() => hijriLine(page), { timeout: 10_000 }).toBe('Malam 1 Ramadhan 1447 H');
    expect(await page.getByTestId('next-prayer').innerText()).toBe('Isya');
    await shot(page, 'hijri-02-after-maghrib');

    // The phone keeps the server's isbat table for offline starts.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('jariyah:isbat') ?? '[]').length), { timeout: 10_000 }).toBeGreaterThanOrEqual(9);
    await context.close();
  });

  it('shows Idul Adha 1446 on the day the Ministry announced (6 Juni 2025)', async () => {
    const context = await phoneContext(browser, { geolocation: MONAS });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2025-06-06T07:00:00+07:00'));
    await page.goto(base());
    await page.getByTestId('countdown').waitFor({ timeout: 15_000 });
    expect(await hijriLine(page)).toBe('10 Zulhijah 1446 H');
    await context.close();
  });

  it("the network admin records an isbat in the panel, and a phone counts by it after its next sync", async () => {
    // Syawal 1448 is 29 days by MABIMS; suppose the isbat completes it to 30.
    const hisab = mabimsMonthStart(1448, 11)!;
    const decided = new Date(Date.parse(`${hisab}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await ensureStaffAccount(base());
    const admin = await phoneContext(browser);
    const panel = await admin.newPage();
    await logInThroughForm(panel, base(), STAFF.phone, STAFF.password);
    await panel.goto(`${base()}/admin`);
    await panel.getByRole('link', { name: /^Kalender Hijriah/ }).click();
    await panel.waitForURL(`${base()}/admin/kalender`);
    const form = panel.getByRole('form', { name: 'Catat hasil sidang isbat' });
    // A month whose isbat nobody recorded shows as a gap with the hisab the phones follow, one tap from the form.
    const gap = panel.getByTestId('isbat-missing').filter({ hasText: '1 Zulhijah 1447 H' });
    await gap.waitFor();
    expect(await gap.innerText()).toContain('Belum dicatat · hisab MABIMS Senin, 18 Mei 2026');
    await gap.getByRole('button', { name: 'Catat 1 Zulhijah 1447 H' }).click();
    expect(await form.getByLabel('Bulan').inputValue()).toBe('12');
    expect(await form.getByLabel('Tahun Hijriah').inputValue()).toBe('1447');
    expect(await panel.getByTestId('isbat-hisab').innerText()).toContain('Senin, 18 Mei 2026');
    await expect.poll(() => panel.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('first_day');
    await shot(panel, 'hijri-02b-admin-isbat-gap');
    await form.getByLabel('Bulan').selectOption('11');
    await form.getByLabel('Tahun Hijriah').fill('1448');
    expect(await panel.getByTestId('isbat-hisab').innerText()).toContain('Menurut hisab MABIMS');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.getByText('Isi tanggal 1 bulan itu').waitFor();
    // Two days after the hisab would leave Syawal 31 days long: the server says so under the field.
    const twoLate = new Date(Date.parse(`${hisab}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(/^Tanggal 1 Zulkaidah/).fill(twoLate);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.getByText('Dengan tanggal ini bulan sebelumnya menjadi 31 hari; satu bulan Hijriah 29 atau 30 hari.').waitFor();
    await form.getByLabel(/^Tanggal 1 Zulkaidah/).fill(decided);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await panel.getByText('Hasil sidang isbat disimpan').waitFor();
    await panel.getByTestId('isbat-list').getByText('1 Zulkaidah 1448 H').waitFor();
    await shot(panel, 'hijri-03-admin-isbat');
    await admin.close();

    // A phone on the day MABIMS alone would call 1 Zulkaidah: after its sync it is still 30 Syawal.
    const context = await phoneContext(browser, { geolocation: MONAS });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(`${hisab}T09:00:00+07:00`));
    await page.goto(base());
    await page.getByTestId('countdown').waitFor({ timeout: 15_000 });
    await expect.poll(() => hijriLine(page), { timeout: 15_000 }).toBe('30 Syawal 1448 H');
    await context.close();
  });
});
