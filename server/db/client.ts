import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { openPgliteWorker, type OnDatabaseLost } from './pglite-remote.ts';

export type Schema = typeof schema;
/** The drizzle database, the same API whether PGlite or PostgreSQL is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations, then runs `andThen` (e.g. the demo seed) while still
   * holding the migration lock, so processes starting together on an empty database seed once.
   */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  /**
   * The embedded database's folder as a gzipped tarball, taken between two queries after a
   * checkpoint: a crash-consistent copy that PostgreSQL recovers from as from a power cut.
   * PostgreSQL (DATABASE_URL) has pg_dump for that.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727274;

/**
 * The embedded database is sized for a small VPS: PostgreSQL's default 128 MB of shared buffers
 * live inside the WebAssembly heap (on top of the OS page cache that already holds the files),
 * so 16 MB keeps the server near 250 MB resident. Sorts and index builds get modest memory too.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'work_mem=2MB', 'maintenance_work_mem=16MB', 'wal_buffers=1MB', 'temp_buffers=2MB'];

/** Makes a new PGlite folder in a child process, so initdb's memory leaves with it. */
function initPgliteFolder(dataDir: string): void {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-initdb.ts');
  const made = spawnSync(process.execPath, ['--import', 'tsx', script, dataDir], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`could not create the database in ${dataDir}: ${made.stderr.trim().split('\n')[0] ?? ''}`);
}

/** Makes a PGlite folder from a tarball that `dumpDataDir` wrote; the folder must not hold a database. */
export async function restorePgliteFolder(dataDir: string, tarball: Blob): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { loadDataDir: tarball, postgresqlconf: PGLITE_SETTINGS });
  await client.query('select 1');
  await client.close();
}

/**
 * The embedded database's thread died (out of memory, a crash in PostgreSQL's WebAssembly): every
 * statement from now on would fail, so the process says so in one line and ends, and its
 * supervisor starts it again on the same folder (PostgreSQL recovers it as from a power cut).
 */
const endOnDatabaseLost: OnDatabaseLost = (error) => {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'fatal', msg: 'the embedded database stopped; the server ends', error: error.message })}\n`);
  process.exit(1);
};

/** Opens PGlite in a folder on disk (created on first use) or PostgreSQL at a URL. */
export async function openDatabase(target: { dataDir: string } | { url: string }): Promise<Database> {
  if ('url' in target) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that PostgreSQL closes (a restart, a failover, an administrator) emits
    // 'error' on the pool; unheard, that would end the process. The pool opens a new one on demand.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      // Several server processes may start together against one PostgreSQL: the first to take
      // the advisory lock migrates, the others wait and then find nothing left to do. The lock
      // belongs to a connection, so it is held on one dedicated client.
      async migrate(andThen) {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrate(db, { migrationsFolder });
          await andThen?.();
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  fs.mkdirSync(target.dataDir, { recursive: true });
  initPgliteFolder(target.dataDir);
  // On a thread of its own, so a heavy statement never stops the HTTP thread (pglite-remote.ts).
  const client = await openPgliteWorker(target.dataDir, PGLITE_SETTINGS, endOnDatabaseLost);
  const db = drizzle(client as PGlite, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate(andThen) {
      await migrate(db, { migrationsFolder });
      await andThen?.();
    },
    // The database thread takes a checkpoint first (pglite-worker.ts).
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}
