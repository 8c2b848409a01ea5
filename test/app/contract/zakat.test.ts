import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  NikSchema, NpwpSchema, fidyah, fitrahRateFor, maskIdentityNumber, monthlyIncomeNisab, nisabOfGold, twoAndAHalfPercent,
  zakatFitrah, zakatMaal, zakatPenghasilan, type MaalAssets,
} from '../../../src/contract/zakat';

const none: MaalAssets = { savings: 0, goldGrams: 0, silverValue: 0, investments: 0, receivables: 0, debtsDue: 0 };

describe('zakat maal', () => {
  // BAZNAS's worked examples as Sumatera Ekspres reprints them ("Ketahui, Ini 5 Jenis Zakat Maal",
  // figure credited to BAZNAS): gold at Rp1.000.000/g makes the nisab Rp85.000.000; 100 g of gold
  // owes Rp2.500.000, and so do savings of Rp100.000.000.
  it("BAZNAS's examples: 100 g of gold, and Rp100 juta of savings, at Rp1 juta a gram", () => {
    expect(nisabOfGold(1_000_000)).toBe(85_000_000);
    expect(zakatMaal({ ...none, goldGrams: 100 }, 1_000_000)).toEqual({ base: 100_000_000, nisab: 85_000_000, due: true, amount: 2_500_000 });
    expect(zakatMaal({ ...none, savings: 100_000_000 }, 1_000_000).amount).toBe(2_500_000);
  });

  // Okezone's worked example (reprinted by iNews Karawang, "Yuk Bayar Zakat Mal"): Rp5 juta cash,
  // Rp100 juta savings and deposits, a rented second house of Rp500 juta, 100 g of gold at
  // Rp670.000, less Rp5 juta of debt: 2.5% × Rp667.000.000 = Rp16.675.000; nisab Rp56.950.000.
  it("a published example: everything together, less the debt due", () => {
    const r = zakatMaal({ savings: 105_000_000, goldGrams: 100, silverValue: 0, investments: 500_000_000, receivables: 0, debtsDue: 5_000_000 }, 670_000);
    expect(r).toEqual({ base: 667_000_000, nisab: 56_950_000, due: true, amount: 16_675_000 });
  });

  it('the nisab edge: exactly 85 g worth is due, a rupiah less is not; debts can bring it under', () => {
    expect(zakatMaal({ ...none, savings: 85_000_000 }, 1_000_000)).toMatchObject({ due: true, amount: 2_125_000 });
    expect(zakatMaal({ ...none, savings: 84_999_999 }, 1_000_000)).toMatchObject({ due: false, amount: 0 });
    expect(zakatMaal({ ...none, savings: 90_000_000, receivables: 5_000_000, debtsDue: 10_000_001 }, 1_000_000)).toMatchObject({ base: 84_999_999, due: false });
    expect(zakatMaal({ ...none, savings: 1_000, debtsDue: 5_000 }, 1_000_000).base).toBe(0);
    // No gold price set: nothing is ever due rather than everything.
    expect(zakatMaal({ ...none, savings: 1_000_000 }, 0)).toMatchObject({ due: false, amount: 0 });
  });

  it('rounds up to a whole rupiah, never short', () => {
    expect(twoAndAHalfPercent(100_000_001)).toBe(2_500_001);
    expect(twoAndAHalfPercent(100_000_040)).toBe(2_500_001);
    expect(twoAndAHalfPercent(100_000_000)).toBe(2_500_000);
    expect(twoAndAHalfPercent(0)).toBe(0);
    // A fraction of a gram of gold is valued to the nearest rupiah before the 2.5%.
    expect(zakatMaal({ ...none, goldGrams: 85.5 }, 1_008_070)).toMatchObject({ base: 86_189_985, amount: 2_154_750 });
  });
});

