import { describe, expect, it } from 'vitest';
import { addDays, clockInZone, dateInZone, instantOf, weekday, zoneOffset, zoneParts } from '../../../src/contract/zone-clock';

describe('dates and clocks in a zone', () => {
  const instant = Date.parse('2026-03-10T16:30:00Z'); // 23:30 WIB, 00:30 WITA, 01:30 WIT

  it('knows the date on the wall in each zone', () => {
    expect(dateInZone(instant, 'Asia/Jakarta')).toBe('2026-03-10');
    expect(dateInZone(instant, 'Asia/Makassar')).toBe('2026-03-11');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(weekday('2026-11-27')).toBe(5);
  });

  it('reads the parts of an instant, midnight as hour 0', () => {
    expect(zoneParts(instant, 'Asia/Jayapura')).toEqual({ year: 2026, month: 3, day: 11, hour: 1, minute: 30, second: 0 });
    expect(zoneParts(Date.parse('2026-03-10T17:00:05Z'), 'Asia/Jakarta')).toEqual({ year: 2026, month: 3, day: 11, hour: 0, minute: 0, second: 5 });
  });

  it('turns a wall clock into its instant and back, in zones with and without daylight saving', () => {
    expect(instantOf('2026-03-11', '01:30', 'Asia/Jayapura')).toBe(instant);
    expect(clockInZone(instant, 'Asia/Makassar')).toBe('00:30');
    expect(clockInZone(instant, 'Asia/Jakarta')).toBe('23:30');
    expect(zoneOffset(instant, 'Asia/Jakarta')).toBe(7 * 3_600_000);
    expect(zoneOffset(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(3_600_000);
    expect(zoneOffset(Date.parse('2026-01-01T12:00:00Z'), 'Europe/London')).toBe(0);
  });
});
