import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mosques, programs, zakatFitrahRates, zakatSettings } from '../db/schema.ts';
import { brand } from '../../src/contract/brand.ts';
import { isProgramOpen } from '../../src/contract/program-open.ts';
import type { PaidFor, QurbanShareKind } from '../../src/contract/paid-for.ts';
import { isCountedZakatKind } from '../../src/contract/zakat-donation.ts';
import { ZAKAT_KINDS, ZAKAT_PROGRAM_TYPE, maskIdentityNumber, zakatMessages, type ZakatFigures, type ZakatKind, type ZakatProgram, type ZakatReceipt } from '../../src/contract/zakat.ts';

// The zakat figures the network admin sets, the open zakat programs, and what a zakat donation
// carries. The calculations themselves run on the phone (src/contract/zakat.ts).

export async function readZakatFigures(db: Db): Promise<ZakatFigures> {
  const [settings] = await db.select().from(zakatSettings).where(eq(zakatSettings.id, 1)).limit(1);
  const rates = await db.select().from(zakatFitrahRates).orderBy(asc(zakatFitrahRates.regencyCode));
  // The migration seeds the row; a database without it is broken, not empty.
  if (!settings) throw new Error('zakat_settings has no row: run the migrations');
  const newest = [settings.updatedAt, ...rates.map((r) => r.updatedAt)].reduce((a, b) => (b > a ? b : a));
  return {
    goldPricePerGram: settings.goldPricePerGram,
    fidyahPerDay: settings.fidyahPerDay,
    fitrahDefault: settings.fitrahDefault,
    fitrahRates: rates.map((r) => ({ regencyCode: r.regencyCode, regencyName: r.regencyName, rate: r.rate, updatedAt: r.updatedAt.toISOString() })),
    updatedAt: newest.toISOString(),
    networkUpdatedAt: settings.updatedAt.toISOString(),
  };
}

export type ZakatRates = { goldPricePerGram: number; fitrahDefault: number; fidyahPerDay: number };

/** Sets the three network figures; answers the ones before, for the audit trail. */
export async function saveZakatRates(db: Db, rates: ZakatRates, now: Date): Promise<{ before: ZakatRates | null }> {
  const [before] = await db.select({ goldPricePerGram: zakatSettings.goldPricePerGram, fitrahDefault: zakatSettings.fitrahDefault, fidyahPerDay: zakatSettings.fidyahPerDay })
    .from(zakatSettings).where(eq(zakatSettings.id, 1)).limit(1);
  await db.insert(zakatSettings).values({ id: 1, ...rates, updatedAt: now })
    .onConflictDoUpdate({ target: zakatSettings.id, set: { ...rates, updatedAt: now } });
  return { before: before ?? null };
}

export type RegencyRate = { regencyCode: string; regencyName: string; rate: number };

export async function saveFitrahRegency(db: Db, rate: RegencyRate, now: Date): Promise<{ before: RegencyRate | null }> {
  const [before] = await db.select({ regencyCode: zakatFitrahRates.regencyCode, regencyName: zakatFitrahRates.regencyName, rate: zakatFitrahRates.rate })
    .from(zakatFitrahRates).where(eq(zakatFitrahRates.regencyCode, rate.regencyCode)).limit(1);
  await db.insert(zakatFitrahRates).values({ ...rate, updatedAt: now })
    .onConflictDoUpdate({ target: zakatFitrahRates.regencyCode, set: { regencyName: sql`excluded.regency_name`, rate: sql`excluded.rate`, updatedAt: now } });
  return { before: before ?? null };
}

/** Removes a regency's own rate; null when it had none. */
export async function removeFitrahRegency(db: Db, regencyCode: string): Promise<RegencyRate | null> {
  const [gone] = await db.delete(zakatFitrahRates).where(eq(zakatFitrahRates.regencyCode, regencyCode))
    .returning({ regencyCode: zakatFitrahRates.regencyCode, regencyName: zakatFitrahRates.regencyName, rate: zakatFitrahRates.rate });
  return gone ?? null;
}

/** The amil of a program: its mosque, or the network itself for a program of no mosque. */
const amilName = (mosqueName: string | null) => mosqueName ?? `${brand.name} (jaringan masjid)`;

