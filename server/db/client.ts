import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

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
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727274;

/** Opens PGlite in a folder on disk (created on first use) or PostgreSQL at a URL. */
export async function openDatabase(target: { dataDir: string } | { url: string }): Promise<Database> {
  if ('url' in target) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
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
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  fs.mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir);
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate(andThen) {
      await migrate(db, { migrationsFolder });
      await andThen?.();
    },
    close: () => client.close(),
  };
}
