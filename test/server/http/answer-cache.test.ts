import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createAnswerCache, writeMayHaveChanged } from '../../../server/http/answer-cache.ts';
import { loadConfig } from '../../../server/config.ts';
import { programs } from '../../../server/db/schema.ts';
import { donateForm, insertPaymentMethods, insertProgram, insertUserWithSession } from '../donation-fixtures.ts';

// The shared copies of public lists: one answer for everyone asking the same within the copy's
// life, gone at once after any write, never for a bad request or a wrong client.

describe('shared copies of public lists', () => {
  let t: TestApp;
  let slug: string;
  let programId: number;
  let methodCode: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANSWER_CACHE_MS: '1000' } });
    methodCode = (await insertPaymentMethods(t.db)).qris.code;
    const program = await insertProgram(t.db, { header: 'Sumur untuk Desa' });
    slug = program.slug;
    programId = program.id;
  });
  afterAll(() => t.close());

  const header = async () => {
    const res = await t.call('campaign', 'get_campaign_by_slug', { query: { slug } });
    expect(res.status).toBe(200);
    expect(res.response.headers.get('cache-control')).toBe('no-cache');
    return (res.body.data as Array<{ header: string }>)[0]!.header;
  };
  const rename = (to: string) => t.db.update(programs).set({ header: to }).where(eq(programs.id, programId));

  it('answers the same copy within its life, the same bytes as a fresh answer, and a fresh one after', async () => {
    const fresh = await t.call('campaign', 'get_campaign_by_slug', { query: { slug } });
    const copy = await t.call('campaign', 'get_campaign_by_slug', { query: { slug } });
    expect(copy.text).toBe(fresh.text);
    expect(copy.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(copy.response.headers.get('vary')).toBe(fresh.response.headers.get('vary'));

    await rename('Sumur untuk Dusun');
    expect(await header()).toBe('Sumur untuk Desa'); // changed behind the server's back: the copy stands
    t.clock.advance(1001);
    expect(await header()).toBe('Sumur untuk Dusun');
  });

  it('drops every copy after a write to the API, so a donor sees what they just changed', async () => {
    expect(await header()).toBe('Sumur untuk Dusun');
    await rename('Sumur untuk Kampung');
    const donated = await t.call('transaction', 'storeDonate', { form: donateForm(programId, methodCode, 'QRIS', { price: '25000' }) });
    expect(donated.status, donated.text).toBe(200);
    expect(await header()).toBe('Sumur untuk Kampung');
  });

  it('keeps no copy made while a write finished (its reads may predate the write)', async () => {
    t.clock.advance(1001);
    const client = (t.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      t.deps.answers!.clear(); // what the write's end does, while this read runs
      return original.apply(this, args);
    };
    try {
      expect(await header()).toBe('Sumur untuk Kampung');
    } finally {
      client.query = original;
    }
    await rename('Sumur untuk Negeri');
    expect(await header()).toBe('Sumur untuk Negeri');
    await rename('Sumur untuk Kampung');
    t.clock.advance(1001);
  });

  it('makes a copy once for a crowd that finds none: everyone else waits for it instead of asking the database', async () => {
    const client = (t.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query;
    let queries = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      queries++;
      return original.apply(this, args);
    };
    try {
      t.clock.advance(1001);
      await header();
      const forOne = queries;
      expect(forOne).toBeGreaterThan(0);
      t.clock.advance(1001);
      queries = 0;
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('campaign', 'get_campaign_by_slug', { query: { slug } })));
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(queries).toBe(forOne);
    } finally {
      client.query = original;
    }
  });

  it('keys each copy by its query, and keeps none of a refused request', async () => {
    await insertProgram(t.db, { header: 'Masjid untuk Desa' });
    t.clock.advance(1001); // the earlier copies are gone
    const one = await t.call('campaign', 'get_campaign_limit', { query: { limit: 1 } });
    const two = await t.call('campaign', 'get_campaign_limit', { query: { limit: 2 } });
    expect((one.body.data as unknown[]).length).toBe(1);
    expect((two.body.data as unknown[]).length).toBe(2);
    const bad = await t.call('campaign', 'get_campaign_limit', { query: { limit: 'banyak' } });
    expect(bad.status).toBe(422);
    expect((await t.call('campaign', 'get_campaign_limit', { query: { limit: 'banyak' } })).status).toBe(422);
    expect((await t.call('campaign', 'get_campaign_by_slug', { query: { slug: 'tidak-ada' } })).status).toBe(404);
    expect((await t.call('campaign', 'get_campaign_by_slug', { query: { slug }, clientKey: 'bukan-kunci' })).status).toBe(403);
  });
});

