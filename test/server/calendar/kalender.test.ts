import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, mosques, mosqueStaff } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { BUILT_IN_ISBAT } from '../../../src/contract/isbat-decisions.ts';
import { IsbatListSchema } from '../../../src/contract/kalender.ts';
import { mabimsMonthStart } from '../../../src/contract/hijri.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';

const DAY_MS = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

describe("Kemenag's isbat table", () => {
  let t: TestApp;
  let adminCookie: string;
  let memberCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = (await insertUserWithSession(t.db, t.clock.now, '81366660001')).cookie;
    memberCookie = (await insertUserWithSession(t.db, t.clock.now, '81366660002')).cookie;
    await grantAdminRoles(t.db, ['81366660001']);
  });
  afterAll(async () => t?.close());

  it('reads publicly, seeded by the migration with the isbat decisions of 1444–1447 H', async () => {
    const res = await t.call('kalender', 'get_isbat');
    expect(res.status).toBe(200);
    const list = v.parse(IsbatListSchema, res.body.data);
    expect(list).toEqual([...BUILT_IN_ISBAT].sort((a, b) => a.year - b.year || a.month - b.month));
    expect(list).toContainEqual({ year: 1446, month: 9, firstDay: '2025-03-01' });
    // A public answer the phone's worker may keep for offline use.
    expect(res.response.headers.get('cache-control')).not.toContain('no-store');
  });

  // Syawal 1448 is 29 days by MABIMS, so Zulkaidah 1448 may begin a day later (Syawal completed to 30).
  const zulkaidah = () => mabimsMonthStart(1448, 11)!;
  const form = () => ({ year: '1448', month: '11', first_day: addDays(zulkaidah(), 1) });

  it('guests get 401 and anyone but a network admin 403, before the input is looked at', async () => {
    expect((await t.call('kalender', 'save_isbat', { json: form() })).status).toBe(401);
    expect((await t.call('kalender', 'save_isbat', { json: form(), cookie: memberCookie })).status).toBe(403);
    expect((await t.call('kalender', 'save_isbat', { json: { year: 'x' }, cookie: memberCookie })).status).toBe(403);
  });

  it('refuses bad input with Indonesian messages', async () => {
    const bad = async (json: Record<string, string>) => {
      const res = await t.call('kalender', 'save_isbat', { json, cookie: adminCookie });
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await bad({ ...form(), year: '14a8' })).toEqual({ year: 'Tahun Hijriah berupa 4 angka, misalnya 1448' });
    expect(await bad({ ...form(), year: '1600' })).toEqual({ year: 'Tahun Hijriah paling akhir 1500' });
    expect(await bad({ ...form(), month: '13' })).toEqual({ month: 'Pilih bulan Hijriah' });
    expect(await bad({ ...form(), first_day: ' ' })).toEqual({ first_day: 'Isi tanggal 1 bulan itu' });
    expect(await bad({ ...form(), first_day: '31-02-2027' })).toEqual({ first_day: 'Tanggal harus berformat TTTT-BB-HH' });
    expect(await bad({ ...form(), first_day: '2027-02-31' })).toEqual({ first_day: 'Tanggal itu tidak ada di kalender' });
    // Two days late would leave Syawal 31 days long.
    expect(await bad({ ...form(), first_day: addDays(zulkaidah(), 2) })).toEqual({
      first_day: 'Dengan tanggal ini bulan sebelumnya menjadi 31 hari; satu bulan Hijriah 29 atau 30 hari.',
    });
  });

  it("saves the admin's decision with a row of the audit trail, and the public read carries it", async () => {
    const res = await t.call('kalender', 'save_isbat', { json: form(), cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Hasil sidang isbat disimpan');
    expect(res.body.data).toEqual({ year: 1448, month: 11, firstDay: addDays(zulkaidah(), 1) });
    const list = v.parse(IsbatListSchema, (await t.call('kalender', 'get_isbat')).body.data);
    expect(list.at(-1)).toEqual({ year: 1448, month: 11, firstDay: addDays(zulkaidah(), 1) });
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'save_isbat'), eq(auditLog.targetId, '1448-11')));
    expect(row).toMatchObject({ targetType: 'isbat', before: null, after: { year: 1448, month: 11, firstDay: addDays(zulkaidah(), 1) } });

    // Saving the month again replaces its decision (and the trail keeps the one before).
    expect((await t.call('kalender', 'save_isbat', { json: { ...form(), first_day: zulkaidah() }, cookie: adminCookie })).status).toBe(200);
    const again = v.parse(IsbatListSchema, (await t.call('kalender', 'get_isbat')).body.data);
    expect(again.filter((d) => d.year === 1448 && d.month === 11)).toEqual([{ year: 1448, month: 11, firstDay: zulkaidah() }]);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'save_isbat'));
    expect(rows.at(-1)?.before).toEqual({ year: 1448, month: 11, firstDay: addDays(zulkaidah(), 1) });
  });

  it('mosque staff (not network admins) get 403', async () => {
    const staff = await insertUserWithSession(t.db, t.clock.now, '81366660003');
    const [mosque] = await t.db.insert(mosques).values({ slug: 'masjid-k', nama: 'Masjid K', alamat: 'Jl. K' }).returning();
    await t.db.insert(mosqueStaff).values({ userId: staff.user.id, masjidId: mosque!.id });
    expect((await t.call('kalender', 'save_isbat', { json: form(), cookie: staff.cookie })).status).toBe(403);
  });
});
