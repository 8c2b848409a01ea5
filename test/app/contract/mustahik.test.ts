import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  AMIL_TENTHS_MAX, FitrahHandOverForm, FitrahSeasonForm, MUSTAHIK_LIMITS, amilShareOf, fitrahBooks, isPlausibleNik, kgToGrams,
  maskMustahikPhone, maskNik, pendingLine,
} from '../../../src/contract/mustahik';

// The fitrah books: whatever comes in and goes out, rice in = out + amil + stock and money in =
// out + amil + balance; the amil never takes more than an eighth; a shortfall is named, never a
// silent negative.

const handOver = fc.record({
  riceGrams: fc.integer({ min: 0, max: MUSTAHIK_LIMITS.riceKgMax * 1000 }),
  money: fc.integer({ min: 0, max: MUSTAHIK_LIMITS.moneyMax }),
});
const books = fc.record({
  riceInGrams: fc.integer({ min: 0, max: 50_000_000 }),
  moneyIn: fc.integer({ min: 0, max: 5_000_000_000 }),
  handedOver: fc.array(handOver, { maxLength: 300 }),
  amilTenths: fc.integer({ min: -50, max: 500 }),
});

describe('fitrahBooks', () => {
  it('always balances, caps the amil at 1/8, and never goes negative without saying so', () => {
    fc.assert(fc.property(books, (input) => {
      const b = fitrahBooks(input);
      for (const [side, collected] of [[b.rice, input.riceInGrams], [b.money, input.moneyIn]] as const) {
        expect(side.in).toBe(collected);
        expect(side.in).toBe(side.out + side.amil + side.stock);
        expect(side.amil).toBeGreaterThanOrEqual(0);
        expect(side.amil * 8).toBeLessThanOrEqual(side.in);
        expect(Number.isInteger(side.stock) && Number.isInteger(side.amil)).toBe(true);
        expect(side.short).toBe(side.stock < 0 ? -side.stock : 0);
      }
      expect(b.rice.out).toBe(input.handedOver.reduce((s, h) => s + h.riceGrams, 0));
      expect(b.money.out).toBe(input.handedOver.reduce((s, h) => s + h.money, 0));
      expect(b.balanced).toBe(b.rice.short === 0 && b.money.short === 0);
      expect(b.warnings.length).toBe((b.rice.short ? 1 : 0) + (b.money.short ? 1 : 0));
    }), { numRuns: 500 });
  });

  it('takes the amil share the mosque set, within 0–12,5 %', () => {
    expect(amilShareOf(1_000_000, AMIL_TENTHS_MAX)).toBe(125_000);
    expect(amilShareOf(1_000_000, 999)).toBe(125_000);
    expect(amilShareOf(1_000_000, -10)).toBe(0);
    expect(amilShareOf(2_500, 100)).toBe(250);
    const b = fitrahBooks({ riceInGrams: 100_000, moneyIn: 2_000_000, handedOver: [{ riceGrams: 80_000, money: 1_500_000 }], amilTenths: 125 });
    expect(b.rice).toEqual({ in: 100_000, out: 80_000, amil: 12_500, stock: 7_500, short: 0 });
    expect(b.money).toEqual({ in: 2_000_000, out: 1_500_000, amil: 250_000, stock: 250_000, short: 0 });
    expect(b.balanced).toBe(true);
  });
});

describe('mustahik fields', () => {
  it('masks NIK and phone, keeping only enough to tell two apart', () => {
    expect(maskNik('3201234505900001')).toBe('3201********0001');
    expect(maskMustahikPhone('81234567890')).toBe('0812****7890');
    fc.assert(fc.property(fc.stringMatching(/^8\d{8,11}$/), (phone) => {
      const masked = maskMustahikPhone(phone);
      expect(masked).toHaveLength(phone.length + 1);
      expect(masked).toContain('*');
      expect(masked.replace(/\*/g, '').length).toBeLessThanOrEqual(8);
    }));
  });

  it('checks a NIK for its province, date and serial', () => {
    expect(isPlausibleNik('3201234505900001')).toBe(true);
    expect(isPlausibleNik('3201234505900000')).toBe(false);
    expect(isPlausibleNik('0901234505900001')).toBe(false);
    expect(isPlausibleNik('3201236505900001')).toBe(true); // a woman's day, raised by 40
    expect(isPlausibleNik('3201233513900001')).toBe(false);
    expect(isPlausibleNik('320123450590001')).toBe(false);
  });

  it('reads kg the Indonesian way and bounds a hand-over', () => {
    expect(kgToGrams('2,5')).toBe(2_500);
    expect(kgToGrams('12.125')).toBe(12_125);
    expect(kgToGrams('-1')).toBeNaN();
    expect(v.safeParse(FitrahHandOverForm, { mustahik_id: '1', rice_kg: '100', money: '10.000.000' }).success).toBe(true);
    expect(v.safeParse(FitrahHandOverForm, { mustahik_id: '1', rice_kg: '100,1', money: '0' }).success).toBe(false);
    expect(v.safeParse(FitrahHandOverForm, { mustahik_id: '1', rice_kg: '0', money: '0' }).success).toBe(false);
    expect(v.parse(FitrahSeasonForm, { masjid_id: '1', amil_percent: '12,5' }).amil_percent).toBe(125);
    expect(v.safeParse(FitrahSeasonForm, { masjid_id: '1', amil_percent: '12,6' }).success).toBe(false);
  });

  it("says plainly what is not yet handed over and how long is left before the Eid prayer", () => {
    const now = new Date('2027-03-08T00:00:00Z');
    expect(pendingLine({ households: 7, rice_grams: 84_000, money: 1_400_000 }, '2027-03-10T00:00:00Z', now))
      .toBe('Belum diserahkan: 7 keluarga, 84 kg, Rp 1.400.000 — 2 hari lagi sebelum salat Id');
    expect(pendingLine({ households: 1, rice_grams: 2_500, money: 0 }, '2027-03-08T05:00:00Z', now)).toContain('5 jam lagi');
    expect(pendingLine({ households: 1, rice_grams: 2_500, money: 0 }, '2027-03-07T05:00:00Z', now)).toContain('salat Id sudah lewat');
    expect(pendingLine({ households: 0, rice_grams: 0, money: 0 }, '2027-03-10T00:00:00Z', now)).toBe('Semua rencana penyaluran sudah diserahkan.');
  });
});

