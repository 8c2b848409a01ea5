import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { startServer } from '../support/server-process.ts';
import { serverApi } from '../support/server-api.ts';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/payments/signature.ts';
import { WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

describe('the server process', () => {
  it('stops with one clear line naming a bad variable', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'delapan', SKIP_BUILD: '1' }, encoding: 'utf8', timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('Invalid environment variable PORT: must be a port number');
  });

  it('creates and migrates a fresh data folder, answers health, and exits cleanly on SIGTERM', async () => {
    const server = await startServer({ LOG: '' });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    server.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    await server.stop();
  }, 60_000);
});

describe('stopping', () => {
  it('answers the request in flight at SIGTERM, then exits 0', async () => {
    const server = await startServer({ SEED: '0' });
    const port = Number(new URL(server.url).port);
    const body = JSON.stringify({ whatsapp: '081234567890', password: 'bukanSandiku1' });
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (b) => {
      answer += b.toString();
    });
    const closed = new Promise((r) => socket.once('close', r));
    await new Promise((r) => socket.once('connect', r));
    socket.write(`POST /api/auth HTTP/1.1\r\nHost: 127.0.0.1\r\nkode: login\r\nX-Client-Key: ${WEB_CLIENT_KEY}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((r) => server.process.once('exit', (code) => r(code)));
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect(server.process.exitCode).toBeNull(); // still finishing the request
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await exited).toBe(0);
    await server.stop();
  }, 60_000);
});

describe('npm start as it is', () => {
  it('runs in production mode: secrets generated in the data folder, no outbox, npm run pay signs with them', async () => {
    const server = await startServer({ NODE_ENV: undefined, LOG: '' });
    try {
      const api = serverApi(server.url);

      // No live codes for anyone, not even from this machine; the code goes to the operator's log.
      expect((await api('auth', 'send_otp', { json: { phoneNumber: '81266661234' } })).status).toBe(200);
      expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(404);
      await vi.waitFor(() => expect(server.logs.join('')).toMatch(/"to":"6281266661234","text":"Assalamu'alaikum! Kode OTP Jariyah kamu untuk mendaftar: \d{5}/));

      const stored = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
      expect(fs.statSync(path.join(server.dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
      expect(stored.paymentWebhookSecret).toMatch(/^[\w-]{43}$/);
      expect(stored.otpPepper).toMatch(/^[\w-]{43}$/);

      const program = (await api('campaign', 'get_campaign_limit', { query: { limit: '1' } })).body.data[0] as { programId: string };
      const qris = ((await api('asset', 'get_all_payment_method')).body.data as { type: string; code: string }[]).find((m) => m.type === 'QRIS')!;
      const made = await api('transaction', 'storeDonate', {
        json: { programId: program.programId, price: '25000', codePayment: qris.code, typePayment: 'QRIS', donorName: 'Hamba Allah', donorPhone: '081266661235' },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const code = made.body.data.codeDonate as string;

      // The webhook refuses the secret that once stood in the source...
      const body = JSON.stringify({ event_id: 'forged-1', codeDonate: code, status: 'paid', amount: 25_000 });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const forged = await fetch(`${server.url}/api/payment/notify`, {
        method: 'POST', body,
        headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signNotification('dev-only-payment-webhook-secret', timestamp, body) },
      });
      expect(forged.status).toBe(401);
      // ...and `npm run pay` beside the server finds the generated one.
      const pay = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pay.ts', code], {
        env: { ...process.env, BASE_URL: server.url, DATA_DIR: server.dataDir, PAYMENT_WEBHOOK_SECRET: '' }, encoding: 'utf8', timeout: 30_000,
      });
      expect(pay.status, pay.stderr).toBe(0);
      expect((await api('transaction', 'getTransaction', { query: { codeDonate: code } })).body.data.state).toBe('paid');
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('refuses to share PostgreSQL in production without secrets set', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', SKIP_BUILD: '1', PAYMENT_WEBHOOK_SECRET: '', OTP_PEPPER: '' },
      encoding: 'utf8', timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('Invalid environment variable PAYMENT_WEBHOOK_SECRET: must be set when DATABASE_URL is set (every server process needs the same value)');
  });
});
