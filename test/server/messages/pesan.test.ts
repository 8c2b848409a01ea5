import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { amens, donations, messages, pushSubscriptions, users } from '../../../server/db/schema.ts';
import { expireStaleDonations } from '../../../server/donations/expiry.ts';
import { pushEndpointPolicy } from '../../../server/messages/push-endpoint.ts';
import { claimDueReminders, claimMessagePushes, deliver, runPushPass, WebPushSender, type PushSender } from '../../../server/messages/push.ts';
import { MessageListSchema, PushPayloadSchema, PushSettingsSchema, type PushPayload } from '../../../src/contract/pesan.ts';
import { donateForm, insertFundraiser, insertPaymentMethods, insertProgram, insertUserWithSession, nextDonorAddress, notify, type TestMethods } from '../donation-fixtures.ts';
import { keepSteppedUp } from '../admin-fixtures.ts';
import { computePrayerTimes } from '../../../src/contract/prayer-times.ts';

const HOUR = 3_600_000;
// http_ece is web-push's own decryption counterpart; the test's push service uses it to read what arrived.
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, opts: Record<string, unknown>): Buffer };

let t: TestApp;
let methods: TestMethods;

beforeAll(async () => {
  t = await createTestApp();
  methods = await insertPaymentMethods(t.db);
});
afterAll(async () => t?.close());

async function donate(programId: number, values: Record<string, string> = {}, cookie?: string) {
  const res = await t.call('transaction', 'storeDonate', { form: donateForm(programId, methods.qris.code, methods.qris.type, values), peer: nextDonorAddress(), cookie });
  expect(res.status).toBe(200);
  const code: string = res.body.data.codeDonate;
  const [row] = await t.db.select().from(donations).where(eq(donations.code, code));
  return row!;
}

async function inbox(query: { cookie?: string; codes?: string[] }) {
  const res = await t.call('pesan', 'list_messages', { cookie: query.cookie, query: query.codes ? { codes: query.codes.join(',') } : {} });
  expect(res.status).toBe(200);
  return v.parse(MessageListSchema, res.body.data);
}

const messageCount = async (dedupeKey: string) => (await t.db.select({ n: count() }).from(messages).where(eq(messages.dedupeKey, dedupeKey)))[0]!.n;

