import { describe, expect, it } from 'vitest';
import { distanceKm, initialBearing } from '../../../src/lib/geo';

describe('great-circle helpers', () => {
  it('measures Jakarta–Bandung at about 116 km on a 6371 km sphere', () => {
    expect(distanceKm({ lat: -6.1754, lng: 106.8272 }, { lat: -6.9175, lng: 107.6191 })).toBeCloseTo(120, -1);
  });
  it('is zero for the same point and symmetric', () => {
    const a = { lat: -6.2, lng: 106.8 };
    const b = { lat: 3.59, lng: 98.67 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
  it('gives a quarter of the equator as 10 007.5 km', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });
  it('gives compass bearings: north 0°, east 90°, south 180°, west 270°', () => {
    const o = { lat: 0, lng: 0 };
    expect(initialBearing(o, { lat: 10, lng: 0 })).toBeCloseTo(0, 9);
    expect(initialBearing(o, { lat: 0, lng: 10 })).toBeCloseTo(90, 9);
    expect(initialBearing(o, { lat: -10, lng: 0 })).toBeCloseTo(180, 9);
    expect(initialBearing(o, { lat: 0, lng: -10 })).toBeCloseTo(270, 9);
  });
});
