import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, fromPeer, type TestApp } from '../../support/test-app.ts';
import { startServer } from '../../support/server-process.ts';
import { WEB_CLIENT_KEY } from '../../../src/contract/envelope.ts';
import { HOUR, lastCode, login, proofFor, seedUser } from '../account-helpers.ts';

const EXPIRED = 'Kode OTP sudah tidak berlaku. Silakan kirim ulang OTP.';
const PROOF = 'Verifikasi kode OTP diperlukan. Silakan ulangi verifikasi.';

describe('attacks on accounts', () => {
  let t: TestApp;
  let n = 0;
  const nextPhone = () => `8125555${String((n += 1)).padStart(4, '0')}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => t.clock.advance(HOUR));

  it('refuses a password reset without a verified code', async () => {
    const phone = nextPhone();
    await seedUser(t, phone);
    const none = await t.call('auth', 'new-password', { form: { whatsapp: phone, password: 'diambilAlih1' } });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ proof: PROOF });
    const made = await t.call('auth', 'new-password', { form: { whatsapp: phone, password: 'diambilAlih1', proof: 'a'.repeat(43) } });
    expect(made.status).toBe(403);
    expect(made.body.message).toBe(PROOF);
    // A code sent but not verified is no proof either.
    await t.call('auth', 'forgot_password', { form: { phoneNumber: phone } });
    const unverified = await t.call('auth', 'new-password', { form: { whatsapp: phone, password: 'diambilAlih1', proof: lastCode(t, phone) } });
    expect(unverified.status).toBe(403);
    expect((await t.call('auth', 'login', { form: { whatsapp: phone, password: 'rahasia123' } })).status).toBe(200);
  });

  it('voids a code after 5 wrong tries, even for the right code', async () => {
    const phone = nextPhone();
    await t.call('auth', 'send_otp', { form: { phoneNumber: phone } });
    const code = lastCode(t, phone);
    const wrong = code === '99999' ? '99998' : '99999';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await t.call('auth', 'verify_otp', { form: { phoneNumber: phone, code: wrong, purpose: 'register' } })).body.errors?.code ?? '');
    }
    expect(answers).toEqual(['Kode OTP salah', 'Kode OTP salah', 'Kode OTP salah', 'Kode OTP salah', EXPIRED]);
    t.clock.advance(60_000); // past the number's delay after 5 wrong codes, within the code's 2 minutes
    const right = await t.call('auth', 'verify_otp', { form: { phoneNumber: phone, code, purpose: 'register' } });
    expect(right.status).toBe(422);
    expect(right.body.errors).toEqual({ code: EXPIRED });
  });

  it('spends the tries of parallel guesses too', async () => {
    const phone = nextPhone();
    await t.call('auth', 'send_otp', { form: { phoneNumber: phone } });
    const code = lastCode(t, phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String(10000 + i)).filter((g) => g !== code).slice(0, 10);
    await Promise.all(guesses.map((g) => t.call('auth', 'verify_otp', { form: { phoneNumber: phone, code: g, purpose: 'register' } })));
    t.clock.advance(60_000); // past the number's delay after 5 wrong codes, within the code's 2 minutes
    expect((await t.call('auth', 'verify_otp', { form: { phoneNumber: phone, code, purpose: 'register' } })).status).toBe(422);
  });

  it('refuses an expired code (2 minutes and 1 second)', async () => {
    const phone = nextPhone();
    await t.call('auth', 'send_otp', { form: { phoneNumber: phone } });
    const code = lastCode(t, phone);
    t.clock.advance(121_000);
    const res = await t.call('auth', 'verify_otp', { form: { phoneNumber: phone, code, purpose: 'register' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: EXPIRED });
  });

  it('refuses a proof used twice', async () => {
    const phone = nextPhone();
    await seedUser(t, phone);
    const proof = await proofFor(t, phone, 'forgot-password');
    expect((await t.call('auth', 'new-password', { form: { whatsapp: phone, password: 'pertamaKali1', proof } })).status).toBe(200);
    const replay = await t.call('auth', 'new-password', { form: { whatsapp: phone, password: 'keduaKali22', proof } });
    expect(replay.status).toBe(403);
    expect((await t.call('auth', 'login', { form: { whatsapp: phone, password: 'keduaKali22' } })).status).toBe(401);
  }, 30_000);

  it('refuses a proof after its 10 minutes', async () => {
    const phone = nextPhone();
    const proof = await proofFor(t, phone, 'register');
    t.clock.advance(600_001);
    const res = await t.call('auth', 'register', { form: { whatsapp: phone, fullname: 'Telat', password: 'kataSandi8', proof } });
    expect(res.status).toBe(403);
  });

  it('refuses a proof for one number or purpose used for another', async () => {
    const mine = nextPhone();
    const victim = nextPhone();
    await seedUser(t, victim);
    // A register proof for my own number cannot register another number…
    const proof = await proofFor(t, mine, 'register');
    const otherNumber = await t.call('auth', 'register', { form: { whatsapp: nextPhone(), fullname: 'Penyusup', password: 'kataSandi8', proof } });
    expect(otherNumber.status).toBe(403);
    // …nor reset anyone's password (another purpose, another number)…
    expect((await t.call('auth', 'new-password', { form: { whatsapp: victim, password: 'diambilAlih1', proof } })).status).toBe(403);
    // …and a forgot-password proof of my own account cannot register.
    const mineReg = await t.call('auth', 'register', { form: { whatsapp: mine, fullname: 'Saya', password: 'kataSandi8', proof } });
    expect(mineReg.status).toBe(201); // the refused tries did not spend it
    const resetProof = await proofFor(t, mine, 'forgot-password');
    expect((await t.call('auth', 'new-password', { form: { whatsapp: victim, password: 'diambilAlih1', proof: resetProof } })).status).toBe(403);
    expect((await t.call('auth', 'login', { form: { whatsapp: victim, password: 'rahasia123' } })).status).toBe(200);
  }, 30_000);

  it('refuses another account’s profile proof for a phone or email change', async () => {
    const a = nextPhone();
    const b = nextPhone();
    await seedUser(t, a);
    await seedUser(t, b);
    const cookieA = await login(t, a);
    const cookieB = await login(t, b);
    const proofA = await proofFor(t, a, 'change-phone-current', cookieA);
    expect((await t.call('user', 'edit_profile', { form: { editType: 'email', editValue: 'b@example.id', proof: proofA }, cookie: cookieB })).status).toBe(403);
    expect((await t.call('user', 'edit_profile', { form: { editType: 'whatsapp', editValue: '85799998888', proof: proofA }, cookie: cookieB })).status).toBe(403);
    // A change-phone-new proof cannot be skipped: a proof of the current number does not switch.
    const pending = await t.call('user', 'edit_profile', { form: { editType: 'whatsapp', editValue: '85799997777', proof: proofA }, cookie: cookieA });
    expect(pending.body.data.pending).toBe(true);
    const reused = await t.call('user', 'edit_profile', { form: { editType: 'whatsapp', editValue: '85799997777', proof: proofA }, cookie: cookieA });
    expect(reused.status).toBe(403);
  });

  it('revokes the session on logout and every session on a new password', async () => {
    const phone = nextPhone();
    await seedUser(t, phone);
    const a = await login(t, phone);
    const b = await login(t, phone);
    await t.call('auth', 'logout', { form: {}, cookie: a });
    expect((await t.call('user', 'get_user', { form: {}, cookie: a })).status).toBe(401);
    expect((await t.call('user', 'get_user', { form: {}, cookie: b })).status).toBe(200);
    const proof = await proofFor(t, phone, 'forgot-password');
    await t.call('auth', 'new-password', { form: { whatsapp: phone, password: 'baruSekali2', proof } });
    const after = await t.call('user', 'get_user', { form: {}, cookie: b });
    expect(after.status).toBe(401);
    expect(after.body.data).toEqual({});
  }, 30_000);

  it('refuses a cross-site POST', async () => {
    const phone = nextPhone();
    await seedUser(t, phone);
    const form = { whatsapp: phone, password: 'rahasia123' };
    const fetchMeta = await t.call('auth', 'login', { form, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchMeta.status).toBe(403);
    expect(fetchMeta.response.headers.get('set-cookie')).toBeNull();
    const origin = await t.call('auth', 'login', { form, headers: { origin: 'https://jahat.example' } });
    expect(origin.status).toBe(403);
    const cookie = await login(t, phone);
    const edit = await t.call('user', 'edit_profile', { form: { editType: 'fullname', editValue: 'Diretas' }, cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(edit.status).toBe(403);
  });

  it('limits code sends to a number from one browser and address with 429 and Retry-After', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i += 1) expect((await t.call('auth', 'resend_otp', { form: { phoneNumber: phone } })).status).toBe(200);
    const sixth = await t.call('auth', 'resend_otp', { form: { phoneNumber: phone } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Terlalu banyak permintaan, coba lagi nanti');
    const retry = Number(sixth.response.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(t.outbox.filter((m) => m.to === `62${phone}`)).toHaveLength(5);
    t.clock.advance(retry * 1000);
    expect((await t.call('auth', 'resend_otp', { form: { phoneNumber: phone } })).status).toBe(200);
  });

  it('limits code sends per client address', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) last = (await t.call('auth', 'send_otp', { form: { phoneNumber: nextPhone() } })).status;
    expect(last).toBe(429);
  });

  it('limits forgot_password to a number from one browser and address whether or not it is registered', async () => {
    const unknown = nextPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await t.call('auth', 'forgot_password', { form: { phoneNumber: unknown } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits login failures per number, even for the right password afterwards', async () => {
    const phone = nextPhone();
    await seedUser(t, phone);
    for (let i = 0; i < 10; i += 1) expect((await t.call('auth', 'login', { form: { whatsapp: phone, password: `salah${i}xyz` } })).status).toBe(401);
    const blocked = await t.call('auth', 'login', { form: { whatsapp: phone, password: 'rahasia123' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000);
    expect((await t.call('auth', 'login', { form: { whatsapp: phone, password: 'rahasia123' } })).status).toBe(200);
  }, 60_000);

  it('answers a login failure identically for an unknown number and a wrong password', async () => {
    const phone = nextPhone();
    await seedUser(t, phone);
    const wrongPassword = await t.call('auth', 'login', { form: { whatsapp: phone, password: 'bukanIni123' } });
    const unknownNumber = await t.call('auth', 'login', { form: { whatsapp: nextPhone(), password: 'bukanIni123' } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownNumber.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownNumber.body);
    expect(wrongPassword.body.message).toBe('Nomor Whatsapp atau kata sandi salah');
  }, 30_000);

  it('refuses fake, mislabelled or oversize avatars', async () => {
    const phone = nextPhone();
    await seedUser(t, phone);
    const cookie = await login(t, phone);
    const send = (editValue: string) => t.call('user', 'edit_profile', { form: { editType: 'avatar', editValue }, cookie });
    const text = `data:image/png;base64,${Buffer.from('<script>alert(1)</script> I am not a picture').toString('base64')}`;
    expect((await send(text)).body.errors).toEqual({ editValue: 'Foto harus berupa gambar PNG, JPEG atau WebP' });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    expect((await send(`data:image/jpeg;base64,${png.toString('base64')}`)).status).toBe(422);
    expect((await send(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`)).status).toBe(422);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await send(`data:image/png;base64,${big.toString('base64')}`)).body.errors).toEqual({ editValue: 'Ukuran foto maksimal 2 MB' });
    const me = await t.call('user', 'get_user', { form: {}, cookie });
    expect(me.body.data.data.avatar).toBeNull();
  });

  it('does not leak password hashes or codes in any account answer', async () => {
    const phone = nextPhone();
    await seedUser(t, phone);
    const res = await t.call('auth', 'login', { form: { whatsapp: phone, password: 'rahasia123' } });
    expect(res.text).not.toMatch(/scrypt|password/i);
  });
});

