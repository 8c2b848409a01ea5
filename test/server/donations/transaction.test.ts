import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { TestApp } from '../../support/test-app.ts';
import { donations } from '../../../server/db/schema.ts';
import { hasValidCrc, parseTlv } from '../../../server/payments/qris.ts';
import { DonateAnswerSchema, MyDonationsSchema, TransactionSchema } from '../../../src/contract/donation.ts';
import {
  donateForm, donationByCode, donationCount, insertFundraiser, insertProgram,
  insertUserWithSession, notify, openDonationApp, storeDonate, type TestMethods,
} from '../donation-fixtures.ts';

const HOUR = 3_600_000;

describe('transaction controller', () => {
  let t: TestApp;
  let m: TestMethods;
  let programId: number;
  beforeAll(async () => {
    ({ t, m, programId } = await openDonationApp({ header: 'Sumur Wakaf Desa Sukamaju' }));
  });
  afterAll(async () => t?.close());

  // Each donation from a donor of its own (address and phone): the limits are tested apart.
  const donate = (form: Record<string, string>, opts: { cookie?: string; idempotencyKey?: string } = {}) => storeDonate(t, form, opts);

  async function transaction(code: string) {
    const res = await t.call('transaction', 'getTransaction', { query: { codeDonate: code } });
    expect(res.status).toBe(200);
    return v.parse(TransactionSchema, res.body.data);
  }

  describe('storeDonate', () => {
    it('QRIS: answers the checkout URL and a dynamic QR payload with a valid CRC and the total', async () => {
      const res = await donate(donateForm(programId, m.qris.code, 'QRIS', { price: '25.000' }));
      expect(res.status).toBe(200);
      const answer = v.parse(DonateAnswerSchema, res.body.data);
      expect(answer.codeDonate).toMatch(/^JRY[A-Z2-7]{10}$/);
      expect(answer.redirect_url).toBe(`/donation/${answer.codeDonate}/checkout`);
      const tx = await transaction(answer.codeDonate);
      expect(tx).toMatchObject({
        status: 'Belum Lunas', state: 'pending', nominal: 25_000, total: 25_000, unique_digits: 0,
        metode_bayar: 'QRIS', channel_name: 'QRIS', norek: null, id_program: `ID-${programId}`,
        program: { header: 'Sumur Wakaf Desa Sukamaju', type: 'infaq' }, donatur: 'Hamba Allah',
        doa: 'Semoga berkah dan menjadi amal jariyah', tgl_bayar: null,
      });
      expect(hasValidCrc(tx.qris_payload!)).toBe(true);
      expect(parseTlv(tx.qris_payload!).find((f) => f.id === '54')?.value).toBe('25000');
    });

    it('E-wallet: accepts the 1.000 minimum', async () => {
      const res = await donate(donateForm(programId, m.ewallet.code, 'E-wallet', { price: '1000' }));
      expect(res.status).toBe(200);
      expect(await transaction(res.body.data.codeDonate)).toMatchObject({ nominal: 1000, total: 1000, metode_bayar: 'E-wallet' });
    });

    it('VA: a virtual-account number with the bank prefix, paid without unique digits', async () => {
      const res = await donate(donateForm(programId, m.va.code, 'VA', { price: '20000' }));
      expect(res.status).toBe(200);
      const tx = await transaction(res.body.data.codeDonate);
      expect(tx.norek).toMatch(/^8808\d{12}$/);
      expect(tx).toMatchObject({ total: 20_000, unique_digits: 0, metode_bayar: 'VA', qris_payload: null });
    });

    it('Manual: the account to transfer to and a total with 3 unique final digits', async () => {
      const res = await donate(donateForm(programId, m.manual.code, 'Manual', { price: '100000' }));
      expect(res.status).toBe(200);
      const tx = await transaction(res.body.data.codeDonate);
      expect(tx.unique_digits).toBeGreaterThanOrEqual(1);
      expect(tx.unique_digits).toBeLessThanOrEqual(999);
      expect(tx.total).toBe(100_000 + tx.unique_digits);
      expect(tx).toMatchObject({ nominal: 100_000, norek: '7123456789', nama_rekening: 'Yayasan Jariyah', metode_bayar: 'Manual' });
    });

    it('sets the expiry from the configured hours and stores the normalised phone', async () => {
      const res = await donate(donateForm(programId, m.qris.code, 'QRIS', { donorPhone: '+62 812-3456-7890', donorEmail: ' a@b.co ' }));
      const row = await donationByCode(t.db, res.body.data.codeDonate);
      expect(row?.expiresAt.getTime()).toBe(t.clock.now.getTime() + 24 * HOUR);
      expect(row?.donorPhone).toBe('81234567890');
      expect(row?.donorEmail).toBe('a@b.co');
      expect(row?.userId).toBeNull();
    });

    const invalidCases: Array<[string, Record<string, string>, 'QRIS' | 'VA' | 'Manual', Record<string, string>]> = [
      ['an empty name', { donorName: '  ' }, 'QRIS', { donorName: 'Mohon diisi terlebih dahulu' }],
      ['a name over 60 characters', { donorName: 'A'.repeat(61) }, 'QRIS', { donorName: 'Nama maksimal 60 karakter' }],
      ['an empty phone', { donorPhone: '' }, 'QRIS', { donorPhone: 'Mohon diisi terlebih dahulu' }],
      ['a bad phone', { donorPhone: '12345' }, 'QRIS', { donorPhone: 'Nomor Whatsapp tidak valid' }],
      ['a bad email', { donorEmail: 'bukan-email' }, 'QRIS', { donorEmail: 'Email tidak valid' }],
      ['a prayer over 500 characters', { donorPray: 'a'.repeat(501) }, 'QRIS', { donorPray: 'Doa maksimal 500 karakter' }],
      ['no payment method', { codePayment: '', typePayment: '' }, 'QRIS', { codePayment: 'Metode pembayaran wajib dipilih' }],
      ['an amount below 1.000 for QRIS', { price: '999' }, 'QRIS', { price: 'Nominal minimal Rp 1.000' }],
      ['an amount below 20.000 for VA', { price: '19999' }, 'VA', { price: 'Nominal minimal Rp 20.000 untuk metode ini' }],
      ['an amount below 20.000 for Manual', { price: '15000' }, 'Manual', { price: 'Nominal minimal Rp 20.000 untuk metode ini' }],
      ['an amount over the maximum', { price: '1000000001' }, 'QRIS', { price: 'Nominal maksimal Rp 1.000.000.000' }],
      ['a fractional amount', { price: '25000.5' }, 'QRIS', { price: 'Nominal tidak valid' }],
      ['a malformed program id', { programId: 'XX-1' }, 'QRIS', { programId: 'Program tidak valid' }],
    ];
    it.each(invalidCases)('refuses %s with 422, its message, and inserts nothing', async (_name, values, kind, errors) => {
      const method = kind === 'QRIS' ? m.qris : kind === 'VA' ? m.va : m.manual;
      const before = await donationCount(t.db);
      const res = await donate(donateForm(programId, method.code, method.type, values));
      expect(res.status).toBe(422);
      expect(res.body.errors).toMatchObject(errors);
      expect(await donationCount(t.db)).toBe(before);
    });

    it('checks the minimum against the method’s real kind, not the typePayment the client sent', async () => {
      const before = await donationCount(t.db);
      const res = await donate(donateForm(programId, m.manual.code, 'QRIS', { price: '5000' }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ price: 'Nominal minimal Rp 20.000 untuk metode ini' });
      expect(await donationCount(t.db)).toBe(before);
    });

    it('refuses an unknown or inactive payment method', async () => {
      const before = await donationCount(t.db);
      for (const code of ['NOPE', m.inactive.code]) {
        const res = await donate(donateForm(programId, code, 'VA'));
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ codePayment: 'Metode pembayaran tidak tersedia, silakan pilih metode lain' });
      }
      expect(await donationCount(t.db)).toBe(before);
    });

    it('answers 404 for a missing program or a prefix of the wrong kind', async () => {
      const before = await donationCount(t.db);
      const missing = await donate(donateForm(999_999, m.qris.code, 'QRIS'));
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Program tidak ditemukan');
      const wrongKind = await donate(donateForm(programId, m.qris.code, 'QRIS', { programId: `KM-${programId}` }));
      expect(wrongKind.status).toBe(404);
      expect(await donationCount(t.db)).toBe(before);
    });

    it('refuses a program whose deadline has passed, and accepts one on its last day or all_time', async () => {
      // The clock reads 2026-11-20 10:00 in Jakarta.
      const ended = await insertProgram(t.db, { allTime: 'N', batasTanggal: '2026-11-19' });
      const lastDay = await insertProgram(t.db, { allTime: 'N', batasTanggal: '2026-11-20' });
      const always = await insertProgram(t.db, { allTime: 'Y', batasTanggal: '2020-01-01' });
      const kencleng = await insertProgram(t.db, { type: 'kencleng-masjid', allTime: 'Y' });
      const before = await donationCount(t.db);
      const res = await donate(donateForm(ended.id, m.qris.code, 'QRIS'));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Program ini sudah berakhir, terima kasih atas niat baikmu');
      expect(await donationCount(t.db)).toBe(before);
      expect((await donate(donateForm(lastDay.id, m.qris.code, 'QRIS'))).status).toBe(200);
      expect((await donate(donateForm(always.id, m.qris.code, 'QRIS'))).status).toBe(200);
      const km = await donate(donateForm(kencleng.id, m.qris.code, 'QRIS', { programId: `KM-${kencleng.id}` }));
      expect(km.status).toBe(200);
      expect((await transaction(km.body.data.codeDonate)).id_program).toBe(`KM-${kencleng.id}`);
    });

    it('answers a retry with the same Idempotency-Key with the same donation and creates one', async () => {
      const before = await donationCount(t.db);
      const form = donateForm(programId, m.manual.code, 'Manual', { price: '75000' });
      const first = await donate(form, { idempotencyKey: 'retry-key-0001' });
      const second = await donate(form, { idempotencyKey: 'retry-key-0001' });
      expect(first.status).toBe(200);
      expect(second.body.data).toEqual(first.body.data);
      expect(await donationCount(t.db)).toBe(before + 1);
      const other = await donate(form, { idempotencyKey: 'retry-key-0002' });
      expect(other.body.data.codeDonate).not.toBe(first.body.data.codeDonate);
    });

    it('answers the same donation to a retry whose session lapsed in between', async () => {
      const { cookie } = await insertUserWithSession(t.db, t.clock.now);
      const form = donateForm(programId, m.qris.code, 'QRIS');
      const first = await donate(form, { cookie, idempotencyKey: 'lapsed-session-key-1' });
      const before = await donationCount(t.db);
      const retry = await donate(form, { idempotencyKey: 'lapsed-session-key-1' });
      expect(retry.status).toBe(200);
      expect(retry.body.data.codeDonate).toBe(first.body.data.codeDonate);
      expect(await donationCount(t.db)).toBe(before);
    });

    it('attaches a logged-in donor to the donation, and a guest to none', async () => {
      const { user, cookie } = await insertUserWithSession(t.db, t.clock.now);
      const res = await donate(donateForm(programId, m.qris.code, 'QRIS'), { cookie });
      expect((await donationByCode(t.db, res.body.data.codeDonate))?.userId).toBe(user.id);
    });

    it('attributes a donation to the fundraiser of a known ref and ignores an unknown one', async () => {
      const fundraiser = await insertFundraiser(t.db, t.clock.now, 'REFAHMAD1');
      const known = await donate(donateForm(programId, m.qris.code, 'QRIS', { ref: 'REFAHMAD1' }));
      expect((await donationByCode(t.db, known.body.data.codeDonate))?.fundraiserId).toBe(fundraiser.id);
      const unknown = await donate(donateForm(programId, m.qris.code, 'QRIS', { ref: 'NOBODY' }));
      expect(unknown.status).toBe(200);
      expect((await donationByCode(t.db, unknown.body.data.codeDonate))?.fundraiserId).toBeNull();
      const malformed = await donate(donateForm(programId, m.qris.code, 'QRIS', { ref: '<script>' }));
      expect(malformed.status).toBe(200);
    });
  });

  describe('getTransaction', () => {
    it('masks the phone: first two characters, stars, last character', async () => {
      const res = await donate(donateForm(programId, m.qris.code, 'QRIS', { donorPhone: '081234567890' }));
      const tx = await transaction(res.body.data.codeDonate);
      expect(tx.nomor_hp).toBe('81********0');
      const raw = (await t.call('transaction', 'getTransaction', { query: { codeDonate: res.body.data.codeDonate } })).text;
      expect(raw).not.toContain('81234567890');
    });

    it('reads an unpaid donation as Kedaluwarsa after 24 hours, and the sweep stores it', async () => {
      const res = await donate(donateForm(programId, m.manual.code, 'Manual', { price: '50000' }));
      const code: string = res.body.data.codeDonate;
      t.clock.advance(24 * HOUR - 1000);
      expect((await transaction(code)).status).toBe('Belum Lunas');
      t.clock.advance(2000);
      expect(await transaction(code)).toMatchObject({ status: 'Kedaluwarsa', state: 'expired' });
      expect((await donationByCode(t.db, code))?.status).toBe('expired');
    });

    it('keeps a paid donation Lunas after the deadline', async () => {
      const res = await donate(donateForm(programId, m.qris.code, 'QRIS', { price: '10000' }));
      const code: string = res.body.data.codeDonate;
      expect((await notify(t, { event_id: `evt-${code}`, codeDonate: code, status: 'paid', amount: 10_000 })).status).toBe(200);
      t.clock.advance(48 * HOUR);
      expect((await transaction(code)).status).toBe('Lunas');
    });

    it('answers 404 for an unknown code and 422 without one', async () => {
      const res = await t.call('transaction', 'getTransaction', { query: { codeDonate: 'JRYAAAAAAAAAA' } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Donasi tidak ditemukan');
      expect((await t.call('transaction', 'getTransaction')).status).toBe(422);
    });
  });

  describe('get_my_donations', () => {
    it('answers 401 to a guest', async () => {
      const res = await t.call('transaction', 'get_my_donations', { method: 'POST' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Silakan masuk terlebih dahulu');
    });

    it("lists only the caller's donations, newest first, with program, amount, status and prayer", async () => {
      const a = await insertUserWithSession(t.db, t.clock.now);
      const b = await insertUserWithSession(t.db, t.clock.now);
      const first = await donate(donateForm(programId, m.qris.code, 'QRIS', { price: '10000', donorPray: 'Doa pertama' }), { cookie: a.cookie });
      t.clock.advance(60_000);
      const second = await donate(donateForm(programId, m.manual.code, 'Manual', { price: '20000', donorPray: '' }), { cookie: a.cookie });
      await donate(donateForm(programId, m.qris.code, 'QRIS'), { cookie: b.cookie });
      await donate(donateForm(programId, m.qris.code, 'QRIS'));
      await notify(t, { event_id: `evt-${first.body.data.codeDonate}`, codeDonate: first.body.data.codeDonate, status: 'paid', amount: 10_000 });

      const res = await t.call('transaction', 'get_my_donations', { method: 'POST', cookie: a.cookie });
      expect(res.status).toBe(200);
      const list = v.parse(MyDonationsSchema, res.body.data);
      expect(list.map((d) => d.codeDonate)).toEqual([second.body.data.codeDonate, first.body.data.codeDonate]);
      expect(list[0]).toMatchObject({ nominal: 20_000, status: 'Belum Lunas', doa: null, program: { header: 'Sumur Wakaf Desa Sukamaju' } });
      expect(list[1]).toMatchObject({ nominal: 10_000, total: 10_000, status: 'Lunas', doa: 'Doa pertama', id_program: `ID-${programId}` });
    });

    it('pages past 50, newest first with the id as tiebreak, none repeated or skipped while new donations are made', async () => {
      const user = await insertUserWithSession(t.db, t.clock.now);
      const base = t.clock.now.getTime();
      // Pairs share a creation moment, so the order within a pair rests on the id alone.
      const row = (i: number, createdAt: number) => ({
        code: `MINE${String(i).padStart(4, '0')}`, programId, userId: user.user.id, amount: 10_000, total: 10_000, donorName: 'Saya',
        donorPhone: '81200000001', paymentMethodId: m.qris.id, status: 'pending' as const, createdAt: new Date(createdAt), expiresAt: new Date(base + 86_400_000),
      });
      await t.db.insert(donations).values(Array.from({ length: 120 }, (_, i) => row(i, base - 1_000_000 + Math.floor(i / 2) * 1000)));
      const page = async (cursor?: string) => {
        const res = await t.call('transaction', 'get_my_donations', { method: 'POST', cookie: user.cookie, form: cursor ? { cursor } : {} });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return { codes: v.parse(MyDonationsSchema, res.body.data).map((d) => d.codeDonate), next: (res.body as { next_cursor?: string | null }).next_cursor ?? null };
      };
      const first = await page();
      expect(first.codes).toHaveLength(50);
      expect(first.codes.slice(0, 2)).toEqual(['MINE0119', 'MINE0118']);
      // Donations made between pages are newer than every page read: the next pages go on where the first stopped.
      await t.db.insert(donations).values([row(500, base), row(501, base - 1_000_000 + 59_000)]);
      const second = await page(first.next!);
      const third = await page(second.next!);
      expect(third.next).toBeNull();
      const seen = [...first.codes, ...second.codes, ...third.codes];
      expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `MINE${String(119 - i).padStart(4, '0')}`));

      const bad = await t.call('transaction', 'get_my_donations', { method: 'POST', cookie: user.cookie, form: { cursor: 'abc' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ cursor: 'Kursor halaman tidak valid' });
    });
  });
});
