import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { startServer, type RunningServer } from '../../support/server-process.ts';
import { withDatabase } from '../../support/test-db.ts';
import { describeFault } from '../../../server/http/faults.ts';
import { WEB_CLIENT_KEY } from '../../../src/contract/envelope.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema.ts';
import { insertPaymentMethods, insertProgram, donateForm, donationCount, insertUserWithSession } from '../donation-fixtures.ts';

/*
 * Defects an operator found by trying the server from outside (issue 14): each of these failed
 * on main at 8805f7f.
 */

const FORBIDDEN = 'Teks berisi karakter yang tidak diizinkan';

describe('a NUL character in any text', () => {
  let t: TestApp;
  let form: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const methods = await insertPaymentMethods(t.db);
    form = donateForm((await insertProgram(t.db)).id, methods.qris.code, 'QRIS');
  });
  afterAll(() => t.close());

  it('is a 422 naming the field, in a search and in a form, with nothing changed and nothing logged', async () => {
    const search = await t.call('campaign', 'get_campaign_infaq', { query: { search: 'sumur\u0000bor' } });
    expect(search.status).toBe(422);
    expect(search.body.errors).toEqual({ search: FORBIDDEN });

    const before = await donationCount(t.db);
    const donate = await t.call('transaction', 'storeDonate', { form: { ...form, donorName: 'Hamba\u0000Allah', donorPray: 'semoga\u0000berkah' } });
    expect(donate.status).toBe(422);
    expect(donate.body.errors).toEqual({ donorName: FORBIDDEN, donorPray: FORBIDDEN });
    expect(await donationCount(t.db)).toBe(before);

    const json = await t.call('auth', 'login', { json: { whatsapp: '081234567890', password: 'a\u0000bcdefgh' } });
    expect(json.status).toBe(422);
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('a lone surrogate (half of an emoji) in any text', () => {
  // Issue 41: each of these was a 500 and an error line ('invalid input syntax for type json').
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2026-11-26T00:00:00Z') });
  });
  afterAll(() => t.close());

  it('is a 422 at the input layer, in a JSON body, in JSON carried by a field, and in a staff announcement, with nothing logged', async () => {
    const login = await t.call('auth', 'login', { json: { whatsapp: '081234567890', password: 'abc\ud800defgh' } });
    expect(login.status).toBe(422);
    expect(login.body.errors).toEqual({ password: FORBIDDEN });

    const user = await insertUserWithSession(t.db, t.clock.now);
    const state = { target: { value: { kind: 'ayat', perDay: 20, note: '\ud800' }, at: '2026-11-20T00:00:00.000Z' }, days: [], bookmarks: [] };
    const sync = await t.call('tilawah', 'sync_tilawah', { form: { state: JSON.stringify(state) }, cookie: user.cookie, idempotencyKey: crypto.randomUUID() });
    expect(sync.status).toBe(422);
    expect(sync.body.errors).toEqual({ state: FORBIDDEN });

    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.user.id));
    const post = await t.call('pesan', 'post_announcement', { cookie: user.cookie, json: { title: 'Kajian \udc00 Ahad', body: 'Ahad pagi', link: '/masjid' } });
    expect(post.status).toBe(422);
    expect(post.body.errors).toEqual({ title: FORBIDDEN });
    // A whole emoji is text like any other.
    const fine = await t.call('pesan', 'post_announcement', { cookie: user.cookie, form: { title: 'Kajian Ahad 🕌', body: 'Ahad pagi', link: '/masjid' } });
    expect(fine.status).toBe(200);
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('a server fault in the log', () => {
  it('keeps the driver’s words and where, never the query’s parameters or a whole stack', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const fault = new Error('Failed query: insert into "donations" ("donor_name") values ($1)\nparams: Ahmad Fauzi,081234567890', { cause });
    fault.stack = `Error: Failed query...\n    at PgDialect.x (file:///app/node_modules/drizzle-orm/x.js:1:1)\n    at createDonation (file:///app/server/services/donations.ts:120:5)\n    at next (file:///app/server/http/controller.ts:9:9)`;
    const line = JSON.stringify(describeFault(fault));
    expect(describeFault(fault)).toEqual({
      error: 'Error: invalid byte sequence for encoding "UTF8": 0x00', code: '22021', at: 'createDonation server/services/donations.ts:120:5',
    });
    expect(line).not.toMatch(/Ahmad|0812|node_modules/);
    // Under tsx the frames carry plain paths: the log names the project's file, not the machine's.
    fault.stack = `Error: x\n    at createDonation (/srv/jariyah/server/services/donations.ts:120:5)`;
    expect(describeFault(fault).at).toBe('createDonation server/services/donations.ts:120:5');
  });
});

/** Sends raw bytes and answers what came back before the server closed, or the wait ran out. */
function rawExchange(port: number, bytes: string, waitMs: number, closeAfterSend = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.write(bytes, () => {
      if (closeAfterSend) socket.end();
    });
    setTimeout(done, waitMs);
  });
}

describe('slow and broken clients against the real server', () => {
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    server = await startServer({ LOG: '', SEED: '0', REQUEST_TIMEOUT_SECONDS: '2' });
    port = Number(new URL(server.url).port);
  }, 60_000);
  afterAll(() => server.stop());

  const head = (extra: string) =>
    `POST /api/auth HTTP/1.1\r\nHost: 127.0.0.1\r\nkode: login\r\nX-Client-Key: ${WEB_CLIENT_KEY}\r\nContent-Type: application/x-www-form-urlencoded\r\n${extra}\r\n`;

  it('answers 408 and closes when a body stays shorter than its Content-Length', async () => {
    const answer = await rawExchange(port, `${head('Content-Length: 100\r\n')}whatsapp=0812`, 8_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 to headers that never end', async () => {
    const answer = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 8_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('writes no error to the log when a client breaks off its body', async () => {
    const before = server.logs.join('').length;
    await rawExchange(port, `${head('Transfer-Encoding: chunked\r\n')}5\r\nwhats`, 500, true);
    await rawExchange(port, `${head('Transfer-Encoding: chunked\r\n')}ZZ\r\nnot a chunk\r\n0\r\n\r\n`, 1_000);
    await rawExchange(port, `${head('Content-Length: 50\r\n')}whatsapp=0812`, 300, true);
    await new Promise((r) => setTimeout(r, 500));
    const written = server.logs.join('').slice(before);
    expect(written).not.toMatch(/"level":"error"/);
    expect(written).not.toMatch(/\n\s+at /);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes started together on an empty PostgreSQL', () => {
  it('both become healthy: the demo seed runs once, under the migration lock', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `jariyah_start_${randomBytes(5).toString('hex')}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const env = { DATABASE_URL: withDatabase(url, name), PAYMENT_WEBHOOK_SECRET: 'shared-webhook-secret-1234', OTP_PEPPER: 'shared-otp-pepper-123456', SEED: '1' };
    const servers = await Promise.allSettled([startServer(env), startServer(env)]);
    try {
      expect(servers.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
      const probe = new pg.Client({ connectionString: withDatabase(url, name) });
      await probe.connect();
      const { rows } = await probe.query('select count(*)::int as n from mosques');
      await probe.end();
      expect(rows[0].n).toBeGreaterThan(0);
      const again = await startServer(env); // a third start finds everything done
      await again.stop();
    } finally {
      for (const s of servers) if (s.status === 'fulfilled') await s.value.stop();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
