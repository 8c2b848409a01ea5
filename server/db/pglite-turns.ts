import type { PGlite } from '@electric-sql/pglite';

/*
 * PGlite runs its WebAssembly on the main thread and answers through promises that settle as
 * microtasks, so a request's statements, one after another, never give the event loop back: a
 * request runs from its first byte to its answer in one go, and a crowd's requests fill each
 * turn of the loop. Node accepts one new connection per turn, so under load a donor who has just
 * connected waits in the kernel's queue behind every request of every turn (measured with 64
 * connections: p50 ~100 ms, p99 ~2 s, the worst ~4 s, all of them first requests of a
 * connection). Taking turns — statements (or whole transactions) one at a time in the order asked,
 * each turn of the loop running them for at most TURN_SLICE_MS — keeps each turn short, so
 * connections are accepted and requests read between slices, and the wait is shared fairly.
 */

/** Runs jobs one at a time, in the order given, a turn of the event loop at most `sliceMs` long. */
export type TurnQueue = <T>(job: () => Promise<T>) => Promise<T>;

/**
 * How long one turn may run statements back to back. One statement per turn is fair but makes a
 * request of cheap reads wait a whole turn (every socket's work) per statement; a short slice keeps
 * a turn short enough that new connections are accepted every few milliseconds, and lets cheap
 * statements run together.
 */
export const TURN_SLICE_MS = 2;

export function createTurnQueue(options: { sliceMs?: number; now?: () => number } = {}): TurnQueue {
  const sliceMs = options.sliceMs ?? TURN_SLICE_MS;
  const now = options.now ?? (() => performance.now());
  const waiting: (() => void)[] = [];
  let busy = false;
  let turnStarted = 0;
  const startNext = () => {
    const start = waiting.shift();
    if (start) start();
    else busy = false;
  };
  const nextTurn = () => {
    turnStarted = now();
    startNext();
  };
  return async <T>(job: () => Promise<T>): Promise<T> => {
    await new Promise<void>((start) => {
      waiting.push(start);
      if (!busy) {
        busy = true;
        setImmediate(nextTurn);
      }
    });
    try {
      return await job();
    } finally {
      // Within the slice the next job runs now; past it, in the next turn (an immediate set now
      // runs after the loop has polled its sockets).
      if (now() - turnStarted < sliceMs) startNext();
      else setImmediate(nextTurn);
    }
  };
}

/**
 * Makes this PGlite's statements and transactions take turns (see above). Statements inside a
 * transaction run on its own handle and are part of its turn. Call once the database is ready.
 */
export function takeTurns(client: PGlite, turn: TurnQueue = createTurnQueue()): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args) => turn(() => query(...args));
  client.exec = (...args) => turn(() => exec(...args));
  client.transaction = (...args) => turn(() => transaction(...args));
  return client;
}
