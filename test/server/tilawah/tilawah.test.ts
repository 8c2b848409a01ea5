import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { HOUR, login, seedUser } from '../account-helpers.ts';
import { like } from 'drizzle-orm';
import { idempotencyKeys } from '../../../server/db/schema.ts';

const empty = { days: [], bookmarks: [] };

describe('the tilawah controller (progress, target and bookmarks across phones)', () => {
  let t: TestApp;
  let n = 0;
  async function account() {
    n += 1;
    const phone = `8125555${String(n).padStart(4, '0')}`;
    await seedUser(t, phone);
    return login(t, phone);
  }
  const sync = (cookie: string | undefined, state: unknown, idempotencyKey: string = crypto.randomUUID()) =>
    t.call('tilawah', 'sync_tilawah', { form: { state: typeof state === 'string' ? state : JSON.stringify(state) }, cookie, idempotencyKey });

  beforeAll(async () => {
    // A clock after the readings below: the server refuses dates beyond tomorrow.
    t = await createTestApp({ start: new Date('2026-11-26T00:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => t.clock.advance(HOUR));

  it('needs a login', async () => {
    expect((await sync(undefined, empty)).status).toBe(401);
  });

  it('merges two phones: the furthest position, the union of each day, the last change of each bookmark and target', async () => {
    const cookie = await account();
    const phoneA = {
      position: { surah: 18, ayah: 10, index: 2150, at: '2026-11-24T10:00:00.000Z' },
      target: { value: { kind: 'ayat', perDay: 20 }, at: '2026-11-20T00:00:00.000Z' },
      days: [{ date: '2026-11-24', verses: [2141, 2142, 2150], pages: [293, 294] }],
      bookmarks: [{ surah: 36, ayah: 58, updatedAt: '2026-11-24T10:00:00.000Z', deleted: false }],
    };
    const first = await sync(cookie, phoneA);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Tilawah tersinkron');
    expect(first.body.data).toEqual({ ...phoneA, days: phoneA.days, rev: 1 });

    const phoneB = {
      // Read later but not as far: the furthest place stays.
      position: { surah: 2, ayah: 255, index: 262, at: '2026-11-25T08:00:00.000Z' },
      target: { value: { kind: 'khatam', days: 30, startedOn: '2026-11-25' }, at: '2026-11-25T08:00:00.000Z' },
      days: [{ date: '2026-11-24', verses: [2142, 2143], pages: [294] }, { date: '2026-11-25', verses: [262], pages: [42] }],
      bookmarks: [
        { surah: 36, ayah: 58, updatedAt: '2026-11-24T09:00:00.000Z', deleted: true }, // older than A's mark: ignored
        { surah: 1, ayah: 1, updatedAt: '2026-11-25T08:00:00.000Z', deleted: false },
      ],
    };
    const merged = (await sync(cookie, phoneB)).body.data;
    expect(merged.position).toEqual(phoneA.position);
    expect(merged.target).toEqual(phoneB.target);
    expect(merged.days).toEqual([
      { date: '2026-11-24', verses: [2141, 2142, 2143, 2150], pages: [293, 294] },
      { date: '2026-11-25', verses: [262], pages: [42] },
    ]);
    expect(merged.bookmarks).toEqual(expect.arrayContaining([
      { surah: 36, ayah: 58, updatedAt: '2026-11-24T10:00:00.000Z', deleted: false },
      { surah: 1, ayah: 1, updatedAt: '2026-11-25T08:00:00.000Z', deleted: false },
    ]));

    // A later removal wins; an empty sync reads everything back (a new phone after login).
    await sync(cookie, { ...empty, bookmarks: [{ surah: 36, ayah: 58, updatedAt: '2026-11-26T00:00:00.000Z', deleted: true }] });
    const fresh = (await sync(cookie, empty)).body.data;
    expect(fresh.bookmarks).toContainEqual({ surah: 36, ayah: 58, updatedAt: '2026-11-26T00:00:00.000Z', deleted: true });
    expect(fresh.position.index).toBe(2150);

    // Another account sees none of it.
    expect((await sync(await account(), empty)).body.data).toEqual({ position: null, target: null, days: [], bookmarks: [], rev: 1 });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const cookie = await account();
    const cases: unknown[] = [
      'not json',
      { days: [] }, // bookmarks missing
      { ...empty, position: { surah: 1, ayah: 8, index: 8, at: '2026-11-24T10:00:00.000Z' } }, // Al-Fatihah has 7 verses
      { ...empty, position: { surah: 2, ayah: 1, index: 1, at: '2026-11-24T10:00:00.000Z' } }, // wrong place in the mushaf
      { ...empty, bookmarks: [{ surah: 115, ayah: 1, updatedAt: '2026-11-24T10:00:00.000Z', deleted: false }] },
      { ...empty, days: [{ date: '2026-13-40', verses: [1], pages: [1] }] },
      { ...empty, days: [{ date: '2026-11-24', verses: [6237], pages: [1] }] },
    ];
    for (const state of cases) {
      const res = await sync(cookie, state);
      expect(res.status, JSON.stringify(state)).toBe(422);
      expect(res.body.errors?.state).toMatch(/^(Data tilawah tidak valid|Ayat tidak dikenal)$/);
    }
    expect((await sync(cookie, empty)).body.data).toEqual({ position: null, target: null, days: [], bookmarks: [], rev: 1 });
  });

  it('answers a replayed key with the same record, changing nothing more and keeping no copy of the answer', async () => {
    const cookie = await account();
    const state = { ...empty, bookmarks: [{ surah: 2, ayah: 255, updatedAt: '2026-11-24T10:00:00.000Z', deleted: false }] };
    const first = await sync(cookie, state, 'tilawah-key-0001');
    const again = await sync(cookie, state, 'tilawah-key-0001');
    expect({ ...again.body.data, rev: 0 }).toEqual({ ...first.body.data, rev: 0 });
    expect(again.body.data.bookmarks).toEqual(state.bookmarks);
    const stored = await t.db.select().from(idempotencyKeys).where(like(idempotencyKeys.scope, 'sync_tilawah:%'));
    expect(stored).toEqual([]);
  });

  /** `count` consecutive days from 2025-10-01, each with 150 verses and 10 pages. */
  const manyDays = (count: number) => Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.UTC(2025, 9, 1 + i)).toISOString().slice(0, 10),
    verses: Array.from({ length: 150 }, (_, v) => 1 + ((i * 37 + v) % 6236)).sort((a, b) => a - b),
    pages: Array.from({ length: 10 }, (_, p) => 1 + ((i * 3 + p) % 604)).sort((a, b) => a - b),
  }));

  it('merges a date or a bookmark sent twice in one sync as two syncs one after the other would', async () => {
    const cookie = await account();
    const answer = (await sync(cookie, {
      days: [{ date: '2026-11-20', verses: [5, 3], pages: [1] }, { date: '2026-11-21', verses: [9], pages: [2] }, { date: '2026-11-20', verses: [4, 3], pages: [1] }],
      bookmarks: [
        { surah: 2, ayah: 1, updatedAt: '2026-11-20T10:00:00.000Z', deleted: false },
        { surah: 2, ayah: 1, updatedAt: '2026-11-20T09:00:00.000Z', deleted: true }, // older: ignored
        { surah: 3, ayah: 1, updatedAt: '2026-11-20T09:00:00.000Z', deleted: false },
        { surah: 3, ayah: 1, updatedAt: '2026-11-20T11:00:00.000Z', deleted: true }, // newer: wins
      ],
    })).body.data;
    expect(answer.days).toEqual([{ date: '2026-11-20', verses: [3, 4, 5], pages: [1] }, { date: '2026-11-21', verses: [9], pages: [2] }]);
    expect(answer.bookmarks).toEqual(expect.arrayContaining([
      { surah: 2, ayah: 1, updatedAt: '2026-11-20T10:00:00.000Z', deleted: false },
      { surah: 3, ayah: 1, updatedAt: '2026-11-20T11:00:00.000Z', deleted: true },
    ]));
    expect(answer.bookmarks).toHaveLength(2);
  });

  it('takes a whole 400-day record in one sync, and merges it again into the same record', async () => {
    const cookie = await account();
    const days = manyDays(400);
    const first = await sync(cookie, { days, bookmarks: [] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.days).toEqual(days);
    const again = await sync(cookie, { days, bookmarks: [] }, crypto.randomUUID());
    expect(again.body.data.days).toEqual(days);
  });

  it('merges one sync of an account at a time: one sent meanwhile is told, in Indonesian, to come back shortly', async () => {
    const cookie = await account();
    const days = manyDays(400);
    const [a, b] = await Promise.all([sync(cookie, { days, bookmarks: [] }), sync(cookie, { days, bookmarks: [] })]);
    const refused = [a, b].find((r) => r.status !== 200)!;
    expect([a.status, b.status].sort()).toEqual([200, 429]);
    expect(refused.body.message).toBe('Sinkronisasi tilawah sebelumnya masih berjalan. Coba lagi sebentar lagi.');
    expect(refused.response.headers.get('Retry-After')).toBe('2');
    // Once the first is merged, the next one is taken.
    expect((await sync(cookie, { days, bookmarks: [] })).status).toBe(200);
  });

  it('limits syncs to 120 in 10 minutes per account', async () => {
    t.clock.set(new Date('2027-01-01T00:00:30Z')); // early in a 10-minute window
    const cookie = await account();
    for (let i = 0; i < 120; i++) expect((await sync(cookie, empty)).status).toBe(200);
    const refused = await sync(cookie, empty);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('Retry-After'))).toBeGreaterThan(0);
    t.clock.advance(600_000);
    expect((await sync(cookie, empty)).status).toBe(200);
  });
});
