import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { KENCLENG_PENDING_MAX } from '../../../src/contract/kencleng-box.ts';
import { auditLog, kenclengOpenings, mosques, programs, users } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { adminMessages } from '../../../src/contract/admin.ts';
import { roleMessages } from '../../../src/contract/admin-mosque.ts';
import { FinanceReportSchema } from '../../../src/contract/mosque-finance.ts';
import {
  FridayReportSchema, KenclengOpeningListSchema, KenclengOpeningSchema, kenclengMessages,
} from '../../../src/contract/kencleng-box.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';
import { keepSteppedUp } from '../admin-fixtures.ts';

// A 1×1 PNG: the smallest honest photo of a counted box.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('Buka kencleng: two witnesses before the books', () => {
  let t: TestApp;
  type Account = { user: typeof users.$inferSelect; cookie: string };
  let admin: Account, counter: Account, witness: Account, third: Account, otherStaff: Account, fresh: Account;
  let mosque: typeof mosques.$inferSelect, other: typeof mosques.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2026-11-19T05:00:00Z') }); // a Thursday, 12:00 WIB
    admin = await insertUserWithSession(t.db, t.clock.now, '81377770001');
    counter = await insertUserWithSession(t.db, t.clock.now, '81377770002');
    witness = await insertUserWithSession(t.db, t.clock.now, '81377770003');
    third = await insertUserWithSession(t.db, t.clock.now, '81377770004');
    otherStaff = await insertUserWithSession(t.db, t.clock.now, '81377770005');
    fresh = await insertUserWithSession(t.db, t.clock.now, '81377770006');
    await grantAdminRoles(t.db, ['81377770001']);
    [mosque] = await t.db.insert(mosques).values({ slug: 'masjid-saksi', nama: 'Masjid Saksi', alamat: 'Jl. Saksi' }).returning() as [typeof mosques.$inferSelect];
    [other] = await t.db.insert(mosques).values({ slug: 'masjid-lain', nama: 'Masjid Lain', alamat: 'Jl. Lain' }).returning() as [typeof mosques.$inferSelect];
    await t.db.insert(programs).values({ masjidId: mosque.id, type: 'kencleng-masjid', slug: 'kencleng-saksi', header: 'Kencleng Saksi', allTime: 'Y' });
    await t.db.insert(programs).values({ masjidId: other.id, type: 'kencleng-masjid', slug: 'kencleng-lain', header: 'Kencleng Lain', allTime: 'Y' });
    for (const who of [admin, counter, witness, third, otherStaff]) await keepSteppedUp(t.db, who.cookie);
    for (const [who, m] of [[counter, mosque], [witness, mosque], [third, mosque], [fresh, mosque], [otherStaff, other]] as const) {
      const res = await t.call('admin', 'grant_staff', { form: { masjid_id: String(m.id), whatsapp: `0${who.user.whatsapp}` }, cookie: admin.cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  const post = (kode: string, form: Record<string, string>, who: Account) =>
    t.call('admin', kode, { form, cookie: who.cookie, idempotencyKey: crypto.randomUUID() });
  const count_ = (who: Account, amount: string, extra: Record<string, string> = {}) =>
    post('open_kencleng_count', { masjid_id: String(mosque.id), amount, ...extra }, who);
  const kenclengThisWeek = async () => {
    const res = await t.call('masjid', 'get_finance', { query: { slug: 'masjid-saksi', period: 'minggu' } });
    return v.parse(FinanceReportSchema, res.body.data);
  };
  const openingRows = async () => (await t.db.select({ n: count() }).from(kenclengOpenings))[0]!.n;
  const auditRows = async (action: string) => (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;

  it('enters the books once: counted by one staff member, confirmed by another, shown with both names', async () => {
    const before = await kenclengThisWeek();
    expect(before.periods[0]!.income_by_source.kencleng).toBe(0);

    const counted = await count_(counter, '1.250.000', { note: 'Kotak serambi', photo: PNG });
    expect(counted.status, JSON.stringify(counted.body)).toBe(201);
    expect(counted.body.message).toBe(kenclengMessages.counted);
    const opening = v.parse(KenclengOpeningSchema, counted.body.data);
    expect(opening).toMatchObject({ amount: 1_250_000, status: 'pending', counted_by: counter.user.nama, confirmed_by: null, counted_by_me: true });
    expect(opening.photo).toMatch(/^\/uploads\/[a-f0-9-]{36}\.png$/);

    // Pending: not in the books yet.
    expect((await kenclengThisWeek()).periods[0]!.income_by_source.kencleng).toBe(0);
    const seenByWitness = v.parse(KenclengOpeningListSchema, (await t.call('admin', 'list_kencleng_openings', { query: { masjid_id: String(mosque.id) }, cookie: witness.cookie })).body.data);
    expect(seenByWitness.find((o) => o.id === opening.id)).toMatchObject({ status: 'pending', counted_by_me: false });

    const confirmed = await post('confirm_kencleng_count', { id: String(opening.id) }, witness);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.message).toBe(kenclengMessages.confirmed);
    expect(v.parse(KenclengOpeningSchema, confirmed.body.data)).toMatchObject({ status: 'confirmed', confirmed_by: witness.user.nama });

    // Again (another key, another witness): refused, and the money counts once.
    const again = await post('confirm_kencleng_count', { id: String(opening.id) }, witness);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(kenclengMessages.notPending);
    expect((await post('confirm_kencleng_count', { id: String(opening.id) }, third)).status).toBe(409);

    const report = await kenclengThisWeek();
    expect(report.periods[0]!.income_by_source.kencleng).toBe(1_250_000);
    expect(report.periods[0]!.income - before.periods[0]!.income).toBe(1_250_000);
    expect(report.box_openings).toEqual([{ date: '2026-11-19', amount: 1_250_000, counted_by: counter.user.nama, confirmed_by: witness.user.nama }]);

    const trail = await t.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'kencleng_opening'), eq(auditLog.targetId, String(opening.id))));
    expect(trail.map((r) => [r.action, r.actorName, r.masjidId])).toEqual([
      ['open_kencleng_count', counter.user.nama, mosque.id],
      ['confirm_kencleng_count', witness.user.nama, mosque.id],
    ]);
  });

  it('refuses the counter as their own witness, in the server and in the database', async () => {
    const counted = v.parse(KenclengOpeningSchema, (await count_(counter, '300000')).body.data);
    const own = await post('confirm_kencleng_count', { id: String(counted.id) }, counter);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(kenclengMessages.ownCount);
    const [row] = await t.db.select().from(kenclengOpenings).where(eq(kenclengOpenings.id, counted.id));
    expect(row!.status).toBe('pending');
    // Even a careless future code path cannot write it: the table refuses one person as both witnesses.
    await expect(t.db.update(kenclengOpenings).set({ status: 'confirmed', confirmedBy: counter.user.id, confirmedByName: 'x', confirmedAt: t.clock.now })
      .where(eq(kenclengOpenings.id, counted.id))).rejects.toThrow();
    // Tidy: cancel it so later tests start from the confirmed total only.
    expect((await post('cancel_kencleng_count', { id: String(counted.id) }, counter)).status).toBe(200);
  });

  it('lets two witnesses race for one count: exactly one confirms it', async () => {
    const counted = v.parse(KenclengOpeningSchema, (await count_(counter, '50000')).body.data);
    const answers = await Promise.all([witness, third].map((who) => post('confirm_kencleng_count', { id: String(counted.id) }, who)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await kenclengThisWeek()).periods[0]!.income_by_source.kencleng).toBe(1_300_000);
  });

  it('cancels a pending count: it never enters the books and cannot be confirmed later; a confirmed one cannot be cancelled', async () => {
    const counted = v.parse(KenclengOpeningSchema, (await count_(counter, '777000')).body.data);
    const cancelled = await post('cancel_kencleng_count', { id: String(counted.id) }, witness);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(kenclengMessages.cancelled);
    expect((await post('confirm_kencleng_count', { id: String(counted.id) }, witness)).status).toBe(409);
    expect((await kenclengThisWeek()).periods[0]!.income_by_source.kencleng).toBe(1_300_000);
    expect(await auditRows('cancel_kencleng_count')).toBe(2);

    const confirmedRow = (await t.db.select().from(kenclengOpenings).where(eq(kenclengOpenings.status, 'confirmed')))[0]!;
    expect((await post('cancel_kencleng_count', { id: String(confirmedRow.id) }, third)).status).toBe(409);
  });

  it("refuses staff of another mosque (403) and changes nothing; the trail holds only the mosque's own staff", async () => {
    const pending = v.parse(KenclengOpeningSchema, (await count_(counter, '120000')).body.data);
    const rowsBefore = await openingRows();
    const trailBefore = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const attempts = [
      await count_(otherStaff, '100000'),
      await post('confirm_kencleng_count', { id: String(pending.id) }, otherStaff),
      await post('cancel_kencleng_count', { id: String(pending.id) }, otherStaff),
      await t.call('admin', 'list_kencleng_openings', { query: { masjid_id: String(mosque.id) }, cookie: otherStaff.cookie }),
      await t.call('admin', 'get_friday_report', { query: { masjid_id: String(mosque.id) }, cookie: otherStaff.cookie }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(adminMessages.forbidden);
    }
    // A plain user and a guest learn nothing either.
    const member = await insertUserWithSession(t.db, t.clock.now);
    expect((await post('confirm_kencleng_count', { id: String(pending.id) }, member)).status).toBe(403);
    expect((await t.call('admin', 'confirm_kencleng_count', { form: { id: String(pending.id) }, idempotencyKey: crypto.randomUUID() })).status).toBe(401);

    expect(await openingRows()).toBe(rowsBefore);
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(trailBefore);
    const [row] = await t.db.select().from(kenclengOpenings).where(eq(kenclengOpenings.id, pending.id));
    expect(row!.status).toBe('pending');
    expect((await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorName, otherStaff.user.nama)))[0]!.n).toBe(0);
    await post('cancel_kencleng_count', { id: String(pending.id) }, counter);
  });

  it('asks for the password again before a count or a confirmation (money)', async () => {
    const res = await count_(fresh, '100000');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(roleMessages.stepUpNeeded);
  });

  it('refuses bad counts with an Indonesian message and changes nothing', async () => {
    const rowsBefore = await openingRows();
    const cases: Array<[string, string]> = [
      ['-50000', kenclengMessages.amountNotPositive],
      ['0', kenclengMessages.amountNotPositive],
      ['12500,5', kenclengMessages.amountNotWhole],
      ['5000000000', kenclengMessages.amountAbsurd],
      ['99999999999999999999999', kenclengMessages.amountAbsurd],
      ['lima ratus ribu', kenclengMessages.amountInvalid],
      ['', kenclengMessages.amountInvalid],
    ];
    for (const [amount, message] of cases) {
      const res = await count_(counter, amount);
      expect(res.status, amount).toBe(422);
      expect(res.body.errors?.amount, amount).toBe(message);
    }
    const json = await t.call('admin', 'open_kencleng_count', { json: { masjid_id: mosque.id, amount: 1234.5 }, cookie: counter.cookie, idempotencyKey: crypto.randomUUID() });
    expect(json.status).toBe(422);
    expect(json.body.errors?.amount).toBe(kenclengMessages.amountNotWhole);

    const badPhoto = await count_(counter, '100000', { photo: 'data:image/png;base64,PGh0bWw+PC9odG1sPg==' });
    expect(badPhoto.status).toBe(422);
    expect(badPhoto.body.errors?.photo).toBe(kenclengMessages.photoType);
    const [empty] = await t.db.insert(mosques).values({ slug: 'masjid-tanpa-kotak', nama: 'Masjid Tanpa Kotak', alamat: 'Jl. Kosong' }).returning();
    const noBox = await post('open_kencleng_count', { masjid_id: String(empty!.id), amount: '1000' }, admin);
    expect(noBox.status).toBe(422);
    expect(noBox.body.message).toBe(kenclengMessages.noKencleng);
    expect(await openingRows()).toBe(rowsBefore);
  });

  it('caps pending counts per mosque and count actions per person per hour (429 with Retry-After), changing nothing beyond', async () => {
    const [busy] = await t.db.insert(mosques).values({ slug: 'masjid-ramai', nama: 'Masjid Ramai', alamat: 'Jl. Ramai' }).returning();
    await t.db.insert(programs).values({ masjidId: busy!.id, type: 'kencleng-masjid', slug: 'kencleng-ramai', header: 'Kencleng Ramai', allTime: 'Y' });
    const keeper = await insertUserWithSession(t.db, t.clock.now, '81377770099');
    await keepSteppedUp(t.db, keeper.cookie);
    expect((await t.call('admin', 'grant_staff', { form: { masjid_id: String(busy!.id), whatsapp: '081377770099' }, cookie: admin.cookie })).status).toBe(200);
    const countHere = () => post('open_kencleng_count', { masjid_id: String(busy!.id), amount: '10000' }, keeper);

    const ids: number[] = [];
    for (let i = 0; i < KENCLENG_PENDING_MAX; i++) {
      const res = await countHere();
      expect(res.status).toBe(201);
      ids.push(v.parse(KenclengOpeningSchema, res.body.data).id);
    }
    const uploads = async () => (await fs.readdir(path.join(t.deps.config.dataDir, 'uploads')).catch(() => [])).length;
    const filesBefore = await uploads();
    const over = await post('open_kencleng_count', { masjid_id: String(busy!.id), amount: '10000', photo: PNG }, keeper);
    expect(over.status).toBe(409);
    expect(await uploads()).toBe(filesBefore); // a refused count leaves no photo behind
    expect(over.body.message).toBe(kenclengMessages.tooManyPending);
    const pendingHere = async () => (await t.db.select({ n: count() }).from(kenclengOpenings)
      .where(and(eq(kenclengOpenings.masjidId, busy!.id), eq(kenclengOpenings.status, 'pending'))))[0]!.n;
    expect(await pendingHere()).toBe(KENCLENG_PENDING_MAX);

    // 21 actions so far; nine cancellations reach the hour's 30, the next one waits.
    for (const id of ids.slice(0, 9)) expect((await post('cancel_kencleng_count', { id: String(id) }, keeper)).status).toBe(200);
    const limited = await post('cancel_kencleng_count', { id: String(ids[9]) }, keeper);
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await pendingHere()).toBe(KENCLENG_PENDING_MAX - 9);
    t.clock.advance(60 * 60 * 1000);
    expect((await post('cancel_kencleng_count', { id: String(ids[9]) }, keeper)).status).toBe(200);
    t.clock.set(new Date('2026-11-19T05:00:00Z'));
  });

  it("answers 'Laporan Jumat' for the week before the coming Friday, with the box and both names", async () => {
    const res = await t.call('admin', 'get_friday_report', { query: { masjid_id: String(mosque.id) }, cookie: third.cookie });
    expect(res.status).toBe(200);
    const report = v.parse(FridayReportSchema, res.body.data);
    expect(report).toMatchObject({ friday: '2026-11-20', from: '2026-11-13', to: '2026-11-19', kencleng: 1_300_000, kencleng_box: 1_300_000, kencleng_online: 0, infaq_online: 0, expense: 0 });
    expect(report.openings.map((o) => [o.amount, o.counted_by, o.confirmed_by])).toEqual([
      [1_250_000, counter.user.nama, witness.user.nama],
      [50_000, counter.user.nama, expect.any(String)],
    ]);
  });
});
