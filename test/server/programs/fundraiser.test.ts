import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { donations, fundraisers, paymentMethods, programs } from '../../../server/db/schema.ts';
import { newKodeRef, registerFundraiser } from '../../../server/programs/fundraisers.ts';
import { HOUR, login, seedUser } from '../account-helpers.ts';

describe('the fundraiser controller', () => {
  let t: TestApp;
  let n = 0;
  async function account() {
    n += 1;
    const phone = `8124444${String(n).padStart(4, '0')}`;
    const user = await seedUser(t, phone);
    return { user, cookie: await login(t, phone) };
  }
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => t.clock.advance(HOUR));

  it('asks a guest to log in', async () => {
    expect((await t.call('fundraiser', 'get_user')).status).toBe(401);
    expect((await t.call('fundraiser', 'register', { form: {} })).status).toBe(401);
  });

  it('answers null before registering, then the record with an unguessable kode_ref; registering again is harmless', async () => {
    const { cookie } = await account();
    const before = await t.call('fundraiser', 'get_user', { cookie });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ data: null });

    const first = await t.call('fundraiser', 'register', { form: {}, cookie });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Kamu sekarang terdaftar sebagai fundraiser');
    const record = first.body.data.data;
    expect(record).toEqual({ kode_ref: expect.stringMatching(/^[A-Z2-7]{8}$/), created_date: t.clock.now.toISOString(), jumlah_donasi: 0, total_donasi: 0 });

    const second = await t.call('fundraiser', 'register', { form: {}, cookie });
    expect(second.status).toBe(200);
    expect(second.body.data.data.kode_ref).toBe(record.kode_ref);
    expect((await t.call('fundraiser', 'get_user', { cookie })).body.data.data).toEqual(record);

    const other = await account();
    const theirs = await t.call('fundraiser', 'register', { form: {}, cookie: other.cookie });
    expect(theirs.body.data.data.kode_ref).not.toBe(record.kode_ref);
  });

  it('draws a new code when the first one is taken', async () => {
    const a = await account();
    const b = await account();
    const fixed = () => Buffer.from([1, 2, 3, 4, 5]);
    const taken = await registerFundraiser(t.db, a.user.id, t.clock.now, fixed);
    let calls = 0;
    const thenRandom = (size: number) => (calls++ === 0 ? fixed() : Buffer.from([9, 8, 7, 6, 5]).subarray(0, size));
    const fresh = await registerFundraiser(t.db, b.user.id, t.clock.now, thenRandom);
    expect(fresh.created).toBe(true);
    expect(fresh.fundraiser.kode_ref).not.toBe(taken.fundraiser.kode_ref);
    expect(newKodeRef(fixed)).toBe(taken.fundraiser.kode_ref);
  });

  it('counts only paid donations made through the referral', async () => {
    const { user, cookie } = await account();
    await t.call('fundraiser', 'register', { form: {}, cookie });
    const mine = (await t.db.select().from(fundraisers)).find((f) => f.userId === user.id)!;
    const [program] = await t.db.insert(programs).values({ type: 'infaq', slug: 'infaq-fr-test', header: 'Infaq Subuh' }).returning();
    const [method] = await t.db.insert(paymentMethods).values({ type: 'QRIS', channelName: 'QRIS', code: 'QRIS-FR', minimum: 1000 }).returning();
    const base = {
      programId: program!.id, paymentMethodId: method!.id, donorName: 'Hamba Allah', donorPhone: '81200000000',
      createdAt: t.clock.now, expiresAt: new Date(t.clock.now.getTime() + 86_400_000),
    };
    await t.db.insert(donations).values([
      { ...base, code: 'FR-1', amount: 50_000, total: 50_000, status: 'paid', fundraiserId: mine.id },
      { ...base, code: 'FR-2', amount: 25_000, total: 25_000, status: 'paid', fundraiserId: mine.id },
      { ...base, code: 'FR-3', amount: 100_000, total: 100_000, status: 'pending', fundraiserId: mine.id },
      { ...base, code: 'FR-4', amount: 70_000, total: 70_000, status: 'expired', fundraiserId: mine.id },
      { ...base, code: 'FR-5', amount: 10_000, total: 10_000, status: 'paid' },
    ]);
    const res = await t.call('fundraiser', 'get_user', { cookie });
    expect(res.body.data.data).toMatchObject({ jumlah_donasi: 2, total_donasi: 75_000 });
  });

  it('answers get_user only on GET and register only on POST', async () => {
    const { cookie } = await account();
    expect((await t.call('fundraiser', 'get_user', { form: {}, cookie })).status).toBe(405);
    expect((await t.call('fundraiser', 'register', { cookie })).status).toBe(405);
  });
});
