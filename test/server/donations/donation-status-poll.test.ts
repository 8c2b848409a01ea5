import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sqlDuring, type TestApp } from '../../support/test-app.ts';
import { startServer, type RunningServer } from '../../support/server-process.ts';
import { withDatabase } from '../../support/test-db.ts';
import { startMidtransStandIn, type MidtransStandIn } from '../../support/midtrans-stand-in.ts';
import { keepSteppedUp } from '../admin-fixtures.ts';
import { donateForm, insertPaymentMethods, insertProgram, insertUserWithSession, notify, openDonationApp, storeDonate, type TestMethods } from '../donation-fixtures.ts';
import { eq } from 'drizzle-orm';
import { auditLog, paymentMethods, programs } from '../../../server/db/schema.ts';
import { DEFAULT_ANSWER_CACHE_MS } from '../../../server/config.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { reconcilePayments } from '../../../server/donations/reconcile.ts';
import { createDonationStatusTags } from '../../../server/donations/status-tags.ts';
import { DONATION_TAG_TRUST_MS, donationTagTrust } from '../../../server/donations/change-feed.ts';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../../server/payments/signature.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../../src/contract/envelope.ts';

// Issue 29, "a checkout that a crowd can afford": the status poll costs no query while nothing
// changed, and still shows a payment at once, here and in another process; and issue 31: the
// donor's WhatsApp receipt goes out from the one paid path, once, whichever caller pays.

const HOUR = 3_600_000;

describe('the checkout poll', () => {
  let t: TestApp;
  let m: TestMethods;
  let programId: number;
  beforeAll(async () => {
    ({ t, m, programId } = await openDonationApp({ header: 'Sumur Wakaf Desa Sukamaju' }));
  });
  afterAll(async () => t?.close());

  async function donate(): Promise<{ code: string; total: number }> {
    const res = await storeDonate(t, donateForm(programId, m.qris.code, 'QRIS'));
    expect(res.status, res.text).toBe(200);
    const code = res.body.data.codeDonate as string;
    const read = await t.call('transaction', 'getTransaction', { query: { codeDonate: code } });
    return { code, total: read.body.data.total as number };
  }
  const poll = (code: string, tag?: string) =>
    t.call('transaction', 'getTransaction', { query: { codeDonate: code }, headers: tag ? { 'if-none-match': tag } : {} });

  it('answers an unchanged status 304 from memory, without a database query', async () => {
    const { code } = await donate();
    const first = await poll(code);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ codeDonate: code, status: 'Belum Lunas' });
    const tag = first.response.headers.get('etag')!;
    expect(tag).toMatch(/^(W\/)?"[\w-]+"$/);
    expect(first.response.headers.get('cache-control')).toBe('private, no-cache');
    for (let i = 0; i < 3; i++) {
      let answer: Awaited<ReturnType<typeof poll>> | undefined;
      const queries = await sqlDuring(t.db, async () => {
        answer = await poll(code, tag);
      });
      expect(answer!.status).toBe(304);
      expect(answer!.text).toBe('');
      expect(answer!.response.headers.get('etag')).toBe(tag);
      expect(queries).toEqual([]);
    }
    // Another tag (another donation's, an old one) gets the full answer.
    const other = await poll(code, '"not-this-one"');
    expect(other.status).toBe(200);
    expect(other.body.data.codeDonate).toBe(code);
  });

  it('shows the payment at the very next poll, then is cheap again', async () => {
    const { code, total } = await donate();
    const tag = (await poll(code)).response.headers.get('etag')!;
    expect((await poll(code, tag)).status).toBe(304);
    expect((await notify(t, { event_id: `evt-${code}`, codeDonate: code, status: 'paid', amount: total })).status).toBe(200);
    const paid = await poll(code, tag);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'Lunas', state: 'paid' });
    const paidTag = paid.response.headers.get('etag')!;
    expect(paidTag).not.toBe(tag);
    const queries = await sqlDuring(t.db, async () => expect((await poll(code, paidTag)).status).toBe(304));
    expect(queries).toEqual([]);
  });

  it('reads again once an unpaid donation reaches its deadline: Kedaluwarsa shows without a change to hear', async () => {
    const { code } = await donate();
    const tag = (await poll(code)).response.headers.get('etag')!;
    t.clock.advance(24 * HOUR);
    const expired = await poll(code, tag);
    expect(expired.status).toBe(200);
    expect(expired.body.data).toMatchObject({ state: 'expired', status: 'Kedaluwarsa' });
    t.clock.advance(-24 * HOUR);
  });

  it('a 304 for an unknown code is never made up: it reads, and answers 404', async () => {
    const res = await poll('JRYAAAAAAAAAA', '"anything"');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Donasi tidak ditemukan');
  });
});

