import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../support/test-app.ts';
import { donations } from '../../../server/db/schema.ts';
import { donateForm, donationCount, openDonationApp, storeDonate, type TestMethods } from '../donation-fixtures.ts';

const HOUR = 3_600_000;

describe('donations under concurrency', () => {
  let t: TestApp;
  let m: TestMethods;
  let programId: number;
  beforeAll(async () => {
    ({ t, m, programId } = await openDonationApp());
  });
  afterAll(async () => t?.close());

  it('gives 200 concurrent manual transfers of the same amount 200 distinct totals', async () => {
    const results = await Promise.all(
      // 200 donors, each from a phone and address of their own.
      Array.from({ length: 200 }, () => storeDonate(t, donateForm(programId, m.manual.code, 'Manual', { price: '50000' }))),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const rows = await t.db.select().from(donations).where(and(eq(donations.paymentMethodId, m.manual.id), eq(donations.amount, 50_000)));
    expect(rows).toHaveLength(200);
    const totals = new Set(rows.map((r) => r.total));
    expect(totals.size).toBe(200);
    for (const r of rows) {
      expect(r.uniqueDigits).toBeGreaterThanOrEqual(1);
      expect(r.uniqueDigits).toBeLessThanOrEqual(999);
      expect(r.total).toBe(50_000 + r.uniqueDigits);
    }
    expect(new Set(results.map((r) => r.body.data.codeDonate)).size).toBe(200);
  }, 120_000);

  it('creates one donation for concurrent requests carrying the same Idempotency-Key', async () => {
    const before = await donationCount(t.db);
    const form = donateForm(programId, m.manual.code, 'Manual', { price: '30000' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => storeDonate(t, form, { idempotencyKey: 'same-attempt-7f3a9c' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.body.data.codeDonate)).size).toBe(1);
    expect(await donationCount(t.db)).toBe(before + 1);
  });

  it('says so when every final digit of an amount is taken, and frees them once those transfers expire', async () => {
    // 999 open transfers of 40.000 to this account, made directly: all digits 1..999 in use.
    const expiresAt = new Date(t.clock.now.getTime() + 24 * HOUR);
    await t.db.insert(donations).values(
      Array.from({ length: 999 }, (_, i) => ({
        code: `JRYFILL${String(i).padStart(6, '0')}`, programId, amount: 40_000, uniqueDigits: i + 1, total: 40_000 + i + 1,
        donorName: 'Pengisi', donorPhone: '81200000000', paymentMethodId: m.manual.id, createdAt: t.clock.now, expiresAt,
      })),
    );
    const before = await donationCount(t.db);
    const full = await storeDonate(t, donateForm(programId, m.manual.code, 'Manual', { price: '40000' }));
    expect(full.status).toBe(503);
    expect(full.body.message).toMatch(/nominal lain/);
    expect(await donationCount(t.db)).toBe(before);
    // Another amount to the same account still works meanwhile.
    expect((await storeDonate(t, donateForm(programId, m.manual.code, 'Manual', { price: '41000' }))).status).toBe(200);

    t.clock.advance(24 * HOUR + 1000);
    const later = await storeDonate(t, donateForm(programId, m.manual.code, 'Manual', { price: '40000' }));
    expect(later.status).toBe(200);
    const [stale] = await t.db.select().from(donations).where(eq(donations.code, 'JRYFILL000000'));
    expect(stale?.status).toBe('expired');
  }, 60_000);
});
