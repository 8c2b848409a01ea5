import { describe, expect, it } from 'vitest';
import { describeDistance, formatDistance, formatTravelTime, travelMinutes, UNKNOWN_DISTANCE } from '../../../src/lib/distance';

describe('distance as the mosque screens show it', () => {
  it('shows less than a kilometre in whole metres', () => {
    expect(formatDistance(0.85)).toBe('850 m');
    expect(formatDistance(0.0004)).toBe('0 m');
    expect(formatDistance(0.9994)).toBe('999 m');
  });

  it('shows a kilometre or more in km with two decimals, Indonesian style', () => {
    expect(formatDistance(1.4249)).toBe('1,42 km');
    expect(formatDistance(1)).toBe('1,00 km');
    expect(formatDistance(1234.5)).toBe('1.234,50 km');
  });

  it('never says "1000 m": a distance that rounds to a kilometre reads in km', () => {
    expect(formatDistance(0.9996)).toBe('1,00 km');
  });
});

describe('travel time at 40 km/h', () => {
  it('rounds to whole minutes', () => {
    expect(travelMinutes(8)).toBe(12); // 8 km at 40 km/h is 12 minutes
    expect(travelMinutes(1.42)).toBe(2); // 2.13 minutes
    expect(travelMinutes(43.3)).toBe(65);
  });

  it('is at least one minute, even next door', () => {
    expect(travelMinutes(0)).toBe(1);
    expect(travelMinutes(0.2)).toBe(1);
  });

  it('reads as minutes, or hours and minutes', () => {
    expect(formatTravelTime(12)).toBe('12 menit');
    expect(formatTravelTime(59)).toBe('59 menit');
    expect(formatTravelTime(60)).toBe('1 jam');
    expect(formatTravelTime(65)).toBe('1 jam 5 menit');
    expect(formatTravelTime(643)).toBe('10 jam 43 menit');
  });

  it('gives both texts together, or nothing when the distance is unknown', () => {
    expect(describeDistance(8)).toEqual({ distance: '8,00 km', travel: '12 menit' });
    expect(describeDistance(0.715)).toEqual({ distance: '715 m', travel: '1 menit' });
    expect(describeDistance(null)).toBeNull();
    expect(describeDistance(Number.NaN)).toBeNull();
    expect(UNKNOWN_DISTANCE).toBe('Jarak tidak diketahui');
  });
});
