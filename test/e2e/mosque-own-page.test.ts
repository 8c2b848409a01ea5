import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { ensureStaffAccount, randomPhone, registerByApi, shot, logInThroughForm } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { STAFF } from '../support/server-process.ts';
import { adminMessages } from '../../src/contract/admin.ts';
import { kajianRegistrationMessages } from '../../src/contract/kajian-registration.ts';

// Issue 17, end to end: an admin creates a mosque with a map pick and assigns a staff member; the
// staff member posts a weekly kajian and a Friday cash count; a visitor sees both on the mosque's
// page and the report's closing balance equals the entries; the staff member cannot open another
// mosque's program.

const base = () => process.env.E2E_BASE_URL!;
const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat('id-ID').format(amount)}`;
const STAFF_PASSWORD = 'sandi-takmir-17';

/** Elements wider than the phone: none may push the page sideways. */
const overflowing = (page: Page) => page.evaluate(() => [...document.querySelectorAll('body *')]
  .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !el.closest('.maplibregl-map'))
  .map((el) => `${el.tagName}.${String(el.className)}`).slice(0, 5));

async function stepUp(page: Page, password: string) {
  const sheet = page.getByRole('dialog', { name: 'Konfirmasi Kata Sandi' });
  await sheet.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await sheet.getByRole('button', { name: 'Lanjutkan' }).click();
}

describe("a mosque's own page, kept by its own staff (Chromium)", () => {
  let browser: Browser;
  let admin: BrowserContext;
  const staffPhone = randomPhone();
  const mosqueName = `Masjid Al-Uji ${Date.now() % 100000}`;
  let adminPath = '';
  let mosquePath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await ensureStaffAccount(base());
    await registerByApi(base(), staffPhone, 'Takmir Uji', STAFF_PASSWORD);
    admin = await phoneContext(browser);
    await mockMapTiles(admin);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the admin creates a mosque, picking its place by dragging the marker, and assigns a staff member', async () => {
    const page = await admin.newPage();
    await logInThroughForm(page, base(), STAFF.phone, STAFF.password);
    await page.goto(`${base()}/admin`);
    await page.getByRole('link', { name: /^Masjid/ }).click();
    await page.getByRole('link', { name: 'Tambah Masjid' }).click();
    await page.waitForURL(`${base()}/admin/masjid/baru`);
    await page.getByLabel('Nama Masjid').fill(mosqueName);
    await page.getByLabel('Alamat').fill('Jl. Kenari No. 17');
    await page.getByLabel('Kota').fill('Surabaya');
    // Rough coordinates typed first (Surabaya, far from the other tests' Jakarta mosques), then
    // the marker dragged to the exact spot.
    await page.getByLabel('Latitude').fill('-7.2575');
    await page.getByLabel('Longitude').fill('112.7521');
    const marker = page.locator('[data-marker-id=picked]');
    await marker.waitFor();
    await page.waitForFunction(() => document.querySelector('.maplibregl-canvas') !== null);
    await page.waitForTimeout(800); // the map eases to the typed place
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Number(await page.getByLabel('Latitude').inputValue())).toBeLessThan(-7.2575); // dragged down: south
    const lat = Number(await page.getByLabel('Latitude').inputValue());
    const lng = Number(await page.getByLabel('Longitude').inputValue());
    expect(lat).toBeGreaterThan(-7.27);
    expect(lng).toBeGreaterThan(112.7521); // and right: east
    expect(lng).toBeLessThan(112.77);
    await page.getByLabel('Pengurus').fill('Takmir Al-Uji');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'mosque-01-editor');
    // Nothing is wider than the phone (a wide row once pushed the page sideways).
    expect(await overflowing(page)).toEqual([]);
    await page.getByRole('button', { name: 'Simpan Masjid' }).click();
    await page.waitForURL(/\/admin\/masjid\/\d+$/);
    adminPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: mosqueName }).waitFor();

    await page.getByLabel('Nomor WhatsApp').fill(`0${staffPhone}`);
    await page.getByRole('button', { name: 'Tambah Pengurus' }).click();
    await stepUp(page, STAFF.password);
    await page.getByTestId('admin-staff').getByText('Takmir Uji').waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'mosque-02-admin-page');
    mosquePath = await page.getByRole('link', { name: 'Lihat Halaman' }).getAttribute('href') ?? '';
    expect(mosquePath).toMatch(/^\/masjid\/masjid-al-uji/);

    // Both changes are in the trail, with who made them.
    await page.goto(`${base()}/admin/riwayat`);
    const trail = page.getByTestId('audit-list');
    // Other files' tests give staff on the same server: this one's grant is the row naming its staff member.
    await trail.locator('div').filter({ has: page.getByText('Tambah pengurus', { exact: true }) }).filter({ hasText: 'Takmir Uji' }).first().waitFor();
    expect(await trail.innerText()).toContain('Simpan masjid');
    await shot(page, 'mosque-06-audit');
    await page.goto(`${base()}/admin/pembayaran`);
    await page.getByRole('button', { name: 'Simpan' }).first().waitFor();
    await shot(page, 'mosque-07-payment-methods');
    await page.close();
  });

  it('the staff member posts a weekly kajian and a Friday cash count, and cannot open another mosque\'s program', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, base(), staffPhone, STAFF_PASSWORD);
    await page.goto(`${base()}/admin`);
    await page.getByRole('link', { name: new RegExp(mosqueName) }).click();
    await page.waitForURL(`${base()}${adminPath}`);

    const kegiatan = page.getByRole('form', { name: 'Tambah Kegiatan' });
    await kegiatan.getByLabel('Nama Kegiatan').fill('Kajian Tafsir Ba\'da Maghrib');
    await kegiatan.getByLabel('Ustadz / Khatib / Imam').fill('Ustadz Fulan');
    await kegiatan.getByLabel('Jam (WIB)').fill('18:30');
    await kegiatan.getByText('Setiap pekan').click();
    // Registration with a capacity: a bad one is told on its field, nothing is published.
    const quota = kegiatan.getByLabel('Kuota pendaftar (kosongkan bila tanpa pendaftaran)');
    await quota.fill('0');
    await kegiatan.getByRole('button', { name: 'Terbitkan Kegiatan' }).click();
    await kegiatan.getByText(kajianRegistrationMessages.capacityInvalid).waitFor();
    await quota.fill('40');
    await kegiatan.getByRole('button', { name: 'Terbitkan Kegiatan' }).click();
    await page.getByTestId('admin-activities').getByText("Kajian Tafsir Ba'da Maghrib").waitFor();
    expect(await page.getByTestId('admin-activities').innerText()).toContain('kuota 40');
    expect(await page.getByTestId('admin-activities').getByText("Kajian Tafsir Ba'da Maghrib").count()).toBe(1);

    const keuangan = page.getByRole('form', { name: 'Catat Keuangan' });
    await keuangan.getByRole('button', { name: 'Kotak Jumat' }).click();
    await keuangan.getByLabel('Nominal').fill('1250000');
    await keuangan.getByRole('button', { name: 'Simpan Catatan' }).click();
    await stepUp(page, STAFF_PASSWORD);
    await page.getByTestId('admin-finance-entries').getByText(rupiah(1_250_000)).waitFor();
    await keuangan.getByText('Pengeluaran', { exact: true }).click();
    await keuangan.getByRole('button', { name: 'Listrik dan air' }).click();
    await keuangan.getByLabel('Nominal').fill('300000');
    await keuangan.getByRole('button', { name: 'Simpan Catatan' }).click(); // still stepped up
    await page.getByTestId('admin-finance-entries').getByText(rupiah(300_000)).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'mosque-03-staff-page');

    // Another mosque's kencleng program is not theirs.
    await page.goto(`${base()}/admin/program/masjid-istiqlal`);
    await page.getByRole('heading', { name: adminMessages.forbidden }).waitFor();
    await context.close();
  });

  it('a visitor sees the kajian on the mosque page and a report whose closing balance equals the entries', async () => {
    const context = await phoneContext(browser);
    await mockMapTiles(context);
    const page = await context.newPage();
    await page.goto(`${base()}${mosquePath}`);
    await page.getByRole('heading', { name: mosqueName }).waitFor();
    await page.locator('#kegiatan').getByText("Kajian Tafsir Ba'da Maghrib").waitFor();
    expect(await page.locator('#kegiatan').innerText()).toContain('Ustadz Fulan');
    expect(await page.locator('#kegiatan').getByTestId('kajian-seats').innerText()).toContain('Sisa kuota 40 dari 40');
    // Issue 43: the phone's calendar subscribes to the mosque's Kegiatan, and the feed holds the weekly kajian.
    const feedHref = await page.locator('#kegiatan').getByRole('link', { name: 'Tambahkan ke Kalender' }).getAttribute('href');
    expect(feedHref).toBe(`${base().replace(/^https?:/, 'webcal:')}/kalender${mosquePath}.ics`);
    const feed = await fetch(feedHref!.replace(/^webcal:/, new URL(base()).protocol));
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics).toContain("SUMMARY:Kajian Tafsir Ba'da Maghrib\r\n");
    expect(ics).toContain('RRULE:FREQ=WEEKLY');
    // No kencleng yet: the tile stays, and says so.
    await page.getByLabel('Kencleng Masjid: belum dibuka').waitFor();
    await shot(page, 'mosque-04-public-page');
    await page.getByRole('link', { name: /Keuangan/ }).click();
    await page.waitForURL(/\/keuangan-masjid\/masjid-al-uji/);
    const current = page.getByTestId('finance-current');
    await current.waitFor();
    expect(await page.getByTestId('finance-closing').innerText()).toBe(rupiah(950_000));
    expect(await current.innerText()).toContain('Kotak Jumat');
    expect(await current.innerText()).toContain('Listrik dan air');
    await shot(page, 'mosque-05-finance');

    // The home shortcut 'Keuangan Masjid' opens the list of reports inside the app.
    await page.goto(`${base()}/`);
    await page.getByRole('link', { name: 'Keuangan Masjid' }).click();
    await page.waitForURL(`${base()}/keuangan-masjid`);
    await page.getByRole('link', { name: new RegExp(mosqueName) }).waitFor();
    await shot(page, 'mosque-08-finance-list');
    if (process.env.SHOTS_DIR) {
      await page.goto(`${base()}/keuangan-masjid/masjid-istiqlal?periode=bulan`);
      await page.getByTestId('finance-closing').waitFor();
      await shot(page, 'mosque-09-finance-seeded');
      await page.goto(`${base()}/masjid/masjid-istiqlal`);
      await page.locator('#kegiatan li').first().waitFor();
      await shot(page, 'mosque-10-seeded-page');
    }
    await context.close();
  });
});
