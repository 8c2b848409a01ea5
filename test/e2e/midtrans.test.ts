import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { api, randomPhone, shot } from '../support/accounts.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { startMidtransStandIn, type MidtransStandIn } from '../support/midtrans-stand-in.ts';

// A server configured for Midtrans, talking to the local stand-in of the Core API: a guest pays
// a GoPay donation through the wallet's redirect and the checkout turns 'Lunas' on the
// gateway's notification, confirmed by the status call.

const SERVER_KEY = 'SB-Mid-server-e2e-standin-0123';
const SLUG = 'sumur-bor-gunungkidul';

describe('paying through Midtrans (stand-in) in Chromium', () => {
  let browser: Browser;
  let gateway: MidtransStandIn;
  let server: RunningServer;
  beforeAll(async () => {
    gateway = await startMidtransStandIn({ serverKey: SERVER_KEY });
    server = await startServer({ PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_API_BASE_URL: gateway.url });
    gateway.setNotificationUrl(`${server.url}/api/payment/midtrans/notify`);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await gateway?.close();
  });

  it('a guest pays GoPay by the wallet link and sees Lunas; VA and QRIS checkouts show the gateway\'s instructions', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/campaign/${SLUG}/donate`);
    await page.getByRole('button', { name: 'Rp 50.000' }).click();
    await page.getByLabel('Nama Lengkap').fill('Hamba Allah');
    await page.getByLabel('Nomor Whatsapp').fill(randomPhone());
    await page.getByTestId('choose-method').click();
    // Only what Midtrans serves is offered: OVO and DANA are not.
    await page.getByTestId('method-GOPAY').waitFor();
    expect(await page.getByTestId('method-OVO').count()).toBe(0);
    await page.getByTestId('method-GOPAY').click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' }).catch(() => undefined);
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL(/\/donation\/[A-Z0-9]+\/checkout$/);
    const code = /\/donation\/([A-Z0-9]+)\/checkout$/.exec(page.url())![1]!;

    const link = page.getByTestId('wallet-link');
    await link.waitFor();
    expect(await link.innerText()).toBe('Bayar dengan GoPay');
    // On a phone the wallet opens by its link; no QR of it is drawn.
    expect(await page.getByTestId('wallet-qr').count()).toBe(0);
    expect(await page.getByTestId('gateway-id').innerText()).toBe(gateway.transactions.get(code)!.transactionId);
    await shot(page, 'midtrans-01-checkout-gopay');

    // The wallet "app" (the stand-in's deeplink page): pay, and it sends the donor back.
    await link.click();
    await page.getByRole('button', { name: 'Bayar sekarang' }).click();
    await page.waitForURL(`${server.url}/donation/${code}/checkout`);
    await page.getByTestId('status').getByText('Lunas').waitFor();
    await shot(page, 'midtrans-02-checkout-paid');

    // `npm run pay` is the simulator's: for a gateway's donation it says where to pay instead.
    const pay = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pay.ts', code], { env: { ...process.env, BASE_URL: server.url }, encoding: 'utf8', timeout: 30_000 });
    expect(pay.status).toBe(2);
    expect(pay.stderr).toContain('https://simulator.sandbox.midtrans.com');

    const programId = await programIdOf(code);
    // VA, Mandiri's bill payment and QRIS, made through the API, as their checkouts show them.
    for (const [method, type, testId] of [['BNI_VA', 'VA', 'va-number'], ['MANDIRI_VA', 'VA', 'biller-code'], ['QRIS', 'QRIS', 'qris']] as const) {
      const made = await api(server.url, 'transaction', 'storeDonate', {
        price: '50000', donorName: 'Hamba Allah', donorPhone: `0${randomPhone()}`, codePayment: method, typePayment: type, programId,
      });
      expect(made.status, made.body.message).toBe(200);
      const madeCode = (made.body.data as { codeDonate: string }).codeDonate;
      await page.goto(`${server.url}/donation/${madeCode}/checkout`);
      await page.getByTestId(testId).waitFor();
      // The stand-in's VA numbers start 9888 (as the reference's BNI sample does).
      if (method === 'BNI_VA') expect(await page.getByTestId('va-number').innerText()).toMatch(/^9888\d{12}$/);
      await shot(page, `midtrans-03-checkout-${method.toLowerCase()}`);
    }
    await context.close();
  });

  it('GoPay on a computer shows Midtrans\'s QR image, never the gojek:// link; on a phone the same donation opens by that link', async () => {
    gateway.setProduction(true); // GoPay answers its production deeplink, gojek://…
    try {
      const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
      const page = await desktop.newPage();
      await page.goto(`${server.url}/campaign/${SLUG}/donate`);
      await page.getByRole('button', { name: 'Rp 50.000' }).click();
      await page.getByLabel('Nama Lengkap').fill('Hamba Allah');
      await page.getByLabel('Nomor Whatsapp').fill(randomPhone());
      await page.getByTestId('choose-method').click();
      await page.getByTestId('method-GOPAY').click();
      await page.locator('dialog[open]').waitFor({ state: 'detached' }).catch(() => undefined);
      await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
      await page.waitForURL(/\/donation\/[A-Z0-9]+\/checkout$/);
      const code = /\/donation\/([A-Z0-9]+)\/checkout$/.exec(page.url())![1]!;
      const charge = gateway.transactions.get(code)!;

      const qr = page.getByTestId('wallet-qr');
      await qr.waitFor();
      expect(await qr.evaluate((el) => el.tagName)).toBe('IMG');
      expect(await qr.getAttribute('src')).toBe(`${gateway.url}/v2/gopay/${charge.transactionId}/qr-code`);
      // The image really loads (the CSP lets the gateway's host in).
      await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('[data-testid="wallet-qr"]')?.naturalWidth ?? 0) > 0);
      expect(await page.getByTestId('wallet-link').count()).toBe(0);
      expect(await page.content()).not.toContain('gojek://');
      await shot(page, 'midtrans-04-checkout-gopay-desktop');
      await desktop.close();

      const phone = await phoneContext(browser);
      const onPhone = await phone.newPage();
      await onPhone.goto(`${server.url}/donation/${code}/checkout`);
      const link = onPhone.getByTestId('wallet-link');
      await link.waitFor();
      expect(await link.getAttribute('href')).toMatch(/^gojek:\/\/gopay\/merchanttransfer\?tref=/);
      expect(await onPhone.getByTestId('wallet-qr').count()).toBe(0);
      await shot(onPhone, 'midtrans-05-checkout-gopay-phone');
      await phone.close();
    } finally {
      gateway.setProduction(false);
    }
  });

  async function programIdOf(code: string): Promise<string> {
    const url = new URL('/api/transaction', server.url);
    url.searchParams.set('codeDonate', code);
    const res = await fetch(url, { headers: { kode: 'getTransaction', 'X-Client-Key': 'jariyah-web-v1' } });
    return ((await res.json()) as { data: { id_program: string } }).data.id_program;
  }
});
