import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { startPushStandIn, type PushStandIn } from '../../support/push-stand-in.ts';
import { auditLog, messages, mosqueFollows, mosques } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { claimMessagePushes } from '../../../server/messages/push.ts';
import { databaseFridaySource, sendFridayNotices, type FridaySource } from '../../../server/mosques/friday-notices.ts';
import { FOLLOW_MAX, FollowedMosqueListSchema, FollowStateSchema, followMessages, MosqueAnnouncementListSchema } from '../../../src/contract/mosque-follow.ts';
import { MessageListSchema, type Message } from '../../../src/contract/pesan.ts';
import { adminMessages } from '../../../src/contract/admin.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';
import { keepSteppedUp } from '../admin-fixtures.ts';

type Mosque = typeof mosques.$inferSelect;
type Account = Awaited<ReturnType<typeof insertUserWithSession>>;

let t: TestApp;
let admin: Account, staff: Account, member: Account, other: Account;
let masjidA: Mosque, masjidB: Mosque, masjidPapua: Mosque;
/** Each guest is a browser with its own device key and its own address. */
const guest = (n: number) => ({ device: randomUUID(), peer: `203.0.113.${n}` });

beforeAll(async () => {
  t = await createTestApp({ start: new Date('2026-11-23T03:00:00Z') });
  admin = await insertUserWithSession(t.db, t.clock.now, '81366660001');
  staff = await insertUserWithSession(t.db, t.clock.now, '81366660002');
  member = await insertUserWithSession(t.db, t.clock.now, '81366660003');
  other = await insertUserWithSession(t.db, t.clock.now, '81366660004');
  await grantAdminRoles(t.db, ['81366660001']);
  await keepSteppedUp(t.db, admin.cookie);
  [masjidA, masjidB, masjidPapua] = await t.db.insert(mosques).values([
    { slug: 'masjid-al-ikhlas', nama: 'Masjid Al-Ikhlas', alamat: 'Jl. Melati 1', latitude: -6.2, longitude: 106.8 },
    { slug: 'masjid-an-nur', nama: 'Masjid An-Nur', alamat: 'Jl. Mawar 2', latitude: -6.3, longitude: 106.9 },
    { slug: 'masjid-raya-jayapura', nama: 'Masjid Raya Jayapura', alamat: 'Jl. Papua 3', latitude: -2.53, longitude: 140.7 },
  ]).returning() as [Mosque, Mosque, Mosque];
});
afterAll(async () => t?.close());

async function inbox(who: { cookie?: string; device?: string; peer?: string }): Promise<Message[]> {
  const res = await t.call('pesan', 'list_messages', { cookie: who.cookie, peer: who.peer, query: who.device ? { device: who.device } : {} });
  expect(res.status).toBe(200);
  return v.parse(MessageListSchema, res.body.data);
}

const followCall = (kode: 'follow_mosque' | 'unfollow_mosque', slug: string, who: { cookie?: string; device?: string; peer?: string }) =>
  t.call('masjid', kode, { cookie: who.cookie, peer: who.peer, form: { slug, ...(who.device ? { device: who.device } : {}) } });

async function grant(account: Account, mosque: Mosque, kode: 'grant_staff' | 'revoke_staff' = 'grant_staff') {
  const res = await t.call('admin', kode, { cookie: admin.cookie, form: { masjid_id: String(mosque.id), whatsapp: `0${account.user.whatsapp}` }, idempotencyKey: randomUUID() });
  expect(res.status, res.text).toBe(200);
}