describe('the development outbox', () => {
  it('lists sent messages newest first outside production', async () => {
    const t = await createTestApp();
    try {
      await t.call('auth', 'send_otp', { form: { phoneNumber: '81266660001' } });
      await t.call('auth', 'send_otp', { form: { phoneNumber: '81266660002' } });
      const res = await t.app.request('/dev/outbox', {}, fromPeer('127.0.0.1'));
      expect(res.status).toBe(200);
      const list = (await res.json()) as { to: string; text: string; sentAt: string }[];
      expect(list.map((m) => m.to)).toEqual(['6281266660002', '6281266660001']);
      expect(list[0]).toEqual({ to: '6281266660002', text: expect.stringMatching(/\d{5}/), sentAt: t.clock.now.toISOString() });
    } finally {
      await t.close();
    }
  });

  it('is absent (404) from a production server', async () => {
    const server = await startServer({
      NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: 'production-webhook-secret-123', OTP_PEPPER: 'production-otp-pepper-1234567', SEED: '0',
    });
    try {
      const sent = await fetch(`${server.url}/api/auth`, {
        method: 'POST', headers: { kode: 'send_otp', 'X-Client-Key': WEB_CLIENT_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: '81266660003' }),
      });
      expect(sent.status).toBe(200);
      const res = await fetch(`${server.url}/dev/outbox`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/6281266660003/);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
