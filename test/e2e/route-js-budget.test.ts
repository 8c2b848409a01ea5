import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOOR_ROUTE, LANDING_JS_RATIO, LANDING_ROUTES, readRouteJsGraph, routeJsBytes, sentBytes } from '../support/route-js.ts';

/*
 * Issue 47: where a shared link lands, the page answers a tap without first downloading the rest
 * of the app. Each landing route's initial JavaScript (the entry, the route's own chunks and what
 * they import statically, as the build's manifest says, brotli as the server sends it) stays
 * within 1.5× the floor page's. Heavy or rare code (the PDF maker, the map library, the 404 page)
 * is never in it: it loads on the tap or scroll that needs it.
 */

const NEVER_INITIAL = /^(pdf-lib|maplibre-view|maplibre-gl|not-found)-/;
const dist = () => process.env.E2E_DIST_DIR!;
const listing = (files: readonly string[]) => files.map((f) => `${f} ${(sentBytes(dist(), f) / 1024).toFixed(1)} KB`).join('\n');

describe('each landing route loads what it shows', () => {
  it(`keeps its initial JavaScript within ${LANDING_JS_RATIO}× the floor page's`, () => {
    const routes = readRouteJsGraph(dist());
    const floor = routes[FLOOR_ROUTE];
    expect(floor, FLOOR_ROUTE).toBeDefined();
    const budget = routeJsBytes(dist(), floor!) * LANDING_JS_RATIO;
    for (const id of LANDING_ROUTES) {
      const files = routes[id];
      expect(files, id).toBeDefined();
      // A graph that lost the route's own code would pass any budget.
      expect(files!.filter((f) => !floor!.includes(f)).length, `${id} has chunks of its own\n${listing(files!)}`).toBeGreaterThan(0);
      const bytes = routeJsBytes(dist(), files!);
      expect(bytes, `${id}: ${(bytes / 1024).toFixed(1)} KB against ${(budget / 1024).toFixed(1)} KB\n${listing(files!)}`).toBeLessThanOrEqual(budget);
      expect(files!.filter((f) => NEVER_INITIAL.test(path.basename(f))), id).toEqual([]);
    }
  });
});
