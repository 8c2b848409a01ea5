import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { messages, mosques, mosqueStaff } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { remindStaleZakatFigures, staleZakatFigures } from '../../../server/zakat/stale-reminder.ts';
import { insertProgram, insertUserWithSession } from '../donation-fixtures.ts';

const DAY = 86_400_000;

/**
 * The promise: when the zakat figures are older than 30 days, the network admins (and the staff
 * of the mosques that take zakat) read it once in Pesan, not on every pass; fresh figures say nothing.
 */
describe('zakat figures older than a month: a reminder in Pesan', () => {
  let t: TestApp;
  let adminCookie: string;
  let adminId: number;
  let staffCookie: string;
  let memberCookie: string;

  beforeAll(async () => {
    // The migration's figures are dated 7 March 2025; the clock starts in Dec 2026.
    t = await createTestApp({ start: new Date('2026-12-06T03:00:00Z') });
    const admin = await insertUserWithSession(t.db, t.clock.now, '81377771001');
    adminCookie = admin.cookie;
    adminId = admin.user.id;
    await grantAdminRoles(t.db, ['81377771001']);
    const [mosque] = await t.db.insert(mosques).values({ slug: 'masjid-amil-uji', nama: 'Masjid Amil Uji', alamat: 'Jl. Uji 2' }).returning();
    await insertProgram(t.db, { type: 'zakat', header: 'Zakat melalui Masjid Amil Uji', masjidId: mosque!.id });
    const staff = await insertUserWithSession(t.db, t.clock.now, '81377771002');
    staffCookie = staff.cookie;
    await t.db.insert(mosqueStaff).values({ userId: staff.user.id, masjidId: mosque!.id });
    memberCookie = (await insertUserWithSession(t.db, t.clock.now, '81377771003')).cookie;
  });
  afterAll(async () => t?.close());

  const inbox = async (cookie: string) => (await t.call('pesan', 'list_messages', { cookie })).body.data as { kind: string; title: string; body: string; link: string | null }[];
  const reminders = async (cookie: string) => (await inbox(cookie)).filter((m) => m.kind === 'zakat-stale');

  it('tells the admin (with the way to the figures) and the amil mosque\'s staff once, however often the pass runs', async () => {
    expect(await remindStaleZakatFigures(t.db, t.clock.now)).toBe(2);
    const [admin] = await reminders(adminCookie);
    expect(admin).toMatchObject({ title: 'Angka zakat perlu diperbarui', link: '/admin/zakat' });
    expect(admin!.body).toContain('7 Maret 2025');
    expect(admin!.body).toContain('Harga emas');
    const [staff] = await reminders(staffCookie);
    expect(staff).toMatchObject({ title: 'Angka zakat jaringan sudah lama', link: '/zakat' });
    // A member who serves no mosque hears nothing of it.
    expect(await reminders(memberCookie)).toEqual([]);

    // The next passes, an hour and a week later: nothing more.
    t.clock.advance(3_600_000);
    expect(await remindStaleZakatFigures(t.db, t.clock.now)).toBe(0);
    t.clock.advance(7 * DAY);
    expect(await remindStaleZakatFigures(t.db, t.clock.now)).toBe(0);
    expect(await reminders(adminCookie)).toHaveLength(1);
    expect(await reminders(staffCookie)).toHaveLength(1);
  });

  it('says nothing while the figures are fresh, and reminds again once the new figures are a month old', async () => {
    // The admin sets the network figures and each regency's rate today.
    const saved = await t.call('zakat', 'save_zakat_rates', { json: { gold_price: '1.650.000', fitrah_rate: '50.000', fidyah_rate: '65.000' }, cookie: adminCookie });
    expect(saved.status).toBe(200);
    const figures = (await t.call('zakat', 'get_zakat_figures')).body.data as { fitrahRates: { regencyCode: string; regencyName: string; rate: number }[] };
    for (const r of figures.fitrahRates) {
      const res = await t.call('zakat', 'save_fitrah_regency', { json: { regency_code: r.regencyCode, regency_name: r.regencyName, rate: '50.000' }, cookie: adminCookie });
      expect(res.status).toBe(200);
    }
    const setAt = t.clock.now.getTime();

    t.clock.set(new Date(setAt + 29 * DAY));
    expect(await staleZakatFigures(t.db, t.clock.now)).toBeNull();
    expect(await remindStaleZakatFigures(t.db, t.clock.now)).toBe(0);
    t.clock.set(new Date(setAt + 30 * DAY));
    expect(await remindStaleZakatFigures(t.db, t.clock.now)).toBe(0);

    t.clock.set(new Date(setAt + 31 * DAY));
    expect(await remindStaleZakatFigures(t.db, t.clock.now)).toBe(2);
    expect(await remindStaleZakatFigures(t.db, t.clock.now)).toBe(0);
    // Read from the table: a month on, the test's sessions have expired.
    const rows = await t.db.select({ userId: messages.userId, createdAt: messages.createdAt }).from(messages).where(eq(messages.kind, 'zakat-stale'));
    expect(rows.filter((r) => r.userId === adminId)).toHaveLength(2);
    expect(rows.filter((r) => r.createdAt.getTime() === t.clock.now.getTime())).toHaveLength(2);
  });
});
