import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, donations, mosqueStaff, mosques, programs, qurbanAnimals, users } from '../../../server/db/schema.ts';
import { MessageListSchema } from '../../../src/contract/pesan.ts';
import { TransactionSchema } from '../../../src/contract/donation.ts';
import { QURBAN_DEPOSIT_MIN, QurbanAdminViewSchema, QurbanViewSchema, qurbanMessages } from '../../../src/contract/qurban.ts';
import { mosqueMovements } from '../../../server/mosques/books.ts';
import { expireStaleDonations } from '../../../server/donations/expiry.ts';
import { ledgerBetween } from '../../../server/mosques/ledger.ts';
import { buildFridayReport } from '../../../server/mosques/friday-report.ts';
import { jakartaDate } from '../../../src/contract/jakarta-date.ts';
import { donateForm, insertPaymentMethods, insertUserWithSession, notify, storeDonate, type TestMethods } from '../donation-fixtures.ts';

// Issue 42, paying for qurban: 'Bayar' on one's own booking is a donation of kind qurban through
// the one donation path; its settlement pays the booking once, a wrong amount pays nothing, and
// deposits (Tabungan Qurban) add up to 'Lunas'. The mosque's books count it as qurban, never as
// infaq. On the day the staff may attach a photo, which the shareholders' notice opens.

