import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../support/test-app.ts';
import { HOUR, lastCode, login, proofFor, seedUser } from '../account-helpers.ts';

describe('auth: register, login, logout, forgot password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => t.clock.advance(HOUR));

  it('registers through a WhatsApp code, starts logged in, and later logs in with the new password', async () => {
    const sent = await t.call('auth', 'send_otp', { form: { phoneNumber: '0812 1111 0001' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ phone: '81211110001', purpose: 'register' });
    expect(new Date(sent.body.data.expiresAt).getTime() - t.clock.now.getTime()).toBe(120_000);
    expect(JSON.stringify(sent.body)).not.toMatch(/\b\d{5}\b/); // the code never comes back to the browser

    const code = lastCode(t, '81211110001');
    const verified = await t.call('auth', 'verify_otp', { form: { phoneNumber: '81211110001', code, purpose: 'register' } });
    expect(verified.status).toBe(200);
    const proof: string = verified.body.data.proof;
    expect(proof.length).toBeGreaterThanOrEqual(40);

    const registered = await t.call('auth', 'register', { form: { whatsapp: '+62 812-1111-0001', fullname: '  Siti Aminah ', password: 'kataSandi8', proof } });
    expect(registered.status).toBe(201);
    expect(registered.body.data).toMatchObject({ nama: 'Siti Aminah', whatsapp: '81211110001', user: { nama: 'Siti Aminah', whatsapp: '81211110001', role: 'user' } });
    // The new account is logged in: its cookie opens the profile at once.
    const fresh = await t.call('user', 'get_user', { form: {}, cookie: sessionCookie(registered.response) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.data).toMatchObject({ nama: 'Siti Aminah', whatsapp: '81211110001' });

    const wrong = await t.call('auth', 'login', { form: { whatsapp: '081211110001', password: 'kataSandi9' } });
    expect(wrong.status).toBe(401);
    const res = await t.call('auth', 'login', { form: { whatsapp: '081211110001', password: 'kataSandi8' } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ nama: 'Siti Aminah', whatsapp: '81211110001', email: null, role: 'user' });
    const setCookie = res.response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/jariyah_session=[\w-]{40,}/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await t.call('user', 'get_user', { form: {}, cookie: sessionCookie(res.response) });
    expect(me.status).toBe(200);
    expect(me.body.data.data).toEqual({
      nama: 'Siti Aminah', whatsapp: '81211110001', email: null, tgl_lahir: null, alamat: null, kelamin: null, sapaan: null,
      avatar: null, created_date: expect.any(String), role: 'user', staff: false, // staff of no mosque: no 'Panel Pengurus'
    });
  }, 30_000);

  it('sends a friendly Indonesian message naming the product and the 2 minutes', async () => {
    await t.call('auth', 'send_otp', { form: { phoneNumber: '81211110002' } });
    const message = t.outbox[0]!;
    expect(message.to).toBe('6281211110002');
    expect(message.text).toMatch(/Jariyah/);
    expect(message.text).toMatch(/berlaku 2 menit/);
    expect(message.sentAt).toBe(t.clock.now.toISOString());
  });

  it('ignores a code chosen by an older client', async () => {
    await t.call('auth', 'send_otp', { form: { phoneNumber: '81211110003', codeOTP: '12345' } });
    const real = lastCode(t, '81211110003');
    if (real !== '12345') {
      const res = await t.call('auth', 'verify_otp', { form: { phoneNumber: '81211110003', code: '12345', purpose: 'register' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ code: 'Kode OTP salah' });
    }
    expect((await t.call('auth', 'verify_otp', { form: { phoneNumber: '81211110003', code: real } })).status).toBe(200);
  });

  it('sends a number that already has an account a notice instead of a registration code', async () => {
    await seedUser(t, '81211110004');
    const res = await t.call('auth', 'send_otp', { form: { phoneNumber: '081211110004', purpose: 'register' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kode OTP telah dikirim lewat Whatsapp');
    const sent = t.outbox.filter((m) => m.to === '6281211110004');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/sudah terdaftar/);
    expect(sent[0]!.text).not.toMatch(/\d{5}/);
  });

  it('answers the spec’s validation messages', async () => {
    const emptyLogin = await t.call('auth', 'login', { form: { whatsapp: '', password: '' } });
    expect(emptyLogin.status).toBe(422);
    expect(emptyLogin.body.errors).toEqual({ whatsapp: 'Mohon diisi terlebih dahulu', password: 'Mohon diisi terlebih dahulu' });

    const reg = await t.call('auth', 'register', { form: { whatsapp: '812345678', fullname: 'A'.repeat(31), password: 'pendek', proof: 'x' } });
    expect(reg.status).toBe(422);
    expect(reg.body.errors).toEqual({
      whatsapp: 'Nomor Whatsapp diisi minimal 10 digit',
      fullname: 'Maksimal diisi  30 karakter',
      password: 'Password minimal 8 karakter',
    });
    const noName = await t.call('auth', 'register', { form: { whatsapp: '8123456789', fullname: ' ', password: 'cukupPanjang', proof: 'x' } });
    expect(noName.body.errors).toEqual({ fullname: 'Mohon diisi terlebih dahulu' });

    const missing = await t.call('auth', 'login', { json: {} });
    expect(missing.body.errors).toEqual({ whatsapp: 'Mohon diisi terlebih dahulu', password: 'Mohon diisi terlebih dahulu' });
    const forgot = await t.call('auth', 'forgot_password', { form: { phoneNumber: '' } });
    expect(forgot.body.errors).toEqual({ phoneNumber: 'Mohon diisi terlebih dahulu' });
    const badCode = await t.call('auth', 'verify_otp', { form: { phoneNumber: '81211110005', code: '12a45', purpose: 'register' } });
    expect(badCode.body.errors).toEqual({ code: 'Kode OTP terdiri dari 5 angka' });
  });

  it('logs out: the cookie is cleared and the session no longer works', async () => {
    await seedUser(t, '81211110006');
    const cookie = await login(t, '81211110006');
    expect((await t.call('user', 'get_user', { form: {}, cookie })).status).toBe(200);
    const out = await t.call('auth', 'logout', { form: {}, cookie });
    expect(out.status).toBe(200);
    expect(out.response.headers.get('set-cookie')).toMatch(/jariyah_session=;.*Max-Age=0/);
    const after = await t.call('user', 'get_user', { form: {}, cookie });
    expect(after.status).toBe(401);
    expect(after.body.data).toEqual({});
    // Logging out twice, or without a session, is still fine.
    expect((await t.call('auth', 'logout', { form: {}, cookie })).status).toBe(200);
    expect((await t.call('auth', 'logout', { form: {} })).status).toBe(200);
  });

  it('resets a forgotten password with a verified code and ends every session', async () => {
    await seedUser(t, '81211110007', 'lamaSekali1');
    const phoneCookie = await login(t, '81211110007', 'lamaSekali1');
    const laptopCookie = await login(t, '81211110007', 'lamaSekali1');

    const asked = await t.call('auth', 'forgot_password', { form: { phoneNumber: '081211110007' } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('Jika nomor ini terdaftar, kode OTP telah dikirim lewat Whatsapp');
    expect(t.outbox[0]!.text).toMatch(/kata sandi/);
    const verified = await t.call('auth', 'verify_otp', { form: { phoneNumber: '81211110007', code: lastCode(t, '81211110007'), purpose: 'forgot-password' } });
    const reset = await t.call('auth', 'new-password', { form: { whatsapp: '81211110007', password: 'baruSekali2', proof: verified.body.data.proof } });
    expect(reset.status).toBe(200);

    for (const cookie of [phoneCookie, laptopCookie]) expect((await t.call('user', 'get_user', { form: {}, cookie })).status).toBe(401);
    expect((await t.call('auth', 'login', { form: { whatsapp: '81211110007', password: 'lamaSekali1' } })).status).toBe(401);
    expect((await t.call('auth', 'login', { form: { whatsapp: '81211110007', password: 'baruSekali2' } })).status).toBe(200);
  }, 30_000);

  it('answers forgot_password the same for an unknown number and sends nothing', async () => {
    await seedUser(t, '81211110008');
    const known = await t.call('auth', 'forgot_password', { form: { phoneNumber: '81211110008' } });
    const before = t.outbox.length;
    const unknown = await t.call('auth', 'forgot_password', { form: { phoneNumber: '81299990008' } });
    expect(t.outbox.length).toBe(before);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.message).toBe(known.body.message);
    expect(Object.keys(unknown.body.data).sort()).toEqual(Object.keys(known.body.data).sort());
    expect(unknown.body.data.expiresAt).toBe(known.body.data.expiresAt);
  });

  it('registers with the proof exactly once', async () => {
    const proof = await proofFor(t, '81211110009', 'register');
    const form = { whatsapp: '81211110009', fullname: 'Budi', password: 'kataSandi8', proof };
    expect((await t.call('auth', 'register', { form })).status).toBe(201);
    const again = await t.call('auth', 'register', { form });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('Verifikasi kode OTP diperlukan. Silakan ulangi verifikasi.');
  }, 30_000);
});

describe('the session cookie behind HTTPS', () => {
  it('is Secure when the public origin is https', async () => {
    const t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://jariyah.example' } });
    try {
      await seedUser(t, '81211110010');
      const res = await t.call('auth', 'login', { form: { whatsapp: '81211110010', password: 'rahasia123' } });
      expect(res.response.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
    }
  });

  it('is Secure when a trusted proxy says the request came over https, and only then', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      await seedUser(t, '81211110011');
      const form = { whatsapp: '81211110011', password: 'rahasia123' };
      const proxied = await t.call('auth', 'login', { form, headers: { 'x-forwarded-proto': 'https' } });
      expect(proxied.response.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
      const plain = await t.call('auth', 'login', { form });
      expect(plain.response.headers.get('set-cookie')).not.toMatch(/Secure/i);
    } finally {
      await t.close();
    }
  });
});

describe('stored passwords', () => {
  it('are scrypt at OWASP’s cost with a per-user salt, self-describing, and never match when tampered', async () => {
    const { hashPassword, verifyPassword } = await import('../../../server/accounts/passwords.ts');
    const [a, b] = await Promise.all([hashPassword('kataSandi8'), hashPassword('kataSandi8')]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b); // the salt differs
    expect(await verifyPassword('kataSandi8', a)).toBe(true);
    expect(await verifyPassword('kataSandi9', a)).toBe(false);
    expect(await verifyPassword('kataSandi8', a.replace('scrypt$17', 'scrypt$30'))).toBe(false);
    expect(await verifyPassword('kataSandi8', 'kataSandi8')).toBe(false);
  }, 30_000);
});
