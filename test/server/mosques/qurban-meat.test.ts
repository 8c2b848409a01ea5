import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, mosqueStaff, mosques, qurbanMeatHandOvers, users } from '../../../server/db/schema.ts';
import { QurbanViewSchema } from '../../../src/contract/qurban.ts';
import { QurbanMeatAdminViewSchema, meatText, qurbanMeatMessages, type QurbanMeatAdminView } from '../../../src/contract/qurban-meat.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';

// Issue 42, qurban meat on the day: a hand-over to a group is recorded by one staff member and
// confirmed by another (never the same, even past the server's own check), replays make one, a
// pending one is cancelled only by its recorder, and the mosque page shows the confirmed totals
// per category and never a group's label.

type Account = { user: typeof users.$inferSelect; cookie: string };
type Mosque = typeof mosques.$inferSelect;

describe('qurban meat hand-overs', () => {
  let t: TestApp;
  let staffA: Account, staffA2: Account, staffB: Account, member: Account;
  let mosqueA: Mosque, mosqueB: Mosque;

  beforeAll(async () => {
    // 10 Dzulhijjah 1448: the day of the slaughter.
    t = await createTestApp({ start: new Date('2027-05-16T05:00:00Z') });
    staffA = await insertUserWithSession(t.db, t.clock.now, '81377790001');
    staffA2 = await insertUserWithSession(t.db, t.clock.now, '81377790002');
    staffB = await insertUserWithSession(t.db, t.clock.now, '81377790003');
    member = await insertUserWithSession(t.db, t.clock.now, '81377790004');
    [mosqueA] = await t.db.insert(mosques).values({ slug: 'masjid-daging-a', nama: 'Masjid Daging A', alamat: 'Jl. A', latitude: -6.2, longitude: 106.8 }).returning() as [Mosque];
    [mosqueB] = await t.db.insert(mosques).values({ slug: 'masjid-daging-b', nama: 'Masjid Daging B', alamat: 'Jl. B', latitude: -6.9, longitude: 107.6 }).returning() as [Mosque];
    await t.db.insert(mosqueStaff).values([
      { userId: staffA.user.id, masjidId: mosqueA.id }, { userId: staffA2.user.id, masjidId: mosqueA.id }, { userId: staffB.user.id, masjidId: mosqueB.id },
    ]);
  });
  afterAll(async () => t?.close());

  const post = (kode: string, form: Record<string, string>, cookie: string | undefined = staffA.cookie, idempotencyKey: string = crypto.randomUUID()) =>
    t.call('admin', kode, { form, cookie, idempotencyKey });
  const record = (form: Record<string, string> = {}, cookie?: string, key?: string) => post('hand_over_qurban_meat', {
    masjid_id: String(mosqueA.id), label: 'Warga RT 03', category: 'warga', packages: '120', kg: '2,5', ...form,
  }, cookie, key);
  const view = (res: { body: { data: unknown } }): QurbanMeatAdminView => v.parse(QurbanMeatAdminViewSchema, res.body.data);
  const rows = () => t.db.select().from(qurbanMeatHandOvers);
  const audits = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));
  const publicView = async (cookie?: string) => {
    const res = await t.call('masjid', 'get_qurban', { query: { slug: mosqueA.slug }, cookie });
    expect(res.status, res.text).toBe(200);
    return { data: v.parse(QurbanViewSchema, res.body.data), text: res.text };
  };

  it('refuses bad input with an Indonesian message per field and changes nothing', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ label: 'A' }, 'label', qurbanMeatMessages.label],
      [{ label: 'x'.repeat(81) }, 'label', qurbanMeatMessages.label],
      [{ category: 'tetangga' }, 'category', qurbanMeatMessages.category],
      [{ packages: '0' }, 'packages', qurbanMeatMessages.packages],
      [{ packages: '5001' }, 'packages', qurbanMeatMessages.packages],
      [{ packages: '-3' }, 'packages', qurbanMeatMessages.packages],
      [{ kg: '0' }, 'kg', qurbanMeatMessages.kg],
      [{ kg: '0,05' }, 'kg', qurbanMeatMessages.kg],
      [{ kg: '5000,1' }, 'kg', qurbanMeatMessages.kg],
      [{ kg: '-2' }, 'kg', qurbanMeatMessages.kg],
      [{ kg: 'dua' }, 'kg', qurbanMeatMessages.kg],
      // Fifteen hundred to an Indonesian, one and a half to a parser: refused, never guessed.
      [{ kg: '1.500' }, 'kg', qurbanMeatMessages.kg],
    ];
    for (const [form, field, message] of cases) {
      const res = await record(form);
      expect([res.status, res.body.errors?.[field]], JSON.stringify(form)).toEqual([422, message]);
    }
    expect(await rows()).toEqual([]);
    expect(await audits('hand_over_qurban_meat')).toEqual([]);
  });

  it('answers a guest 401 and another mosque’s staff 403, and writes nothing', async () => {
    expect((await record({}, '')).status).toBe(401);
    expect((await record({}, staffB.cookie)).status).toBe(403);
    expect((await t.call('admin', 'get_qurban_meat_admin', { query: { masjid_id: String(mosqueA.id) }, cookie: staffB.cookie })).status).toBe(403);
    expect((await record({}, member.cookie)).status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('records once under a replay, audited, and needs a second, different staff member to confirm', async () => {
    const key = crypto.randomUUID();
    const first = await record({}, staffA.cookie, key);
    expect([first.status, first.body.message]).toEqual([201, qurbanMeatMessages.recorded]);
    const replay = await record({}, staffA.cookie, key);
    expect(replay.body).toEqual(first.body);
    expect(await rows()).toHaveLength(1);
    const [h] = view(first).hand_overs;
    expect(h).toMatchObject({ label: 'Warga RT 03', category: 'warga', packages: 120, grams: 2_500, recorded_by: staffA.user.nama, confirmed_by: null, recorded_by_me: true });
    expect(await audits('hand_over_qurban_meat')).toEqual([expect.objectContaining({ actorId: staffA.user.id, masjidId: mosqueA.id })]);

    const own = await post('confirm_qurban_meat', { id: String(h!.id) });
    expect([own.status, own.body.message]).toEqual([409, qurbanMeatMessages.own]);
    expect((await post('confirm_qurban_meat', { id: String(h!.id) }, staffB.cookie)).status).toBe(403);
    // The table refuses it too, whatever a future server path forgets.
    await expect(t.db.update(qurbanMeatHandOvers).set({ confirmedBy: staffA.user.id, confirmedAt: t.clock.now }).where(eq(qurbanMeatHandOvers.id, h!.id))).rejects.toThrow();

    const confirmed = await post('confirm_qurban_meat', { id: String(h!.id) }, staffA2.cookie);
    expect([confirmed.status, confirmed.body.message]).toEqual([200, qurbanMeatMessages.confirmed]);
    expect(view(confirmed).hand_overs[0]).toMatchObject({ confirmed_by: staffA2.user.nama, recorded_by_me: false });
    const twice = await post('confirm_qurban_meat', { id: String(h!.id) }, staffA2.cookie);
    expect([twice.status, twice.body.message]).toEqual([409, qurbanMeatMessages.notPending]);
    expect(await audits('confirm_qurban_meat')).toHaveLength(1);
    // Confirmed is history: not even its recorder takes it back.
    const late = await post('cancel_qurban_meat', { id: String(h!.id) });
    expect([late.status, late.body.message]).toEqual([409, qurbanMeatMessages.notPending]);
  });

  it('lets only the recorder cancel a pending hand-over, audited', async () => {
    const res = await record({ label: 'Panti Asuhan Al-Hikmah', category: 'lembaga', packages: '40', kg: '60' });
    const pending = view(res).hand_overs.find((h) => h.label === 'Panti Asuhan Al-Hikmah')!;
    const other = await post('cancel_qurban_meat', { id: String(pending.id) }, staffA2.cookie);
    expect([other.status, other.body.message]).toEqual([409, qurbanMeatMessages.cancelNotOwn]);
    expect((await post('cancel_qurban_meat', { id: String(pending.id) }, staffB.cookie)).status).toBe(403);
    const done = await post('cancel_qurban_meat', { id: String(pending.id) });
    expect([done.status, done.body.message]).toEqual([200, qurbanMeatMessages.cancelled]);
    expect(view(done).hand_overs.map((h) => h.label)).toEqual(['Warga RT 03']);
    expect(await audits('cancel_qurban_meat')).toEqual([expect.objectContaining({ actorId: staffA.user.id, targetId: String(pending.id) })]);
    expect((await post('cancel_qurban_meat', { id: String(pending.id) })).status).toBe(404);
  });

  it('shows the public confirmed totals per category, never a label or a pending one', async () => {
    await record({ label: 'Kaum Dhuafa Gg. Melati', category: 'dhuafa', packages: '30', kg: '45,5' }, staffA2.cookie);
    const dhuafa = (await rows()).find((r) => r.category === 'dhuafa')!;
    await record({ label: 'Pesantren Menunggu', category: 'lembaga', packages: '9', kg: '9' });
    expect((await post('confirm_qurban_meat', { id: String(dhuafa.id) }, staffA.cookie)).status).toBe(200);

    for (const cookie of [undefined, member.cookie]) {
      const { data, text } = await publicView(cookie);
      expect(data.meat).toEqual({
        total: { packages: 150, grams: 48_000 },
        by_category: [{ category: 'warga', packages: 120, grams: 2_500 }, { category: 'dhuafa', packages: 30, grams: 45_500 }],
      });
      for (const secret of ['Warga RT 03', 'Melati', 'Pesantren', staffA.user.nama, staffA2.user.nama]) expect(text).not.toContain(secret);
    }
    expect(meatText({ packages: 150, grams: 48_000 })).toBe('150 paket · 48 kg');
    const other = await t.call('masjid', 'get_qurban', { query: { slug: mosqueB.slug } });
    expect(v.parse(QurbanViewSchema, other.body.data).meat).toEqual({ total: { packages: 0, grams: 0 }, by_category: [] });
  });
});
