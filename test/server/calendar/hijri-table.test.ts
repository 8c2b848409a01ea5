import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHijriTable } from '../../../scripts/hijri-table-source';
import { crescentAtSunset, monthStartAfter, REFERENCE_POINTS } from '../../../scripts/hijri-mabims';
import * as Astronomy from 'astronomy-engine';

describe('the generated MABIMS table', () => {
  it('is what the astronomy computes now (rerun scripts/build-hijri-table.ts if this fails)', () => {
    expect(readFileSync(path.resolve(import.meta.dirname, '../../../src/contract/hijri-table.ts'), 'utf8')).toBe(renderHijriTable());
  });

  it('reads the crescent as Kemenag reported it at Sabang on 28 Februari 2025 (≥ 3°, elongation about 6.4°)', () => {
    const conjunction = Astronomy.SearchMoonPhase(0, Astronomy.MakeTime(new Date('2025-02-25T00:00:00Z')), 10)!;
    const sabang = crescentAtSunset(conjunction.date, REFERENCE_POINTS[0]!.observer);
    expect(sabang.altitude).toBeGreaterThan(4);
    expect(sabang.altitude).toBeLessThan(5);
    expect(sabang.elongation).toBeGreaterThan(6.3);
    expect(sabang.elongation).toBeLessThan(6.6);
    expect(monthStartAfter(conjunction.date)).toBe('2025-03-01');
  });

  it('completes the month when the crescent is too low (19 Maret 2026: elongation ≤ 6.1°)', () => {
    const conjunction = Astronomy.SearchMoonPhase(0, Astronomy.MakeTime(new Date('2026-03-15T00:00:00Z')), 10)!;
    const sabang = crescentAtSunset(conjunction.date, REFERENCE_POINTS[0]!.observer);
    expect(sabang.elongation).toBeLessThan(6.4);
    expect(monthStartAfter(conjunction.date)).toBe('2026-03-21');
  });
});
