import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, messages, mosqueRosterSlots, mosqueStaff, mosques, users } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { remindRosterVolunteers } from '../../../server/mosques/roster-reminders.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';
import {
  ROSTER_SLOTS_PER_ROLE_DAY, ROSTER_VOLUNTEER_MAX, RosterAdminViewSchema, RosterViewSchema, rosterMessages,
} from '../../../src/contract/ramadan-roster.ts';
import { WallContentSchema } from '../../../src/contract/wall-settings.ts';

// A mosque's Ramadan rosters (issue 43): its staff fill the slots (a name, or open), a signed-in
// person volunteers for an open one (one wins when several tap at once), is reminded the day
// before, and the roster shows on the mosque page and the wall. Only the mosque's staff may
// change it; bad input is refused in Indonesian and changes nothing.

type Account = Awaited<ReturnType<typeof insertUserWithSession>>;
type Mosque = typeof mosques.$inferSelect;

describe('Ramadan rosters', () => {
  let t: TestApp;
  let staffA: Account, staffB: Account, admin: Account, member: Account;
  let mosqueA: Mosque, mosqueB: Mosque;
  // Tuesday 2 March 2027, 09:00 WIB: Ramadan 1448 begins a week later.
  const start = new Date('2027-03-02T02:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ start });
    admin = await insertUserWithSession(t.db, t.clock.now, '81355550001');
    staffA = await insertUserWithSession(t.db, t.clock.now, '81355550002');
    staffB = await insertUserWithSession(t.db, t.clock.now, '81355550003');
    member = await insertUserWithSession(t.db, t.clock.now, '81355550004');
    await grantAdminRoles(t.db, ['81355550001']);
    [mosqueA] = await t.db.insert(mosques).values({ slug: 'masjid-petugas-a', nama: 'Masjid Petugas A', alamat: 'Jl. A', latitude: -6.2, longitude: 106.8 }).returning() as [Mosque];
    [mosqueB] = await t.db.insert(mosques).values({ slug: 'masjid-petugas-b', nama: 'Masjid Petugas B', alamat: 'Jl. B', latitude: -6.9, longitude: 107.6 }).returning() as [Mosque];
    await t.db.insert(mosqueStaff).values([{ userId: staffA.user.id, masjidId: mosqueA.id }, { userId: staffB.user.id, masjidId: mosqueB.id }]);
  });
  afterAll(async () => t?.close());
  beforeEach(() => t.clock.set(start));

  const add = (form: Record<string, string>, cookie = staffA.cookie) =>
    t.call('admin', 'add_roster_slot', { form: { masjid_id: String(mosqueA.id), ...form }, cookie, idempotencyKey: crypto.randomUUID() });
  const added = async (date: string, role: string, name = '') => {
    const res = await add({ date, role, name });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const slots = v.parse(RosterAdminViewSchema, res.body.data).slots;
    return slots.find((s) => s.date === date && s.role === role && (name ? s.name === name : s.name === null))!.id;
  };
  const view = async (cookie?: string, slug = mosqueA.slug) => {
    const res = await t.call('masjid', 'get_roster', { query: { slug }, cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(RosterViewSchema, res.body.data);
  };
  const volunteer = (id: number, cookie: string, slug = mosqueA.slug) =>
    t.call('masjid', 'volunteer_roster', { form: { slug, id: String(id) }, cookie, idempotencyKey: crypto.randomUUID() });
  const withdraw = (id: number, cookie: string) =>
    t.call('masjid', 'withdraw_roster', { form: { slug: mosqueA.slug, id: String(id) }, cookie, idempotencyKey: crypto.randomUUID() });
  const slotCount = async () => (await t.db.select({ n: count() }).from(mosqueRosterSlots))[0]!.n;

  it('staff fill the coming nights; the mosque page shows them by day, named or open, and the change is audited', async () => {
    await added('2027-03-02', 'imam_tarawih', 'Ust. Ahmad Fauzi');
    await added('2027-03-02', 'takjil', 'Keluarga Pak Hasan');
    await added('2027-03-02', 'takjil');
    await added('2027-03-03', 'kultum_tarawih');
    const page = await view();
    expect(page.days.map((d) => [d.date, d.slots.map((s) => [s.role, s.name])])).toEqual([
      ['2027-03-02', [['imam_tarawih', 'Ust. Ahmad Fauzi'], ['takjil', 'Keluarga Pak Hasan'], ['takjil', null]]],
      ['2027-03-03', [['kultum_tarawih', null]]],
    ]);
    expect(page.signed_in).toBe(false);
    const audited = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, 'add_roster_slot'), eq(auditLog.masjidId, mosqueA.id)));
    expect(audited[0]!.n).toBeGreaterThanOrEqual(4);
    // Not on the other mosque's page.
    expect((await view(undefined, mosqueB.slug)).days).toEqual([]);
  });

  it('a person volunteers for an open slot, sees it as theirs, is reminded the day before from 08.00 once, and may withdraw before the day', async () => {
    const id = await added('2027-03-04', 'kuliah_subuh');
    const res = await volunteer(id, member.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(rosterMessages.volunteered);
    const mine = (await view(member.cookie)).days.find((d) => d.date === '2027-03-04')!.slots.find((s) => s.id === id)!;
    expect(mine).toMatchObject({ name: 'Pengguna 0004', mine: true });
    // Others see the name, never the number; it is not theirs.
    const seen = (await view()).days.find((d) => d.date === '2027-03-04')!.slots.find((s) => s.id === id)!;
    expect(seen).toMatchObject({ name: 'Pengguna 0004', mine: false });
    expect(JSON.stringify(await view())).not.toContain('81355550004');

    // The day before (3 March), not in the night: from 08.00 WIB, once.
    const reminders = () => t.db.select().from(messages).where(and(eq(messages.userId, member.user.id), eq(messages.kind, 'roster-reminder')));
    expect(await remindRosterVolunteers(t.db, new Date('2027-03-02T23:00:00Z'))).toBe(0); // 06.00 WIB on the 3rd
    expect(await remindRosterVolunteers(t.db, new Date('2027-03-03T01:00:00Z'))).toBe(1); // 08.00 WIB
    expect(await remindRosterVolunteers(t.db, new Date('2027-03-03T05:00:00Z'))).toBe(0);
    const [told] = await reminders();
    expect(told).toMatchObject({ title: 'Besok kamu bertugas: Kuliah Subuh', link: `/masjid/${mosqueA.slug}#petugas` });
    expect(told!.body).toContain('Masjid Petugas A, Kamis, 4 Maret 2027');

    // Withdrawn the day before: open again; on its day it is too late.
    const late = await added('2027-03-02', 'kultum_tarawih');
    expect((await volunteer(late, member.cookie)).status).toBe(200);
    const tooLate = await withdraw(late, member.cookie);
    expect(tooLate.status).toBe(422);
    expect(tooLate.body.message).toBe(rosterMessages.tooLate);
    t.clock.set(new Date('2027-03-03T02:00:00Z'));
    expect((await withdraw(id, member.cookie)).status).toBe(200);
    expect((await view()).days.find((d) => d.date === '2027-03-04')!.slots.find((s) => s.id === id)!.name).toBeNull();
  });

  it('of many who tap the same open slot at once, one holds it and the rest are told it was taken', async () => {
    const id = await added('2027-03-05', 'imam_tarawih');
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => insertUserWithSession(t.db, t.clock.now, `8135556${String(i).padStart(4, '0')}`)));
    const answers = await Promise.all(people.map((p) => volunteer(id, p.cookie)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 422 && a.body.message === rosterMessages.taken)).toBe(true);
    const [row] = await t.db.select().from(mosqueRosterSlots).where(eq(mosqueRosterSlots.id, id));
    expect(people.map((p) => p.user.id)).toContain(row!.volunteerId);
  });

  it('refuses a named slot, a past one, another mosque\'s, or more than a person\'s share; a guest must log in', async () => {
    const named = await added('2027-03-06', 'imam_tarawih', 'Ust. Salim');
    expect((await volunteer(named, member.cookie)).body.message).toBe(rosterMessages.taken);
    const other = await t.call('admin', 'add_roster_slot', { form: { masjid_id: String(mosqueB.id), date: '2027-03-06', role: 'takjil' }, cookie: staffB.cookie, idempotencyKey: crypto.randomUUID() });
    const otherId = v.parse(RosterAdminViewSchema, other.body.data).slots[0]!.id;
    expect((await volunteer(otherId, member.cookie)).body.message).toBe(rosterMessages.slotNotFound);
    expect((await volunteer(otherId, undefined as unknown as string)).status).toBe(401);

    const eager = await insertUserWithSession(t.db, t.clock.now);
    for (let i = 0; i < ROSTER_VOLUNTEER_MAX; i += 1) {
      const id = await added('2027-03-10', 'takjil');
      expect((await volunteer(id, eager.cookie)).status).toBe(200);
    }
    const more = await added('2027-03-11', 'takjil');
    expect((await volunteer(more, eager.cookie)).body.message).toBe(rosterMessages.tooManyVolunteered);
    // Another person's slot cannot be withdrawn.
    const [theirs] = await t.db.select().from(mosqueRosterSlots).where(eq(mosqueRosterSlots.volunteerId, eager.user.id)).limit(1);
    expect((await withdraw(theirs!.id, member.cookie)).body.message).toBe(rosterMessages.notYours);
  });

  it("only the mosque's staff or a network admin change it; bad input is refused in Indonesian and adds nothing", async () => {
    const before = await slotCount();
    for (const cookie of [staffB.cookie, member.cookie]) expect((await add({ date: '2027-03-07', role: 'takjil' }, cookie)).status).toBe(403);
    expect((await add({ date: '2027-03-07', role: 'takjil' }, admin.cookie)).status).toBe(201);
    const cases: [Record<string, string>, string, string][] = [
      [{ date: '2027-03-07', role: 'muadzin' }, 'role', rosterMessages.roleInvalid],
      [{ date: '2027-02-30', role: 'takjil' }, 'date', rosterMessages.dateInvalid],
      [{ date: '2027-03-01', role: 'takjil' }, 'date', rosterMessages.datePast],
      [{ date: '2028-06-01', role: 'takjil' }, 'date', rosterMessages.dateFar],
      [{ date: '2027-03-07', role: 'takjil', name: 'x'.repeat(81) }, 'name', rosterMessages.nameTooLong],
    ];
    for (const [form, field, message] of cases) {
      const res = await add(form);
      expect(res.status, JSON.stringify(form)).toBe(422);
      expect(res.body.errors).toEqual({ [field]: message });
    }
    // One imam a night.
    await added('2027-03-08', 'imam_tarawih', 'Ust. Ali');
    const second = await add({ date: '2027-03-08', role: 'imam_tarawih', name: 'Ust. Umar' });
    expect(second.body.errors).toEqual({ role: rosterMessages.roleDayFull('imam_tarawih') });
    expect(ROSTER_SLOTS_PER_ROLE_DAY.imam_tarawih).toBe(1);
    expect(await slotCount()).toBe(before + 2);

    // Removing: the mosque's staff only.
    const id = await added('2027-03-09', 'takjil', 'Ibu Aminah');
    const remove = (cookie: string) => t.call('admin', 'remove_roster_slot', { form: { id: String(id) }, cookie, idempotencyKey: crypto.randomUUID() });
    expect((await remove(staffB.cookie)).status).toBe(403);
    expect((await remove(staffA.cookie)).status).toBe(200);
    expect(await t.db.select().from(mosqueRosterSlots).where(eq(mosqueRosterSlots.id, id))).toEqual([]);
    expect((await remove(staffA.cookie)).status).toBe(404);
  });

  it("the wall screen gets the coming month's roster; a volunteer's deleted account leaves the slot open", async () => {
    const id = await added('2027-03-08', 'kultum_tarawih');
    const leaving = await insertUserWithSession(t.db, t.clock.now);
    expect((await volunteer(id, leaving.cookie)).status).toBe(200);
    const wall = v.parse(WallContentSchema, (await t.call('masjid', 'get_wall', { query: { slug: mosqueA.slug } })).body.data);
    expect(wall.roster.find((d) => d.date === '2027-03-08')!.slots.find((s) => s.id === id)!.name).toBe(`Pengguna ${leaving.user.whatsapp.slice(-4)}`);
    await t.db.delete(users).where(eq(users.id, leaving.user.id));
    expect((await view()).days.find((d) => d.date === '2027-03-08')!.slots.find((s) => s.id === id)!.name).toBeNull();
    const panel = v.parse(RosterAdminViewSchema, (await t.call('admin', 'get_roster_admin', { query: { masjid_id: String(mosqueA.id) }, cookie: staffA.cookie })).body.data);
    expect(panel.slots.every((s) => s.nomor_hp === null || /\*/.test(s.nomor_hp))).toBe(true);
    expect(await t.db.select().from(auditLog).where(like(auditLog.action, '%roster%'))).not.toHaveLength(0);
  });
});