describe('messages written with their events, once', () => {
  it('a paid donation: one Lunas message for the account and its code, however often the webhook comes', async () => {
    const program = await insertProgram(t.db, { header: 'Sumur Wakaf Desa' });
    const { user, cookie } = await insertUserWithSession(t.db, t.clock.now);
    const d = await donate(program.id, { price: '50000' }, cookie);
    expect(d.userId).toBe(user.id);
    for (const eventId of ['evt-a', 'evt-a', 'evt-b']) {
      await notify(t, { event_id: eventId, codeDonate: d.code, status: 'paid', amount: d.total });
    }
    expect(await messageCount(`paid:${d.code}`)).toBe(1);
    const mine = await inbox({ cookie });
    expect(mine[0]).toMatchObject({ kind: 'donation-paid', title: 'Donasi Lunas', body: 'Donasi Rp 50.000 untuk Sumur Wakaf Desa sudah Lunas', link: `/donation/${d.code}`, read: false });
    // A guest who holds the code but no account sees nothing of an account's donation.
    expect((await inbox({ codes: [d.code] })).some((m) => m.kind === 'donation-paid' && m.body.includes('Sumur Wakaf'))).toBe(false);
  });

  it('a guest donation: found by its code; an expired one says Donasi Lagi, once across two sweeps', async () => {
    const program = await insertProgram(t.db, { header: 'Karpet Masjid' });
    const paid = await donate(program.id, { price: '25000' });
    await notify(t, { event_id: `evt-${paid.code}`, codeDonate: paid.code, status: 'paid', amount: paid.total });
    const unpaid = await donate(program.id, { price: '30000' });
    t.clock.advance(25 * HOUR);
    await Promise.all([expireStaleDonations(t.db, t.clock.now), expireStaleDonations(t.db, t.clock.now)]);
    await expireStaleDonations(t.db, t.clock.now);
    expect(await messageCount(`expired:${unpaid.code}`)).toBe(1);
    const guest = await inbox({ codes: [paid.code, unpaid.code] });
    expect(guest.map((m) => m.kind).filter((k) => k !== 'announcement')).toEqual(['donation-expired', 'donation-paid']);
    expect(guest[0]).toMatchObject({ action: 'Donasi Lagi', link: `/campaign/${program.slug}/donate` });
    expect(await inbox({ codes: [] })).toEqual((await inbox({})));
  });

  it('a guest donation’s news stays in the inbox after logging in on the same device, and can be read and deleted there', async () => {
    const program = await insertProgram(t.db, { header: 'Wakaf Quran' });
    const guestPaid = await donate(program.id, { price: '20000' });
    await notify(t, { event_id: `evt-${guestPaid.code}`, codeDonate: guestPaid.code, status: 'paid', amount: guestPaid.total });
    const someone = await insertUserWithSession(t.db, t.clock.now);
    const theirs = await donate(program.id, { price: '35000' }, someone.cookie);
    await notify(t, { event_id: `evt-${theirs.code}`, codeDonate: theirs.code, status: 'paid', amount: theirs.total });
    const { cookie } = await insertUserWithSession(t.db, t.clock.now);

    const isGuestPaid = (m: { kind: string; body: string }) => m.kind === 'donation-paid' && m.body.includes('Rp 20.000');
    expect((await inbox({ cookie })).some(isGuestPaid)).toBe(false);
    // The device brings the codes of its guest donations; another account's donation stays out whatever code is sent.
    const mine = await inbox({ cookie, codes: [guestPaid.code, theirs.code] });
    const kept = mine.find(isGuestPaid);
    expect(kept).toMatchObject({ title: 'Donasi Lunas', read: false });
    expect(mine.some((m) => m.body.includes('Rp 35.000'))).toBe(false);

    expect((await t.call('pesan', 'mark_read', { form: { ids: String(kept!.id) }, cookie })).body.data).toEqual({ count: 1 });
    expect((await inbox({ cookie, codes: [guestPaid.code] })).find(isGuestPaid)).toMatchObject({ read: true });
    expect((await t.call('pesan', 'delete_messages', { form: { ids: String(kept!.id) }, cookie })).body.data).toEqual({ count: 1 });
    expect((await inbox({ cookie, codes: [guestPaid.code] })).some(isGuestPaid)).toBe(false);
    // Another account's message is never markable by id.
    const theirMessage = (await inbox({ cookie: someone.cookie })).find((m) => m.body.includes('Rp 35.000'))!;
    expect((await t.call('pesan', 'delete_messages', { form: { ids: String(theirMessage.id) }, cookie })).body.data).toEqual({ count: 0 });
  });

  it('a referral: the fundraiser hears of a paid donation through the link', async () => {
    const program = await insertProgram(t.db, { header: 'Beasiswa Santri' });
    const fundraiser = await insertFundraiser(t.db, t.clock.now, `ref${Date.now().toString(36)}`);
    const d = await donate(program.id, { price: '40000', donorName: 'Siti', ref: fundraiser.kodeRef });
    expect(d.fundraiserId).toBe(fundraiser.id);
    await notify(t, { event_id: `evt-${d.code}`, codeDonate: d.code, status: 'paid', amount: d.total });
    const [m] = await t.db.select().from(messages).where(eq(messages.dedupeKey, `referral:${d.code}`));
    expect(m).toMatchObject({ userId: fundraiser.userId, kind: 'referral-donation', body: 'Siti berdonasi Rp 40.000 untuk Beasiswa Santri lewat tautan yang kamu bagikan' });
  });

  it('Kabar Terbaru and Pencairan Dana reach every account that paid into the program, once each', async () => {
    const program = await insertProgram(t.db, { header: 'Masjid Al-Ikhlas' });
    const a = await insertUserWithSession(t.db, t.clock.now);
    const b = await insertUserWithSession(t.db, t.clock.now);
    const outsider = await insertUserWithSession(t.db, t.clock.now);
    for (const who of [a, a, b]) {
      const d = await donate(program.id, { price: '100000' }, who.cookie);
      await notify(t, { event_id: `evt-${d.code}`, codeDonate: d.code, status: 'paid', amount: d.total });
    }
    const guestPhone = '081299887766';
    const guestFirst = await donate(program.id, { price: '30000', donorPhone: guestPhone });
    const guestSecond = await donate(program.id, { price: '30000', donorPhone: guestPhone });
    for (const g of [guestFirst, guestSecond]) await notify(t, { event_id: `evt-${g.code}`, codeDonate: g.code, status: 'paid', amount: g.total });
    const staff = await insertUserWithSession(t.db, t.clock.now);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, staff.user.id));
    await keepSteppedUp(t.db, staff.cookie); // a disbursement moves money: the password was given again
    const update = await t.call('admin', 'add_update', { cookie: staff.cookie, form: { slug: program.slug, title: 'Atap selesai dipasang', body: 'Alhamdulillah' } });
    expect(update.status).toBe(201);
    const out = await t.call('admin', 'add_disbursement', { cookie: staff.cookie, form: { slug: program.slug, title: 'Pembelian genteng', amount: '150000', disbursed_at: '2026-11-19' } });
    expect(out.status).toBe(201);
    const forA = await inbox({ cookie: a.cookie });
    expect(forA.filter((m) => m.kind === 'program-update')).toHaveLength(1);
    expect(forA.find((m) => m.kind === 'program-update')).toMatchObject({ title: 'Kabar Terbaru', body: 'Masjid Al-Ikhlas: Atap selesai dipasang', link: `/campaign/${program.slug}/report` });
    expect(forA.find((m) => m.kind === 'disbursement')).toMatchObject({ body: 'Masjid Al-Ikhlas: Pembelian genteng (Rp 150.000)' });
    expect((await inbox({ cookie: b.cookie })).filter((m) => m.kind === 'disbursement')).toHaveLength(1);
    expect((await inbox({ cookie: outsider.cookie })).some((m) => m.body.startsWith('Masjid Al-Ikhlas'))).toBe(false);
    const forGuest = await inbox({ codes: [guestFirst.code, guestSecond.code] });
    expect(forGuest.filter((m) => m.kind === 'program-update')).toHaveLength(1);
  });

  it('amens are grouped in one message per prayer that counts the others, unread again on each new amen', async () => {
    const program = await insertProgram(t.db, { header: 'Pesantren Yatim' });
    const donor = await insertUserWithSession(t.db, t.clock.now);
    const d = await donate(program.id, { price: '20000', donorPray: 'Semoga sehat sekeluarga' }, donor.cookie);
    await notify(t, { event_id: `evt-${d.code}`, codeDonate: d.code, status: 'paid', amount: d.total });
    const sayers = await Promise.all([0, 1, 2, 3, 4].map(() => insertUserWithSession(t.db, t.clock.now)));
    await t.db.update(users).set({ nama: 'Ahmad' }).where(eq(users.id, sayers[4]!.user.id));
    for (const [i, s] of sayers.entries()) {
      t.clock.advance(1000);
      const res = await t.call('campaign', 'toggle_like', { cookie: s.cookie, form: { doa_id: String(d.id), state: 'liked' } });
      expect(res.status).toBe(200);
      if (i === 0) {
        await t.call('pesan', 'mark_read', { cookie: donor.cookie, form: { all: '1' } });
      }
    }
    // A replayed amen adds nothing.
    await t.call('campaign', 'toggle_like', { cookie: sayers[4]!.cookie, form: { doa_id: String(d.id), state: 'liked' } });
    expect(await t.db.select({ n: count() }).from(amens).where(eq(amens.donationId, d.id))).toEqual([{ n: 5 }]);
    expect(await messageCount(`amen:${d.id}`)).toBe(1);
    const amen = (await inbox({ cookie: donor.cookie })).find((m) => m.kind === 'amen');
    expect(amen).toMatchObject({ title: 'Doamu diaminkan', body: 'Ahmad dan 4 orang lainnya mengaminkan doamu: “Semoga sehat sekeluarga” — Pesantren Yatim', read: false });
  });

  it('a guest donor hears of an amen by the donation code', async () => {
    const program = await insertProgram(t.db, { header: 'Mushala Kampung' });
    const d = await donate(program.id, { price: '20000', donorPray: 'Semoga lancar rezeki' });
    await notify(t, { event_id: `evt-${d.code}`, codeDonate: d.code, status: 'paid', amount: d.total });
    const sayer = await insertUserWithSession(t.db, t.clock.now);
    await t.db.update(users).set({ nama: 'Budi' }).where(eq(users.id, sayer.user.id));
    await t.call('campaign', 'toggle_like', { cookie: sayer.cookie, form: { doa_id: String(d.id), state: 'liked' } });
    expect((await inbox({ codes: [d.code] })).find((m) => m.kind === 'amen')).toMatchObject({ title: 'Doamu diaminkan', body: 'Budi mengaminkan doamu: “Semoga lancar rezeki” — Mushala Kampung' });
  });
});

