import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, sessionCookie, type TestApp } from '../../support/test-app.ts';
import { startServer } from '../../support/server-process.ts';
import { PG_TEMPLATE_ENV } from '../../support/test-db.ts';
import { openDatabase, type Db } from '../../../server/db/client.ts';
import { auditLog, campaignUpdates, disbursements, donations, mosques, newsArticles, paymentNotifications, programs, users } from '../../../server/db/schema.ts';
import { ConfigError, loadConfig } from '../../../server/config.ts';
import { grantAdminRoles, makeAdmin } from '../../../server/accounts/network-admins.ts';
import { claimDataDir, runningServerPid } from '../../../server/upkeep/data-dir-lock.ts';
import { expireStaleDonations } from '../../../server/donations/expiry.ts';
import { htmlToText, textToHtml } from '../../../server/lib/plain-text.ts';
import { slugify } from '../../../server/lib/slugs.ts';
import {
  AdminDonationListSchema, AdminDonationSchema, AdminProgramListSchema, AdminProgramSchema, AdminSummarySchema,
  AdminArticleAnswerSchema, AdminDisbursementAnswerSchema, AdminUpdateAnswerSchema, adminMessages, FLYER_MAX_BYTES,
} from '../../../src/contract/admin.ts';
import { ArticleSchema, NewsListSchema } from '../../../src/contract/news.ts';
import {
  CampaignSchema, CampaignUpdateListSchema, DisbursementListSchema, TotalDonateSchema, TransactionListSchema,
} from '../../../src/contract/campaign.ts';
import { frameMessages } from '../../../src/contract/envelope.ts';
import { REQUIRED } from '../../../src/contract/fields.ts';
import { donateForm, insertPaymentMethods, insertProgram, insertUserWithSession, nextDonorAddress, notify, type TestMethods } from '../donation-fixtures.ts';
import { lastCode } from '../account-helpers.ts';
import { keepSteppedUp } from '../admin-fixtures.ts';

const HOUR = 3_600_000;
const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const JPEG = `data:image/jpeg;base64,${JPEG_HEAD.toString('base64')}`;
/** The number ADMIN_PHONES names in this file's app (written the way staff would type it). */
const LISTED_PHONE = '81299990001';

describe('plain text ↔ stored HTML', () => {
  it('makes escaped paragraphs with line breaks, and reads them back', () => {
    const text = 'Paragraf satu <b>tebal?</b> & "kutip"\nbaris dua\n\n\n  Paragraf dua  \r\n';
    const html = textToHtml(text);
    expect(html).toBe('<p>Paragraf satu &lt;b&gt;tebal?&lt;/b&gt; &amp; &quot;kutip&quot;<br>baris dua</p><p>Paragraf dua</p>');
    expect(htmlToText(html)).toBe('Paragraf satu <b>tebal?</b> & "kutip"\nbaris dua\n\nParagraf dua');
    expect(textToHtml(htmlToText(html))).toBe(html);
  });
  it('reads seeded HTML with headings and lists as paragraphs and dash lines', () => {
    const html = '<h3>Rincian</h3><p>Kebutuhan:</p><ul><li>Semen &amp; pasir</li><li>Genteng</li></ul><p>Terima&nbsp;kasih &#39;ya&#x27;</p>';
    expect(htmlToText(html)).toBe("Rincian\n\nKebutuhan:\n\n- Semen & pasir\n- Genteng\n\nTerima kasih 'ya'");
    expect(htmlToText('Teks lama\n\ntanpa tag')).toBe('Teks lama\n\ntanpa tag');
  });
  it('makes ASCII slugs', () => {
    expect(slugify('  Renovasi Atap Masjid Al-Ikhlas!  ', 'program')).toBe('renovasi-atap-masjid-al-ikhlas');
    expect(slugify('Café für Ümmat — 2026', 'program')).toBe('cafe-fur-ummat-2026');
    expect(slugify('!!!', 'artikel')).toBe('artikel');
    expect(slugify('a'.repeat(200), 'x')).toHaveLength(80);
  });
});

describe('ADMIN_PHONES', () => {
  it('normalises every listed number and stops with one line naming the variable for a bad one', () => {
    expect([...loadConfig({ ADMIN_PHONES: '0812-9999-0001, +62 812 9999 0002,,6281299990003' }).adminPhones])
      .toEqual(['81299990001', '81299990002', '81299990003']);
    expect(loadConfig({}).adminPhones.size).toBe(0);
    expect(() => loadConfig({ ADMIN_PHONES: '081299990001,12345' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PHONES: '081299990001,12345' })).toThrow(/^Invalid environment variable ADMIN_PHONES: "12345" is not a WhatsApp number/);
  });
});

