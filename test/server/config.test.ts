import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { loadOrCreateSecrets, resolveSecrets } from '../../server/secrets.ts';

describe('configuration', () => {
  it('defaults to port 8080 and PGlite in data/', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
  });
  it('names the variable of a bad value in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
  it('runs in production mode unless told otherwise', () => {
    expect(loadConfig({}).env).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).env).toBe('development');
  });
  it('refuses the secrets once published in the source, outside development', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'test' }]) {
      expect(() => loadConfig({ ...env, PAYMENT_WEBHOOK_SECRET: 'dev-only-payment-webhook-secret' })).toThrow(/^Invalid environment variable PAYMENT_WEBHOOK_SECRET: /);
      expect(() => loadConfig({ ...env, OTP_PEPPER: 'dev-only-otp-pepper-change-me' })).toThrow(/^Invalid environment variable OTP_PEPPER: /);
    }
    expect(loadConfig({ NODE_ENV: 'development', OTP_PEPPER: 'dev-only-otp-pepper-change-me' }).givenSecrets.otpPepper).toBe('dev-only-otp-pepper-change-me');
  });
  it('lets the CSP reach the outside hosts it is given, and names a bad one', () => {
    expect(loadConfig({}).externalOrigins).toEqual({ audio: 'https://cdn.equran.id', mapTiles: 'https://tile.openstreetmap.org' });
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).externalOrigins.mapTiles).toBe('https://tiles.example');
    expect(() => loadConfig({ AUDIO_BASE_URL: 'cdn tanpa skema' })).toThrow(/^Invalid environment variable AUDIO_BASE_URL: /);
  });
  it('reads SKIP_BUILD and LOG here too, with development as a default the environment may override', () => {
    expect(loadConfig({}).buildIfStale).toBe(true);
    expect(loadConfig({ SKIP_BUILD: '1', LOG: 'silent' })).toMatchObject({ buildIfStale: false, silentLog: true });
    expect(loadConfig({}, { NODE_ENV: 'development' }).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }, { NODE_ENV: 'development' }).env).toBe('test');
  });
  it('takes TRUST_PROXY as a number of proxy hops', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2', PUBLIC_ORIGIN: 'https://jariyah.example' }).trustProxyHops).toBe(2); // production behind a proxy needs its origin (issue 27)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/^Invalid environment variable TRUST_PROXY: /);
  });
});

describe('secrets the operator did not set', () => {
  const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-secrets-'));

  it('are made once in the data folder and read back on every start', () => {
    const dir = tempDir();
    const first = resolveSecrets(loadConfig({ DATA_DIR: dir }));
    const again = resolveSecrets(loadConfig({ DATA_DIR: dir }));
    expect(first.paymentWebhookSecret).toBe(again.paymentWebhookSecret);
    expect(first.otpPepper).toBe(again.otpPepper);
    expect(first.otpPepper).not.toBe(first.paymentWebhookSecret);
    expect(resolveSecrets(loadConfig({ DATA_DIR: tempDir() })).otpPepper).not.toBe(first.otpPepper);
  });

  it('give way to the environment, and are not written when all are set', () => {
    const dir = tempDir();
    const vapid = webpush.generateVAPIDKeys();
    const c = resolveSecrets(loadConfig({
      DATA_DIR: dir, PAYMENT_WEBHOOK_SECRET: 'a-webhook-secret-of-mine', OTP_PEPPER: 'an-otp-pepper-of-my-own',
      VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:pengurus@masjid.example',
    }));
    expect(c.paymentWebhookSecret).toBe('a-webhook-secret-of-mine');
    expect(c.vapid).toEqual({ ...vapid, subject: 'mailto:pengurus@masjid.example' });
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });

  it('VAPID keys: generated into the folder and kept; added to a file from before Web Push; both or neither', () => {
    const dir = tempDir();
    const first = resolveSecrets(loadConfig({ DATA_DIR: dir }));
    expect(first.vapid?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(resolveSecrets(loadConfig({ DATA_DIR: dir })).vapid).toEqual(first.vapid);
    const old = tempDir();
    fs.writeFileSync(path.join(old, 'secrets.json'), JSON.stringify({ paymentWebhookSecret: 'p'.repeat(43), otpPepper: 'o'.repeat(43) }));
    const upgraded = resolveSecrets(loadConfig({ DATA_DIR: old }));
    expect(upgraded.paymentWebhookSecret).toBe('p'.repeat(43));
    expect(upgraded.vapid?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(fs.readFileSync(path.join(old, 'secrets.json'), 'utf8'))).toMatchObject({ otpPepper: 'o'.repeat(43), vapidPublicKey: upgraded.vapid?.publicKey });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: first.vapid!.publicKey })).toThrow('VAPID_PRIVATE_KEY');
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone' })).toThrow('VAPID_SUBJECT');
  });

  it('agree between processes that start together on one folder', () => {
    const dir = tempDir();
    const made = Array.from({ length: 5 }, () => loadOrCreateSecrets(dir));
    expect(new Set(made.map((s) => s.otpPepper)).size).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']);
  });

  it('stop the server with one line when the file is damaged', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'secrets.json'), '{"otpPepper": 1}');
    expect(() => resolveSecrets(loadConfig({ DATA_DIR: dir }))).toThrow(ConfigError);
  });
});
