import type { Db } from '../client.ts';
import { fitrahHandOvers, fitrahPlans, mustahik } from '../schema.ts';
import { hijriDate } from '../../../src/contract/hijri.ts';
import { jakartaDate } from '../../../src/contract/jakarta-date.ts';
import type { Asnaf } from '../../../src/contract/mustahik.ts';

type Staff = { id: number; nama: string };
type Seed = { name: string; asnaf: Asnaf; household: number; address: string; nik?: string; phone?: string; rice: number; money: number };

/** Al-Akbar's register: ten households across the asnaf, each with a plan (rice in kg, money in rupiah). Names and numbers are made up. */
const REGISTER: readonly Seed[] = [
  { name: 'Ibu Sumarni', asnaf: 'fakir', household: 5, address: 'Gg. Mawar RT 03 RW 02', nik: '3578014107650001', phone: '81230001111', rice: 15, money: 250_000 },
  { name: 'Bapak Slamet Riyadi', asnaf: 'fakir', household: 4, address: 'Jl. Gayungan III No. 12', nik: '3578010305600002', rice: 12, money: 200_000 },
  { name: 'Mbah Kasiyem', asnaf: 'fakir', household: 1, address: 'Gg. Melati RT 01 RW 04', rice: 5, money: 100_000 },
  { name: 'Ibu Wartini', asnaf: 'miskin', household: 6, address: 'Jl. Pagesangan Baru No. 7', phone: '81330002222', rice: 15, money: 200_000 },
  { name: 'Bapak Darmaji', asnaf: 'miskin', household: 3, address: 'Gg. Kenanga RT 05 RW 01', rice: 10, money: 150_000 },
  { name: 'Keluarga Bapak Hadi', asnaf: 'miskin', household: 4, address: 'Jl. Ketintang Madya No. 40', nik: '3578012211780003', rice: 12, money: 150_000 },
  { name: 'Saudara Kevin Wijaya', asnaf: 'mualaf', household: 2, address: 'Jl. Gayung Kebonsari No. 5', rice: 5, money: 300_000 },
  { name: 'Bapak Rudi Hartono', asnaf: 'gharim', household: 4, address: 'Gg. Anggrek RT 02 RW 03', phone: '85730003333', rice: 10, money: 500_000 },
  { name: 'Ustadz Mahfud', asnaf: 'fisabilillah', household: 3, address: 'Pondok Tahfidz Al-Akbar', rice: 7.5, money: 300_000 },
  { name: 'Saudara Ilham (musafir)', asnaf: 'ibnu_sabil', household: 1, address: '', rice: 2.5, money: 150_000 },
];

/**
 * Al-Akbar's zakat fitrah distribution in this season: every household planned, four hand-overs
 * confirmed by a second staff member, two waiting for their witness, the rest still to hand over.
 */
export async function seedMustahik(db: Db, masjidId: number, staff: readonly [Staff, Staff], now: Date): Promise<void> {
  const season = hijriDate(jakartaDate(now)).year;
  const rows = await db.insert(mustahik).values(REGISTER.map((m, i) => ({
    masjidId, name: m.name, asnaf: m.asnaf, householdSize: m.household, address: m.address, nik: m.nik ?? null, phone: m.phone ?? null,
    createdBy: staff[0].id, createdAt: new Date(now.getTime() - (20 - i) * 86_400_000),
  }))).returning({ id: mustahik.id });
  await db.insert(fitrahPlans).values(REGISTER.map((m, i) => ({ mustahikId: rows[i]!.id, season, riceGrams: m.rice * 1000, money: m.money, updatedAt: now })));
  const [hander, witness] = staff;
  await db.insert(fitrahHandOvers).values([0, 1, 3, 6, 2, 7].map((i, n) => ({
    masjidId, mustahikId: rows[i]!.id, season, riceGrams: REGISTER[i]!.rice * 1000, money: REGISTER[i]!.money,
    handedBy: hander.id, handedByName: hander.nama, createdAt: new Date(now.getTime() - (6 - n) * 3_600_000),
    ...(n < 4 ? { confirmedBy: witness.id, confirmedByName: witness.nama, confirmedAt: new Date(now.getTime() - (5 - n) * 3_600_000) } : {}),
  })));
}
