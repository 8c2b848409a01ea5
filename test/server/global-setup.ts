import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { PG_TEMPLATE_ENV, templateDbName, withDatabase } from '../support/test-db.ts';

/** Migrates one template database per run; each test file gets a cheap copy of it. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    await admin.connect();
    const template = templateDbName(url);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, template) });
    await database.migrate();
    await database.close();
    return async () => {
      const cleanup = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${template} with (force)`);
      await cleanup.end();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-pg-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  process.env[PG_TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
