import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { fromWireError, textTypesOf, type PgliteReply, type PgliteRequest, type PgliteWorkerData } from './pglite-protocol.ts';

/*
 * PGlite on a thread of its own. PGlite runs PostgreSQL as WebAssembly in the thread that calls
 * it, so on the HTTP thread any CPU-heavy statement stopped every request (a 400-day Tilawahku
 * sync held /api/health/live for seconds). Here the database lives in pglite-worker.ts and this
 * side offers the part of PGlite's API that drizzle and the server use — query, exec,
 * transaction, dumpDataDir, close — with the same signatures, as messages.
 *
 * Order and fairness: the worker hands each statement to PGlite as it arrives, and PGlite runs
 * them one at a time in that order (a transaction holds the engine until its commit or rollback,
 * as before). Each answer comes back as a message, a turn of the event loop of its own, so the
 * HTTP thread accepts connections between statements by itself: the turn-taking that
 * pglite-turns.ts did for the in-thread engine has nothing left to do.
 */

export type PgliteRemote = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'dumpDataDir' | 'close'>;

/** A request before its id is given (Omit over a union would merge its members). */
type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; site?: Error };

/** Called once if the database thread dies; the database is gone, so the default ends the process. */
export type OnDatabaseLost = (error: Error) => void;

/** `script`: the worker's module (a test puts a failing one in its place). */
export async function openPgliteWorker(dataDir: string, settings: string[], onLost: OnDatabaseLost, script = WORKER_SCRIPT): Promise<PgliteRemote> {
  const data: PgliteWorkerData = { dataDir, settings };
  const worker = new Worker(await workerModule(script), { workerData: data });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closing = false;
  let lost: Error | undefined;

  // An idle database thread does not keep the process alive (a script that forgets close() still
  // ends); one that owes an answer does.
  const settle = () => {
    if (pending.size === 0) worker.unref();
  };
  const die = (error: Error) => {
    if (lost) return;
    lost = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    settle();
    if (!closing) onLost(error);
  };

  const ready = new Promise<void>((resolve, reject) => {
    const first = (reply: PgliteReply) => {
      if (reply.id !== 0) return;
      worker.off('message', first);
      if (reply.ok) resolve();
      else reject(fromWireError(reply.error));
    };
    worker.on('message', first);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the PGlite thread stopped while opening ${dataDir} (exit code ${code})`)));
  });
  await ready;
  worker.on('message', (reply: PgliteReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    settle();
    if (reply.ok) p.resolve(reply.value);
    else p.reject(fromWireError(reply.error, p.site));
  });
  worker.on('error', (error) => die(new Error(`the PGlite thread failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => die(new Error(`the PGlite thread stopped (exit code ${code})`)));
  settle();

  const ask = <T>(request: Unnumbered<PgliteRequest>, withSite = true): Promise<T> => {
    if (lost) return Promise.reject(lost);
    const id = nextId++;
    // Captured now, while the caller's frames are on the stack (fromWireError).
    const site = withSite ? new Error() : undefined;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, site });
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  };

  const query = (tx: number) => <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> => {
    if (options.serializers || options.blob || options.paramTypes || options.onNotice) throw new Error('this PGlite option cannot cross to the database thread');
    return ask<Results<T>>({ op: 'query', tx, sql, params, rowMode: options.rowMode, textTypes: textTypesOf(options.parsers) });
  };
  const exec = (tx: number) => (sql: string): Promise<Results[]> => ask<Results[]>({ op: 'exec', tx, sql });

  const remote: PgliteRemote = {
    query: query(0),
    exec: exec(0),
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = await ask<number>({ op: 'begin' });
      let rolledBack = false;
      const handle = {
        query: query(tx),
        exec: exec(tx),
        sql: () => Promise.reject(new Error('tx.sql is not offered on the database thread; use tx.query')),
        listen: () => Promise.reject(new Error('listen is not offered on the database thread')),
        async rollback() {
          rolledBack = true;
          return Promise.resolve();
        },
        get closed() {
          return rolledBack;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await callback(handle);
      } catch (error) {
        await ask({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask({ op: 'end', tx, commit: !rolledBack });
      return result;
    },
    async dumpDataDir(compression?: 'gzip' | 'auto' | 'none') {
      const buffer = await ask<ArrayBuffer>({ op: 'dump', compression: compression === 'none' ? 'none' : 'gzip' });
      return new Blob([buffer], { type: compression === 'none' ? 'application/x-tar' : 'application/x-gzip' });
    },
    async close() {
      if (lost) return;
      closing = true;
      await ask({ op: 'close' }, false);
      await worker.terminate();
    },
  };
  return remote;
}

/**
 * The database thread's script as one JavaScript module, compiled here from its TypeScript by
 * the esbuild that tsx runs on (tsx's own dependency, so always the one installed with it). The
 * thread could register tsx itself (Node 20 does not carry the parent's `--import tsx` into a
 * worker), but tsx then keeps a module-hooks thread and its transpile cache for the thread's
 * life: about 25 MB of the server's resident memory, measured (test/bench/server-memory.ts).
 * Packages stay outside the bundle, imported by the file URL esbuild resolves them to (PGlite
 * finds its WebAssembly beside its own module). The async API, then stop(): esbuild's sync API
 * would keep a thread of its own in this process.
 */
function workerModule(script: URL): Promise<URL> {
  let compiled = compiledWorkers.get(script.href);
  if (!compiled) {
    compiled = compileWorker(script);
    compiledWorkers.set(script.href, compiled);
    compiled.catch(() => compiledWorkers.delete(script.href));
  }
  return compiled;
}
/** Marks esbuild's own resolution of a package, asked from inside the plugin. */
const RESOLVING = Symbol('resolving');
/** Compiled once per process (a test opens many databases). */
const compiledWorkers = new Map<string, Promise<URL>>();

async function compileWorker(script: URL): Promise<URL> {
  const esbuild = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'))('esbuild') as typeof import('esbuild');
  try {
    const built = await esbuild.build({
      entryPoints: [fileURLToPath(script)], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node20', logLevel: 'silent',
      plugins: [{
        name: 'packages-by-url',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.pluginData === RESOLVING) return undefined;
            const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: RESOLVING });
            if (found.errors.length > 0) return { errors: found.errors };
            // A builtin (`node:…`) resolves to itself, external already.
            return { path: found.external ? found.path : pathToFileURL(found.path).href, external: true };
          });
        },
      }],
    });
    return new URL(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0]!.contents).toString('base64')}`);
  } finally {
    await esbuild.stop();
  }
}
const WORKER_SCRIPT = new URL('./pglite-worker.ts', import.meta.url);
