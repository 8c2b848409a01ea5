import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { donations, mosques, programs } from '../../../server/db/schema.ts';
import { MosqueListSchema, type Mosque } from '../../../src/contract/masjid.ts';
import { insertPaymentMethods } from '../donation-fixtures.ts';

// The mosque list is ordered by distance on the server and paged after a cursor, so a network of
// any size comes nearest first a screenful at a time, and the map asks only for what it shows.

/** Haversine on 6371 km, written again here so the server's SQL is checked against an independent formula. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const MONAS = { lat: -6.1754, lng: 106.8272 };
const far = (m: Mosque) => (m.latitude === null || m.longitude === null ? Infinity : distanceKm(MONAS, { lat: m.latitude, lng: m.longitude }));

describe('mosques by distance, a page at a time', () => {
  let t: TestApp;
  let serial = 0;

  /** Mosques east of Monas: `step` km apart (0: the same spot), names against the distance order. */
  async function addMosques(count: number, startKm: number, step: number, extra: Partial<typeof mosques.$inferInsert> = {}) {
    const rows = Array.from({ length: count }, (_, i) => {
      serial += 1;
      const km = startKm + i * step;
      return {
        slug: `masjid-uji-${serial}`, nama: `Masjid Uji ${String(1000 - serial).padStart(4, '0')}`, alamat: `Jl. Uji ${serial}`, kota: 'Jakarta',
        latitude: MONAS.lat, longitude: MONAS.lng + km / 110.6, ...extra,
      };
    });
    return t.db.insert(mosques).values(rows).returning();
  }

  async function call(query: Record<string, string>) {
    const res = await t.call('masjid', 'get_campaign', { query });
    return { status: res.status, body: res.body, list: res.status === 200 ? v.parse(MosqueListSchema, res.body.data) : [], next: (res.body as { next_cursor?: string | null }).next_cursor ?? '' };
  }

  async function readAll(query: Record<string, string>, between?: (page: number) => Promise<void>) {
    const seen: Mosque[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const page = await call({ ...query, ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...page.list);
      cursor = page.next;
      pages += 1;
      if (between) await between(pages);
    } while (cursor && pages < 60);
    return { seen, pages };
  }

  beforeAll(async () => {
    t = await createTestApp();
    // 30 mosques 0.5 km apart, 6 pairs sharing one spot (ties), 3 with no coordinates.
    await addMosques(30, 0.3, 0.5);
    for (let i = 0; i < 6; i += 1) await addMosques(2, 2.1 + i * 3, 0);
    await addMosques(3, 0, 0, { latitude: null, longitude: null });
  });
  afterAll(async () => t.close());

  it('pages nearest first with no mosque repeated or skipped while mosques are added between pages', async () => {
    const before = (await t.db.select({ slug: mosques.slug }).from(mosques)).map((m) => m.slug);
    const added: string[] = [];
    const { seen, pages } = await readAll({ lat: String(MONAS.lat), lng: String(MONAS.lng), limit: '7' }, async (page) => {
      // One mosque nearer than anything shown yet (it belongs to a page already read) and one far away.
      if (page > 3) return;
      await addMosques(1, 0.01, 0);
      added.push(...(await addMosques(1, 400 + page, 0)).map((m) => m.slug));
    });
    expect(pages).toBeGreaterThan(6);
    const slugs = seen.map((m) => m.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of [...before, ...added]) expect(slugs).toContain(slug);
    const km = seen.map(far);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    // Unknown places last, by name.
    expect(seen.slice(-3).every((m) => m.latitude === null)).toBe(true);
    // Ties (same spot) by name.
    const tie = seen.filter((m) => Math.abs(far(m) - far(seen.find((x) => x.slug === 'masjid-uji-31')!)) < 1e-9);
    expect(tie.map((m) => m.header)).toEqual(tie.map((m) => m.header).sort());
  });

  it('keeps the search with distance order, and orders by the kencleng total or farthest first when asked', async () => {
    const search = await call({ search: 'uji 09', lat: String(MONAS.lat), lng: String(MONAS.lng), limit: '100' });
    expect(search.list.length).toBeGreaterThan(3);
    expect(search.list.every((m) => m.header.includes('Uji 09'))).toBe(true);
    expect(search.list.map(far)).toEqual([...search.list.map(far)].sort((a, b) => a - b));

    const farthest = await readAll({ lat: String(MONAS.lat), lng: String(MONAS.lng), sort: 'terjauh', limit: '9' });
    const known = farthest.seen.filter((m) => m.latitude !== null);
    expect(known.map(far)).toEqual([...known.map(far)].sort((a, b) => b - a));
    expect(farthest.seen.slice(-3).every((m) => m.latitude === null)).toBe(true);

    // Two mosques with a kencleng: only they are in the grid, the larger total first.
    const methods = await insertPaymentMethods(t.db);
    const [small, big] = await addMosques(2, 50, 1);
    const [ps, pb] = await t.db.insert(programs).values([small!, big!].map((m) => ({ masjidId: m.id, type: 'kencleng-masjid', slug: `kencleng-${m.slug}`, header: m.nama }))).returning();
    const paid = (programId: number, amount: number, code: string) => ({
      code, programId, amount, total: amount, donorName: 'Hamba Allah', donorPhone: '81234567890', paymentMethodId: methods.qris.id, status: 'paid',
      createdAt: t.clock.now, expiresAt: t.clock.now, paidAt: t.clock.now,
    });
    await t.db.insert(donations).values([paid(ps!.id, 10_000, 'JRY-DS0001'), paid(pb!.id, 90_000, 'JRY-DS0002')]);
    const most = await call({ kencleng: 'Y', sort: 'paling-banyak' });
    expect(most.list.map((m) => [m.slug, m.total_donasi])).toEqual([[big!.slug, 90_000], [small!.slug, 10_000]]);
    const first = await call({ kencleng: 'Y', sort: 'paling-sedikit', limit: '1' });
    expect(first.list.map((m) => m.slug)).toEqual([small!.slug]);
    expect((await call({ kencleng: 'Y', sort: 'paling-sedikit', cursor: first.next })).list.map((m) => m.slug)).toEqual([big!.slug]);
  });

  it('answers only the mosques inside the map bounds, nearest the centre first, capped', async () => {
    const bbox = `${MONAS.lng},${MONAS.lat - 0.01},${MONAS.lng + 5 / 110.6},${MONAS.lat + 0.01}`;
    const inside = await call({ bbox, lat: String(MONAS.lat), lng: String(MONAS.lng + 2.5 / 110.6), limit: '100' });
    expect(inside.list.length).toBeGreaterThan(5);
    for (const m of inside.list) expect(far(m)).toBeLessThanOrEqual(5.001);
    const all = (await readAll({ limit: '100' })).seen.filter((m) => m.latitude !== null && far(m) <= 4.99);
    expect(inside.list.length).toBeGreaterThanOrEqual(all.length);
    const centre = { lat: MONAS.lat, lng: MONAS.lng + 2.5 / 110.6 };
    const fromCentre = inside.list.map((m) => distanceKm(centre, { lat: m.latitude!, lng: m.longitude! }));
    expect([...fromCentre].sort((a, b) => a - b)).toEqual(fromCentre);
    const capped = await call({ bbox, limit: '3' });
    expect(capped.list).toHaveLength(3);
    expect(capped.next).not.toBe('');
  });

  it('refuses a bad position, bounds or page size with an Indonesian message', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ lat: '-6.2' }, 'lat', 'Lintang dan bujur harus dikirim bersama'],
      [{ lng: '106.8' }, 'lat', 'Lintang dan bujur harus dikirim bersama'],
      [{ lat: '91', lng: '106.8' }, 'lat', 'Lintang harus angka -90 sampai 90'],
      [{ lat: '-6.2', lng: 'timur' }, 'lng', 'Bujur harus angka -180 sampai 180'],
      [{ lat: '-6.2', lng: '1e3' }, 'lng', 'Bujur harus angka -180 sampai 180'],
      [{ bbox: '106,-7,107' }, 'bbox', 'Batas peta harus berisi bujur barat, lintang selatan, bujur timur, lintang utara'],
      [{ bbox: '106,-5,107,-7' }, 'bbox', 'Batas peta harus berisi bujur barat, lintang selatan, bujur timur, lintang utara'],
      [{ limit: '101' }, 'limit', 'Batas harus bilangan bulat 1 sampai 100'],
      [{ sort: 'acak' }, 'sort', 'Urutan tidak valid'],
    ];
    for (const [query, field, message] of cases) {
      const res = await call(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(query)).toBe(message);
    }
  });
});
