import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPgliteWorker } from '../../../server/db/pglite-remote.ts';
import { PGLITE_SETTINGS } from '../../../server/db/client.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Issue 41: PGlite ran in the HTTP thread, so one account's heavy statements (four 400-day
// Tilawahku syncs) held every other request, /api/health/live for seconds. The database now has
// a thread of its own (server/db/pglite-worker.ts); these tests hold what drizzle and the server
// rely on across that thread, and that the HTTP thread is free while a statement runs. (With
// TEST_DATABASE_URL the same promises hold on PostgreSQL, which always ran elsewhere.)

/** A statement that keeps the engine busy with CPU work (no sleep: a sleep would not prove it). */
/** The rows of a statement (the driver's result type is not known here: PGlite or node-postgres). */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

const HEAVY = sql`select sum(length(md5(i::text))) as n from generate_series(1, 400000) as s(i)`;

describe('the database on its own thread', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /api/health/live, again and again, while a CPU-heavy statement runs', async () => {
    let done = false;
    const heavy = t.db.execute(HEAVY).finally(() => {
      done = true;
    });
    let answeredMeanwhile = 0;
    while (!done) {
      const res = await t.app.request('/api/health/live');
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (!done) answeredMeanwhile++;
    }
    const [row] = await rowsOf<{ n: string }>(heavy);
    expect(Number(row!.n)).toBeGreaterThan(0);
    // On the HTTP thread not one answer came before the statement ended.
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(3);
  });

  it('brings back PostgreSQL’s error fields, which the server reads (a unique violation’s code and constraint)', async () => {
    await t.db.execute(sql`create table worker_probe (id int primary key, at timestamptz, body jsonb, raw bytea)`);
    await t.db.execute(sql`insert into worker_probe values (1, '2026-11-20T03:00:00Z', '{"a":[1,2]}', '\\x0102')`);
    const error = await t.db.execute(sql`insert into worker_probe (id) values (1)`).then(() => null, (e: unknown) => e as { cause?: Record<string, unknown> });
    expect(error?.cause).toMatchObject({ code: '23505', constraint: 'worker_probe_pkey', detail: 'Key (id)=(1) already exists.', table: 'worker_probe' });
    expect(error?.cause).toBeInstanceOf(Error);
  });

  it('keeps types as drizzle expects them: timestamps as text for drizzle to map, jsonb parsed, bytea as bytes', async () => {
    const [row] = await rowsOf<{ at: unknown; body: unknown; raw: unknown }>(t.db.execute(sql`select at, body, raw from worker_probe where id = 1`));
    expect(typeof row!.at).toBe('string');
    expect(new Date(row!.at as string).toISOString()).toBe('2026-11-20T03:00:00.000Z');
    expect(row!.body).toEqual({ a: [1, 2] });
    expect([...(row!.raw as Uint8Array)]).toEqual([1, 2]);
  });

  it('commits a transaction whole, rolls back one that throws (nested savepoints too), and runs an outside statement after it', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe (id) values (2)`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into worker_probe (id) values (3)`);
      }).catch(() => undefined);
    });
    await expect(t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe (id) values (4)`);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    // An outside statement asked while a transaction is open waits for its commit and sees it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const inside = t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe (id) values (5)`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = t.db.execute(sql`select count(*)::int as n from worker_probe where id = 5`);
    release();
    await inside;
    expect(await rowsOf(outside)).toEqual([{ n: 1 }]);
    const ids = (await rowsOf<{ id: number }>(t.db.execute(sql`select id from worker_probe order by id`))).map((r) => r.id);
    expect(ids).toEqual([1, 2, 3, 5]);
  });
});

describe('a database thread that dies', () => {
  it('fails the statements waiting on it and says so once, instead of leaving requests to hang', async () => {
    const lost: Error[] = [];
    const client = await openPgliteWorker('memory://', PGLITE_SETTINGS, (error) => lost.push(error), new URL('../../support/crashing-pglite-worker.ts', import.meta.url));
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    const waiting = client.query('select crash');
    await expect(waiting).rejects.toThrow(/PGlite thread stopped \(exit code 7\)/);
    await expect(client.query('select 1')).rejects.toThrow(/PGlite thread stopped/);
    expect(lost).toHaveLength(1);
  });
});
