import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../server/db/client.ts';

export const PG_TEMPLATE_ENV = 'JARIYAH_TEST_PG_TEMPLATE';

/**
 * A migrated database for one test file. PGlite: a copy of the template folder that the global
 * setup migrated once (initdb costs seconds; a copy is cheap). PostgreSQL (TEST_DATABASE_URL):
 * a new database made from the migrated template database.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `jariyah_t_${randomBytes(6).toString('hex')}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDbName(url)}`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, name) });
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const template = process.env[PG_TEMPLATE_ENV];
  if (!template) throw new Error('the server test global setup did not run');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-test-db-'));
  fs.cpSync(template, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return {
    ...database,
    async close() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function templateDbName(url: string): string {
  return `${new URL(url).pathname.slice(1) || 'postgres'}_template`.replace(/[^a-z0-9_]/gi, '_');
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.href;
}
