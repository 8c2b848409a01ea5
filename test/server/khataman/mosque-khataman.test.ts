import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { khatamans, mosqueStaff, mosques } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';
import { HOUR } from '../account-helpers.ts';
import { KhatamanHostListSchema, MOSQUE_KHATAMAN_SHOWN, MosqueKhatamanListSchema, khatamanMessages } from '../../../src/contract/khataman.ts';
import { WallContentSchema } from '../../../src/contract/wall-settings.ts';

// A mosque's own khataman (issue 43): its staff open it for the mosque, and its progress shows on
// the mosque page and the wall screen. Only the mosque's staff (or a network admin) may open one
// in its name; the mosque's list carries progress only, never who reads.

type Account = Awaited<ReturnType<typeof insertUserWithSession>>;
type Mosque = typeof mosques.$inferSelect;

describe("a mosque's khataman", () => {
  let t: TestApp;
  let admin: Account, staffA: Account, staffB: Account, member: Account;
  let mosqueA: Mosque, mosqueB: Mosque;

  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2026-12-01T03:00:00Z') });
    admin = await insertUserWithSession(t.db, t.clock.now, '81366660001');
    staffA = await insertUserWithSession(t.db, t.clock.now, '81366660002');
    staffB = await insertUserWithSession(t.db, t.clock.now, '81366660003');
    member = await insertUserWithSession(t.db, t.clock.now, '81366660004');
    await grantAdminRoles(t.db, ['81366660001']);
    [mosqueA] = await t.db.insert(mosques).values({ slug: 'masjid-khatam-a', nama: 'Masjid Khatam A', alamat: 'Jl. A', latitude: -6.2, longitude: 106.8 }).returning() as [Mosque];
    [mosqueB] = await t.db.insert(mosques).values({ slug: 'masjid-khatam-b', nama: 'Masjid Khatam B', alamat: 'Jl. B', latitude: -6.9, longitude: 107.6 }).returning() as [Mosque];
    await t.db.insert(mosqueStaff).values([{ userId: staffA.user.id, masjidId: mosqueA.id }, { userId: staffB.user.id, masjidId: mosqueB.id }]);
  });
  afterAll(async () => t?.close());
  beforeEach(() => t.clock.advance(HOUR));

  const open = (cookie: string, form: Record<string, string> = {}) =>
    t.call('khataman', 'open_khataman', { form: { title: 'Khataman Ramadan 1448', intention: 'Ramadan 1448 Masjid Khatam A', deadline: '2026-12-20', ...form }, cookie, idempotencyKey: crypto.randomUUID() });
  const mosqueList = async (slug = mosqueA.slug) => {
    const res = await t.call('khataman', 'get_masjid_khataman', { query: { slug } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { list: v.parse(MosqueKhatamanListSchema, res.body.data), raw: JSON.stringify(res.body) };
  };
  const khatamanCount = async () => (await t.db.select({ n: count() }).from(khatamans))[0]!.n;

  it("is opened by the mosque's staff in its name: its page names the mosque, the mosque page lists it with its progress", async () => {
    const res = await open(staffA.cookie, { masjid_id: String(mosqueA.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.masjid).toEqual({ slug: mosqueA.slug, nama: 'Masjid Khatam A' });
    const id = res.body.data.id as string;
    expect((await t.call('khataman', 'get_khataman', { query: { id } })).body.data.masjid).toEqual({ slug: mosqueA.slug, nama: 'Masjid Khatam A' });

    const reader = await insertUserWithSession(t.db, t.clock.now, '81366660010');
    expect((await t.call('khataman', 'claim_juz', { form: { id, juz: '1,2,3' }, cookie: reader.cookie })).status).toBe(200);
    for (const juz of ['1', '2']) expect((await t.call('khataman', 'mark_juz_read', { form: { id, juz }, cookie: reader.cookie })).status).toBe(200);
    const { list, raw } = await mosqueList();
    expect(list).toContainEqual({ id, title: 'Khataman Ramadan 1448', deadline: '2026-12-20', read: 2, khatam: false });
    // Progress only: neither the reader's name nor any number leaves with it.
    expect(raw).not.toContain('Pengguna');
    expect(raw).not.toContain('81366660010');
    // Not on the other mosque's page.
    expect((await mosqueList(mosqueB.slug)).list.map((k) => k.id)).not.toContain(id);
  });

  it("is refused to anyone who does not serve the mosque, and nothing is opened", async () => {
    const before = await khatamanCount();
    for (const cookie of [staffB.cookie, member.cookie]) {
      const res = await open(cookie, { masjid_id: String(mosqueA.id) });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(khatamanMessages.notStaff);
    }
    expect(await khatamanCount()).toBe(before);
  });

  it('is opened by a network admin for any mosque', async () => {
    const res = await open(admin.cookie, { masjid_id: String(mosqueB.id), title: 'Khataman Jamaah B' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await mosqueList(mosqueB.slug)).list.map((k) => k.title)).toContain('Khataman Jamaah B');
  });

  it('refuses an unknown or malformed mosque in Indonesian, opening nothing', async () => {
    const before = await khatamanCount();
    const unknown = await open(admin.cookie, { masjid_id: '999999' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ masjid_id: khatamanMessages.mosqueNotFound });
    const malformed = await open(staffA.cookie, { masjid_id: 'satu' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ masjid_id: khatamanMessages.mosqueNotFound });
    expect(await khatamanCount()).toBe(before);
    expect((await t.call('khataman', 'get_masjid_khataman', { query: { slug: 'tidak-ada' } })).status).toBe(404);
    expect((await t.call('khataman', 'get_masjid_khataman', { query: { slug: 'Bukan Slug!' } })).status).toBe(422);
  });

  it("a person's own khataman is on no mosque's page", async () => {
    const res = await open(staffA.cookie, { title: 'Khataman Keluarga' });
    expect(res.status).toBe(200);
    expect(res.body.data.masjid).toBeNull();
    expect((await mosqueList()).list.map((k) => k.title)).not.toContain('Khataman Keluarga');
  });

  it('offers the form the mosques the person serves, and none to others', async () => {
    const hosts = async (cookie?: string) => t.call('khataman', 'khataman_hosts', { cookie });
    expect(v.parse(KhatamanHostListSchema, (await hosts(staffA.cookie)).body.data)).toEqual([{ id: mosqueA.id, nama: 'Masjid Khatam A' }]);
    expect((await hosts(member.cookie)).body.data).toEqual([]);
    expect((await hosts()).status).toBe(401);
  });

  it('shows the running ones, the soonest deadline first, at most a few; a khatam one says so; a past deadline leaves the page and the wall', async () => {
    const staff = await insertUserWithSession(t.db, t.clock.now, '81366660020');
    const [mosque] = await t.db.insert(mosques).values({ slug: 'masjid-khatam-c', nama: 'Masjid Khatam C', alamat: 'Jl. C', latitude: -6.3, longitude: 106.9 }).returning() as [Mosque];
    await t.db.insert(mosqueStaff).values({ userId: staff.user.id, masjidId: mosque.id });
    const deadlines = ['2026-12-31', '2026-12-05', '2026-12-15', '2026-12-25'];
    const ids: string[] = [];
    for (const deadline of deadlines) {
      const res = await open(staff.cookie, { masjid_id: String(mosque.id), deadline, title: `Khataman ${deadline}` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data.id);
    }
    // One of them finished: thirty juz read by three people.
    const readers = [await insertUserWithSession(t.db, t.clock.now), await insertUserWithSession(t.db, t.clock.now), await insertUserWithSession(t.db, t.clock.now)];
    for (const [i, r] of readers.entries()) {
      const juz = Array.from({ length: 10 }, (_, j) => i * 10 + j + 1);
      expect((await t.call('khataman', 'claim_juz', { form: { id: ids[2]!, juz: juz.join(',') }, cookie: r.cookie })).status).toBe(200);
      for (const n of juz) expect((await t.call('khataman', 'mark_juz_read', { form: { id: ids[2]!, juz: String(n) }, cookie: r.cookie })).status).toBe(200);
    }
    const { list } = await mosqueList(mosque.slug);
    expect(list.map((k) => k.deadline)).toEqual(['2026-12-05', '2026-12-15', '2026-12-25'].slice(0, MOSQUE_KHATAMAN_SHOWN));
    expect(list.find((k) => k.id === ids[2])).toMatchObject({ read: 30, khatam: true });
    const wall = async () => v.parse(WallContentSchema, (await t.call('masjid', 'get_wall', { query: { slug: mosque.slug } })).body.data).khataman;
    expect(await wall()).toEqual(list);

    // 6 December, WIB: the one due on the 5th is over.
    t.clock.set(new Date('2026-12-05T17:30:00Z'));
    expect((await mosqueList(mosque.slug)).list.map((k) => k.deadline)).toEqual(['2026-12-15', '2026-12-25', '2026-12-31']);
    expect((await wall()).map((k) => k.deadline)).toEqual(['2026-12-15', '2026-12-25', '2026-12-31']);
    expect(await t.db.select({ id: khatamans.id }).from(khatamans).where(eq(khatamans.masjidId, mosque.id))).toHaveLength(4);
  });
});
