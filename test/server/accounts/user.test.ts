import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { HOUR, lastCode, login, proofFor, seedUser } from '../account-helpers.ts';

/** A real 1×1 PNG. */
export const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

describe('the user controller', () => {
  let t: TestApp;
  let n = 0;
  /** A fresh logged-in account per test. */
  async function account() {
    n += 1;
    const phone = `8123333${String(n).padStart(4, '0')}`;
    await seedUser(t, phone);
    return { phone, cookie: await login(t, phone) };
  }
  const edit = (cookie: string, editType: string, editValue: string, extra: Record<string, string> = {}, idempotencyKey?: string) =>
    t.call('user', 'edit_profile', { form: { editType, editValue, ...extra }, cookie, idempotencyKey });
  const me = async (cookie: string) => (await t.call('user', 'get_user', { form: {}, cookie })).body.data.data;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => t.clock.advance(HOUR));

  it('answers 401 with an empty user for a guest', async () => {
    const res = await t.call('user', 'get_user', { form: {} });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401, message: 'Silakan masuk terlebih dahulu', data: {} });
    expect((await t.call('user', 'edit_profile', { form: { editType: 'fullname', editValue: 'X' } })).status).toBe(401);
  });

  it('saves the simple fields and shows them in get_user', async () => {
    const { cookie } = await account();
    for (const [type, value] of [
      ['fullname', 'Nur Hidayah'], ['address', 'Jl. Kenanga 5, Bandung'], ['birthdate', '1990-02-28'], ['gender', 'Perempuan'], ['greeting', 'Bunda'],
    ] as const) {
      const res = await edit(cookie, type, value);
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.message).toBe('Update data berhasil disimpan.');
      expect(res.body.data.pending).toBe(false);
    }
    expect(await me(cookie)).toMatchObject({
      nama: 'Nur Hidayah', alamat: 'Jl. Kenanga 5, Bandung', tgl_lahir: '1990-02-28', kelamin: 'Perempuan', sapaan: 'Bunda',
    });
  });

  it('refuses bad values with the spec’s messages and changes nothing', async () => {
    t.clock.set(new Date('2027-03-10T05:00:00Z')); // 12.00 in Jakarta on 10 March
    const { cookie } = await account();
    const cases: [string, string, string][] = [
      ['fullname', 'A'.repeat(31), 'Maksimal 30 karakter'],
      ['fullname', '   ', 'Mohon diisi terlebih dahulu'],
      ['address', 'B'.repeat(51), 'Maksimal 50 karakter'],
      ['email', 'bukan-email', 'Email tidak valid'],
      ['birthdate', '2023-02-30', 'Tanggal lahir tidak valid'],
      ['birthdate', '1899-12-31', 'Tanggal lahir tidak valid'],
      ['birthdate', '2027-03-11', 'Tanggal lahir tidak valid'], // tomorrow in Jakarta
      ['gender', 'Pria', 'Pilihan tidak valid'],
      ['greeting', 'Kak', 'Pilihan tidak valid'],
      ['whatsapp', 'abc', 'Nomor Whatsapp tidak valid'],
    ];
    for (const [type, value, message] of cases) {
      const res = await edit(cookie, type, value);
      expect(res.status, `${type}=${value}`).toBe(422);
      expect(res.body.errors, `${type}=${value}`).toEqual({ editValue: message });
    }
    expect((await edit(cookie, 'birthdate', '2027-03-10')).status).toBe(200); // today is not the future
    expect(await me(cookie)).toMatchObject({ nama: 'Ahmad Fauzi', alamat: null, email: null, kelamin: null, sapaan: null });
    expect((await edit(cookie, 'nickname', 'x')).body.errors).toEqual({ editType: 'Jenis data tidak dikenal' });
  });

  it('stores an avatar, serves it as an image, and deletes the previous one', async () => {
    const { cookie } = await account();
    const first = await edit(cookie, 'avatar', PNG_1PX);
    expect(first.status).toBe(200);
    const url: string = first.body.data.user.avatar;
    expect(url).toMatch(/^\/uploads\/[a-f0-9-]{36}\.png$/);
    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG_1PX.split(',')[1]!, 'base64'))).toBe(true);

    const jpeg = `data:image/jpeg;base64,${JPEG_HEAD.toString('base64')}`;
    const second = await edit(cookie, 'avatar', jpeg);
    expect(second.status).toBe(200);
    expect(second.body.data.user.avatar).toMatch(/\.jpg$/);
    expect((await t.app.request(url)).status).toBe(404);
    expect(fs.readdirSync(path.join(t.deps.config.dataDir, 'uploads'))).toEqual([second.body.data.user.avatar.slice('/uploads/'.length)]);
  });

  it('replays an edit sent twice with the same Idempotency-Key without storing a second file', async () => {
    const { cookie } = await account();
    const dir = path.join(t.deps.config.dataDir, 'uploads');
    const before = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    const a = await edit(cookie, 'avatar', PNG_1PX, {}, 'outbox-avatar-0001');
    const b = await edit(cookie, 'avatar', PNG_1PX, {}, 'outbox-avatar-0001');
    expect(b.body).toEqual(a.body);
    expect(fs.readdirSync(dir).length).toBe(before + 1);
  });

  it('changes the email only after the current number is verified', async () => {
    const { phone, cookie } = await account();
    const refused = await edit(cookie, 'email', 'nur@example.id');
    expect(refused.status).toBe(403);
    const proof = await proofFor(t, phone, 'change-phone-current', cookie);
    const saved = await edit(cookie, 'email', 'Nur@Example.ID', { proof });
    expect(saved.status).toBe(200);
    expect((await me(cookie)).email).toBe('nur@example.id');
    expect((await edit(cookie, 'email', 'lain@example.id', { proof })).status).toBe(403); // the proof is spent
  });

  it('changes the WhatsApp number end to end with both codes, tells the old number, and logs out everywhere', async () => {
    const { phone, cookie } = await account();
    const otherDevice = await login(t, phone);
    const newPhone = '85711112222';

    // 1–2: a code to the current number, verified
    const sent = await t.call('user', 'send_otp', { form: { verifWith: 'whatsapp' }, cookie });
    expect(sent.status).toBe(200);
    expect(t.outbox[0]!.to).toBe(`62${phone}`);
    const proof1 = (await t.call('auth', 'verify_otp', { form: { phoneNumber: phone, code: lastCode(t, phone), purpose: 'change-phone-current' } })).body.data.proof;

    // 3: the new number gets its own code
    const pending = await edit(cookie, 'whatsapp', '0857-1111-2222', { proof: proof1 });
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({ pending: true, phone: newPhone });
    expect(t.outbox[0]!.to).toBe(`62${newPhone}`);
    expect((await me(cookie)).whatsapp).toBe(phone); // nothing changed yet

    // its resend works for this account
    expect((await t.call('auth', 'resend_otp', { form: { phoneNumber: newPhone, purpose: 'change-phone-new' }, cookie })).status).toBe(200);

    // 4–5: the new number's code, verified, switches
    const proof2 = (await t.call('auth', 'verify_otp', { form: { phoneNumber: newPhone, code: lastCode(t, newPhone), purpose: 'change-phone-new' } })).body.data.proof;
    const done = await edit(cookie, 'whatsapp', newPhone, { proof: proof2 });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ pending: false, loggedOut: true, user: { whatsapp: newPhone } });
    expect(done.response.headers.get('set-cookie')).toMatch(/jariyah_session=;/);

    const notice = t.outbox[0]!;
    expect(notice.to).toBe(`62${phone}`);
    expect(notice.text).toMatch(/Jariyah/);
    expect(notice.text).toMatch(/diganti/);

    for (const c of [cookie, otherDevice]) expect((await t.call('user', 'get_user', { form: {}, cookie: c })).status).toBe(401);
    expect((await t.call('auth', 'login', { form: { whatsapp: phone, password: 'rahasia123' } })).status).toBe(401);
    const fresh = await login(t, newPhone);
    expect((await me(fresh)).whatsapp).toBe(newPhone);
  });

  it('refuses a new number that belongs to another account, keeping the proof for another try', async () => {
    const { phone, cookie } = await account();
    const other = await account();
    const proof1 = await proofFor(t, phone, 'change-phone-current', cookie);
    const taken = await edit(cookie, 'whatsapp', other.phone, { proof: proof1 });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Nomor Whatsapp sudah dipakai akun lain');
    expect(t.outbox.some((m) => m.to === `62${other.phone}` && /memakai nomor ini/.test(m.text))).toBe(false);
    const same = await edit(cookie, 'whatsapp', phone, { proof: proof1 });
    expect(same.body.errors).toEqual({ editValue: 'Nomor Whatsapp baru sama dengan nomor sekarang' });
    expect((await edit(cookie, 'whatsapp', '85700001111', { proof: proof1 })).body.data.pending).toBe(true);
  });
});
