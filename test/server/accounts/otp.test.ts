import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { otpCodes, otpProofs } from '../../../server/db/schema.ts';
import { HOUR, lastCode, login, seedUser } from '../account-helpers.ts';

const verify = (t: TestApp, phoneNumber: string, code: string, purpose = 'register') =>
  t.call('auth', 'verify_otp', { form: { phoneNumber, code, purpose } });

describe('one-time codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => t.clock.advance(HOUR));

  it('makes a five-digit code and stores only a keyed hash of it', async () => {
    await t.call('auth', 'send_otp', { form: { phoneNumber: '81222220001' } });
    const code = lastCode(t, '81222220001');
    expect(Number(code)).toBeGreaterThanOrEqual(10000);
    expect(Number(code)).toBeLessThanOrEqual(99999);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, '81222220001'));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(row!.expiresAt.getTime() - t.clock.now.getTime()).toBe(120_000);
  });

  it('draws different codes (not a fixed or sequential value)', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      await t.call('auth', 'resend_otp', { form: { phoneNumber: '81222220002' } });
      codes.add(lastCode(t, '81222220002'));
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('accepts the code within 2 minutes and only once, stored proof hashed', async () => {
    await t.call('auth', 'send_otp', { form: { phoneNumber: '81222220003' } });
    const code = lastCode(t, '81222220003');
    t.clock.advance(119_000);
    const ok = await verify(t, '81222220003', code);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Kode OTP benar');
    const [proofRow] = await t.db.select().from(otpProofs).where(eq(otpProofs.phone, '81222220003'));
    expect(proofRow!.tokenHash).not.toBe(ok.body.data.proof);
    expect(proofRow!.expiresAt.getTime() - t.clock.now.getTime()).toBe(600_000);
    const again = await verify(t, '81222220003', code);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: 'Kode OTP sudah tidak berlaku. Silakan kirim ulang OTP.' });
  });

  it('says a wrong code is wrong and still accepts the right one after a few tries', async () => {
    await t.call('auth', 'send_otp', { form: { phoneNumber: '81222220004' } });
    const code = lastCode(t, '81222220004');
    const wrong = code === '11111' ? '22222' : '11111';
    for (let i = 0; i < 4; i += 1) {
      const res = await verify(t, '81222220004', wrong);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Kode OTP salah');
    }
    expect((await verify(t, '81222220004', code)).status).toBe(200);
  });

  it('resend voids the previous code', async () => {
    await t.call('auth', 'send_otp', { form: { phoneNumber: '81222220005' } });
    const first = lastCode(t, '81222220005');
    const resent = await t.call('auth', 'resend_otp', { form: { phoneNumber: '81222220005' } });
    expect(resent.status).toBe(200);
    const second = lastCode(t, '81222220005');
    if (first !== second) expect((await verify(t, '81222220005', first)).status).toBe(422);
    expect((await verify(t, '81222220005', second)).status).toBe(200);
  });

  it('keeps codes of different purposes apart', async () => {
    await seedUser(t, '81222220006');
    await t.call('auth', 'forgot_password', { form: { phoneNumber: '81222220006' } });
    const code = lastCode(t, '81222220006');
    expect((await verify(t, '81222220006', code, 'register')).status).toBe(422);
    expect((await verify(t, '81222220006', code, 'forgot-password')).status).toBe(200);
  });

  it('sends profile codes only to the account’s own number, for a logged-in user', async () => {
    await seedUser(t, '81222220007');
    const guest = await t.call('auth', 'send_otp', { form: { phoneNumber: '81222220007', purpose: 'change-phone-current' } });
    expect(guest.status).toBe(401);
    const cookie = await login(t, '81222220007');
    const someoneElse = await t.call('auth', 'send_otp', { form: { phoneNumber: '81299990007', purpose: 'change-phone-current' }, cookie });
    expect(someoneElse.status).toBe(403);
    const strangerNew = await t.call('auth', 'resend_otp', { form: { phoneNumber: '81299990007', purpose: 'change-phone-new' }, cookie });
    expect(strangerNew.status).toBe(403);
    expect(t.outbox.some((m) => m.to === '6281299990007')).toBe(false);
    const own = await t.call('auth', 'resend_otp', { form: { phoneNumber: '81222220007', purpose: 'change-phone-current' }, cookie });
    expect(own.status).toBe(200);
    const viaUser = await t.call('user', 'send_otp', { form: { verifWith: 'whatsapp', codeOTP: '12345' }, cookie });
    expect(viaUser.status).toBe(200);
    expect(viaUser.body.data).toMatchObject({ phone: '81222220007', purpose: 'change-phone-current' });
    expect(t.outbox[0]!.to).toBe('6281222220007');
  });

  it('says plainly when the WhatsApp gateway cannot send, and a retry sends a new one', async () => {
    const gateway = t.deps.whatsapp;
    t.deps.whatsapp = { send: async () => { throw new Error('gateway down'); } };
    try {
      const res = await t.call('auth', 'send_otp', { form: { phoneNumber: '81222220008' } });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Kode OTP belum bisa dikirim lewat Whatsapp. Coba lagi sebentar lagi, ya.');
    } finally {
      t.deps.whatsapp = gateway;
    }
    expect((await t.call('auth', 'send_otp', { form: { phoneNumber: '81222220008' } })).status).toBe(200);
  });
});
