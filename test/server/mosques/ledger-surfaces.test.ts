import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { donations, financeEntries, mosques, programs } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { FinanceReportSchema } from '../../../src/contract/mosque-finance.ts';
import { FridayReportSchema } from '../../../src/contract/kencleng-box.ts';
import { MosqueMonthTotalsSchema } from '../../../src/contract/mosque-times.ts';
import { insertPaymentMethods, insertUserWithSession } from '../donation-fixtures.ts';

// The numbers a mosque announces (issue 40): its week's Kotak Jumat and saldo in Laporan Jumat,
// zakat on a line of its own, and the same sums in the public Keuangan and on the wall screen.

describe("a mosque's money on every surface", () => {
  let t: TestApp;
  let cookie: string;
  let masjidId: number;

  beforeAll(async () => {
    // Thursday 3 December 2026, 12:00 WIB: Laporan Jumat for Friday 4 December covers 27 Nov – 3 Dec.
    t = await createTestApp({ start: new Date('2026-12-03T05:00:00Z') });
    const admin = await insertUserWithSession(t.db, t.clock.now, '81377790001');
    await grantAdminRoles(t.db, ['81377790001']);
    cookie = admin.cookie;
    const [mosque] = await t.db.insert(mosques).values({ slug: 'masjid-angka', nama: 'Masjid Angka', alamat: 'Jl. Angka' }).returning();
    masjidId = mosque!.id;
    const [infaq, zakat, kencleng] = await t.db.insert(programs).values([
      { masjidId, type: 'infaq', slug: 'renovasi-angka', header: 'Renovasi', allTime: 'Y' },
      { masjidId, type: 'zakat', slug: 'zakat-angka', header: 'Zakat Masjid Angka', allTime: 'Y' },
      { masjidId, type: 'kencleng-masjid', slug: 'kencleng-angka', header: 'Kencleng Angka', allTime: 'Y' },
    ]).returning();
    const methods = await insertPaymentMethods(t.db);
    let serial = 0;
    const paid = (programId: number, amount: number, at: string, zakatKind: string | null = null) => ({
      code: `JRYANGKA${String((serial += 1)).padStart(5, '0')}`, programId, amount, total: amount, donorName: 'Hamba Allah', donorPhone: '81234567890',
      paymentMethodId: methods.qris.id, status: 'paid', createdAt: new Date(at), expiresAt: new Date(at), paidAt: new Date(at), zakatKind,
    });
    await t.db.insert(donations).values([
      paid(infaq!.id, 999_000, '2026-11-20T03:00:00Z'), // before the week: in saldo awal
      paid(infaq!.id, 150_000, '2026-12-01T03:00:00Z'),
      paid(zakat!.id, 2_752_018, '2026-12-01T04:00:00Z', 'maal'),
      paid(zakat!.id, 180_000, '2026-12-02T04:00:00Z', 'fidyah'),
      paid(kencleng!.id, 75_000, '2026-12-02T05:00:00Z'),
    ]);
    await t.db.insert(financeEntries).values([
      { masjidId, kind: 'income', category: 'Kotak Jumat', amount: 3_000_000, entryDate: '2026-11-20' },
      { masjidId, kind: 'expense', category: 'Listrik dan air', amount: 500_000, entryDate: '2026-11-21' },
      { masjidId, kind: 'income', category: 'Kotak Jumat', amount: 4_200_000, entryDate: '2026-11-27' },
      { masjidId, kind: 'income', category: 'Zakat fitrah', amount: 450_000, entryDate: '2026-12-02' },
      { masjidId, kind: 'expense', category: 'Honor khatib', amount: 500_000, entryDate: '2026-12-01' },
    ]);
  });
  afterAll(async () => t?.close());

  const friday = async () => {
    const res = await t.call('admin', 'get_friday_report', { query: { masjid_id: String(masjidId) }, cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(FridayReportSchema, res.body.data);
  };
  const finance = async (period: 'minggu' | 'bulan') => {
    const res = await t.call('masjid', 'get_finance', { query: { slug: 'masjid-angka', period } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(FinanceReportSchema, res.body.data).periods[0]!;
  };

  it("reads out the week's Kotak Jumat, saldo awal and saldo akhir, with zakat and fidyah apart from infaq", async () => {
    const r = await friday();
    expect([r.from, r.to]).toEqual(['2026-11-27', '2026-12-03']);
    expect(r.ledger.opening).toBe(999_000 + 3_000_000 - 500_000);
    expect(r.ledger.income_by_source).toEqual({ tunai: 4_200_000, kencleng: 75_000, infaq_online: 150_000, wakaf: 0, zakat: 2_752_018 + 450_000, fidyah: 180_000, qurban: 0 });
    expect(r.ledger.cash_income).toEqual([{ label: 'Kotak Jumat', amount: 4_200_000 }]);
    expect(r.ledger.income_lines).toEqual([
      { source: 'tunai', label: 'Kotak Jumat', amount: 4_200_000 },
      { source: 'kencleng', label: 'Kencleng online', amount: 75_000 },
      { source: 'infaq_online', label: 'Infaq online', amount: 150_000 },
      { source: 'zakat', label: 'Zakat Maal', amount: 2_752_018 },
      { source: 'zakat', label: 'Zakat fitrah', amount: 450_000 },
      { source: 'fidyah', label: 'Fidyah', amount: 180_000 },
    ]);
    expect(r.infaq_online).toBe(150_000);
    expect(r.ledger.closing).toBe(r.ledger.opening + r.ledger.income - r.ledger.expense);
  });

  it('gives the public Keuangan, Laporan Jumat and the wall screen the same sums for the same days', async () => {
    const [r, week, month] = [await friday(), await finance('minggu'), await finance('bulan')];
    // The Monday week (30 Nov – 6 Dec) and December hold the same days' money; the Friday week adds 27 Nov's box.
    expect(week.income_by_source).toEqual(month.income_by_source);
    expect({ ...r.ledger.income_by_source, tunai: r.ledger.income_by_source.tunai - 4_200_000 }).toEqual(week.income_by_source);
    expect(r.ledger.closing).toBe(week.closing);
    expect(week.closing).toBe(month.closing);

    const wall = await t.call('masjid', 'get_month_totals', { query: { slug: 'masjid-angka' } });
    expect(v.parse(MosqueMonthTotalsSchema, wall.body.data)).toEqual({
      month: '2026-12', kencleng: month.income_by_source.kencleng, infaq_online: month.income_by_source.infaq_online,
      zakat: month.income_by_source.zakat, fidyah: month.income_by_source.fidyah,
    });
    expect(month.income_by_source.infaq_online).toBe(150_000);
  });
});