describe('a donation under a crowd', () => {
  let t: TestApp;
  let m: TestMethods;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANSWER_CACHE_MS: '1000' } });
    m = await insertPaymentMethods(t.db);
  });
  afterAll(async () => t?.close());

  const donate = (programId: number) =>
    storeDonate(t, donateForm(programId, m.qris.code, 'QRIS'));

  it('is one statement once the program and method were read: both limits counted and the donation with its QRIS written together', async () => {
    const program = await insertProgram(t.db);
    expect((await donate(program.id)).status).toBe(200);
    let answer: Awaited<ReturnType<typeof donate>> | undefined;
    const queries = await sqlDuring(t.db, async () => {
      answer = await donate(program.id);
    });
    expect(answer!.status, answer!.text).toBe(200);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/^\s*with hits as \(\s*insert into rate_limits[\s\S]*insert into donations/);
    const read = await t.call('transaction', 'getTransaction', { query: { codeDonate: answer!.body.data.codeDonate } });
    expect(read.body.data.qris_payload).toMatch(/^000201/);
  });

  it('sees a program closed by staff within ANSWER_CACHE_MS', async () => {
    const program = await insertProgram(t.db, { allTime: 'N', batasTanggal: '2026-12-31' });
    expect((await donate(program.id)).status).toBe(200);
    await t.db.update(programs).set({ batasTanggal: '2026-11-01' }).where(eq(programs.id, program.id));
    t.clock.advance(DEFAULT_ANSWER_CACHE_MS);
    const refused = await donate(program.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ programId: 'Program ini sudah berakhir, terima kasih atas niat baikmu' });
  });
});

describe('the remembered tags', () => {
  const now = new Date('2026-11-20T03:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('keeps a tag for the trusted time, and an unpaid one no later than its deadline', () => {
    const tags = createDonationStatusTags(() => 60_000);
    tags.remember('A', '"a"', null, now, tags.changes);
    tags.remember('B', '"b"', later(5_000), now, tags.changes);
    expect(tags.current('A', later(59_999))).toBe('"a"');
    expect(tags.current('A', later(60_000))).toBeUndefined();
    expect(tags.current('B', later(4_999))).toBe('"b"');
    expect(tags.current('B', later(5_000))).toBeUndefined();
  });

  it('does not keep what a read saw when a change was heard while it ran', () => {
    const tags = createDonationStatusTags(() => 60_000);
    const since = tags.changes;
    tags.forget('A'); // the payment commits while the read is on its way
    tags.remember('A', '"before the payment"', null, now, since);
    expect(tags.current('A', now)).toBeUndefined();
    tags.remember('A', '"after"', null, now, tags.changes);
    expect(tags.current('A', now)).toBe('"after"');
    tags.forgetAll();
    expect(tags.current('A', now)).toBeUndefined();
  });

  it('on PostgreSQL trusts a tag for ANSWER_CACHE_MS only while the feed of other processes is down', () => {
    const pg = donationTagTrust('postgres', DEFAULT_ANSWER_CACHE_MS);
    expect(pg.trustMs()).toBe(DEFAULT_ANSWER_CACHE_MS);
    pg.setListening(true);
    expect(pg.trustMs()).toBe(DONATION_TAG_TRUST_MS);
    pg.setListening(false);
    expect(pg.trustMs()).toBe(DEFAULT_ANSWER_CACHE_MS);
    expect(donationTagTrust('pglite', DEFAULT_ANSWER_CACHE_MS).trustMs()).toBe(DONATION_TAG_TRUST_MS);
    // ANSWER_CACHE_MS=0: nothing is remembered while the feed is down.
    const off = createDonationStatusTags(donationTagTrust('postgres', 0).trustMs);
    off.remember('A', '"a"', null, now, off.changes);
    expect(off.current('A', now)).toBeUndefined();
  });
});

