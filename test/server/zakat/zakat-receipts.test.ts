import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { mosques } from '../../../server/db/schema.ts';
import { TransactionSchema } from '../../../src/contract/donation.ts';
import { MessageListSchema } from '../../../src/contract/pesan.ts';
import {
  donateForm, donationByCode, donationCount, insertPaymentMethods, insertProgram, insertUserWithSession, nextDonorAddress, notify, type TestMethods,
} from '../donation-fixtures.ts';

// A zakat paid online is answered as zakat, not as an infaq: the WhatsApp receipt, the Pesan entry
// and the receipt the app shows all say what was paid, in the same words ('Zakat Fitrah untuk
// 4 jiwa'), and close with the doa for the muzaki instead of 'Semoga menjadi amal jariyah'.

const ZAKAT_DOA = 'Semoga Allah memberi pahala atas apa yang kamu tunaikan, memberkahi harta yang tersisa, dan menjadikannya penyuci bagimu.';

describe('zakat receipts say what was paid', () => {
  let t: TestApp;
  let m: TestMethods;
  let zakatProgramId: number;
  let infaqProgramId: number;

  beforeAll(async () => {
    t = await createTestApp();
    m = await insertPaymentMethods(t.db);
    const [mosque] = await t.db.insert(mosques).values({ slug: 'masjid-struk-uji', nama: 'Masjid At-Taqwa Uji', alamat: 'Jl. Uji 2' }).returning();
    zakatProgramId = (await insertProgram(t.db, { type: 'zakat', header: 'Zakat melalui Masjid At-Taqwa', masjidId: mosque!.id })).id;
    infaqProgramId = (await insertProgram(t.db, { header: 'Sumur Wakaf' })).id;
  });
  afterAll(async () => t?.close());

  /** Donates, has the provider say it is paid, and answers what the donor then holds. */
  async function payZakat(values: Record<string, string>, cookie?: string) {
    const res = await t.call('transaction', 'storeDonate', { form: donateForm(zakatProgramId, m.qris.code, 'QRIS', values), peer: nextDonorAddress(), cookie });
    expect(res.status).toBe(200);
    const code = (res.body.data as { codeDonate: string }).codeDonate;
    const row = await donationByCode(t.db, code);
    expect((await notify(t, { event_id: `evt-${code}`, codeDonate: code, status: 'paid', amount: row!.total })).status).toBe(200);
    const whatsapp = t.outbox.filter((msg) => msg.text.includes(code));
    const tx = v.parse(TransactionSchema, (await t.call('transaction', 'getTransaction', { query: { codeDonate: code } })).body.data);
    const pesan = v.parse(MessageListSchema, (await t.call('pesan', 'list_messages', { query: { codes: code }, cookie })).body.data)
      .filter((msg) => msg.kind === 'donation-paid');
    return { code, row, whatsapp, tx, pesan };
  }

  it('a zakat maal: WhatsApp and Pesan say Zakat Maal, with the doa for zakat', async () => {
    const paid = await payZakat({ price: '2.752.018', zakatKind: 'maal' });
    expect(paid.whatsapp).toHaveLength(1);
    const [first, second, third] = paid.whatsapp[0]!.text.split('\n');
    expect(first).toMatch(/^Jariyah: Terima kasih\. Zakat Maal sebesar Rp 2\.752\.018 lewat "Zakat melalui Masjid At-Taqwa" sudah kami terima pada .+ WIB\.$/);
    expect(second).toBe(`Kode donasi: ${paid.code}.`);
    expect(third).toBe(ZAKAT_DOA);
    expect(paid.whatsapp[0]!.text).not.toContain('Donasi Rp');
    expect(paid.whatsapp[0]!.text).not.toContain('amal jariyah');
    expect(paid.pesan).toEqual([expect.objectContaining({
      title: 'Zakat Maal Lunas', body: 'Zakat Maal sebesar Rp 2.752.018 lewat Zakat melalui Masjid At-Taqwa sudah Lunas', link: `/donation/${paid.code}`,
    })]);
    expect(paid.tx.zakat).toMatchObject({ kind: 'maal' });
    expect(paid.tx.zakat?.count).toBeUndefined();
  });

  it('a zakat fitrah for 4 jiwa: every surface says so, for an account too', async () => {
    const { cookie } = await insertUserWithSession(t.db, t.clock.now);
    const paid = await payZakat({ price: '188.000', zakatKind: 'fitrah', zakatCount: '4' }, cookie);
    expect(paid.row).toMatchObject({ zakatKind: 'fitrah', zakatCount: 4 });
    expect(paid.whatsapp[0]!.text).toContain('Terima kasih. Zakat Fitrah untuk 4 jiwa sebesar Rp 188.000 lewat "Zakat melalui Masjid At-Taqwa" sudah kami terima');
    expect(paid.whatsapp[0]!.text).toContain(ZAKAT_DOA);
    const inbox = v.parse(MessageListSchema, (await t.call('pesan', 'list_messages', { cookie })).body.data);
    expect(inbox.find((msg) => msg.kind === 'donation-paid')).toMatchObject({
      title: 'Zakat Fitrah Lunas', body: 'Zakat Fitrah untuk 4 jiwa sebesar Rp 188.000 lewat Zakat melalui Masjid At-Taqwa sudah Lunas',
    });
    // The receipt page and Bukti Setor Zakat read the count from here.
    expect(paid.tx.zakat).toMatchObject({ kind: 'fitrah', count: 4, amilName: 'Masjid At-Taqwa Uji' });
  });

  it('a fidyah of 10 days: Fidyah 10 hari, and not the doa of zakat nor of an infaq', async () => {
    const paid = await payZakat({ price: '600.000', zakatKind: 'fidyah', zakatCount: '10' });
    const text = paid.whatsapp[0]!.text;
    expect(text).toContain('Terima kasih. Fidyah 10 hari sebesar Rp 600.000 lewat "Zakat melalui Masjid At-Taqwa" sudah kami terima');
    expect(text).toContain('Semoga Allah menerima fidyahmu dan memberi pahala atas apa yang kamu tunaikan.');
    expect(text).not.toContain('amal jariyah');
    expect(paid.pesan).toEqual([expect.objectContaining({ title: 'Fidyah Lunas', body: 'Fidyah 10 hari sebesar Rp 600.000 lewat Zakat melalui Masjid At-Taqwa sudah Lunas' })]);
    expect(paid.tx.zakat).toMatchObject({ kind: 'fidyah', count: 10 });
  });

  it('a zakat fitrah whose donor gave no count is still named Zakat Fitrah', async () => {
    const paid = await payZakat({ price: '47.000', zakatKind: 'fitrah' });
    expect(paid.row?.zakatCount).toBeNull();
    expect(paid.whatsapp[0]!.text).toContain('Terima kasih. Zakat Fitrah sebesar Rp 47.000 lewat');
    expect(paid.pesan[0]?.title).toBe('Zakat Fitrah Lunas');
  });

  it('refuses a count of jiwa or days on maal or on an infaq, and a count out of range; nothing is recorded', async () => {
    const before = await donationCount(t.db);
    const refused = async (programId: number, values: Record<string, string>) => {
      const res = await t.call('transaction', 'storeDonate', { form: donateForm(programId, m.qris.code, 'QRIS', values), peer: nextDonorAddress() });
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await refused(zakatProgramId, { zakatKind: 'maal', zakatCount: '4' })).toEqual({ zakatCount: 'Jumlah jiwa atau hari hanya untuk zakat fitrah dan fidyah' });
    expect(await refused(zakatProgramId, { zakatKind: 'fitrah', zakatCount: '0' })).toEqual({ zakatCount: 'Isi jumlahnya dengan angka 1 sampai 9.999' });
    expect(await refused(infaqProgramId, { zakatCount: '4' })).toEqual({ zakatKind: 'Jenis zakat, NIK dan NPWP hanya untuk program zakat' });
    expect(await donationCount(t.db)).toBe(before);
  });

  it("an infaq's receipt keeps its words", async () => {
    const res = await t.call('transaction', 'storeDonate', { form: donateForm(infaqProgramId, m.qris.code, 'QRIS', { price: '50000' }), peer: nextDonorAddress() });
    const code = (res.body.data as { codeDonate: string }).codeDonate;
    await notify(t, { event_id: `evt-${code}`, codeDonate: code, status: 'paid', amount: 50_000 });
    const text = t.outbox.find((msg) => msg.text.includes(code))!.text;
    expect(text).toMatch(/^Jariyah: Terima kasih\. Donasi Rp 50\.000 untuk "Sumur Wakaf" sudah kami terima/);
    expect(text).toContain('Semoga menjadi amal jariyah yang pahalanya terus mengalir.');
  });
});
