import { describe, expect, it } from 'vitest';
import { mapQuery } from '../../../../src/features/masjid/map-query';

describe('what the mosque map asks for', () => {
  it('widens its bounds to whole hundredths, so a small pan asks the same question', () => {
    const a = mapQuery({ bounds: { west: 106.6231, south: -6.3412, east: 107.0318, north: -6.0107 }, center: { lat: -6.17543, lng: 106.82718 } });
    expect(a).toEqual({ bbox: { west: 106.62, south: -6.35, east: 107.04, north: -6.01 }, center: { lat: -6.175, lng: 106.827 } });
    const b = mapQuery({ bounds: { west: 106.6239, south: -6.3419, east: 107.0311, north: -6.0101 }, center: { lat: -6.1756, lng: 106.8271 } });
    expect(b.bbox).toEqual(a.bbox);
  });

  it('stays on the globe when zoomed far out', () => {
    const q = mapQuery({ bounds: { west: -250.1, south: -95, east: 300, north: 91 }, center: { lat: 0, lng: 0 } });
    expect(q.bbox).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });
});
