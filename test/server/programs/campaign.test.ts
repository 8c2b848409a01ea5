import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { campaignUpdates, disbursements, donations, paymentMethods, programs } from '../../../server/db/schema.ts';
import {
  CampaignArraySchema, CampaignListSchema, CampaignSchema, CampaignUpdateListSchema, DisbursementListSchema,
  TotalDonateSchema, TransactionListSchema,
} from '../../../src/contract/campaign.ts';
import { formatProgramId, parseProgramId } from '../../../src/contract/program-id.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../support/server-process.ts';

const NOW = new Date('2026-11-20T03:00:00Z');
const HOUR = 3_600_000;

describe('program identifiers', () => {
  it('formats KM- for kencleng and ID- otherwise, and parses both and plain ids', () => {
    expect(formatProgramId('kencleng-masjid', 3)).toBe('KM-3');
    expect(formatProgramId('infaq', 3)).toBe('ID-3');
    expect(parseProgramId('KM-3')).toEqual({ prefix: 'KM', id: 3 });
    expect(parseProgramId('id-12')).toEqual({ prefix: 'ID', id: 12 });
    expect(parseProgramId('7')).toEqual({ prefix: null, id: 7 });
    for (const bad of ['', 'XX-1', 'ID-0', 'ID--1', 'ID-1.5', 'KM-', '99999999999']) expect(parseProgramId(bad)).toBeNull();
  });
});

