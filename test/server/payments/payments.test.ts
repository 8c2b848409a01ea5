import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { crc16ccitt, hasValidCrc, parseTlv } from '../../../server/payments/qris.ts';
import { SimulatedPaymentProvider } from '../../../server/payments/simulator.ts';
import { paymentNotifications } from '../../../server/db/schema.ts';
import {
  donateForm, donationByCode, insertPaymentMethods, insertProgram, nextDonorAddress, notify, type TestMethods,
} from '../donation-fixtures.ts';

describe('QRIS payloads and VA numbers from the simulator', () => {
  it('computes CRC-16/CCITT-FALSE as EMVCo specifies', () => {
    // The standard check value of the CCITT-FALSE variant.
    expect(crc16ccitt('123456789')).toBe('29B1');
    // A published EMVCo sample payload ends in its own CRC.
    const sample = '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A';
    expect(hasValidCrc(sample)).toBe(true);
    expect(hasValidCrc(sample.replace('23.72', '23.73'))).toBe(false);
  });

  it('builds a dynamic QRIS payload a reader can parse, with the amount and the donation code', async () => {
    const provider = new SimulatedPaymentProvider();
    const { qrisPayload } = await provider.instruct({ code: 'JRYABCDEFGHJK', total: 125_000, method: { type: 'QRIS', code: 'QRIS' }, expiresAt: new Date() });
    expect(qrisPayload).toBeDefined();
    expect(hasValidCrc(qrisPayload!)).toBe(true);
    const fields = new Map(parseTlv(qrisPayload!).map((f) => [f.id, f.value]));
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('53')).toBe('360');
    expect(fields.get('54')).toBe('125000');
    expect(fields.get('58')).toBe('ID');
    expect(parseTlv(fields.get('51')!).find((f) => f.id === '00')?.value).toBe('ID.CO.QRIS.WWW');
    expect(parseTlv(fields.get('62')!).find((f) => f.id === '01')?.value).toBe('JRYABCDEFGHJK');
    expect([...fields.keys()].at(-1)).toBe('63');
  });

  it('gives a demo e-wallet a QRIS code to scan, since no wallet app can open for it', async () => {
    const provider = new SimulatedPaymentProvider();
    const { qrisPayload, deeplinkUrl } = await provider.instruct({ code: 'JRYABCDEFGHJK', total: 25_000, method: { type: 'E-wallet', code: 'GOPAY' }, expiresAt: new Date() });
    expect(deeplinkUrl).toBeUndefined();
    expect(hasValidCrc(qrisPayload!)).toBe(true);
    expect(new Map(parseTlv(qrisPayload!).map((f) => [f.id, f.value])).get('54')).toBe('25000');
  });

  it('issues a 16-digit VA number with the bank prefix, stable per donation and distinct between donations', async () => {
    const provider = new SimulatedPaymentProvider();
    const ask = (code: string, method: string) => provider.instruct({ code, total: 50_000, method: { type: 'VA', code: method }, expiresAt: new Date() });
    const bni = (await ask('JRYAAAAAAAAAA', 'BNIVA')).vaNumber!;
    const bca = (await ask('JRYAAAAAAAAAA', 'BCA_VA')).vaNumber!;
    expect(bni).toMatch(/^8808\d{12}$/);
    expect(bca).toMatch(/^39358\d{11}$/);
    expect((await ask('JRYAAAAAAAAAA', 'BNIVA')).vaNumber).toBe(bni);
    expect((await ask('JRYAAAAAAAAAB', 'BNIVA')).vaNumber).not.toBe(bni);
  });
});