describe('the inbox API', () => {
  let staff: Awaited<ReturnType<typeof insertUserWithSession>>;
  beforeAll(async () => {
    staff = await insertUserWithSession(t.db, t.clock.now);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, staff.user.id));
  });

  it('staff post announcements that everyone sees; others are refused before validation', async () => {
    const user = await insertUserWithSession(t.db, t.clock.now);
    expect((await t.call('pesan', 'post_announcement', { cookie: user.cookie, form: { title: '' } })).status).toBe(403);
    expect((await t.call('pesan', 'post_announcement', { form: { title: 'x', body: 'y' } })).status).toBe(401);
    const bad = await t.call('pesan', 'post_announcement', { cookie: staff.cookie, form: { title: ' ', body: 'y', link: 'https://evil.example' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['link', 'title']);
    t.clock.advance(1000);
    const res = await t.call('pesan', 'post_announcement', { cookie: staff.cookie, form: { title: 'Kajian Ahad Pagi', body: 'Hadirilah kajian di Masjid Raya, Ahad 07.00', link: '/masjid' } });
    expect(res.status).toBe(200);
    for (const reader of [{ cookie: user.cookie }, { codes: [] }]) {
      expect((await inbox(reader))[0]).toMatchObject({ kind: 'announcement', title: 'Kajian Ahad Pagi', link: '/masjid' });
    }
  });

  it('marks read and deletes for the account only; bad ids are refused; guests cannot', async () => {
    const user = await insertUserWithSession(t.db, t.clock.now);
    const other = await insertUserWithSession(t.db, t.clock.now);
    const list = await inbox({ cookie: user.cookie });
    const first = list[0]!;
    expect((await t.call('pesan', 'mark_read', { cookie: user.cookie, form: { ids: String(first.id) } })).status).toBe(200);
    expect((await inbox({ cookie: user.cookie }))[0]!.read).toBe(true);
    expect((await inbox({ cookie: other.cookie }))[0]!.read).toBe(false);
    expect((await t.call('pesan', 'delete_messages', { cookie: user.cookie, form: { ids: String(first.id) } })).status).toBe(200);
    expect((await inbox({ cookie: user.cookie })).some((m) => m.id === first.id)).toBe(false);
    expect((await inbox({ cookie: other.cookie })).some((m) => m.id === first.id)).toBe(true);
    expect((await t.call('pesan', 'mark_read', { form: { all: '1' } })).status).toBe(401);
    for (const form of [{ ids: 'abc' }, { ids: '' }, { ids: '0' }, {}] as Record<string, string>[]) {
      expect((await t.call('pesan', 'delete_messages', { cookie: user.cookie, form })).status).toBe(422);
    }
    expect((await t.call('pesan', 'list_messages', { query: { codes: 'not a code!' } })).status).toBe(422);
    // Someone else's message id changes nothing.
    const [theirs] = await t.db.insert(messages).values({ kind: 'donation-paid', dedupeKey: `test:${Date.now()}`, userId: other.user.id, title: 'x', body: 'y' }).returning();
    expect((await t.call('pesan', 'delete_messages', { cookie: user.cookie, form: { ids: String(theirs!.id) } })).body.data).toEqual({ count: 0 });
  });
});

