import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { paymentMethods } from '../../../server/db/schema.ts';
import { PaymentMethodListSchema } from '../../../src/contract/payment-method.ts';

describe('asset controller: payment methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  it('lists the active methods of all four kinds in order, each with its minimum', async () => {
    const res = await t.call('asset', 'get_all_payment_method');
    expect(res.status).toBe(200);
    const list = v.parse(PaymentMethodListSchema, res.body.data);
    expect(new Set(list.map((m) => m.type))).toEqual(new Set(['QRIS', 'E-wallet', 'VA', 'Manual']));
    expect(list[0]!.type).toBe('QRIS');
    for (const m of list) expect(m.minimum).toBe(m.type === 'QRIS' || m.type === 'E-wallet' ? 1_000 : 20_000);
    expect(list.filter((m) => m.type === 'VA').map((m) => m.channel_name)).toEqual(
      ['BSI Virtual Account', 'BRI Virtual Account', 'BNI Virtual Account', 'Mandiri Virtual Account'],
    );
    const manual = list.find((m) => m.type === 'Manual')!;
    expect(manual.account_number).toMatch(/^\d{10}$/);
    expect(manual.account_name).toBeTruthy();
    expect(list.filter((m) => m.type !== 'Manual').every((m) => m.account_number === null)).toBe(true);
  });

  it('serves every logo from this app', () => {
    return (async () => {
      const list = v.parse(PaymentMethodListSchema, (await t.call('asset', 'get_all_payment_method')).body.data);
      for (const m of list) {
        expect(m.image).toMatch(/^\/payment\/[a-z0-9-]+\.svg$/);
        const file = path.join(process.cwd(), 'public', m.image!);
        expect(fs.existsSync(file), file).toBe(true);
        expect(fs.readFileSync(file, 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      }
    })();
  });

  it('hides an inactive method and never answers a minimum below the rule', async () => {
    await t.db.update(paymentMethods).set({ active: false }).where(eq(paymentMethods.code, 'OVO'));
    await t.db.update(paymentMethods).set({ minimum: 500 }).where(eq(paymentMethods.code, 'BRI_VA'));
    const list = v.parse(PaymentMethodListSchema, (await t.call('asset', 'get_all_payment_method')).body.data);
    expect(list.some((m) => m.code === 'OVO')).toBe(false);
    expect(list.find((m) => m.code === 'BRI_VA')!.minimum).toBe(20_000);
  });

  it('refuses POST with 405', async () => {
    expect((await t.call('asset', 'get_all_payment_method', { method: 'POST', form: {} })).status).toBe(405);
  });
});
