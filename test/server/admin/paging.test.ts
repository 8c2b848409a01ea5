import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { campaignUpdates, disbursements, donations, mosques, newsArticles, programs } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { CampaignListSchema, CampaignUpdateListSchema, DisbursementListSchema, DoaListSchema, TransactionListSchema } from '../../../src/contract/campaign.ts';
import { NewsListSchema } from '../../../src/contract/news.ts';
import { MosqueListSchema } from '../../../src/contract/masjid.ts';
import { insertPaymentMethods, insertProgram, insertUserWithSession } from '../donation-fixtures.ts';

// Lists that grow without bound come a page at a time after a cursor. The donor list is the one
// people scroll far: it must never repeat or skip a donor, even while donations keep arriving.

const MINUTE = 60_000;

describe('cursor paging of growing lists', () => {
  let t: TestApp;
  let programId: string;
  let programRow: number;
  let methodId: number;
  let serial = 0;

  /** Paid donations named 'Donatur N'; amounts repeat and payment times tie on purpose. */
  async function donate(count: number, paidAt: (i: number) => Date, amount: (i: number) => number, doa: string | null = null) {
    const rows = Array.from({ length: count }, (_, i) => {
      serial += 1;
      return {
        code: `JRY-PG${String(serial).padStart(6, '0')}`, programId: programRow, amount: amount(i), total: amount(i),
        donorName: `Donatur ${serial}`, donorPhone: '81234567890', doa, paymentMethodId: methodId, status: 'paid',
        createdAt: paidAt(i), expiresAt: new Date(paidAt(i).getTime() + MINUTE), paidAt: paidAt(i),
      };
    });
    await t.db.insert(donations).values(rows);
  }

  async function readAll<T>(kode: string, query: Record<string, string>, schema: v.GenericSchema<unknown, T[]>, between?: () => Promise<void>) {
    const seen: T[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const res = await t.call('campaign', kode, { query: { ...query, ...(cursor ? { cursor } : {}) } });
      expect(res.status).toBe(200);
      seen.push(...v.parse(schema, res.body.data));
      cursor = (res.body as { next_cursor?: string | null }).next_cursor ?? '';
      pages += 1;
      if (between) await between();
    } while (cursor && pages < 50);
    return { seen, pages };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const methods = await insertPaymentMethods(t.db);
    methodId = methods.qris.id;
    const program = await insertProgram(t.db);
    programRow = program.id;
    programId = `ID-${program.id}`;
    const base = t.clock.now.getTime() - 10_000 * MINUTE;
    // 230 donations, paid in threes at the same moment, amounts from a small set (many ties).
    await donate(230, (i) => new Date(base + Math.floor(i / 3) * MINUTE), (i) => [10_000, 25_000, 50_000, 100_000][i % 4]!, 'Semoga berkah');
  });
  afterAll(async () => t?.close());

  const names = (rows: Array<{ donatur: string }>) => rows.map((r) => r.donatur);

  it("'Terbaru' pages past 100 with no donor repeated or skipped while new donations arrive", async () => {
    const { seen, pages } = await readAll('get_transaction_list', { programId, sort: 'terbaru', limit: '40' }, TransactionListSchema, async () => {
      // Someone pays while the list is being scrolled.
      await donate(2, () => new Date(t.clock.now.getTime() + serial * MINUTE), () => 75_000);
    });
    expect(pages).toBe(6);
    const firstPageNames = new Set(names(seen));
    expect(firstPageNames.size).toBe(seen.length);
    expect(names(seen)).toEqual(Array.from({ length: 230 }, (_, i) => `Donatur ${230 - i}`).sort((a, b) => {
      // Same moment: the later row (larger id) first, as the server orders ties.
      const n = (s: string) => Number(s.split(' ')[1]);
      const minute = (k: number) => Math.floor((k - 1) / 3);
      return minute(n(b)) - minute(n(a)) || n(b) - n(a);
    }));
    const times = seen.map((r) => Date.parse(r.tgl_bayar));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("'Terbesar' pages in amount order, ties broken the same way on every page", async () => {
    const fresh = await t.call('campaign', 'get_total_donate', { query: { programId } });
    const total = (fresh.body.data as { totalDonor: number }).totalDonor;
    const { seen } = await readAll('get_transaction_list', { programId, sort: 'terbesar', limit: '33' }, TransactionListSchema);
    expect(seen).toHaveLength(total);
    expect(new Set(names(seen)).size).toBe(total);
    const amounts = seen.map((r) => r.nominal);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('the last page says there is none after it; a bad cursor is a 422 in Indonesian and a cursor of another list yields nothing wrong', async () => {
    const last = await t.call('campaign', 'get_transaction_list', { query: { programId, limit: '100', cursor: '999999' } });
    expect(last.status).toBe(200);
    expect(last.body.data).toEqual([]);
    const bad = await t.call('campaign', 'get_transaction_list', { query: { programId, cursor: 'abc' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ cursor: 'Kursor halaman tidak valid' });
    const negative = await t.call('campaign', 'get_transaction_list', { query: { programId, cursor: '-3' } });
    expect(negative.status).toBe(422);
  });

  it('donor prayers come a page at a time', async () => {
    const { seen, pages } = await readAll('get_prayer_campaign', { programId, limit: '50' }, DoaListSchema);
    expect(pages).toBeGreaterThan(4);
    expect(seen.length).toBe(230);
    expect(new Set(seen.map((p) => p.id)).size).toBe(230);
  });

  it('the infaq list pages under each sort', async () => {
    for (let i = 0; i < 7; i += 1) await insertProgram(t.db, { header: `Program Halaman ${i}`, createdAt: new Date(t.clock.now.getTime() - i * MINUTE) });
    for (const sortBy of ['', 'paling banyak', 'Paling Sedikit']) {
      const { seen, pages } = await readAll('get_campaign_infaq', { sortBy, limit: '3' }, CampaignListSchema);
      expect(pages).toBeGreaterThanOrEqual(3);
      const ids = seen.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(8);
    }
  });

  it('news, mosques and the admin lists page too', async () => {
    const now = t.clock.now.getTime();
    await t.db.insert(newsArticles).values(Array.from({ length: 5 }, (_, i) => ({
      type: 'berita', slug: `berita-halaman-${i}`, title: `Berita ${i}`, excerpt: 'Ringkas', body: '<p>Isi</p>', publishedAt: new Date(now - MINUTE),
    })));
    await t.db.insert(mosques).values(Array.from({ length: 5 }, (_, i) => ({ slug: `masjid-halaman-${i}`, nama: 'Masjid Al-Ikhlas', alamat: `Jalan ${i}` })));

    const pagesOf = async (controller: string, kode: string, query: Record<string, string>, cookie?: string) => {
      const ids: string[] = [];
      let cursor = '';
      do {
        const res = await t.call(controller, kode, { query: { ...query, ...(cursor ? { cursor } : {}) }, cookie });
        expect(res.status).toBe(200);
        ids.push(...(res.body.data as Array<{ id?: number; codeDonate?: string; slug?: string }>).map((r) => String(r.id ?? r.codeDonate ?? r.slug)));
        cursor = (res.body as { next_cursor?: string | null }).next_cursor ?? '';
      } while (cursor);
      return ids;
    };
    const news = await pagesOf('news', 'get_news', { limit: '2' });
    expect(v.parse(NewsListSchema, (await t.call('news', 'get_news', {})).body.data)).toHaveLength(5);
    expect(new Set(news).size).toBe(5);
    const masjid = await pagesOf('masjid', 'get_campaign', { limit: '2' });
    expect(v.parse(MosqueListSchema, (await t.call('masjid', 'get_campaign', {})).body.data)).toHaveLength(5);
    expect(new Set(masjid).size).toBe(5);

    const staff = await insertUserWithSession(t.db, t.clock.now, '81277779001');
    await grantAdminRoles(t.db, ['81277779001']);
    const first = await t.call('admin', 'list_donations', { query: { status: 'paid' }, cookie: staff.cookie });
    expect(first.status).toBe(200);
    expect((first.body.data as unknown[]).length).toBe(100);
    const all = await pagesOf('admin', 'list_donations', { status: 'paid' }, staff.cookie);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(230);
    const adminPrograms = await pagesOf('admin', 'list_programs', {}, staff.cookie);
    expect(adminPrograms.length).toBe((await t.db.select().from(programs)).length);
  });

  it("a program's reports and disbursements come 100 at a time; the disbursement summary counts them all", async () => {
    await t.db.insert(campaignUpdates).values(Array.from({ length: 105 }, (_, i) => ({
      programId: programRow, title: `Kabar ${i}`, body: '<p>Isi</p>', createdAt: new Date(t.clock.now.getTime() - i * MINUTE),
    })));
    await t.db.insert(disbursements).values(Array.from({ length: 103 }, (_, i) => ({
      programId: programRow, title: `Pencairan ${i}`, amount: 1_000, disbursedAt: `2026-${String(1 + (i % 10)).padStart(2, '0')}-01`,
    })));
    const first = await t.call('campaign', 'get_updates', { query: { programId } });
    expect(v.parse(CampaignUpdateListSchema, first.body.data)).toHaveLength(100);
    const cursor = (first.body as { next_cursor?: string | null }).next_cursor;
    const second = await t.call('campaign', 'get_updates', { query: { programId, cursor: cursor! } });
    expect(second.body.data).toHaveLength(5);
    expect((second.body as { next_cursor?: string | null }).next_cursor).toBeNull();

    const paid = await t.call('campaign', 'get_disbursements', { query: { programId } });
    const list = v.parse(DisbursementListSchema, paid.body.data);
    expect(list.items).toHaveLength(100);
    expect(list.summary).toEqual({ total_disbursed: 103_000, count: 103 });
    const rest = await t.call('campaign', 'get_disbursements', { query: { programId, cursor: (paid.body as { next_cursor?: string | null }).next_cursor! } });
    const restItems = v.parse(DisbursementListSchema, rest.body.data).items;
    expect(restItems).toHaveLength(3);
    expect(new Set([...list.items, ...restItems].map((d) => d.id)).size).toBe(103);
  });
});