/** Open zakat programs for 'Bayar Zakat', the network's own first, then by mosque name. */
export async function listZakatPrograms(db: Db, now: Date): Promise<ZakatProgram[]> {
  const rows = await db
    .select({ p: programs, mosque: mosques.nama })
    .from(programs)
    .leftJoin(mosques, eq(mosques.id, programs.masjidId))
    .where(eq(programs.type, ZAKAT_PROGRAM_TYPE))
    .orderBy(sql`${mosques.nama} nulls first`, asc(programs.id));
  return rows.filter((r) => isProgramOpen(r.p, now))
    .map((r) => ({ slug: r.p.slug, header: r.p.header, flyer: r.p.flyer, amilName: amilName(r.mosque) }));
}

/** The zakat fields a donation request may carry, checked against the program it is for. */
export type ZakatFields = { zakatKind?: ZakatKind; zakatCount?: number; donorNik?: string; donorNpwp?: string };

/**
 * Why these zakat fields cannot go with a donation to a program of this type, or null: a zakat
 * program needs the kind, and only a zakat program takes a kind, NIK or NPWP (nothing of the
 * donor's identity is kept for an infaq that has no receipt to put it on). A count of jiwa or days
 * goes only with a zakat fitrah or a fidyah: a receipt must not say 'Zakat Maal untuk 4 jiwa'.
 */
export function zakatFieldsProblem(programType: string, fields: ZakatFields): { field: 'zakatKind' | 'zakatCount'; message: string } | null {
  if (programType === ZAKAT_PROGRAM_TYPE) {
    if (!fields.zakatKind) return { field: 'zakatKind', message: zakatMessages.kindRequired };
    return fields.zakatCount === undefined || isCountedZakatKind(fields.zakatKind) ? null : { field: 'zakatCount', message: zakatMessages.countNotCounted };
  }
  return fields.zakatKind || fields.zakatCount !== undefined || fields.donorNik || fields.donorNpwp ? { field: 'zakatKind', message: zakatMessages.notZakatProgram } : null;
}

/** The donation row's zakat columns from a checked request. */
export const zakatColumns = (fields: ZakatFields) => ({
  zakatKind: fields.zakatKind ?? null,
  zakatCount: fields.zakatCount ?? null,
  donorNik: fields.donorNik ?? null,
  donorNpwp: fields.donorNpwp ?? null,
});

/** A donation row's zakat columns. */
type StoredZakat = { zakatKind: string | null; zakatCount: number | null; donorNik: string | null; donorNpwp: string | null };

/** The jiwa or days, only on a donation that has them: every other answer stays as it was. */
const countOf = (donation: Pick<StoredZakat, 'zakatCount'>) => (donation.zakatCount === null ? {} : { count: donation.zakatCount });

/** What a stored donation was paid for, for paidForLabel (src/contract/paid-for.ts): its zakat or qurban share; null for an infaq. */
export function paidForOf(donation: Pick<StoredZakat, 'zakatKind' | 'zakatCount'> & { qurbanKind?: QurbanShareKind | null }): PaidFor {
  if (donation.qurbanKind) return { qurban: donation.qurbanKind };
  const kind = ZAKAT_KINDS.find((k) => k === donation.zakatKind);
  return kind ? { kind, count: donation.zakatCount } : null;
}

/** The receipt part of a zakat donation (null for any other), with its amil. */
export async function zakatReceiptOf(
  db: Db,
  donation: StoredZakat,
  masjidId: number | null,
): Promise<ZakatReceipt | null> {
  const kind = ZAKAT_KINDS.find((k) => k === donation.zakatKind);
  if (!kind) return null;
  const [mosque] = masjidId === null ? [] : await db.select({ nama: mosques.nama, telepon: mosques.telepon }).from(mosques).where(eq(mosques.id, masjidId)).limit(1);
  return {
    kind,
    ...countOf(donation),
    nik: donation.donorNik,
    npwp: donation.donorNpwp,
    amilName: amilName(mosque?.nama ?? null),
    amilPhone: mosque ? mosque.telepon : brand.contact.phone,
  };
}

/** A zakat donation's kind with the donor's numbers masked, for lists; null for any other donation. */
export function maskedZakatOf(donation: StoredZakat) {
  const kind = ZAKAT_KINDS.find((k) => k === donation.zakatKind);
  if (!kind) return null;
  return {
    kind,
    ...countOf(donation),
    nik: donation.donorNik === null ? null : maskIdentityNumber(donation.donorNik),
    npwp: donation.donorNpwp === null ? null : maskIdentityNumber(donation.donorNpwp),
  };
}