type Account = { user: typeof users.$inferSelect; cookie: string };
type Mosque = typeof mosques.$inferSelect;
const SLUG = 'masjid-bayar-qurban';
const PRICE = 3_500_000;
// A 1×1 PNG: the smallest image the upload check accepts as an image.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('paying for a qurban booking', () => {
  let t: TestApp;
  let m: TestMethods;
  let staff: Account, member: Account, other: Account;
  let mosque: Mosque;

  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2027-04-20T03:00:00Z') });
    m = await insertPaymentMethods(t.db);
    [staff, member, other] = [
      await insertUserWithSession(t.db, t.clock.now, '81377780001'),
      await insertUserWithSession(t.db, t.clock.now, '81377780002'),
      await insertUserWithSession(t.db, t.clock.now, '81377780003'),
    ];
    [mosque] = await t.db.insert(mosques).values({ slug: SLUG, nama: 'Masjid Bayar Qurban', alamat: 'Jl. E', latitude: -6.3, longitude: 106.7 }).returning() as [Mosque];
    await t.db.insert(mosqueStaff).values({ userId: staff.user.id, masjidId: mosque.id });
  });
  afterAll(async () => t?.close());

  const offer = async (kind = 'sapi') => {
    const res = await t.call('admin', 'offer_qurban', { form: { masjid_id: String(mosque.id), kind, price: String(PRICE), count: '1' }, cookie: staff.cookie, idempotencyKey: crypto.randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return v.parse(QurbanAdminViewSchema, res.body.data).animals.filter((a) => a.kind === kind).at(-1)!;
  };
  const book = async (animalId: number, who: Account = member) => {
    const res = await t.call('masjid', 'book_qurban', { form: { slug: SLUG, animal_id: String(animalId), atas_nama: 'Ibu Aminah' }, cookie: who.cookie, idempotencyKey: crypto.randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return v.parse(QurbanViewSchema, res.body.data).mine.at(-1)!.id;
  };
  const pay = (id: number, amount: number | string, who: Account | null = member, key = crypto.randomUUID()) =>
    t.call('masjid', 'pay_qurban', { form: { slug: SLUG, id: String(id), amount: String(amount), codePayment: m.qris.code }, cookie: who?.cookie, idempotencyKey: key });
  const paid = async (code: string, amount: number, event = `evt-${code}`) => notify(t, { event_id: event, codeDonate: code, status: 'paid', amount });
  const mine = async (id: number, who: Account = member) =>
    v.parse(QurbanViewSchema, (await t.call('masjid', 'get_qurban', { query: { slug: SLUG }, cookie: who.cookie })).body.data).mine.find((b) => b.id === id);
  const startPayment = async (id: number, amount: number) => {
    const res = await pay(id, amount);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.codeDonate as string;
  };

  it('pays at once through the donation path: the booking is Lunas once, under a repeated webhook, with a qurban receipt', async () => {
    const cow = await offer();
    const id = await book(cow.id);
    expect(await mine(id)).toMatchObject({ payment: 'belum_dibayar', price: PRICE, paid: 0, receipt_code: null });
    const code = await startPayment(id, PRICE);
    expect(await mine(id)).toMatchObject({ payment: 'belum_dibayar', pending: PRICE });

    expect((await paid(code, PRICE)).status).toBe(200);
    expect((await paid(code, PRICE)).status).toBe(200);
    expect((await paid(code, PRICE, `evt2-${code}`)).body.message).toBe('Donasi sudah lunas');
    expect(await mine(id)).toMatchObject({ payment: 'lunas', paid: PRICE, pending: 0, receipt_code: code });
    const staffView = v.parse(QurbanAdminViewSchema, (await t.call('admin', 'get_qurban_admin', { query: { masjid_id: String(mosque.id) }, cookie: staff.cookie })).body.data);
    expect(staffView.animals.find((a) => a.id === cow.id)!.bookings[0]).toMatchObject({ payment: 'lunas', paid: PRICE });

    const receipt = v.parse(TransactionSchema, (await t.call('transaction', 'getTransaction', { query: { codeDonate: code } })).body.data);
    expect([receipt.status, receipt.qurban]).toEqual(['Lunas', { kind: 'sapi' }]);
    const whatsapp = t.outbox.filter((msg) => msg.text.includes(`Kode donasi: ${code}.`));
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]!.text).toContain('Qurban 1/7 sapi sebesar');
    const inbox = v.parse(MessageListSchema, (await t.call('pesan', 'list_messages', { cookie: member.cookie })).body.data);
    expect(inbox.filter((msg) => msg.title === 'Qurban 1/7 sapi Lunas')).toHaveLength(1);

    // Paid in full: no more payments, and the person can no longer cancel it.
    const again = await pay(id, 10_000);
    expect([again.status, again.body.message]).toEqual([422, qurbanMessages.alreadyPaid]);
    const cancel = await t.call('masjid', 'cancel_qurban', { form: { slug: SLUG, id: String(id) }, cookie: member.cookie, idempotencyKey: crypto.randomUUID() });
    expect([cancel.status, cancel.body.message]).toEqual([422, qurbanMessages.cancelPaid]);
    expect(await mine(id)).toBeDefined();
  });

  it('a settlement for another amount pays nothing', async () => {
    const goat = await offer('kambing');
    const id = await book(goat.id);
    const code = await startPayment(id, PRICE);
    expect((await paid(code, PRICE - 1)).status).toBe(422);
    expect(await mine(id)).toMatchObject({ payment: 'belum_dibayar', paid: 0 });
    expect((await t.db.select({ status: donations.status }).from(donations).where(eq(donations.code, code)))[0]!.status).toBe('pending');
  });

  it("someone else's booking, or none signed in, cannot be paid", async () => {
    const cow = await offer();
    const id = await book(cow.id);
    const before = await t.db.$count(donations);
    const stranger = await pay(id, PRICE, other);
    expect([stranger.status, stranger.body.message]).toEqual([404, qurbanMessages.bookingNotFound]);
    expect((await pay(id, PRICE, null)).status).toBe(401);
    expect(await t.db.$count(donations)).toBe(before);
  });

  it('Tabungan Qurban: deposits within bounds add up to Lunas; a deposit below the minimum or above what is left changes nothing', async () => {
    const cow = await offer();
    const id = await book(cow.id);
    const before = await t.db.$count(donations);
    for (const amount of [QURBAN_DEPOSIT_MIN - 1, PRICE + 1, '-5', '2.5', 'abc']) {
      const res = await pay(id, amount);
      expect(res.status, String(amount)).toBe(422);
      expect(res.body.errors?.amount, String(amount)).toMatch(/^Isi nominal (Rp|dalam rupiah)/);
    }
    expect(await t.db.$count(donations)).toBe(before);

    const first = await startPayment(id, 1_500_000);
    // Money waiting on the checkout page is taken: a second deposit may not pass the price with it.
    const over = await pay(id, 2_000_001);
    expect([over.status, over.body.errors?.amount]).toEqual([422, qurbanMessages.amountInvalid(2_000_000)]);
    await paid(first, 1_500_000);
    expect(await mine(id)).toMatchObject({ payment: 'menabung', paid: 1_500_000, pending: 0 });

    // A deposit may not leave a tail no payment method takes: all of it, or at least the minimum behind.
    const tail = await pay(id, 1_999_995);
    expect([tail.status, tail.body.errors?.amount]).toEqual([422, qurbanMessages.tailTooSmall(2_000_000)]);
    const second = await startPayment(id, 2_000_000 - QURBAN_DEPOSIT_MIN);
    await paid(second, 2_000_000 - QURBAN_DEPOSIT_MIN);
    expect(await mine(id)).toMatchObject({ payment: 'menabung', paid: PRICE - QURBAN_DEPOSIT_MIN });
    const tooSmall = await pay(id, QURBAN_DEPOSIT_MIN - 1);
    expect([tooSmall.status, tooSmall.body.errors?.amount]).toEqual([422, qurbanMessages.amountInvalid(QURBAN_DEPOSIT_MIN)]);
    const last = await startPayment(id, QURBAN_DEPOSIT_MIN);
    await paid(last, QURBAN_DEPOSIT_MIN);
    expect(await mine(id)).toMatchObject({ payment: 'lunas', paid: PRICE, receipt_code: last });
  });

  it('the qurban program takes no donation from the donate form', async () => {
    const [program] = await t.db.select().from(programs).where(eq(programs.type, 'qurban'));
    const res = await storeDonate(t, donateForm(program!.id, m.qris.code, 'QRIS', { price: '50000' }));
    expect(res.status).toBe(404);
    const list = await t.call('campaign', 'get_campaign_limit', { query: { limit: '50' } });
    expect(JSON.stringify(list.body)).not.toContain(program!.slug);
  });

  it("counts qurban money as qurban in the mosque's books and Friday report, never as infaq", async () => {
    const today = jakartaDate(t.clock.now);
    const ledger = ledgerBetween(await mosqueMovements(t.db, mosque.id), today, today);
    // Paid above: one cow at once and one by deposits; nothing else came in.
    expect(ledger.income_by_source).toMatchObject({ qurban: 2 * PRICE, infaq_online: 0, kencleng: 0, zakat: 0 });
    expect(ledger.income_lines).toEqual([{ source: 'qurban', label: 'Qurban online', amount: 2 * PRICE }]);
    const friday = buildFridayReport({ slug: SLUG, nama: mosque.nama }, await mosqueMovements(t.db, mosque.id), [], t.clock.now);
    expect([friday.infaq_online, friday.ledger.income_by_source.qurban]).toEqual([0, 2 * PRICE]);
  });

  it('a payment left unpaid lapses with a notice that leads to that payment, never to a donate form the qurban program does not have', async () => {
    const goat = await offer('kambing');
    const id = await book(goat.id);
    const code = await startPayment(id, PRICE);
    expect(await expireStaleDonations(t.db, new Date(t.clock.now.getTime() + 8 * 86_400_000))).toBeGreaterThan(0);
    const inbox = v.parse(MessageListSchema, (await t.call('pesan', 'list_messages', { cookie: member.cookie })).body.data);
    const lapsed = inbox.filter((msg) => msg.link === `/donation/${code}` && msg.title === 'Pembayaran qurban kedaluwarsa');
    expect(lapsed).toHaveLength(1);
    expect([lapsed[0]!.action, lapsed[0]!.body]).toEqual([null, expect.stringContaining('Pesanan qurbanmu tetap ada')]);
    expect(inbox.some((msg) => msg.link?.includes('/donate'))).toBe(false);
    expect(await mine(id)).toMatchObject({ payment: 'belum_dibayar', pending: 0 });
  });

  describe('the slaughter photo', () => {
    const slaughter = (id: number, photo: string, cookie = staff.cookie) =>
      t.call('admin', 'slaughter_qurban', { form: { id: String(id), note: '', photo }, cookie, idempotencyKey: crypto.randomUUID() });
    const uploads = () => { const dir = path.join(t.deps.config.dataDir, 'uploads'); return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0; };

    it('refuses what is not an image, one too large, and anyone but the staff; nothing is marked or stored', async () => {
      const cow = await offer();
      await book(cow.id);
      const files = uploads();
      const text = await slaughter(cow.id, `data:image/png;base64,${Buffer.from('bukan gambar, hanya teks biasa').toString('base64')}`);
      expect([text.status, text.body.errors?.photo]).toEqual([422, qurbanMessages.photoType]);
      const big = await slaughter(cow.id, `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 10).toString('base64')}`);
      expect([big.status, big.body.errors?.photo]).toEqual([422, qurbanMessages.photoSize]);
      expect((await slaughter(cow.id, PNG, member.cookie)).status).toBe(403);
      expect(uploads()).toBe(files);
      expect((await t.db.select().from(qurbanAnimals).where(eq(qurbanAnimals.id, cow.id)))[0]!.slaughteredAt).toBeNull();
    });

    it("is stored with the slaughter, audited, shown on the booking and opened from the shareholder's notice", async () => {
      const cow = await offer();
      const id = await book(cow.id);
      const res = await slaughter(cow.id, PNG);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const photo = (await mine(id))!.slaughter_photo!;
      expect(photo).toMatch(/^\/uploads\/[a-f0-9-]{36}\.png$/);
      expect(fs.existsSync(path.join(t.deps.config.dataDir, 'uploads', photo.slice('/uploads/'.length)))).toBe(true);
      const notice = v.parse(MessageListSchema, (await t.call('pesan', 'list_messages', { cookie: member.cookie })).body.data)
        .find((msg) => msg.title === 'Hewan qurbanmu sudah disembelih' && msg.body.includes(cow.label) && msg.action === 'Lihat Foto');
      expect(notice?.link).toBe(`/masjid/${SLUG}#qurban`);
      const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, String(cow.id)));
      expect(audited.find((a) => a.action === 'slaughter_qurban')?.after).toMatchObject({ photo });
    });
  });
});