describe('follow and unfollow', () => {
  it('a guest follows by device and an account by itself; each sees its own state and list; unfollow ends it', async () => {
    const g = guest(1);
    const before = await t.call('masjid', 'get_follow', { peer: g.peer, query: { slug: masjidA.slug, device: g.device } });
    expect(v.parse(FollowStateSchema, before.body.data)).toEqual({ following: false, followers: 0 });

    const followed = await followCall('follow_mosque', masjidA.slug, g);
    expect(followed.status).toBe(200);
    expect(followed.body.message).toBe(followMessages.followed);
    expect(followed.body.data).toEqual({ following: true, followers: 1 });
    // A second tap (a retry) changes nothing.
    expect((await followCall('follow_mosque', masjidA.slug, g)).body.data).toEqual({ following: true, followers: 1 });
    expect((await followCall('follow_mosque', masjidA.slug, { cookie: member.cookie })).body.data).toEqual({ following: true, followers: 2 });

    // Another device and the account's device-less reads do not see the guest's follow.
    const stranger = guest(2);
    expect((await t.call('masjid', 'get_follow', { peer: stranger.peer, query: { slug: masjidA.slug, device: stranger.device } })).body.data).toEqual({ following: false, followers: 2 });
    const list = await t.call('masjid', 'list_followed', { peer: g.peer, query: { device: g.device } });
    expect(v.parse(FollowedMosqueListSchema, list.body.data).map((m) => m.nama)).toEqual(['Masjid Al-Ikhlas']);
    const memberList = await t.call('masjid', 'list_followed', { cookie: member.cookie });
    expect(memberList.body.data.map((m: { slug: string }) => m.slug)).toEqual([masjidA.slug]);

    const left = await followCall('unfollow_mosque', masjidA.slug, g);
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(followMessages.unfollowed);
    expect(left.body.data).toEqual({ following: false, followers: 1 });
    expect((await t.call('masjid', 'list_followed', { peer: g.peer, query: { device: g.device } })).body.data).toEqual([]);
    await followCall('unfollow_mosque', masjidA.slug, { cookie: member.cookie });
  });

  it("a guest who signs in brings the device's follows to the account, whose Pesan then marks them read", async () => {
    const g = guest(3);
    await followCall('follow_mosque', masjidB.slug, g);
    const newcomer = await insertUserWithSession(t.db, t.clock.now);
    // The first signed-in read on that device (Pesan, the mosque page, the profile) carries the key.
    await inbox({ cookie: newcomer.cookie, device: g.device });
    expect((await t.call('masjid', 'list_followed', { cookie: newcomer.cookie })).body.data.map((m: { slug: string }) => m.slug)).toEqual([masjidB.slug]);
    expect((await t.call('masjid', 'list_followed', { peer: g.peer, query: { device: g.device } })).body.data).toEqual([]);
    t.clock.advance(60_000);
    const posted = await t.call('admin', 'post_mosque_announcement', { cookie: admin.cookie, form: { masjid_id: String(masjidB.id), title: 'Buka puasa bersama', body: 'Kamis sore.' } });
    expect(posted.status).toBe(200);
    const seen = (await inbox({ cookie: newcomer.cookie })).filter((m) => m.kind === 'mosque-announcement');
    expect(seen.map((m) => [m.title, m.read])).toEqual([['Masjid An-Nur: Buka puasa bersama', false]]);
    expect((await t.call('pesan', 'mark_read', { cookie: newcomer.cookie, form: { ids: String(seen[0]!.id) } })).body.data.count).toBe(1);
    expect((await inbox({ cookie: newcomer.cookie })).find((m) => m.id === seen[0]!.id)?.read).toBe(true);
    await followCall('unfollow_mosque', masjidB.slug, { cookie: newcomer.cookie });
  });

  it('refuses bad input in Indonesian and changes nothing', async () => {
    const [{ n: rowsBefore } = { n: 0 }] = await t.db.select({ n: count() }).from(mosqueFollows);
    const noDevice = await followCall('follow_mosque', masjidA.slug, { peer: '203.0.113.9' });
    expect(noDevice.status).toBe(422);
    expect(noDevice.body.message).toBe('Perangkat belum dikenali, muat ulang halaman lalu coba lagi');
    const badDevice = await followCall('follow_mosque', masjidA.slug, { device: 'x;drop table', peer: '203.0.113.9' });
    expect(badDevice.status).toBe(422);
    expect(badDevice.body.errors?.device).toBe('Perangkat belum dikenali, muat ulang halaman lalu coba lagi');
    const badSlug = await followCall('follow_mosque', 'Masjid Tidak Ada!', { cookie: member.cookie });
    expect(badSlug.status).toBe(422);
    const missing = await followCall('follow_mosque', 'masjid-tidak-ada', { cookie: member.cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Masjid tidak ditemukan');
    const [{ n: rowsAfter } = { n: 0 }] = await t.db.select({ n: count() }).from(mosqueFollows);
    expect(rowsAfter).toBe(rowsBefore);
  });

  it(`follows at most ${FOLLOW_MAX} mosques, and taps beyond the hourly limit get 429`, async () => {
    const many = await t.db.insert(mosques).values(Array.from({ length: FOLLOW_MAX + 1 }, (_, i) => ({ slug: `masjid-banyak-${i}`, nama: `Masjid Banyak ${i}`, alamat: 'Jl. Panjang' }))).returning();
    const follower = await insertUserWithSession(t.db, t.clock.now);
    // Followed straight in the table: the limit on taps is the next check.
    await t.db.insert(mosqueFollows).values(many.slice(0, FOLLOW_MAX).map((m) => ({ masjidId: m.id, userId: follower.user.id, createdAt: t.clock.now })));
    const over = await followCall('follow_mosque', many[FOLLOW_MAX]!.slug, { cookie: follower.cookie });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(followMessages.tooMany);
    expect(await t.db.select().from(mosqueFollows).where(and(eq(mosqueFollows.userId, follower.user.id), eq(mosqueFollows.masjidId, many[FOLLOW_MAX]!.id)))).toHaveLength(0);

    const tapper = await insertUserWithSession(t.db, t.clock.now);
    const answers: number[] = [];
    for (let i = 0; i < 61; i += 1) answers.push((await followCall(i % 2 === 0 ? 'follow_mosque' : 'unfollow_mosque', masjidB.slug, { cookie: tapper.cookie })).status);
    expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    t.clock.advance(3_600_000);
  });
});

describe("a mosque's announcement", () => {
  let push: PushStandIn;
  beforeAll(async () => {
    push = await startPushStandIn({ vapidPublicKey: t.deps.config.vapid!.publicKey });
    await grant(staff, masjidA);
  });
  afterAll(async () => push?.close());

  it('reaches each follower once (guest device, account, and their browsers), not the others; staff post only for their mosque', async () => {
    const follower = guest(11);
    const nonFollower = guest(12);
    await followCall('follow_mosque', masjidA.slug, follower);
    await followCall('follow_mosque', masjidA.slug, { cookie: member.cookie });
    await followCall('follow_mosque', masjidB.slug, { cookie: other.cookie });
    // Browsers: the guest's (by its device), the member's (by account) and a stranger's.
    const jakarta = { regency: 'Kota Jakarta Pusat', lat: '-6.18', lng: '106.83', time_zone: 'Asia/Jakarta', method: 'kemenag', prayers: '' };
    const subs = { guest: push.subscribe('guest'), member: push.subscribe('member'), stranger: push.subscribe('stranger') };
    expect((await t.call('pesan', 'subscribe', { peer: follower.peer, form: { ...subs.guest, ...jakarta, device: follower.device } })).status).toBe(200);
    expect((await t.call('pesan', 'subscribe', { cookie: member.cookie, form: { ...subs.member, ...jakarta } })).status).toBe(200);
    expect((await t.call('pesan', 'subscribe', { peer: nonFollower.peer, form: { ...subs.stranger, ...jakarta, device: nonFollower.device } })).status).toBe(200);
    await claimMessagePushes(t.db, t.clock.now, 1000); // nothing earlier in the way

    t.clock.advance(60_000);
    const form = { masjid_id: String(masjidA.id), title: 'Kerja bakti Ahad pagi', body: 'Mari bersihkan masjid bersama, Ahad pukul 07.00.' };
    const key = randomUUID();
    const posted = await t.call('admin', 'post_mosque_announcement', { cookie: staff.cookie, form, idempotencyKey: key });
    expect(posted.status, posted.text).toBe(200);
    expect(posted.body.message).toBe(followMessages.announced);
    // The panel resends the attempt after a lost answer: the same announcement, not a second.
    const retried = await t.call('admin', 'post_mosque_announcement', { cookie: staff.cookie, form, idempotencyKey: key });
    expect(retried.body.data.id).toBe(posted.body.data.id);

    const title = 'Masjid Al-Ikhlas: Kerja bakti Ahad pagi';
    const seen = (list: Message[]) => list.filter((m) => m.title === title);
    expect(seen(await inbox(follower))).toHaveLength(1);
    expect(seen(await inbox(follower))[0]).toMatchObject({ kind: 'mosque-announcement', body: form.body, link: '/masjid/masjid-al-ikhlas' });
    expect(seen(await inbox({ cookie: member.cookie }))).toHaveLength(1);
    expect(seen(await inbox(nonFollower))).toHaveLength(0);
    expect(seen(await inbox({ cookie: other.cookie }))).toHaveLength(0);
    expect(seen(await inbox({}))).toHaveLength(0);

    // Two processes claim pushes at once: each follower's browser gets it once, the stranger's never.
    const [one, two] = await Promise.all([claimMessagePushes(t.db, t.clock.now, 100), claimMessagePushes(t.db, t.clock.now, 100)]);
    const endpoints = [...one, ...two].filter((p) => p.payload.title === title).map((p) => p.target.endpoint).sort();
    expect(endpoints).toEqual([subs.guest.endpoint, subs.member.endpoint].sort());

    const [trail] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'post_mosque_announcement'), eq(auditLog.targetId, String(posted.body.data.id))));
    expect(trail).toMatchObject({ actorId: staff.user.id, masjidId: masjidA.id, targetType: 'announcement', targetId: String(posted.body.data.id) });
  });

  it("is read by anyone on the mosque's own public list (its wall screen), newest first, not another mosque's", async () => {
    for (const [title, body] of [['Jumat bersih', 'Bawa sapu dari rumah.'], ['Kajian subuh diliburkan', 'Ahad ini tidak ada kajian.']]) {
      t.clock.advance(60_000);
      const form = { masjid_id: String(masjidA.id), title: title!, body: body! };
      expect((await t.call('admin', 'post_mosque_announcement', { cookie: staff.cookie, form, idempotencyKey: randomUUID() })).status).toBe(200);
    }
    const read = async (slug: string) => t.call('masjid', 'get_mosque_announcements', { peer: '203.0.113.90', query: { slug } });
    const own = v.parse(MosqueAnnouncementListSchema, (await read(masjidA.slug)).body.data);
    expect(own.map((a) => a.title).slice(0, 2)).toEqual(['Kajian subuh diliburkan', 'Jumat bersih']);
    expect(own[0]).toMatchObject({ body: 'Ahad ini tidak ada kajian.' });
    expect(v.parse(MosqueAnnouncementListSchema, (await read(masjidPapua.slug)).body.data)).toEqual([]);
    expect((await read('masjid-yang-tidak-ada')).status).toBe(404);
    expect((await read('<script>')).status).toBe(422);
    // A month on, it has left the screen.
    const today = t.clock.now;
    t.clock.advance(31 * 86_400_000);
    expect(v.parse(MosqueAnnouncementListSchema, (await read(masjidA.slug)).body.data)).toEqual([]);
    t.clock.set(today);
  });

  it('refuses staff of another mosque (403, audited nothing), members and guests, and bad input', async () => {
    const [{ n: before } = { n: 0 }] = await t.db.select({ n: count() }).from(messages);
    const [{ n: trailBefore } = { n: 0 }] = await t.db.select({ n: count() }).from(auditLog);
    const form = { masjid_id: String(masjidB.id), title: 'Bukan masjidku', body: 'Tidak boleh.' };
    const notTheirs = await t.call('admin', 'post_mosque_announcement', { cookie: staff.cookie, form });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.message).toBe(adminMessages.forbidden);
    expect((await t.call('admin', 'post_mosque_announcement', { cookie: member.cookie, form: { ...form, masjid_id: String(masjidA.id) } })).status).toBe(403);
    expect((await t.call('admin', 'post_mosque_announcement', { form: { ...form, masjid_id: String(masjidA.id) } })).status).toBe(401);
    const empty = await t.call('admin', 'post_mosque_announcement', { cookie: staff.cookie, form: { masjid_id: String(masjidA.id), title: ' ', body: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ title: 'Mohon diisi terlebih dahulu', body: 'Mohon diisi terlebih dahulu' });
    const outsideLink = await t.call('admin', 'post_mosque_announcement', { cookie: staff.cookie, form: { ...form, masjid_id: String(masjidA.id), link: 'https://contoh.id' } });
    expect(outsideLink.body.errors?.link).toBe('Tautan harus halaman aplikasi ini, mis. /infaq');
    const [{ n: after } = { n: 0 }] = await t.db.select({ n: count() }).from(messages);
    const [{ n: trailAfter } = { n: 0 }] = await t.db.select({ n: count() }).from(auditLog);
    expect(after).toBe(before);
    expect(trailAfter).toBe(trailBefore);
  });

  it("a new activity (Kegiatan) of the mosque reaches its followers once", async () => {
    const follower = guest(14);
    await followCall('follow_mosque', masjidA.slug, follower);
    t.clock.advance(60_000);
    const form = { masjid_id: String(masjidA.id), kind: 'kajian', title: 'Kajian Tafsir', speaker: 'Ustadz Fulan', note: '', date: '2026-12-01', time: '19:30', repeat: 'weekly' };
    const key = randomUUID();
    expect((await t.call('admin', 'add_activity', { cookie: staff.cookie, form, idempotencyKey: key })).status).toBe(201);
    expect((await t.call('admin', 'add_activity', { cookie: staff.cookie, form, idempotencyKey: key })).status).toBe(201);
    const told = (await inbox(follower)).filter((m) => m.kind === 'mosque-activity');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'Masjid Al-Ikhlas: Kajian Tafsir', body: 'Kegiatan baru: Selasa, 1 Desember, pukul 19.30 WIB, setiap pekan, bersama Ustadz Fulan.', link: '/masjid/masjid-al-ikhlas#kegiatan',
    });
    expect((await inbox({ cookie: other.cookie })).filter((m) => m.kind === 'mosque-activity')).toHaveLength(0);
  });

  it('a network admin may post for any mosque; the follow made after it does not bring it back', async () => {
    const res = await t.call('admin', 'post_mosque_announcement', { cookie: admin.cookie, form: { masjid_id: String(masjidB.id), title: 'Kajian Subuh', body: 'Kajian tafsir setiap Ahad.' } });
    expect(res.status).toBe(200);
    expect((await inbox({ cookie: other.cookie })).filter((m) => m.title === 'Masjid An-Nur: Kajian Subuh')).toHaveLength(1);
    const late = guest(13);
    t.clock.advance(60_000);
    await followCall('follow_mosque', masjidB.slug, late);
    expect((await inbox(late)).filter((m) => m.title === 'Masjid An-Nur: Kajian Subuh')).toHaveLength(0);
  });
});

