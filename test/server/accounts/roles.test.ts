import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, donations, mosqueActivities, mosques, programs, users } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { hashPassword } from '../../../server/accounts/passwords.ts';
import { createSession, SESSION_COOKIE } from '../../../server/lib/sessions.ts';
import { buildFinancePeriods, periodStart, type Movement } from '../../../server/mosques/ledger.ts';
import { jakartaDate } from '../../../src/contract/jakarta-date.ts';
import {
  AdminScopeSchema, AuditListSchema, FinanceEntrySchema, STEP_UP_MINUTES, roleMessages,
} from '../../../src/contract/admin-mosque.ts';
import { adminMessages } from '../../../src/contract/admin.ts';
import { FinanceReportSchema, MosqueActivityListSchema, type FinancePeriod } from '../../../src/contract/mosque-finance.ts';
import { insertPaymentMethods, insertUserWithSession, type TestMethods } from '../donation-fixtures.ts';
import { keepSteppedUp } from '../admin-fixtures.ts';

const DAY = 86_400_000;
const PASSWORD = 'rahasia-pengurus-1';
const CHEAP = { logN: 10, r: 8, p: 1 } as const;

/** A small seeded PRNG (mulberry32): generated entries replay the same on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('roles, step-up and the audit trail', () => {
  let t: TestApp;
  let m: TestMethods;
  type Account = { user: typeof users.$inferSelect; cookie: string };
  let admin: Account, staffA: Account, staffB: Account, member: Account;
  let mosqueA: typeof mosques.$inferSelect, mosqueB: typeof mosques.$inferSelect;
  let kenclengA: typeof programs.$inferSelect, kenclengB: typeof programs.$inferSelect, campaign: typeof programs.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp();
    m = await insertPaymentMethods(t.db);
    admin = await insertUserWithSession(t.db, t.clock.now, '81355550001');
    staffA = await insertUserWithSession(t.db, t.clock.now, '81355550002');
    staffB = await insertUserWithSession(t.db, t.clock.now, '81355550003');
    member = await insertUserWithSession(t.db, t.clock.now, '81355550004');
    const hash = await hashPassword(PASSWORD, CHEAP);
    await t.db.update(users).set({ passwordHash: hash });
    await grantAdminRoles(t.db, ['81355550001']);
    [mosqueA] = await t.db.insert(mosques).values({ slug: 'masjid-a', nama: 'Masjid A', alamat: 'Jl. A' }).returning() as [typeof mosques.$inferSelect];
    [mosqueB] = await t.db.insert(mosques).values({ slug: 'masjid-b', nama: 'Masjid B', alamat: 'Jl. B' }).returning() as [typeof mosques.$inferSelect];
    [kenclengA] = await t.db.insert(programs).values({ masjidId: mosqueA.id, type: 'kencleng-masjid', slug: 'kencleng-a', header: 'Kencleng A', allTime: 'Y' }).returning() as [typeof programs.$inferSelect];
    [kenclengB] = await t.db.insert(programs).values({ masjidId: mosqueB.id, type: 'kencleng-masjid', slug: 'kencleng-b', header: 'Kencleng B', allTime: 'Y' }).returning() as [typeof programs.$inferSelect];
    [campaign] = await t.db.insert(programs).values({ masjidId: null, type: 'infaq', slug: 'kampanye', header: 'Kampanye', allTime: 'Y' }).returning() as [typeof programs.$inferSelect];
    await keepSteppedUp(t.db, admin.cookie);
    // The admin assigns the staff through the API.
    for (const [who, mosque] of [[staffA, mosqueA], [staffB, mosqueB]] as const) {
      const res = await t.call('admin', 'grant_staff', { form: { masjid_id: String(mosque.id), whatsapp: `0${who.user.whatsapp}` }, cookie: admin.cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  const call = (kode: string, input: Record<string, string>, method: 'GET' | 'POST', cookie?: string) =>
    method === 'GET' ? t.call('admin', kode, { query: input, cookie }) : t.call('admin', kode, { form: input, cookie, idempotencyKey: crypto.randomUUID() });
  const stepUp = (who: Account, password = PASSWORD) => t.call('admin', 'step_up', { form: { password }, cookie: who.cookie });

  /** Every admin action, with an input aimed at mosque B (or at the whole network). */
  const actions = (): Array<{ kode: string; method: 'GET' | 'POST'; input: Record<string, string>; staffOfB: boolean }> => [
    { kode: 'get_summary', method: 'GET', input: {}, staffOfB: false },
    { kode: 'list_donations', method: 'GET', input: {}, staffOfB: false },
    { kode: 'confirm_donation', method: 'POST', input: { code: 'JRYAAAAAAAAAA' }, staffOfB: false },
    { kode: 'get_program', method: 'GET', input: { slug: kenclengB.slug }, staffOfB: true },
    { kode: 'save_program', method: 'POST', input: { slug: kenclengB.slug, header: 'Kencleng B baru', deskripsi: 'Isi', all_time: 'Y' }, staffOfB: true },
    { kode: 'save_program', method: 'POST', input: { header: 'Kampanye baru', deskripsi: 'Isi', all_time: 'Y' }, staffOfB: false },
    { kode: 'add_update', method: 'POST', input: { slug: kenclengB.slug, title: 'Kabar', body: 'Isi' }, staffOfB: true },
    { kode: 'add_update', method: 'POST', input: { slug: campaign.slug, title: 'Kabar', body: 'Isi' }, staffOfB: false },
    { kode: 'add_disbursement', method: 'POST', input: { slug: kenclengB.slug, title: 'Salur', amount: '1000', disbursed_at: '2026-11-19' }, staffOfB: true },
    { kode: 'save_article', method: 'POST', input: { type: 'berita', title: 'Judul', excerpt: 'Ringkas', body: 'Isi' }, staffOfB: false },
    { kode: 'save_mosque', method: 'POST', input: { id: String(mosqueB.id), nama: 'Masjid B', alamat: 'Jl. B', latitude: '-6.2', longitude: '106.8' }, staffOfB: false },
    { kode: 'list_staff', method: 'GET', input: { masjid_id: String(mosqueB.id) }, staffOfB: false },
    { kode: 'grant_staff', method: 'POST', input: { masjid_id: String(mosqueB.id), whatsapp: '081355550004' }, staffOfB: false },
    { kode: 'revoke_staff', method: 'POST', input: { masjid_id: String(mosqueB.id), whatsapp: '081355550003' }, staffOfB: false },
    { kode: 'list_audit', method: 'GET', input: {}, staffOfB: false },
    { kode: 'list_activities', method: 'GET', input: { masjid_id: String(mosqueB.id) }, staffOfB: true },
    { kode: 'add_activity', method: 'POST', input: { masjid_id: String(mosqueB.id), kind: 'kajian', title: 'Kajian', date: '2026-11-25', time: '19:30' }, staffOfB: true },
    { kode: 'list_finance_entries', method: 'GET', input: { masjid_id: String(mosqueB.id) }, staffOfB: true },
    { kode: 'add_finance_entry', method: 'POST', input: { masjid_id: String(mosqueB.id), kind: 'income', category: 'Kotak Jumat', amount: '100000', entry_date: '2026-11-20' }, staffOfB: true },
    { kode: 'list_payment_methods', method: 'GET', input: {}, staffOfB: false },
    { kode: 'save_payment_method', method: 'POST', input: { id: String(m.qris.id), active: 'N', minimum: '5000' }, staffOfB: false },
    { kode: 'hide_prayer', method: 'POST', input: { doa_id: '999999', reason: 'x' }, staffOfB: false },
  ];

  it('refuses every action of mosque B or of the network to a guest (401), a user (403) and staff of mosque A (403), changing nothing', async () => {
    await keepSteppedUp(t.db, staffA.cookie);
    const auditBefore = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    for (const a of actions()) {
      const guest = await call(a.kode, a.input, a.method);
      expect(guest.status, `${a.kode} as guest`).toBe(401);
      const user = await call(a.kode, a.input, a.method, member.cookie);
      expect([user.status, user.body.message], `${a.kode} as user`).toEqual([403, adminMessages.forbidden]);
      const other = await call(a.kode, a.input, a.method, staffA.cookie);
      expect([other.status, other.body.message], `${a.kode} as staff of A`).toEqual([403, adminMessages.forbidden]);
    }
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore);
    const [b] = await t.db.select().from(programs).where(eq(programs.id, kenclengB.id));
    expect(b!.header).toBe('Kencleng B');
  });

  it("lets staff of B do B's own actions (none refused for scope), and admins everything", async () => {
    await keepSteppedUp(t.db, staffB.cookie);
    for (const a of actions().filter((x) => x.staffOfB)) {
      const res = await call(a.kode, a.input, a.method, staffB.cookie);
      // add_disbursement: nothing paid yet, so 422 on the amount, which is past the scope check.
      expect(res.status, `${a.kode} as staff of B: ${JSON.stringify(res.body)}`).toBeLessThan(a.kode === 'add_disbursement' ? 423 : 300);
      expect(res.status).not.toBe(403);
    }
    const scope = await t.call('admin', 'get_scope', { cookie: staffB.cookie });
    expect(v.parse(AdminScopeSchema, scope.body.data)).toMatchObject({ role: 'staff', mosques: [{ id: mosqueB.id, slug: 'masjid-b', nama: 'Masjid B' }] });
    const programsOfB = await t.call('admin', 'list_programs', { cookie: staffB.cookie });
    expect(programsOfB.body.data.map((p: { slug: string }) => p.slug)).toEqual(['kencleng-b']);
    const adminScope = await t.call('admin', 'get_scope', { cookie: admin.cookie });
    expect(adminScope.body.data.role).toBe('admin');
    expect(adminScope.body.data.mosques).toHaveLength(2);
    const user = await t.call('admin', 'get_scope', { cookie: member.cookie });
    expect(user.status).toBe(403);
  });

  it('asks for the password again for money and role actions, accepts it for a few minutes on that session only, and never a wrong one', async () => {
    const fresh = await insertUserWithSession(t.db, t.clock.now, '81355550009');
    await t.db.update(users).set({ passwordHash: await hashPassword(PASSWORD, CHEAP) }).where(eq(users.id, fresh.user.id));
    await t.call('admin', 'grant_staff', { form: { masjid_id: String(mosqueA.id), whatsapp: '081355550009' }, cookie: admin.cookie });
    const entry = { masjid_id: String(mosqueA.id), kind: 'income', category: 'Kotak Jumat', amount: '250000', entry_date: '2026-11-20' };

    const refused = await call('add_finance_entry', entry, 'POST', fresh.cookie);
    expect([refused.status, refused.body.errors]).toEqual([403, { password: roleMessages.stepUpNeeded }]);
    const wrong = await stepUp(fresh, 'salah-sandi');
    expect([wrong.status, wrong.body.errors]).toEqual([422, { password: roleMessages.stepUpWrong }]);
    expect((await call('add_finance_entry', entry, 'POST', fresh.cookie)).status).toBe(403);

    const right = await stepUp(fresh);
    expect(right.status).toBe(200);
    expect(new Date(right.body.data.until).getTime()).toBe(t.clock.now.getTime() + STEP_UP_MINUTES * 60_000);
    const added = await call('add_finance_entry', entry, 'POST', fresh.cookie);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    v.parse(FinanceEntrySchema, added.body.data);

    // Another session of the same account is not stepped up.
    const other = await createSession(t.db, fresh.user.id, t.clock.now);
    expect((await call('add_finance_entry', entry, 'POST', `${SESSION_COOKIE}=${other.token}`)).status).toBe(403);

    t.clock.advance(STEP_UP_MINUTES * 60_000 + 1_000);
    expect((await call('add_finance_entry', entry, 'POST', fresh.cookie)).status).toBe(403);
    // Reading and activities need no step-up.
    expect((await call('list_finance_entries', { masjid_id: String(mosqueA.id) }, 'GET', fresh.cookie)).status).toBe(200);
    expect((await call('add_activity', { masjid_id: String(mosqueA.id), kind: 'kajian', title: 'Kajian Subuh', date: '2026-12-01', time: '05:00' }, 'POST', fresh.cookie)).status).toBe(201);
  });

  it('limits wrong passwords at step-up (10 in 15 minutes), never the right one: a busy day of step-ups does not lock its staff out', async () => {
    const busy = await insertUserWithSession(t.db, t.clock.now, '81355550019');
    await t.db.update(users).set({ passwordHash: await hashPassword(PASSWORD, CHEAP) }).where(eq(users.id, busy.user.id));
    await t.call('admin', 'grant_staff', { form: { masjid_id: String(mosqueA.id), whatsapp: '081355550019' }, cookie: admin.cookie });
    for (let i = 0; i < 12; i += 1) expect((await stepUp(busy)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await stepUp(busy, 'salah-sandi')).status).toBe(422);
    expect((await stepUp(busy, 'salah-sandi')).status).toBe(429);
    expect((await stepUp(busy)).status).toBe(429);
  });

  it('writes one audit row per change with who, what, before, after and address; nobody can edit or delete one', async () => {
    await keepSteppedUp(t.db, staffA.cookie);
    const before = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const res = await t.call('admin', 'add_finance_entry', {
      form: { masjid_id: String(mosqueA.id), kind: 'expense', category: 'Listrik', amount: '75000', entry_date: '2026-11-19', note: 'PLN' },
      cookie: staffA.cookie, peer: '198.51.100.7',
    });
    expect(res.status).toBe(201);
    const rename = await t.call('admin', 'save_mosque', {
      form: { id: String(mosqueA.id), nama: 'Masjid A Raya', alamat: 'Jl. A', latitude: '-6.2', longitude: '106.8' }, cookie: admin.cookie, peer: '198.51.100.8',
    });
    expect(rename.status).toBe(200);
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before + 2);

    const list = v.parse(AuditListSchema, (await t.call('admin', 'list_audit', { query: { masjid_id: String(mosqueA.id) }, cookie: admin.cookie })).body.data);
    const [mosqueRow, entryRow] = list;
    expect(mosqueRow).toMatchObject({ actor: admin.user.nama, action: 'save_mosque', ip: '198.51.100.8', before: { nama: 'Masjid A' }, after: { nama: 'Masjid A Raya' } });
    expect(entryRow).toMatchObject({ actor: staffA.user.nama, action: 'add_finance_entry', ip: '198.51.100.7', before: null, after: { category: 'Listrik', amount: 75_000 } });
    const filtered = (await t.call('admin', 'list_audit', { query: { action: 'grant_staff' }, cookie: admin.cookie })).body.data;
    expect(filtered.length).toBeGreaterThanOrEqual(3);
    expect(filtered.every((r: { action: string }) => r.action === 'grant_staff')).toBe(true);

    await expect(t.db.update(auditLog).set({ actorName: 'orang lain' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before + 2);
  });

  it('answers a role action sent again with the same key (a lost answer, a reload) from the first time, changing nothing again', async () => {
    await keepSteppedUp(t.db, admin.cookie);
    const who = await insertUserWithSession(t.db, t.clock.now, '81355550011');
    const auditRows = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const before = await auditRows();
    const form = { masjid_id: String(mosqueA.id), whatsapp: '081355550011' };
    const grant = { form, cookie: admin.cookie, idempotencyKey: 'kunci-grant-ulang-1' };
    const first = await t.call('admin', 'grant_staff', grant);
    expect(first.status).toBe(200);
    expect((await t.call('admin', 'revoke_staff', { form, cookie: admin.cookie, idempotencyKey: 'kunci-revoke-1' })).status).toBe(200);
    // The grant's retry arrives late: it is the same attempt, so the revoked role is not granted again.
    const late = await t.call('admin', 'grant_staff', grant);
    expect(late.body).toEqual(first.body);
    const staffNow = (await t.call('admin', 'list_staff', { query: { masjid_id: String(mosqueA.id) }, cookie: admin.cookie })).body.data;
    expect(staffNow.map((s: { user_id: number }) => s.user_id)).not.toContain(who.user.id);
    expect(await auditRows()).toBe(before + 2);
  });

  it('hides a donor prayer for everyone, logged', async () => {
    const [d] = await t.db.insert(donations).values({
      code: 'JRYHIDE000001', programId: kenclengA.id, amount: 10_000, total: 10_000, donorName: 'Fulan', donorPhone: '81234567890',
      paymentMethodId: m.qris.id, status: 'paid', doa: 'Doa yang melanggar aturan', createdAt: t.clock.now, expiresAt: t.clock.now, paidAt: t.clock.now,
    }).returning();
    const prayers = async () => (await t.call('campaign', 'get_prayer_campaign', { query: { programId: `KM-${kenclengA.id}` } })).body.data ?? [];
    const shown = await prayers();
    expect(JSON.stringify(shown)).toContain('melanggar');
    expect((await t.call('admin', 'hide_prayer', { form: { doa_id: String(d!.id), reason: 'Spam' }, cookie: staffA.cookie })).status).toBe(403);
    const hidden = await t.call('admin', 'hide_prayer', { form: { doa_id: String(d!.id), reason: 'Spam' }, cookie: admin.cookie });
    expect(hidden.status).toBe(200);
    expect(JSON.stringify(await prayers())).not.toContain('melanggar');
    const [row] = (await t.call('admin', 'list_audit', { query: { action: 'hide_prayer' }, cookie: admin.cookie })).body.data;
    expect(row).toMatchObject({ before: { doa: 'Doa yang melanggar aturan' }, after: { hidden: true, reason: 'Spam' } });
  });

  it('refuses bad input with Indonesian messages and changes nothing', async () => {
    await keepSteppedUp(t.db, staffA.cookie);
    const bad = await call('add_finance_entry', { masjid_id: String(mosqueA.id), kind: 'income', category: '', amount: '-5', entry_date: '2026-02-30' }, 'POST', staffA.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ category: 'Mohon diisi terlebih dahulu', entry_date: roleMessages.dateInvalid });
    const noPlace = await call('save_mosque', { nama: 'Masjid Baru', alamat: 'Jl.', latitude: '', longitude: '200' }, 'POST', admin.cookie);
    expect(noPlace.body.errors).toMatchObject({ latitude: roleMessages.coordinates, longitude: roleMessages.coordinates });
    const badTime = await call('add_activity', { masjid_id: String(mosqueA.id), kind: 'pesta', title: 'x', date: '2026-12-01', time: '25:00' }, 'POST', staffA.cookie);
    expect(Object.keys(badTime.body.errors ?? {}).sort()).toEqual(['kind', 'time']);
    // A mosque's Fridays live in its Jumat schedule only (issue 40): no Jumat as a Kegiatan, weekly or not.
    for (const repeat of ['weekly', 'none']) {
      const jumat = await call('add_activity', { masjid_id: String(mosqueA.id), kind: 'jumat', title: "Khutbah Jum'at", date: '2026-12-04', time: '11:45', repeat }, 'POST', staffA.cookie);
      expect([jumat.status, jumat.body.errors]).toEqual([422, { kind: roleMessages.activityJumat }]);
    }
    expect(await t.db.select().from(mosqueActivities).where(eq(mosqueActivities.kind, 'jumat'))).toEqual([]);
    const unknownUser = await call('grant_staff', { masjid_id: String(mosqueA.id), whatsapp: '081399999999' }, 'POST', admin.cookie);
    expect([unknownUser.status, unknownUser.body.errors]).toEqual([422, { whatsapp: roleMessages.userNotFound }]);
  });
});