describe('the WhatsApp receipt: once per paid donation, whichever path pays it', () => {
  let t: TestApp;
  let m: TestMethods;
  let programId: number;
  let staffCookie: string;
  beforeAll(async () => {
    ({ t, m, programId } = await openDonationApp({ header: 'Renovasi Mushola Al-Falah' }));
    const staff = await insertUserWithSession(t.db, t.clock.now, '81277770011');
    await grantAdminRoles(t.db, ['81277770011']);
    await keepSteppedUp(t.db, staff.cookie);
    staffCookie = staff.cookie;
  });
  afterAll(async () => t?.close());

  const receiptsFor = (code: string) => t.outbox.filter((msg) => msg.text.includes(`Kode donasi: ${code}.`));
  async function donate(method: 'qris' | 'manual'): Promise<{ code: string; total: number }> {
    const res = await storeDonate(t, donateForm(programId, m[method].code, m[method].type, { price: '50000' }));
    expect(res.status, res.text).toBe(200);
    const code = res.body.data.codeDonate as string;
    return { code, total: (await t.call('transaction', 'getTransaction', { query: { codeDonate: code } })).body.data.total as number };
  }
  const confirm = (code: string) => t.call('admin', 'confirm_donation', { form: { code }, cookie: staffCookie });

  it('the simulator webhook: a replay and a second event send nothing more', async () => {
    const { code, total } = await donate('qris');
    const body = { event_id: `evt-${code}`, codeDonate: code, status: 'paid', amount: total };
    expect((await notify(t, body)).status).toBe(200);
    expect(receiptsFor(code)).toHaveLength(1);
    expect((await notify(t, body)).body.message).toBe('Notifikasi sudah diproses');
    expect((await notify(t, { ...body, event_id: `evt2-${code}` })).body.message).toBe('Donasi sudah lunas');
    expect(receiptsFor(code)).toHaveLength(1);
    // Staff confirming a donation the webhook already paid sends nothing either.
    expect((await confirm(code)).status).toBe(409);
    expect(receiptsFor(code)).toHaveLength(1);
  });

  it('staff confirming a transfer: the receipt once, the audit row with it', async () => {
    const { code } = await donate('manual');
    const first = await confirm(code);
    expect(first.status, first.text).toBe(200);
    expect(receiptsFor(code)).toHaveLength(1);
    expect(receiptsFor(code)[0]!.text).toMatch(/^Jariyah: Terima kasih\. Donasi Rp 50\.\d{3} untuk "Renovasi Mushola Al-Falah" sudah kami terima/);
    expect((await confirm(code)).status).toBe(409);
    expect(receiptsFor(code)).toHaveLength(1);
    const audited = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, code));
    expect(audited).toEqual([{ action: 'confirm_donation' }]);
  });
});

