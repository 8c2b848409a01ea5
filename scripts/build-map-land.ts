// `npm run map:land`: writes src/ui/map-land.json, the offline base layer of the maps: the land of
// Indonesia's region from Natural Earth (public domain), through the `world-atlas` package (ISC),
// clipped to the region and rounded, so it costs tens of kilobytes, not megabytes. The file is
// committed; run this again only to change the region or the detail.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { feature } from 'topojson-client';
import type { Topology, GeometryObject } from 'topojson-specification';
import type { Position } from 'geojson';

/** West, south, east, north: Indonesia with its neighbours, wide enough that the whole-country view shows no cut edge. */
export const REGION: [number, number, number, number] = [78, -32, 162, 26];
const DECIMALS = 2; // about 1 km: as fine as the 1:50m source itself
const SOURCE = 'world-atlas/land-50m.json';

type Ring = Position[];

/** Sutherland–Hodgman against one edge of the region. */
function clipEdge(ring: Ring, inside: (p: Position) => boolean, cross: (a: Position, b: Position) => Position): Ring {
  const out: Ring = [];
  for (let i = 0; i < ring.length; i += 1) {
    const current = ring[i]!;
    const previous = ring[(i + ring.length - 1) % ring.length]!;
    if (inside(current)) {
      if (!inside(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (inside(previous)) {
      out.push(cross(previous, current));
    }
  }
  return out;
}

const atX = (x: number) => (a: Position, b: Position): Position => [x, a[1]! + ((b[1]! - a[1]!) * (x - a[0]!)) / (b[0]! - a[0]!)];
const atY = (y: number) => (a: Position, b: Position): Position => [a[0]! + ((b[0]! - a[0]!) * (y - a[1]!)) / (b[1]! - a[1]!), y];

export function clipRing(ring: Ring, [w, s, e, n]: typeof REGION): Ring {
  let r = ring.slice(0, -1); // open ring
  r = clipEdge(r, (p) => p[0]! >= w, atX(w));
  r = clipEdge(r, (p) => p[0]! <= e, atX(e));
  r = clipEdge(r, (p) => p[1]! >= s, atY(s));
  r = clipEdge(r, (p) => p[1]! <= n, atY(n));
  return r;
}

/**
 * Longitudes made continuous along the ring: a ring across the 180th meridian (Eurasia by way of
 * Chukotka, Fiji) jumps from 180 to -180, and clipped as it is, that jump becomes a sliver of land
 * across the whole region.
 */
export function unwrap(ring: Ring): Ring {
  const out: Ring = [];
  for (const p of ring) {
    const previous = out.at(-1)?.[0];
    let lng = p[0]!;
    if (previous !== undefined) {
      while (lng - previous > 180) lng -= 360;
      while (lng - previous < -180) lng += 360;
    }
    out.push([lng, p[1]!]);
  }
  return out;
}

const round = (x: number) => Number(x.toFixed(DECIMALS));

/** Rounded, without repeated points, closed; null when too little is left to be land. */
function tidy(ring: Ring): Ring | null {
  const out: Ring = [];
  for (const p of ring) {
    const q = [round(p[0]!), round(p[1]!)];
    const last = out.at(-1);
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  if (out.length < 3) return null;
  out.push(out[0]!);
  return out;
}

function main() {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(fs.readFileSync(require.resolve(SOURCE), 'utf8')) as Topology;
  const land = feature(topology, topology.objects.land as GeometryObject);
  const geometries = 'features' in land ? land.features.map((f) => f.geometry) : [land.geometry];
  const polygons: Position[][][] = [];
  for (const g of geometries) {
    const parts = g.type === 'MultiPolygon' ? g.coordinates : g.type === 'Polygon' ? [g.coordinates] : [];
    for (const polygon of parts) {
      // Unwrapped, a ring may sit a turn away (it started east of the meridian): try each turn.
      for (const turn of [-360, 0, 360]) {
        const [outer, ...holes] = polygon.map((ring) => tidy(clipRing(unwrap(ring).map(([x, y]) => [x! + turn, y!]), REGION)));
        // A polygon whose outline lies outside the region is dropped with its holes (lakes).
        if (outer) polygons.push([outer, ...holes.filter((r): r is Ring => r !== null)]);
      }
    }
  }
  const out = {
    type: 'FeatureCollection',
    // Natural Earth is in the public domain; world-atlas (ISC, Mike Bostock) packages it as TopoJSON.
    attribution: 'Natural Earth (domain publik) melalui world-atlas',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons } }],
  };
  const target = path.join(process.cwd(), 'src/ui/map-land.json');
  fs.writeFileSync(target, JSON.stringify(out));
  console.log(`${target}: ${polygons.length} polygons, ${(fs.statSync(target).size / 1024).toFixed(0)} KB`);
}

// Run by `npm run map:land`; imported by its test without writing anything.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
