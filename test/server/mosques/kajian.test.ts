import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { mosqueActivities, mosques } from '../../../server/db/schema.ts';
import { KAJIAN_RADIUS_KM, KajianListSchema } from '../../../src/contract/kajian.ts';

// 'Kajian Terdekat' (issue 43): the kajian of every mosque near the person, each coming time of a
// weekly one, soonest first and the nearer first at the same time; by day, by theme or ustadz.

type Mosque = typeof mosques.$inferSelect;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('Kajian Terdekat', () => {
  let t: TestApp;
  let near: Mosque, nearer: Mosque, far: Mosque;
  // Monday 7 December 2026, 09:00 WIB.
  const now = new Date('2026-12-07T02:00:00Z');
  const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
  // The person, in Menteng.
  const here = { lat: '-6.1950', lng: '106.8300' };

  beforeAll(async () => {
    t = await createTestApp({ start: now });
    [near, nearer, far] = await t.db.insert(mosques).values([
      { slug: 'masjid-kajian-tebet', nama: 'Masjid Kajian Tebet', alamat: 'Jl. Tebet', kota: 'Jakarta Selatan', latitude: -6.2260, longitude: 106.8540 },
      { slug: 'masjid-kajian-menteng', nama: 'Masjid Kajian Menteng', alamat: 'Jl. Menteng', kota: 'Jakarta Pusat', latitude: -6.1960, longitude: 106.8310 },
      { slug: 'masjid-kajian-bandung', nama: 'Masjid Kajian Bandung', alamat: 'Jl. Asia Afrika', kota: 'Bandung', latitude: -6.9210, longitude: 107.6070 },
    ]).returning() as [Mosque, Mosque, Mosque];
    await t.db.insert(mosqueActivities).values([
      // Tonight at the same time in two mosques: the nearer first.
      { masjidId: near.id, kind: 'kajian', title: 'Tafsir Al-Kahfi', speaker: 'Ustadz Abdul Hakim', startsAt: wib('2026-12-07', '19:30') },
      { masjidId: nearer.id, kind: 'kajian', title: 'Fiqih Shalat', speaker: 'Ustadzah Halimah', startsAt: wib('2026-12-07', '19:30') },
      // Weekly since October, on Wednesdays after maghrib.
      { masjidId: nearer.id, kind: 'kajian', title: 'Kajian Rutin Rabu', speaker: 'Ustadz Salim Fillah', startsAt: wib('2026-10-07', '18:15'), repeat: 'weekly' },
      // Weekly, but ended last month.
      { masjidId: near.id, kind: 'kajian', title: 'Kajian Selesai', speaker: 'Ustadz Lama', startsAt: wib('2026-10-06', '19:00'), repeat: 'weekly', untilDate: '2026-11-30' },
      // Not a kajian; cancelled; beyond the week; already over.
      { masjidId: near.id, kind: 'lainnya', title: 'Kerja Bakti', startsAt: wib('2026-12-08', '07:00') },
      { masjidId: near.id, kind: 'kajian', title: 'Kajian Batal', startsAt: wib('2026-12-08', '19:00'), cancelledAt: now },
      { masjidId: near.id, kind: 'kajian', title: 'Kajian Bulan Depan', startsAt: wib('2026-12-20', '19:00') },
      { masjidId: near.id, kind: 'kajian', title: 'Kajian Subuh Tadi', startsAt: wib('2026-12-07', '05:00') },
      // Far away.
      { masjidId: far.id, kind: 'kajian', title: 'Kajian Bandung', speaker: 'Ustadz Hanan', startsAt: wib('2026-12-08', '19:00') },
    ]);
  });
  afterAll(async () => t?.close());

  const list = async (query: Record<string, string>) => {
    const res = await t.call('masjid', 'list_kajian', { query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(KajianListSchema, res.body.data);
  };

  it('lists the coming week near the person, soonest first and the nearer first at the same time, each weekly time counted', async () => {
    const rows = await list(here);
    expect(rows.map((k) => [k.title, k.at, k.masjid.slug])).toEqual([
      ['Fiqih Shalat', wib('2026-12-07', '19:30').toISOString(), nearer.slug],
      ['Tafsir Al-Kahfi', wib('2026-12-07', '19:30').toISOString(), near.slug],
      ['Kajian Rutin Rabu', wib('2026-12-09', '18:15').toISOString(), nearer.slug],
    ]);
    expect(rows[0]!.distance_km).toBeLessThan(1);
    expect(rows[1]!.distance_km).toBeGreaterThan(3);
    expect(rows[1]!.distance_km).toBeLessThan(KAJIAN_RADIUS_KM);
    expect(rows[2]).toMatchObject({ weekly: true, speaker: 'Ustadz Salim Fillah', masjid: { nama: 'Masjid Kajian Menteng', kota: 'Jakarta Pusat' } });
  });

  it('without a position lists every mosque, by time, with no distance', async () => {
    const rows = await list({});
    expect(rows.map((k) => k.title)).toEqual(['Tafsir Al-Kahfi', 'Fiqih Shalat', 'Kajian Bandung', 'Kajian Rutin Rabu']);
    expect(rows.every((k) => k.distance_km === null)).toBe(true);
  });

  it('filters by one day of the week, and by words of the theme or the ustadz', async () => {
    expect((await list({ ...here, day: '2026-12-09' })).map((k) => k.title)).toEqual(['Kajian Rutin Rabu']);
    expect(await list({ ...here, day: '2026-12-10' })).toEqual([]);
    // A day past the week, or before today: nothing, not an error.
    expect(await list({ ...here, day: '2026-12-20' })).toEqual([]);
    expect(await list({ ...here, day: '2026-12-06' })).toEqual([]);
    expect((await list({ ...here, q: 'salim' })).map((k) => k.title)).toEqual(['Kajian Rutin Rabu']);
    expect((await list({ ...here, q: 'KAHFI' })).map((k) => k.title)).toEqual(['Tafsir Al-Kahfi']);
    expect((await list({ q: 'hanan' })).map((k) => k.masjid.slug)).toEqual([far.slug]);
  });

  it('next week, the weekly kajian is at its next Wednesday', async () => {
    t.clock.set(new Date(now.getTime() + 3 * DAY)); // Thursday
    try {
      expect((await list(here)).map((k) => [k.title, k.at])).toEqual([['Kajian Rutin Rabu', wib('2026-12-16', '18:15').toISOString()]]);
    } finally {
      t.clock.set(now);
    }
  });

  it("tells a mosque's time and day in its own zone: half past midnight WITA is the next day there", async () => {
    const [makassar] = await t.db.insert(mosques).values({ slug: 'masjid-kajian-makassar', nama: 'Masjid Kajian Makassar', alamat: 'Jl. Somba Opu', kota: 'Makassar', latitude: -5.1420, longitude: 119.4120 }).returning() as [Mosque];
    await t.db.insert(mosqueActivities).values([
      { masjidId: makassar.id, kind: 'kajian', title: 'Kajian Malam WITA', startsAt: new Date('2026-12-07T23:30:00+08:00') },
      { masjidId: makassar.id, kind: 'kajian', title: 'Kajian Dini Hari WITA', startsAt: new Date('2026-12-08T00:30:00+08:00') },
    ]);
    const there = { lat: '-5.1400', lng: '119.4200' };
    const monday = await list({ ...there, day: '2026-12-07' });
    expect(monday.map((k) => [k.title, k.time_zone])).toEqual([['Kajian Malam WITA', 'Asia/Makassar']]);
    expect((await list({ ...there, day: '2026-12-08' })).map((k) => k.title)).toEqual(['Kajian Dini Hari WITA']);
  });

  it('refuses a half position or a wrong day in Indonesian', async () => {
    const half = await t.call('masjid', 'list_kajian', { query: { lat: '-6.2' } });
    expect(half.status).toBe(422);
    expect(half.body.errors).toEqual({ lat: 'Lintang dan bujur harus dikirim bersama' });
    const day = await t.call('masjid', 'list_kajian', { query: { day: '2026-02-30' } });
    expect(day.status).toBe(422);
    expect(day.body.errors).toEqual({ day: 'Tanggal tidak valid' });
    const lat = await t.call('masjid', 'list_kajian', { query: { lat: '123', lng: '106' } });
    expect(lat.status).toBe(422);
  });
});
