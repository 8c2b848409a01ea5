import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, fitrahHandOvers, mosqueStaff, mosques, mustahik, users } from '../../../server/db/schema.ts';
import {
  FitrahDistributionSchema, MustahikAdminViewSchema, mustahikMessages, pendingLine, type MustahikAdminView,
} from '../../../src/contract/mustahik.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';

// Mustahik and the fitrah distribution: a register only the mosque's staff read, NIK and phone
// masked in every answer, hand-overs confirmed by a second, different person, totals in public
// without a recipient.

type Account = { user: typeof users.$inferSelect; cookie: string };
type Mosque = typeof mosques.$inferSelect;

const NIK = '3201234505900001';
const PHONE = '081234567890';

describe('mustahik and the fitrah distribution', () => {
  let t: TestApp;
  let staffA: Account, staffA2: Account, staffB: Account, member: Account;
  let mosqueA: Mosque, mosqueB: Mosque;
  const answers: string[] = [];

  beforeAll(async () => {
    // 1 Ramadan 1448: a week and a half before the Eid.
    t = await createTestApp({ start: new Date('2027-03-01T03:00:00Z') });
    staffA = await insertUserWithSession(t.db, t.clock.now, '81377780001');
    staffA2 = await insertUserWithSession(t.db, t.clock.now, '81377780002');
    staffB = await insertUserWithSession(t.db, t.clock.now, '81377780003');
    member = await insertUserWithSession(t.db, t.clock.now, '81377780004');
    [mosqueA] = await t.db.insert(mosques).values({ slug: 'masjid-fitrah-a', nama: 'Masjid Fitrah A', alamat: 'Jl. A', latitude: -6.2, longitude: 106.8 }).returning() as [Mosque];
    [mosqueB] = await t.db.insert(mosques).values({ slug: 'masjid-fitrah-b', nama: 'Masjid Fitrah B', alamat: 'Jl. B', latitude: -6.9, longitude: 107.6 }).returning() as [Mosque];
    await t.db.insert(mosqueStaff).values([
      { userId: staffA.user.id, masjidId: mosqueA.id }, { userId: staffA2.user.id, masjidId: mosqueA.id }, { userId: staffB.user.id, masjidId: mosqueB.id },
    ]);
  });
  afterAll(async () => t?.close());

  /** Every answer the API gave, for the check that no raw NIK or phone ever left it. */
  const call = async (controller: string, kode: string, opts: Parameters<TestApp['call']>[2]) => {
    const res = await t.call(controller, kode, opts);
    answers.push(res.text);
    return res;
  };
  const post = (kode: string, form: Record<string, string>, cookie: string | undefined = staffA.cookie, idempotencyKey: string = crypto.randomUUID()) =>
    call('admin', kode, { form, cookie, idempotencyKey });
  const register = (form: Record<string, string> = {}, cookie?: string) => post('save_mustahik', {
    masjid_id: String(mosqueA.id), name: 'Ibu Siti Aminah', asnaf: 'fakir', household_size: '4', address: 'Gg. Melati RT 03', nik: NIK, phone: PHONE, ...form,
  }, cookie);
  const panel = async (cookie = staffA.cookie): Promise<MustahikAdminView> => {
    const res = await call('admin', 'get_mustahik_admin', { query: { masjid_id: String(mosqueA.id) }, cookie });
    expect(res.status, res.text).toBe(200);
    return v.parse(MustahikAdminViewSchema, res.body.data);
  };
  const publicTotals = async () => {
    const res = await call('masjid', 'get_fitrah_distribution', { query: { slug: mosqueA.slug } });
    expect(res.status, res.text).toBe(200);
    return { data: v.parse(FitrahDistributionSchema, res.body.data), text: res.text };
  };
  const rows = async () => t.db.select().from(mustahik);
  const audits = async (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('registers a mustahik for the mosque, audited, with NIK and phone masked in the answer and the audit row', async () => {
    const res = await register();
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe(mustahikMessages.saved);
    const view = v.parse(MustahikAdminViewSchema, res.body.data);
    expect(view.season).toBe(1448);
    expect(view.mustahik).toEqual([expect.objectContaining({
      name: 'Ibu Siti Aminah', asnaf: 'fakir', household_size: 4, nik: '3201********0001', phone: '0812****7890', plan: null, hand_over: null,
    })]);
    const [audit] = await audits('create_mustahik');
    expect(audit).toMatchObject({ actorId: staffA.user.id, masjidId: mosqueA.id });
    expect(JSON.stringify(audit)).not.toContain(NIK);
    expect(JSON.stringify(audit)).not.toContain('1234567890');
    // Stored whole: the committee needs it to find the household.
    expect((await rows())[0]).toMatchObject({ nik: NIK, phone: '81234567890' });
  });

  it('refuses bad input in Indonesian and changes nothing', async () => {
    const before = await rows();
    const cases: [Record<string, string>, string, string][] = [
      [{ name: 'A' }, 'name', mustahikMessages.name],
      [{ name: 'x'.repeat(81) }, 'name', mustahikMessages.name],
      [{ asnaf: 'kaya' }, 'asnaf', mustahikMessages.asnaf],
      [{ household_size: '0' }, 'household_size', mustahikMessages.household],
      [{ household_size: '31' }, 'household_size', mustahikMessages.household],
      [{ household_size: '10000' }, 'household_size', mustahikMessages.household],
      [{ household_size: '-2' }, 'household_size', mustahikMessages.household],
      [{ address: 'x'.repeat(201) }, 'address', mustahikMessages.address],
      [{ nik: '123' }, 'nik', mustahikMessages.nik],
      [{ nik: '3201234513900001' }, 'nik', mustahikMessages.nik],
      [{ nik: '320123450590000a' }, 'nik', mustahikMessages.nik],
      [{ phone: '12345' }, 'phone', mustahikMessages.phone],
    ];
    for (const [form, field, message] of cases) {
      const res = await register(form);
      expect(res.status, JSON.stringify(form)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(form)).toBe(message);
      expect(res.text).not.toMatch(/at .*\.ts|Error:/);
    }
    const id = String(before[0]!.id);
    for (const form of [{ rice_kg: '-1', money: '0' }, { rice_kg: '100,5', money: '0' }, { rice_kg: '2.5', money: '10000001' }, { rice_kg: '2.5', money: '-5' }, { rice_kg: 'dua', money: '0' }]) {
      const res = await post('plan_fitrah', { mustahik_id: id, ...form });
      expect(res.status, JSON.stringify(form)).toBe(422);
    }
    const nothing = await post('hand_over_fitrah', { mustahik_id: id, rice_kg: '0', money: '0' });
    expect([nothing.status, nothing.body.errors?.rice_kg]).toEqual([422, mustahikMessages.nothing]);
    const amil = await post('save_fitrah_season', { masjid_id: String(mosqueA.id), amil_percent: '13' });
    expect([amil.status, amil.body.errors?.amil_percent]).toEqual([422, mustahikMessages.amil]);
    expect(await rows()).toEqual(before);
    expect((await panel()).mustahik[0]!.plan).toBeNull();
  });

  it("keeps other mosques' staff, plain members and guests out of the register", async () => {
    const person = (await rows())[0]!;
    const before = await rows();
    expect((await register({}, staffB.cookie)).status).toBe(403);
    expect((await register({}, member.cookie)).status).toBe(403);
    expect((await call('admin', 'save_mustahik', { form: { masjid_id: String(mosqueA.id), name: 'Tamu', asnaf: 'fakir', household_size: '1' }, idempotencyKey: crypto.randomUUID() })).status).toBe(401);
    for (const cookie of [staffB.cookie, member.cookie]) {
      const res = await call('admin', 'get_mustahik_admin', { query: { masjid_id: String(mosqueA.id) }, cookie });
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('Siti');
    }
    expect((await call('admin', 'get_mustahik_admin', { query: { masjid_id: String(mosqueA.id) } })).status).toBe(401);
    for (const [kode, form] of [
      ['delete_mustahik', { id: String(person.id) }], ['plan_fitrah', { mustahik_id: String(person.id), rice_kg: '5', money: '0' }],
      ['hand_over_fitrah', { mustahik_id: String(person.id), rice_kg: '5', money: '0' }],
      ['save_mustahik', { masjid_id: String(mosqueB.id), id: String(person.id), name: 'Diubah', asnaf: 'fakir', household_size: '2' }],
    ] as const) {
      const res = await post(kode, form, staffB.cookie);
      expect(res.status, kode).toBeGreaterThanOrEqual(403);
      expect(res.status, kode).toBeLessThan(405);
      expect(res.text).not.toContain('Siti');
    }
    expect(await rows()).toEqual(before);
  });

  it('plans, hands over once (a replay makes one hand-over), and needs a second, different staff member to confirm', async () => {
    const person = (await rows())[0]!;
    const id = String(person.id);
    const second = await register({ name: 'Pak Darmo', asnaf: 'miskin', household_size: '3', nik: '', phone: '' });
    const darmo = v.parse(MustahikAdminViewSchema, second.body.data).mustahik.find((m) => m.name === 'Pak Darmo')!;
    expect(darmo).toMatchObject({ nik: null, phone: null });
    expect((await post('plan_fitrah', { mustahik_id: id, rice_kg: '12,5', money: '200.000' })).status).toBe(200);
    expect((await post('plan_fitrah', { mustahik_id: String(darmo.id), rice_kg: '7.5', money: '150000' })).status).toBe(200);
    const planned = await panel();
    expect(planned.pending).toEqual({ households: 2, rice_grams: 20_000, money: 350_000 });
    expect(pendingLine(planned.pending, planned.eid_at, t.clock.now)).toMatch(/^Belum diserahkan: 2 keluarga, 20 kg, Rp 350\.000 — \d+ hari lagi sebelum salat Id$/);
    // The default Eid prayer: 1 Syawal 1448 (10 March 2027) at 06:30 WIB.
    expect([planned.eid_set, planned.eid_at]).toEqual([false, '2027-03-09T23:30:00.000Z']);

    const key = crypto.randomUUID();
    const first = await post('hand_over_fitrah', { mustahik_id: id, rice_kg: '12', money: '200000' }, staffA.cookie, key);
    expect(first.status, first.text).toBe(201);
    const replay = await post('hand_over_fitrah', { mustahik_id: id, rice_kg: '12', money: '200000' }, staffA.cookie, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const again = await post('hand_over_fitrah', { mustahik_id: id, rice_kg: '12', money: '200000' });
    expect([again.status, again.body.message]).toEqual([409, mustahikMessages.alreadyHandedOver]);
    const [{ n }] = await t.db.select({ n: count() }).from(fitrahHandOvers).where(eq(fitrahHandOvers.mustahikId, person.id)) as [{ n: number }];
    expect(n).toBe(1);

    const handOver = (await panel()).mustahik.find((m) => m.id === person.id)!.hand_over!;
    expect(handOver).toMatchObject({ rice_grams: 12_000, money: 200_000, confirmed_by: null, handed_by_me: true });
    // Not yet in public: one witness is not enough.
    expect((await publicTotals()).data.total.households).toBe(0);
    const own = await post('confirm_fitrah_handover', { id: String(handOver.id) });
    expect([own.status, own.body.message]).toEqual([409, mustahikMessages.ownHandOver]);
    expect((await post('confirm_fitrah_handover', { id: String(handOver.id) }, staffB.cookie)).status).toBe(403);
    const confirmed = await post('confirm_fitrah_handover', { id: String(handOver.id) }, staffA2.cookie);
    expect(confirmed.status, confirmed.text).toBe(200);
    const after = v.parse(MustahikAdminViewSchema, confirmed.body.data);
    expect(after.mustahik.find((m) => m.id === person.id)!.hand_over).toMatchObject({ confirmed_by: staffA2.user.nama, handed_by_me: false });
    expect(after.pending).toEqual({ households: 1, rice_grams: 7_500, money: 150_000 });
    // Nothing taken in at the desk yet: the books show the shortfall, never a silent negative.
    expect(after.books.rice).toMatchObject({ in: 0, out: 12_000, short: 12_000 });
    expect(after.books.balanced).toBe(false);
    const twice = await post('confirm_fitrah_handover', { id: String(handOver.id) }, staffA2.cookie);
    expect([twice.status, twice.body.message]).toEqual([409, mustahikMessages.notPending]);
    expect(await audits('confirm_fitrah_handover')).toHaveLength(1);
  });

  it('shows the public totals by asnaf without a name, NIK, phone or address', async () => {
    const { data, text } = await publicTotals();
    expect(data.by_asnaf).toEqual([{ asnaf: 'fakir', households: 1, rice_grams: 12_000, money: 200_000 }]);
    for (const secret of ['Siti', 'Aminah', 'Darmo', 'Melati', NIK, '81234567890', '3201']) expect(text).not.toContain(secret);
    expect((await call('masjid', 'get_fitrah_distribution', { query: { slug: 'tidak-ada' } })).status).toBe(404);
  });

  it('sets the Eid prayer and the amil share; an edit and a soft delete are audited and the deleted entry leaves its audit row', async () => {
    const season = await post('save_fitrah_season', { masjid_id: String(mosqueA.id), eid_date: '2027-03-10', eid_time: '07:00', amil_percent: '12,5' });
    expect(season.status, season.text).toBe(200);
    expect(v.parse(MustahikAdminViewSchema, season.body.data)).toMatchObject({ eid_set: true, eid_at: '2027-03-10T00:00:00.000Z', amil_tenths: 125 });

    const darmo = (await rows()).find((r) => r.name === 'Pak Darmo')!;
    const edit = await register({ id: String(darmo.id), name: 'Pak Darmo Sutrisno', asnaf: 'gharim', household_size: '5', nik: '', phone: '' });
    expect(edit.status, edit.text).toBe(200);
    expect(await audits('update_mustahik')).toHaveLength(1);
    const removed = await post('delete_mustahik', { id: String(darmo.id) });
    expect([removed.status, removed.body.message]).toEqual([200, mustahikMessages.deleted]);
    expect(v.parse(MustahikAdminViewSchema, removed.body.data).mustahik.map((m) => m.name)).toEqual(['Ibu Siti Aminah']);
    const [row] = await t.db.select().from(mustahik).where(eq(mustahik.id, darmo.id));
    expect(row!.deletedAt).not.toBeNull();
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'delete_mustahik'), eq(auditLog.targetId, String(darmo.id))));
    expect(audit).toMatchObject({ actorId: staffA.user.id, masjidId: mosqueA.id });
    expect((await post('delete_mustahik', { id: String(darmo.id) })).status).toBe(404);
  });

  it('never let a raw NIK or phone number out in any answer, nor a name or NIK into the log', () => {
    expect(answers.length).toBeGreaterThan(20);
    const logged = JSON.stringify(t.logs);
    for (const secret of [NIK, '1234567890', 'Siti Aminah']) expect(logged).not.toContain(secret);
    for (const text of answers) {
      expect(text).not.toContain(NIK);
      expect(text).not.toContain('1234567890');
    }
  });
});