describe('staff roles are told to the person', () => {
  it('a grant and a removal reach the person by WhatsApp and in Pesan, once each; get_user opens the panel', async () => {
    const person = await insertUserWithSession(t.db, t.clock.now, '81366660009');
    expect((await t.call('user', 'get_user', { cookie: person.cookie, form: {} })).body.data.data.staff).toBe(false);
    const outboxBefore = t.outbox.length;
    await grant(person, masjidB);
    await grant(person, masjidB); // already staff: nobody is told twice
    const sent = t.outbox.slice(0, t.outbox.length - outboxBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '6281366660009' });
    expect(sent[0]!.text).toContain('Kamu ditambahkan sebagai pengurus Masjid An-Nur');
    const granted = (await inbox({ cookie: person.cookie })).filter((m) => m.kind === 'staff-role');
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ title: 'Kamu kini pengurus masjid', link: '/admin' });
    expect((await t.call('user', 'get_user', { cookie: person.cookie, form: {} })).body.data.data.staff).toBe(true);
    const scope = await t.call('admin', 'get_scope', { cookie: person.cookie });
    expect(scope.body.data.mosques.map((m: { slug: string }) => m.slug)).toEqual([masjidB.slug]);

    t.clock.advance(60_000);
    await grant(person, masjidB, 'revoke_staff');
    await grant(person, masjidB, 'revoke_staff');
    const all = t.outbox.slice(0, t.outbox.length - outboxBefore);
    expect(all).toHaveLength(2);
    expect(all[0]!.text).toContain('Kamu tidak lagi tercatat sebagai pengurus Masjid An-Nur');
    const told = (await inbox({ cookie: person.cookie })).filter((m) => m.kind === 'staff-role');
    expect(told.map((m) => m.title)).toEqual(['Peran pengurus dicabut', 'Kamu kini pengurus masjid']);
    expect((await t.call('user', 'get_user', { cookie: person.cookie, form: {} })).body.data.data.staff).toBe(false);
    // Nobody else reads it.
    expect((await inbox({ cookie: member.cookie })).filter((m) => m.kind === 'staff-role')).toHaveLength(0);
  });
});

