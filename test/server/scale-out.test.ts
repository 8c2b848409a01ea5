import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { withDatabase } from '../support/test-db.ts';
import { DEFAULT_ANSWER_CACHE_MS } from '../../server/config.ts';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/payments/signature.ts';
import { CLIENT_KEY_HEADER, IDEMPOTENCY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

/*
 * Scale-out (issue 14): two server processes on one PostgreSQL share sessions, limits,
 * idempotency keys and payment notifications, so it does not matter which one answers. (That
 * both come up when started together on an empty database is tested in robustness.test.ts.)
 */

const SECRET = 'scale-out-webhook-secret-0001';

type Answer = { status: number; body: { data: any; message: string }; cookie?: string; otpTicket?: string };

async function call(base: string, controller: string, kode: string, init: { form?: Record<string, string>; query?: Record<string, string>; cookie?: string; key?: string; peer?: string } = {}): Promise<Answer> {
  const url = new URL(`/api/${controller}`, base);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.key) headers[IDEMPOTENCY_HEADER] = init.key;
  if (init.peer) headers['x-forwarded-for'] = init.peer;
  const res = await fetch(url, { method: init.form ? 'POST' : 'GET', headers, body: init.form ? new URLSearchParams(init.form) : undefined });
  return { status: res.status, body: (await res.json()) as Answer['body'], cookie: /jariyah_session=[^;]*/.exec(res.headers.get('set-cookie') ?? '')?.[0], otpTicket: /jariyah_otp=[^;]*/.exec(res.headers.get('set-cookie') ?? '')?.[0] };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const name = `jariyah_scale_${randomBytes(5).toString('hex')}`;
  let a: RunningServer;
  let b: RunningServer;
  let admin: import('pg').Client;

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    // One proxy in front, as behind a load balancer: each request says which client it is for.
    const env = { DATABASE_URL: withDatabase(url, name), PAYMENT_WEBHOOK_SECRET: SECRET, OTP_PEPPER: 'scale-out-otp-pepper-00001', TRUST_PROXY: '1', ADDRESS_LIMIT_FACTOR: '1' };
    a = await startServer(env);
    b = await startServer(env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  async function registered(phone: string): Promise<string> {
    const sent = await call(a.url, 'auth', 'send_otp', { form: { phoneNumber: phone, purpose: 'register' } });
    expect(sent.status).toBe(200);
    const outbox = (await (await fetch(`${a.url}/dev/outbox`)).json()) as { to: string; text: string }[];
    const code = /\b(\d{5})\b/.exec(outbox.find((m) => m.to === `62${phone}`)!.text)![1]!;
    // The code was sent by A and is checked by B: codes live in the database, not in a process.
    const proof = (await call(b.url, 'auth', 'verify_otp', { form: { phoneNumber: phone, code, purpose: 'register' }, cookie: sent.otpTicket })).body.data.proof as string;
    expect((await call(a.url, 'auth', 'register', { form: { whatsapp: phone, fullname: 'Dua Proses', password: 'sandiDuaProses1', proof } })).status).toBe(201);
    return phone;
  }

  it('takes a session made by one on the other, and a logout on one ends it on both', async () => {
    const phone = await registered('81233300001');
    const login = await call(a.url, 'auth', 'login', { form: { whatsapp: phone, password: 'sandiDuaProses1' } });
    expect(login.status).toBe(200);
    const me = await call(b.url, 'user', 'get_user', { form: {}, cookie: login.cookie });
    expect(me.body.data.data.whatsapp).toBe(phone);
    expect((await call(b.url, 'auth', 'logout', { form: {}, cookie: login.cookie })).status).toBe(200);
    expect((await call(a.url, 'user', 'get_user', { form: {}, cookie: login.cookie })).status).toBe(401);
  }, 60_000);

  it('counts limits across both: wrong passwords alternating between them stop at the same tenth', async () => {
    const phone = await registered('81233300002');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await call(i % 2 === 0 ? a.url : b.url, 'auth', 'login', { form: { whatsapp: phone, password: 'salahSalah1' }, peer: '198.51.100.12' })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 60_000);

  it('makes one donation for one Idempotency-Key sent to both at once, and applies a notification delivered to both once', async () => {
    const programs = (await call(a.url, 'campaign', 'get_campaign_limit', { query: { limit: '1' } })).body.data as { programId: string }[];
    const qris = ((await call(a.url, 'asset', 'get_all_payment_method')).body.data as { type: string; code: string }[]).find((m) => m.type === 'QRIS')!;
    const form = { programId: programs[0]!.programId, price: '55000', codePayment: qris.code, typePayment: 'QRIS', donorName: 'Hamba Allah', donorPhone: '081233300003' };
    const key = randomUUID();
    const answers = await Promise.all([a, b, a, b].map((s, i) => call(s.url, 'transaction', 'storeDonate', { form, key, peer: `198.51.100.${20 + i}` })));
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    const codes = new Set(answers.map((x) => x.body.data.codeDonate as string));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    const { default: pg } = await import('pg');
    const probe = new pg.Client({ connectionString: withDatabase(url, name) });
    await probe.connect();
    try {
      expect((await probe.query('select count(*)::int as n from donations where idempotency_key = $1', [key])).rows[0].n).toBe(1);

      const body = JSON.stringify({ event_id: `evt-${randomUUID()}`, codeDonate: code, status: 'paid', amount: 55_000 });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const headers = { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signNotification(SECRET, timestamp, body) };
      const delivered = await Promise.all([a, b].map((s) => fetch(`${s.url}/api/payment/notify`, { method: 'POST', headers, body })));
      expect(delivered.every((r) => r.ok)).toBe(true);
      const paid = (await probe.query('select status, paid_at from donations where code = $1', [code])).rows[0];
      expect(paid.status).toBe('paid');
      expect((await probe.query('select count(*)::int as n from payment_notifications')).rows[0].n).toBe(1);
      const receipts = async (s: RunningServer) => ((await (await fetch(`${s.url}/dev/outbox`)).json()) as { text: string }[]).filter((m) => m.text.includes(code!)).length;
      await new Promise((r) => setTimeout(r, 200));
      expect((await receipts(a)) + (await receipts(b))).toBe(1);
    } finally {
      await probe.end();
    }
  }, 60_000);

  it('keeps the amen poll’s version in the database: a prayer paid through B and an amen said on B change A’s tag within the copies’ life', async () => {
    const programs = (await call(a.url, 'campaign', 'get_campaign_limit', { query: { limit: '1' } })).body.data as { programId: string }[];
    const programId = programs[0]!.programId;
    const poll = async (s: RunningServer, etag?: string, cookie?: string) => {
      const headers: Record<string, string> = { [KODE_HEADER]: 'get_prayer_campaign', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY };
      if (etag) headers['if-none-match'] = etag;
      if (cookie) headers.cookie = cookie;
      const res = await fetch(`${s.url}/api/campaign?programId=${programId}`, { headers });
      return { status: res.status, etag: res.headers.get('etag')!, data: res.status === 200 ? ((await res.json()) as { data: { id: number; doa: string }[] }).data : [] };
    };
    // A process trusts a list's version for ANSWER_CACHE_MS (README; these servers keep the
    // default): a change made through the other process shows to any poll sent that long after
    // the change was acknowledged. The allowance covers only timers firing late on a busy machine
    // (both processes' and this test's), not a second window of copies.
    const TIMER_ALLOWANCE_MS = 150;
    const pollAfterTheCopiesLife = async (s: RunningServer, changedAt: number, etag: string, cookie?: string) => {
      const wait = changedAt + DEFAULT_ANSWER_CACHE_MS + TIMER_ALLOWANCE_MS - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      return poll(s, etag, cookie);
    };
    const first = await poll(a);
    expect((await poll(b, first.etag)).status).toBe(304);

    const qris = ((await call(b.url, 'asset', 'get_all_payment_method')).body.data as { type: string; code: string }[]).find((m) => m.type === 'QRIS')!;
    const form = { programId, price: '25000', codePayment: qris.code, typePayment: 'QRIS', donorName: 'Dua Proses', donorPhone: '081233300004', donorPray: 'Doa lintas proses' };
    const code = (await call(b.url, 'transaction', 'storeDonate', { form, key: randomUUID(), peer: '198.51.100.30' })).body.data.codeDonate as string;
    const body = JSON.stringify({ event_id: `evt-${randomUUID()}`, codeDonate: code, status: 'paid', amount: 25_000 });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signNotification(SECRET, timestamp, body) };
    expect((await fetch(`${b.url}/api/payment/notify`, { method: 'POST', headers, body })).ok).toBe(true);
    const paidAt = Date.now();
    const paid = await pollAfterTheCopiesLife(a, paidAt, first.etag);
    expect(paid.status).toBe(200);
    expect(paid.data[0]!.doa).toBe('Doa lintas proses');
    expect((await poll(b, paid.etag)).status).toBe(304);

    const phone = await registered('81233300005');
    const cookie = (await call(b.url, 'auth', 'login', { form: { whatsapp: phone, password: 'sandiDuaProses1' } })).cookie;
    const mine = await poll(a, undefined, cookie);
    expect((await call(b.url, 'campaign', 'toggle_like', { form: { doa_id: String(paid.data[0]!.id), state: 'liked' }, cookie, key: randomUUID() })).status).toBe(200);
    const likedAt = Date.now();
    expect((await pollAfterTheCopiesLife(a, likedAt, mine.etag, cookie)).status).toBe(200);
    expect((await pollAfterTheCopiesLife(a, likedAt, paid.etag)).status).toBe(200);
  }, 60_000);
});