describe('Kegiatan and Keuangan of a mosque', () => {
  let t: TestApp;
  let m: TestMethods;
  let staff: { user: typeof users.$inferSelect; cookie: string };
  let mosque: typeof mosques.$inferSelect;
  let kencleng: typeof programs.$inferSelect, infaq: typeof programs.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2026-11-20T03:00:00Z') }); // a Friday, 10:00 WIB
    m = await insertPaymentMethods(t.db);
    staff = await insertUserWithSession(t.db, t.clock.now, '81366660001');
    await grantAdminRoles(t.db, ['81366660001']);
    await keepSteppedUp(t.db, staff.cookie);
    [mosque] = await t.db.insert(mosques).values({ slug: 'masjid-uji', nama: 'Masjid Uji', alamat: 'Jl. Uji' }).returning() as [typeof mosques.$inferSelect];
    [kencleng] = await t.db.insert(programs).values({ masjidId: mosque.id, type: 'kencleng-masjid', slug: 'kencleng-uji', header: 'Kencleng Uji', allTime: 'Y' }).returning() as [typeof programs.$inferSelect];
    [infaq] = await t.db.insert(programs).values({ masjidId: mosque.id, type: 'infaq', slug: 'renovasi-uji', header: 'Renovasi', allTime: 'Y' }).returning() as [typeof programs.$inferSelect];
  });
  afterAll(async () => t?.close());

  const post = (kode: string, form: Record<string, string>) => t.call('admin', kode, { form, cookie: staff.cookie, idempotencyKey: crypto.randomUUID() });

  it('lists what is coming soonest first; a weekly one moves to its next date, past and ended ones fall away', async () => {
    const add = async (title: string, date: string, time: string, extra: Record<string, string> = {}) => {
      const res = await post('add_activity', { masjid_id: String(mosque.id), kind: 'kajian', title, date, time, ...extra });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as number;
    };
    await add('Sudah lewat', '2026-11-19', '19:30');
    await add('Kajian Ahad', '2026-11-22', '08:00');
    await add('Kajian Rabu', '2026-11-04', '19:30', { repeat: 'weekly' });
    await add('Pekanan selesai', '2026-10-01', '19:30', { repeat: 'weekly', until_date: '2026-11-12' });
    const jumat = await add("Khutbah Jum'at", '2026-11-20', '11:45', { repeat: 'weekly' });
    const list = async () => v.parse(MosqueActivityListSchema, (await t.call('masjid', 'get_activities', { query: { slug: 'masjid-uji' } })).body.data);

    expect((await list()).map((a) => [a.title, a.next_at])).toEqual([
      ["Khutbah Jum'at", '2026-11-20T04:45:00.000Z'],
      ['Kajian Ahad', '2026-11-22T01:00:00.000Z'],
      ['Kajian Rabu', '2026-11-25T12:30:00.000Z'],
    ]);
    // Three hours after Friday's khutbah began it is gone until next week.
    t.clock.set(new Date('2026-11-20T08:00:00Z'));
    expect((await list()).map((a) => [a.title, a.next_at])).toEqual([
      ['Kajian Ahad', '2026-11-22T01:00:00.000Z'],
      ['Kajian Rabu', '2026-11-25T12:30:00.000Z'],
      ["Khutbah Jum'at", '2026-11-27T04:45:00.000Z'],
    ]);
    expect((await post('cancel_activity', { id: String(jumat) })).status).toBe(200);
    expect((await list()).map((a) => a.title)).toEqual(['Kajian Ahad', 'Kajian Rabu']);
    t.clock.set(new Date('2026-11-20T03:00:00Z'));
  });

  it('reports weeks and months that reconcile to the rupiah with generated entries, online infaq and kencleng', async () => {
    const random = prng(17);
    const today = jakartaDate(t.clock.now);
    const expected: Movement[] = [];
    const cashCategories = ['Kotak Jumat', 'Hamba Allah', 'Sewa aula'];
    const expenseCategories = ['Listrik', 'Kebersihan', 'Honor khatib'];
    const entries: Array<Promise<unknown>> = [];
    for (let i = 0; i < 60; i++) {
      const date = new Date(t.clock.now.getTime() - Math.floor(random() * 220) * DAY).toISOString().slice(0, 10);
      const income = random() < 0.6;
      const label = (income ? cashCategories : expenseCategories)[Math.floor(random() * 3)]!;
      const amount = 1_000 + Math.floor(random() * 2_000_000);
      entries.push(post('add_finance_entry', { masjid_id: String(mosque.id), kind: income ? 'income' : 'expense', category: label, amount: String(amount), entry_date: date }).then((res) => {
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return res.body.data.id as number;
      }));
      expected.push(income ? { date, kind: 'income', source: 'tunai', label, amount } : { date, kind: 'expense', label, amount });
    }
    const ids = (await Promise.all(entries)) as number[];
    // A correction: a new entry that takes back part of the first one; the old entry stays.
    const first = expected[0]!;
    const correction = await post('add_finance_entry', {
      masjid_id: String(mosque.id), kind: first.kind, category: first.label, amount: '-500', entry_date: today, corrects_id: String(ids[0]),
    });
    expect(correction.status, JSON.stringify(correction.body)).toBe(201);
    expected.push(first.kind === 'income' ? { date: today, kind: 'income', source: 'tunai', label: first.label, amount: -500 } : { date: today, kind: 'expense', label: first.label, amount: -500 });
    // Paid online donations (paid late in the evening UTC: the next day in Jakarta), and an unpaid one that does not count.
    for (let i = 0; i < 12; i++) {
      const program = i % 2 === 0 ? kencleng : infaq;
      const paidAt = new Date(t.clock.now.getTime() - Math.floor(random() * 100) * DAY - 5 * 3_600_000 + 18 * 3_600_000);
      const amount = 10_000 + Math.floor(random() * 500_000);
      await t.db.insert(donations).values({
        code: `JRYFIN${String(i).padStart(7, '0')}`, programId: program.id, amount, total: amount + 7, donorName: 'A', donorPhone: '81234567890',
        paymentMethodId: m.qris.id, status: paidAt > t.clock.now ? 'pending' : 'paid', createdAt: paidAt, expiresAt: paidAt, paidAt: paidAt > t.clock.now ? null : paidAt,
      });
      if (paidAt <= t.clock.now) expected.push({ date: jakartaDate(paidAt), kind: 'income', source: program === kencleng ? 'kencleng' : 'infaq_online', label: '', amount });
    }
    const net = (x: Movement) => (x.kind === 'income' ? x.amount : -x.amount);
    const sum = (xs: Movement[]) => xs.reduce((a, x) => a + net(x), 0);

    for (const period of ['minggu', 'bulan'] as FinancePeriod[]) {
      const report = v.parse(FinanceReportSchema, (await t.call('masjid', 'get_finance', { query: { slug: 'masjid-uji', period } })).body.data);
      expect(report.periods[0]!.from).toBe(periodStart(today, period));
      expect(report.periods[0]!.closing).toBe(sum(expected.filter((x) => x.date <= today)));
      for (const [i, p] of report.periods.entries()) {
        const inside = expected.filter((x) => x.date >= p.from && x.date <= p.to);
        expect(p.opening, `${period} ${p.from}`).toBe(sum(expected.filter((x) => x.date < p.from)));
        const income = (source: string) => inside.filter((x) => x.kind === 'income' && x.source === source).reduce((a, x) => a + x.amount, 0);
        expect(p.income_by_source).toEqual({ infaq_online: income('infaq_online'), kencleng: income('kencleng'), tunai: income('tunai'), wakaf: income('wakaf'), zakat: income('zakat'), fidyah: income('fidyah'), qurban: income('qurban') });
        expect(p.cash_income.reduce((a, l) => a + l.amount, 0)).toBe(income('tunai'));
        for (const line of p.expenses) {
          expect(line.amount).toBe(inside.filter((x) => x.kind === 'expense' && x.label === line.label).reduce((a, x) => a + x.amount, 0));
        }
        expect(p.expense).toBe(inside.filter((x) => x.kind === 'expense').reduce((a, x) => a + x.amount, 0));
        expect(p.closing).toBe(p.opening + p.income - p.expense);
        if (i > 0) expect(p.closing).toBe(report.periods[i - 1]!.opening);
      }
    }
  });

  it('folds periods purely: weeks start on Monday, months on the 1st, across a year boundary', () => {
    expect(periodStart('2026-11-20', 'minggu')).toBe('2026-11-16');
    expect(periodStart('2026-11-16', 'minggu')).toBe('2026-11-16');
    expect(periodStart('2026-11-15', 'minggu')).toBe('2026-11-09');
    const moves: Movement[] = [
      { date: '2025-12-31', kind: 'income', source: 'tunai', label: 'Kotak Jumat', amount: 100 },
      { date: '2026-01-01', kind: 'expense', label: 'Listrik', amount: 30 },
      { date: '2026-01-05', kind: 'income', source: 'kencleng', label: 'Kencleng', amount: 7 },
    ];
    const months = buildFinancePeriods(moves, 'bulan', '2026-01-10', 2);
    expect(months.map((p) => [p.from, p.to, p.opening, p.income, p.expense, p.closing])).toEqual([
      ['2026-01-01', '2026-01-31', 100, 7, 30, 77],
      ['2025-12-01', '2025-12-31', 0, 100, 0, 100],
    ]);
    const weeks = buildFinancePeriods(moves, 'minggu', '2026-01-10', 1);
    expect(weeks[0]).toMatchObject({ from: '2026-01-05', to: '2026-01-11', opening: 70, income: 7, closing: 77 });
  });
});
