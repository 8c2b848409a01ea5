import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../support/test-app.ts';
import { donateForm, donationCount, insertPaymentMethods, insertProgram } from '../donation-fixtures.ts';
import { seedUser } from '../account-helpers.ts';
import { users } from '../../../server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { CLIENT_KEY_HEADER, IDEMPOTENCY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../../src/contract/envelope.ts';

/*
 * JSON bodies the API fuzz (fuzz.test.ts) found answered with 500: each failed on main at 28e0e0e.
 */

describe('a JSON body shaped to break the server', () => {
  let t: TestApp;
  let form: Record<string, string>;
  let staffCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const methods = await insertPaymentMethods(t.db);
    form = donateForm((await insertProgram(t.db)).id, methods.qris.code, 'QRIS');
    await seedUser(t, '81234500009');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.whatsapp, '81234500009'));
    const login = await t.call('auth', 'login', { form: { whatsapp: '081234500009', password: 'rahasia123' } });
    staffCookie = sessionCookie(login.response);
  });
  afterAll(() => t.close());

  const post = (controller: string, kode: string, body: string, headers: Record<string, string> = {}) =>
    t.app.request(`http://localhost/api/${controller}`, {
      method: 'POST',
      headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, 'content-type': 'application/json', ...headers },
      body,
    });

  it('nested thousands deep is a 400, not a stack overflow, wherever the input is walked', async () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    // The NUL check walks every action's input; the idempotency hash walks a staff action's.
    const logout = await post('auth', 'logout', deep);
    const staff = await post('admin', 'add_update', `{"slug":"x","title":"t","body":${deep}}`, { cookie: staffCookie, [IDEMPOTENCY_HEADER]: 'deep-nesting-key-1' });
    for (const answer of [logout, staff]) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ status: 400, message: 'Data yang dikirim tidak valid', data: null });
    }
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('a few levels of nesting are still read as before', async () => {
    const answer = await post('auth', 'logout', '{"a":{"b":{"c":[1,[2,{"d":3}]]}}}');
    expect(answer.status).toBe(200);
  });

  it('a "__proto__" key is a field like any other: it supplies no other field and hides no NUL', async () => {
    const before = await donationCount(t.db);
    const { donorName: _, ...withoutName } = form;
    const inherited = await post('transaction', 'storeDonate', JSON.stringify(withoutName).replace(/}$/, ',"__proto__":{"donorName":"Hamba Allah"}}'));
    expect(inherited.status).toBe(422);
    expect(((await inherited.json()) as { errors: Record<string, string> }).errors).toMatchObject({ donorName: expect.any(String) });

    const hiddenNul = await post('transaction', 'storeDonate', JSON.stringify(withoutName).replace(/}$/, ',"__proto__":{"donorName":"Hamba\\u0000Allah"}}'));
    expect(hiddenNul.status).toBe(422);
    expect(await donationCount(t.db)).toBe(before);
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});