/*
 * Finding 6 of the second review (issue 27): any POST to /api/*, even a refused one, dropped every
 * copy, and a unique query string made a fresh answer and a fresh server render each time.
 */
describe('6. nobody empties the shared copies or multiplies them', () => {
  let t: TestApp;
  let slug: string;
  let programId: number;
  let methodCode: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANSWER_CACHE_MS: '1000' } });
    methodCode = (await insertPaymentMethods(t.db)).qris.code;
    const program = await insertProgram(t.db, { header: 'Sumur untuk Desa' });
    slug = program.slug;
    programId = program.id;
  });
  afterAll(() => t.close());

  const header = async (query: Record<string, string> = {}) => {
    const res = await t.call('campaign', 'get_campaign_by_slug', { query: { slug, ...query } });
    expect(res.status).toBe(200);
    return (res.body.data as Array<{ header: string }>)[0]!.header;
  };
  const rename = (to: string) => t.db.update(programs).set({ header: to }).where(eq(programs.id, programId));

  it('keeps the copies through refused writes and through writes that change nothing shared', async () => {
    t.clock.advance(1001);
    expect(await header()).toBe('Sumur untuk Desa');
    await rename('Sumur untuk Dusun'); // behind the server's back: only a write through it drops the copy
    const refused = [
      await t.call('news', 'bogus', { form: {} }),
      await t.call('transaction', 'storeDonate', { form: donateForm(programId, methodCode, 'QRIS', { price: 'banyak' }) }),
      await t.call('campaign', 'toggle_like', { form: { doa_id: '1', state: 'liked' } }),
      await t.call('auth', 'login', { form: { whatsapp: '081234567890', password: 'salah-sekali' } }),
    ];
    expect(refused.map((r) => r.status).every((s) => s >= 400 && s < 500)).toBe(true);
    const harmless = [
      await t.call('auth', 'logout', { form: {} }),
      await t.call('auth', 'logout', { form: {}, cookie: 'jariyah_session=bukan-sesi' }),
      await t.call('auth', 'send_otp', { form: { phoneNumber: '081298765432', purpose: 'register' } }),
    ];
    // A signed-in person's own inbox and reading (issue 41: 'Tandai semua dibaca' emptied them every time).
    const reader = await insertUserWithSession(t.db, t.clock.now);
    harmless.push(
      await t.call('pesan', 'mark_read', { form: { all: '1' }, cookie: reader.cookie }),
      await t.call('pesan', 'delete_messages', { form: { ids: '1' }, cookie: reader.cookie }),
      await t.call('tilawah', 'sync_tilawah', { form: { state: JSON.stringify({ days: [], bookmarks: [] }) }, cookie: reader.cookie, idempotencyKey: crypto.randomUUID() }),
    );
    expect(harmless.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await header()).toBe('Sumur untuk Desa');

    const donated = await t.call('transaction', 'storeDonate', { form: donateForm(programId, methodCode, 'QRIS', { price: '25000' }) });
    expect(donated.status, donated.text).toBe(200);
    expect(await header()).toBe('Sumur untuk Dusun');
  });

  it('answers a question with made-up parameters from the same copy', async () => {
    t.clock.advance(1001);
    expect(await header()).toBe('Sumur untuk Dusun');
    await rename('Sumur untuk Kampung');
    for (let i = 0; i < 5; i++) expect(await header({ [`x${i}`]: crypto.randomUUID() })).toBe('Sumur untuk Dusun');
    expect(await header({ slug: ` ${slug} ` })).toBe('Sumur untuk Dusun'); // the same slug, spelled with spaces
    t.clock.advance(1001);
    expect(await header({ x: '1' })).toBe('Sumur untuk Kampung');
  });
});

