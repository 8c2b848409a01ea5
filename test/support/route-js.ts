import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROUTE_JS_FILE, type RouteJsGraph } from '../../scripts/route-js-graph.ts';
import { SSR_DIR } from '../../src/contract/prerendered.ts';

/*
 * Issue 47: the initial JavaScript of each route where a shared link or the home screen lands,
 * from the build's own graph (scripts/route-js-graph.ts), in bytes as the server sends them.
 * The floor is /bantuan, a page of text: little more than the app's shell.
 */

export const FLOOR_ROUTE = '/bantuan';
export const LANDING_ROUTES = ['/', '/infaq', '/dzikir/', '/campaign/$slug/', '/kencleng-masjid/$slug/', '/masjid/$slug', '/zakat/', '/jadwal-sholat', '/tilawahku/', '/khataman/$id'];
/** Each landing route's initial JS, at most this many times the floor's. */
export const LANDING_JS_RATIO = 1.5;

export const readRouteJsGraph = (dist: string): RouteJsGraph => JSON.parse(fs.readFileSync(path.join(dist, SSR_DIR, ROUTE_JS_FILE), 'utf8')) as RouteJsGraph;

/** The bytes one built file costs on the wire: its .br where the build made one, tiny files as they are. */
export function sentBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : Math.min(fs.statSync(full).size, zlib.brotliCompressSync(fs.readFileSync(full)).length);
}

export const routeJsBytes = (dist: string, files: readonly string[]) => files.reduce((sum, f) => sum + sentBytes(dist, f), 0);
