import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { mosques } from '../../../server/db/schema.ts';
import { MosqueListSchema } from '../../../src/contract/masjid.ts';

describe('mosque controller', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, start: new Date('2026-11-20T03:00:00Z') });
  });
  afterAll(async () => t.close());

  it('lists at least 20 mosques across Indonesia with numeric coordinates and their kencleng program', async () => {
    const res = await t.call('masjid', 'get_campaign');
    expect(res.status).toBe(200);
    const list = v.parse(MosqueListSchema, res.body.data);
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const m of list) {
      expect(typeof m.latitude).toBe('number');
      expect(typeof m.longitude).toBe('number');
      // Inside Indonesia's bounding box.
      expect(m.latitude!).toBeGreaterThan(-11.5);
      expect(m.latitude!).toBeLessThan(6.5);
      expect(m.longitude!).toBeGreaterThan(94.5);
      expect(m.longitude!).toBeLessThan(141.5);
      expect(m.type).toBe('kencleng-masjid');
      expect(m.programId).toBe(`KM-${m.id}`);
      expect(m.kencleng_slug).toBeTruthy();
      expect(m.flyer).toMatch(/^\/flyers\//);
    }
    const istiqlal = list.find((m) => m.slug === 'masjid-istiqlal')!;
    expect(istiqlal.latitude).toBeCloseTo(-6.1702, 3);
    expect(istiqlal.longitude).toBeCloseTo(106.831, 3);
    // Alphabetical by name.
    const names = list.map((m) => m.header);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches name and address case-insensitively', async () => {
    const byName = v.parse(MosqueListSchema, (await t.call('masjid', 'get_campaign', { query: { search: '  istiqlal ' } })).body.data);
    expect(byName.map((m) => m.slug)).toEqual(['masjid-istiqlal']);
    const byAddress = v.parse(MosqueListSchema, (await t.call('masjid', 'get_campaign', { query: { search: 'MAKASSAR' } })).body.data);
    expect(byAddress.map((m) => m.slug).sort()).toEqual(['masjid-al-markaz-al-islami', 'masjid-raya-makassar']);
    expect((await t.call('masjid', 'get_campaign', { query: { search: 'tidak ada masjid ini' } })).body.data).toEqual([]);
    expect((await t.call('masjid', 'get_campaign', { query: { search: 'x'.repeat(101) } })).status).toBe(422);
  });

  it('get_campaign_by_slug answers an array with the kencleng program of the mosque', async () => {
    const res = await t.call('masjid', 'get_campaign_by_slug', { query: { slug: 'masjid-raya-baiturrahman' } });
    const [m] = v.parse(MosqueListSchema, res.body.data);
    expect(m).toMatchObject({ header: 'Masjid Raya Baiturrahman', kota: 'Banda Aceh', all_time: 'Y' });
    expect(m!.tentang).toContain('<h3>');
    expect(m!.latitude).toBeCloseTo(5.55, 1);
    const total = await t.call('campaign', 'get_total_donate', { query: { programId: m!.programId! } });
    expect(total.body.data).toEqual({ total_donasi: m!.total_donasi, totalDonor: m!.totalDonor });
    expect(m!.total_donasi).toBeGreaterThan(0);
    const [jogja] = v.parse(MosqueListSchema, (await t.call('masjid', 'get_campaign_by_slug', { query: { slug: 'masjid-jogokariyan' } })).body.data);
    expect(jogja).toMatchObject({ totalUpdates: 1, totalDisbursements: 2 });
  });

  it('finds a mosque by its kencleng program slug too, and keeps null coordinates null', async () => {
    const [row] = await t.db.insert(mosques).values({ slug: 'musala-tanpa-peta', nama: 'Musala Tanpa Peta', alamat: 'Jl. Belum Dipetakan' }).returning();
    const [m] = v.parse(MosqueListSchema, (await t.call('masjid', 'get_campaign_by_slug', { query: { slug: 'musala-tanpa-peta' } })).body.data);
    expect(m).toMatchObject({ id: null, programId: null, kencleng_slug: null, latitude: null, longitude: null, id_masjid: row!.id, total_donasi: 0 });
  });

  it('answers 404 for an unknown slug and 422 for a malformed one', async () => {
    const missing = await t.call('masjid', 'get_campaign_by_slug', { query: { slug: 'masjid-yang-tidak-ada' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Masjid tidak ditemukan');
    const bad = await t.call('masjid', 'get_campaign_by_slug', { query: { slug: 'Masjid Besar!' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.slug).toBe('Slug tidak valid');
    expect((await t.call('masjid', 'get_campaign_by_slug')).status).toBe(422);
  });
});
