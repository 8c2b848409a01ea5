import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { api, ensureStaffAccount, logInThroughForm, randomPhone, registerByApi, shot, smallPng } from '../support/accounts.ts';
import { STAFF } from '../support/server-process.ts';

// Issue 28 (kencleng share), end to end: staff download the kencleng card, whose QR decodes to the
// program's donate address, as a PNG and as an A6 PDF; one staff member counts a box, another
// confirms it from their own account, and the public report shows both names.

const base = () => process.env.E2E_BASE_URL!;
const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat('id-ID').format(amount)}`;
const PASSWORD_1 = 'sandi-bendahara-28';
const PASSWORD_2 = 'sandi-saksi-28';
/** A6 in PDF points (105 × 148 mm). */
const A6_POINTS = { width: (105 / 25.4) * 72, height: (148 / 25.4) * 72 };
const jsqrFile = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

async function stepUp(page: Page, password: string) {
  const sheet = page.getByRole('dialog', { name: 'Konfirmasi Kata Sandi' });
  await sheet.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await sheet.getByRole('button', { name: 'Lanjutkan' }).click();
}

/** The bytes of what a button press hands to the browser's download. */
async function downloadOf(page: Page, press: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), press()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await fs.readFile(file) };
}

/**
 * Reads the QR code in a PNG the way a phone's camera app would: jsQR over its pixels, decoded by
 * Chromium on a blank page (the app's CSP rightly refuses an injected script).
 */
async function decodeQr(context: BrowserContext, png: Buffer): Promise<string | null> {
  const page = await context.newPage();
  await page.goto('about:blank');
  await page.addScriptTag({ path: jsqrFile });
  const text = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const read = (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR;
    return read(pixels.data, pixels.width, pixels.height)?.data ?? null;
  }, png.toString('base64'));
  await page.close();
  return text;
}

describe('kencleng card and two witnesses for the box (Chromium)', () => {
  let browser: Browser;
  let first: BrowserContext;
  let second: BrowserContext;
  const phone1 = randomPhone();
  const phone2 = randomPhone();
  const mosqueName = `Masjid Dua Saksi ${Date.now() % 100000}`;
  let masjidId = 0;
  let mosqueSlug = '';
  let kenclengSlug = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await ensureStaffAccount(base());
    await registerByApi(base(), phone1, 'Bendahara Hasan', PASSWORD_1);
    await registerByApi(base(), phone2, 'Saksi Aminah', PASSWORD_2);
    // The network admin opens the mosque with its kencleng and names both staff (through the API:
    // those screens have their own tests).
    const login = await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
    expect(login.status).toBe(200);
    expect((await api(base(), 'admin', 'step_up', { password: STAFF.password }, login.cookie)).status).toBe(200);
    const saved = await api(base(), 'admin', 'save_mosque', {
      nama: mosqueName, alamat: 'Jl. Saksi No. 28', kota: 'Bandung', latitude: '-6.9147', longitude: '107.6098', open_kencleng: 'Y',
    }, login.cookie);
    expect(saved.status, saved.body.message).toBe(201);
    ({ id: masjidId, slug: mosqueSlug, kencleng_slug: kenclengSlug } = saved.body.data as { id: number; slug: string; kencleng_slug: string });
    for (const phone of [phone1, phone2]) {
      const granted = await api(base(), 'admin', 'grant_staff', { masjid_id: String(masjidId), whatsapp: `0${phone}` }, login.cookie);
      expect(granted.status, granted.body.message).toBe(200);
    }
    first = await phoneContext(browser);
    second = await phoneContext(browser);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("staff download the kencleng card: the PNG's QR opens the program's donate page, the PDF is one A6 page", async () => {
    const page = await first.newPage();
    await logInThroughForm(page, base(), phone1, PASSWORD_1);
    await page.goto(`${base()}/admin/masjid/${masjidId}`);
    const card = page.getByRole('region', { name: 'Kartu QR Kencleng' });
    await card.getByTestId('kencleng-card-preview').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'kencleng-01-admin');

    const png = await downloadOf(page, () => card.getByRole('button', { name: 'Unduh PNG' }).click());
    expect(png.name).toBe(`${kenclengSlug}.png`);
    expect(png.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    if (process.env.SHOTS_DIR) await fs.writeFile(`${process.env.SHOTS_DIR}/kencleng-02-card.png`, png.bytes);
    const donateAddress = `${base()}/kencleng-masjid/${kenclengSlug}/donate`;
    expect(await decodeQr(first, png.bytes)).toBe(donateAddress);

    const pdf = await downloadOf(page, () => card.getByRole('button', { name: 'Unduh PDF (A6)' }).click());
    expect(pdf.name).toBe(`${kenclengSlug}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('ascii')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBe(1);
    const size = doc.getPage(0).getSize();
    expect(size.width).toBeCloseTo(A6_POINTS.width, 1);
    expect(size.height).toBeCloseTo(A6_POINTS.height, 1);

    // Scanned by a jamaah: the donate page of this very kencleng opens.
    const guest = await phoneContext(browser);
    const scanned = await guest.newPage();
    await scanned.goto(donateAddress);
    await scanned.getByText(`Kencleng ${mosqueName}`).first().waitFor();
    await shot(scanned, 'kencleng-03-scanned-donate');
    await guest.close();
  }, 180_000);

  it('one staff member counts the box, a second confirms it from their own account, and the public report shows both names', async () => {
    const page = first.pages()[0]!;
    const count = page.getByRole('region', { name: 'Buka Kencleng' });
    await count.getByLabel('Jumlah uang di kotak').fill('1250000');
    await count.getByLabel('Catatan (opsional)').fill('Kotak serambi utara');
    await count.getByLabel('Pilih foto hitungan').setInputFiles({ name: 'hitungan.png', mimeType: 'image/png', buffer: smallPng(48) });
    await count.getByRole('img', { name: 'Pratinjau foto hitungan' }).waitFor();
    await count.getByRole('button', { name: 'Simpan Hitungan' }).click();
    await stepUp(page, PASSWORD_1);
    const pending = count.getByTestId('kencleng-pending');
    await pending.getByText(rupiah(1_250_000)).waitFor();
    await pending.getByText('Menunggu pengurus lain mengonfirmasi').waitFor();
    // The counter is offered no way to be their own witness.
    expect(await pending.getByRole('button', { name: /^Konfirmasi/ }).count()).toBe(0);
    await count.scrollIntoViewIfNeeded();
    await shot(page, 'kencleng-04-counted');

    const witnessPage = await second.newPage();
    await logInThroughForm(witnessPage, base(), phone2, PASSWORD_2);
    await witnessPage.goto(`${base()}/admin/masjid/${masjidId}`);
    const witnessCount = witnessPage.getByRole('region', { name: 'Buka Kencleng' });
    await witnessCount.getByText('Dihitung Bendahara Hasan', { exact: false }).waitFor();
    // The photo of the count went through the upload path and is there for the witness to look at.
    const photoHref = await witnessCount.getByRole('link', { name: 'Lihat foto' }).getAttribute('href');
    expect(photoHref).toMatch(/^\/uploads\/[a-f0-9-]{36}\.png$/);
    const photo = await fetch(`${base()}${photoHref}`);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(smallPng(48))).toBe(true);
    await witnessCount.scrollIntoViewIfNeeded();
    await shot(witnessPage, 'kencleng-05-to-confirm');
    await witnessCount.getByRole('button', { name: `Konfirmasi ${rupiah(1_250_000)}` }).click();
    await stepUp(witnessPage, PASSWORD_2);
    const history = witnessCount.getByTestId('kencleng-history');
    await history.getByText('dihitung Bendahara Hasan, disaksikan Saksi Aminah', { exact: false }).waitFor();
    expect(await witnessCount.getByTestId('kencleng-pending').count()).toBe(0);

    const friday = witnessPage.getByRole('region', { name: 'Laporan Jumat' });
    const text = await friday.getByTestId('friday-report-text').innerText();
    expect(text).toContain(`Laporan Jumat ${mosqueName}`);
    expect(text).toContain('Infaq online');
    await friday.getByTestId('friday-report-image').waitFor();
    expect(await friday.getByRole('link', { name: 'Kirim ke WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await friday.scrollIntoViewIfNeeded();
    await shot(witnessPage, 'kencleng-06-friday-report');

    // Anyone reading the mosque's open report sees the box with both witnesses.
    const visitor = await phoneContext(browser);
    const report = await visitor.newPage();
    await report.goto(`${base()}/keuangan-masjid/${mosqueSlug}?periode=minggu`);
    const opening = report.getByTestId('finance-box-opening');
    await opening.first().waitFor();
    expect(await opening.first().innerText()).toMatch(/dihitung Bendahara Hasan, disaksikan Saksi Aminah[\s\S]*Rp 1\.250\.000/);
    expect(await report.getByTestId('finance-current').innerText()).toContain(rupiah(1_250_000));
    await shot(report, 'kencleng-07-public-report');
    await visitor.close();
  }, 240_000);
});