describe('the copy store', () => {
  it('is emptied by a write that succeeded, never by a refusal or a fault', () => {
    expect([200, 201, 204, 304].map(writeMayHaveChanged)).toEqual([true, true, true, true]);
    expect([400, 401, 403, 404, 409, 422, 429, 500, 503].map(writeMayHaveChanged).some(Boolean)).toBe(false);
  });

  const at = (ms: number) => new Date(Date.UTC(2026, 10, 25) + ms);

  it('keeps a copy for its life only, holds a bounded number, and drops the oldest first', () => {
    const cache = createAnswerCache(1000)!;
    cache.set('a', '{"a":1}', at(0));
    expect(cache.get('a', at(999))).toBe('{"a":1}');
    expect(cache.get('a', at(1000))).toBeUndefined();
    for (let i = 0; i < 300; i++) cache.set(`k${i}`, '{}', at(0));
    expect(cache.get('k0', at(1))).toBeUndefined();
    expect(cache.get('k43', at(1))).toBeUndefined();
    expect(cache.get('k44', at(1))).toBe('{}');
    expect(cache.get('k299', at(1))).toBe('{}');
    cache.clear();
    expect(cache.get('k299', at(1))).toBeUndefined();
  });

  it('keeps no copy made from reads that a clear came after (a write finished while it was made)', () => {
    const cache = createAnswerCache(1000)!;
    const before = cache.epoch;
    cache.clear();
    cache.set('stale', '{"old":1}', at(0), before);
    expect(cache.get('stale', at(1))).toBeUndefined();
    cache.set('fresh', '{"new":1}', at(0), cache.epoch);
    expect(cache.get('fresh', at(1))).toBe('{"new":1}');
  });

  it('keeps no copy of a very large answer, and is off at 0 ms', () => {
    const cache = createAnswerCache(1000)!;
    cache.set('big', 'x'.repeat(300 * 1024), at(0));
    expect(cache.get('big', at(1))).toBeUndefined();
    expect(createAnswerCache(0)).toBeUndefined();
  });

  it('holds a bounded number of characters in all', () => {
    const cache = createAnswerCache(1000)!;
    const page = 'x'.repeat(200 * 1024);
    for (let i = 0; i < 12; i++) cache.set(`p${i}`, page, at(0)); // 2.4 MB of copies asked for
    expect(cache.get('p0', at(1))).toBeUndefined();
    expect(cache.get('p1', at(1))).toBeUndefined();
    expect(cache.get('p2', at(1))).toBe(page);
    expect(cache.get('p11', at(1))).toBe(page);
  });

  it('tells of a copy being made until it is made or a clear comes', async () => {
    const cache = createAnswerCache(1000)!;
    let finish: (body: string | undefined) => void = () => undefined;
    const body = new Promise<string | undefined>((resolve) => (finish = resolve));
    cache.startMaking('k', body);
    expect(cache.making('k')).toBe(body);
    expect(cache.making('other')).toBeUndefined();
    cache.clear(); // a write ended: its reads may predate the write, so nobody new waits for it
    expect(cache.making('k')).toBeUndefined();
    const again = new Promise<string | undefined>((resolve) => (finish = resolve));
    cache.startMaking('k', again);
    finish('{"data":1}');
    await again;
    await Promise.resolve();
    expect(cache.making('k')).toBeUndefined();
  });

  it('recalls a fact for the copies’ life, with one read for everyone asking at once', async () => {
    const cache = createAnswerCache(1000)!;
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([cache.recall('v', at(0), read), cache.recall('v', at(0), read)])).toEqual([1, 1]);
    expect(await cache.recall('v', at(999), read)).toBe(1);
    expect(await cache.recall('v', at(1000), read)).toBe(2);
    expect(await cache.recall('w', at(1000), read)).toBe(3); // each key its own fact
  });

  it('forgets a fact on clear, also one still being read, and never keeps a failed read', async () => {
    const cache = createAnswerCache(1000)!;
    let release!: (n: number) => void;
    const slow = cache.recall('v', at(0), () => new Promise<number>((r) => { release = r; }));
    cache.clear(); // a write finishes while the read that may predate it runs
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.recall('v', at(1), async () => 2)).toBe(2);
    cache.clear();
    await expect(cache.recall('x', at(0), async () => { throw new Error('database down'); })).rejects.toThrow('database down');
    expect(await cache.recall('x', at(1), async () => 'read again')).toBe('read again');
  });

  it('holds a bounded number of facts, and drops the oldest first', async () => {
    const cache = createAnswerCache(1000)!;
    for (let i = 0; i < 1100; i++) await cache.recall(`f${i}`, at(0), async () => 'first');
    const again = async (key: string) => cache.recall(key, at(1), async () => 'again');
    expect(await again('f1099')).toBe('first');
    expect(await again('f76')).toBe('first');
    expect(await again('f75')).toBe('again');
    expect(await again('f0')).toBe('again');
  });

  it('is on for 1 s by default, and refuses a bad setting', () => {
    expect(loadConfig({}).answerCacheMs).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test' }).answerCacheMs).toBe(1000);
    expect(loadConfig({ ANSWER_CACHE_MS: '0' }).answerCacheMs).toBe(0);
    expect(() => loadConfig({ ANSWER_CACHE_MS: 'lama' })).toThrow(/^Invalid environment variable ANSWER_CACHE_MS/);
  });
});