describe('POST /api/payment/notify', () => {
  let t: TestApp;
  let methods: TestMethods;
  let programId: number;
  beforeAll(async () => {
    t = await createTestApp();
    methods = await insertPaymentMethods(t.db);
    programId = (await insertProgram(t.db)).id;
  });
  afterAll(async () => t?.close());

  async function newDonation(kind: 'qris' | 'manual' = 'qris') {
    const m = methods[kind];
    const res = await t.call('transaction', 'storeDonate', { form: donateForm(programId, m.code, m.type, { price: '30000', donorPhone: '0812-3456-7890' }), peer: nextDonorAddress() });
    expect(res.status).toBe(200);
    const code: string = res.body.data.codeDonate;
    return { code, total: (await donationByCode(t.db, code))!.total };
  }

  it('marks a pending donation paid once, with the payment time, and the donor sees Lunas', async () => {
    const { code, total } = await newDonation('manual');
    t.clock.advance(60_000);
    const paidAt = t.clock.now;
    const res = await notify(t, { event_id: 'evt-paid-1', codeDonate: code, status: 'paid', amount: total });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, message: 'Pembayaran diterima' });
    const row = await donationByCode(t.db, code);
    expect(row?.status).toBe('paid');
    expect(row?.paidAt?.toISOString()).toBe(paidAt.toISOString());

    const seen = await t.call('transaction', 'getTransaction', { query: { codeDonate: code } });
    expect(seen.body.data).toMatchObject({ status: 'Lunas', state: 'paid', tgl_bayar: paidAt.toISOString() });

    // The donor's WhatsApp receipt, with the amount paid, the program and a link to the donation.
    const receipts = () => t.outbox.filter((m) => m.text.includes(`Kode donasi: ${code}.`));
    expect(receipts()).toHaveLength(1);
    expect(receipts()[0]!.to).toBe('6281234567890');
    expect(receipts()[0]!.text).toContain(`Terima kasih. Donasi Rp ${new Intl.NumberFormat('id-ID').format(total)} untuk "`);
    expect(receipts()[0]!.text).toContain('WIB');
    expect(receipts()[0]!.text).toMatch(new RegExp(`^http://[^/]+/donation/${code}$`, 'm'));

    // A second, different event for the same donation changes nothing and sends nothing.
    t.clock.advance(60_000);
    const again = await notify(t, { event_id: 'evt-paid-2', codeDonate: code, status: 'paid', amount: total });
    expect(again.status).toBe(200);
    expect((await donationByCode(t.db, code))?.paidAt?.toISOString()).toBe(paidAt.toISOString());
    expect(receipts()).toHaveLength(1);
  });

  it('keeps the payment when the WhatsApp gateway cannot send the receipt', async () => {
    const { code, total } = await newDonation();
    const send = vi.spyOn(t.deps.whatsapp, 'send').mockRejectedValueOnce(new Error('gateway down'));
    try {
      const res = await notify(t, { event_id: 'evt-gateway-down', codeDonate: code, status: 'paid', amount: total });
      expect(res.status).toBe(200);
      expect(send).toHaveBeenCalledTimes(1);
      expect((await donationByCode(t.db, code))?.status).toBe('paid');
    } finally {
      send.mockRestore();
    }
  });

  it('answers a replayed event with 200 and changes nothing', async () => {
    const { code, total } = await newDonation();
    const body = { event_id: 'evt-replay', codeDonate: code, status: 'paid', amount: total };
    expect((await notify(t, body)).status).toBe(200);
    const first = await donationByCode(t.db, code);
    t.clock.advance(30_000);
    const replay = await notify(t, body);
    expect(replay.status).toBe(200);
    expect(replay.body.message).toBe('Notifikasi sudah diproses');
    expect(await donationByCode(t.db, code)).toEqual(first);
    expect(await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.eventId, 'evt-replay'))).toHaveLength(1);
  });

  it('refuses a forged signature with 401 and leaves the donation unpaid', async () => {
    const { code, total } = await newDonation();
    const body = { event_id: 'evt-forged', codeDonate: code, status: 'paid', amount: total };
    const forged = await notify(t, body, { secret: 'someone-elses-secret-value' });
    expect(forged.status).toBe(401);
    expect(forged.body.status).toBe(401);
    const garbage = await notify(t, body, { signature: 'deadbeef' });
    expect(garbage.status).toBe(401);
    // A valid signature over a different body does not carry over to a tampered one.
    const raw = JSON.stringify(body);
    const ts = Math.floor(t.clock.now.getTime() / 1000);
    const { signNotification } = await import('../../../server/payments/signature.ts');
    const sig = signNotification(t.deps.config.paymentWebhookSecret, String(ts), raw);
    const tampered = await notify(t, raw.replace(String(total), String(total - 1)), { timestamp: ts, signature: sig });
    expect(tampered.status).toBe(401);
    expect((await donationByCode(t.db, code))?.status).toBe('pending');
    expect(await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.eventId, 'evt-forged'))).toHaveLength(0);
  });

  it('refuses a stale or future timestamp with 401', async () => {
    const { code, total } = await newDonation();
    const nowSeconds = Math.floor(t.clock.now.getTime() / 1000);
    const body = { event_id: 'evt-stale', codeDonate: code, status: 'paid', amount: total };
    expect((await notify(t, body, { timestamp: nowSeconds - 6 * 60 })).status).toBe(401);
    expect((await notify(t, body, { timestamp: nowSeconds + 6 * 60 })).status).toBe(401);
    expect((await donationByCode(t.db, code))?.status).toBe('pending');
    // Within the window it is accepted.
    expect((await notify(t, body, { timestamp: nowSeconds - 4 * 60 })).status).toBe(200);
    expect((await donationByCode(t.db, code))?.status).toBe('paid');
  });

  it('refuses a wrong amount and records nothing, so the right notification still applies', async () => {
    const { code, total } = await newDonation('manual');
    const wrong = await notify(t, { event_id: 'evt-amount', codeDonate: code, status: 'paid', amount: total - 1 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Nominal pembayaran tidak sesuai');
    expect((await donationByCode(t.db, code))?.status).toBe('pending');
    expect((await notify(t, { event_id: 'evt-amount', codeDonate: code, status: 'paid', amount: total })).status).toBe(200);
  });

  it('answers 404 for an unknown code and 422 for a malformed body', async () => {
    const unknown = await notify(t, { event_id: 'evt-unknown', codeDonate: 'JRYZZZZZZZZZZ', status: 'paid', amount: 1000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Donasi tidak ditemukan');
    expect((await notify(t, { event_id: 'evt-bad', codeDonate: 'JRYZZZZZZZZZZ', status: 'refunded', amount: 1000 })).status).toBe(422);
    expect((await notify(t, 'not json')).status).toBe(400);
  });

  it('does not pay a donation that has expired', async () => {
    const { code, total } = await newDonation();
    t.clock.advance(25 * 3_600_000);
    const late = await notify(t, { event_id: 'evt-late', codeDonate: code, status: 'paid', amount: total });
    expect(late.status).toBe(409);
    expect((await donationByCode(t.db, code))?.status).not.toBe('paid');
  });

  it('applies one of two concurrent notifications for the same donation', async () => {
    const { code, total } = await newDonation();
    const results = await Promise.all(
      ['evt-c1', 'evt-c2', 'evt-c3'].map((id) => notify(t, { event_id: id, codeDonate: code, status: 'paid', amount: total })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.message === 'Pembayaran diterima')).toHaveLength(1);
    expect((await donationByCode(t.db, code))?.status).toBe('paid');
  });
});
