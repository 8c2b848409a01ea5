import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../../server/db/schema.ts';
import { migrationsFolder, type Db } from '../../../server/db/client.ts';
import { withDatabase } from '../../support/test-db.ts';
import { addDays, dateInZone, weekday } from '../../../src/contract/zone-clock.ts';

// Issue 40, one Friday: migration 0019 folds the old weekly 'Kegiatan' of kind 'jumat' into the
// mosque's Jumu'ah schedule and removes it, on a real database that ran every migration before it
// (PGlite, or PostgreSQL when TEST_DATABASE_URL names one).

const { mosqueActivities, mosqueFridays, mosqueTimeSettings, mosques } = schema;

/**
 * mosque_activities as migration 0019 found it, for writing the old rows: the schema's table has
 * columns added by later migrations (capacity, 0030), which a database stopped before 0019 lacks.
 */
const activitiesBefore0019 = pgTable('mosque_activities', {
  id: serial('id').primaryKey(),
  masjidId: integer('masjid_id').notNull(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  speaker: text('speaker').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  repeat: text('repeat').notNull().default('none'),
  untilDate: date('until_date', { mode: 'string' }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});
const FOLD = '0019_fold_weekly_jumat';

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Migrating = { db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

/** An empty database: PGlite in memory, or a new one on the PostgreSQL of TEST_DATABASE_URL. */
async function emptyDatabase(): Promise<Migrating> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = await PGlite.create();
    const db = drizzle(client, { schema });
    return { db: db as unknown as Db, migrate: (folder) => migrate(db, { migrationsFolder: folder }), close: () => client.close() };
  }
  const { default: pg } = await import('pg');
  const { drizzle: pgDrizzle } = await import('drizzle-orm/node-postgres');
  const { migrate: pgMigrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `jariyah_fold_${Date.now()}`;
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 2 });
  const db = pgDrizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    migrate: (folder) => pgMigrate(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The wall-clock instant of 'HH:mm' on a date at a fixed UTC offset ('+07:00'). */
const at = (date: string, time: string, offset = '+07:00') => new Date(`${date}T${time}:00${offset}`);

describe('migration 0019: the weekly Jumat activity folds into the Jumat schedule', () => {
  let database: Migrating;
  let db: Db;
  let before: string;
  // The migration reads the real clock (now()), as it will on the day it runs.
  const today = dateInZone(Date.now(), 'Asia/Jakarta');
  const lastFriday = addDays(today, -((weekday(today) - 5 + 7) % 7));
  const nextFriday = addDays(today, (5 - weekday(today) + 7) % 7);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    before = migrationsBefore(FOLD);
    database = await emptyDatabase();
    db = database.db;
    await database.migrate(before);
    const made = await db.insert(mosques).values([
      { slug: 'istiqlal', nama: 'Masjid Istiqlal', alamat: 'Jakarta', latitude: -6.17, longitude: 106.83 },
      { slug: 'makassar', nama: 'Masjid Makassar', alamat: 'Makassar', latitude: -5.14, longitude: 119.42 },
      { slug: 'kamis', nama: 'Masjid Kamis', alamat: 'Bogor', latitude: -6.6, longitude: 106.8 },
      { slug: 'batal', nama: 'Masjid Batal', alamat: 'Depok', latitude: -6.4, longitude: 106.8 },
      { slug: 'usai', nama: 'Masjid Usai', alamat: 'Bekasi', latitude: -6.24, longitude: 107 },
    ]).returning({ id: mosques.id, slug: mosques.slug });
    for (const m of made) ids[m.slug] = m.id;
    // Makassar's staff chose WITA; its activity was entered at 11.00 WIB, which is 12.00 there.
    await db.insert(mosqueTimeSettings).values({ masjidId: ids.makassar!, timeZone: 'Asia/Makassar', iqamah: {}, quietMinutes: 10 });
    // The staff of Istiqlal already entered next Friday: it must come through untouched.
    await db.insert(mosqueFridays).values({ masjidId: ids.istiqlal!, date: nextFriday, time: '11:50', khatib: 'KH. Nasaruddin Umar', imam: 'KH. Ahmad Husni', theme: 'Syukur' });
    await db.insert(activitiesBefore0019).values([
      { masjidId: ids.istiqlal!, kind: 'jumat', title: "Khutbah Jum'at", speaker: 'Ustadz Ahmad Fauzi', startsAt: at(addDays(lastFriday, -56), '11:45'), repeat: 'weekly' },
      { masjidId: ids.istiqlal!, kind: 'kajian', title: "Kajian Tafsir Ba'da Maghrib", speaker: 'Ustadz Muhammad Ridwan', startsAt: at(addDays(lastFriday, -53), '18:30'), repeat: 'weekly' },
      { masjidId: ids.makassar!, kind: 'jumat', title: 'Salat Jumat', speaker: 'Ustadz Hasan Basri', startsAt: at(addDays(lastFriday, -14), '11:00'), repeat: 'weekly' },
      { masjidId: ids.kamis!, kind: 'jumat', title: 'Yasinan malam Jumat', speaker: '', startsAt: at(addDays(lastFriday, -1), '19:30'), repeat: 'weekly' },
      { masjidId: ids.batal!, kind: 'jumat', title: "Khutbah Jum'at", speaker: 'Ustadz Lama', startsAt: at(addDays(lastFriday, -7), '12:00'), repeat: 'weekly', cancelledAt: new Date() },
      { masjidId: ids.usai!, kind: 'jumat', title: "Khutbah Jum'at", speaker: 'Ustadz Abdul Somad', startsAt: at(addDays(lastFriday, -7), '12:00'), repeat: 'weekly', untilDate: addDays(nextFriday, 14) },
    ]);
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => {
    await database?.close();
    if (before) fs.rmSync(before, { recursive: true, force: true });
  });

  const fridaysOf = (slug: string) => db.select().from(mosqueFridays).where(eq(mosqueFridays.masjidId, ids[slug]!)).orderBy(asc(mosqueFridays.date));
  const activitiesOf = (slug: string) => db.select().from(mosqueActivities).where(eq(mosqueActivities.masjidId, ids[slug]!));

  it("gives the mosque its coming Fridays with the activity's khatib and time, keeping what the staff entered", async () => {
    const fridays = await fridaysOf('istiqlal');
    expect(fridays).toHaveLength(12);
    expect(fridays.map((f) => f.date)).toEqual(Array.from({ length: 12 }, (_, k) => addDays(nextFriday, 7 * k)));
    expect(fridays.every((f) => weekday(f.date) === 5)).toBe(true);
    const [staffs, ...folded] = fridays;
    expect(staffs).toMatchObject({ date: nextFriday, time: '11:50', khatib: 'KH. Nasaruddin Umar', imam: 'KH. Ahmad Husni', theme: 'Syukur' });
    for (const f of folded) expect(f).toMatchObject({ time: '11:45', khatib: 'Ustadz Ahmad Fauzi', imam: '', theme: '' });
  });

  it('removes the Jumat activity and leaves the other Kegiatan alone', async () => {
    const left = await activitiesOf('istiqlal');
    expect(left.map((a) => [a.kind, a.title])).toEqual([['kajian', "Kajian Tafsir Ba'da Maghrib"]]);
    expect(await db.select().from(mosqueActivities).where(eq(mosqueActivities.kind, 'jumat'))).toEqual([]);
  });

  it("reads the time on the mosque's own clock", async () => {
    const fridays = await fridaysOf('makassar');
    expect(fridays).toHaveLength(12);
    expect(new Set(fridays.map((f) => `${f.time} ${f.khatib}`))).toEqual(new Set(['12:00 Ustadz Hasan Basri']));
  });

  it("stops at the activity's last day and gives nothing for a cancelled one", async () => {
    expect((await fridaysOf('usai')).map((f) => f.date)).toEqual([nextFriday, addDays(nextFriday, 7), addDays(nextFriday, 14)]);
    expect(await fridaysOf('batal')).toEqual([]);
    expect(await activitiesOf('batal')).toEqual([]);
  });

  it("keeps a 'jumat' activity that is not on a Friday, as 'lainnya'", async () => {
    expect(await fridaysOf('kamis')).toEqual([]);
    expect((await activitiesOf('kamis')).map((a) => [a.kind, a.title])).toEqual([['lainnya', 'Yasinan malam Jumat']]);
  });
});
