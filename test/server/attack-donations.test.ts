import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { donations } from '../../server/db/schema.ts';
import { donateForm, donationCount, insertPaymentMethods, insertProgram, nextDonorAddress, nextDonorPhone, type TestMethods } from './donation-fixtures.ts';

/*
 * Finding 8 of the security review (main at 8805f7f): guest storeDonate had no limit, and 999
 * requests in 8 s took every unique final digit of Rp 100.000 manual transfers for 24 hours, so
 * real donors got 503. Each test here failed on that main.
 */

const HOUR = 3_600_000;
const PENDING = 'Kamu masih punya transfer yang belum dibayar. Selesaikan atau tunggu hingga kedaluwarsa sebelum membuat yang baru.';

describe('8. limits on making donations', () => {
  let t: TestApp;
  let m: TestMethods;
  let programId: number;
  beforeAll(async () => {
    t = await createTestApp();
    m = await insertPaymentMethods(t.db);
    programId = (await insertProgram(t.db)).id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(24 * HOUR + 1000)); // fresh windows; earlier transfers expired

  const donate = (values: Record<string, string>, peer: string, idempotencyKey?: string) =>
    t.call('transaction', 'storeDonate', { form: donateForm(programId, m.manual.code, 'Manual', values), peer, idempotencyKey });

  it('one client cannot take the final digits of an amount: a real donor still gets a transfer', async () => {
    const attacker = '198.51.100.66';
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await donate({ price: '100000', donorPhone: nextDonorPhone() }, attacker)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const held = await t.db.select().from(donations).where(and(eq(donations.amount, 100_000), eq(donations.status, 'pending')));
    expect(held.length).toBe(10);

    const donor = await donate({ price: '100000', donorPhone: nextDonorPhone() }, '192.0.2.10');
    expect(donor.status).toBe(200);
  });

  it('caps the open transfers of one phone, from any address', async () => {
    const phone = nextDonorPhone();
    for (let i = 0; i < 3; i++) expect((await donate({ price: String(20_000 + i), donorPhone: phone }, nextDonorAddress())).status).toBe(200);
    const before = await donationCount(t.db);
    const fourth = await donate({ price: '20003', donorPhone: phone }, nextDonorAddress());
    expect(fourth.status).toBe(422);
    expect(fourth.body.errors).toEqual({ codePayment: PENDING });
    expect(await donationCount(t.db)).toBe(before);
    // Another way to pay is still open to that donor.
    const qris = await t.call('transaction', 'storeDonate', { form: donateForm(programId, m.qris.code, 'QRIS', { donorPhone: phone }), peer: nextDonorAddress() });
    expect(qris.status).toBe(200);
  });

  it('limits donations of every kind per address and per phone an hour', async () => {
    const address = '198.51.100.77';
    const fromAddress: number[] = [];
    for (let i = 0; i < 31; i++) {
      fromAddress.push((await t.call('transaction', 'storeDonate', { form: donateForm(programId, m.qris.code, 'QRIS'), peer: address })).status);
    }
    expect(fromAddress.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(fromAddress[30]).toBe(429);

    const phone = nextDonorPhone();
    const fromPhone: number[] = [];
    for (let i = 0; i < 11; i++) {
      fromPhone.push((await t.call('transaction', 'storeDonate', { form: donateForm(programId, m.qris.code, 'QRIS', { donorPhone: phone }), peer: nextDonorAddress() })).status);
    }
    expect(fromPhone.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(fromPhone[10]).toBe(429);
  });

  it('answers a retry with the same Idempotency-Key without counting it', async () => {
    const address = '198.51.100.88';
    const form = { price: '75000', donorPhone: nextDonorPhone() };
    const first = await donate(form, address, 'retry-after-a-lost-answer-01');
    for (let i = 0; i < 40; i++) {
      const again = await donate(form, address, 'retry-after-a-lost-answer-01');
      expect(again.status).toBe(200);
      expect(again.body.data.codeDonate).toBe(first.body.data.codeDonate);
    }
  });
});
