import { describe, expect, it } from 'vitest';
import { formatBearing, qiblaBearing, turnToQibla } from '../../../../src/features/qibla/qibla';

describe('the qibla bearing', () => {
  it('from Jakarta is 295° (the published 295°09′), within 1°', () => {
    expect(Math.abs(qiblaBearing({ lat: -6.1754, lng: 106.8272 }) - (295 + 9 / 60))).toBeLessThan(1);
  });

  it('points north from due south of the Kaaba and west from east of it, nearby', () => {
    expect(qiblaBearing({ lat: 20.4225, lng: 39.8262 })).toBeCloseTo(0, 6);
    expect(Math.abs(qiblaBearing({ lat: 21.4225, lng: 40.8262 }) - 270)).toBeLessThan(0.5);
  });

  it('shows whole degrees', () => {
    expect(formatBearing(qiblaBearing({ lat: -6.1754, lng: 106.8272 }))).toBe('295°');
    expect(formatBearing(359.7)).toBe('0°');
  });

  it('says how far to turn, the short way', () => {
    expect(turnToQibla(0, 295)).toBe(-65);
    expect(turnToQibla(290, 295)).toBe(5);
    expect(turnToQibla(350, 10)).toBe(20);
  });
});
