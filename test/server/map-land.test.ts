import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { clipRing, REGION, unwrap } from '../../scripts/build-map-land.ts';

// The maps' offline base layer: clipped to the region, and never a sliver from the 180th meridian.

type Land = { features: Array<{ geometry: { type: 'MultiPolygon'; coordinates: number[][][][] } }> };

describe('the offline land layer', () => {
  it('clips a ring to the region, keeping the part inside', () => {
    const square = [[80, 0], [200, 0], [200, 10], [80, 10], [80, 0]];
    const clipped = clipRing(square, REGION);
    expect(Math.max(...clipped.map((p) => p[0]!))).toBe(REGION[2]);
    expect(Math.min(...clipped.map((p) => p[0]!))).toBe(80);
  });

  it('unwraps a ring across the 180th meridian so it stays one piece', () => {
    expect(unwrap([[179, 0], [-179, 0], [-179, 1], [179, 1], [179, 0]]).map((p) => p[0])).toEqual([179, 181, 181, 179, 179]);
  });

  it('the committed file lies inside the region, with no edge across it and land where Indonesia is', () => {
    const land = JSON.parse(fs.readFileSync('src/ui/map-land.json', 'utf8')) as Land;
    const [w, s, e, n] = REGION;
    const polygons = land.features[0]!.geometry.coordinates;
    const points = polygons.flat(2);
    expect(points.every(([x, y]) => x! >= w && x! <= e && y! >= s && y! <= n)).toBe(true);
    // A ring crossing the region from side to side away from its edges is the meridian sliver.
    const slivers = polygons.flatMap((p) => p[0]!.slice(1).filter((q, i) => Math.abs(q[0]! - p[0]![i]![0]!) > 40 && q[1]! > s && q[1]! < n));
    expect(slivers).toEqual([]);
    const boxes = polygons.map((p) => p[0]!).map((ring) => [Math.min(...ring.map((q) => q[0]!)), Math.max(...ring.map((q) => q[0]!)), Math.min(...ring.map((q) => q[1]!)), Math.max(...ring.map((q) => q[1]!))]);
    const covers = (lng: number, lat: number) => boxes.some(([x0, x1, y0, y1]) => lng >= x0! && lng <= x1! && lat >= y0! && lat <= y1!);
    expect(covers(106.8, -6.2)).toBe(true); // Jakarta, Java
    expect(covers(100.5, 13.7)).toBe(true); // Bangkok, mainland Asia
    expect(fs.statSync('src/ui/map-land.json').size).toBeLessThan(160 * 1024);
  });
});