describe('the one paid path', () => {
  it('is the only caller of the receipt: no controller or gateway sends it on its own', () => {
    const root = path.resolve(import.meta.dirname, '../../../server');
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const senders = files.filter((f) => /\bsendPaidReceipt\(/.test(fs.readFileSync(path.join(root, f), 'utf8'))).map((f) => f.split(path.sep).join('/'));
    expect(senders.sort()).toEqual(['donations/receipts.ts', 'donations/state-machine.ts']);
  });
});

describe('the WhatsApp receipt through a gateway: notification and reconciliation pay once', () => {
  const SERVER_KEY = 'SB-Mid-server-standin-0123456789';
  let t: TestApp;
  let gateway: MidtransStandIn;
  let programId: number;
  beforeAll(async () => {
    gateway = await startMidtransStandIn({ serverKey: SERVER_KEY });
    t = await createTestApp({ env: { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_CLIENT_KEY: 'SB-Mid-client-standin', MIDTRANS_API_BASE_URL: gateway.url } });
    programId = (await insertProgram(t.db)).id;
    await t.db.insert(paymentMethods).values({ type: 'E-wallet', channelName: 'GoPay', code: 'MT_GOPAY', minimum: 1_000, provider: 'midtrans', channel: 'gopay' });
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  it('sends the receipt once, however many times the gateway says it was paid', async () => {
    const res = await storeDonate(t, donateForm(programId, 'MT_GOPAY', 'E-wallet', { price: '10000' }));
    expect(res.status, res.text).toBe(200);
    const code = res.body.data.codeDonate as string;
    const charge = gateway.transactions.get(code)!;
    gateway.settle(code);
    const tellUs = () => t.app.request('http://localhost/api/payment/midtrans/notify', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(gateway.notificationFor(charge)),
    });
    expect((await tellUs()).status).toBe(200);
    expect((await tellUs()).status).toBe(200);
    t.clock.advance(20 * 60_000);
    await reconcilePayments(t.deps, { now: t.clock.now, afterMinutes: 15, origin: null });
    // The notification hands the send to after its answer: wait for it rather than race it.
    await expect.poll(() => t.outbox.filter((msg) => msg.text.includes(`Kode donasi: ${code}.`)).length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.outbox.filter((msg) => msg.text.includes(`Kode donasi: ${code}.`))).toHaveLength(1);
    expect((await t.call('transaction', 'getTransaction', { query: { codeDonate: code } })).body.data.status).toBe('Lunas');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the checkout poll across two processes on one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const name = `jariyah_poll_${randomBytes(5).toString('hex')}`;
  const SECRET = 'status-poll-webhook-secret-01';
  let a: RunningServer;
  let b: RunningServer;
  let admin: import('pg').Client;

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const env = { DATABASE_URL: withDatabase(url, name), PAYMENT_WEBHOOK_SECRET: SECRET, OTP_PEPPER: 'status-poll-otp-pepper-0001', ADDRESS_LIMIT_FACTOR: '1000' };
    a = await startServer(env);
    b = await startServer(env);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  const headers = (kode: string, extra: Record<string, string> = {}) => ({ [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, ...extra });
  const poll = (base: string, code: string, tag?: string) =>
    fetch(`${base}/api/transaction?codeDonate=${code}`, { headers: headers('getTransaction', tag ? { 'if-none-match': tag } : {}) });

  it('a payment taken by one process shows in the other\'s next poll within ANSWER_CACHE_MS', async () => {
    const campaigns = (await (await fetch(`${a.url}/api/campaign?limit=1`, { headers: headers('get_campaign_limit') })).json()) as { data: Array<{ id: number }> };
    const made = await fetch(`${a.url}/api/transaction`, {
      method: 'POST', headers: headers('storeDonate', { 'content-type': 'application/json' }),
      body: JSON.stringify({ price: 25000, donorName: 'Hamba Allah', donorPhone: '081234500077', codePayment: 'QRIS', typePayment: 'QRIS', programId: `ID-${campaigns.data[0]!.id}` }),
    });
    expect(made.status).toBe(200);
    const code = ((await made.json()) as { data: { codeDonate: string } }).data.codeDonate;
    const first = await poll(a.url, code);
    const { data } = (await first.json()) as { data: { total: number; status: string } };
    expect(data.status).toBe('Belum Lunas');
    const tag = first.headers.get('etag')!;
    // Nothing changed: A answers from memory, for longer than the fallback would trust it.
    await new Promise((r) => setTimeout(r, DEFAULT_ANSWER_CACHE_MS + 200));
    expect((await poll(a.url, code, tag)).status).toBe(304);

    const raw = JSON.stringify({ event_id: `evt-${code}`, codeDonate: code, status: 'paid', amount: data.total });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const paid = await fetch(`${b.url}/api/payment/notify`, {
      method: 'POST', body: raw,
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signNotification(SECRET, timestamp, raw) },
    });
    expect(paid.status).toBe(200);
    const paidAt = performance.now();
    for (;;) {
      const answer = await poll(a.url, code, tag);
      if (answer.status === 200) {
        expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('Lunas');
        break;
      }
      expect(answer.status).toBe(304);
      expect(performance.now() - paidAt).toBeLessThan(DEFAULT_ANSWER_CACHE_MS);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(performance.now() - paidAt).toBeLessThan(DEFAULT_ANSWER_CACHE_MS);
  }, 60_000);
});
