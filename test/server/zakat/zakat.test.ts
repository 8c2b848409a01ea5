import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, donations, mosques, mosqueStaff } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { MyDonationsSchema, TransactionSchema } from '../../../src/contract/donation.ts';
import { ZakatFiguresSchema, ZakatProgramListSchema } from '../../../src/contract/zakat.ts';
import {
  donateForm, donationByCode, donationCount, insertPaymentMethods, insertProgram, insertUserWithSession, nextDonorAddress, notify, type TestMethods,
} from '../donation-fixtures.ts';

const NIK = '3171234567890001';
const NPWP_15 = '012345678901000';

describe('zakat: figures, zakat donations and their receipts', () => {
  let t: TestApp;
  let m: TestMethods;
  let zakatProgramId: number;
  let infaqProgramId: number;
  let adminCookie: string;
  let memberCookie: string;
  let staffCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    m = await insertPaymentMethods(t.db);
    const [mosque] = await t.db.insert(mosques).values({ slug: 'masjid-zakat-uji', nama: 'Masjid Al-Falah Uji', alamat: 'Jl. Uji 1', telepon: '021-555-0101' }).returning();
    zakatProgramId = (await insertProgram(t.db, { type: 'zakat', header: 'Zakat melalui Masjid Al-Falah', masjidId: mosque!.id })).id;
    infaqProgramId = (await insertProgram(t.db, { header: 'Sumur Wakaf' })).id;
    adminCookie = (await insertUserWithSession(t.db, t.clock.now, '81377770001')).cookie;
    memberCookie = (await insertUserWithSession(t.db, t.clock.now, '81377770002')).cookie;
    const staff = await insertUserWithSession(t.db, t.clock.now, '81377770003');
    staffCookie = staff.cookie;
    await t.db.insert(mosqueStaff).values({ userId: staff.user.id, masjidId: mosque!.id });
    await grantAdminRoles(t.db, ['81377770001']);
  });
  afterAll(async () => t?.close());

  const donate = (form: Record<string, string>, cookie?: string) => t.call('transaction', 'storeDonate', { form, peer: nextDonorAddress(), cookie });
  const figures = async () => v.parse(ZakatFiguresSchema, (await t.call('zakat', 'get_zakat_figures')).body.data);

  describe('figures', () => {
    it("reads publicly the migration's BAZNAS 2025 figures with their date, cacheable for offline use", async () => {
      const res = await t.call('zakat', 'get_zakat_figures');
      expect(res.status).toBe(200);
      expect(res.response.headers.get('cache-control') ?? '').not.toContain('no-store');
      const f = v.parse(ZakatFiguresSchema, res.body.data);
      expect(f).toMatchObject({ goldPricePerGram: 1_008_070, fitrahDefault: 47_000, fidyahPerDay: 60_000 });
      // Each figure carries its own date, so the page can say how old the one it computes with is.
      expect(f.fitrahRates).toContainEqual({ regencyCode: '31.73', regencyName: 'KOTA JAKARTA PUSAT', rate: 47_000, updatedAt: '2025-03-06T17:00:00.000Z' });
      expect(f.fitrahRates).toHaveLength(14);
      expect(f.updatedAt).toBe('2025-03-06T17:00:00.000Z');
      expect(f.networkUpdatedAt).toBe('2025-03-06T17:00:00.000Z');
    });

    it('guests get 401; members and mosque staff 403, before the input is looked at; nothing changes', async () => {
      const form = { gold_price: '1.700.000', fitrah_rate: '50.000', fidyah_rate: '65.000' };
      expect((await t.call('zakat', 'save_zakat_rates', { json: form })).status).toBe(401);
      expect((await t.call('zakat', 'save_zakat_rates', { json: form, cookie: memberCookie })).status).toBe(403);
      expect((await t.call('zakat', 'save_zakat_rates', { json: { gold_price: 'x' }, cookie: memberCookie })).status).toBe(403);
      expect((await t.call('zakat', 'save_zakat_rates', { json: form, cookie: staffCookie })).status).toBe(403);
      expect((await t.call('zakat', 'save_fitrah_regency', { json: { regency_code: '32.73', regency_name: 'KOTA BANDUNG', rate: '40000' }, cookie: staffCookie })).status).toBe(403);
      expect((await figures()).goldPricePerGram).toBe(1_008_070);
    });

    it('refuses bad figures with Indonesian messages and changes nothing', async () => {
      const bad = async (kode: string, json: Record<string, string>) => {
        const res = await t.call('zakat', kode, { json, cookie: adminCookie });
        expect(res.status).toBe(422);
        return res.body.errors;
      };
      const ok = { gold_price: '1.700.000', fitrah_rate: '50.000', fidyah_rate: '65.000' };
      expect(await bad('save_zakat_rates', { ...ok, gold_price: '' })).toEqual({ gold_price: 'Isi harga emas per gram' });
      expect(await bad('save_zakat_rates', { ...ok, gold_price: '1,7 juta' })).toEqual({ gold_price: 'Harga emas per gram berupa angka rupiah, misalnya 1.650.000' });
      expect(await bad('save_zakat_rates', { ...ok, fitrah_rate: '0' })).toEqual({ fitrah_rate: 'Tarif zakat fitrah harus lebih dari 0' });
      expect(await bad('save_zakat_rates', { ...ok, fidyah_rate: '60000000' })).toEqual({ fidyah_rate: 'Tarif fidyah terlalu besar (maksimal Rp 10.000.000)' });
      expect(await bad('save_fitrah_regency', { regency_code: '3273', regency_name: 'KOTA BANDUNG', rate: '40000' })).toEqual({ regency_code: 'Pilih kabupaten/kota dari daftar' });
      expect(await bad('save_fitrah_regency', { regency_code: '32.73', regency_name: '<script>', rate: '40000' })).toEqual({ regency_name: 'Nama daerah hanya huruf' });
      expect(await bad('save_fitrah_regency', { regency_code: '32.73', regency_name: 'KOTA BANDUNG', rate: '-5' })).toEqual({ rate: 'Tarif zakat fitrah berupa angka rupiah, misalnya 1.650.000' });
      const f = await figures();
      expect(f.goldPricePerGram).toBe(1_008_070);
      expect(f.fitrahRates.find((r) => r.regencyCode === '32.73')).toBeUndefined();
      expect(await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'zakat'))).toEqual([]);
    });

    it("saves the network admin's figures with their date and a row of the audit trail each", async () => {
      t.clock.set(new Date('2026-11-25T02:00:00Z'));
      const res = await t.call('zakat', 'save_zakat_rates', { json: { gold_price: '1.700.000', fitrah_rate: '50.000', fidyah_rate: '65000' }, cookie: adminCookie });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Angka zakat disimpan');
      const f = await figures();
      expect(f).toMatchObject({ goldPricePerGram: 1_700_000, fitrahDefault: 50_000, fidyahPerDay: 65_000, updatedAt: '2026-11-25T02:00:00.000Z', networkUpdatedAt: '2026-11-25T02:00:00.000Z' });
      const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'save_zakat_rates'));
      expect(row).toMatchObject({
        targetType: 'zakat', targetId: 'network',
        before: { goldPricePerGram: 1_008_070, fitrahDefault: 47_000, fidyahPerDay: 60_000 },
        after: { goldPricePerGram: 1_700_000, fitrahDefault: 50_000, fidyahPerDay: 65_000 },
      });

      expect((await t.call('zakat', 'save_fitrah_regency', { json: { regency_code: '32.73', regency_name: 'Kota Bandung', rate: '40.000' }, cookie: adminCookie })).status).toBe(200);
      expect((await figures()).fitrahRates).toContainEqual({ regencyCode: '32.73', regencyName: 'KOTA BANDUNG', rate: 40_000, updatedAt: '2026-11-25T02:00:00.000Z' });
      const removed = await t.call('zakat', 'remove_fitrah_regency', { json: { regency_code: '32.73' }, cookie: adminCookie });
      expect(removed.status).toBe(200);
      expect(removed.body.message).toBe('Tarif daerah dihapus; daerah ini memakai tarif jaringan');
      expect((await figures()).fitrahRates.find((r) => r.regencyCode === '32.73')).toBeUndefined();
      expect((await t.call('zakat', 'remove_fitrah_regency', { json: { regency_code: '32.73' }, cookie: adminCookie })).status).toBe(404);
      const trail = await t.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'zakat'), eq(auditLog.targetId, '32.73')));
      expect(trail.map((r) => r.action).sort()).toEqual(['remove_fitrah_regency', 'save_fitrah_regency']);
    });
  });

  describe('zakat donations', () => {
    it('lists open zakat programs with their amil', async () => {
      const list = v.parse(ZakatProgramListSchema, (await t.call('zakat', 'get_zakat_programs')).body.data);
      expect(list).toEqual([expect.objectContaining({ header: 'Zakat melalui Masjid Al-Falah', amilName: 'Masjid Al-Falah Uji' })]);
    });

    it('a zakat donation carries its kind and the NIK/NPWP typed, shown in full on its receipt and masked in lists', async () => {
      const user = await insertUserWithSession(t.db, t.clock.now);
      const res = await donate(donateForm(zakatProgramId, m.qris.code, 'QRIS', {
        price: '2.500.000', zakatKind: 'maal', donorNik: '3171 2345 6789 0001', donorNpwp: '01.234.567.8-901.000',
      }), user.cookie);
      expect(res.status).toBe(200);
      const code = (res.body.data as { codeDonate: string }).codeDonate;
      const row = await donationByCode(t.db, code);
      expect(row).toMatchObject({ zakatKind: 'maal', donorNik: NIK, donorNpwp: NPWP_15, amount: 2_500_000 });

      // The same donation path: paid by the provider's notification, receipt by WhatsApp as any infaq.
      expect((await notify(t, { event_id: `evt-${code}`, codeDonate: code, status: 'paid', amount: 2_500_000 })).status).toBe(200);
      const tx = v.parse(TransactionSchema, (await t.call('transaction', 'getTransaction', { query: { codeDonate: code } })).body.data);
      expect(tx.status).toBe('Lunas');
      expect(tx.zakat).toEqual({ kind: 'maal', nik: NIK, npwp: NPWP_15, amilName: 'Masjid Al-Falah Uji', amilPhone: '021-555-0101' });
      expect(t.outbox.some((msg) => msg.text.includes(code))).toBe(true);

      const mine = v.parse(MyDonationsSchema, (await t.call('transaction', 'get_my_donations', { method: 'POST', cookie: user.cookie })).body.data);
      expect(mine[0]?.zakat).toEqual({ kind: 'maal', nik: '3171********0001', npwp: '0123*******1000' });
    });

    it('each kind is kept as sent; NPWP of 16 digits is accepted; an infaq has no zakat part', async () => {
      for (const kind of ['penghasilan', 'fitrah', 'fidyah'] as const) {
        const res = await donate(donateForm(zakatProgramId, m.qris.code, 'QRIS', { zakatKind: kind, donorNpwp: NIK }));
        expect(res.status).toBe(200);
        expect(await donationByCode(t.db, (res.body.data as { codeDonate: string }).codeDonate)).toMatchObject({ zakatKind: kind, donorNik: null, donorNpwp: NIK });
      }
      const infaq = await donate(donateForm(infaqProgramId, m.qris.code, 'QRIS'));
      const tx = v.parse(TransactionSchema, (await t.call('transaction', 'getTransaction', { query: { codeDonate: (infaq.body.data as { codeDonate: string }).codeDonate } })).body.data);
      expect(tx.zakat).toBeNull();
    });

    it('refuses a bad NIK, NPWP or kind, a zakat program without a kind, and zakat fields on an infaq; nothing is recorded', async () => {
      const before = await donationCount(t.db);
      const refused = async (programId: number, values: Record<string, string>) => {
        const res = await donate(donateForm(programId, m.qris.code, 'QRIS', values));
        expect(res.status).toBe(422);
        return res.body.errors;
      };
      expect(await refused(zakatProgramId, { zakatKind: 'maal', donorNik: '317123456789000' })).toEqual({ donorNik: 'NIK harus 16 angka' });
      expect(await refused(zakatProgramId, { zakatKind: 'maal', donorNik: '31712345678900AB' })).toEqual({ donorNik: 'NIK harus 16 angka' });
      expect(await refused(zakatProgramId, { zakatKind: 'maal', donorNpwp: '12345678901234' })).toEqual({ donorNpwp: 'NPWP harus 15 atau 16 angka' });
      expect(await refused(zakatProgramId, { zakatKind: 'maal', donorNpwp: '12345678901234567' })).toEqual({ donorNpwp: 'NPWP harus 15 atau 16 angka' });
      expect(await refused(zakatProgramId, { zakatKind: 'emas' })).toEqual({ zakatKind: 'Jenis zakat tidak dikenal' });
      expect(await refused(zakatProgramId, {})).toEqual({ zakatKind: 'Pilih jenis zakat' });
      expect(await refused(infaqProgramId, { zakatKind: 'maal' })).toEqual({ zakatKind: 'Jenis zakat, NIK dan NPWP hanya untuk program zakat' });
      expect(await refused(infaqProgramId, { donorNik: NIK })).toEqual({ zakatKind: 'Jenis zakat, NIK dan NPWP hanya untuk program zakat' });
      expect(await donationCount(t.db)).toBe(before);
      expect(await t.db.select().from(donations).where(eq(donations.donorNik, '317123456789000'))).toEqual([]);
    });
  });
});
