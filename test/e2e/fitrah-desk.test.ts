import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, logInThroughForm, mosqueWithStaff, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import type { FitrahDeskView } from '../../src/contract/fitrah-desk.ts';

// Issue 42, Meja Zakat Fitrah: a staff member opens the desk with a signal, loses it, records two
// households (one in money, one in rice), reloads the page still without a signal and sees both
// waiting; when the signal returns they are sent, and the server has each exactly once. A Bukti
// of one of them is shown, with its WhatsApp link.

const base = () => process.env.E2E_BASE_URL!;
const PASSWORD = 'sandi-meja-fitrah';

describe('Meja Zakat Fitrah offline for an evening (Chromium)', () => {
  let browser: Browser;
  const staff = randomPhone();
  let masjidId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerByApi(base(), staff, 'Amil Hasan', PASSWORD);
    ({ id: masjidId } = await mosqueWithStaff(base(), staff, {
      nama: `Masjid Meja Fitrah ${Date.now() % 100000}`, alamat: 'Jl. Fitrah No. 1', kota: 'Bandung', latitude: '-6.9147', longitude: '107.6098',
    }));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('records two households offline, keeps them through a reload, sends each once when online, and shows a Bukti', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, base(), staff, PASSWORD);
    await page.goto(`${base()}/admin/masjid/${masjidId}`);
    await page.getByRole('link', { name: 'Meja Zakat Fitrah' }).click();
    await page.getByRole('heading', { name: 'Catat Zakat Fitrah' }).waitFor();
    await waitForServiceWorker(page);
    await page.getByText('Belum ada zakat fitrah hari ini.').waitFor();

    await goOffline(context);
    const form = page.getByRole('form', { name: 'Catat Zakat Fitrah' });
    await form.getByLabel('Nama kepala keluarga').fill('Keluarga Pak Budi');
    await form.getByLabel('Jumlah jiwa').fill('4');
    await form.getByRole('button', { name: 'Uang' }).click();
    await form.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Tersimpan di HP ini. Terkirim otomatis saat ada sinyal.').first().waitFor();
    await form.getByLabel('Nama kepala keluarga').fill('Ibu Sari');
    await form.getByLabel('Jumlah jiwa').fill('3');
    await form.getByRole('button', { name: 'Beras' }).click();
    await form.getByRole('button', { name: 'kg' }).click();
    await expect.poll(() => page.getByTestId('fitrah-due').textContent()).toContain('7,5 kg');
    await form.getByRole('button', { name: 'Simpan' }).click();
    const list = page.getByTestId('fitrah-entries');
    await list.locator('li', { hasText: 'Ibu Sari' }).getByText('Menunggu sinyal').waitFor();
    await list.locator('li', { hasText: 'Keluarga Pak Budi' }).getByText('Menunggu sinyal').waitFor();
    await shot(page, 'fitrah-desk-01-offline-waiting');

    // The whole evening without a signal: the page opens again from the phone, both still waiting.
    await page.reload();
    await page.getByRole('heading', { name: 'Catat Zakat Fitrah' }).waitFor();
    await expect.poll(() => list.getByText('Menunggu sinyal').count(), { timeout: 15_000 }).toBe(2);

    await goOnline(context);
    await expect.poll(() => list.getByText('Menunggu sinyal').count(), { timeout: 30_000 }).toBe(0);
    await list.locator('li', { hasText: 'Ibu Sari' }).getByText('3 jiwa · Beras 7,5 kg').waitFor();

    const login = await api(base(), 'auth', 'login', { whatsapp: staff, password: PASSWORD });
    const res = await fetch(`${base()}/api/admin?masjid_id=${masjidId}`, { headers: { [KODE_HEADER]: 'get_fitrah_desk', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, cookie: login.cookie! } });
    const desk = ((await res.json()) as { data: FitrahDeskView }).data;
    expect(desk.entries.map((e) => [e.nama, e.jiwa, e.kind]).sort()).toEqual([['Ibu Sari', 3, 'beras'], ['Keluarga Pak Budi', 4, 'uang']]);
    expect(desk.entries.find((e) => e.nama === 'Keluarga Pak Budi')?.amount).toBe(4 * desk.rate);
    expect(desk.entries.find((e) => e.nama === 'Ibu Sari')?.rice_grams).toBe(7500);

    await list.getByRole('button', { name: 'Bukti Keluarga Pak Budi' }).click();
    const receipt = page.getByTestId('fitrah-receipt');
    await receipt.getByText('Jumlah jiwa: 4').waitFor();
    await receipt.getByText(/^Atas nama: Keluarga Pak Budi$/).waitFor();
    const wa = await receipt.getByRole('link', { name: 'Kirim WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(wa ?? '')).toContain('Jumlah jiwa: 4');
    expect(wa).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await receipt.scrollIntoViewIfNeeded();
    await shot(page, 'fitrah-desk-02-bukti');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'fitrah-desk-03-bukti-dark');
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    await shot(page, 'fitrah-desk-04-print');
    await context.close();
  }, 180_000);
});
