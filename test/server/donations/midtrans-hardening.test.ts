import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../support/test-app.ts';
import { startMidtransStandIn, type MidtransStandIn } from '../../support/midtrans-stand-in.ts';
import { donations, financeEntries, messages, mosques, paymentMethods } from '../../../server/db/schema.ts';
import { ConfigError, loadConfig, midtransConfigWarnings } from '../../../server/config.ts';
import { MidtransPaymentProvider } from '../../../server/payments/midtrans.ts';
import { GatewayRefusal, type PaymentRequest } from '../../../server/payments/provider.ts';
import { reconcilePayments } from '../../../server/donations/reconcile.ts';
import { mosqueMovements } from '../../../server/mosques/books.ts';
import { REVERSAL_CATEGORY } from '../../../server/donations/state-machine.ts';
import { hasValidCrc } from '../../../server/payments/qris.ts';
import { donateForm, donationByCode, insertProgram, nextDonorAddress } from '../donation-fixtures.ts';

// Issue 32: what a real Midtrans deployment trips over first, each item against the stricter
// stand-in (test/support/midtrans-stand-in.ts).

const SERVER_KEY = 'SB-Mid-server-hardening-0123456789';
const midtransEnv = (url: string, extra: Record<string, string> = {}) => ({
  PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_CLIENT_KEY: 'SB-Mid-client-hardening', MIDTRANS_API_BASE_URL: url, ...extra,
});

const METHODS = [
  { type: 'VA', channelName: 'Mandiri Virtual Account', code: 'H_MANDIRI', minimum: 20_000, provider: 'midtrans', channel: 'mandiri' },
  { type: 'VA', channelName: 'Permata Virtual Account', code: 'H_PERMATA', minimum: 20_000, provider: 'midtrans', channel: 'permata' },
  { type: 'QRIS', channelName: 'QRIS', code: 'H_QRIS', minimum: 1_000, provider: 'midtrans', channel: 'qris' },
  { type: 'E-wallet', channelName: 'GoPay', code: 'H_GOPAY', minimum: 1_000, provider: 'midtrans', channel: 'gopay' },
  { type: 'E-wallet', channelName: 'ShopeePay', code: 'H_SHOPEEPAY', minimum: 1_000, provider: 'midtrans', channel: 'shopeepay' },
];

