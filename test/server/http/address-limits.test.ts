import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Many people can share one address (a mosque Wi-Fi behind one NAT): ADDRESS_LIMIT_FACTOR scales the
// per-address limits, never the per-number ones.
describe('per-address limits for shared addresses', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  let n = 0;
  const phone = () => `8129${String(100000 + n++).padStart(7, '0')}`;
  const sendFrom = async (app: TestApp) => (await app.call('auth', 'send_otp', { form: { phoneNumber: phone() } })).status;

  it('allows twice the code sends per address with a factor of 2, then answers 429', async () => {
    t = await createTestApp({ env: { ADDRESS_LIMIT_FACTOR: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push(await sendFrom(t));
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
  });

  it('keeps the per-number limit whatever the factor', async () => {
    t = await createTestApp({ env: { ADDRESS_LIMIT_FACTOR: '50' } });
    const one = phone();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await t.call('auth', 'resend_otp', { form: { phoneNumber: one } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses a factor that is not a whole number of at least 1', async () => {
    await expect(createTestApp({ env: { ADDRESS_LIMIT_FACTOR: '0' } })).rejects.toThrow(/ADDRESS_LIMIT_FACTOR/);
  });
});
