import type { PGlite } from '@electric-sql/pglite';

/*
 * PGlite runs its WebAssembly on the main thread and answers through promises that settle as
 * microtasks, so a request's statements, one after another, never give the event loop back: a
 * request runs from its first byte to its answer in one go, and a crowd's requests fill each
 * turn of the loop. Node accepts one new connection per turn, so under load a donor who has just
 * connected waits in the kernel's queue behind every request of every turn (measured with 64
 * connections: p50 ~100 ms, p99 ~2 s, the worst ~4 s, all of them first requests of a
 * connection). Taking turns — one statement (or one whole transaction) per turn of the loop, in
 * the order asked — keeps each turn short, so connections are accepted and requests read between
 * statements, and the wait is shared fairly.
 */

/** Runs jobs one at a time, in the order given, each in its own turn of the event loop. */
export type TurnQueue = <T>(job: () => Promise<T>) => Promise<T>;

export function createTurnQueue(): TurnQueue {
  const waiting: (() => void)[] = [];
  let busy = false;
  const startNext = () => {
    const start = waiting.shift();
    if (start) start();
    else busy = false;
  };
  return async <T>(job: () => Promise<T>): Promise<T> => {
    await new Promise<void>((start) => {
      waiting.push(start);
      if (!busy) {
        busy = true;
        setImmediate(startNext);
      }
    });
    try {
      return await job();
    } finally {
      // An immediate set now runs in the next turn, after the loop has polled its sockets.
      setImmediate(startNext);
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
