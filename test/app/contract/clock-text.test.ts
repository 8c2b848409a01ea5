import { describe, expect, it } from 'vitest';
import { clockDots, dayAndTimeAt, timeOfDay, timeOfDayAt, zoneAbbreviation } from '../../../src/contract/clock-text';
import { TIME_ZONE_LABELS } from '../../../src/contract/mosque-times';

// Issue 40: one time format across the app, '11.50 WIB', for every time of a mosque's events.

describe('the one time format', () => {
  it("writes a stored 'HH:mm' the Indonesian way, with the zone's short name", () => {
    expect(timeOfDay('11:50', 'Asia/Jakarta')).toBe('11.50 WIB');
    expect(timeOfDay('12:00', 'Asia/Makassar')).toBe('12.00 WITA');
    expect(timeOfDay('04:05', 'Asia/Jayapura')).toBe('04.05 WIT');
    expect(timeOfDay('18:30', 'Asia/Pontianak')).toBe('18.30 WIB');
    expect(clockDots('00:00')).toBe('00.00');
  });

  it("reads an instant on the zone's own clock (24 hours, no am/pm)", () => {
    const fridayNoon = Date.parse('2026-12-04T04:45:00Z'); // 11.45 in Jakarta, 12.45 in Makassar
    expect(timeOfDayAt(fridayNoon, 'Asia/Jakarta')).toBe('11.45 WIB');
    expect(timeOfDayAt(fridayNoon, 'Asia/Makassar')).toBe('12.45 WITA');
    expect(timeOfDayAt(Date.parse('2026-12-04T12:05:00Z'), 'Asia/Jakarta')).toBe('19.05 WIB');
    expect(timeOfDayAt(Date.parse('2026-12-04T17:00:00Z'), 'Asia/Jakarta')).toBe('00.00 WIB');
  });

  it('writes a moment with its day: the weekday and date on the same clock as the time', () => {
    expect(dayAndTimeAt(Date.parse('2026-12-08T11:30:00Z'), 'Asia/Jakarta')).toBe('Selasa, 8 Desember, pukul 18.30 WIB');
    // 23.30 UTC on Monday is already Tuesday in Jakarta.
    expect(dayAndTimeAt(Date.parse('2026-12-07T23:30:00Z'), 'Asia/Jakarta')).toBe('Selasa, 8 Desember, pukul 06.30 WIB');
  });

  it("names a zone abroad by its own short name, and the mosque zones' labels come from the same function", () => {
    expect(zoneAbbreviation('Asia/Riyadh')).toBe('GMT+3');
    expect(TIME_ZONE_LABELS).toEqual({ 'Asia/Jakarta': 'WIB', 'Asia/Makassar': 'WITA', 'Asia/Jayapura': 'WIT' });
  });
});