describe('the admin controller', () => {
  let t: TestApp;
  let m: TestMethods;
  let admin: { user: typeof users.$inferSelect; cookie: string };
  let admin2: { user: typeof users.$inferSelect; cookie: string };
  let member: { user: typeof users.$inferSelect; cookie: string };
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_PHONES: '0812-9999-0001' } });
    m = await insertPaymentMethods(t.db);
    admin = await insertUserWithSession(t.db, t.clock.now, '81277770001');
    admin2 = await insertUserWithSession(t.db, t.clock.now, '81277770002');
    member = await insertUserWithSession(t.db, t.clock.now, '81277770003');
    expect(await grantAdminRoles(t.db, ['81277770001', '81277770002', '89999999999'])).toEqual(expect.arrayContaining(['81277770001', '81277770002']));
    await keepSteppedUp(t.db, admin.cookie);
    await keepSteppedUp(t.db, admin2.cookie);
  });
  afterAll(async () => t?.close());

  const get = (kode: string, query: Record<string, string> = {}, cookie = admin.cookie) => t.call('admin', kode, { query, cookie });
  const post = (kode: string, form: Record<string, string>, opts: { cookie?: string; idempotencyKey?: string } = {}) =>
    t.call('admin', kode, { form, cookie: opts.cookie ?? admin.cookie, ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}) });
  const postJson = (kode: string, json: Record<string, unknown>, cookie = admin.cookie) => t.call('admin', kode, { json, cookie });

  async function insertDonation(programId: number, values: Partial<typeof donations.$inferInsert> = {}) {
    seq += 1;
    const [row] = await t.db.insert(donations).values({
      code: `ADM${String(seq).padStart(7, '0')}`, programId, amount: 50_000, total: 50_000, donorName: 'Hamba Allah', donorPhone: '81234567890',
      paymentMethodId: m.qris.id, status: 'pending', createdAt: t.clock.now, expiresAt: new Date(t.clock.now.getTime() + 24 * HOUR), ...values,
    }).returning();
    return row!;
  }

  async function donate(programId: number, kind: 'manual' | 'qris', values: Record<string, string> = {}): Promise<string> {
    const method = m[kind];
    const res = await t.call('transaction', 'storeDonate', { form: donateForm(programId, method.code, method.type, { donorPhone: '0812-3456-7890', ...values }), peer: nextDonorAddress() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.codeDonate as string;
  }

  /**
   * Runs `requests` while another transaction holds a row lock, and lets go after they are under
   * way. On PostgreSQL this makes concurrent requests really overlap; PGlite has one connection
   * and simply runs them after the holder.
   */
  async function whileRowHeld<T>(lock: (tx: Db) => Promise<unknown>, requests: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const holder = t.db.transaction(async (tx) => {
      await lock(tx);
      taken();
      await held;
    });
    await lockTaken;
    const inFlight = requests();
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holder;
    return inFlight;
  }

  const rowCount = async (table: typeof programs | typeof campaignUpdates | typeof disbursements | typeof newsArticles | typeof paymentNotifications) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;

  const uploads = () => {
    const dir = path.join(t.deps.config.dataDir, 'uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };

  const everyAction: Array<[string, 'GET' | 'POST', Record<string, string>]> = [
    ['get_summary', 'GET', {}],
    ['list_donations', 'GET', { status: 'semua' }],
    ['confirm_donation', 'POST', { code: 'JRYAAAAAAAAAA' }],
    ['list_programs', 'GET', {}],
    ['get_program', 'GET', { slug: 'apa-saja' }],
    ['save_program', 'POST', { header: 'Program Baru', deskripsi: 'Cerita', all_time: 'Y' }],
    ['add_update', 'POST', { slug: 'apa-saja', title: 'Judul', body: 'Isi' }],
    ['add_disbursement', 'POST', { slug: 'apa-saja', title: 'Judul', amount: '1000', disbursed_at: '2026-11-19' }],
    ['save_article', 'POST', { type: 'berita', title: 'Judul', excerpt: 'Ringkas', body: 'Isi' }],
  ];

  describe('who may use it', () => {
    it.each(everyAction)('%s: a guest gets 401, a user who is not staff 403 with the panel message, and nothing changes', async (kode, method, input) => {
      const before = { programs: await rowCount(programs), news: await rowCount(newsArticles), updates: await rowCount(campaignUpdates) };
      const send = (cookie: string | undefined, values: Record<string, string>) =>
        method === 'GET' ? t.call('admin', kode, { query: values, cookie }) : t.call('admin', kode, { form: values, cookie });
      const guest = await send(undefined, input);
      expect(guest.status).toBe(401);
      expect(guest.body.message).toBe(frameMessages.unauthenticated);
      const user = await send(member.cookie, input);
      expect(user.status).toBe(403);
      expect(user.body.message).toBe(adminMessages.forbidden);
      // Even with input that would not validate: the role is checked first.
      const junk = await send(member.cookie, { status: 'nope', code: '', header: '', type: 'x' });
      expect(junk.status).toBe(403);
      expect(junk.body.errors).toBeUndefined();
      expect({ programs: await rowCount(programs), news: await rowCount(newsArticles), updates: await rowCount(campaignUpdates) }).toEqual(before);
    });

    it('refuses the wrong method like every controller', async () => {
      expect((await t.call('admin', 'get_summary', { method: 'POST', form: {}, cookie: admin.cookie })).status).toBe(405);
    });
  });

  describe('get_summary', () => {
    it('counts waiting donations, payments by the Jakarta calendar day and month, and open programs', async () => {
      // 2026-11-20 03:00 UTC is 10:00 in Jakarta.
      t.clock.set(new Date('2026-11-20T03:00:00Z'));
      const first = await get('get_summary');
      expect(first.status).toBe(200);
      const before = v.parse(AdminSummarySchema, first.body.data);

      const program = await insertProgram(t.db);
      await insertProgram(t.db, { allTime: 'N', batasTanggal: '2026-11-19' }); // ended yesterday in Jakarta
      await insertProgram(t.db, { allTime: 'N', batasTanggal: '2026-11-20' }); // its last day
      const id = program.id;
      await insertDonation(id, { paymentMethodId: m.manual.id, amount: 100_000, uniqueDigits: 123, total: 100_123 });
      await insertDonation(id);
      await insertDonation(id, { expiresAt: new Date('2026-11-20T02:59:59Z') }); // past its deadline: not waiting
      await insertDonation(id, { status: 'expired' });
      const paid = (paidAt: string, amount: number) => insertDonation(id, { status: 'paid', paidAt: new Date(paidAt), amount, total: amount + 7 });
      await paid('2026-11-19T17:00:00Z', 10_000); // 00:00 on the 20th in Jakarta: today
      await paid('2026-11-20T02:00:00Z', 20_000); // today
      await paid('2026-11-19T16:59:59Z', 40_000); // 23:59 on the 19th: this month, not today
      await paid('2026-10-31T17:00:00Z', 80_000); // 00:00 on 1 November: this month
      await paid('2026-10-31T16:59:59Z', 160_000); // 31 October in Jakarta: neither

      const after = v.parse(AdminSummarySchema, (await get('get_summary')).body.data);
      expect({
        pending_count: after.pending_count - before.pending_count,
        pending_manual_count: after.pending_manual_count - before.pending_manual_count,
        paid_today: { count: after.paid_today.count - before.paid_today.count, amount: after.paid_today.amount - before.paid_today.amount },
        paid_this_month: { count: after.paid_this_month.count - before.paid_this_month.count, amount: after.paid_this_month.amount - before.paid_this_month.amount },
        open_programs: after.open_programs - before.open_programs,
        programs: after.programs - before.programs,
      }).toEqual({
        pending_count: 2, pending_manual_count: 1,
        paid_today: { count: 2, amount: 30_000 },
        paid_this_month: { count: 4, amount: 150_000 },
        open_programs: 2, programs: 3,
      });
    });
  });

  describe('list_donations', () => {
    let programId: number;
    const codes: Record<string, string> = {};
    beforeAll(async () => {
      programId = (await insertProgram(t.db, { header: 'Wakaf Sumur Desa Cibodas' })).id;
      t.clock.advance(HOUR);
      codes.pending = (await insertDonation(programId, { donorName: 'Budi 100%_Ikhlas', createdAt: t.clock.now })).code;
      t.clock.advance(60_000);
      codes.stale = (await insertDonation(programId, { donorName: 'Citra', createdAt: t.clock.now, expiresAt: new Date(t.clock.now.getTime() + 30_000) })).code;
      t.clock.advance(60_000);
      codes.expired = (await insertDonation(programId, { donorName: 'Dewi', status: 'expired', createdAt: t.clock.now })).code;
      t.clock.advance(60_000);
      codes.paid = (await insertDonation(programId, { donorName: 'Eko', status: 'paid', paidAt: t.clock.now, createdAt: t.clock.now })).code;
      t.clock.advance(60_000);
      codes.failed = (await insertDonation(programId, { donorName: 'Fajar', status: 'failed', createdAt: t.clock.now })).code;
      t.clock.advance(60_000);
    });

    const listed = async (query: Record<string, string>) => {
      const res = await get('list_donations', query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return v.parse(AdminDonationListSchema, res.body.data);
    };
    const mine = (list: Array<{ codeDonate: string }>) => list.map((d) => d.codeDonate).filter((c) => Object.values(codes).includes(c));

    it('filters by the effective state: a pending donation past its deadline reads expired', async () => {
      expect(mine(await listed({}))).toEqual([codes.pending]);
      expect(mine(await listed({ status: 'pending' }))).toEqual([codes.pending]);
      expect(mine(await listed({ status: 'expired' }))).toEqual([codes.expired, codes.stale]);
      expect(mine(await listed({ status: 'paid' }))).toEqual([codes.paid]);
      expect(mine(await listed({ status: 'semua' }))).toEqual([codes.failed, codes.paid, codes.expired, codes.stale, codes.pending]);
      const stale = (await listed({ status: 'expired' })).find((d) => d.codeDonate === codes.stale)!;
      expect(stale).toMatchObject({ state: 'expired', program: { header: 'Wakaf Sumur Desa Cibodas', type: 'infaq' }, nomor_hp: '81********0', metode_bayar: 'QRIS', channel_name: 'QRIS' });
    });

    it('searches the code or the donor’s name, case-insensitive, with % and _ taken literally', async () => {
      expect(mine(await listed({ status: 'semua', search: codes.paid!.toLowerCase() }))).toEqual([codes.paid]);
      expect(mine(await listed({ status: 'semua', search: 'dEwI' }))).toEqual([codes.expired]);
      expect(mine(await listed({ status: 'semua', search: '100%_' }))).toEqual([codes.pending]);
      expect(mine(await listed({ status: 'semua', search: '%' }))).toEqual([codes.pending]);
    });

    it('answers at most 100, newest first, and refuses an unknown status', async () => {
      const base = t.clock.now.getTime();
      await t.db.insert(donations).values(Array.from({ length: 105 }, (_, i) => ({
        code: `BULK${String(i).padStart(4, '0')}`, programId, amount: 20_000, total: 20_000, donorName: 'Massal', donorPhone: '81200000000',
        paymentMethodId: m.qris.id, status: 'paid', paidAt: new Date(base), createdAt: new Date(base + i * 1000), expiresAt: new Date(base + 86_400_000),
      })));
      const list = await listed({ status: 'paid', search: 'bulk' });
      expect(list).toHaveLength(100);
      expect(list[0]!.codeDonate).toBe('BULK0104');
      expect(list[99]!.codeDonate).toBe('BULK0005');
      const bad = await get('list_donations', { status: 'lunas' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ status: 'Status tidak valid' });
    });
  });

  describe('confirm_donation', () => {
    let program: Awaited<ReturnType<typeof insertProgram>>;
    beforeAll(async () => {
      program = await insertProgram(t.db, { header: 'Renovasi Mushola Al-Falah' });
    });

    it('marks a manual transfer paid once, records who did it, and the public totals and donor list include it', async () => {
      const code = await donate(program.id, 'manual', { price: '100000', donorName: 'Siti Rahma' });
      const [row] = await t.db.select().from(donations).where(eq(donations.code, code));
      const publicTotal = async () => v.parse(TotalDonateSchema, (await t.call('campaign', 'get_total_donate', { query: { programId: `ID-${program.id}` } })).body.data);
      expect(await publicTotal()).toEqual({ total_donasi: 0, totalDonor: 0 });
      const summaryBefore = v.parse(AdminSummarySchema, (await get('get_summary')).body.data);

      t.clock.advance(10 * 60_000);
      const res = await post('confirm_donation', { code });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(adminMessages.confirmed);
      const answer = v.parse(AdminDonationSchema, res.body.data);
      expect(answer).toMatchObject({
        codeDonate: code, state: 'paid', tgl_bayar: t.clock.now.toISOString(), nominal: 100_000, total: row!.total,
        unique_digits: row!.uniqueDigits, metode_bayar: 'Manual', donatur: 'Siti Rahma', nomor_hp: '81********0',
      });
      expect(await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.donationCode, code)))
        .toEqual([{ eventId: `admin:${admin.user.id}:${code}`, donationCode: code, receivedAt: t.clock.now }]);

      expect(await publicTotal()).toEqual({ total_donasi: 100_000, totalDonor: 1 });
      // The donor's WhatsApp receipt, once.
      const receipts = () => t.outbox.filter((m) => m.text.includes(`Kode donasi: ${code}.`));
      expect(receipts()).toHaveLength(1);
      expect(receipts()[0]).toMatchObject({ to: '6281234567890' });
      expect(receipts()[0]!.text).toContain(`Terima kasih. Donasi Rp ${new Intl.NumberFormat('id-ID').format(row!.total)} untuk "Renovasi Mushola Al-Falah"`);
      expect(receipts()[0]!.text).toMatch(new RegExp(`/donation/${code}$`));
      const donors = v.parse(TransactionListSchema, (await t.call('campaign', 'get_transaction_list', { query: { programId: `ID-${program.id}` } })).body.data);
      expect(donors).toEqual([{ donatur: 'Siti Rahma', tgl_bayar: t.clock.now.toISOString(), nominal: 100_000, doa: 'Semoga berkah dan menjadi amal jariyah' }]);
      const seen = await t.call('transaction', 'getTransaction', { query: { codeDonate: code } });
      expect(seen.body.data).toMatchObject({ state: 'paid', status: 'Lunas' });
      const summaryAfter = v.parse(AdminSummarySchema, (await get('get_summary')).body.data);
      expect(summaryAfter.paid_today.count - summaryBefore.paid_today.count).toBe(1);
      expect(summaryAfter.pending_manual_count - summaryBefore.pending_manual_count).toBe(-1);

      // Paid frees the total: a new open transfer may carry the same final digits.
      await insertDonation(program.id, { paymentMethodId: m.manual.id, amount: 100_000, uniqueDigits: row!.uniqueDigits, total: row!.total });

      // Twice: 409, and still one payment at the first time.
      const paidAt = t.clock.now;
      t.clock.advance(60_000);
      for (const who of [admin, admin2]) {
        const again = await post('confirm_donation', { code }, { cookie: who.cookie });
        expect(again.status).toBe(409);
        expect(again.body.message).toBe(adminMessages.alreadyPaid);
      }
      const [after] = await t.db.select().from(donations).where(eq(donations.code, code));
      expect(after!.paidAt).toEqual(paidAt);
      expect(await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.donationCode, code))).toHaveLength(1);
      expect(await publicTotal()).toEqual({ total_donasi: 100_000, totalDonor: 1 });
      expect(receipts()).toHaveLength(1);

      // The provider's late notification of the same transfer changes nothing either.
      const late = await notify(t, { event_id: 'evt-after-admin', codeDonate: code, status: 'paid', amount: row!.total });
      expect(late.status).toBe(200);
      expect(await publicTotal()).toEqual({ total_donasi: 100_000, totalDonor: 1 });
    });

    it('pays a donation past its deadline, swept or not (the staff saw the money arrive)', async () => {
      const unswept = await insertDonation(program.id, { expiresAt: new Date(t.clock.now.getTime() - 1000) });
      const swept = await insertDonation(program.id, { expiresAt: new Date(t.clock.now.getTime() - 1000) });
      await expireStaleDonations(t.db, t.clock.now);
      const [sweptRow] = await t.db.select().from(donations).where(eq(donations.code, swept.code));
      expect(sweptRow!.status).toBe('expired');
      for (const code of [unswept.code, swept.code]) {
        const res = await post('confirm_donation', { code });
        expect(res.status).toBe(200);
        expect(v.parse(AdminDonationSchema, res.body.data).state).toBe('paid');
      }
    });

    it('refuses a failed donation with 409, an unknown code with 404, a malformed one with 422', async () => {
      const failed = await insertDonation(program.id, { status: 'failed' });
      const res = await post('confirm_donation', { code: failed.code });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(adminMessages.notConfirmable);
      expect((await t.db.select().from(donations).where(eq(donations.code, failed.code)))[0]!.status).toBe('failed');
      const unknown = await post('confirm_donation', { code: 'JRYTIDAKADA22' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Donasi tidak ditemukan');
      const bad = await post('confirm_donation', { code: '' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ code: REQUIRED });
      expect(await t.db.select().from(paymentNotifications).where(like(paymentNotifications.eventId, `admin:%:${failed.code}`))).toHaveLength(0);
    });

    it('makes one payment when staff confirm the same donation at once', async () => {
      const code = await donate(program.id, 'manual', { price: '75000' });
      // The donation is held by another transaction while the confirmations arrive, so on
      // PostgreSQL they are all past their first read when it is let go.
      const results = await whileRowHeld(
        (tx) => tx.select({ id: donations.id }).from(donations).where(eq(donations.code, code)).for('update'),
        () => Promise.all([admin, admin2, admin, admin2].map((who) => post('confirm_donation', { code }, { cookie: who.cookie }))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      expect(await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.donationCode, code))).toHaveLength(1);
      const [row] = await t.db.select().from(donations).where(eq(donations.code, code));
      expect(row!.status).toBe('paid');
    });

    it('answers a retry with the same Idempotency-Key as the first time', async () => {
      const code = await donate(program.id, 'qris');
      const first = await post('confirm_donation', { code }, { idempotencyKey: 'confirm-retry-0001' });
      const retry = await post('confirm_donation', { code }, { idempotencyKey: 'confirm-retry-0001' });
      expect(first.status).toBe(200);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
    });
  });

  describe('programs', () => {
    const story = 'Atap masjid bocor <saat> hujan & angin.\nJamaah basah.\n\nMari bantu!';

    it('creates an infaq campaign with a slug from the header, shows it publicly, and answers it as plain text', async () => {
      const before = await rowCount(programs);
      const res = await post('save_program', {
        header: 'Renovasi Atap Masjid Al-Ikhlas', target: '50000000', batas_tanggal: '2026-12-31', all_time: 'N',
        deskripsi: story, tentang: 'Rincian:\n- Genteng\n- Kayu',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe(adminMessages.programSaved);
      const saved = v.parse(AdminProgramSchema, res.body.data);
      expect(saved).toMatchObject({
        slug: 'renovasi-atap-masjid-al-ikhlas', type: 'infaq', header: 'Renovasi Atap Masjid Al-Ikhlas', flyer: null, target: 50_000_000,
        batas_tanggal: '2026-12-31', all_time: 'N', deskripsi: 'Atap masjid bocor <saat> hujan & angin.\nJamaah basah.\n\nMari bantu!',
        tentang: 'Rincian:\n- Genteng\n- Kayu', masjid: null, open: true, total_donasi: 0, totalDonor: 0, total_disbursed: 0,
        created_date: t.clock.now.toISOString(),
      });
      expect(await rowCount(programs)).toBe(before + 1);

      const page = await t.call('campaign', 'get_campaign_by_slug', { query: { slug: saved.slug } });
      expect(page.status).toBe(200);
      const [campaign] = v.parse(v.array(CampaignSchema), page.body.data);
      expect(campaign).toMatchObject({ id: saved.id, programId: `ID-${saved.id}`, header: 'Renovasi Atap Masjid Al-Ikhlas', type: 'infaq', id_masjid: null });
      expect(campaign!.deskripsi).toBe('<p>Atap masjid bocor &lt;saat&gt; hujan &amp; angin.<br>Jamaah basah.</p><p>Mari bantu!</p>');
      const list = await t.call('campaign', 'get_campaign_infaq', { query: { search: 'Al-Ikhlas' } });
      expect(list.body.data.map((c: { slug: string }) => c.slug)).toContain(saved.slug);

      // The same header again gets its own slug.
      const twin = await post('save_program', { header: 'Renovasi Atap Masjid Al-Ikhlas', deskripsi: 'Tahap dua', all_time: 'Y' });
      expect(twin.status).toBe(201);
      expect(twin.body.data.slug).toBe('renovasi-atap-masjid-al-ikhlas-2');
    });

    it('edits a program by slug: all_time Y clears the date, an absent flyer keeps the old one, a new one replaces the file', async () => {
      const created = await postJson('save_program', { header: 'Beasiswa Santri Tahfidz', deskripsi: 'Cerita', batas_tanggal: '2026-12-01', flyer: PNG_1PX });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const first = v.parse(AdminProgramSchema, created.body.data);
      expect(first.flyer).toMatch(/^\/uploads\/[a-f0-9-]{36}\.png$/);
      const served = await t.app.request(`http://localhost${first.flyer}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(uploads()).toContain(first.flyer!.slice('/uploads/'.length));

      t.clock.advance(60_000);
      const edited = await post('save_program', { slug: first.slug, header: 'Beasiswa Santri Tahfidz 2027', target: '', deskripsi: 'Cerita baru', all_time: 'Y', batas_tanggal: '2026-12-01' });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const second = v.parse(AdminProgramSchema, edited.body.data);
      expect(second).toMatchObject({ id: first.id, slug: first.slug, header: 'Beasiswa Santri Tahfidz 2027', target: 0, all_time: 'Y', batas_tanggal: null, flyer: first.flyer, deskripsi: 'Cerita baru', tentang: '' });
      const [row] = await t.db.select().from(programs).where(eq(programs.id, first.id));
      expect(row!.batasTanggal).toBeNull();
      expect(row!.createdAt.toISOString()).toBe(first.created_date);

      const replaced = await postJson('save_program', { slug: first.slug, header: 'Beasiswa Santri Tahfidz 2027', deskripsi: 'Cerita baru', all_time: 'Y', flyer: JPEG });
      expect(replaced.status).toBe(200);
      const third = v.parse(AdminProgramSchema, replaced.body.data);
      expect(third.flyer).toMatch(/\.jpg$/);
      expect(uploads()).toContain(third.flyer!.slice('/uploads/'.length));
      expect(uploads()).not.toContain(first.flyer!.slice('/uploads/'.length));

      const missing = await post('save_program', { slug: 'tidak-ada-program-ini', header: 'X', deskripsi: 'Y', all_time: 'Y' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Program tidak ditemukan');
    });

    it('answers one program for its edit page by slug, 404 for an unknown one, 422 for a malformed one', async () => {
      const kencleng = await insertProgram(t.db, { type: 'kencleng-masjid', header: 'Kencleng Satu Program', deskripsi: '<p>Kotak <strong>amal</strong></p>' });
      const res = await get('get_program', { slug: kencleng.slug });
      expect(res.status).toBe(200);
      expect(v.parse(AdminProgramSchema, res.body.data)).toMatchObject({ slug: kencleng.slug, header: 'Kencleng Satu Program', deskripsi: 'Kotak amal' });
      const missing = await get('get_program', { slug: 'tidak-ada-program-ini' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Program tidak ditemukan');
      expect((await get('get_program', { slug: 'Bukan Slug!' })).status).toBe(422);
    });

    it('edits a kencleng program and lists it with its mosque', async () => {
      const [mosque] = await t.db.insert(mosques).values({ slug: 'masjid-al-hidayah-test', nama: 'Masjid Al-Hidayah', alamat: 'Jl. Melati 1' }).returning();
      const kencleng = await insertProgram(t.db, { type: 'kencleng-masjid', masjidId: mosque!.id, header: 'Kencleng Al-Hidayah', deskripsi: '<p>Kotak amal</p>' });
      const res = await post('save_program', { slug: kencleng.slug, header: 'Kencleng Masjid Al-Hidayah', deskripsi: 'Kotak amal digital', all_time: 'Y' });
      expect(res.status).toBe(200);
      expect(v.parse(AdminProgramSchema, res.body.data)).toMatchObject({ type: 'kencleng-masjid', masjid: 'Masjid Al-Hidayah', header: 'Kencleng Masjid Al-Hidayah' });
      const [row] = await t.db.select().from(programs).where(eq(programs.id, kencleng.id));
      expect(row).toMatchObject({ type: 'kencleng-masjid', masjidId: mosque!.id, deskripsi: '<p>Kotak amal digital</p>' });
    });

    const invalidPrograms: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      ['no header', { header: '  ', deskripsi: 'Cerita', all_time: 'Y' }, { header: REQUIRED }],
      ['a header over 120 characters', { header: 'a'.repeat(121), deskripsi: 'Cerita', all_time: 'Y' }, { header: adminMessages.tooLong(120) }],
      ['no story', { header: 'Program', deskripsi: '', all_time: 'Y' }, { deskripsi: REQUIRED }],
      ['an end without a date', { header: 'Program', deskripsi: 'Cerita', all_time: 'N', batas_tanggal: '' }, { batas_tanggal: adminMessages.dateRequiredWhenEnding }],
      ['an impossible date', { header: 'Program', deskripsi: 'Cerita', all_time: 'N', batas_tanggal: '2026-02-30' }, { batas_tanggal: adminMessages.dateInvalid }],
      ['a fractional target', { header: 'Program', deskripsi: 'Cerita', all_time: 'Y', target: '1000.5' }, { target: 'Target tidak valid' }],
      ['a flyer that is not an image', { header: 'Program', deskripsi: 'Cerita', all_time: 'Y', flyer: `data:image/png;base64,${Buffer.from('<svg></svg> bukan gambar').toString('base64')}` }, { flyer: adminMessages.flyerType }],
      ['a GIF flyer', { header: 'Program', deskripsi: 'Cerita', all_time: 'Y', flyer: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, { flyer: adminMessages.flyerType }],
      ['a flyer over 2 MB', {
        header: 'Program', deskripsi: 'Cerita', all_time: 'Y',
        flyer: `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_1PX.split(',')[1]!, 'base64'), Buffer.alloc(FLYER_MAX_BYTES)]).toString('base64')}`,
      }, { flyer: adminMessages.flyerSize }],
    ];
    it.each(invalidPrograms)('refuses %s with 422 and its Indonesian message, and saves nothing', async (_name, json, errors) => {
      const before = { programs: await rowCount(programs), files: uploads() };
      const res = await postJson('save_program', json);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(errors);
      expect({ programs: await rowCount(programs), files: uploads() }).toEqual(before);
    });

    it('creates one program for a retried request with the same Idempotency-Key', async () => {
      const before = await rowCount(programs);
      const form = { header: 'Qurban Bersama 1448 H', deskripsi: 'Cerita', all_time: 'Y' };
      const first = await post('save_program', form, { idempotencyKey: 'save-program-retry-01' });
      const retry = await post('save_program', form, { idempotencyKey: 'save-program-retry-01' });
      expect(first.status).toBe(201);
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      expect(await rowCount(programs)).toBe(before + 1);
    });

    it('lists programs newest first with paid totals and disbursements, and searches them', async () => {
      // Fixture programs take the database's own clock: this one is made the newest of all.
      const program = await insertProgram(t.db, { header: 'Pembangunan Menara Masjid Raya', createdAt: new Date(Math.max(Date.now(), t.clock.now.getTime()) + HOUR) });
      await insertDonation(program.id, { status: 'paid', paidAt: t.clock.now, amount: 300_000, total: 300_000 });
      await insertDonation(program.id, { status: 'paid', paidAt: t.clock.now, amount: 200_000, total: 200_123 });
      await insertDonation(program.id, { amount: 900_000, total: 900_000 });
      await insertDonation(program.id, { status: 'expired', amount: 900_000, total: 900_000 });
      await t.db.insert(disbursements).values({ programId: program.id, title: 'Tahap 1', amount: 150_000, disbursedAt: '2026-11-19' });

      const res = await get('list_programs');
      expect(res.status).toBe(200);
      const list = v.parse(AdminProgramListSchema, res.body.data);
      expect(list[0]).toMatchObject({ id: program.id, total_donasi: 500_000, totalDonor: 2, total_disbursed: 150_000, open: true });
      const times = list.map((p) => p.created_date);
      expect([...times].sort().reverse()).toEqual(times);
      const found = v.parse(AdminProgramListSchema, (await get('list_programs', { search: 'menara masjid' })).body.data);
      expect(found.map((p) => p.id)).toEqual([program.id]);
    });
  });

  describe('add_update and add_disbursement', () => {
    let program: Awaited<ReturnType<typeof insertProgram>>;
    beforeAll(async () => {
      program = await insertProgram(t.db, { header: 'Sumur Bor Gunungkidul' });
      await insertDonation(program.id, { status: 'paid', paidAt: t.clock.now, amount: 60_000, total: 60_000 });
      await insertDonation(program.id, { status: 'paid', paidAt: t.clock.now, amount: 40_000, total: 40_456 });
      await insertDonation(program.id, { amount: 500_000, total: 500_000 }); // pending: nobody's money yet
    });

    it('posts a Kabar Terbaru that the program page lists, as HTML paragraphs', async () => {
      t.clock.advance(60_000);
      const res = await post('add_update', { slug: program.slug, title: 'Pengeboran dimulai', body: 'Alhamdulillah <3\n\nTim sudah di lokasi.' }, { idempotencyKey: 'add-update-0000001' });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(adminMessages.updateAdded);
      const update = v.parse(AdminUpdateAnswerSchema, res.body.data);
      expect(update).toMatchObject({ title: 'Pengeboran dimulai', body: '<p>Alhamdulillah &lt;3</p><p>Tim sudah di lokasi.</p>', created_date: t.clock.now.toISOString() });
      const retry = await post('add_update', { slug: program.slug, title: 'Pengeboran dimulai', body: 'Alhamdulillah <3\n\nTim sudah di lokasi.' }, { idempotencyKey: 'add-update-0000001' });
      expect(retry.body).toEqual(res.body);
      const updates = v.parse(CampaignUpdateListSchema, (await t.call('campaign', 'get_updates', { query: { programId: `ID-${program.id}` } })).body.data);
      expect(updates).toEqual([update]);
      const campaign = (await t.call('campaign', 'get_campaign_by_slug', { query: { slug: program.slug } })).body.data[0];
      expect(campaign.totalUpdates).toBe(1);
    });

    it('refuses an update without a title, or for an unknown program, and adds nothing', async () => {
      const before = await rowCount(campaignUpdates);
      const empty = await post('add_update', { slug: program.slug, title: ' ', body: 'Isi' });
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual({ title: REQUIRED });
      const long = await post('add_update', { slug: program.slug, title: 'Judul', body: 'x'.repeat(20_001) });
      expect(long.body.errors).toEqual({ body: adminMessages.tooLong(20_000) });
      const unknown = await post('add_update', { slug: 'tidak-ada', title: 'Judul', body: 'Isi' });
      expect(unknown.status).toBe(404);
      expect(await rowCount(campaignUpdates)).toBe(before);
    });

    it('records disbursements up to the paid total, and refuses one more rupiah', async () => {
      const give = (amount: string, title = 'Pembelian pipa') =>
        post('add_disbursement', { slug: program.slug, title, description: 'Pipa PVC 4 inci\n20 batang', amount, disbursed_at: '2026-11-19' });
      const first = await give('70000');
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.message).toBe(adminMessages.disbursementAdded);
      expect(v.parse(AdminDisbursementAnswerSchema, first.body.data)).toMatchObject({ title: 'Pembelian pipa', description: 'Pipa PVC 4 inci\n20 batang', amount: 70_000, disbursed_at: '2026-11-19' });

      const over = await give('30001', 'Terlalu banyak');
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ amount: adminMessages.overDisbursed });
      expect(await t.db.select().from(disbursements).where(eq(disbursements.title, 'Terlalu banyak'))).toHaveLength(0);

      expect((await give('30000', 'Sisa dana')).status).toBe(201);
      const shown = v.parse(DisbursementListSchema, (await t.call('campaign', 'get_disbursements', { query: { programId: `ID-${program.id}` } })).body.data);
      expect(shown.summary).toEqual({ total_disbursed: 100_000, count: 2 });
      expect((await give('1', 'Satu rupiah')).status).toBe(422);
      const listed = v.parse(AdminProgramListSchema, (await get('list_programs', { search: 'Sumur Bor Gunungkidul' })).body.data);
      expect(listed[0]).toMatchObject({ total_donasi: 100_000, total_disbursed: 100_000 });
    });

    it('lets only one of two disbursements recorded at once through when both together exceed the paid total', async () => {
      const other = await insertProgram(t.db, { header: 'Ambulans Masjid' });
      await insertDonation(other.id, { status: 'paid', paidAt: t.clock.now, amount: 100_000, total: 100_000 });
      // Another transaction holds the program while both arrive, so on PostgreSQL both are in
      // flight together; each must wait for the other's total rather than read a stale one.
      const results = await whileRowHeld(
        (tx) => tx.select({ id: programs.id }).from(programs).where(eq(programs.id, other.id)).for('update'),
        () => Promise.all(['Tahap A', 'Tahap B'].map((title) =>
          post('add_disbursement', { slug: other.slug, title, amount: '60000', disbursed_at: '2026-11-19' }))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      expect(await t.db.select().from(disbursements).where(eq(disbursements.programId, other.id))).toHaveLength(1);
    });

    it('refuses a bad date, amount or title with Indonesian messages, and an unknown program with 404', async () => {
      const before = await rowCount(disbursements);
      const send = (values: Record<string, string>) =>
        post('add_disbursement', { slug: program.slug, title: 'Judul', amount: '1000', disbursed_at: '2026-11-19', ...values });
      expect((await send({ disbursed_at: '2026-13-01' })).body.errors).toEqual({ disbursed_at: adminMessages.dateInvalid });
      expect((await send({ amount: '0' })).body.errors).toEqual({ amount: 'Nominal tidak valid' });
      expect((await send({ amount: 'seribu' })).body.errors).toEqual({ amount: 'Nominal tidak valid' });
      expect((await send({ title: '' })).body.errors).toEqual({ title: REQUIRED });
      expect((await send({ slug: 'tidak-ada' })).status).toBe(404);
      expect(await rowCount(disbursements)).toBe(before);
    });
  });

  describe('save_article', () => {
    it('publishes at once: the news list has it and the article body is escaped paragraphs', async () => {
      t.clock.advance(60_000);
      const form = { type: 'berita', title: 'Kajian Subuh Bersama Ustadz Adi', excerpt: 'Kajian rutin\nsetiap Ahad.', body: 'Hadirilah <kajian> kami.\n\nGratis & terbuka.' };
      const res = await post('save_article', form, { idempotencyKey: 'save-article-00001' });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(adminMessages.articlePublished);
      const item = v.parse(AdminArticleAnswerSchema, res.body.data);
      expect(item).toMatchObject({
        type: 'berita', slug: 'kajian-subuh-bersama-ustadz-adi', title: 'Kajian Subuh Bersama Ustadz Adi', excerpt: 'Kajian rutin setiap Ahad.',
        image: null, author: admin.user.nama, published_at: t.clock.now.toISOString(),
      });
      const before = await rowCount(newsArticles);
      const retry = await post('save_article', form, { idempotencyKey: 'save-article-00001' });
      expect(retry.body).toEqual(res.body);
      expect(await rowCount(newsArticles)).toBe(before);

      const news = v.parse(NewsListSchema, (await t.call('news', 'get_news', { query: { type: 'berita' } })).body.data);
      expect(news[0]).toEqual(item);
      const article = v.parse(ArticleSchema, (await t.call('news', 'get_article', { query: { slug: item.slug } })).body.data);
      expect(article.body).toBe('<p>Hadirilah &lt;kajian&gt; kami.</p><p>Gratis &amp; terbuka.</p>');

      const twin = await post('save_article', { ...form, type: 'blog' });
      expect(twin.body.data).toMatchObject({ slug: 'kajian-subuh-bersama-ustadz-adi-2', type: 'blog' });
    });

    it('refuses a bad type or missing texts with Indonesian messages and publishes nothing', async () => {
      const before = await rowCount(newsArticles);
      const send = (values: Record<string, string>) => post('save_article', { type: 'blog', title: 'Judul', excerpt: 'Ringkas', body: 'Isi', ...values });
      expect((await send({ type: 'gosip' })).body.errors).toEqual({ type: 'Jenis artikel tidak valid' });
      expect((await send({ excerpt: '' })).body.errors).toEqual({ excerpt: REQUIRED });
      expect((await send({ excerpt: 'x'.repeat(301) })).body.errors).toEqual({ excerpt: adminMessages.tooLong(300) });
      const res = await send({ title: '', body: '' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ title: REQUIRED, body: REQUIRED });
      expect(await rowCount(newsArticles)).toBe(before);
    });
  });

  describe('the audit row and its change', () => {
    it('commit together: when the audit row cannot be written, the confirm, program, update, disbursement and article are not made either', async () => {
      const program = await insertProgram(t.db, { header: 'Wakaf Sumur Desa' });
      await insertDonation(program.id, { status: 'paid', paidAt: t.clock.now, amount: 500_000, total: 500_000 });
      const pending = await insertDonation(program.id, { paymentMethodId: m.manual.id, amount: 70_000, total: 70_321 });
      const audits = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
      const state = async () => ({
        audits: await audits(), programs: await rowCount(programs), updates: await rowCount(campaignUpdates), disbursements: await rowCount(disbursements),
        articles: await rowCount(newsArticles), notifications: await rowCount(paymentNotifications),
        donation: (await t.db.select({ status: donations.status }).from(donations).where(eq(donations.code, pending.code)))[0]!.status,
        header: (await t.db.select({ header: programs.header }).from(programs).where(eq(programs.id, program.id)))[0]!.header,
      });
      const actions = [
        () => post('confirm_donation', { code: pending.code }),
        () => post('save_program', { slug: program.slug, header: 'Wakaf Sumur Desa Baru', deskripsi: 'Cerita', all_time: 'Y' }),
        () => post('save_program', { header: 'Program Tanpa Jejak', deskripsi: 'Cerita', all_time: 'Y' }),
        () => post('add_update', { slug: program.slug, title: 'Kabar tanpa jejak', body: 'Isi' }),
        () => post('add_disbursement', { slug: program.slug, title: 'Tahap tanpa jejak', description: 'Rincian', amount: '100000', disbursed_at: '2026-11-19' }),
        () => post('save_article', { type: 'berita', title: 'Berita tanpa jejak', excerpt: 'Ringkas', body: 'Isi' }),
      ];

      const before = await state();
      expect(before.donation).toBe('pending');
      // The trail refuses every row for a moment (a full disk, a broken trigger): the changes roll back with it.
      await t.db.execute(sql`create function refuse_audit_row() returns trigger language plpgsql as $$ begin raise exception 'audit row refused (test)'; end $$`);
      await t.db.execute(sql`create trigger refuse_audit_row before insert on audit_log for each row execute function refuse_audit_row()`);
      try {
        for (const act of actions) {
          const res = await act();
          expect(res.status, JSON.stringify(res.body)).toBe(500);
          expect(JSON.stringify(res.body)).not.toContain('audit row refused');
        }
        expect(await state()).toEqual(before);
      } finally {
        await t.db.execute(sql`drop trigger refuse_audit_row on audit_log`);
        await t.db.execute(sql`drop function refuse_audit_row()`);
      }

      // With the trail writable again the same actions go through, each with its one row.
      for (const act of actions) expect((await act()).status).toBeLessThan(300);
      const after = await state();
      expect(after).toMatchObject({
        audits: before.audits + actions.length, programs: before.programs + 1, updates: before.updates + 1, disbursements: before.disbursements + 1,
        articles: before.articles + 1, donation: 'paid', header: 'Wakaf Sumur Desa Baru',
      });
    });
  });

  describe('becoming staff', () => {
    it('registers a number listed in ADMIN_PHONES as admin, and any other as a plain user', async () => {
      const register = async (phone: string) => {
        expect((await t.call('auth', 'send_otp', { form: { phoneNumber: `0${phone}` } })).status).toBe(200);
        const verified = await t.call('auth', 'verify_otp', { form: { phoneNumber: phone, code: lastCode(t, phone), purpose: 'register' } });
        const registered = await t.call('auth', 'register', { form: { whatsapp: `0${phone}`, fullname: 'Pengurus Baru', password: 'kataSandi8', proof: verified.body.data.proof } });
        expect(registered.status, JSON.stringify(registered.body)).toBe(201);
        const login = await t.call('auth', 'login', { form: { whatsapp: phone, password: 'kataSandi8' } });
        expect(login.status).toBe(200);
        return { role: login.body.data.user.role as string, cookie: sessionCookie(login.response) };
      };
      const staff = await register(LISTED_PHONE);
      expect(staff.role).toBe('admin');
      expect((await get('get_summary', {}, staff.cookie)).status).toBe(200);
      const other = await register('81299990055');
      expect(other.role).toBe('user');
      expect((await get('get_summary', {}, other.cookie)).status).toBe(403);
    }, 30_000);

    it('grants the role to existing accounts by number, and makeAdmin says what it did', async () => {
      const { user } = await insertUserWithSession(t.db, t.clock.now, '81266660001');
      expect(await makeAdmin(t.db, '81266660001')).toEqual({ outcome: 'granted', nama: user.nama });
      expect(await makeAdmin(t.db, '81266660001')).toEqual({ outcome: 'already-admin', nama: user.nama });
      expect(await makeAdmin(t.db, '81266669999')).toEqual({ outcome: 'not-found' });
      expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.role).toBe('admin');
      expect(await grantAdminRoles(t.db, ['81266660001'])).toEqual([]);
      expect(await grantAdminRoles(t.db, [])).toEqual([]);
    });
  });
});

describe('npm run admin', () => {
  const template = process.env[PG_TEMPLATE_ENV];
  const runScript = (dataDir: string, ...args: string[]) => {
    const { DATABASE_URL: _pg, ...env } = process.env;
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/make-admin.ts', '--', ...args], {
      env: { ...env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 30_000,
    });
  };

  // The script opens the server's own PGlite folder; on a PostgreSQL run the core is tested above.
  it.skipIf(!template)('grants the role in the server’s PGlite database, and says so in one line', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-make-admin-'));
    try {
      fs.cpSync(template!, path.join(dataDir, 'pglite'), { recursive: true });
      let database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      await database.db.insert(users).values({ whatsapp: '81288880001', nama: 'Pak Haji Umar', passwordHash: 'x' });
      await database.close();

      const granted = runScript(dataDir, '0812-8888-0001');
      expect(granted.stderr).toBe('');
      expect(granted.status).toBe(0);
      expect(granted.stdout.trim()).toBe('Akun Pak Haji Umar (081288880001) sekarang pengurus masjid (admin).');

      const missing = runScript(dataDir, '081288889999');
      expect(missing.status).toBe(1);
      expect(missing.stderr.trim()).toBe('Tidak ada akun dengan nomor 081288889999. Daftarkan dulu lewat aplikasi, lalu ulangi.');

      const bad = runScript(dataDir, '12345');
      expect(bad.status).toBe(2);
      expect(bad.stderr.trim()).toBe('Nomor WhatsApp tidak valid: 12345');

      // A live server holds the folder: refused, nothing opened.
      const release = claimDataDir(dataDir);
      expect(runningServerPid(dataDir)).toBe(process.pid);
      const locked = runScript(dataDir, '081288880001');
      release();
      expect(locked.status).toBe(1);
      expect(locked.stderr).toMatch(/sedang dipakai server \(PID \d+\)\. Hentikan server dulu/);
      expect(runningServerPid(dataDir)).toBeNull();

      database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      const [row] = await database.db.select().from(users).where(eq(users.whatsapp, '81288880001'));
      await database.close();
      expect(row!.role).toBe('admin');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says there is no database yet rather than creating one', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-make-admin-empty-'));
    try {
      const res = runScript(dataDir, '081288880001');
      expect(res.status).toBe(1);
      expect(res.stderr).toMatch(/^Belum ada database di /);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is refused while the real server runs on that data folder, which the server marks with its pid', async () => {
    const server = await startServer({ SEED: '0' });
    try {
      expect(runningServerPid(server.dataDir)).toBe(server.process.pid);
      const res = runScript(server.dataDir, '081288880001');
      expect(res.status).toBe(1);
      expect(res.stderr).toMatch(/sedang dipakai server/);
      const exited = new Promise((r) => server.process.once('exit', r));
      server.process.kill('SIGTERM');
      await exited;
      expect(runningServerPid(server.dataDir)).toBeNull();
      expect(fs.existsSync(path.join(server.dataDir, 'server.pid'))).toBe(false);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
