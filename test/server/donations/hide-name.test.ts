import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../support/test-app.ts';
import { messages } from '../../../server/db/schema.ts';
import { DoaListSchema, TransactionListSchema } from '../../../src/contract/campaign.ts';
import { MyDonationsSchema, TransactionSchema } from '../../../src/contract/donation.ts';
import {
  donateForm, donationByCode, insertFundraiser, insertUserWithSession, notify, openDonationApp, storeDonate, type TestMethods,
} from '../donation-fixtures.ts';

// 'Sembunyikan nama saya (Hamba Allah)': a donor who ticks it is 'Hamba Allah' to everyone else,
// and the server never sends the real name in a public answer; the donor's own receipt and
// history keep it. A client that never sends the field donates as before, name shown.

const REAL_NAME = 'Rahmat Sulistyo';

describe('a donor who hides their name', () => {
  let t: TestApp;
  let m: TestMethods;
  let programId: number;
  beforeAll(async () => {
    ({ t, m, programId } = await openDonationApp({ header: 'Wakaf Quran Pelosok' }));
  });
  afterAll(async () => t?.close());

  async function paidDonation(form: Record<string, string>, opts: { cookie?: string } = {}) {
    const res = await storeDonate(t, form, opts);
    expect(res.status, res.text).toBe(200);
    const code: string = res.body.data.codeDonate;
    expect((await notify(t, { event_id: `evt-${code}`, codeDonate: code, status: 'paid', amount: Number(form.price) })).status).toBe(200);
    t.clock.advance(1000);
    return code;
  }
  const publicList = () => t.call('campaign', 'get_transaction_list', { query: { programId: `ID-${programId}`, limit: 20 } });
  const publicPrayers = () => t.call('campaign', 'get_prayer_campaign', { query: { programId: `ID-${programId}`, limit: 20 } });

  it("is 'Hamba Allah' on Riwayat Infaq and the prayers, and neither answer carries the name", async () => {
    const me = await insertUserWithSession(t.db, t.clock.now);
    const code = await paidDonation(donateForm(programId, m.qris.code, 'QRIS', {
      price: '75000', donorName: REAL_NAME, anonim: 'true', donorPray: 'Semoga menjadi cahaya di kubur',
    }), { cookie: me.cookie });
    expect((await donationByCode(t.db, code))?.donorName).toBe(REAL_NAME);

    const list = await publicList();
    expect(list.status).toBe(200);
    const rows = v.parse(TransactionListSchema, list.body.data);
    expect(rows.find((r) => r.nominal === 75_000)?.donatur).toBe('Hamba Allah');
    expect(list.text).not.toContain(REAL_NAME);
    expect(list.text).not.toContain('Rahmat');

    const prayers = await publicPrayers();
    expect(prayers.status).toBe(200);
    const doa = v.parse(DoaListSchema, prayers.body.data).find((p) => p.doa === 'Semoga menjadi cahaya di kubur');
    expect(doa?.donatur).toBe('Hamba Allah');
    expect(prayers.text).not.toContain('Rahmat');

    // The donor's own receipt (by its code) and history keep the real name, and say how it shows.
    const receipt = await t.call('transaction', 'getTransaction', { query: { codeDonate: code } });
    expect(v.parse(TransactionSchema, receipt.body.data)).toMatchObject({ donatur: REAL_NAME, anonim: true });
    const mine = await t.call('transaction', 'get_my_donations', { method: 'POST', cookie: me.cookie });
    expect(v.parse(MyDonationsSchema, mine.body.data).map((d) => d.codeDonate)).toContain(code);
  });

  it('takes the choice as a JSON boolean too, and refuses a value that is no yes or no in Indonesian', async () => {
    const form = donateForm(programId, m.qris.code, 'QRIS', { price: '31000', donorName: 'Wulan Sari' });
    const res = await t.call('transaction', 'storeDonate', { json: { ...form, anonim: true }, peer: '203.0.200.7' });
    expect(res.status, res.text).toBe(200);
    expect((await donationByCode(t.db, res.body.data.codeDonate))?.hideName).toBe(true);

    const bad = await storeDonate(t, donateForm(programId, m.qris.code, 'QRIS', { anonim: 'mungkin' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.anonim).toBe('Pilihan sembunyikan nama tidak valid');
  });

  it('an old request without the field still donates, with the name shown', async () => {
    const form = donateForm(programId, m.qris.code, 'QRIS', { price: '42000', donorName: 'Dewi Kartika' });
    expect('anonim' in form).toBe(false);
    const code = await paidDonation(form);
    expect((await donationByCode(t.db, code))?.hideName).toBe(false);
    const rows = v.parse(TransactionListSchema, (await publicList()).body.data);
    expect(rows.find((r) => r.nominal === 42_000)?.donatur).toBe('Dewi Kartika');
    const receipt = v.parse(TransactionSchema, (await t.call('transaction', 'getTransaction', { query: { codeDonate: code } })).body.data);
    expect(receipt.anonim).toBe(false);
  });

  it('a retry under the same key of a name-shown donation is the same request (the hash ignores the default)', async () => {
    const form = donateForm(programId, m.qris.code, 'QRIS', { price: '33000', donorName: 'Ujang' });
    const key = crypto.randomUUID();
    const first = await storeDonate(t, form, { idempotencyKey: key });
    const again = await storeDonate(t, { ...form, anonim: 'false' }, { idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body.data.codeDonate).toBe(first.body.data.codeDonate);
    // Ticking the box is another request: refused under the same key.
    const hidden = await storeDonate(t, { ...form, anonim: 'true' }, { idempotencyKey: key });
    expect(hidden.status).not.toBe(200);
  });

  it("the fundraiser whose link brought the donation reads 'Hamba Allah' in Pesan", async () => {
    const fundraiser = await insertFundraiser(t.db, t.clock.now, `hamba${Date.now().toString(36)}`);
    const code = await paidDonation(donateForm(programId, m.qris.code, 'QRIS', { price: '40000', donorName: REAL_NAME, anonim: 'Y', ref: fundraiser.kodeRef }));
    const [note] = await t.db.select().from(messages).where(eq(messages.dedupeKey, `referral:${code}`));
    expect(note?.body).toBe('Hamba Allah berdonasi Rp 40.000 untuk Wakaf Quran Pelosok lewat tautan yang kamu bagikan');
  });
});
