import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../../support/test-db.ts';
import type { Database } from '../../../server/db/client.ts';
import { auditLog, mosques, type users } from '../../../server/db/schema.ts';
import { HttpError } from '../../../server/http/errors.ts';
import { recordAudit } from '../../../server/accounts/roles.ts';
import { forbidden } from '../../../server/accounts/admin-action.ts';
import { staffChange, staffTarget } from '../../../server/accounts/staff-change-action.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';

// The shared steps of a staff change (server/accounts/staff-change-action.ts), on a real database.

describe('a staff change to one mosque', () => {
  let database: Database;
  let user: typeof users.$inferSelect;
  const now = new Date('2026-11-27T03:00:00Z');
  beforeAll(async () => {
    database = await openTestDatabase();
    ({ user } = await insertUserWithSession(database.db, now));
  });
  afterAll(async () => database?.close());

  /** A staff member of mosque 7 only, as adminAction hands the context over. */
  const ctx = () => ({
    db: database.db,
    now,
    requireMosque: (masjidId: number | null) => {
      if (masjidId !== 7) throw forbidden();
    },
    audit: (entry: Parameters<typeof recordAudit>[3], db = database.db) => recordAudit(db, user, '127.0.0.1', entry, now),
  });
  const status = async (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof HttpError ? e.status : e));
  const audits = async (action: string) => (await database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;

  it('refuses another mosque before reading anything, and a missing target with 404', async () => {
    let reads = 0;
    const find = async () => { reads += 1; return { id: 1, masjidId: 8 }; };
    expect(await status(staffTarget(ctx(), { masjidId: 8, find, missing: 'Masjid tidak ditemukan' }))).toBe(403);
    expect(reads).toBe(0);
    expect(await status(staffTarget(ctx(), { masjidId: 7, find: async () => null, missing: 'Masjid tidak ditemukan' }))).toBe(404);
    expect(await staffTarget(ctx(), { masjidId: 7, find: async () => ({ id: 7 }), missing: 'x' })).toEqual({ id: 7 });
  });

  it("checks a row's own mosque once it is read", async () => {
    expect(await status(staffTarget(ctx(), { find: async () => ({ id: 1, masjidId: 8 }), missing: 'x', masjidOf: (r) => r.masjidId }))).toBe(403);
    expect(await status(staffTarget(ctx(), { find: async () => null, missing: 'Jumat tidak ditemukan', masjidOf: () => 7 }))).toBe(404);
  });

  it('writes the change and its audit row together, nothing of a change that fails, and no row for a change refused', async () => {
    const limit = { key: `test-change:${user.id}`, rule: { limit: 10, windowSeconds: 60 } };
    const made = await staffChange(ctx(), limit, async (tx) => {
      const [m] = await tx.insert(mosques).values({ slug: 'masjid-langkah', nama: 'Masjid Langkah', alamat: 'Jl. L', latitude: -6, longitude: 106 }).returning();
      return { result: m!.id, audit: { action: 'test_change', targetType: 'mosque', targetId: m!.slug, masjidId: m!.id } };
    });
    expect(made).toBeGreaterThan(0);
    expect(await audits('test_change')).toBe(1);

    const failing = staffChange({ ...ctx(), audit: () => Promise.reject(new Error('audit refused')) }, limit, async (tx) => {
      await tx.insert(mosques).values({ slug: 'masjid-gagal', nama: 'Masjid Gagal', alamat: 'Jl. G', latitude: -6, longitude: 106 });
      return { result: null, audit: { action: 'test_change', targetType: 'mosque' } };
    });
    await expect(failing).rejects.toThrow('audit refused');
    expect(await database.db.select().from(mosques).where(eq(mosques.slug, 'masjid-gagal'))).toEqual([]);

    expect(await staffChange(ctx(), limit, async () => ({ result: 'nothing', audit: null }))).toBe('nothing');
    expect(await audits('test_change')).toBe(1);
  });

  it('stops a runaway stream of changes with 429 before writing', async () => {
    const limit = { key: `test-burst:${user.id}`, rule: { limit: 2, windowSeconds: 60 } };
    let writes = 0;
    const write = async () => { writes += 1; return { result: null, audit: null }; };
    await staffChange(ctx(), limit, write);
    await staffChange(ctx(), limit, write);
    expect(await status(staffChange(ctx(), limit, write))).toBe(429);
    expect(writes).toBe(2);
  });
});
