// Build step (issue 47): which JavaScript files each route needs before it can answer a tap.
// A route's initial graph is the entry chunk, the route's own split chunks that run before it
// renders (component and loader), and everything those import statically. Dynamic imports
// (a sheet, a PDF, the map) are left out: they load on the tap or scroll that needs them.
// Written beside the server's render code (never served) for the per-route budget test.

export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** Route id ('/masjid/$slug') → the JS files of its initial graph, entry first. */
export type RouteJsGraph = Record<string, string[]>;
export const ROUTE_JS_FILE = 'route-js.json';

/** The split chunks that run before a route's first render; its error and pending parts do not. */
const beforeRender = (key: string) => {
  const parts = new URLSearchParams(key.split('?')[1] ?? '').get('tsr-split')?.split('---') ?? [];
  return parts.includes('component') || parts.includes('loader');
};

export function routeJsGraph(manifest: Manifest, routeFiles: ReadonlyMap<string, string>): RouteJsGraph {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the client manifest has no entry chunk');
  const closure = (keys: readonly string[]): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      if (chunk.file.endsWith('.js')) files.push(chunk.file);
      chunk.imports?.forEach(walk);
    };
    keys.forEach(walk);
    return [...new Set(files)];
  };
  const ownChunks = (file: string) => Object.keys(manifest).filter((k) =>
    ((k.startsWith(`src/${file}.tsx?`) || k.startsWith(`src/${file}.ts?`)) && beforeRender(k)) || k === `src/${file}.tsx` || k === `src/${file}.ts`);
  const graph: RouteJsGraph = {};
  for (const id of routeFiles.keys()) {
    // A layout route ('/admin') renders around every route under it ('/admin/donasi'); an index
    // route ('/masjid/') and a route escaped from its parent ('/masjid/$slug_/layar') do not.
    const chain = [...routeFiles.keys()].filter((p) => p === id || (!p.endsWith('/') && id.startsWith(`${p}/`)));
    graph[id] = closure([entry, ...chain.flatMap((p) => ownChunks(routeFiles.get(p)!))]);
  }
  return graph;
}
