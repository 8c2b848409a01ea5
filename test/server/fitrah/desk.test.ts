import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, donations, fitrahDeskEntries, fitrahDeskShifts, mosqueStaff, mosques, users, zakatFitrahRates } from '../../../server/db/schema.ts';
import { adminMessages } from '../../../src/contract/admin.ts';
import { frameMessages } from '../../../src/contract/envelope.ts';
import {
  FITRAH_DESK_LIMITS, FitrahDeskEntrySchema, FitrahDeskViewSchema, FitrahShiftSchema, fitrahDeskMessages, type FitrahDeskView,
} from '../../../src/contract/fitrah-desk.ts';
import { FitrahDistributionSchema, MustahikAdminViewSchema } from '../../../src/contract/mustahik.ts';
import { insertPaymentMethods, insertProgram, insertUserWithSession } from '../donation-fixtures.ts';

// Meja Zakat Fitrah: a mosque's staff take each household's fitrah at the desk (money at the
// regency's rate, or rice), a replay or a second phone never makes one household twice, and each
// closing is counted by one person and confirmed by another.

type Account = { user: typeof users.$inferSelect; cookie: string };
type Mosque = typeof mosques.$inferSelect;

/** Jakarta Selatan's own rate, set apart from the network's so the test sees which one is used. */
const JAKSEL_RATE = 51_000;

