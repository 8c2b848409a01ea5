import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, mosqueStaff, mosques, qurbanAnimals, qurbanBookings, users } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { adminMessages } from '../../../src/contract/admin.ts';
import { frameMessages } from '../../../src/contract/envelope.ts';
import { MessageListSchema } from '../../../src/contract/pesan.ts';
import {
  QURBAN_BOOKINGS_PER_PERSON, QURBAN_OFFER_MAX, QurbanAdminViewSchema, QurbanViewSchema, qurbanMessages, type QurbanAdminView,
} from '../../../src/contract/qurban.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';
import { qurbanView } from '../../../server/mosques/qurban.ts';

// Qurban at a mosque: its staff offer animals, people book shares on the mosque page, the staff
// mark the slaughter and every shareholder reads it in Pesan. A cow never has an eighth owner.

type Account = { user: typeof users.$inferSelect; cookie: string };
type Mosque = typeof mosques.$inferSelect;

describe('qurban at a mosque', () => {
  let t: TestApp;
  let admin: Account, staffA: Account, staffB: Account, member: Account, other: Account;
  let mosqueA: Mosque, mosqueB: Mosque;

  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2027-04-20T03:00:00Z') });
    admin = await insertUserWithSession(t.db, t.clock.now, '81377770001');
    staffA = await insertUserWithSession(t.db, t.clock.now, '81377770002');
    staffB = await insertUserWithSession(t.db, t.clock.now, '81377770003');
    member = await insertUserWithSession(t.db, t.clock.now, '81377770004');
    other = await insertUserWithSession(t.db, t.clock.now, '81377770005');
    await grantAdminRoles(t.db, ['81377770001']);
    [mosqueA] = await t.db.insert(mosques).values({ slug: 'masjid-qurban-a', nama: 'Masjid Qurban A', alamat: 'Jl. A', latitude: -6.2, longitude: 106.8 }).returning() as [Mosque];
    [mosqueB] = await t.db.insert(mosques).values({ slug: 'masjid-qurban-b', nama: 'Masjid Qurban B', alamat: 'Jl. B', latitude: -6.9, longitude: 107.6 }).returning() as [Mosque];
    await t.db.insert(mosqueStaff).values([{ userId: staffA.user.id, masjidId: mosqueA.id }, { userId: staffB.user.id, masjidId: mosqueB.id }]);
  });
  afterAll(async () => t?.close());

  const admin_ = (kode: string, form: Record<string, string>, cookie?: string) => t.call('admin', kode, { form, cookie, idempotencyKey: crypto.randomUUID() });
  const offer = (form: Record<string, string>, cookie = staffA.cookie) => admin_('offer_qurban', { masjid_id: String(mosqueA.id), kind: 'sapi', price: '3500000', count: '1', ...form }, cookie);
  const book = (animalId: number, cookie: string | undefined, atas = 'Fulan bin Fulan', slug = 'masjid-qurban-a') =>
    t.call('masjid', 'book_qurban', { form: { slug, animal_id: String(animalId), atas_nama: atas }, cookie, idempotencyKey: crypto.randomUUID() });
  const view = async (cookie?: string, slug = 'masjid-qurban-a') => v.parse(QurbanViewSchema, (await t.call('masjid', 'get_qurban', { query: { slug }, cookie })).body.data);
  const panel = async (masjidId = mosqueA.id, cookie = staffA.cookie) => {
    const res = await t.call('admin', 'get_qurban_admin', { query: { masjid_id: String(masjidId) }, cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(QurbanAdminViewSchema, res.body.data);
  };
  const animalsIn = (p: QurbanAdminView, kind: string) => p.animals.filter((a) => a.kind === kind);
  const auditRows = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;

  it("lets a mosque's staff offer cows in 1/7 shares and goats whole; the mosque page shows the places left; audited", async () => {
    const before = await auditRows();
    const cows = await offer({ kind: 'sapi', price: '3.500.000', count: '2' });
    expect(cows.status, JSON.stringify(cows.body)).toBe(201);
    expect(cows.body.message).toBe(qurbanMessages.offered(2, 'sapi'));
    const goats = await offer({ kind: 'kambing', price: '2800000', count: '3' });
    expect(goats.status).toBe(201);
    expect(await auditRows()).toBe(before + 2);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'offer_qurban')).limit(1);
    expect(row).toMatchObject({ actorId: staffA.user.id, masjidId: mosqueA.id });

    const page = await view();
    expect(page.signed_in).toBe(false);
    expect(page.animals.map((a) => [a.label, a.share_price, a.shares, a.shares_left])).toEqual([
      ['Kambing 1', 2_800_000, 1, 1], ['Kambing 2', 2_800_000, 1, 1], ['Kambing 3', 2_800_000, 1, 1],
      ['Sapi 1', 3_500_000, 7, 7], ['Sapi 2', 3_500_000, 7, 7],
    ]);
    // A later offer numbers on.
    await offer({ kind: 'sapi', count: '1' });
    expect(animalsIn(await panel(), 'sapi').map((a) => a.label)).toEqual(['Sapi 1', 'Sapi 2', 'Sapi 3']);
  });

  it('refuses bad offers in Indonesian and stores nothing', async () => {
    const before = await t.db.select({ n: count() }).from(qurbanAnimals);
    const cases: [Record<string, string>, string, string][] = [
      [{ kind: 'unta' }, 'kind', qurbanMessages.kindInvalid],
      [{ count: '0' }, 'count', qurbanMessages.countInvalid],
      [{ count: String(QURBAN_OFFER_MAX + 1) }, 'count', qurbanMessages.countInvalid],
      [{ count: '-3' }, 'count', qurbanMessages.countInvalid],
      [{ count: '2.5' }, 'count', qurbanMessages.countInvalid],
      [{ price: '-1' }, 'price', qurbanMessages.priceInvalid],
      [{ price: '5000' }, 'price', qurbanMessages.priceInvalid],
      [{ price: '999999999999' }, 'price', qurbanMessages.priceInvalid],
      [{ price: 'sejuta' }, 'price', qurbanMessages.priceInvalid],
      [{ price: '3.500.00' }, 'price', qurbanMessages.priceInvalid],
    ];
    for (const [form, field, message] of cases) {
      const res = await offer(form);
      expect(res.status, JSON.stringify(form)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(form)).toBe(message);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:/);
    }
    expect(await t.db.select({ n: count() }).from(qurbanAnimals)).toEqual(before);
  });

  it("keeps other mosques' staff, plain members and guests out of a mosque's qurban", async () => {
    const cow = animalsIn(await panel(), 'sapi')[0]!;
    const before = await t.db.select().from(qurbanAnimals);
    const auditBefore = await auditRows();
    expect((await offer({}, staffB.cookie)).status).toBe(403);
    expect((await offer({}, member.cookie)).status).toBe(403);
    expect((await t.call('admin', 'offer_qurban', { form: { masjid_id: String(mosqueA.id), kind: 'sapi', price: '3500000', count: '1' } })).status).toBe(401);
    expect((await t.call('admin', 'get_qurban_admin', { query: { masjid_id: String(mosqueA.id) }, cookie: staffB.cookie })).status).toBe(403);
    expect((await t.call('admin', 'get_qurban_admin', { query: { masjid_id: String(mosqueA.id) }, cookie: member.cookie })).status).toBe(403);
    const slaughter = await admin_('slaughter_qurban', { id: String(cow.id), note: '' }, staffB.cookie);
    expect([slaughter.status, slaughter.body.message]).toEqual([403, adminMessages.forbidden]);
    expect((await admin_('slaughter_qurban', { id: String(cow.id) }, member.cookie)).status).toBe(403);
    expect(await t.db.select().from(qurbanAnimals)).toEqual(before);
    expect(await auditRows()).toBe(auditBefore);
    // A network admin may act on any mosque's panel.
    expect((await panel(mosqueA.id, admin.cookie)).animals.length).toBe(before.filter((a) => a.masjidId === mosqueA.id).length);
    // A cow of mosque A cannot be booked through mosque B's page.
    const res = await book(cow.id, member.cookie, 'Fulan', 'masjid-qurban-b');
    expect([res.status, res.body.errors?.animal_id]).toEqual([422, qurbanMessages.animalNotFound]);
  });

  it('books a share for a signed-in person on whose behalf they name; a guest is asked to log in', async () => {
    const cow = (await view()).animals.find((a) => a.label === 'Sapi 1')!;
    const guest = await book(cow.id, undefined);
    expect(guest.status).toBe(401);
    const res = await book(cow.id, member.cookie, 'Almarhum Bapak Sukardi');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(qurbanMessages.booked);
    const mine = v.parse(QurbanViewSchema, res.body.data);
    expect(mine.signed_in).toBe(true);
    expect(mine.mine).toEqual([{ id: expect.any(Number), animal_id: cow.id, atas_nama: 'Almarhum Bapak Sukardi', payment: 'belum_dibayar', price: 3_500_000, paid: 0, pending: 0, receipt_code: null, slaughter_photo: null }]);
    expect(mine.animals.find((a) => a.id === cow.id)!.shares_left).toBe(6);

    // The public read names no booker and carries no phone number; another reader sees none of it.
    const publicText = JSON.stringify((await t.call('masjid', 'get_qurban', { query: { slug: 'masjid-qurban-a' } })).body);
    expect(publicText).not.toContain('Sukardi');
    expect(publicText).not.toContain(member.user.whatsapp);
    expect((await view(other.cookie)).mine).toEqual([]);

    // The staff see it with the number masked, and not paid.
    const booked = (await panel()).animals.find((a) => a.id === cow.id)!;
    expect(booked.bookings).toEqual([{ id: expect.any(Number), atas_nama: 'Almarhum Bapak Sukardi', nomor_hp: '81********4', payment: 'belum_dibayar', paid: 0, created_at: expect.any(String) }]);
    expect(JSON.stringify(await panel())).not.toContain(member.user.whatsapp);
  });

  it('refuses bad bookings in Indonesian', async () => {
    const goat = (await view()).animals.find((a) => a.label === 'Kambing 1')!;
    const cases: [Record<string, string>, string, string][] = [
      [{ atas_nama: '   ' }, 'atas_nama', 'Mohon diisi terlebih dahulu'],
      [{ atas_nama: 'x'.repeat(81) }, 'atas_nama', qurbanMessages.tooLong(80)],
      [{ animal_id: '0' }, 'animal_id', 'ID tidak valid'],
      [{ animal_id: 'abc' }, 'animal_id', frameMessages.invalidField],
    ];
    for (const [form, field, message] of cases) {
      const res = await t.call('masjid', 'book_qurban', { form: { slug: 'masjid-qurban-a', animal_id: String(goat.id), atas_nama: 'Fulan', ...form }, cookie: other.cookie, idempotencyKey: crypto.randomUUID() });
      expect(res.status, JSON.stringify(form)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(form)).toBe(message);
    }
    const missing = await book(999_999, other.cookie);
    expect([missing.status, missing.body.errors?.animal_id]).toEqual([422, qurbanMessages.animalNotFound]);
    // A goat is one person's: the second booking is refused.
    expect((await book(goat.id, other.cookie)).status).toBe(201);
    const second = await book(goat.id, member.cookie);
    expect([second.status, second.body.message]).toEqual([422, qurbanMessages.full]);
  });

  it('never sells a cow past 7 shares, even to 50 people booking at once', async () => {
    const created = v.parse(QurbanAdminViewSchema, (await offer({ kind: 'sapi', count: '1' })).body.data);
    const cow = created.animals.filter((a) => a.kind === 'sapi').at(-1)!;
    const people = await Promise.all(Array.from({ length: 50 }, (_, i) => insertUserWithSession(t.db, t.clock.now, `8137778${String(i).padStart(4, '0')}`)));
    const answers = await Promise.all(people.map((p, i) => book(cow.id, p.cookie, `Peserta ${i + 1}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s === 422)).toHaveLength(43);
    for (const a of answers.filter((x) => x.status === 422)) expect(a.body.message).toBe(qurbanMessages.full);
    const [row] = await t.db.select().from(qurbanAnimals).where(eq(qurbanAnimals.id, cow.id));
    expect(row!.sharesTaken).toBe(7);
    expect(await t.db.select({ n: count() }).from(qurbanBookings).where(eq(qurbanBookings.animalId, cow.id))).toEqual([{ n: 7 }]);
    // The database itself refuses an eighth share, whatever a query might try.
    await expect(t.db.update(qurbanAnimals).set({ sharesTaken: 8 }).where(eq(qurbanAnimals.id, cow.id))).rejects.toThrow();
  });

  it(`stops one account at ${QURBAN_BOOKINGS_PER_PERSON} shares a season, and rate-limits booking taps`, async () => {
    const family = await insertUserWithSession(t.db, t.clock.now, '81377779001');
    const created = v.parse(QurbanAdminViewSchema, (await offer({ kind: 'sapi', count: '2' })).body.data);
    const [cow1, cow2] = created.animals.filter((a) => a.kind === 'sapi').slice(-2);
    for (let i = 0; i < QURBAN_BOOKINGS_PER_PERSON; i++) expect((await book(cow1!.id, family.cookie, `Anggota ${i + 1}`)).status).toBe(201);
    const eighth = await book(cow2!.id, family.cookie, 'Anggota 8');
    expect([eighth.status, eighth.body.message]).toEqual([422, qurbanMessages.tooManyBookings]);
    let last = eighth;
    for (let i = 0; i < 20 && last.status !== 429; i++) last = await book(cow2!.id, family.cookie, 'Lagi');
    expect(last.status).toBe(429);
    expect((await view(family.cookie)).mine).toHaveLength(QURBAN_BOOKINGS_PER_PERSON);
  });

  it('marks a cow slaughtered once, with a note; each shareholder reads it in Pesan; no one else does', async () => {
    const cow = animalsIn(await panel(), 'sapi').find((a) => a.label === 'Sapi 1')!;
    await book(cow.id, other.cookie, 'Keluarga Hasan');
    const res = await admin_('slaughter_qurban', { id: String(cow.id), note: 'Disembelih pukul 07.30, daging dibagikan ba’da dzuhur' }, staffA.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(qurbanMessages.slaughtered('Sapi 1'));
    const after = v.parse(QurbanAdminViewSchema, res.body.data).animals.find((a) => a.id === cow.id)!;
    expect(after.slaughtered_at).toBe(t.clock.now.toISOString());
    expect(after.slaughter_note).toBe('Disembelih pukul 07.30, daging dibagikan ba’da dzuhur');
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'slaughter_qurban'));
    expect(row).toMatchObject({ actorId: staffA.user.id, masjidId: mosqueA.id, targetId: String(cow.id) });

    const inbox = async (cookie: string) => v.parse(MessageListSchema, (await t.call('pesan', 'list_messages', { cookie })).body.data).filter((m) => m.kind === 'qurban-slaughtered');
    const memberInbox = await inbox(member.cookie);
    expect(memberInbox.map((m) => [m.title, m.body, m.link])).toEqual([[
      'Hewan qurbanmu sudah disembelih',
      'Sapi 1 di Masjid Qurban A atas nama Almarhum Bapak Sukardi sudah disembelih. Catatan pengurus: Disembelih pukul 07.30, daging dibagikan ba’da dzuhur',
      '/masjid/masjid-qurban-a',
    ]]);
    expect((await inbox(other.cookie)).map((m) => m.body)).toEqual([expect.stringContaining('atas nama Keluarga Hasan')]);
    expect(await inbox(staffB.cookie)).toEqual([]);

    // Once only; and a slaughtered animal takes no more bookings.
    const again = await admin_('slaughter_qurban', { id: String(cow.id) }, staffA.cookie);
    expect([again.status, again.body.errors?.id]).toEqual([422, qurbanMessages.alreadySlaughtered]);
    expect(await inbox(member.cookie)).toHaveLength(1);
    const late = await book(cow.id, staffB.cookie);
    expect([late.status, late.body.message]).toEqual([422, qurbanMessages.alreadySlaughtered]);
    expect((await view()).animals.find((a) => a.id === cow.id)!.slaughtered_at).not.toBeNull();
    const tooLong = await admin_('slaughter_qurban', { id: String(animalsIn(await panel(), 'sapi')[1]!.id), note: 'x'.repeat(201) }, staffA.cookie);
    expect([tooLong.status, tooLong.body.errors?.note]).toEqual([422, qurbanMessages.tooLong(200)]);
  });
});

describe('the demo qurban list', () => {
  it("shows a newcomer Al-Akbar's cows and goats, one cow with 3 of its 7 shares booked, and no booker", async () => {
    const t = await createTestApp({ seed: true });
    try {
      const res = await t.call('masjid', 'get_qurban', { query: { slug: 'masjid-nasional-al-akbar' } });
      const view = v.parse(QurbanViewSchema, res.body.data);
      expect(view.animals.map((a) => [a.label, a.shares_left])).toEqual([['Kambing 1', 1], ['Kambing 2', 1], ['Sapi 1', 4], ['Sapi 2', 7]]);
      expect(JSON.stringify(res.body)).not.toContain('Ahmad Fauzi');
      // Its bookers see one share paid in full and one Tabungan Qurban half-way.
      const [mosque] = await t.db.select().from(mosques).where(eq(mosques.slug, 'masjid-nasional-al-akbar'));
      const booked = await t.db.select().from(qurbanBookings).orderBy(asc(qurbanBookings.id));
      const mineOf = async (userId: number) => (await qurbanView(t.db, mosque!.id, userId, t.clock.now)).mine;
      const paid = (await Promise.all([...new Set(booked.map((b) => b.userId))].map(mineOf))).flat();
      expect(paid.map((b) => [b.atas_nama, b.payment, b.paid])).toEqual(expect.arrayContaining([
        ['Keluarga Bapak Ahmad Fauzi', 'lunas', 3_500_000], ['Almarhumah Ibu Siti Aminah', 'menabung', 1_750_000],
      ]));
    } finally {
      await t.close();
    }
  });
});
