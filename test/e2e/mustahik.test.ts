import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { api, ensureStaffAccount, logInThroughForm, randomPhone, registerByApi } from '../support/accounts.ts';
import { STAFF } from '../support/server-process.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

// Issue 42, its distribution part, end to end on phones: a mosque's staff member registers a
// mustahik (NIK and phone shown masked), plans their zakat fitrah, hands it over; a second staff
// member confirms from their own account; the mosque page then shows the asnaf's total and never
// the recipient's name.

const base = () => process.env.E2E_BASE_URL!;
const PASSWORD = 'sandi-mustahik-1';
const NIK = '3273015507800003';

/** The phone's screen, light and dark (SHOTS_DIR), for looking at, not asserting. */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${dir}/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('mustahik and the fitrah distribution (Chromium)', () => {
  let browser: Browser;
  let first: BrowserContext;
  let second: BrowserContext;
  const phone1 = randomPhone();
  const phone2 = randomPhone();
  let masjidId = 0;
  let slug = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await ensureStaffAccount(base());
    await registerByApi(base(), phone1, 'Amil Yusuf', PASSWORD);
    await registerByApi(base(), phone2, 'Saksi Fatimah', PASSWORD);
    const login = await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
    expect((await api(base(), 'admin', 'step_up', { password: STAFF.password }, login.cookie)).status).toBe(200);
    const saved = await api(base(), 'admin', 'save_mosque', { nama: `Masjid Mustahik Uji ${Date.now() % 100000}`, alamat: 'Jl. Fitrah No. 1', kota: 'Bandung', latitude: '-6.9147', longitude: '107.6098' }, login.cookie);
    expect(saved.status, saved.body.message).toBe(201);
    ({ id: masjidId, slug } = saved.body.data as { id: number; slug: string });
    for (const phone of [phone1, phone2]) {
      const granted = await api(base(), 'admin', 'grant_staff', { masjid_id: String(masjidId), whatsapp: `0${phone}` }, login.cookie);
      expect(granted.status, granted.body.message).toBe(200);
    }
    first = await phoneContext(browser);
    second = await phoneContext(browser);
    await mockMapTiles(first);
    await mockMapTiles(second);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('registers, plans and hands over; a second staff member confirms; the mosque page shows the asnaf total without the name', async () => {
    const page = await first.newPage();
    await logInThroughForm(page, base(), phone1, PASSWORD);
    await page.goto(`${base()}/admin/masjid/${masjidId}`);
    await page.getByRole('link', { name: 'Mustahik & Penyaluran' }).click();
    await page.waitForURL(`${base()}/admin/masjid/${masjidId}/mustahik`);
    await page.getByText('Belum ada mustahik terdaftar.').waitFor();

    const register = page.getByRole('form', { name: 'Daftarkan Mustahik' });
    await register.getByLabel('Nama').fill('Ibu Khodijah Rahma');
    await register.getByLabel('Asnaf').selectOption('miskin');
    await register.getByLabel('Jumlah jiwa').fill('40');
    await register.getByLabel('NIK (opsional)').fill(NIK);
    await register.getByLabel('Nomor HP (opsional)').fill('0812 3456 7890');
    await register.getByLabel('Alamat').fill('Gg. Kenanga RT 02 RW 05');
    await register.getByRole('button', { name: 'Daftarkan' }).click();
    // Bad input is refused in Indonesian before anything is sent.
    await register.getByText('Isi jumlah anggota keluarga 1 sampai 30').waitFor();
    await register.getByLabel('Jumlah jiwa').fill('4');
    await register.getByRole('button', { name: 'Daftarkan' }).click();
    await page.getByText('Data mustahik tersimpan').first().waitFor();
    const row = page.getByTestId('mustahik-row').filter({ hasText: 'Ibu Khodijah Rahma' });
    await row.getByText('NIK 3273********0003 · HP 0812****7890').waitFor();
    expect(await page.content()).not.toContain(NIK);
    expect(await page.content()).not.toContain('81234567890');

    await row.getByRole('button', { name: 'Rencana' }).click();
    await row.getByLabel('Beras (kg)').fill('10');
    await row.getByLabel('Uang (Rp)').fill('150000');
    await row.getByRole('button', { name: 'Simpan Rencana' }).click();
    await page.getByTestId('fitrah-pending').getByText(/^Belum diserahkan: 1 keluarga, 10 kg, Rp 150\.000 — .+ sebelum salat Id$/).waitFor();
    await shots(page, 'mustahik-01-planned');

    await row.getByRole('button', { name: 'Serahkan' }).click();
    await expect.poll(() => row.getByLabel('Beras (kg)').inputValue()).toBe('10');
    await row.getByRole('button', { name: 'Simpan Penyerahan' }).click();
    await row.getByText('menunggu konfirmasi', { exact: false }).waitFor();
    await row.getByText('Minta pengurus lain mengonfirmasi.').waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Konfirmasi' }).count()).toBe(0);
    await page.getByTestId('fitrah-pending').getByText('Semua rencana penyaluran sudah diserahkan.').waitFor();

    // Not yet public: one witness is not enough.
    const publicBefore = await fetch(`${base()}/api/masjid?slug=${slug}`, { headers: { [KODE_HEADER]: 'get_fitrah_distribution', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
    expect(((await publicBefore.json()) as { data: { total: { households: number } } }).data.total.households).toBe(0);

    const witness = await second.newPage();
    await logInThroughForm(witness, base(), phone2, PASSWORD);
    await witness.goto(`${base()}/admin/masjid/${masjidId}/mustahik`);
    const theirRow = witness.getByTestId('mustahik-row').filter({ hasText: 'Ibu Khodijah Rahma' });
    await theirRow.getByRole('button', { name: 'Konfirmasi' }).click();
    await witness.getByText('Penyerahan dikonfirmasi').first().waitFor();
    await theirRow.getByText('dikonfirmasi Saksi Fatimah', { exact: false }).waitFor();
    await shots(witness, 'mustahik-02-confirmed');

    // A household pays at the desk: the mosque page says what came in beside what went out.
    await page.goto(`${base()}/admin/masjid/${masjidId}/zakat-fitrah`);
    const desk = page.getByRole('form', { name: 'Catat Zakat Fitrah' });
    await desk.getByLabel('Nama kepala keluarga').fill('Keluarga Pak Budi');
    await desk.getByLabel('Jumlah jiwa').fill('4');
    await desk.getByRole('button', { name: 'Beras' }).click();
    await desk.getByRole('button', { name: 'kg' }).click();
    await desk.getByRole('button', { name: 'Simpan' }).click();
    await page.getByTestId('fitrah-entries').locator('li', { hasText: 'Keluarga Pak Budi' }).waitFor();

    const guest = await (await phoneContext(browser)).newPage();
    await guest.goto(`${base()}/masjid/${slug}`);
    const section = guest.locator('section#zakat-fitrah');
    await section.getByRole('heading', { name: /^Zakat Fitrah \d{4} H$/ }).waitFor();
    await section.getByRole('heading', { name: 'Penyaluran' }).waitFor();
    await section.getByText('1 keluarga · 10 kg · Rp 150.000').waitFor();
    await section.getByText('Miskin', { exact: true }).waitFor();
    await expect.poll(() => section.getByTestId('fitrah-collected').innerText()).toBe('Terkumpul: 4 jiwa · 10 kg beras');
    const text = await guest.locator('body').innerText();
    for (const secret of ['Khodijah', 'Kenanga', NIK, '7890', 'Pak Budi']) expect(text).not.toContain(secret);
    await section.scrollIntoViewIfNeeded();
    await shots(guest, 'mustahik-03-mosque-page');
  }, 180_000);
});
