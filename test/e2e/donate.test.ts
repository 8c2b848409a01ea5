import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext } from '../support/browser.ts';
import { followApiReads } from '../support/first-visit.ts';
import { api, logInThroughForm, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { readSecrets } from '../../server/secrets.ts';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/payments/signature.ts';
import { CLIENT_KEY_HEADER, EnvelopeSchema, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { TransactionSchema, type Transaction } from '../../src/contract/donation.ts';

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'sumur-bor-gunungkidul';
const webhookSecret = () => readSecrets(process.env.E2E_DATA_DIR!)!.paymentWebhookSecret;

/** getTransaction from outside the browser, as scripts/pay.ts reads it. */
async function transaction(code: string): Promise<Transaction> {
  const url = new URL('/api/transaction', base());
  url.searchParams.set('codeDonate', code);
  const res = await fetch(url, { headers: { [KODE_HEADER]: 'getTransaction', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
  const envelope = v.parse(EnvelopeSchema, await res.json());
  return v.parse(TransactionSchema, envelope.data);
}

/** What `npm run pay` does: a signed 'paid' notification for the exact total. */
async function pay(code: string): Promise<void> {
  const tx = await transaction(code);
  const body = JSON.stringify({ event_id: `e2e-${randomUUID()}`, codeDonate: code, status: 'paid', amount: tx.total });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(new URL('/api/payment/notify', base()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signNotification(webhookSecret(), timestamp, body) },
    body,
  });
  expect(res.status).toBe(200);
}

async function openDonate(page: Page, slug = SLUG) {
  await page.goto(`${base()}/campaign/${slug}/donate`);
  await page.getByRole('heading', { name: 'Pilih Nominal Donasi' }).waitFor();
}

/** A donor of their own each time: the server limits donations and open transfers per phone. */
async function fillDonor(page: Page, name = 'Hamba Allah', phone = randomPhone()) {
  await page.getByLabel('Nama Lengkap').fill(name);
  await page.getByLabel('Nomor Whatsapp').fill(phone);
}

async function chooseMethod(page: Page, code: string) {
  await page.getByTestId('choose-method').click();
  await page.getByTestId(`method-${code}`).click();
  await page.locator('dialog[open]').waitFor({ state: 'detached' }).catch(() => undefined);
}

async function submitAndReachCheckout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  await page.waitForURL(/\/donation\/[A-Z0-9]+\/checkout$/);
  return /\/donation\/([A-Z0-9]+)\/checkout$/.exec(page.url())![1]!;
}

describe('donating in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const guest = async (): Promise<BrowserContext> => phoneContext(browser);

  it('a guest donates 50.000 by virtual account, the payment arrives and the page turns Lunas', async () => {
    const context = await guest();
    const reads = followApiReads(context);
    const page = await context.newPage();
    await openDonate(page);
    await shot(page, 'donate-01-form');
    await page.getByRole('button', { name: 'Rp 50.000' }).click();
    expect(await page.getByLabel('Nominal lainnya').inputValue()).toBe('50.000');
    expect(await page.getByTestId('donate-total').innerText()).toBe('Rp 50.000');
    await fillDonor(page);
    await chooseMethod(page, 'BSI_VA');
    expect(await page.getByTestId('choose-method').innerText()).toContain('BSI Virtual Account');
    const code = await submitAndReachCheckout(page);

    const va = page.getByTestId('va-number');
    await va.waitFor();
    const tx = await transaction(code);
    expect(tx.metode_bayar).toBe('VA');
    expect(tx.nominal).toBe(50_000);
    expect(await va.innerText()).toBe(tx.norek);
    expect(tx.norek).toMatch(/^\d{16}$/);
    const phone = await page.getByTestId('masked-phone').innerText();
    expect(phone).toBe(`+62 ${tx.nomor_hp}`);
    expect(phone).toContain('*');
    expect(phone).toMatch(/^\+62 81\*{8}\d$/);
    expect(await page.getByTestId('countdown').innerText()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await page.locator('[data-testid=recommended]').first().waitFor();
    // 'Program Lainnya': the five newest programs, less the one being paid for.
    const newest = await fetch(`${base()}/api/campaign?limit=5`, { headers: { [KODE_HEADER]: 'get_campaign_limit', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
    const others = ((await newest.json()) as { data: { slug: string }[] }).data.filter((p) => p.slug !== SLUG);
    expect(await page.locator('[data-testid=recommended]').count()).toBe(others.length);
    expect(await page.locator(`[data-testid=recommended][href="/campaign/${SLUG}"]`).count()).toBe(0);
    await page.getByRole('heading', { name: 'Instruksi Pembayaran' }).waitFor();
    await shot(page, 'donate-02-checkout-va');

    // Seen once, with no reload: the instruction opens offline in a new tab from what was kept.
    await reads.kept(page);
    await goOffline(context);
    const offline = await context.newPage();
    await offline.goto(page.url());
    await offline.getByTestId('va-number').waitFor({ timeout: 15_000 });
    expect(await offline.getByTestId('va-number').innerText()).toBe(tx.norek);
    await offline.close();
    await goOnline(context);

    await pay(code);
    await page.getByRole('button', { name: 'Cek Status Pembayaran' }).click();
    await page.getByTestId('status').getByText('Lunas').waitFor();
    // Paid: nothing left to instruct.
    await page.getByRole('heading', { name: 'Status Donasi' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Instruksi Pembayaran' }).count()).toBe(0);
    await shot(page, 'donate-03-checkout-paid');

    // The detail page shows it paid with 'Donasi Lagi', and the history lists it.
    await page.goto(`${base()}/donation/${code}`);
    await page.getByTestId('status').getByText('Lunas').waitFor();
    await page.getByTestId('donate-again').waitFor();
    expect(await page.getByTestId('donate-again').getAttribute('href')).toBe(`/campaign/${SLUG}/donate`);
    await shot(page, 'donate-04-detail-paid');
    await page.goto(`${base()}/donation`);
    await page.getByTestId('donation-row').first().waitFor();
    const rows = page.getByTestId('donation-row');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('Rp 50.000');
    expect(await rows.first().innerText()).toContain('Lunas');
    expect(await rows.first().getAttribute('href')).toBe(`/donation/${code}`);
    await shot(page, 'donate-05-history');
    await context.close();
  });

  it('refuses 500 with "Nominal minimal Rp 1.000", and at 10.000 only QRIS and e-wallets can be chosen', async () => {
    const context = await guest();
    const page = await context.newPage();
    await openDonate(page);
    await page.getByLabel('Nominal lainnya').fill('500');
    await page.getByText('Nominal minimal Rp 1.000').waitFor();
    expect(await page.getByLabel('Nominal lainnya').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Nominal lainnya').fill('10000');
    expect(await page.getByLabel('Nominal lainnya').inputValue()).toBe('10.000');
    expect(await page.getByText('Nominal minimal Rp 1.000').count()).toBe(0);
    await page.getByTestId('choose-method').click();
    await page.getByTestId('method-BSI_VA').waitFor();
    for (const code of ['BSI_VA', 'BRI_VA', 'BNI_VA', 'MANDIRI_VA', 'BSI_MANUAL']) expect(await page.getByTestId(`method-${code}`).isDisabled()).toBe(true);
    for (const code of ['QRIS', 'GOPAY', 'OVO']) expect(await page.getByTestId(`method-${code}`).isEnabled()).toBe(true);
    await shot(page, 'donate-06-methods-at-10000');
    await page.getByRole('button', { name: 'Tutup' }).click();

    // Submitting empty says what is missing, on the fields.
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    expect(await page.getByText('Mohon diisi terlebih dahulu').count()).toBe(2);
    await page.getByText('Metode pembayaran wajib dipilih').waitFor();
    expect(page.url()).toContain('/donate');
    await context.close();
  });

  it('QRIS shows a real QR code that can be downloaded; a manual transfer asks for a total with 3 unique digits', async () => {
    const context = await guest();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
    const page = await context.newPage();
    await openDonate(page);
    await page.getByRole('button', { name: 'Rp 25.000' }).click();
    await fillDonor(page, 'Fulan');
    await chooseMethod(page, 'QRIS');
    await submitAndReachCheckout(page);
    const qr = page.locator('svg[data-testid=qris]');
    await qr.waitFor();
    expect((await qr.locator('path').getAttribute('d'))!.length).toBeGreaterThan(1000);
    // The simulator's code says so on the page, and in the payee name a real wallet would show.
    expect(await page.getByTestId('simulated-mark').innerText()).toContain('Simulasi — jangan dibayar');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh QR' }).click();
    expect((await download).suggestedFilename()).toMatch(/^QRIS-[A-Z0-9]+\.png$/);
    await shot(page, 'donate-07-checkout-qris');

    await openDonate(page);
    await page.getByRole('button', { name: 'Rp 50.000' }).click();
    await fillDonor(page, 'Fulanah');
    await chooseMethod(page, 'BSI_MANUAL');
    const code = await submitAndReachCheckout(page);
    await page.getByTestId('account-number').waitFor();
    const tx = await transaction(code);
    const shown = Number((await page.getByTestId('total').first().innerText()).replace(/\D/g, ''));
    expect(shown).toBe(tx.total);
    expect(shown % 1000).toBeGreaterThan(0);
    expect(shown - 50_000).toBe(tx.unique_digits);
    await page.getByText('Transfer tepat sampai 3 digit terakhir').waitFor();
    await page.getByText(/Verifikasi 1x24 jam/).waitFor();
    expect(await page.getByTestId('account-number').innerText()).toBe(tx.norek);
    await page.getByRole('button', { name: 'Salin Nomor Rekening' }).click();
    await page.getByText('Berhasil disalin').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tx.norek);
    await shot(page, 'donate-08-checkout-manual');
    // The toast goes after 3 s.
    await page.getByText('Berhasil disalin').waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });

  it('with the network cut the form stays; a retry after a lost answer makes exactly one donation', async () => {
    // No worker here, so every request of the page passes the route below.
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, locale: 'id-ID', timezoneId: 'Asia/Jakarta', serviceWorkers: 'block' });
    const page = await context.newPage();
    await openDonate(page);
    await page.getByRole('button', { name: 'Rp 100.000' }).click();
    await fillDonor(page, 'Abdullah', '81299990000');
    await page.locator('#donor-pray').fill('Semoga berkah');
    await chooseMethod(page, 'BRI_VA');

    // 1. Offline: nothing leaves, the page says so and keeps everything typed.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByTestId('donate-failure').waitFor();
    expect(await page.getByTestId('donate-failure').innerText()).toContain('koneksi internet');
    expect(await page.getByTestId('donate-overlay').count()).toBe(0);
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('Abdullah');
    expect(await page.getByLabel('Nominal lainnya').inputValue()).toBe('100.000');
    expect(await page.locator('#donor-pray').inputValue()).toBe('Semoga berkah');
    await shot(page, 'donate-09-offline');
    await context.setOffline(false);

    // 2. The donation is made on the server but its answer never comes back.
    let lostCode: string | undefined;
    const keys: string[] = [];
    await context.route('**/api/transaction', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST' || request.headers()['kode'] !== 'storeDonate') return route.continue();
      keys.push(request.headers()['idempotency-key'] ?? '');
      const response = await route.fetch();
      const body = (await response.json()) as { data: { codeDonate: string } };
      if (!lostCode) {
        lostCode = body.data.codeDonate;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid=donate-failure]') && !document.querySelector('[data-testid=donate-overlay]'));
    expect(lostCode).toMatch(/^JRY/);
    expect(page.url()).toContain('/donate');

    // 3. The retry gets the same donation, not a second one.
    const code = await submitAndReachCheckout(page);
    expect(code).toBe(lostCode);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await transaction(code)).nominal).toBe(100_000);
    await page.goto(`${base()}/donation`);
    await page.getByTestId('donation-row').first().waitFor();
    expect(await page.getByTestId('donation-row').count()).toBe(1);
    await context.close();
  });
  it('a kencleng donation by QRIS turns Lunas by itself while the checkout is open (10 s polling)', async () => {
    const context = await guest();
    const page = await context.newPage();
    await page.goto(`${base()}/kencleng-masjid/masjid-agung-banten/donate`);
    await page.getByRole('heading', { name: 'Pilih Nominal Donasi' }).waitFor();
    expect(await page.getByTestId('donate-program').innerText()).toContain('Masjid Agung Banten');
    await page.getByLabel('Nominal lainnya').fill('15000');
    await fillDonor(page, 'Hamba Allah');
    await chooseMethod(page, 'QRIS');
    const code = await submitAndReachCheckout(page);
    expect((await transaction(code)).program.type).toBe('kencleng-masjid');
    await page.locator('svg[data-testid=qris]').waitFor();
    await pay(code);
    // No tap: the page asks again within 10 s.
    await page.getByTestId('status').getByText('Lunas').waitFor({ timeout: 20_000 });
    await page.goto(`${base()}/donation/${code}`);
    await page.getByTestId('donate-again').waitFor();
    expect(await page.getByTestId('donate-again').getAttribute('href')).toBe('/kencleng-masjid/masjid-agung-banten/donate');
    await context.close();
  });

  it('a demo GoPay donation is no dead end: the simulator shows a code to scan, marked Simulasi, and the payment turns it Lunas', async () => {
    const context = await guest();
    const page = await context.newPage();
    await openDonate(page);
    await page.getByRole('button', { name: 'Rp 25.000' }).click();
    await fillDonor(page, 'Hamba Allah');
    await chooseMethod(page, 'GOPAY');
    const code = await submitAndReachCheckout(page);
    const panel = page.getByRole('region', { name: 'Pembayaran GoPay' });
    await panel.getByTestId('wallet-qr').waitFor();
    expect(await panel.getByTestId('simulated-mark').innerText()).toContain('Simulasi — jangan dibayar');
    await panel.getByText('Pindai kode QR di atas, pastikan nominalnya Rp 25.000.').waitFor();
    await shot(page, 'donate-09-checkout-gopay-simulated');
    await pay(code);
    await page.getByTestId('status').getByText('Lunas').waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('the open checkout asks again with the answer it holds: an unchanged status costs a 304, and it still turns Lunas', async () => {
    const context = await guest();
    const page = await context.newPage();
    await openDonate(page);
    await page.getByLabel('Nominal lainnya').fill('15000');
    await fillDonor(page);
    await chooseMethod(page, 'QRIS');
    const code = await submitAndReachCheckout(page);
    await page.locator('svg[data-testid=qris]').waitFor();
    // The status reads as the page and its worker timed them (the worker's own fetches, when it
    // controls the page, go through the browser's HTTP cache, which revalidates with the ETag).
    const statusReads = async () => {
      const collect = (needle: string) => performance.getEntriesByType('resource')
        .filter((e) => e.name.includes(needle))
        .map((e) => { const r = e as PerformanceResourceTiming; return { transfer: r.transferSize, body: r.encodedBodySize }; });
      const needle = `codeDonate=${code}`;
      const workers = await Promise.all(context.serviceWorkers().map((w) => w.evaluate(collect, needle).catch(() => [])));
      return [...(await page.evaluate(collect, needle)), ...workers.flat()];
    };
    // A revalidated read moved only headers (Resource Timing counts them as 300 bytes), not the
    // answer's body: the server said 304. The poll runs every 10 s; allow a busy machine two more.
    const revalidated = (reads: Awaited<ReturnType<typeof statusReads>>) => reads.filter((r) => r.transfer > 0 && r.transfer < r.body).length;
    await expect.poll(async () => revalidated(await statusReads()), { timeout: 40_000, interval: 1_000 }).toBeGreaterThan(0);
    await pay(code);
    // No tap: the next poll's tag no longer matches, and the full answer says Lunas.
    await page.getByTestId('status').getByText('Lunas').waitFor({ timeout: 25_000 });
    const reads = await statusReads();
    expect(reads.some((r) => r.transfer >= r.body)).toBe(true);
    await context.close();
  });

  it('a logged-in donor is prefilled and locked; the history lists the account\'s donation; "Bukan saya" donates as a guest', async () => {
    const phone = randomPhone();
    await registerByApi(base(), phone, 'Siti Aminah', 'sandi-rahasia-1');
    const context = await guest();
    const page = await context.newPage();
    // Logged in on this device, as a person does: a device that never logged in is a guest and
    // does not ask the server who it is.
    await logInThroughForm(page, base(), phone, 'sandi-rahasia-1');
    const session = (await context.cookies()).find((c) => c.httpOnly)!;
    const login = { cookie: `${session.name}=${session.value}` };
    await openDonate(page);
    await page.getByText('Masuk sebagai').waitFor();
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('Siti Aminah');
    expect(await page.getByLabel('Nomor Whatsapp').inputValue()).toBe(phone);
    expect(await page.getByLabel('Nama Lengkap').getAttribute('readonly')).not.toBeNull();
    await shot(page, 'donate-10-logged-in');
    await page.getByRole('button', { name: 'Rp 25.000' }).click();
    await chooseMethod(page, 'OVO');
    const code = await submitAndReachCheckout(page);
    const mine = await api(base(), 'transaction', 'get_my_donations', {}, login.cookie);
    expect((mine.body.data as Array<{ codeDonate: string }>).map((d) => d.codeDonate)).toEqual([code]);

    // The account's donation is listed even with the device's list emptied.
    await page.evaluate(() => new Promise<void>((resolve) => {
      const open = indexedDB.open('jariyah');
      open.onsuccess = () => { const t = open.result.transaction('donations', 'readwrite'); t.objectStore('donations').clear(); t.oncomplete = () => resolve(); };
    }));
    await page.goto(`${base()}/donation`);
    await page.getByTestId('donation-row').first().waitFor();
    expect(await page.getByTestId('donation-row').count()).toBe(1);
    expect(await page.getByTestId('donation-row').first().getAttribute('href')).toBe(`/donation/${code}`);

    await openDonate(page);
    await page.getByRole('button', { name: 'Bukan saya' }).click();
    await page.waitForFunction(() => !document.body.innerText.includes('Masuk sebagai') && document.querySelector('input[name=donorName]'));
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('');
    expect(await page.getByLabel('Nama Lengkap').getAttribute('readonly')).toBeNull();
    expect((await api(base(), 'user', 'get_user', {}, login.cookie)).status).toBe(401);
    await context.close();
  });
});
