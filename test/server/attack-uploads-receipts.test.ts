import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { amens, donations, idempotencyKeys, messages, tilawahDays, users, programs } from '../../server/db/schema.ts';
import { TILAWAH_DAYS_KEPT, TILAWAH_VERSES_KEPT } from '../../server/tilawah/tilawah.ts';
import { AMEN_LIMITS } from '../../server/programs/campaign-actions.ts';
import { claimMessagePushes } from '../../server/messages/push.ts';
import { PERSON_NAME_MAX, plainPersonName } from '../../src/contract/person-name.ts';
import { grantAdminRoles } from '../../server/accounts/network-admins.ts';
import { hitRateLimit } from '../../server/lib/rate-limit.ts';
import { receiptText } from '../../server/donations/receipts.ts';
import { htmlToText } from '../../server/lib/plain-text.ts';
import { donateForm, insertPaymentMethods, insertProgram, insertUserWithSession, nextDonorAddress, notify } from './donation-fixtures.ts';

/*
 * Finding 10 of the security review (main at 8805f7f): parallel avatar or flyer uploads left
 * orphaned files, and receipts repeated the donor's free-text name from the official WhatsApp
 * sender. Each test failed on that main.
 */

/** A real 1×1 PNG; every upload is stored under a fresh name whatever its bytes. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('10. uploads replace atomically', () => {
  let t: TestApp;
  const uploads = () => path.join(t.deps.config.dataDir, 'uploads');
  const files = () => (fs.existsSync(uploads()) ? fs.readdirSync(uploads()).sort() : []);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves exactly the avatar in place after parallel uploads', async () => {
    const member = await insertUserWithSession(t.db, t.clock.now);
    const answers = await Promise.all(Array.from({ length: 8 }, () =>
      t.call('user', 'edit_profile', { form: { editType: 'avatar', editValue: PNG }, cookie: member.cookie })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const [row] = await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, member.user.id));
    expect(files()).toEqual([row!.avatar]);
  });

  it('leaves exactly the flyer in place after parallel saves of a program', async () => {
    const staff = await insertUserWithSession(t.db, t.clock.now);
    await grantAdminRoles(t.db, [staff.user.whatsapp]);
    const program = await insertProgram(t.db, { header: 'Renovasi Tempat Wudhu' });
    const before = new Set(files());
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call('admin', 'save_program', {
      json: { slug: program.slug, header: 'Renovasi Tempat Wudhu', deskripsi: 'Tahap satu', all_time: 'Y', flyer: PNG }, cookie: staff.cookie,
    })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const [row] = await t.db.select({ flyer: programs.flyer }).from(programs).where(eq(programs.id, program.id));
    const added = files().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(row!.flyer).toBe(`/uploads/${added[0]}`);
  });
});

describe('10. receipts carry no text typed by strangers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('thanks the donor without repeating the name or prayer they typed', async () => {
    const methods = await insertPaymentMethods(t.db);
    const program = await insertProgram(t.db, { header: 'Sumur Wakaf Desa Sukamaju' });
    const bait = 'Selamat! Anda menang Rp 50 juta, klik https://hadiah.example';
    const made = await t.call('transaction', 'storeDonate', {
      form: donateForm(program.id, methods.qris.code, 'QRIS', { price: '1000', donorName: bait, donorPray: `${bait} segera` }), peer: nextDonorAddress(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const code = made.body.data.codeDonate as string;
    const res = await notify(t, { event_id: 'evt-receipt-1', codeDonate: code, status: 'paid', amount: 1000 });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const receipt = t.outbox.find((message) => message.text.includes(code));
    expect(receipt?.text).toBeDefined();
    expect(receipt!.text).not.toMatch(/menang|hadiah|https?:\/\/hadiah/i);
    expect(receipt!.text).toContain('Sumur Wakaf Desa Sukamaju');
    expect(receiptText({ total: 1000, programHeader: 'X', paidAt: new Date(0), code: 'JRYAAAAAAAAAA', link: null })).toMatch(/^Jariyah: Terima kasih\. Donasi Rp 1\.000 untuk "X"/);
  });
});

describe('10. turning stored HTML back into text', () => {
  it('reads unclosed tags and long runs of spaces in one pass (the old patterns took minutes on these)', () => {
    const items = '<li '.repeat(200_000);
    expect(htmlToText(`<p>Rincian</p>${items}`)).toBe(`Rincian\n\n${items.trim()}`);
    const tags = '<a'.repeat(200_000);
    expect(htmlToText(`<p>Rincian</p>${tags}`)).toBe(`Rincian\n\n${tags}`);
    expect(htmlToText(`<p>Rincian${' '.repeat(200_000)}selesai</p>`)).toBe(`Rincian${' '.repeat(200_000)}selesai`);
  });
});

/*
 * Finding 7 of the second review (issue 27): `//ssr/prerender.js` served the 1.95 MB server
 * render bundle; only `/ssr/…` with one slash was kept back.
 */
