import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { HOUR, login, seedUser } from '../account-helpers.ts';
import { KHATAMAN_CLAIMS_MAX, KHATAMAN_OPENED_PER_DAY, khatamanMessages } from '../../../src/contract/khataman.ts';

// Khataman Bersama (issue 43): open, share, claim, read, release; one holder per juz however
// many tap at once; limits, bad input and other people's juz refused in Indonesian.

describe('the khataman controller', () => {
  let t: TestApp;
  let dist: string;
  let n = 0;
  /** A fresh signed-in person: their cookie and phone number. */
  async function person(nama = 'Siti Aminah Lubis') {
    n += 1;
    const phone = `8127777${String(n).padStart(4, '0')}`;
    await seedUser(t, phone, 'rahasia123', nama);
    return { cookie: await login(t, phone), phone };
  }
  const open = (cookie: string | undefined, form: Record<string, string> = {}) =>
    t.call('khataman', 'open_khataman', { form: { title: 'Khataman untuk Ibu', intention: 'untuk almarhumah Ibu Fatimah', deadline: '2026-12-20', ...form }, cookie, idempotencyKey: crypto.randomUUID() });
  const get = (id: string, cookie?: string) => t.call('khataman', 'get_khataman', { query: { id }, cookie });
  const claim = (id: string, juz: string, cookie?: string) => t.call('khataman', 'claim_juz', { form: { id, juz }, cookie });
  const read = (id: string, juz: number, cookie?: string) => t.call('khataman', 'mark_juz_read', { form: { id, juz: String(juz) }, cookie });
  const release = (id: string, juz: number, cookie?: string) => t.call('khataman', 'release_juz', { form: { id, juz: String(juz) }, cookie });
  /** Made one after another: the password hasher takes a few at a time. */
  async function people(count: number) {
    const made = [];
    for (let i = 0; i < count; i += 1) made.push(await person(`Jamaah${i}`));
    return made;
  }
  async function opened(cookie: string) {
    const res = await open(cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as string;
  }

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><meta name="description" content="Jaringan masjid" /><title>Jariyah</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ start: new Date('2026-12-01T03:00:00Z'), env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(() => t.clock.advance(HOUR));

  it('opens a khataman whose page shows 30 free juz, the opener by first name', async () => {
    const { cookie } = await person();
    const res = await open(cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(khatamanMessages.opened);
    const page = (await get(res.body.data.id)).body.data;
    expect(page).toMatchObject({ title: 'Khataman untuk Ibu', intention: 'untuk almarhumah Ibu Fatimah', deadline: '2026-12-20', opened_by: 'Siti', read: 0, khatam: false, closed: false });
    expect(page.juz).toHaveLength(30);
    expect(page.juz.every((j: { state: string }) => j.state === 'free')).toBe(true);
    expect(res.body.data.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it('needs a login to open or claim; a guest may read the page', async () => {
    const { cookie } = await person();
    const id = await opened(cookie);
    expect((await open(undefined)).status).toBe(401);
    expect((await claim(id, '1')).status).toBe(401);
    expect((await read(id, 1)).status).toBe(401);
    expect((await get(id)).status).toBe(200);
  });

  it('claims, marks read and releases; others see the holder by first name, never the number', async () => {
    const owner = await person();
    const id = await opened(owner.cookie);
    const reader = await person('Budi Santoso');
    const claimed = await claim(id, '3,4', reader.cookie);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.message).toBe(khatamanMessages.claimed);
    expect(claimed.body.data.juz[2]).toEqual({ juz: 3, state: 'claimed', name: 'Budi', mine: true });

    const seenByOwner = await get(id, owner.cookie);
    expect(seenByOwner.body.data.juz[2]).toEqual({ juz: 3, state: 'claimed', name: 'Budi', mine: false });
    expect(seenByOwner.text).not.toContain(reader.phone);
    expect(seenByOwner.text).not.toContain('Santoso');

    const marked = await read(id, 3, reader.cookie);
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe(khatamanMessages.markedRead);
    expect(marked.body.data.juz[2].state).toBe('read');
    expect(marked.body.data.read).toBe(1);

    // A read juz stays read; an unread one goes back to the group.
    expect((await release(id, 3, reader.cookie)).body.message).toBe(khatamanMessages.alreadyRead);
    const released = await release(id, 4, reader.cookie);
    expect(released.status).toBe(200);
    expect(released.body.data.juz[3]).toEqual({ juz: 4, state: 'free', name: null, mine: false });

    const mine = await t.call('khataman', 'my_khatamans', { cookie: reader.cookie });
    expect(mine.body.data).toEqual([{ id, title: 'Khataman untuk Ibu', deadline: '2026-12-20', read: 1, mine: 1 }]);
  });

  it("refuses to mark read or release someone else's juz, and a juz nobody holds", async () => {
    const owner = await person();
    const id = await opened(owner.cookie);
    const holder = await person('Aisyah');
    const other = await person('Umar');
    await claim(id, '7', holder.cookie);
    for (const res of [await read(id, 7, other.cookie), await release(id, 7, other.cookie), await read(id, 7, owner.cookie)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(khatamanMessages.notYours);
    }
    const free = await read(id, 8, other.cookie);
    expect(free.status).toBe(422);
    expect(free.body.message).toBe(khatamanMessages.notHeld);
    const page = (await get(id)).body.data;
    expect(page.juz[6]).toMatchObject({ state: 'claimed', name: 'Aisyah' });
    expect(page.read).toBe(0);
  });

  it('gives a juz to exactly one of 30 people tapping it at once', async () => {
    const owner = await person();
    const id = await opened(owner.cookie);
    const thirty = await people(30);
    const answers = await Promise.all(thirty.map((p) => claim(id, '15', p.cookie)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.status === 409);
    expect(lost).toHaveLength(29);
    expect(lost.every((a) => a.body.message === khatamanMessages.taken)).toBe(true);
    const winner = thirty[answers.indexOf(won[0]!)]!;
    const page = (await get(id, winner.cookie)).body.data;
    expect(page.juz[14]).toMatchObject({ state: 'claimed', mine: true });

    // Thirty people each taking a different juz at once all get theirs: the grid fills.
    const everyone = await Promise.all(thirty.map((p, i) => (i === 14 ? Promise.resolve(null) : claim(id, String(i + 1), p.cookie))));
    expect(everyone.filter((a) => a !== null && a.status !== 200)).toEqual([]);
    expect((await get(id)).body.data.juz.every((j: { state: string }) => j.state === 'claimed')).toBe(true);
  });

  it('answers a claim or a read sent again under the same Idempotency-Key as the first time (a tap queued offline whose answer was lost)', async () => {
    const owner = await person();
    const id = await opened(owner.cookie);
    const reader = await person('Rahmat Hidayat');
    const key = crypto.randomUUID();
    const send = () => t.call('khataman', 'claim_juz', { form: { id, juz: '9' }, cookie: reader.cookie, idempotencyKey: key });
    const first = await send();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await send();
    // Without the key's record the second send finds juz 9 held (by the sender) and says 409 'taken'.
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(khatamanMessages.claimed);
    const readKey = crypto.randomUUID();
    const markRead = () => t.call('khataman', 'mark_juz_read', { form: { id, juz: '9' }, cookie: reader.cookie, idempotencyKey: readKey });
    expect((await markRead()).status).toBe(200);
    expect((await markRead()).body.message).toBe(khatamanMessages.markedRead);
    // The same key with another juz is another request: refused, not answered with the first.
    const reused = await t.call('khataman', 'claim_juz', { form: { id, juz: '10' }, cookie: reader.cookie, idempotencyKey: key });
    expect(reused.status).toBe(422);
    expect((await get(id)).body.data.juz[9].state).toBe('free');
  });

  it('claims what is free of several juz and says which were taken', async () => {
    const owner = await person();
    const id = await opened(owner.cookie);
    const first = await person('Hasan');
    const second = await person('Husain');
    await claim(id, '10', first.cookie);
    const res = await claim(id, '9,10,11', second.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${khatamanMessages.claimed} Juz 10 sudah diambil orang lain.`);
    expect(res.body.data.juz.filter((j: { mine: boolean }) => j.mine).map((j: { juz: number }) => j.juz)).toEqual([9, 11]);
  });

  it(`holds at most ${KHATAMAN_CLAIMS_MAX} juz per person, even sent at once`, async () => {
    const owner = await person();
    const id = await opened(owner.cookie);
    const greedy = await person('Rakus');
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => claim(id, String(i + 1), greedy.cookie)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(KHATAMAN_CLAIMS_MAX);
    const refused = answers.filter((a) => a.status === 422);
    expect(refused).toHaveLength(15 - KHATAMAN_CLAIMS_MAX);
    expect(refused[0]!.body.errors).toEqual({ juz: khatamanMessages.claimsTooMany });
    expect((await claim(id, '20,21,22,23,24,25,26,27,28,29,30', (await person()).cookie)).body.message).toBe(khatamanMessages.claimsTooMany);
    const held = (await get(id, greedy.cookie)).body.data.juz.filter((j: { mine: boolean }) => j.mine);
    expect(held).toHaveLength(KHATAMAN_CLAIMS_MAX);
  });

  it(`opens at most ${KHATAMAN_OPENED_PER_DAY} a day per person, again the next day`, async () => {
    t.clock.set(new Date('2026-12-02T01:00:00Z')); // 08.00 WIB
    const { cookie } = await person();
    for (let i = 0; i < KHATAMAN_OPENED_PER_DAY; i += 1) expect((await open(cookie)).status).toBe(200);
    const refused = await open(cookie);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(khatamanMessages.openedTooMany);
    t.clock.set(new Date('2026-12-02T17:30:00Z')); // 00.30 WIB the next day
    expect((await open(cookie)).status).toBe(200);
  });

  it('rate-limits taps with 429 and Retry-After', async () => {
    const { cookie } = await person();
    const id = await opened(cookie);
    let last = await read(id, 1, cookie);
    for (let i = 0; i < 130 && last.status !== 429; i += 1) last = await read(id, 1, cookie);
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('Terlalu banyak permintaan, coba lagi nanti');
    expect(Number(last.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses bad input in Indonesian, without a stack trace', async () => {
    const { cookie } = await person();
    const id = await opened(cookie);
    const cases: [Promise<Awaited<ReturnType<typeof open>>>, string, string][] = [
      [open(cookie, { title: '' }), 'title', khatamanMessages.titleRequired],
      [open(cookie, { title: 'x'.repeat(81) }), 'title', khatamanMessages.titleTooLong],
      [open(cookie, { intention: 'y'.repeat(201) }), 'intention', khatamanMessages.intentionTooLong],
      [open(cookie, { deadline: '2026-02-30' }), 'deadline', khatamanMessages.deadlineInvalid],
      [open(cookie, { deadline: 'besok' }), 'deadline', khatamanMessages.deadlineInvalid],
      [open(cookie, { deadline: '2026-01-01' }), 'deadline', khatamanMessages.deadlinePast],
      [open(cookie, { deadline: '2030-01-01' }), 'deadline', khatamanMessages.deadlineFar],
      [claim(id, '0', cookie), 'juz', khatamanMessages.juzInvalid],
      [claim(id, '31', cookie), 'juz', khatamanMessages.juzInvalid],
      [claim(id, '1; drop table users', cookie), 'juz', khatamanMessages.juzInvalid],
      [claim('../etc', '1', cookie), 'id', khatamanMessages.idInvalid],
    ];
    for (const [pending, field, message] of cases) {
      const res = await pending;
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors?.[field]).toBe(message);
      expect(res.text).not.toMatch(/at .*\.ts|Error:/);
    }
    const missing = await claim('AAAAAAAAAAAA', '1', cookie);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(khatamanMessages.notFound);
    // A typed tag is kept as text, shown as text by the page (React escapes it).
    const tagged = await open(cookie, { title: '<script>alert(1)</script>' });
    expect(tagged.body.data.title).toBe('<script>alert(1)</script>');
  });

  it('takes no claim after the deadline, and says khatam at 30 read', async () => {
    t.clock.set(new Date('2026-12-03T03:00:00Z'));
    const owner = await person();
    const res = await open(owner.cookie, { deadline: '2026-12-03' });
    const id = res.body.data.id as string;
    const readers = await people(3);
    for (let i = 0; i < 30; i += 1) {
      const who = readers[Math.floor(i / KHATAMAN_CLAIMS_MAX)]!;
      expect((await claim(id, String(i + 1), who.cookie)).status).toBe(200);
      expect((await read(id, i + 1, who.cookie)).status).toBe(200);
    }
    const page = (await get(id)).body.data;
    expect(page).toMatchObject({ read: 30, khatam: true });

    const late = await open(owner.cookie, { deadline: '2026-12-03' });
    t.clock.set(new Date('2026-12-03T17:30:00Z')); // 00.30 WIB on the 4th
    const refused = await claim(late.body.data.id, '1', owner.cookie);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(khatamanMessages.closed);
    expect((await get(late.body.data.id)).body.data.closed).toBe(true);
  });

  it('tells everyone in it, once, in Pesan when the last juz is read: holders and opener, whatever the order', async () => {
    const owner = await person();
    const id = await opened(owner.cookie);
    const readers = await people(3);
    const inbox = async (cookie: string) => ((await t.call('pesan', 'list_messages', { cookie })).body.data as Array<{ kind: string; title: string; body: string; link: string }>)
      .filter((m) => m.kind === 'khataman-khatam');
    for (let i = 0; i < 30; i += 1) expect((await claim(id, String(i + 1), readers[Math.floor(i / KHATAMAN_CLAIMS_MAX)]!.cookie)).status).toBe(200);
    // 28 read one by one: nobody is told anything yet.
    for (let i = 0; i < 28; i += 1) expect((await read(id, i + 1, readers[Math.floor(i / KHATAMAN_CLAIMS_MAX)]!.cookie)).status).toBe(200);
    expect(await inbox(owner.cookie)).toEqual([]);
    // The last two at once (each by its holder), then one read again.
    const last = readers[2]!;
    const both = await Promise.all([read(id, 29, last.cookie), read(id, 30, last.cookie)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await read(id, 30, last.cookie)).status).toBe(200);
    for (const who of [owner, ...readers]) {
      const notices = await inbox(who.cookie);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: 'Alhamdulillah, khatam', body: 'Ke-30 juz Khataman untuk Ibu sudah selesai dibaca bersama.', link: `/khataman/${id}` });
    }
    const stranger = await person();
    expect(await inbox(stranger.cookie)).toEqual([]);
  });

  it("writes the khataman's title and progress into its share page for a WhatsApp preview, escaped", async () => {
    const { cookie } = await person();
    const res = await open(cookie, { title: 'Khataman "Keluarga" <Besar>' });
    const id = res.body.data.id as string;
    const html = await (await t.app.request(`/khataman/${id}`)).text();
    expect(html).toContain('<title>Khataman Bersama: Khataman &quot;Keluarga&quot; &lt;Besar&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="Khataman Bersama: Khataman &quot;Keluarga&quot; &lt;Besar&gt;" />');
    expect(html).toContain('<meta property="og:description" content="untuk almarhumah Ibu Fatimah · 0 dari 30 juz sudah dibaca. Ambil juz yang masih kosong." />');
    expect(html).toContain('<div id="root">');
    // Any other page, or an unknown khataman, keeps the app's own.
    for (const other of ['/khataman/AAAAAAAAAAAA', '/infaq']) {
      const page = await (await t.app.request(other)).text();
      expect(page).toContain('<title>Jariyah</title>');
      expect(page).not.toContain('og:title');
    }
  });
});
