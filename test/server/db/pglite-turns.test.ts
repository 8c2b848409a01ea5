import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTurnQueue } from '../../../server/db/pglite-turns.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Issue 29, storeDonate's tail on PGlite: its statements settle as microtasks, so without turns a
// crowd's requests each ran start to finish inside one turn of the event loop and Node, which
// accepts one connection per turn, left new donors waiting seconds. These tests need no clock:
// they count turns of the loop. (The statements of one donation: donation-status-poll.test.ts.)

/** Counts turns of the event loop (an immediate that sets the next) until stopped. */
function turnCounter() {
  const state = { turns: 0, running: true };
  const tick = () => {
    if (!state.running) return;
    state.turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  return { get turns() { return state.turns; }, stop: () => { state.running = false; } };
}

describe('turn queue', () => {
  it('runs jobs in the order asked, each in a turn of its own when the slice is nil, each caller with its own answer or error', async () => {
    const turn = createTurnQueue({ sliceMs: 0 });
    const counter = turnCounter();
    const seen: { job: number; turn: number }[] = [];
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, job) => turn(async () => {
      seen.push({ job, turn: counter.turns });
      if (job === 3) throw new Error('job 3 fails alone');
      return job * 10;
    })));
    counter.stop();
    expect(seen.map((s) => s.job)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.turn, `job ${i} ran in the same turn as job ${i - 1}`).toBeGreaterThan(seen[i - 1]!.turn);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)))
      .toEqual([0, 10, 20, 'job 3 fails alone', 40, 50, 60, 70]);
  });

  it('runs jobs back to back within a turn only while the turn is inside its slice', async () => {
    let clock = 0; // each job takes 1 ms of this clock: three fit in a slice of 2.5 ms
    const turn = createTurnQueue({ sliceMs: 2.5, now: () => clock });
    const counter = turnCounter();
    const turnOf: number[] = [];
    await Promise.all(Array.from({ length: 9 }, (_, job) => turn(async () => {
      turnOf[job] = counter.turns;
      clock += 1;
    })));
    counter.stop();
    const groups = [turnOf.slice(0, 3), turnOf.slice(3, 6), turnOf.slice(6, 9)];
    for (const group of groups) expect(new Set(group).size, `jobs ${turnOf.join(',')}`).toBe(1);
    expect(groups[1]![0]).toBeGreaterThan(groups[0]![0]!);
    expect(groups[2]![0]).toBeGreaterThan(groups[1]![0]!);
  });

  it('lets a job that waits on something else finish before the next starts', async () => {
    const turn = createTurnQueue();
    const order: string[] = [];
    await Promise.all([
      turn(async () => {
        order.push('a starts');
        await new Promise((r) => setTimeout(r, 20));
        order.push('a ends');
      }),
      turn(async () => {
        order.push('b');
      }),
    ]);
    expect(order).toEqual(['a starts', 'a ends', 'b']);
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite takes turns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers concurrent statements in the order asked, giving the event loop turns between them', async () => {
    // Each statement counts 200,000 rows (milliseconds of work): together far past one slice, so
    // without turns all 20 would settle in the turn they were asked in.
    const counter = turnCounter();
    const settled: { i: number; turn: number }[] = [];
    await Promise.all(Array.from({ length: 20 }, async (_, i) => {
      await t.db.execute(sql`select ${i}::int as i, count(*) from generate_series(1, 200000)`);
      settled.push({ i, turn: counter.turns });
    }));
    counter.stop();
    expect(settled.map((s) => s.i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(settled.at(-1)!.turn - settled[0]!.turn).toBeGreaterThanOrEqual(5);
  });

  it('gives a whole transaction one turn, its statements inside it', async () => {
    const counter = turnCounter();
    const turns = await t.db.transaction(async (tx) => {
      const before = counter.turns;
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
      return [before, counter.turns];
    });
    counter.stop();
    expect(turns[1]).toBe(turns[0]);
  });
});
