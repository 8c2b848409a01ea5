import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

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
  it('takes TRUST_PROXY as a number of proxy hops', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/^Invalid environment variable TRUST_PROXY: /);
  });
});