/** A test app on Midtrans (the stand-in), with a program of a mosque and the methods above. */
async function midtransApp(gateway: MidtransStandIn, extra: Record<string, string> = {}) {
  const t = await createTestApp({ env: midtransEnv(gateway.url, extra) });
  const [mosque] = await t.db.insert(mosques).values({ slug: `masjid-${Date.now()}`, nama: 'Masjid Uji', alamat: 'Jl. Uji' }).returning();
  const program = await insertProgram(t.db, { masjidId: mosque!.id });
  await t.db.insert(paymentMethods).values(METHODS);
  async function donate(code: string, type: string, values: Record<string, string> = {}) {
    return t.call('transaction', 'storeDonate', { form: donateForm(program.id, code, type, values), peer: nextDonorAddress() });
  }
  async function donated(code: string, type: string, values: Record<string, string> = {}) {
    const res = await donate(code, type, values);
    expect(res.status, res.text).toBe(200);
    const donationCode: string = res.body.data.codeDonate;
    const seen = await t.call('transaction', 'getTransaction', { query: { codeDonate: donationCode } });
    return { code: donationCode, tx: seen.body.data, charge: gateway.transactions.get(donationCode)! };
  }
  async function notify(body: unknown) {
    const started = Date.now();
    const response = await t.app.request('http://localhost/api/payment/midtrans/notify', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    return { status: response.status, ms: Date.now() - started, body: (await response.json()) as { message: string; data: { outcome: string } | null } };
  }
  return { t, mosque: mosque!, program, donate, donated, notify };
}

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('Midtrans, hardened (issue 32)', () => {
  let gateway: MidtransStandIn;
  let m: Awaited<ReturnType<typeof midtransApp>>;

  beforeAll(async () => {
    gateway = await startMidtransStandIn({ serverKey: SERVER_KEY });
    m = await midtransApp(gateway);
  });
  afterAll(async () => {
    await m?.t.close();
    await gateway?.close();
  });

  const whatsappTo = (code: string) => m.t.outbox.filter((w) => w.text.includes(`Kode donasi: ${code}.`));
  const pesanOf = (code: string) => m.t.db.select().from(messages).where(and(eq(messages.donationCode, code), eq(messages.kind, 'donation-reversed')));
  const bookLinesOf = (code: string) => m.t.db.select().from(financeEntries).where(eq(financeEntries.note, `${gateway.transactions.get(code)!.status} ${code}`));

  // 1. GoPay and ShopeePay on a computer
  it('GoPay answers both Midtrans\'s QR image and the deeplink; ShopeePay from a computer is charged as QRIS by airpay shopee', async () => {
    const gopay = await m.donated('H_GOPAY', 'E-wallet', { price: '10000', device: 'computer' });
    expect(gopay.tx.qr_image_url).toBe(`${gateway.url}/v2/gopay/${gopay.charge.transactionId}/qr-code`);
    expect(gopay.tx.deeplink_url).toContain('/gopay/partner/app/payment-pin');

    const desktop = await m.donated('H_SHOPEEPAY', 'E-wallet', { price: '10000', device: 'computer' });
    expect(desktop.charge.charge).toMatchObject({ payment_type: 'qris', qris: { acquirer: 'airpay shopee' } });
    expect(hasValidCrc(desktop.tx.qris_payload)).toBe(true);
    expect(desktop.tx.qr_image_url).toContain('/qr-code');
    expect(desktop.tx.deeplink_url).toBeNull();

    const phone = await m.donated('H_SHOPEEPAY', 'E-wallet', { price: '10000', device: 'phone' });
    expect(phone.charge.charge).toMatchObject({ payment_type: 'shopeepay' });
    expect(phone.tx.deeplink_url).toContain('/universal-link/wallet/pay');
  });

  // 2. Reversals after payment
  it('Mandiri settlement → deny: the paid donation is taken back, the donor told in Pesan and WhatsApp, the books get a line', async () => {
    const { code, charge } = await m.donated('H_MANDIRI', 'VA');
    gateway.settle(code);
    expect((await m.notify(gateway.notificationFor(charge))).body.data?.outcome).toBe('paid');
    await waitFor(() => whatsappTo(code).length === 1);
    const paidDay = (await donationByCode(m.t.db, code))!.paidAt!;

    m.t.clock.advance(60_000);
    gateway.deny(code);
    const denied = await m.notify(gateway.notificationFor(charge));
    expect(denied).toMatchObject({ status: 200, body: { data: { outcome: 'reversed' } } });
    const row = await donationByCode(m.t.db, code);
    expect(row).toMatchObject({ status: 'failed', reversedAmount: 50_000, gatewayFlag: 'deny' });
    expect(row?.reversedAt?.getTime()).toBe(m.t.clock.now.getTime());
    expect(row?.paidAt?.getTime()).toBe(paidDay.getTime());
    const seen = await m.t.call('transaction', 'getTransaction', { query: { codeDonate: code } });
    expect(seen.body.data.status).toBe('Gagal');

    const [pesan] = await pesanOf(code);
    expect(pesan?.body).toBe('Pembayaran donasi Rp 50.000 untuk Renovasi Atap Masjid ditolak oleh bank setelah sempat diterima, jadi donasi ini tidak lagi tercatat.');
    await waitFor(() => whatsappTo(code).length === 2);
    expect(whatsappTo(code)[0]!.text).toContain('dibatalkan oleh layanan pembayaran, jadi donasi ini tidak lagi tercatat.');

    // The books: the income stays on its day, the reversal is a line of its own.
    const lines = await bookLinesOf(code);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ masjidId: m.mosque.id, kind: 'expense', category: REVERSAL_CATEGORY, amount: 50_000 });
    const movements = await mosqueMovements(m.t.db, m.mosque.id);
    expect(movements.some((mv) => mv.kind === 'income' && mv.amount >= 50_000)).toBe(true);
    expect(movements.some((mv) => mv.kind === 'expense' && mv.label === REVERSAL_CATEGORY && mv.amount >= 50_000)).toBe(true);

    // The same news again changes nothing: one line, one message, one WhatsApp.
    expect((await m.notify(gateway.notificationFor(charge))).body.data?.outcome).toBe('replay');
    expect(await bookLinesOf(code)).toHaveLength(1);
    expect(await pesanOf(code)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(whatsappTo(code)).toHaveLength(2);
  });

  it('refund and chargeback take a paid donation back in full; neither answers 500', async () => {
    for (const move of ['refund', 'chargeback'] as const) {
      const { code, charge } = await m.donated('H_QRIS', 'QRIS', { price: '30000' });
      gateway.settle(code);
      await m.notify(gateway.notificationFor(charge));
      gateway[move](code);
      const answer = await m.notify(gateway.notificationFor(charge));
      expect(answer, move).toMatchObject({ status: 200, body: { data: { outcome: 'reversed' } } });
      expect(await donationByCode(m.t.db, code), move).toMatchObject({ status: 'failed', reversedAmount: 30_000, gatewayFlag: move });
      expect(await bookLinesOf(code), move).toHaveLength(1);
      const [pesan] = await pesanOf(code);
      expect(pesan?.body, move).toContain(move === 'refund' ? 'dikembalikan kepadamu oleh layanan pembayaran' : 'dibatalkan lewat pengajuan chargeback');
    }
  });

  it('partial refunds and chargebacks keep the donation paid, flag it for staff, and book each part once', async () => {
    const { code, charge } = await m.donated('H_QRIS', 'QRIS', { price: '40000' });
    gateway.settle(code);
    await m.notify(gateway.notificationFor(charge));
    gateway.partialRefund(code, 10_000);
    expect(await m.notify(gateway.notificationFor(charge))).toMatchObject({ status: 200, body: { data: { outcome: 'flagged' } } });
    expect(await donationByCode(m.t.db, code)).toMatchObject({ status: 'paid', reversedAmount: 10_000, gatewayFlag: 'partial_refund' });
    expect((await m.notify(gateway.notificationFor(charge))).body.data?.outcome).toBe('replay');

    gateway.partialRefund(code, 5_000); // a second part: news of its own
    expect((await m.notify(gateway.notificationFor(charge))).body.data?.outcome).toBe('flagged');
    expect(await donationByCode(m.t.db, code)).toMatchObject({ status: 'paid', reversedAmount: 15_000 });
    const lines = await bookLinesOf(code);
    expect(lines.map((l) => l.amount).sort()).toEqual([10_000, 5_000].sort());
    const told = await pesanOf(code);
    expect(told.map((p) => p.title)).toEqual(['Sebagian donasi dikembalikan', 'Sebagian donasi dikembalikan']);
    await waitFor(() => whatsappTo(code).filter((w) => w.text.includes('dikembalikan oleh layanan pembayaran')).length === 2);
    expect(m.t.logs.some((l) => l.level === 'error' && l.msg.includes('partly reversed') && l.fields?.code === code)).toBe(true);

    const other = await m.donated('H_QRIS', 'QRIS', { price: '20000' });
    gateway.settle(other.code);
    await m.notify(gateway.notificationFor(other.charge));
    gateway.partialChargeback(other.code, 20_000);
    expect((await m.notify(gateway.notificationFor(other.charge))).body.data?.outcome).toBe('flagged');
    expect(await donationByCode(m.t.db, other.code)).toMatchObject({ status: 'paid', gatewayFlag: 'partial_chargeback', reversedAmount: 20_000 });
  });

  it('a reversal of a program outside any mosque writes no book line, but still tells the donor', async () => {
    const loose = await insertProgram(m.t.db);
    const res = await m.t.call('transaction', 'storeDonate', { form: donateForm(loose.id, 'H_QRIS', 'QRIS', { price: '15000' }), peer: nextDonorAddress() });
    const code: string = res.body.data.codeDonate;
    const charge = gateway.transactions.get(code)!;
    gateway.settle(code);
    await m.notify(gateway.notificationFor(charge));
    gateway.refund(code);
    expect((await m.notify(gateway.notificationFor(charge))).body.data?.outcome).toBe('reversed');
    expect(await bookLinesOf(code)).toHaveLength(0);
    expect(await pesanOf(code)).toHaveLength(1);
  });

  // 3. Fast answers
  it('the notification is answered before the WhatsApp receipt goes out', async () => {
    const { code, charge } = await m.donated('H_QRIS', 'QRIS', { price: '12000' });
    gateway.settle(code);
    const whatsapp = m.t.deps.whatsapp;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    m.t.deps.whatsapp = { send: async (to, text) => { await held; await whatsapp.send(to, text); } };
    try {
      const answer = await m.notify(gateway.notificationFor(charge));
      expect(answer.body.data?.outcome).toBe('paid');
      expect(whatsappTo(code)).toHaveLength(0); // still held: the answer did not wait for it
      release();
      await waitFor(() => whatsappTo(code).length === 1);
    } finally {
      m.t.deps.whatsapp = whatsapp;
    }
  });

  it('a status call that fails answers 503, so Midtrans retries (four times, not once)', async () => {
    const { code, charge } = await m.donated('H_QRIS', 'QRIS', { price: '11000' });
    gateway.settle(code);
    gateway.failStatus(500);
    try {
      const answer = await m.notify(gateway.notificationFor(charge));
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('Status transaksi belum bisa diperiksa, kirim ulang nanti');
    } finally {
      gateway.failStatus(null);
    }
    expect((await m.notify(gateway.notificationFor(charge))).body.data?.outcome).toBe('paid');
  });

  // 4. Record first, then charge
  it('the donation exists before the gateway hears of it: a notification sent before the charge is answered finds it', async () => {
    const eager = await startMidtransStandIn({ serverKey: SERVER_KEY, notifyBeforeAnswer: true });
    const e = await midtransApp(eager);
    const server = serve({ fetch: e.t.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      eager.setNotificationUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment/midtrans/notify`);
      const res = await e.donate('H_QRIS', 'QRIS', { price: '9000' });
      expect(res.status, res.text).toBe(200);
      expect(eager.earlyNotifications).toEqual([200]);
      expect((await donationByCode(e.t.db, res.body.data.codeDonate))?.gatewayTransactionId).toBe(eager.transactions.get(res.body.data.codeDonate)!.transactionId);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await e.t.close();
      await eager.close();
    }
  });

  // 6. Refusals are not outages
  it('a channel the gateway has not activated (402): the donor hears so, the operator reads it in the log, the method is no longer offered', async () => {
    const strict = await startMidtransStandIn({ serverKey: SERVER_KEY, inactiveChannels: ['gopay'] });
    const s = await midtransApp(strict);
    try {
      const res = await s.donate('H_GOPAY', 'E-wallet', { price: '10000' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Metode pembayaran ini belum bisa dipakai. Silakan pilih metode lain, ya');
      expect(s.t.logs.some((l) => l.level === 'error' && l.fields?.refusal === 'channel-inactive')).toBe(true);
      const list = await s.t.call('asset', 'get_all_payment_method');
      const offered = list.body.data.map((x: { code: string }) => x.code);
      expect(offered).not.toContain('H_GOPAY');
      expect(offered).toContain('H_QRIS');
      // The attempt left nothing payable behind.
      const [left] = await s.t.db.select().from(donations).where(eq(donations.paymentMethodId, (await s.t.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'H_GOPAY')))[0]!.id));
      expect(left?.status).toBe('failed');
    } finally {
      await s.t.close();
      await strict.close();
    }
  });

  it('a wrong key or environment (401) stops offering this gateway\'s methods and says so', async () => {
    const wrong = await createTestApp({ env: { ...midtransEnv(gateway.url), MIDTRANS_SERVER_KEY: 'SB-Mid-server-not-the-right-key' } });
    try {
      const program = await insertProgram(wrong.db);
      await wrong.db.insert(paymentMethods).values([METHODS[2]!, METHODS[3]!]);
      const res = await wrong.call('transaction', 'storeDonate', { form: donateForm(program.id, 'H_QRIS', 'QRIS'), peer: nextDonorAddress() });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ codePayment: 'Metode pembayaran ini belum bisa dipakai. Silakan pilih metode lain, ya' });
      expect(wrong.logs.some((l) => l.level === 'error' && l.fields?.refusal === 'wrong-key')).toBe(true);
      const list = await wrong.call('asset', 'get_all_payment_method');
      expect(list.body.data.filter((x: { code: string }) => x.code.startsWith('H_'))).toEqual([]);
    } finally {
      await wrong.close();
    }
  });

  it('a charge Midtrans rejects as invalid (400) is a refusal with its reason, not an outage', async () => {
    const provider = new MidtransPaymentProvider({ serverKey: SERVER_KEY, isProduction: false, apiBaseUrl: gateway.url });
    const request: PaymentRequest = { code: 'JRYTESTINVALID1', total: 10_000, method: { type: 'QRIS', code: 'H_QRIS', channel: 'qris' }, expiresAt: new Date(Date.now() + 3_600_000), orderedAt: new Date() };
    const honest = provider.chargeRequest.bind(provider);
    provider.chargeRequest = (r, at) => ({ ...honest(r, at), item_details: [{ id: 'x', price: 9_000, quantity: 1, name: 'Donasi' }] });
    const refused = await provider.instruct(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayRefusal);
    expect((refused as GatewayRefusal).kind).toBe('invalid');
    expect((refused as GatewayRefusal).message).toContain('gross_amount is not equal to the sum of item_details');
  });

  // 7. Per-channel limits and the charge's fields
  it('QRIS above Rp 10.000.000 is refused before any charge, with a clear word', async () => {
    const before = gateway.requests.length;
    const res = await m.donate('H_QRIS', 'QRIS', { price: '10000001' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ price: 'Nominal maksimal Rp 10.000.000 untuk metode ini. Pilih metode lain untuk nominal sebesar ini, ya' });
    expect(gateway.requests.slice(before).some((r) => r.path === '/v2/charge')).toBe(false);
    expect((await m.donate('H_QRIS', 'QRIS', { price: '10000000' })).status).toBe(200);
  });

  it('ShopeePay expires within a day, whatever the app\'s own expiry; every charge carries the donor and items summing to the amount', async () => {
    const { code, tx, charge } = await m.donated('H_SHOPEEPAY', 'E-wallet', { price: '25000' });
    expect(Date.parse(tx.tgl_expired) - m.t.clock.now.getTime()).toBe(24 * 3_600_000);
    expect(charge.charge).toMatchObject({ custom_expiry: { expiry_duration: 1440, unit: 'minute' } });
    const body = charge.charge as { item_details: { price: number; quantity: number }[]; transaction_details: { gross_amount: number; order_id: string }; customer_details: Record<string, string> };
    expect(body.item_details.reduce((sum, i) => sum + i.price * i.quantity, 0)).toBe(body.transaction_details.gross_amount);
    expect(body.transaction_details.order_id).toBe(code);
    expect(body.customer_details).toMatchObject({ first_name: 'Hamba Allah' });
    expect(body.customer_details.phone).toMatch(/^0\d{9,14}$/);
  });

  it('Permata answers permata_va_number, and the checkout shows it as the VA number', async () => {
    const { tx, charge } = await m.donated('H_PERMATA', 'VA');
    expect(charge.charge).toMatchObject({ payment_type: 'bank_transfer', bank_transfer: { bank: 'permata' } });
    expect(tx.norek).toMatch(/^8562\d{12}$/);
  });
});

// 5. Reconciliation that reaches everyone
describe('reconciliation order', () => {
  it('asks the least recently asked first, newest first among them: a newer paid donation is not stuck behind abandoned ones', async () => {
    const gateway = await startMidtransStandIn({ serverKey: SERVER_KEY });
    const m = await midtransApp(gateway);
    try {
      const abandoned: string[] = [];
      for (let i = 0; i < 4; i++) {
        abandoned.push((await m.donated('H_MANDIRI', 'VA')).code);
        m.t.clock.advance(60_000);
      }
      const newest = await m.donated('H_QRIS', 'QRIS', { price: '8000' });
      gateway.settle(newest.code); // its notification was lost
      m.t.clock.advance(20 * 60_000);
      const options = { afterMinutes: 15, origin: null, batch: 2 };
      const asked: string[][] = [];
      const run = async () => {
        const before = new Map((await m.t.db.select().from(donations)).map((d) => [d.code, d.gatewayCheckedAt?.getTime()]));
        const report = await reconcilePayments(m.t.deps, { ...options, now: m.t.clock.now });
        asked.push((await m.t.db.select().from(donations)).filter((d) => d.gatewayCheckedAt?.getTime() !== before.get(d.code)).map((d) => d.code));
        return report;
      };
      expect((await run()).asked).toBe(2);
      expect(asked[0]).toContain(newest.code);
      expect((await donationByCode(m.t.db, newest.code))?.status).toBe('paid');

      // The next runs reach the rest: the ones never asked before those asked already.
      for (let i = 0; i < 2; i++) {
        m.t.clock.advance(5 * 60_000);
        await run();
      }
      expect(asked[1]!.some((code) => asked[0]!.includes(code))).toBe(false);
      for (const code of abandoned) expect(asked.flat(), code).toContain(code);
    } finally {
      await m.t.close();
      await gateway.close();
    }
  });

  it('a reversal whose notification was lost is found by reconciliation, for a few days after payment', async () => {
    const gateway = await startMidtransStandIn({ serverKey: SERVER_KEY });
    const m = await midtransApp(gateway);
    try {
      const { code, charge } = await m.donated('H_MANDIRI', 'VA');
      gateway.settle(code);
      await m.notify(gateway.notificationFor(charge));
      gateway.deny(code); // Mandiri took it back; the notification never came
      m.t.clock.advance(20 * 60_000);
      const run = await reconcilePayments(m.t.deps, { now: m.t.clock.now, afterMinutes: 15, origin: null });
      expect(run.outcomes.reversed).toBe(1);
      expect(await donationByCode(m.t.db, code)).toMatchObject({ status: 'failed', gatewayFlag: 'deny' });
      expect(await m.t.db.select().from(financeEntries).where(eq(financeEntries.note, `deny ${code}`))).toHaveLength(1);

      // Long after payment, paid donations are no longer asked about.
      const later = await m.donated('H_QRIS', 'QRIS', { price: '6000' });
      gateway.settle(later.code);
      await m.notify(gateway.notificationFor(later.charge));
      m.t.clock.advance(4 * 86_400_000);
      const asked = gateway.requests.length;
      await reconcilePayments(m.t.deps, { now: m.t.clock.now, afterMinutes: 15, origin: null });
      expect(gateway.requests.slice(asked).filter((r) => r.path.includes(later.code))).toHaveLength(0);
    } finally {
      await m.t.close();
      await gateway.close();
    }
  });

  it('a gateway that never answers cannot stall a checkout, a notification or a reconciliation run', async () => {
    const gateway = await startMidtransStandIn({ serverKey: SERVER_KEY });
    const m = await midtransApp(gateway, { MIDTRANS_TIMEOUT_MS: '400' });
    try {
      const paid = await m.donated('H_QRIS', 'QRIS', { price: '7000' });
      gateway.settle(paid.code);
      gateway.hang();
      const started = Date.now();
      const checkout = await m.donate('H_QRIS', 'QRIS', { price: '7000' });
      expect(checkout.status).toBe(503);
      expect(checkout.body.message).toBe('Layanan pembayaran sedang tidak bisa dihubungi. Coba lagi sebentar lagi atau pilih metode lain, ya');
      const notification = await m.notify(gateway.notificationFor(paid.charge));
      expect(notification.status).toBe(503);
      m.t.clock.advance(20 * 60_000);
      const run = await reconcilePayments(m.t.deps, { now: m.t.clock.now, afterMinutes: 15, origin: null });
      expect(run.outcomes.error).toBeGreaterThanOrEqual(1);
      expect(Date.now() - started).toBeLessThan(10_000);

      // The donor's retry under the same idempotency key, once the gateway answers, makes a donation.
      gateway.hang(false);
      const key = crypto.randomUUID();
      const form = donateForm(m.program.id, 'H_QRIS', 'QRIS', { price: '7000' });
      gateway.hang();
      const failed = await m.t.call('transaction', 'storeDonate', { form, peer: nextDonorAddress(), idempotencyKey: key });
      expect(failed.status).toBe(503);
      gateway.hang(false);
      const retried = await m.t.call('transaction', 'storeDonate', { form, peer: nextDonorAddress(), idempotencyKey: key });
      expect(retried.status, retried.text).toBe(200);
      expect((await donationByCode(m.t.db, retried.body.data.codeDonate))?.status).toBe('pending');
    } finally {
      await m.t.close();
      await gateway.close();
    }
  });
});

// 8. Configuration that fails early
describe('Midtrans configuration', () => {
  it('warns when a sandbox key meets production, or the reverse', () => {
    const sandboxInProduction = loadConfig({ PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc12345', MIDTRANS_PRODUCTION: '1' });
    expect(midtransConfigWarnings(sandboxInProduction.midtrans).join('\n')).toContain('sandbox key');
    const productionInSandbox = loadConfig({ PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'Mid-server-abc12345' });
    expect(midtransConfigWarnings(productionInSandbox.midtrans).join('\n')).toContain('production key');
    expect(midtransConfigWarnings(loadConfig({ PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'Mid-server-abc12345', MIDTRANS_PRODUCTION: '1' }).midtrans)).toEqual([]);
  });

  it('refuses a plain-http Core API host in production', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'Mid-server-abc12345', MIDTRANS_PRODUCTION: '1', MIDTRANS_API_BASE_URL: 'http://proxy.internal' }))
      .toThrow(ConfigError);
    expect(loadConfig({ PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'Mid-server-abc12345', MIDTRANS_PRODUCTION: '1', MIDTRANS_API_BASE_URL: 'https://proxy.internal' }).midtrans?.apiBaseUrl)
      .toBe('https://proxy.internal');
  });

  it('the checkout may show the gateway\'s QR images: the CSP allows its API host', async () => {
    const gateway = await startMidtransStandIn({ serverKey: SERVER_KEY });
    const t = await createTestApp({ env: midtransEnv(gateway.url) });
    try {
      const page = await t.app.request('http://localhost/');
      expect(page.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${gateway.url.replace(/[.]/g, '\\.')}`));
    } finally {
      await t.close();
      await gateway.close();
    }
  });
});