describe('the zakat-fitrah desk', () => {
  let t: TestApp;
  let staffA: Account, staffA2: Account, staffB: Account, member: Account;
  let mosqueA: Mosque, mosqueB: Mosque;

  beforeAll(async () => {
    // 10 Ramadan 1448.
    t = await createTestApp({ start: new Date('2027-02-18T12:00:00Z') });
    staffA = await insertUserWithSession(t.db, t.clock.now, '81377780001');
    staffA2 = await insertUserWithSession(t.db, t.clock.now, '81377780002');
    staffB = await insertUserWithSession(t.db, t.clock.now, '81377780003');
    member = await insertUserWithSession(t.db, t.clock.now, '81377780004');
    await t.db.update(users).set({ nama: 'Pak Hasan' }).where(eq(users.id, staffA.user.id));
    await t.db.update(users).set({ nama: 'Bu Aminah' }).where(eq(users.id, staffA2.user.id));
    // Near Jakarta Selatan's seat, and Bandung's.
    [mosqueA] = await t.db.insert(mosques).values({ slug: 'masjid-fitrah-a', nama: 'Masjid Fitrah A', alamat: 'Jl. A', latitude: -6.27, longitude: 106.81 }).returning() as [Mosque];
    [mosqueB] = await t.db.insert(mosques).values({ slug: 'masjid-fitrah-b', nama: 'Masjid Fitrah B', alamat: 'Jl. B', latitude: -6.9, longitude: 107.6 }).returning() as [Mosque];
    await t.db.insert(mosqueStaff).values([
      { userId: staffA.user.id, masjidId: mosqueA.id }, { userId: staffA2.user.id, masjidId: mosqueA.id }, { userId: staffB.user.id, masjidId: mosqueB.id },
    ]);
    await t.db.insert(zakatFitrahRates).values({ regencyCode: '31.71', regencyName: 'KOTA JAKARTA SELATAN', rate: JAKSEL_RATE, updatedAt: t.clock.now })
      .onConflictDoUpdate({ target: zakatFitrahRates.regencyCode, set: { rate: JAKSEL_RATE } });
  });
  afterAll(async () => t?.close());

  const call = (kode: string, form: Record<string, string>, cookie?: string, idempotencyKey: string = crypto.randomUUID()) =>
    t.call('admin', kode, { form, cookie, idempotencyKey });
  const entryForm = (values: Record<string, string> = {}) =>
    ({ masjid_id: String(mosqueA.id), client_id: crypto.randomUUID(), nama: 'Keluarga Pak Budi', jiwa: '4', kind: 'uang', ...values });
  const record = (form: Record<string, string>, cookie = staffA.cookie, key?: string) => call('record_fitrah_entry', form, cookie, key);
  const desk = async (cookie = staffA.cookie, masjidId = mosqueA.id): Promise<FitrahDeskView> => {
    const res = await t.call('admin', 'get_fitrah_desk', { query: { masjid_id: String(masjidId) }, cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(FitrahDeskViewSchema, res.body.data);
  };
  const entriesWith = async (clientId: string) =>
    (await t.db.select({ n: count() }).from(fitrahDeskEntries).where(eq(fitrahDeskEntries.clientId, clientId)))[0]!.n;
  const rowCount = async () => (await t.db.select({ n: count() }).from(fitrahDeskEntries))[0]!.n;

  it('takes money at the regency rate the server computes, and rice by the sha\' in grams or millilitres', async () => {
    const money = await record(entryForm({ jiwa: '4', amount: '1' }));
    expect(money.status, JSON.stringify(money.body)).toBe(201);
    expect(v.parse(FitrahDeskEntrySchema, money.body.data)).toMatchObject({ kind: 'uang', jiwa: 4, amount: 4 * JAKSEL_RATE, rice_grams: 0, source: 'meja' });
    const kg = await record(entryForm({ nama: 'Ibu Sari', jiwa: '3', kind: 'beras', unit: 'kg' }));
    expect(kg.body.data).toMatchObject({ kind: 'beras', amount: 0, rice_grams: 7500, rice_ml: 0 });
    const litre = await record(entryForm({ nama: 'Pak Joko', jiwa: '2', kind: 'beras', unit: 'liter' }));
    expect(litre.body.data).toMatchObject({ rice_grams: 0, rice_ml: 7000 });
    const view = await desk();
    expect(view.season).toBe('1448');
    expect(view.rate).toBe(JAKSEL_RATE);
    expect(view.totals).toMatchObject({ entries: 3, jiwa: 9, amount: 4 * JAKSEL_RATE, rice_grams: 7500, rice_ml: 7000 });
    // Bandung has no rate of its own: the network's.
    const other = await desk(staffB.cookie, mosqueB.id);
    expect(other.rate).not.toBe(JAKSEL_RATE);
    expect(other.entries).toEqual([]);
  });

  it('makes one entry of a replay, with the same answer, under the same key or another', async () => {
    const form = entryForm({ nama: 'Keluarga Replay' });
    const key = crypto.randomUUID();
    const first = await record(form, staffA.cookie, key);
    const again = await record(form, staffA.cookie, key);
    // A second phone sends the same household under its own key.
    const fromOtherPhone = await record(form, staffA2.cookie);
    expect(first.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(fromOtherPhone.status).toBe(200);
    expect(fromOtherPhone.body.data).toEqual(first.body.data);
    expect(await entriesWith(form.client_id)).toBe(1);
    const audits = await t.db.select({ n: count() }).from(auditLog)
      .where(and(eq(auditLog.action, 'record_fitrah_entry'), eq(auditLog.targetId, String((first.body.data as { id: number }).id))));
    expect(audits[0]!.n).toBe(1);
  });

  it('makes one entry when two phones send the same household at once', async () => {
    const form = entryForm({ nama: 'Keluarga Serentak', jiwa: '5' });
    const answers = await Promise.all([record(form, staffA.cookie), record(form, staffA2.cookie), record(form, staffA.cookie)]);
    for (const a of answers) expect([200, 201], JSON.stringify(a.body)).toContain(a.status);
    expect(await entriesWith(form.client_id)).toBe(1);
    expect(new Set(answers.map((a) => (a.body.data as { id: number }).id)).size).toBe(1);
  });

  it('refuses the same id with other content (409, says what happened) and keeps the first', async () => {
    const form = entryForm({ nama: 'Keluarga Asli', jiwa: '3' });
    expect((await record(form)).status).toBe(201);
    const clash = await record({ ...form, jiwa: '6' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(fitrahDeskMessages.idReused);
    const [row] = await t.db.select().from(fitrahDeskEntries).where(eq(fitrahDeskEntries.clientId, form.client_id));
    expect(row).toMatchObject({ jiwa: 3, nama: 'Keluarga Asli' });
  });

  it('flags the same name and jiwa entered twice on purpose, keeping both', async () => {
    await record(entryForm({ nama: 'Keluarga Kembar', jiwa: '2' }));
    await record(entryForm({ nama: '  keluarga   kembar ', jiwa: '2' }), staffA2.cookie);
    const twins = (await desk()).entries.filter((e) => e.nama.toLowerCase() === 'keluarga kembar');
    expect(twins).toHaveLength(2);
    expect(twins.every((e) => e.possible_duplicate)).toBe(true);
    expect((await desk()).entries.find((e) => e.nama === 'Ibu Sari')?.possible_duplicate).toBe(false);
  });

  it('refuses bad input in Indonesian and stores nothing', async () => {
    const before = await rowCount();
    const cases: [Record<string, string>, string, string][] = [
      [{ nama: 'A' }, 'nama', fitrahDeskMessages.nameInvalid],
      [{ nama: 'x'.repeat(FITRAH_DESK_LIMITS.nameMax + 1) }, 'nama', fitrahDeskMessages.nameInvalid],
      [{ jiwa: '0' }, 'jiwa', fitrahDeskMessages.jiwaInvalid],
      [{ jiwa: '10000' }, 'jiwa', fitrahDeskMessages.jiwaInvalid],
      [{ jiwa: '-2' }, 'jiwa', fitrahDeskMessages.jiwaInvalid],
      [{ jiwa: '2.5' }, 'jiwa', fitrahDeskMessages.jiwaInvalid],
      [{ kind: 'emas' }, 'kind', fitrahDeskMessages.kindInvalid],
      [{ kind: 'beras', unit: 'karung' }, 'unit', fitrahDeskMessages.unitInvalid],
      [{ client_id: 'bukan-uuid' }, 'client_id', fitrahDeskMessages.idInvalid],
      [{ note: 'x'.repeat(FITRAH_DESK_LIMITS.note + 1) }, 'note', fitrahDeskMessages.tooLong(FITRAH_DESK_LIMITS.note)],
    ];
    for (const [values, field, message] of cases) {
      const res = await record(entryForm(values));
      expect(res.status, JSON.stringify(values)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toBe(message);
    }
    const shift = await call('count_fitrah_shift', { masjid_id: String(mosqueA.id), cash: '-5', rice_kg: '0' }, staffA.cookie);
    expect(shift.status).toBe(422);
    expect(shift.body.errors?.cash).toBe(fitrahDeskMessages.cashInvalid);
    const rice = await call('count_fitrah_shift', { masjid_id: String(mosqueA.id), cash: '0', rice_kg: '1,23456' }, staffA.cookie);
    expect(rice.body.errors?.rice_kg).toBe(fitrahDeskMessages.riceInvalid('kg', FITRAH_DESK_LIMITS.riceKg));
    expect(await rowCount()).toBe(before);
    expect((await t.db.select({ n: count() }).from(fitrahDeskShifts))[0]!.n).toBe(0);
  });

  it("answers another mosque's staff 403 and a guest 401, on reads and changes, and changes nothing", async () => {
    const before = await rowCount();
    const other = await record(entryForm(), staffB.cookie);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(adminMessages.forbidden);
    expect((await record(entryForm(), member.cookie)).status).toBe(403);
    const guest = await call('record_fitrah_entry', entryForm(), undefined);
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe(frameMessages.unauthenticated);
    expect((await t.call('admin', 'get_fitrah_desk', { query: { masjid_id: String(mosqueA.id) }, cookie: staffB.cookie })).status).toBe(403);
    const anEntry = (await desk()).entries[0]!;
    expect((await call('delete_fitrah_entry', { id: String(anEntry.id) }, staffB.cookie)).status).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  it('shows fitrah paid online to the mosque, settled only, marked online', async () => {
    const methods = await insertPaymentMethods(t.db);
    const program = await insertProgram(t.db, { masjidId: mosqueA.id, type: 'zakat', slug: 'zakat-fitrah-a', allTime: 'Y' });
    const base = { programId: program.id, donorPhone: '081200000000', paymentMethodId: methods.qris.id, expiresAt: t.clock.now, zakatKind: 'fitrah' };
    await t.db.insert(donations).values([
      { ...base, code: 'FITRAH-PAID', amount: 94_000, total: 94_000, donorName: 'Hamba Online', zakatCount: 2, status: 'paid', paidAt: t.clock.now },
      { ...base, code: 'FITRAH-WAIT', amount: 47_000, total: 47_000, donorName: 'Belum Bayar', status: 'pending' },
      { ...base, code: 'MAAL-PAID', amount: 500_000, total: 500_000, donorName: 'Zakat Maal', zakatKind: 'maal', status: 'paid', paidAt: t.clock.now },
    ]);
    const view = await desk();
    const online = view.entries.filter((e) => e.source === 'online');
    expect(online).toEqual([expect.objectContaining({ nama: 'Hamba Online', jiwa: 2, amount: 94_000, created_by: 'Online' })]);
    expect(view.open.amount).toBe(view.totals.amount - 94_000);
    expect((await desk(staffB.cookie, mosqueB.id)).entries.filter((e) => e.source === 'online')).toEqual([]);
  });

  it('deletes (staff only) softly: audited, no longer counted, the row kept', async () => {
    const made = await record(entryForm({ nama: 'Salah Catat', jiwa: '7' }));
    const id = (made.body.data as { id: number }).id;
    const before = await desk();
    const gone = await call('delete_fitrah_entry', { id: String(id) }, staffA.cookie);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const after = await desk();
    expect(after.entries.some((e) => e.id === id && e.source === 'meja')).toBe(false);
    expect(after.totals.jiwa).toBe(before.totals.jiwa - 7);
    const [row] = await t.db.select().from(fitrahDeskEntries).where(eq(fitrahDeskEntries.id, id));
    expect(row?.deletedAt).not.toBeNull();
    const trail = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'delete_fitrah_entry'), eq(auditLog.targetId, String(id))));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorId: staffA.user.id, masjidId: mosqueA.id });
    expect((await call('delete_fitrah_entry', { id: String(id) }, staffA.cookie)).status).toBe(409);
  });

  it('closes a shift: a difference needs a note; a second, different person confirms; audited', async () => {
    const open = (await desk()).open;
    const form = { masjid_id: String(mosqueA.id), cash: String(open.amount), rice_kg: String(open.rice_grams / 1000).replace('.', ','), rice_liter: String(open.rice_ml / 1000) };
    const short = await call('count_fitrah_shift', { ...form, cash: String(open.amount - 5000) }, staffA.cookie);
    expect(short.status).toBe(422);
    expect(short.body.errors?.note).toBe(fitrahDeskMessages.noteRequired);
    expect((await t.db.select({ n: count() }).from(fitrahDeskShifts))[0]!.n).toBe(0);

    const counted = await call('count_fitrah_shift', { ...form, cash: String(open.amount - 5000), note: 'Kembalian Rp5.000 terbawa' }, staffA.cookie);
    expect(counted.status, JSON.stringify(counted.body)).toBe(201);
    const shift = v.parse(FitrahShiftSchema, counted.body.data);
    expect(shift).toMatchObject({ status: 'pending', recorded: open, counted_cash: open.amount - 5000, note: 'Kembalian Rp5.000 terbawa' });
    // One open count at a time.
    expect((await call('count_fitrah_shift', form, staffA2.cookie)).status).toBe(409);

    const own = await call('confirm_fitrah_shift', { id: String(shift.id) }, staffA.cookie);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(fitrahDeskMessages.ownCount);
    expect((await call('confirm_fitrah_shift', { id: String(shift.id) }, staffB.cookie)).status).toBe(403);
    const confirmed = await call('confirm_fitrah_shift', { id: String(shift.id) }, staffA2.cookie);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', confirmed_by: 'Bu Aminah', counted_by: 'Pak Hasan' });
    expect((await call('confirm_fitrah_shift', { id: String(shift.id) }, staffA2.cookie, crypto.randomUUID())).status).toBe(409);

    const view = await desk();
    expect(view.open.entries).toBe(0);
    expect(view.shifts[0]).toMatchObject({ id: shift.id, status: 'confirmed' });
    // A counted entry is in the books: it can no longer be deleted.
    const counted1 = view.entries.find((e) => e.source === 'meja')!;
    expect(counted1.in_shift).toBe(true);
    expect((await call('delete_fitrah_entry', { id: String(counted1.id) }, staffA.cookie)).body.message).toBe(fitrahDeskMessages.inShift);
    // Nothing new since: nothing to count.
    expect((await call('count_fitrah_shift', { ...form, cash: '0', rice_kg: '0', rice_liter: '0' }, staffA.cookie)).body.message).toBe(fitrahDeskMessages.nothingToCount);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'fitrah_desk_shift'));
    expect(trail.map((r) => r.action).sort()).toEqual(['confirm_fitrah_shift', 'count_fitrah_shift']);
  });

  it("is what the mosque's books and its public report count as come in: the same sums, litres by the sha' they stand for", async () => {
    await record(entryForm({ nama: 'Keluarga Bu Tini', jiwa: '2', kind: 'beras', unit: 'liter' }));
    const gone = await record(entryForm({ nama: 'Salah Ketik', jiwa: '5' }));
    expect((await call('delete_fitrah_entry', { id: String(v.parse(FitrahDeskEntrySchema, gone.body.data).id) }, staffA.cookie)).status).toBe(200);
    const { totals } = await desk();
    const collected = { jiwa: totals.jiwa, money: totals.amount, rice_grams: totals.rice_grams + Math.round((totals.rice_ml * 2.5) / 3.5) };
    expect(collected.rice_grams).toBeGreaterThan(totals.rice_grams);

    const shown = await t.call('masjid', 'get_fitrah_distribution', { query: { slug: mosqueA.slug } });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(v.parse(FitrahDistributionSchema, shown.body.data).collected).toEqual(collected);
    expect(JSON.stringify(shown.body)).not.toContain('Bu Tini');
    const panel = await t.call('admin', 'get_mustahik_admin', { query: { masjid_id: String(mosqueA.id) }, cookie: staffA.cookie });
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    const { books } = v.parse(MustahikAdminViewSchema, panel.body.data);
    expect([books.money.in, books.rice.in]).toEqual([collected.money, collected.rice_grams]);
  });
});