/** A push service on loopback that decrypts what it receives with the subscription's private key. */
async function startPushService() {
  const received: { path: string; payload: PushPayload; ttl: string | undefined; authorization: string | undefined }[] = [];
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      if (path.startsWith('/gone')) {
        res.writeHead(410).end();
        return;
      }
      const key = keys.get(path);
      if (!key) {
        res.writeHead(404).end();
        return;
      }
      let plain: Buffer;
      try {
        plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: key.ecdh, authSecret: key.auth.toString('base64url') });
      } catch {
        res.writeHead(400).end();
        return;
      }
      received.push({ path, payload: v.parse(PushPayloadSchema, JSON.parse(plain.toString('utf8'))), ttl: req.headers.ttl as string | undefined, authorization: req.headers.authorization });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** A new browser subscription whose endpoint is on this service. */
    subscription(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(`/${name}`, { ecdh, auth });
      return { endpoint: `${origin}/${name}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
    },
    gone: (name: string) => ({ endpoint: `${origin}/gone/${name}`, p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Web Push', () => {
  let service: Awaited<ReturnType<typeof startPushService>>;
  let sender: PushSender;
  const jakarta = { regency: 'Kota Jakarta Pusat', lat: '-6.18', lng: '106.83', time_zone: 'Asia/Jakarta', method: 'kemenag' };
  beforeAll(async () => {
    service = await startPushService();
    sender = new WebPushSender(t.deps.config.vapid!, { endpoints: pushEndpointPolicy(t.deps.config) });
    // Nothing else in this file's database is due: the earlier tests made no subscriptions.
  });
  afterAll(async () => service?.close());

  it('hands out the VAPID public key generated into the data folder', async () => {
    const res = await t.call('pesan', 'vapid_key');
    expect(res.status).toBe(200);
    expect(res.body.data.public_key).toBe(t.deps.config.vapid!.publicKey);
    expect(res.body.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('subscribe, read back, change and unsubscribe; bad input changes nothing', async () => {
    const sub = service.subscription('roundtrip');
    const saved = await t.call('pesan', 'subscribe', { form: { ...sub, ...jakarta, prayers: 'maghrib:0,subuh:10', donation_news: '1' } });
    expect(saved.status).toBe(200);
    expect(v.parse(PushSettingsSchema, saved.body.data)).toMatchObject({ regency: 'Kota Jakarta Pusat', prayers: { maghrib: 0, subuh: 10 }, donation_news: true });
    const read = await t.call('pesan', 'get_subscription', { form: { endpoint: sub.endpoint } });
    expect(read.body.data).toEqual(saved.body.data);
    const changed = await t.call('pesan', 'subscribe', { form: { ...sub, ...jakarta, prayers: 'isya:5', donation_news: '0' } });
    expect(changed.body.data).toMatchObject({ prayers: { isya: 5 }, donation_news: false, next_prayer: 'isya' });
    for (const bad of [
      { prayers: 'maghrib:7' }, { prayers: 'tahajud:0' }, { time_zone: 'Mars/Olympus' }, { time_zone: '+07:00' }, { lat: '91' }, { lat: '' }, { lng: '1e2' },
      { elevation: 'tinggi' }, { elevation: '12.5' }, { regency: 'Kota Jakarta Pusat\r\nX' }, { endpoint: 'http://10.0.0.1/x' }, { endpoint: 'nope' },
    ] as Record<string, string>[]) {
      const res = await t.call('pesan', 'subscribe', { form: { ...sub, ...jakarta, ...bad } });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    // A field left out is said in Indonesian, not in the validator's English ('Invalid key: Expected "lng"…').
    const { lng: _, ...withoutLng } = { ...sub, ...jakarta };
    const missing = await t.call('pesan', 'subscribe', { form: withoutLng });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ lng: 'Mohon diisi terlebih dahulu' });
    expect((await t.call('pesan', 'get_subscription', { form: { endpoint: sub.endpoint } })).body.data).toEqual(changed.body.data);
    expect((await t.call('pesan', 'unsubscribe', { form: { endpoint: sub.endpoint } })).status).toBe(200);
    expect((await t.call('pesan', 'get_subscription', { form: { endpoint: sub.endpoint } })).status).toBe(404);
  });

  it('accepts a person abroad in their own IANA zone and plans their reminder in it', async () => {
    t.clock.set(new Date('2026-11-24T10:00:00Z')); // 11.00 in Paris
    const sub = service.subscription('paris');
    const saved = await t.call('pesan', 'subscribe', { form: { ...sub, regency: 'Paris', lat: '48.86', lng: '2.35', time_zone: 'Europe/Paris', method: 'mwl', prayers: 'maghrib:0' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ time_zone: 'Europe/Paris', next_prayer: 'maghrib' });
    const maghrib = computePrayerTimes({ latitude: 48.86, longitude: 2.35 }, '2026-11-24', 'Europe/Paris', 'mwl').maghrib;
    const planned = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' }).format(new Date(saved.body.data.next_at as string));
    expect(planned).toBe(maghrib);
    expect((await t.call('pesan', 'unsubscribe', { form: { endpoint: sub.endpoint } })).status).toBe(200);
  });

  it('sends a due reminder once, encrypted for the subscription, even with two schedulers racing', async () => {
    t.clock.set(new Date('2026-11-24T10:00:00Z')); // 17.00 WIB, before Maghrib in Jakarta
    const sub = service.subscription('maghrib');
    const saved = await t.call('pesan', 'subscribe', { form: { ...sub, ...jakarta, prayers: 'maghrib:0' } });
    const dueAt = new Date(saved.body.data.next_at as string);
    expect(saved.body.data.next_prayer).toBe('maghrib');
    const at = new Date(dueAt.getTime() + 20_000);
    const [one, two] = await Promise.all([runPushPass(t.db, sender, at, t.deps.log), runPushPass(t.db, sender, at, t.deps.log)]);
    expect(one.reminders + two.reminders).toBe(1);
    const got = service.received.filter((r) => r.path === '/maghrib');
    expect(got).toHaveLength(1);
    const time = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Jakarta' }).format(dueAt);
    expect(got[0]!.payload).toEqual({ title: `Waktu Maghrib ${time} — Kota Jakarta Pusat`, body: 'Mari tunaikan sholat Maghrib.', link: '/jadwal-sholat', tag: 'sholat-maghrib' });
    expect(got[0]!.authorization).toMatch(/^vapid t=.+, k=/);
    // Planned for tomorrow now; a pass again at the same moment sends nothing.
    expect((await runPushPass(t.db, sender, at, t.deps.log)).reminders).toBe(0);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(row!.nextAt!.getTime() - dueAt.getTime()).toBeGreaterThan(23 * HOUR);
    await t.call('pesan', 'unsubscribe', { form: { endpoint: sub.endpoint } });
  });

  it('skips a reminder that would be late (a server down at prayer time) and plans the next', async () => {
    t.clock.set(new Date('2026-11-24T10:00:00Z'));
    const sub = service.subscription('late');
    const saved = await t.call('pesan', 'subscribe', { form: { ...sub, ...jakarta, prayers: 'maghrib:0' } });
    const dueAt = new Date(saved.body.data.next_at as string).getTime();
    const { planned, skipped } = await claimDueReminders(t.db, new Date(dueAt + 5 * 60_000), 100);
    expect(planned).toHaveLength(0);
    expect(skipped).toBe(1);
    await t.call('pesan', 'unsubscribe', { form: { endpoint: sub.endpoint } });
  });

  it('pushes a Lunas message to the donor\'s subscription and removes a gone one', async () => {
    t.clock.set(new Date('2026-11-25T02:00:00Z'));
    await runPushPass(t.db, sender, t.clock.now, t.deps.log); // earlier tests' messages go first
    const program = await insertProgram(t.db, { header: 'Air Bersih' });
    const { cookie, user } = await insertUserWithSession(t.db, t.clock.now);
    const sub = service.subscription('donor');
    expect((await t.call('pesan', 'subscribe', { cookie, form: { ...sub, ...jakarta } })).status).toBe(200);
    const gone = service.gone('old-phone');
    await t.db.insert(pushSubscriptions).values({ ...gone, userId: user.id, regency: 'x', latitude: 0, longitude: 0, timeZone: 'Asia/Jakarta' });
    const d = await donate(program.id, { price: '50000' }, cookie);
    await notify(t, { event_id: `evt-${d.code}`, codeDonate: d.code, status: 'paid', amount: d.total });
    const planned = await claimMessagePushes(t.db, t.clock.now, 100);
    expect(planned.map((p) => p.target.endpoint).sort()).toEqual([gone.endpoint, sub.endpoint].sort());
    expect(await deliver(t.db, sender, planned, t.deps.log)).toEqual({ sent: 1, gone: 1, failed: 0 });
    expect(service.received.at(-1)!.payload).toMatchObject({ title: 'Donasi Lunas', body: 'Donasi Rp 50.000 untuk Air Bersih sudah Lunas', link: `/donation/${d.code}` });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).toHaveLength(0);
    expect(await claimMessagePushes(t.db, t.clock.now, 100)).toHaveLength(0);
  });
});