describe('campaign controller on the seeded demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, start: NOW });
  });
  afterAll(async () => t.close());

  it('get_campaign_limit answers 5 cards by default, open campaigns first, never kencleng', async () => {
    const res = await t.call('campaign', 'get_campaign_limit');
    expect(res.status).toBe(200);
    const cards = v.parse(CampaignListSchema, res.body.data);
    expect(cards).toHaveLength(5);
    for (const c of cards) {
      expect(c.type).not.toBe('kencleng-masjid');
      expect(c.programId).toBe(`ID-${c.id}`);
      expect(c.flyer).toMatch(/^\/flyers\/[a-z0-9-]+\.svg$/);
      expect(c.dueDate).toBe(c.batas_tanggal);
      expect(c.programType).toBe(c.type);
      // open: for ever, or ending today or later
      expect(c.all_time === 'Y' || (c.batas_tanggal ?? '') >= '2026-11-20').toBe(true);
    }
    expect((await t.call('campaign', 'get_campaign_limit', { query: { limit: 20 } })).body.data.length).toBeGreaterThanOrEqual(12);
    expect((await t.call('campaign', 'get_campaign_limit', { query: { limit: 1 } })).body.data).toHaveLength(1);
  });

  it('refuses a limit outside 1..20, fractional or not a number, with a 422 field error', async () => {
    for (const limit of ['0', '21', '-3', '2.5', 'lima', '']) {
      const res = await t.call('campaign', 'get_campaign_limit', { query: { limit } });
      expect(res.status, `limit=${limit}`).toBe(422);
      expect(res.body.errors?.limit).toBeTruthy();
    }
  });

  it('has the demo variety: open, ended, for ever, and one without a target', async () => {
    const cards = v.parse(CampaignListSchema, (await t.call('campaign', 'get_campaign_infaq')).body.data);
    expect(cards.length).toBeGreaterThanOrEqual(12);
    expect(cards.some((c) => c.all_time === 'Y')).toBe(true);
    expect(cards.some((c) => c.all_time === 'N' && (c.batas_tanggal ?? '9') < '2026-11-20')).toBe(true);
    expect(cards.some((c) => c.all_time === 'N' && (c.batas_tanggal ?? '') > '2026-11-20')).toBe(true);
    expect(cards.some((c) => c.target === 0)).toBe(true);
    expect(cards.every((c) => c.totalDonor > 0 && c.total_donasi > 0)).toBe(true);
  });

  it('get_campaign_infaq searches titles case-insensitively, trimmed, and excludes kencleng', async () => {
    const res = await t.call('campaign', 'get_campaign_infaq', { query: { search: '  SUMUR bor ' } });
    const cards = v.parse(CampaignListSchema, res.body.data);
    expect(cards.map((c) => c.slug)).toEqual(['sumur-bor-gunungkidul']);
    const kencleng = await t.call('campaign', 'get_campaign_infaq', { query: { search: 'Kencleng' } });
    expect(kencleng.body.data).toEqual([]);
    const literal = await t.call('campaign', 'get_campaign_infaq', { query: { search: '%' } });
    expect(literal.body.data).toEqual([]);
  });

  it('sorts by the amount collected, high or low first, in any capitalisation', async () => {
    const most = v.parse(CampaignListSchema, (await t.call('campaign', 'get_campaign_infaq', { query: { sortBy: 'paling banyak' } })).body.data);
    const least = v.parse(CampaignListSchema, (await t.call('campaign', 'get_campaign_infaq', { query: { sortBy: 'Paling Sedikit' } })).body.data);
    const shouty = v.parse(CampaignListSchema, (await t.call('campaign', 'get_campaign_infaq', { query: { sortBy: 'PALING BANYAK' } })).body.data);
    const totals = most.map((c) => c.total_donasi);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(least.map((c) => c.total_donasi)).toEqual([...totals].sort((a, b) => a - b));
    expect(shouty.map((c) => c.id)).toEqual(most.map((c) => c.id));
    expect(new Set(totals).size).toBeGreaterThan(5);
    // The card's totals are the paid totals get_total_donate reports.
    const top = most[0]!;
    expect((await t.call('campaign', 'get_total_donate', { query: { programId: top.programId } })).body.data)
      .toEqual({ total_donasi: top.total_donasi, totalDonor: top.totalDonor });
  });

  it('defaults to newest first and refuses an unknown sort', async () => {
    const cards = v.parse(CampaignListSchema, (await t.call('campaign', 'get_campaign_infaq')).body.data);
    const created = cards.map((c) => c.created_date);
    expect(created).toEqual([...created].sort().reverse());
    const bad = await t.call('campaign', 'get_campaign_infaq', { query: { sortBy: 'acak' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.sortBy).toBe('Urutan tidak valid');
  });

  it('get_campaign_by_slug and get_campaign_detail answer an array with the HTML texts and counts', async () => {
    for (const kode of ['get_campaign_by_slug', 'get_campaign_detail']) {
      const res = await t.call('campaign', kode, { query: { slug: 'bantu-korban-banjir-demak' } });
      expect(res.status).toBe(200);
      const [c] = v.parse(CampaignArraySchema, res.body.data);
      expect(c!.header).toBe('Bantu Korban Banjir Demak: Logistik dan Air Bersih');
      expect(c!.deskripsi).toMatch(/^<p>/);
      expect(c!.tentang).toContain('<h3>Rincian kebutuhan</h3>');
      expect(c!.totalUpdates).toBe(2);
      expect(c!.totalDisbursements).toBe(4);
    }
    const kencleng = v.parse(CampaignArraySchema, (await t.call('campaign', 'get_campaign_by_slug', { query: { slug: 'masjid-istiqlal', type: 'ID' } })).body.data)[0]!;
    expect(kencleng.programId).toBe(`KM-${kencleng.id}`);
    expect(kencleng.id_masjid).toBeGreaterThan(0);
  });

  it('get_campaign_by_id takes ID-, KM- or a plain id; a prefix must fit the type', async () => {
    const [sumur] = v.parse(CampaignArraySchema, (await t.call('campaign', 'get_campaign_by_slug', { query: { slug: 'sumur-bor-gunungkidul' } })).body.data);
    for (const programId of [`ID-${sumur!.id}`, String(sumur!.id)]) {
      const res = await t.call('campaign', 'get_campaign_by_id', { query: { programId } });
      expect(v.parse(CampaignSchema, res.body.data).slug).toBe('sumur-bor-gunungkidul');
    }
    expect((await t.call('campaign', 'get_campaign_by_id', { query: { programId: `KM-${sumur!.id}` } })).status).toBe(404);
  });

  it('answers unknown slugs and ids with 404 and bad ones with 422', async () => {
    const missing = await t.call('campaign', 'get_campaign_by_slug', { query: { slug: 'tidak-ada' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, message: 'Program tidak ditemukan', data: null });
    expect((await t.call('campaign', 'get_campaign_detail', { query: { slug: 'tidak-ada' } })).status).toBe(404);
    expect((await t.call('campaign', 'get_campaign_by_id', { query: { programId: 'ID-999999' } })).status).toBe(404);
    expect((await t.call('campaign', 'get_total_donate', { query: { programId: 'KM-999999' } })).status).toBe(404);
    const badSlug = await t.call('campaign', 'get_campaign_by_slug', { query: { slug: '../etc' } });
    expect(badSlug.status).toBe(422);
    expect(badSlug.body.errors?.slug).toBeTruthy();
    for (const programId of ['ID-1.5', '-3', 'abc', 'ID-', '']) {
      const res = await t.call('campaign', 'get_total_donate', { query: { programId } });
      expect(res.status, programId).toBe(422);
      expect(res.body.errors?.programId).toBeTruthy();
    }
    expect((await t.call('campaign', 'get_total_donate')).status).toBe(422);
  });

  it('get_updates answers Kabar Terbaru newest first; get_disbursements items and their summary', async () => {
    const [c] = v.parse(CampaignArraySchema, (await t.call('campaign', 'get_campaign_by_slug', { query: { slug: 'bantu-korban-banjir-demak' } })).body.data);
    const updates = v.parse(CampaignUpdateListSchema, (await t.call('campaign', 'get_updates', { query: { programId: c!.programId } })).body.data);
    expect(updates.map((u) => u.title)).toEqual(['Penggalangan ditutup, laporan dipublikasikan', 'Dapur umum melayani 3.000 porsi per hari']);
    const list = v.parse(DisbursementListSchema, (await t.call('campaign', 'get_disbursements', { query: { programId: c!.programId } })).body.data);
    expect(list.summary).toEqual({ total_disbursed: 64_500_000 + 28_750_000 + 41_200_000 + 18_000_000, count: 4 });
    expect(list.items[0]!.title).toBe('Perbaikan sumur warga');
    // A campaign can never have paid out more than it collected.
    expect(list.summary.total_disbursed).toBeLessThanOrEqual(c!.total_donasi);
    const none = await t.call('campaign', 'get_disbursements', { query: { programId: 'ID-999999' } });
    expect(none.status).toBe(404);
  });
});

describe('totals and the donor list count paid donations only', () => {
  let t: TestApp;
  let programId: string;
  let id: number;
  let methodId: number;
  beforeAll(async () => {
    t = await createTestApp({ start: NOW });
    const [p] = await t.db.insert(programs).values({ type: 'infaq', slug: 'uji-total', header: 'Uji Total', target: 1_000_000, createdAt: NOW }).returning();
    const [m] = await t.db.insert(paymentMethods).values({ type: 'QRIS', channelName: 'QRIS', code: 'QRIS', minimum: 1000 }).returning();
    id = p!.id;
    methodId = m!.id;
    programId = `ID-${id}`;
  });
  afterAll(async () => t.close());

  const donate = (code: string, amount: number, status: string, paidHoursAgo: number | null, name = 'Donatur', doa: string | null = null) =>
    t.db.insert(donations).values({
      code, programId: id, amount, total: amount, donorName: name, donorPhone: '81234567890', doa, paymentMethodId: methodId, status,
      createdAt: new Date(NOW.getTime() - 48 * HOUR), expiresAt: new Date(NOW.getTime() + 24 * HOUR),
      paidAt: paidHoursAgo === null ? null : new Date(NOW.getTime() - paidHoursAgo * HOUR),
    });

  it('answers 0, never null, for a program without paid donations', async () => {
    const res = await t.call('campaign', 'get_total_donate', { query: { programId } });
    expect(v.parse(TotalDonateSchema, res.body.data)).toEqual({ total_donasi: 0, totalDonor: 0 });
    expect((await t.call('campaign', 'get_transaction_list', { query: { programId } })).body.data).toEqual([]);
  });

  it('sums paid donations; a pending, expired or failed one changes nothing', async () => {
    await donate('JRY-PAID0001', 50_000, 'paid', 5, 'Budi');
    await donate('JRY-PAID0002', 200_000, 'paid', 1, 'Siti', 'Semoga berkah');
    await donate('JRY-PAID0003', 75_000, 'paid', 3, '  ');
    const before = (await t.call('campaign', 'get_total_donate', { query: { programId: String(id) } })).body.data;
    expect(before).toEqual({ total_donasi: 325_000, totalDonor: 3 });
    await donate('JRY-PEND0001', 1_000_000, 'pending', null);
    await donate('JRY-EXPD0001', 500_000, 'expired', null);
    await donate('JRY-FAIL0001', 300_000, 'failed', null);
    expect((await t.call('campaign', 'get_total_donate', { query: { programId } })).body.data).toEqual(before);
    const card = (await t.call('campaign', 'get_campaign_infaq')).body.data[0];
    expect(card).toMatchObject({ total_donasi: 325_000, totalDonor: 3 });
  });

  it('lists paid donations newest payment first, or the largest first with sort=terbesar', async () => {
    const newest = v.parse(TransactionListSchema, (await t.call('campaign', 'get_transaction_list', { query: { programId } })).body.data);
    expect(newest.map((d) => d.nominal)).toEqual([200_000, 75_000, 50_000]);
    expect(newest[0]).toEqual({ donatur: 'Siti', tgl_bayar: new Date(NOW.getTime() - HOUR).toISOString(), nominal: 200_000, doa: 'Semoga berkah' });
    expect(newest[1]!.donatur).toBe('Hamba Allah');
    const largest = v.parse(TransactionListSchema, (await t.call('campaign', 'get_transaction_list', { query: { programId, sort: 'terbesar' } })).body.data);
    expect(largest.map((d) => d.nominal)).toEqual([200_000, 75_000, 50_000]);
    expect((await t.call('campaign', 'get_transaction_list', { query: { programId, sort: 'TERBESAR', limit: 2 } })).body.data).toHaveLength(2);
    expect((await t.call('campaign', 'get_transaction_list', { query: { programId, sort: 'termahal' } })).status).toBe(422);
    expect((await t.call('campaign', 'get_transaction_list', { query: { programId, limit: 101 } })).status).toBe(422);
  });

  it('sorts programs by collected amount with exact figures', async () => {
    const [q] = await t.db.insert(programs).values({ type: 'infaq', slug: 'uji-kedua', header: 'Uji Kedua', createdAt: new Date(NOW.getTime() - HOUR) }).returning();
    await t.db.insert(donations).values({
      code: 'JRY-SECOND01', programId: q!.id, amount: 400_000, total: 400_000, donorName: 'A', donorPhone: '81234567890',
      paymentMethodId: methodId, status: 'paid', createdAt: NOW, expiresAt: NOW, paidAt: NOW,
    });
    const [r] = await t.db.insert(programs).values({ type: 'infaq', slug: 'uji-ketiga', header: 'Uji Ketiga', createdAt: new Date(NOW.getTime() - 2 * HOUR) }).returning();
    const most = (await t.call('campaign', 'get_campaign_infaq', { query: { sortBy: 'paling banyak' } })).body.data;
    expect(most.map((c: { slug: string }) => c.slug)).toEqual(['uji-kedua', 'uji-total', 'uji-ketiga']);
    const least = (await t.call('campaign', 'get_campaign_infaq', { query: { sortBy: 'paling sedikit' } })).body.data;
    expect(least.map((c: { slug: string }) => c.slug)).toEqual(['uji-ketiga', 'uji-total', 'uji-kedua']);
    const newest = (await t.call('campaign', 'get_campaign_infaq')).body.data;
    expect(newest.map((c: { slug: string }) => c.slug)).toEqual(['uji-total', 'uji-kedua', 'uji-ketiga']);
    expect(r!.id).toBeGreaterThan(0);
  });

  it('changes nothing on bad input', async () => {
    const before = await Promise.all([
      t.db.select({ n: count() }).from(donations), t.db.select({ n: count() }).from(programs),
      t.db.select({ n: count() }).from(campaignUpdates), t.db.select({ n: count() }).from(disbursements),
    ]);
    await t.call('campaign', 'get_transaction_list', { query: { programId: 'ID-abc' } });
    await t.call('campaign', 'get_campaign_limit', { query: { limit: '9999999999999' } });
    await t.call('campaign', 'get_updates', { query: { programId: 'ID-424242' } });
    const after = await Promise.all([
      t.db.select({ n: count() }).from(donations), t.db.select({ n: count() }).from(programs),
      t.db.select({ n: count() }).from(campaignUpdates), t.db.select({ n: count() }).from(disbursements),
    ]);
    expect(after).toEqual(before);
    const [p] = await t.db.select().from(programs).where(eq(programs.id, id));
    expect(p!.header).toBe('Uji Total');
  });
});

describe('npm start on a fresh data folder', () => {
  it('seeds once and answers the campaign, mosque, asset and news calls', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-seed-'));
    const get = async (url: string, controller: string, kode: string, query = '') => {
      const res = await fetch(`${url}/api/${controller}${query}`, { headers: { kode, 'X-Client-Key': 'jariyah-web-v1' } });
      expect(res.status, kode).toBe(200);
      return ((await res.json()) as { data: unknown }).data;
    };
    const snapshot = async (url: string) => ({
      campaigns: v.parse(CampaignListSchema, await get(url, 'campaign', 'get_campaign_infaq')).map((c) => [c.slug, c.total_donasi]),
      mosques: ((await get(url, 'masjid', 'get_campaign')) as unknown[]).length,
    });
    let server = await startServer({ DATA_DIR: dataDir });
    try {
      const first = await snapshot(server.url);
      expect(first.campaigns.length).toBeGreaterThanOrEqual(12);
      expect(first.mosques).toBeGreaterThanOrEqual(20);
      expect(((await get(server.url, 'asset', 'get_all_payment_method')) as unknown[]).length).toBeGreaterThanOrEqual(10);
      expect(((await get(server.url, 'news', 'get_news')) as unknown[]).length).toBeGreaterThan(0);
      expect(((await get(server.url, 'campaign', 'get_prayer_campaign', '?programId=ID-1')) as unknown[]).length).toBeGreaterThan(0);
      await server.stop();
      // A second start on the same folder finds data and seeds nothing more.
      server = await startServer({ DATA_DIR: dataDir });
      expect(await snapshot(server.url)).toEqual(first);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