describe('7. the build’s server-side entry never goes out', () => {
  let t: TestApp;
  let dist: string;
  const SERVER_ONLY = 'server-only bundle, never for a browser';
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-dist-'));
    fs.mkdirSync(path.join(dist, 'ssr', 'assets'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div><!--/root--></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dist, 'ssr', 'prerender.js'), `// ${SERVER_ONLY}\nexport async function renderRoute() { throw new Error('not here'); }`);
    fs.writeFileSync(path.join(dist, 'ssr', 'assets', 'chunk.js'), `// ${SERVER_ONLY}`);
    t = await createTestApp({ env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers 404 to every spelling of its path, and still serves the browser’s files', async () => {
    for (const p of ['/ssr/prerender.js', '//ssr/prerender.js', '///ssr/prerender.js', '/%2Fssr/prerender.js', '/%2fssr%2fprerender.js',
      '/ssr%2Fprerender.js', '/./ssr/prerender.js', '/assets/../ssr/prerender.js', '//ssr/assets/chunk.js', '//ssr/', '//ssr']) {
      const res = await t.app.request(`http://localhost${p}`);
      const body = await res.text();
      expect(body, p).not.toContain(SERVER_ONLY);
      if (p.endsWith('.js')) expect(res.status, p).toBe(404);
    }
    expect(await (await t.app.request('http://localhost//assets/app.js')).text()).toContain('console.log');
    expect(await (await t.app.request('/')).text()).toContain('<title>shell</title>');
  });
});

/*
 * Round 2 (issue 27), finding 4: amen had no limit and the amener's chosen name became the inbox
 * message's and the push's title. One account said amen to 60 prayers in 2 s; donors read
 * 'CS Jariyah: cek bit.ly/x1 … mengaminkan doamu'. Failed on main at 2086a57.
 */