describe('Friday on Thursday evening', () => {
  /** The Fridays the staff entered, as the Friday table will answer them. */
  const fridays: FridaySource = {
    nextFriday: (mosqueId, from) => {
      const day = (from.getTime() - Date.parse('2026-11-27T00:00:00Z')) / 86_400_000;
      const date = day < 1 ? '2026-11-27' : '2026-12-04';
      return Promise.resolve(mosqueId === masjidA.id || mosqueId === masjidPapua.id
        ? { date, time: '11:50', time_zone: mosqueId === masjidA.id ? 'Asia/Jakarta' : 'Asia/Jayapura', khatib: 'Ustadz Ahmad Fauzi', imam: 'Ustadz Hasan', theme: 'Menjaga Amanah' } : null);
    },
  };

  it('is due once per Thursday per mosque from 18:00 in its zone, even with two processes', async () => {
    const follower = guest(21);
    await followCall('follow_mosque', masjidA.slug, follower);
    await followCall('follow_mosque', masjidPapua.slug, follower);
    const jumat = async () => (await inbox(follower)).filter((m) => m.kind === 'jumat');

    // Thursday 26 November 2026, 17:59 in Jakarta: 18:00 has passed in Jayapura (WIT) only.
    t.clock.set(new Date('2026-11-26T10:59:00Z'));
    expect(await sendFridayNotices(t.db, fridays, t.clock.now)).toBe(1);
    expect((await jumat()).map((m) => m.title)).toEqual(['Jumat besok di Masjid Raya Jayapura']);

    t.clock.set(new Date('2026-11-26T11:00:00Z'));
    const [a, b] = await Promise.all([sendFridayNotices(t.db, fridays, t.clock.now), sendFridayNotices(t.db, fridays, t.clock.now)]);
    expect(a + b).toBe(1);
    t.clock.set(new Date('2026-11-26T16:30:00Z'));
    expect(await sendFridayNotices(t.db, fridays, t.clock.now)).toBe(0);
    const week1 = await jumat();
    expect(week1).toHaveLength(2);
    expect(week1.find((m) => m.title === 'Jumat besok di Masjid Al-Ikhlas')).toMatchObject({
      // One time format (issue 40): the dot and the mosque's zone.
      body: 'Jumat, 27 November 2026, pukul 11.50 WIB. Khatib: Ustadz Ahmad Fauzi. Imam: Ustadz Hasan. Tema: Menjaga Amanah.',
      link: '/masjid/masjid-al-ikhlas',
    });
    expect(week1.find((m) => m.title === 'Jumat besok di Masjid Raya Jayapura')?.body).toContain('pukul 11.50 WIT.');
    // The pushes: one message each, claimed once.
    const ids = week1.map((m) => m.id);
    expect(await t.db.select().from(messages).where(inArray(messages.id, ids))).toHaveLength(2);

    // Friday, Saturday: nothing. Next Thursday evening: the next Friday, once.
    for (const at of ['2026-11-27T11:00:00Z', '2026-11-28T11:00:00Z', '2026-12-03T08:00:00Z']) {
      t.clock.set(new Date(at));
      expect(await sendFridayNotices(t.db, fridays, t.clock.now), at).toBe(0);
    }
    t.clock.set(new Date('2026-12-03T11:05:00Z'));
    const [c, d] = await Promise.all([sendFridayNotices(t.db, fridays, t.clock.now), sendFridayNotices(t.db, fridays, t.clock.now)]);
    expect(c + d).toBe(2);
    expect(await jumat()).toHaveLength(4);
    // A mosque without an entered Friday, or without followers, sends nothing.
    expect((await t.db.select().from(messages).where(and(eq(messages.kind, 'jumat'), eq(messages.masjidId, masjidB.id))))).toHaveLength(0);
  });

  it("tells followers the Friday the mosque's staff entered in the panel", async () => {
    const follower = guest(22);
    await followCall('follow_mosque', masjidB.slug, follower);
    t.clock.set(new Date('2026-12-08T03:00:00Z'));
    const saved = await t.call('admin', 'save_friday', {
      cookie: admin.cookie, idempotencyKey: randomUUID(),
      form: { masjid_id: String(masjidB.id), date: '2026-12-11', time: '12:05', khatib: 'Ustadz Zainal Arifin', imam: '', theme: 'Sabar dan Syukur' },
    });
    expect(saved.status, saved.text).toBe(201);
    const fromPanel = databaseFridaySource(t.db);
    t.clock.set(new Date('2026-12-10T10:59:00Z')); // Thursday 17:59 in Jakarta
    expect(await sendFridayNotices(t.db, fromPanel, t.clock.now)).toBe(0);
    t.clock.set(new Date('2026-12-10T11:00:00Z'));
    expect(await sendFridayNotices(t.db, fromPanel, t.clock.now)).toBe(1);
    const [told] = (await inbox(follower)).filter((m) => m.kind === 'jumat' && m.title === 'Jumat besok di Masjid An-Nur');
    expect(told?.body).toContain('pukul 12.05 WIB.');
    expect(told?.body).toContain('Khatib: Ustadz Zainal Arifin');
    expect(told?.body).toContain('Tema: Sabar dan Syukur');
    expect(told?.body).not.toContain('Imam');
  });
});