describe('zakat penghasilan', () => {
  // Keputusan Ketua BAZNAS RI No. 13 Tahun 2025: nisab Rp85.685.927 a year, Rp7.140.494 a month.
  it('SK BAZNAS 13/2025: the monthly nisab is the yearly one over twelve, to the nearest rupiah', () => {
    expect(monthlyIncomeNisab(85_685_927)).toBe(7_140_494);
  });

  it('monthly: Rp10 juta of salary owes Rp250.000; under the nisab owes nothing; bonuses count', () => {
    const price = 1_000_000; // nisab Rp85 juta a year, Rp7.083.333 a month
    expect(zakatPenghasilan({ income: 10_000_000, otherIncome: 0, period: 'bulanan' }, price)).toEqual({ base: 10_000_000, nisab: 7_083_333, due: true, amount: 250_000 });
    expect(zakatPenghasilan({ income: 7_083_332, otherIncome: 0, period: 'bulanan' }, price)).toMatchObject({ due: false, amount: 0 });
    expect(zakatPenghasilan({ income: 7_000_000, otherIncome: 83_333, period: 'bulanan' }, price)).toMatchObject({ due: true, amount: 177_084 });
  });

  it('yearly: the whole nisab of 85 g', () => {
    expect(zakatPenghasilan({ income: 84_000_000, otherIncome: 0, period: 'tahunan' }, 1_000_000)).toMatchObject({ nisab: 85_000_000, due: false });
    expect(zakatPenghasilan({ income: 84_000_000, otherIncome: 1_000_000, period: 'tahunan' }, 1_000_000)).toMatchObject({ due: true, amount: 2_125_000 });
  });
});

describe('zakat fitrah and fidyah', () => {
  // Keputusan Ketua BAZNAS RI No. 14 Tahun 2025 (Jabodetabek): Rp47.000 or 2,5 kg / 3,5 l of rice a
  // person; fidyah Rp60.000 a person a day.
  it('SK BAZNAS 14/2025: a household of four in Jabodetabek', () => {
    expect(zakatFitrah(4, 47_000)).toEqual({ amount: 188_000, riceKg: 10, riceLitres: 14 });
    expect(zakatFitrah(0, 47_000)).toEqual({ amount: 0, riceKg: 0, riceLitres: 0 });
    expect(zakatFitrah(2.7, 47_000).amount).toBe(94_000);
  });

  it('SK BAZNAS 14/2025: fidyah for 30 days and for 7', () => {
    expect(fidyah(30, 60_000)).toBe(1_800_000);
    expect(fidyah(7, 60_000)).toBe(420_000);
    expect(fidyah(-3, 60_000)).toBe(0);
  });

  it("a regency's own fitrah rate, else the network's", () => {
    const figures = { fitrahDefault: 45_000, fitrahRates: [{ regencyCode: '31.73', regencyName: 'KOTA JAKARTA PUSAT', rate: 47_000 }] };
    expect(fitrahRateFor(figures, '31.73')).toBe(47_000);
    expect(fitrahRateFor(figures, '32.73')).toBe(45_000);
    expect(fitrahRateFor(figures, undefined)).toBe(45_000);
  });
});

describe('NIK and NPWP', () => {
  it('NIK: 16 digits, spaces allowed; anything else refused in Indonesian; empty is none', () => {
    expect(v.parse(NikSchema, '3171 2345 6789 0001')).toBe('3171234567890001');
    expect(v.parse(NikSchema, '')).toBeUndefined();
    expect(v.parse(NikSchema, undefined)).toBeUndefined();
    expect(v.safeParse(NikSchema, '317123456789000').issues?.[0]?.message).toBe('NIK harus 16 angka');
    expect(v.safeParse(NikSchema, '31712345678900011').success).toBe(false);
    expect(v.safeParse(NikSchema, '317123456789000x').success).toBe(false);
  });

  it('NPWP: 15 digits (01.234.567.8-901.000) or 16; masked in lists', () => {
    expect(v.parse(NpwpSchema, '01.234.567.8-901.000')).toBe('012345678901000');
    expect(v.parse(NpwpSchema, '3171234567890001')).toBe('3171234567890001');
    expect(v.safeParse(NpwpSchema, '01.234.567.8-901.00').issues?.[0]?.message).toBe('NPWP harus 15 atau 16 angka');
    expect(maskIdentityNumber('3171234567890001')).toBe('3171********0001');
    expect(maskIdentityNumber('012345678901000')).toBe('0123*******1000');
  });
});