describe('round 2, 4. amens in strangers’ inboxes', () => {
  let t: TestApp;
  let methods: Awaited<ReturnType<typeof insertPaymentMethods>>;
  let programId: number;
  beforeAll(async () => {
    t = await createTestApp();
    methods = await insertPaymentMethods(t.db);
    programId = (await insertProgram(t.db, { header: 'Masjid Al-Falah' })).id;
  });
  afterAll(() => t.close());

  const paidPrayer = async (donorCookie?: string) => {
    const made = await t.call('transaction', 'storeDonate', {
      form: donateForm(programId, methods.qris.code, 'QRIS', { price: '1000', donorPray: 'Semoga sehat' }), peer: nextDonorAddress(), cookie: donorCookie,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const code = made.body.data.codeDonate as string;
    await notify(t, { event_id: `evt-${code}`, codeDonate: code, status: 'paid', amount: made.body.data.total ?? 1000 });
    const [row] = await t.db.select({ id: donations.id }).from(donations).where(eq(donations.code, code));
    return { id: row!.id, code };
  };

  it('one account says amen to at most 10 new prayers a minute and 100 a day; taking one back, or saying it again to a prayer amened today, always works', async () => {
    const prayers = [];
    for (let i = 0; i < 12; i += 1) prayers.push(await paidPrayer());
    const spammer = await insertUserWithSession(t.db, t.clock.now);
    const amen = (doaId: number, state?: 'liked' | 'unliked') =>
      t.call('campaign', 'toggle_like', { cookie: spammer.cookie, form: { doa_id: String(doaId), ...(state ? { state } : {}) } });
    const statuses = await Promise.all(prayers.map((p) => amen(p.id, 'liked').then((res) => res.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(AMEN_LIMITS.perMinute.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const refused = await amen(prayers[statuses.indexOf(429)]!.id); // a prayer not amened yet
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    const liked = (await t.db.select({ d: amens.donationId }).from(amens).where(eq(amens.userId, spammer.user.id))).map((r) => r.d);
    expect(liked).toHaveLength(10);
    expect((await amen(liked[0]!, 'unliked')).status).toBe(200);
    // A change of mind on a prayer already amened today reaches no new inbox: never refused, however often.
    for (let i = 0; i < 15; i += 1) {
      expect((await amen(liked[1]!, 'unliked')).status).toBe(200);
      expect((await amen(liked[1]!, 'liked')).status).toBe(200);
    }
    const notYet = prayers.filter((_, i) => statuses[i] === 429);
    expect((await amen(notYet[0]!.id, 'liked')).status).toBe(429); // a new prayer still waits for the minute
    // The day's budget counts new prayers: with the day's 100 spent, a new one is refused the next minute too.
    t.clock.advance(60_000);
    expect((await amen(notYet[0]!.id, 'liked')).status).toBe(200);
    for (let i = 0; i < AMEN_LIMITS.perDay.limit; i += 1) await hitRateLimit(t.db, `amen-day:u${spammer.user.id}`, AMEN_LIMITS.perDay, t.clock.now);
    expect((await amen(notYet[1]!.id, 'liked')).status).toBe(429);
    expect((await amen(prayers[1]!.id, 'unliked')).status).toBe(200);
  });

  it('the inbox and push say "Doamu diaminkan", once per prayer, with the name as a plain capped name', async () => {
    const donor = await insertUserWithSession(t.db, t.clock.now);
    const prayer = await paidPrayer(donor.cookie);
    const baits = [
      'CS Jariyah: cek bit.ly/x1 sekarang', 'Admin https://hadiah.example', 'Hubungi wa.me/6281234567890', 'Klik ｂｉｔ．ｌｙ／ｚ', 'Info 081234567890',
      'Ahmad\u202Egnp.exe\u202C', 'Abdurrahman Wahid Hasyim Asy’ari Al-Bantani', 'admin@jariyah.id',
    ];
    for (const bait of baits) {
      t.clock.advance(1000);
      const sayer = await insertUserWithSession(t.db, t.clock.now);
      await t.db.update(users).set({ nama: bait }).where(eq(users.id, sayer.user.id));
      expect((await t.call('campaign', 'toggle_like', { cookie: sayer.cookie, form: { doa_id: String(prayer.id), state: 'liked' } })).status).toBe(200);
      const rows = await t.db.select().from(messages).where(eq(messages.dedupeKey, `amen:${prayer.id}`));
      expect(rows).toHaveLength(1);
      const m = rows[0]!;
      expect(m.title).toBe('Doamu diaminkan');
      const name = m.body.slice(0, m.body.indexOf(' mengaminkan doamu'));
      const shown = name.replace(/ dan \d+ orang lainnya$/, '');
      expect(shown.length, bait).toBeLessThanOrEqual(PERSON_NAME_MAX);
      expect(shown, bait).not.toMatch(/bit|ly|http|www|wa\.me|\/|@|:|\d{5}|exe|\u202E/i);
    }
    const last = (await t.db.select().from(messages).where(eq(messages.dedupeKey, `amen:${prayer.id}`)))[0]!;
    expect(last.body).toBe(`${plainPersonName('admin@jariyah.id')} dan 7 orang lainnya mengaminkan doamu: “Semoga sehat” — Masjid Al-Falah`);
    // What the push carries is that row: the same fixed title.
    const planned = await claimMessagePushes(t.db, t.clock.now, 100);
    expect(planned.filter((p) => p.payload.tag === `pesan-${last.id}`).every((p) => p.payload.title === 'Doamu diaminkan')).toBe(true);
  });

  it('names read as names', () => {
    expect(plainPersonName('CS Jariyah: cek bit.ly/x1')).toBe('Hamba Allah');
    expect(plainPersonName('CS Jariyah: cek promo')).toBe('CS cek promo');
    expect(plainPersonName('  Siti   Aminah ')).toBe('Siti Aminah');
    expect(plainPersonName('M. Ali')).toBe('M. Ali');
    expect(plainPersonName('Abdurrahman Wahid Hasyim Asy’ari Al-Bantani')).toBe('Abdurrahman Wahid Hasyim');
    expect(plainPersonName('https://x.co')).toBe('Hamba Allah');
    expect(plainPersonName('')).toBe('Hamba Allah');
    // Issue 41: a number or a link spread over words passed word by word.
    expect(plainPersonName('Hubungi wa me 0812 3456 7890')).toBe('Hamba Allah');
    expect(plainPersonName('Promo 0 8 1 2 3 4')).toBe('Hamba Allah');
    expect(plainPersonName('Info wa . me / promo')).toBe('Hamba Allah');
    expect(plainPersonName('cek bit . ly / x1')).toBe('Hamba Allah');
    expect(plainPersonName('Ahmad 2 Hasan 3')).toBe('Ahmad 2 Hasan 3');
    expect(plainPersonName('H. Comar Dewa Merta')).toBe('H. Comar Dewa Merta');
  });
});

/*
 * Round 2 (issue 27), finding 2: Tilawahku sync had no bounds per account. Each sync answered
 * the whole record and the answer was kept again for idempotency (12 syncs: 4 MB answers, 27 MB
 * on disk); dates from year 1000 to 9999 and long target strings were accepted. Failed on main at 2086a57.
 */
describe('round 2, 2. Tilawahku sync is bounded per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2026-11-25T03:00:00Z') });
  });
  afterAll(() => t.close());

  const sync = (cookie: string, state: unknown, since = 0) =>
    t.call('tilawah', 'sync_tilawah', { form: { state: JSON.stringify(state), since: String(since) }, cookie, idempotencyKey: crypto.randomUUID() });
  const dayList = (from: string, count: number, verses: (i: number) => number[]) => Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10), verses: verses(i), pages: [1],
  }));
  const empty = { days: [], bookmarks: [] };

  it('refuses far dates and long target strings with a clear message', async () => {
    const { cookie } = await insertUserWithSession(t.db, t.clock.now);
    const at = '2026-11-25T01:00:00.000Z';
    const far = [
      { ...empty, days: [{ date: '1000-01-01', verses: [1], pages: [1] }] },
      { ...empty, days: [{ date: '9999-12-31', verses: [1], pages: [1] }] },
      { ...empty, days: [{ date: '2019-12-31', verses: [1], pages: [1] }] },
      { ...empty, days: [{ date: '2026-11-27', verses: [1], pages: [1] }] }, // the day after tomorrow
      { ...empty, bookmarks: [{ surah: 1, ayah: 1, updatedAt: '9999-01-01T00:00:00.000Z', deleted: false }] },
      { ...empty, position: { surah: 1, ayah: 1, index: 1, at: '9999-01-01T00:00:00.000Z' } },
      { ...empty, target: { value: { kind: 'ayat' }, at: '1000-01-01T00:00:00.000Z' } },
    ];
    for (const state of far) {
      const res = await sync(cookie, state);
      expect(res.status, JSON.stringify(state)).toBe(422);
      expect(res.body.errors).toEqual({ state: 'Tanggal tilawah harus antara 1 Januari 2020 dan besok' });
    }
    for (const value of [{ kind: 'x'.repeat(41) }, { ['k'.repeat(25)]: 1 }]) {
      const res = await sync(cookie, { ...empty, target: { value, at } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ state: 'Data tilawah tidak valid' });
    }
    const edges = { days: [{ date: '2020-01-01', verses: [1], pages: [1] }, { date: '2026-11-26', verses: [2], pages: [1] }], bookmarks: [] };
    expect((await sync(cookie, edges)).status).toBe(200);
  });

  it('answers only what changed since the phone’s rev, and keeps no copy of the answer', async () => {
    const { cookie } = await insertUserWithSession(t.db, t.clock.now);
    const big = { ...empty, days: dayList('2025-10-22', 400, () => Array.from({ length: 150 }, (_, v) => v + 1)) };
    const first = await sync(cookie, big);
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    expect(first.body.data.days).toHaveLength(400);
    let rev: number = first.body.data.rev;
    let bytes = 0;
    for (let i = 0; i < 12; i += 1) {
      const res = await sync(cookie, { ...empty, days: [{ date: '2026-11-25', verses: [200 + i], pages: [3] }] }, rev);
      expect(res.status).toBe(200);
      expect(res.body.data.days).toEqual([{ date: '2026-11-25', verses: [...Array.from({ length: 150 }, (_, v) => v + 1), ...Array.from({ length: i + 1 }, (_, k) => 200 + k)], pages: [1, 3] }]);
      rev = res.body.data.rev;
      bytes += res.text.length;
    }
    expect(bytes).toBeLessThan(12 * 2_000); // was 12 × the whole record (about 340 KB each here)
    // A sync that brings nothing new answers no day at all.
    expect((await sync(cookie, big, rev)).body.data.days).toEqual([]);
    // Another phone of the account, after the first one's syncs, gets what changed since its own rev.
    expect((await sync(cookie, empty, first.body.data.rev)).body.data.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-25']);
    const stored = await t.db.select().from(idempotencyKeys).where(like(idempotencyKeys.scope, 'sync_tilawah:%'));
    expect(stored).toEqual([]);
  });

  it('keeps at most 400 days and 100 000 verse marks per account, the newest', async () => {
    const { cookie, user } = await insertUserWithSession(t.db, t.clock.now);
    expect((await sync(cookie, { ...empty, days: dayList('2025-10-22', 300, () => [1]) })).status).toBe(200);
    expect((await sync(cookie, { ...empty, days: dayList('2024-01-01', 300, () => [2]) })).status).toBe(200);
    const kept = await t.db.select({ date: tilawahDays.date }).from(tilawahDays).where(eq(tilawahDays.userId, user.id)).orderBy(tilawahDays.date);
    expect(kept).toHaveLength(TILAWAH_DAYS_KEPT);
    expect(kept.at(-1)!.date).toBe('2026-08-17');
    const whole = Array.from({ length: 6236 }, (_, v) => v + 1);
    for (const from of ['2026-11-01', '2026-11-09', '2026-11-17']) {
      expect((await sync(cookie, { ...empty, days: dayList(from, 8, () => whole) })).status).toBe(200);
    }
    const [sum] = await t.db.select({ n: sql<string>`sum(jsonb_array_length(${tilawahDays.verses}))` }).from(tilawahDays).where(eq(tilawahDays.userId, user.id));
    expect(Number(sum!.n)).toBeLessThanOrEqual(TILAWAH_VERSES_KEPT);
    const newest = await t.db.select({ date: tilawahDays.date }).from(tilawahDays).where(eq(tilawahDays.userId, user.id)).orderBy(tilawahDays.date);
    expect(newest.at(-1)!.date).toBe('2026-11-24');
  });
});
