import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { startMidtransStandIn, type MidtransStandIn } from '../../support/midtrans-stand-in.ts';
import { jobLeases, messages, paymentMethods } from '../../../server/db/schema.ts';
import { loadConfig } from '../../../server/config.ts';
import { midtransSignature, midtransState } from '../../../server/payments/midtrans.ts';
import { claimJobLease, reconcilePayments, RECONCILE_JOB } from '../../../server/donations/reconcile.ts';
import { hasValidCrc, parseTlv } from '../../../server/payments/qris.ts';
import { donateForm, donationByCode, insertProgram, nextDonorAddress } from '../donation-fixtures.ts';

// The Midtrans adapter end to end through the API, against the local stand-in of the Core API
// (test/support/midtrans-stand-in.ts, answers from the published reference).

const SERVER_KEY = 'SB-Mid-server-standin-0123456789';

describe('PAYMENT_PROVIDER=midtrans', () => {
  let t: TestApp;
  let gateway: MidtransStandIn;
  let programId: number;

  beforeAll(async () => {
    gateway = await startMidtransStandIn({ serverKey: SERVER_KEY });
    t = await createTestApp({ env: { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_CLIENT_KEY: 'SB-Mid-client-standin', MIDTRANS_API_BASE_URL: gateway.url } });
    programId = (await insertProgram(t.db)).id;
    await t.db.insert(paymentMethods).values([
      { type: 'VA', channelName: 'BNI Virtual Account', code: 'MT_BNI_VA', minimum: 20_000, provider: 'midtrans', channel: 'bni' },
      { type: 'QRIS', channelName: 'QRIS', code: 'MT_QRIS', minimum: 1_000, provider: 'midtrans', channel: 'qris' },
      { type: 'E-wallet', channelName: 'GoPay', code: 'MT_GOPAY', minimum: 1_000, provider: 'midtrans', channel: 'gopay' },
      { type: 'E-wallet', channelName: 'ShopeePay', code: 'MT_SHOPEEPAY', minimum: 1_000, provider: 'midtrans', channel: 'shopeepay' },
      { type: 'E-wallet', channelName: 'OVO', code: 'SIM_OVO', minimum: 1_000, provider: 'simulator' },
      { type: 'VA', channelName: 'Mandiri Virtual Account', code: 'MT_MANDIRI', minimum: 20_000, provider: 'midtrans', channel: 'mandiri' },
      { type: 'Manual', channelName: 'Transfer BSI', code: 'MT_MANUAL', minimum: 20_000, provider: 'manual', accountNumber: '7123456789', accountName: 'Yayasan' },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  async function donate(code: string, type: string, price = '50000') {
    const res = await t.call('transaction', 'storeDonate', { form: donateForm(programId, code, type, { price }), peer: nextDonorAddress() });
    expect(res.status, res.text).toBe(200);
    const donationCode: string = res.body.data.codeDonate;
    const seen = await t.call('transaction', 'getTransaction', { query: { codeDonate: donationCode } });
    return { code: donationCode, tx: seen.body.data, charge: gateway.transactions.get(donationCode)! };
  }

  async function notify(body: unknown) {
    const response = await t.app.request('http://localhost/api/payment/midtrans/notify', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; data: { outcome: string } | null } };
  }

  const receiptsFor = (code: string) => t.outbox.filter((m) => m.text.includes(`Kode donasi: ${code}.`));

  it('offers only the methods Midtrans serves, and manual transfer; refuses the others', async () => {
    const list = await t.call('asset', 'get_all_payment_method');
    expect(list.body.data.map((m: { code: string }) => m.code)).toEqual(['MT_BNI_VA', 'MT_QRIS', 'MT_GOPAY', 'MT_SHOPEEPAY', 'MT_MANDIRI', 'MT_MANUAL']);
    const refused = await t.call('transaction', 'storeDonate', { form: donateForm(programId, 'SIM_OVO', 'E-wallet'), peer: nextDonorAddress() });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ codePayment: 'Metode pembayaran tidak tersedia, silakan pilih metode lain' });
  });

  it('charges a BNI virtual account with the donation code, amount and expiry, and shows its VA number and transaction id', async () => {
    const { code, tx, charge } = await donate('MT_BNI_VA', 'VA');
    expect(charge.charge).toMatchObject({
      payment_type: 'bank_transfer', bank_transfer: { bank: 'bni' },
      transaction_details: { order_id: code, gross_amount: 50_000 },
      custom_expiry: { order_time: '2026-11-20 10:00:00 +0700', expiry_duration: 24 * 60, unit: 'minute' },
    });
    expect(tx).toMatchObject({ metode_bayar: 'VA', status: 'Belum Lunas', gateway_transaction_id: charge.transactionId });
    expect(tx.norek).toMatch(/^9888\d{12}$/);
    // The official client authenticated with the server key (the stand-in answers 401 otherwise).
    expect(gateway.requests.some((r) => r.path === '/v2/charge')).toBe(true);
  });

  it('charges Mandiri as its bill payment: a company code and a bill key', async () => {
    const { code, tx, charge } = await donate('MT_MANDIRI', 'VA');
    expect(charge.charge).toMatchObject({ payment_type: 'echannel', echannel: { bill_info1: 'Donasi:', bill_info2: code } });
    expect(tx).toMatchObject({ metode_bayar: 'VA', biller_code: '70012' });
    expect(tx.norek).toMatch(/^99\d{10}$/);
  });

  it('charges QRIS and hands the QR payload to the checkout', async () => {
    const { tx } = await donate('MT_QRIS', 'QRIS', '15000');
    expect(hasValidCrc(tx.qris_payload)).toBe(true);
    expect(parseTlv(tx.qris_payload).find((f) => f.id === '54')?.value).toBe('15000');
    expect(tx.qr_image_url).toMatch(/\/v2\/qris\/.+\/qr-code$/);
  });

  it('charges GoPay and ShopeePay with a deeplink back to this checkout', async () => {
    const gopay = await donate('MT_GOPAY', 'E-wallet', '10000');
    expect(gopay.charge.charge).toMatchObject({ payment_type: 'gopay', gopay: { enable_callback: true, callback_url: `http://localhost/donation/${gopay.code}/checkout` } });
    expect(gopay.tx.deeplink_url).toBe(`${gateway.url}/gopay/partner/app/payment-pin?id=${gopay.charge.transactionId}`);
    expect(gopay.tx.qr_image_url).toContain('/qr-code');
    const shopee = await donate('MT_SHOPEEPAY', 'E-wallet', '10000');
    expect(shopee.charge.charge).toMatchObject({ payment_type: 'shopeepay', shopeepay: { callback_url: `http://localhost/donation/${shopee.code}/checkout` } });
    expect(shopee.tx.deeplink_url).toContain('/universal-link/wallet/pay?token=');
  });

  it('a forged notification is refused and changes nothing', async () => {
    const { code, charge } = await donate('MT_GOPAY', 'E-wallet', '10000');
    gateway.settle(code);
    const forged = await notify(gateway.notificationFor(charge, 'not-the-server-key'));
    expect(forged.status).toBe(401);
    const tampered = await notify({ ...gateway.notificationFor(charge), gross_amount: '1.00' });
    expect(tampered.status).toBe(401);
    expect((await donationByCode(t.db, code))?.status).toBe('pending');
    expect(receiptsFor(code)).toHaveLength(0);
  });

  it('a signed notification counts only when the status call confirms it', async () => {
    const { code, charge } = await donate('MT_QRIS', 'QRIS', '12000');
    // Signed for "settlement", but the gateway still says pending: nothing is paid.
    const claimed = gateway.notificationFor({ ...charge, status: 'settlement' });
    const early = await notify(claimed);
    expect(early.status).toBe(200);
    expect(early.body.data?.outcome).toBe('pending');
    expect((await donationByCode(t.db, code))?.status).toBe('pending');
  });

  it('settlement pays once: the same notification twice applies once, one receipt', async () => {
    const { code, charge } = await donate('MT_BNI_VA', 'VA');
    gateway.settle(code);
    t.clock.advance(60_000);
    const first = await notify(gateway.notificationFor(charge));
    expect(first).toMatchObject({ status: 200, body: { data: { outcome: 'paid' } } });
    const paidAt = (await donationByCode(t.db, code))?.paidAt;
    t.clock.advance(60_000);
    const again = await notify(gateway.notificationFor(charge));
    expect(again).toMatchObject({ status: 200, body: { data: { outcome: 'replay' } } });
    const row = await donationByCode(t.db, code);
    expect(row?.status).toBe('paid');
    expect(row?.paidAt?.toISOString()).toBe(paidAt?.toISOString());
    // The receipt goes out just after Midtrans has its answer (it cuts off at 15 s): one, never two.
    await vi.waitFor(() => expect(receiptsFor(code)).toHaveLength(1), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiptsFor(code)).toHaveLength(1);
    const seen = await t.call('transaction', 'getTransaction', { query: { codeDonate: code } });
    expect(seen.body.data.status).toBe('Lunas');
  });

  it('expire, cancel and deny close the donation in red; a refund reverses a paid one', async () => {
    const cases = [['expire', 'Kedaluwarsa'], ['cancel', 'Gagal'], ['deny', 'Gagal']] as const;
    for (const [move, label] of cases) {
      const { code, charge } = await donate('MT_QRIS', 'QRIS', '5000');
      gateway[move](code);
      expect((await notify(gateway.notificationFor(charge))).body.data?.outcome).toBe('closed');
      const seen = await t.call('transaction', 'getTransaction', { query: { codeDonate: code } });
      expect(seen.body.data.status, move).toBe(label);
      // The gateway's expiry reaches the donor's Pesan as the sweep's does, once even on a replay.
      await notify(gateway.notificationFor(charge));
      const told = await t.db.select({ id: messages.id }).from(messages).where(eq(messages.dedupeKey, `expired:${code}`));
      expect(told, move).toHaveLength(move === 'expire' ? 1 : 0);
    }
    const { code, charge } = await donate('MT_QRIS', 'QRIS', '5000');
    gateway.settle(code);
    await notify(gateway.notificationFor(charge));
    gateway.refund(code);
    expect((await notify(gateway.notificationFor(charge))).body.data?.outcome).toBe('reversed');
    expect((await donationByCode(t.db, code))?.status).toBe('failed');
  });

  it('an amount the donation does not hold is not applied', async () => {
    const { code, charge } = await donate('MT_QRIS', 'QRIS', '7000');
    charge.grossAmount = '1000.00';
    gateway.settle(code);
    expect((await notify(gateway.notificationFor(charge))).body.data?.outcome).toBe('amount-mismatch');
    expect((await donationByCode(t.db, code))?.status).toBe('pending');
  });

  it('an unknown order is 404, and the simulator webhook is gone', async () => {
    const { charge } = await donate('MT_QRIS', 'QRIS', '3000');
    const unknown = await notify(gateway.notificationFor({ ...charge, orderId: 'JRYNOSUCHCODE1' }));
    expect(unknown.status).toBe(404);
    const simulator = await t.app.request('http://localhost/api/payment/notify', { method: 'POST', body: '{}' });
    expect(simulator.status).toBe(404);
  });

  it('reconciliation heals a missed notification, and a second run changes nothing', async () => {
    const { code } = await donate('MT_GOPAY', 'E-wallet', '25000');
    gateway.settle(code); // paid at the gateway; its notification never arrives
    const options = { afterMinutes: 15, origin: 'https://jariyah.example' };
    const tooSoon = await reconcilePayments(t.deps, { ...options, now: t.clock.now });
    expect(tooSoon.ran).toBe(true);
    expect((await donationByCode(t.db, code))?.status).toBe('pending');

    t.clock.advance(20 * 60_000);
    const first = await reconcilePayments(t.deps, { ...options, now: t.clock.now });
    expect(first.outcomes.paid).toBeGreaterThanOrEqual(1);
    expect((await donationByCode(t.db, code))?.status).toBe('paid');
    expect(receiptsFor(code)).toHaveLength(1);

    const second = await reconcilePayments(t.deps, { ...options, now: t.clock.now });
    expect(second.outcomes.paid ?? 0).toBe(0);
    expect(receiptsFor(code)).toHaveLength(1);
    // A notification arriving late still changes nothing.
    expect((await notify(gateway.notificationFor(gateway.transactions.get(code)!))).body.data?.outcome).toBe('replay');
  });

  it('a donation the local sweep expired is still paid when the gateway settled it', async () => {
    const { code } = await donate('MT_QRIS', 'QRIS', '4000');
    gateway.settle(code);
    t.clock.advance(25 * 3_600_000);
    await t.call('transaction', 'getTransaction', { query: { codeDonate: code } }); // runs the expiry sweep
    expect((await donationByCode(t.db, code))?.status).toBe('expired');
    await reconcilePayments(t.deps, { now: t.clock.now, afterMinutes: 15, origin: null });
    expect((await donationByCode(t.db, code))?.status).toBe('paid');
  });

  it('runs once at a time: while another process holds the lease, a run does nothing', async () => {
    const now = t.clock.now;
    expect(await claimJobLease(t.db, RECONCILE_JOB, 'other-process', now, 60_000)).toBe(true);
    expect((await reconcilePayments(t.deps, { now, afterMinutes: 0, origin: null })).ran).toBe(false);
    expect(await claimJobLease(t.db, RECONCILE_JOB, 'third-process', now, 60_000)).toBe(false);
    // Once the lease ran out, the next run takes it.
    const later = new Date(now.getTime() + 61_000);
    expect((await reconcilePayments(t.deps, { now: later, afterMinutes: 0, origin: null })).ran).toBe(true);
    const [lease] = await t.db.select().from(jobLeases).where(eq(jobLeases.name, RECONCILE_JOB));
    expect(lease?.until.getTime()).toBe(later.getTime());
  });

  it('two processes starting a run at the same moment: one runs, the other does nothing', async () => {
    const now = new Date(t.clock.now.getTime() + 3_600_000);
    const runs = await Promise.all(['process-a', 'process-b', 'process-c'].map((holder) => reconcilePayments(t.deps, { now, afterMinutes: 0, origin: null, holder })));
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
  });

  it('a gateway that cannot be reached makes no donation and says so', async () => {
    const down = await createTestApp({ env: { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_API_BASE_URL: 'http://127.0.0.1:9' } });
    try {
      const program = await insertProgram(down.db);
      await down.db.insert(paymentMethods).values({ type: 'QRIS', channelName: 'QRIS', code: 'DOWN_QRIS', minimum: 1_000, provider: 'midtrans', channel: 'qris' });
      const res = await down.call('transaction', 'storeDonate', { form: donateForm(program.id, 'DOWN_QRIS', 'QRIS'), peer: nextDonorAddress() });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Layanan pembayaran sedang tidak bisa dihubungi. Coba lagi sebentar lagi atau pilih metode lain, ya');
    } finally {
      await down.close();
    }
  });
});

describe('Midtrans pieces', () => {
  it('signs as the reference shows: SHA-512 of order_id, status_code, gross_amount and server key', () => {
    expect(midtransSignature('order03', '200', '275000.00', 'key')).toMatch(/^[0-9a-f]{128}$/);
    expect(midtransSignature('order03', '200', '275000.00', 'key')).not.toBe(midtransSignature('order03', '200', '275000.00', 'key2'));
  });

  it('maps every transaction status to the donation state', () => {
    expect(midtransState('settlement')).toBe('paid');
    expect(midtransState('capture', 'accept')).toBe('paid');
    expect(midtransState('capture', 'challenge')).toBe('pending');
    expect(midtransState('pending')).toBe('pending');
    expect(midtransState('expire')).toBe('expired');
    expect(midtransState('cancel')).toBe('failed');
    expect(midtransState('deny')).toBe('failed');
    expect(midtransState('refund')).toBe('refunded');
    expect(midtransState('chargeback')).toBe('refunded');
    expect(midtransState('partial_refund')).toBe('partly-refunded');
    expect(midtransState('partial_chargeback')).toBe('partly-refunded');
    expect(midtransState('something_new')).toBeNull();
  });

  it('needs a server key to run with Midtrans, and takes sandbox unless told production', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'midtrans' })).toThrow(/MIDTRANS_SERVER_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'xendit' })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY }).midtrans).toMatchObject({ isProduction: false });
    expect(loadConfig({}).paymentProvider).toBe('simulator');
  });
});
