import { describe, expect, it } from 'vitest';
import { routeJsGraph, type Manifest } from '../../scripts/route-js-graph.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['src/routes/masjid/$slug.tsx?tsr-split=component'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'], css: ['assets/shared.css'] },
  '_map.js': { file: 'assets/maplibre-view.js' },
  '_pdf.js': { file: 'assets/pdf-lib.js' },
  'src/routes/masjid/$slug.tsx?tsr-split=component': { file: 'assets/slug.js', imports: ['_shared.js'], dynamicImports: ['_map.js'] },
  'src/routes/masjid/$slug.tsx?tsr-split=errorComponent': { file: 'assets/slug-error.js', imports: ['_pdf.js'] },
  'src/routes/admin/route.tsx?tsr-split=component': { file: 'assets/admin-route.js' },
  'src/routes/admin/donasi.tsx?tsr-split=component': { file: 'assets/admin-donasi.js', imports: ['_shared.js'] },
  'src/routes/masjid/$slug_.layar.tsx?tsr-split=component': { file: 'assets/layar.js' },
};
const files = new Map([
  ['/masjid/$slug', 'routes/masjid/$slug'],
  ['/masjid/$slug_/layar', 'routes/masjid/$slug_.layar'],
  ['/admin', 'routes/admin/route'],
  ['/admin/donasi', 'routes/admin/donasi'],
]);

describe('a route’s initial JavaScript graph', () => {
  const graph = routeJsGraph(manifest, files);

  it('is the entry, the route’s component and their static imports, each file once', () => {
    expect(graph['/masjid/$slug']).toEqual(['assets/main.js', 'assets/runtime.js', 'assets/slug.js', 'assets/shared.js']);
  });

  it('leaves out what loads later: dynamic imports and the error component', () => {
    expect(graph['/masjid/$slug']).not.toContain('assets/maplibre-view.js');
    expect(graph['/masjid/$slug']).not.toContain('assets/pdf-lib.js');
    expect(graph['/masjid/$slug']).not.toContain('assets/slug-error.js');
  });

  it('counts the layout a route renders inside, not a route escaped from its parent', () => {
    expect(graph['/admin/donasi']).toEqual(['assets/main.js', 'assets/runtime.js', 'assets/admin-route.js', 'assets/admin-donasi.js', 'assets/shared.js']);
    expect(graph['/masjid/$slug_/layar']).toEqual(['assets/main.js', 'assets/runtime.js', 'assets/layar.js']);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => routeJsGraph({}, files)).toThrow(/no entry/);
  });
});
