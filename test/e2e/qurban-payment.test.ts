import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { logInThroughForm, mosqueWithStaff, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { readSecrets } from '../../server/secrets.ts';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/payments/signature.ts';

// Issue 42, paying for qurban, end to end on a phone: a person books a 1/7 share, taps 'Bayar',
// pays through the payment simulator and sees the booking 'Lunas' with its receipt ('Qurban 1/7
// sapi'); the staff mark the cow slaughtered with a photo, and the person's Pesan notice opens it.

const base = () => process.env.E2E_BASE_URL!;
const webhookSecret = () => readSecrets(process.env.E2E_DATA_DIR!)!.paymentWebhookSecret;
const PASSWORD = 'sandi-qurban-2';
// A 1×1 PNG, as a phone's camera would hand over a file.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The simulator's webhook, signed like the provider: the payment settles. */
async function pay(code: string, amount: number): Promise<void> {
  const body = JSON.stringify({ event_id: `e2e-${randomUUID()}`, codeDonate: code, status: 'paid', amount });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(new URL('/api/payment/notify', base()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signNotification(webhookSecret(), timestamp, body) },
    body,
  });
  expect(res.status).toBe(200);
}

describe('paying for qurban (Chromium)', () => {
  let browser: Browser;
  const staffPhone = randomPhone();
  const memberPhone = randomPhone();
  const mosqueName = `Masjid Bayar Qurban ${Date.now() % 100000}`;
  let masjidId = 0;
  let slug = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerByApi(base(), staffPhone, 'Takmir Bayar', PASSWORD);
    await registerByApi(base(), memberPhone, 'Hamba Bayar', PASSWORD);
    ({ id: masjidId, slug } = await mosqueWithStaff(base(), staffPhone, { nama: mosqueName, alamat: 'Jl. Kurban No. 12', kota: 'Bogor', latitude: '-6.5950', longitude: '106.8166' }));
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a person books a share and pays it through the simulator: Lunas with its receipt; the slaughter photo reaches them in Pesan', async () => {
    const staffContext = await phoneContext(browser);
    await mockMapTiles(staffContext);
    const staff = await staffContext.newPage();
    await logInThroughForm(staff, base(), staffPhone, PASSWORD);
    await staff.goto(`${base()}/admin/masjid/${masjidId}`);
    const section = staff.locator('section', { has: staff.getByRole('heading', { name: /^Qurban Idul Adha/, level: 2 }) });
    const offer = section.getByRole('form', { name: 'Tawarkan Hewan Qurban' });
    await offer.getByLabel('Sapi').check();
    await offer.getByLabel('Harga per bagian (1/7)').fill('3500000');
    await offer.getByLabel('Jumlah ekor').fill('1');
    await offer.getByRole('button', { name: 'Tawarkan' }).click();
    await staff.getByText('1 sapi ditawarkan untuk qurban').waitFor();

    // The person books a share.
    const memberContext = await phoneContext(browser);
    await mockMapTiles(memberContext);
    const member = await memberContext.newPage();
    await logInThroughForm(member, base(), memberPhone, PASSWORD);
    await member.goto(`${base()}/masjid/${slug}`);
    const qurban = member.locator('section#qurban');
    const cow = qurban.getByTestId('qurban-animal').filter({ hasText: 'Sapi 1' });
    await cow.getByRole('button', { name: 'Pesan Bagian' }).click();
    const form = cow.getByRole('form', { name: 'Pesan qurban Sapi 1' });
    await form.getByLabel('Atas nama').fill('Bapak Harun');
    await form.getByRole('button', { name: 'Pesan Sekarang' }).click();
    const mine = qurban.getByTestId('qurban-mine');
    const booking = mine.getByTestId('qurban-mine-item').filter({ hasText: 'Bapak Harun' });
    await booking.getByTestId('qurban-payment').getByText('Belum dibayar').waitFor();

    // 'Bayar': the whole share is offered; an amount below the minimum is refused in Indonesian.
    await booking.getByRole('button', { name: 'Bayar qurban Sapi 1 atas nama Bapak Harun' }).click();
    const payForm = booking.getByRole('form', { name: 'Bayar qurban Sapi 1' });
    expect(await payForm.getByLabel('Nominal').inputValue()).toBe('3500000');
    await payForm.getByLabel('QRIS', { exact: true }).check();
    await payForm.getByLabel('Nominal').fill('5000');
    await payForm.getByRole('button', { name: 'Lanjut Bayar' }).click();
    await payForm.getByText('Isi nominal Rp 10.000 sampai Rp 3.500.000 (sisa yang belum dibayar)').waitFor();
    await payForm.getByLabel('Nominal').fill('3500000');
    await member.waitForTimeout(200);
    await shot(member, 'qurban-pay-01-form');
    await payForm.getByRole('button', { name: 'Lanjut Bayar' }).click();
    await member.waitForURL(/\/donation\/[A-Z0-9]+\/checkout$/);
    const code = /\/donation\/([A-Z0-9]+)\/checkout$/.exec(member.url())![1]!;
    await pay(code, 3_500_000);
    await member.getByTestId('status').getByText('Lunas').waitFor({ timeout: 20_000 });

    // Back on the mosque page: Lunas, no cancel, and the receipt names the share.
    await member.goto(`${base()}/masjid/${slug}`);
    await booking.getByTestId('qurban-payment').getByText('Lunas').waitFor();
    expect(await booking.getByRole('button', { name: /^Batalkan/ }).count()).toBe(0);
    await qurban.scrollIntoViewIfNeeded();
    await shot(member, 'qurban-pay-02-lunas');
    await booking.getByTestId('qurban-receipt').click();
    await member.waitForURL(`${base()}/donation/${code}`);
    await member.getByTestId('qurban-share').getByText('Qurban 1/7 sapi').waitFor();
    await shot(member, 'qurban-pay-03-receipt');

    // The staff see it paid, and mark the cow slaughtered with a photo.
    await staff.reload();
    const row = section.getByTestId('admin-qurban-animal').filter({ hasText: 'Sapi 1' });
    await row.getByText('Lunas', { exact: false }).waitFor();
    await row.getByRole('button', { name: 'Tandai Disembelih' }).click();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qurban-photo-')), 'sembelih.png');
    fs.writeFileSync(file, PNG);
    await row.getByLabel('Pilih foto penyembelihan Sapi 1').setInputFiles(file);
    await row.getByAltText('Pratinjau foto Sapi 1').waitFor();
    await row.getByRole('button', { name: 'Simpan Disembelih' }).click();
    await staff.getByText('Sapi 1 ditandai sudah disembelih', { exact: false }).first().waitFor();
    await row.getByRole('link', { name: 'Lihat foto penyembelihan' }).waitFor();

    // The person's notice opens the photo; the booking shows it.
    await member.goto(`${base()}/pesan`);
    const notice = member.getByText('Hewan qurbanmu sudah disembelih').first();
    await notice.waitFor();
    await member.getByText('Fotonya ada di pesananmu.', { exact: false }).first().waitFor();
    await shot(member, 'qurban-pay-04-pesan-photo');
    await notice.click();
    await member.waitForURL(`${base()}/masjid/${slug}#qurban`);
    const photo = booking.getByAltText('Foto penyembelihan Sapi 1');
    await photo.waitFor();
    const src = await photo.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/[a-f0-9-]{36}\.png$/);
    expect((await fetch(new URL(src!, base()))).status).toBe(200);
    await qurban.scrollIntoViewIfNeeded();
    await shot(member, 'qurban-pay-05-photo-on-booking');
    await staffContext.close();
    await memberContext.close();
  }, 180_000);
});