// 9. A stand-in as strict as the documentation
describe('the Midtrans stand-in refuses what Midtrans refuses', () => {
  let gateway: MidtransStandIn;
  beforeAll(async () => {
    gateway = await startMidtransStandIn({ serverKey: SERVER_KEY, production: true });
  });
  afterAll(async () => gateway?.close());

  const charge = async (body: Record<string, unknown>) => {
    const response = await fetch(`${gateway.url}/v2/charge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { status_code: string; validation_messages?: string[]; actions?: { name: string; url: string }[] } };
  };
  const valid = (orderId: string, extra: Record<string, unknown> = {}) => ({
    payment_type: 'qris', qris: { acquirer: 'gopay' },
    transaction_details: { order_id: orderId, gross_amount: 10_000 },
    item_details: [{ id: 'a', price: 10_000, quantity: 1, name: 'Donasi' }],
    custom_expiry: { order_time: '2026-11-20 10:00:00 +0700', expiry_duration: 60, unit: 'minute' },
    ...extra,
  });

  it('order_id, whole amounts, item sums, custom_expiry and channel limits', async () => {
    expect((await charge(valid('ok-order_1~.'))).status).toBe(201);
    const refusals: [string, Record<string, unknown>][] = [
      ['order_id', valid('has space')],
      ['order_id', valid('x'.repeat(51))],
      ['whole', { ...valid('dec-1'), transaction_details: { order_id: 'dec-1', gross_amount: 10_000.5 }, item_details: [{ id: 'a', price: 10_000.5, quantity: 1, name: 'D' }] }],
      ['item_details', valid('sum-1', { item_details: [{ id: 'a', price: 9_000, quantity: 1, name: 'Donasi' }] })],
      ['order_time', valid('exp-1', { custom_expiry: { order_time: '2026-11-20T10:00:00Z', expiry_duration: 60, unit: 'minute' } })],
      ['unit', valid('exp-2', { custom_expiry: { order_time: '2026-11-20 10:00:00 +0700', expiry_duration: 60, unit: 'minutes' } })],
      ['QRIS limit', { ...valid('big-1'), transaction_details: { order_id: 'big-1', gross_amount: 10_000_001 }, item_details: [{ id: 'a', price: 10_000_001, quantity: 1, name: 'D' }] }],
      ['ShopeePay', { ...valid('shp-1'), payment_type: 'shopeepay', shopeepay: {}, custom_expiry: { order_time: '2026-11-20 10:00:00 +0700', expiry_duration: 2, unit: 'day' } }],
    ];
    for (const [what, body] of refusals) {
      const answer = await charge(body);
      expect(answer.status, what).toBe(400);
      expect(answer.body.validation_messages?.length, what).toBeGreaterThan(0);
    }
  });

  it('GoPay in production answers a gojek:// deeplink beside the QR image', async () => {
    const answer = await charge({ ...valid('gp-1'), payment_type: 'gopay', gopay: { enable_callback: false } });
    expect(answer.body.actions?.find((a) => a.name === 'deeplink-redirect')?.url).toMatch(/^gojek:\/\//);
    expect(answer.body.actions?.find((a) => a.name === 'generate-qr-code')?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v2\/gopay\/.+\/qr-code$/);
  });

  it('plays every status move of the cycle, and no move the cycle lacks', async () => {
    for (const [id, moves] of [
      ['cy-1', ['settle', 'deny']], ['cy-2', ['settle', 'refund']], ['cy-3', ['settle', 'chargeback']],
      ['cy-4', ['settle', 'partialRefund', 'refund']], ['cy-5', ['settle', 'partialChargeback', 'chargeback']],
    ] as const) {
      await charge(valid(id));
      for (const move of moves) gateway[move](id, 1_000);
    }
    expect(gateway.transactions.get('cy-1')?.status).toBe('deny');
    expect(gateway.transactions.get('cy-4')?.status).toBe('refund');
    await charge(valid('cy-6'));
    expect(() => gateway.refund('cy-6')).toThrow(/pending → refund/);
  });
});
