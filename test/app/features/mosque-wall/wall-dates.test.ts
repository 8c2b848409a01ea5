import { describe, expect, it } from 'vitest';
import { clockParts, formatHijriAt, formatMasehi } from '../../../../src/features/mosque-wall/wall-dates';

describe("the wall screen's dates", () => {
  const zone = 'Asia/Jakarta';

  it('turns the Hijri day at maghrib, as Kemenag counts it', () => {
    // Friday 27 November 2026 is 17 Jumadil Akhir 1448 (Kemenag's table); maghrib in Yogyakarta 17:45 WIB.
    expect(formatHijriAt(Date.parse('2026-11-27T10:44:00Z'), zone, '17:45')).toBe('17 Jumadil Akhir 1448 H');
    expect(formatHijriAt(Date.parse('2026-11-27T10:45:00Z'), zone, '17:45')).toBe('Malam 18 Jumadil Akhir 1448 H');
    // Past midnight it is still the 18th, now by day.
    expect(formatHijriAt(Date.parse('2026-11-27T17:30:00Z'), zone, '17:45')).toBe('18 Jumadil Akhir 1448 H');
  });

  it("writes the Masehi date in Indonesian and the clock in the mosque's zone", () => {
    expect(formatMasehi(Date.parse('2026-11-27T10:00:00Z'), zone)).toBe('Jumat, 27 November 2026');
    expect(clockParts(Date.parse('2026-11-27T10:42:05Z'), zone)).toEqual({ hm: '17:42', s: '05' });
    expect(clockParts(Date.parse('2026-11-27T10:42:05Z'), 'Asia/Jayapura')).toEqual({ hm: '19:42', s: '05' });
  });
});
