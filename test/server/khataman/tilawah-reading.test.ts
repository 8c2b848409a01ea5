import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { messages } from '../../../server/db/schema.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';
import { HOUR } from '../account-helpers.ts';
import { juzVerses } from '../../../src/contract/khataman.ts';

// Issue 43: 'reading is marked from Tilawahku (reading a claimed juz's pages counts)'. A juz the
// person holds is marked read once Tilawahku's record shows every one of its verses read on the
// day it was claimed or after, on any of their phones; never from reading done before the claim,
// never someone else's juz.

type Account = Awaited<ReturnType<typeof insertUserWithSession>>;
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe('a khataman juz read in Tilawahku', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2026-12-01T03:00:00Z') });
  });
  afterAll(async () => t?.close());
  beforeEach(() => t.clock.advance(HOUR));

  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(t.clock.now);
  const opened = async (owner: Account) => {
    const res = await t.call('khataman', 'open_khataman', { form: { title: 'Khataman Tilawahku', deadline: '2026-12-30' }, cookie: owner.cookie, idempotencyKey: crypto.randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as string;
  };
  const claim = async (id: string, juz: number[], who: Account) =>
    expect((await t.call('khataman', 'claim_juz', { form: { id, juz: juz.join(',') }, cookie: who.cookie })).status).toBe(200);
  /** What a phone's Tilawahku sends after reading: these verses on that day. */
  const sync = async (who: Account, days: { date: string; verses: number[] }[]) => {
    const state = { position: null, target: null, days: days.map((d) => ({ ...d, pages: [] })), bookmarks: [] };
    const res = await t.call('tilawah', 'sync_tilawah', { form: { state: JSON.stringify(state) }, cookie: who.cookie, idempotencyKey: crypto.randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const stateOf = async (id: string, juz: number, who?: Account) =>
    (await t.call('khataman', 'get_khataman', { query: { id }, cookie: who?.cookie })).body.data.juz[juz - 1].state as string;

  it('is marked read once every verse of it was read, over one day or several, on any phone', async () => {
    const owner = await insertUserWithSession(t.db, t.clock.now);
    const reader = await insertUserWithSession(t.db, t.clock.now);
    const id = await opened(owner);
    await claim(id, [30, 2], reader);
    const [first, last] = juzVerses(30);
    // All of juz 30 but its very last verse: not yet.
    await sync(reader, [{ date: today(), verses: range(first, last - 1) }]);
    expect(await stateOf(id, 30)).toBe('claimed');
    // The next day, on another phone, the last verse: now it is read, and only juz 30.
    t.clock.advance(24 * HOUR);
    await sync(reader, [{ date: today(), verses: [last] }]);
    expect(await stateOf(id, 30, reader)).toBe('read');
    expect(await stateOf(id, 2)).toBe('claimed');
    const page = (await t.call('khataman', 'get_khataman', { query: { id } })).body.data;
    expect(page.read).toBe(1);
  });

  it('never counts reading done before the juz was claimed', async () => {
    const owner = await insertUserWithSession(t.db, t.clock.now);
    const reader = await insertUserWithSession(t.db, t.clock.now);
    const id = await opened(owner);
    const [first, last] = juzVerses(29);
    await sync(reader, [{ date: today(), verses: range(first, last) }]);
    t.clock.advance(24 * HOUR);
    await claim(id, [29], reader);
    await sync(reader, [{ date: today(), verses: [first] }]);
    expect(await stateOf(id, 29)).toBe('claimed');
  });

  it("never marks someone else's juz, nor a juz the reader does not hold", async () => {
    const owner = await insertUserWithSession(t.db, t.clock.now);
    const holder = await insertUserWithSession(t.db, t.clock.now);
    const other = await insertUserWithSession(t.db, t.clock.now);
    const id = await opened(owner);
    await claim(id, [1], holder);
    await sync(other, [{ date: today(), verses: range(...juzVerses(1)) }, { date: today(), verses: range(...juzVerses(3)) }]);
    expect(await stateOf(id, 1)).toBe('claimed');
    expect(await stateOf(id, 3)).toBe('free');
  });

  it('the last juz read in Tilawahku makes the khatam, and everyone in it is told once', async () => {
    const owner = await insertUserWithSession(t.db, t.clock.now);
    const readers = [await insertUserWithSession(t.db, t.clock.now), await insertUserWithSession(t.db, t.clock.now), await insertUserWithSession(t.db, t.clock.now)];
    const id = await opened(owner);
    for (const [i, r] of readers.entries()) await claim(id, range(i * 10 + 1, i * 10 + 10), r);
    // The first two read theirs by hand; the third reads all ten in Tilawahku.
    for (const [i, r] of readers.slice(0, 2).entries()) {
      for (const juz of range(i * 10 + 1, i * 10 + 10)) expect((await t.call('khataman', 'mark_juz_read', { form: { id, juz: String(juz) }, cookie: r.cookie })).status).toBe(200);
    }
    await sync(readers[2]!, [{ date: today(), verses: range(juzVerses(21)[0], juzVerses(30)[1]) }]);
    const page = (await t.call('khataman', 'get_khataman', { query: { id } })).body.data;
    expect(page.khatam).toBe(true);
    // A second sync tells nobody again.
    await sync(readers[2]!, [{ date: today(), verses: [1] }]);
    const told = await t.db.select({ userId: messages.userId }).from(messages).where(and(eq(messages.kind, 'khataman-khatam')));
    const people = [owner, ...readers].map((p) => p.user.id);
    expect(told.filter((m) => people.includes(m.userId!)).map((m) => m.userId).sort()).toEqual([...people].sort());
  });
});
