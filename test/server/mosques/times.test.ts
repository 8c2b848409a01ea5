import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, donations, financeEntries, mosqueFridays, mosqueStaff, mosqueSpecialDays, mosqueTimeSettings, mosques, programs, users } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { upcomingFriday } from '../../../server/mosques/times.ts';
import { adminMessages } from '../../../src/contract/admin.ts';
import { MosqueFridaySchema, MosqueMonthTotalsSchema, MosqueTimesSchema, timesMessages } from '../../../src/contract/mosque-times.ts';
import { insertPaymentMethods, insertUserWithSession } from '../donation-fixtures.ts';

// Each mosque's own times: iqamah, Fridays and special days, scoped to that mosque's staff and audited.

type Account = { user: typeof users.$inferSelect; cookie: string };
type Mosque = typeof mosques.$inferSelect;

describe("a mosque's iqamah, Fridays and special days", () => {
  let t: TestApp;
  let admin: Account, staffA: Account, staffB: Account, member: Account;
  let mosqueA: Mosque, mosqueB: Mosque;

  beforeAll(async () => {
    // Thursday 26 November 2026, 19:00 WIB.
    t = await createTestApp({ start: new Date('2026-11-26T12:00:00Z') });
    admin = await insertUserWithSession(t.db, t.clock.now, '81377770001');
    staffA = await insertUserWithSession(t.db, t.clock.now, '81377770002');
    staffB = await insertUserWithSession(t.db, t.clock.now, '81377770003');
    member = await insertUserWithSession(t.db, t.clock.now, '81377770004');
    await grantAdminRoles(t.db, ['81377770001']);
    [mosqueA] = await t.db.insert(mosques).values({ slug: 'masjid-waktu-a', nama: 'Masjid Waktu A', alamat: 'Jl. A', latitude: -6.2, longitude: 106.8 }).returning() as [Mosque];
    [mosqueB] = await t.db.insert(mosques).values({ slug: 'masjid-waktu-b', nama: 'Masjid Waktu B', alamat: 'Jl. B', latitude: -6.9, longitude: 107.6 }).returning() as [Mosque];
    await t.db.insert(mosques).values({ slug: 'masjid-jayapura', nama: 'Masjid Jayapura', alamat: 'Jl. C', latitude: -2.53, longitude: 140.7 });
    await t.db.insert(mosqueStaff).values([{ userId: staffA.user.id, masjidId: mosqueA.id }, { userId: staffB.user.id, masjidId: mosqueB.id }]);
  });
  afterAll(async () => t?.close());

  const post = (kode: string, form: Record<string, string>, cookie?: string) =>
    t.call('admin', kode, { form, cookie, idempotencyKey: crypto.randomUUID() });
  const publicTimes = async (slug: string) => v.parse(MosqueTimesSchema, (await t.call('masjid', 'get_times', { query: { slug } })).body.data);
  const auditRows = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
  const iqamahForm = (masjidId: number, extra: Record<string, string> = {}) => ({
    masjid_id: String(masjidId), time_zone: 'Asia/Jakarta', quiet_minutes: '12',
    iqamah_subuh: '15', iqamah_dzuhur: '10', iqamah_ashar: '10', iqamah_maghrib: '5', iqamah_isya: '19:45', ...extra,
  });

  it('shows nothing set for a new mosque, in the zone its longitude suggests', async () => {
    const a = await publicTimes('masjid-waktu-a');
    expect(a.time_zone).toBe('Asia/Jakarta');
    expect(a.iqamah).toEqual({ subuh: null, dzuhur: null, ashar: null, maghrib: null, isya: null });
    expect(a.fridays).toEqual([]);
    expect(a.masjid).toMatchObject({ nama: 'Masjid Waktu A', latitude: -6.2, longitude: 106.8, kencleng_slug: null });
    expect((await publicTimes('masjid-jayapura')).time_zone).toBe('Asia/Jayapura');
    expect((await t.call('masjid', 'get_times', { query: { slug: 'tidak-ada' } })).status).toBe(404);
  });

  it("lets a mosque's staff set its iqamah (minutes after adzan or a fixed time) and quiet minutes; the page reads them; one audit row", async () => {
    const before = await auditRows();
    const res = await post('save_iqamah', iqamahForm(mosqueA.id), staffA.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(timesMessages.iqamahSaved);
    const a = await publicTimes('masjid-waktu-a');
    expect(a.iqamah).toEqual({
      subuh: { mode: 'setelah', minutes: 15 }, dzuhur: { mode: 'setelah', minutes: 10 }, ashar: { mode: 'setelah', minutes: 10 },
      maghrib: { mode: 'setelah', minutes: 5 }, isya: { mode: 'jam', time: '19:45' },
    });
    expect(a.quiet_minutes).toBe(12);
    expect(await auditRows()).toBe(before + 1);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'save_iqamah'));
    expect(row).toMatchObject({ actorId: staffA.user.id, masjidId: mosqueA.id, before: null });
    expect(row!.after).toMatchObject({ quiet_minutes: 12 });

    // An empty field clears that prayer's iqamah.
    await post('save_iqamah', iqamahForm(mosqueA.id, { iqamah_isya: '' }), staffA.cookie);
    expect((await publicTimes('masjid-waktu-a')).iqamah.isya).toBeNull();
  });

  it("refuses another mosque's staff, a plain user and a guest, changing nothing", async () => {
    const before = await auditRows();
    const settingsBefore = await t.db.select().from(mosqueTimeSettings);
    const attempts: Array<[string, Record<string, string>]> = [
      ['save_iqamah', iqamahForm(mosqueB.id)],
      ['save_friday', { masjid_id: String(mosqueB.id), date: '2026-12-04', time: '12:00', khatib: 'Ustadz X' }],
      ['add_special_day', { masjid_id: String(mosqueB.id), kind: 'idul_adha', date: '2027-05-16', time: '06:30', place: 'Lapangan' }],
    ];
    for (const [kode, form] of attempts) {
      expect((await post(kode, form)).status, `${kode} guest`).toBe(401);
      const user = await post(kode, form, member.cookie);
      expect([user.status, user.body.message], `${kode} user`).toEqual([403, adminMessages.forbidden]);
      const other = await post(kode, form, staffA.cookie);
      expect([other.status, other.body.message], `${kode} staff of A`).toEqual([403, adminMessages.forbidden]);
    }
    const read = await t.call('admin', 'get_mosque_times', { query: { masjid_id: String(mosqueB.id) }, cookie: staffA.cookie });
    expect(read.status).toBe(403);
    expect(await auditRows()).toBe(before);
    expect(await t.db.select().from(mosqueTimeSettings)).toEqual(settingsBefore);
    expect(await t.db.select().from(mosqueFridays).where(eq(mosqueFridays.masjidId, mosqueB.id))).toEqual([]);
    expect(await t.db.select().from(mosqueSpecialDays).where(eq(mosqueSpecialDays.masjidId, mosqueB.id))).toEqual([]);
    // The network admin may act on any mosque.
    expect((await post('save_iqamah', iqamahForm(mosqueB.id), admin.cookie)).status).toBe(200);
  });

  it('refuses bad input with Indonesian messages and changes nothing', async () => {
    const before = await auditRows();
    const settingsBefore = await t.db.select().from(mosqueTimeSettings);
    const bad = await post('save_iqamah', iqamahForm(mosqueA.id, { iqamah_subuh: '120', iqamah_maghrib: '25:00', quiet_minutes: '99', time_zone: 'Europe/London' }), staffA.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      iqamah_subuh: timesMessages.iqamahInvalid, iqamah_maghrib: timesMessages.iqamahInvalid,
      quiet_minutes: timesMessages.quietInvalid, time_zone: timesMessages.timeZoneInvalid,
    });
    const thursday = await post('save_friday', { masjid_id: String(mosqueA.id), date: '2026-12-03', time: '12:00', khatib: 'Ustadz X' }, staffA.cookie);
    expect([thursday.status, thursday.body.errors?.date]).toEqual([422, timesMessages.notFriday]);
    const noKhatib = await post('save_friday', { masjid_id: String(mosqueA.id), date: '2026-12-04', time: '12:61', khatib: ' ' }, staffA.cookie);
    expect(noKhatib.status).toBe(422);
    expect(noKhatib.body.errors).toMatchObject({ time: timesMessages.timeInvalid, khatib: 'Mohon diisi terlebih dahulu' });
    const past = await post('save_friday', { masjid_id: String(mosqueA.id), date: '2026-11-20', time: '12:00', khatib: 'Ustadz X' }, staffA.cookie);
    expect([past.status, past.body.errors?.date]).toEqual([422, timesMessages.dateOutOfWindow]);
    const farAhead = await post('save_friday', { masjid_id: String(mosqueA.id), date: '2028-01-07', time: '12:00', khatib: 'Ustadz X' }, staffA.cookie);
    expect([farAhead.status, farAhead.body.errors?.date]).toEqual([422, timesMessages.dateOutOfWindow]);
    const untilForEid = await post('add_special_day', { masjid_id: String(mosqueA.id), kind: 'idul_fitri', date: '2027-03-10', until_date: '2027-03-11', time: '06:30' }, staffA.cookie);
    expect([untilForEid.status, untilForEid.body.errors?.until_date]).toEqual([422, timesMessages.untilOnlyTarawih]);
    const backwards = await post('add_special_day', { masjid_id: String(mosqueA.id), kind: 'tarawih', date: '2027-02-10', until_date: '2027-02-01', time: '20:00' }, staffA.cookie);
    expect([backwards.status, backwards.body.errors?.until_date]).toEqual([422, timesMessages.untilBeforeDate]);
    const badKind = await post('add_special_day', { masjid_id: String(mosqueA.id), kind: 'pesta', date: '2027-02-10', time: '20:00' }, staffA.cookie);
    expect([badKind.status, badKind.body.errors?.kind]).toEqual([422, timesMessages.kindInvalid]);
    expect(await auditRows()).toBe(before);
    expect(await t.db.select().from(mosqueTimeSettings)).toEqual(settingsBefore);
    expect(await t.db.select().from(mosqueFridays)).toEqual([]);
    expect(await t.db.select().from(mosqueSpecialDays)).toEqual([]);
  });

  it('keeps one Friday per date (entering it again replaces it), shows the next ones first, audits each change', async () => {
    const before = await auditRows();
    const first = await post('save_friday', { masjid_id: String(mosqueA.id), date: '2026-12-04', time: '11:45', khatib: 'Ustadz Abdul Somad', imam: 'Ustadz Hanan', theme: 'Menjaga amanah' }, staffA.cookie);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const later = await post('save_friday', { masjid_id: String(mosqueA.id), date: '2026-12-11', time: '11:45', khatib: 'Ustadz Adi Hidayat' }, staffA.cookie);
    expect(later.status).toBe(201);
    const replaced = await post('save_friday', { masjid_id: String(mosqueA.id), date: '2026-12-04', time: '11:50', khatib: 'Ustadz Khalid Basalamah', theme: 'Menjaga amanah' }, staffA.cookie);
    expect(replaced.status).toBe(200);
    expect(await auditRows()).toBe(before + 3);
    const [replaceAudit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'save_friday'), eq(auditLog.targetId, String(v.parse(MosqueFridaySchema, first.body.data).id)))).orderBy(auditLog.id);
    expect(replaceAudit).toBeDefined();
    const page = await publicTimes('masjid-waktu-a');
    expect(page.fridays.map((f) => [f.date, f.time, f.khatib, f.imam])).toEqual([
      ['2026-12-04', '11:50', 'Ustadz Khalid Basalamah', ''],
      ['2026-12-11', '11:45', 'Ustadz Adi Hidayat', ''],
    ]);

    // Thursday evening: the coming Friday is tomorrow's; on Friday afternoon it is still that day's; on Saturday the next.
    expect((await upcomingFriday(t.db, mosqueA.id, t.clock.now))?.date).toBe('2026-12-04');
    expect((await upcomingFriday(t.db, mosqueA.id, new Date('2026-12-04T08:00:00Z')))?.date).toBe('2026-12-04');
    expect((await upcomingFriday(t.db, mosqueA.id, new Date('2026-12-05T01:00:00Z')))?.date).toBe('2026-12-11');
    expect(await upcomingFriday(t.db, mosqueB.id, t.clock.now)).toBeNull();

    // Removing: only the mosque's own staff, audited.
    const id = String(v.parse(MosqueFridaySchema, later.body.data).id);
    expect((await post('remove_friday', { id }, staffB.cookie)).status).toBe(403);
    const removed = await post('remove_friday', { id }, staffA.cookie);
    expect(removed.status).toBe(200);
    expect((await publicTimes('masjid-waktu-a')).fridays).toHaveLength(1);
    const [removal] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'remove_friday'));
    expect(removal).toMatchObject({ actorId: staffA.user.id, masjidId: mosqueA.id, targetId: id, after: null });
    expect((await post('remove_friday', { id }, staffA.cookie)).status).toBe(404);
  });

  it('keeps special days (a run of tarawih nights, Idul Fitri with its place) and drops them once over', async () => {
    const tarawih = await post('add_special_day', { masjid_id: String(mosqueA.id), kind: 'tarawih', date: '2027-02-08', until_date: '2027-03-09', time: '19:45', note: '11 rakaat' }, staffA.cookie);
    expect(tarawih.status, JSON.stringify(tarawih.body)).toBe(201);
    const eid = await post('add_special_day', { masjid_id: String(mosqueA.id), kind: 'idul_fitri', date: '2027-03-10', time: '06:30', place: 'Lapangan Banteng' }, staffA.cookie);
    expect(eid.status).toBe(201);
    const page = await publicTimes('masjid-waktu-a');
    expect(page.special_days.map((d) => [d.kind, d.date, d.until_date, d.time, d.place])).toEqual([
      ['tarawih', '2027-02-08', '2027-03-09', '19:45', ''],
      ['idul_fitri', '2027-03-10', null, '06:30', 'Lapangan Banteng'],
    ]);
    expect(await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'add_special_day'))).toEqual([{ n: 2 }]);
    // In the middle of Ramadan tarawih still shows; after Idul Fitri neither does.
    t.clock.set(new Date('2027-02-20T12:00:00Z'));
    expect((await publicTimes('masjid-waktu-a')).special_days.map((d) => d.kind)).toEqual(['tarawih', 'idul_fitri']);
    t.clock.set(new Date('2027-03-11T12:00:00Z'));
    expect((await publicTimes('masjid-waktu-a')).special_days).toEqual([]);
    t.clock.set(new Date('2026-11-26T12:00:00Z'));
    const id = String((tarawih.body.data as { id: number }).id);
    expect((await post('remove_special_day', { id }, staffB.cookie)).status).toBe(403);
    expect((await post('remove_special_day', { id }, staffA.cookie)).status).toBe(200);
    expect((await publicTimes('masjid-waktu-a')).special_days.map((d) => d.kind)).toEqual(['idul_fitri']);
  });

  it('stops a runaway stream of changes from one person with 429, changing nothing more', async () => {
    const form = iqamahForm(mosqueB.id, { quiet_minutes: '5' });
    let last = 0;
    for (let i = 0; i < 120; i += 1) {
      last = (await post('save_iqamah', form, staffB.cookie)).status;
      if (last !== 200) break;
    }
    expect(last).toBe(200);
    const before = await auditRows();
    const refused = await post('save_iqamah', iqamahForm(mosqueB.id, { quiet_minutes: '7' }), staffB.cookie);
    expect(refused.status).toBe(429);
    expect(await auditRows()).toBe(before);
    expect((await publicTimes('masjid-waktu-b')).quiet_minutes).toBe(5);
    // Another hour, another budget.
    t.clock.advance(3_600_000);
    expect((await post('save_iqamah', iqamahForm(mosqueB.id, { quiet_minutes: '7' }), staffB.cookie)).status).toBe(200);
    t.clock.set(new Date('2026-11-26T12:00:00Z'));
  }, 180_000); // 120 saves: slow on a busy machine

  it("sums this month's kencleng (box counts and its online program) and other online infaq for the wall screen", async () => {
    const [kencleng] = await t.db.insert(programs).values({ masjidId: mosqueB.id, type: 'kencleng-masjid', slug: 'kencleng-waktu-b', header: 'Kencleng B', allTime: 'Y' }).returning();
    const [infaq] = await t.db.insert(programs).values({ masjidId: mosqueB.id, type: 'infaq', slug: 'renovasi-waktu-b', header: 'Renovasi', allTime: 'Y' }).returning();
    const methods = await insertPaymentMethods(t.db);
    const paid = (programId: number, amount: number, at: string, code: string) => ({
      code, programId, amount, total: amount, donorName: 'Hamba Allah', donorPhone: '81234567890', paymentMethodId: methods.qris.id,
      status: 'paid', createdAt: new Date(at), expiresAt: new Date(at), paidAt: new Date(at),
    });
    await t.db.insert(donations).values([
      paid(kencleng!.id, 50_000, '2026-11-05T03:00:00Z', 'JRYWAKTU00001'),
      paid(infaq!.id, 200_000, '2026-11-10T03:00:00Z', 'JRYWAKTU00002'),
      paid(infaq!.id, 999_000, '2026-10-31T03:00:00Z', 'JRYWAKTU00003'), // last month
    ]);
    await t.db.insert(financeEntries).values([
      { masjidId: mosqueB.id, kind: 'income', category: 'Kencleng Jumat', amount: 750_000, entryDate: '2026-11-20' },
      { masjidId: mosqueB.id, kind: 'income', category: 'Sewa aula', amount: 300_000, entryDate: '2026-11-21' },
      { masjidId: mosqueB.id, kind: 'expense', category: 'Listrik', amount: 100_000, entryDate: '2026-11-21' },
    ]);
    const res = await t.call('masjid', 'get_month_totals', { query: { slug: 'masjid-waktu-b' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(v.parse(MosqueMonthTotalsSchema, res.body.data)).toEqual({ month: '2026-11', kencleng: 800_000, infaq_online: 200_000, zakat: 0, fidyah: 0 });
    const times = await publicTimes('masjid-waktu-b');
    expect(times.masjid.kencleng_slug).toBe('kencleng-waktu-b');
  });
});
