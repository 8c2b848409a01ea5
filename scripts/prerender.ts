// Build step: paints each route before any JavaScript runs. After the client build, the same
// routes and components are built for Node (src/prerender.tsx), every route without parameters
// is rendered to HTML, and dist/prerendered/<path>.html is written with that markup and the CSS
// its first screen needs inline. New routes get it by existing.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import { prerenderedPage, SSR_DIR, SSR_ENTRY, templateSamples, withAppMarkup } from '../src/contract/prerendered.ts';

import { ROUTE_JS_FILE, routeJsGraph, type Manifest } from './route-js-graph.ts';
type Entry = { prerenderPaths(): string[]; renderRoute(path: string): Promise<{ html: string; routeIds: string[] }> };


/** The source file of each route id, read from the generated route tree. */
function routeFiles(root: string): Map<string, string> {
  const tree = fs.readFileSync(path.join(root, 'src/routeTree.gen.ts'), 'utf8');
  const imports = new Map([...tree.matchAll(/import \{ Route as (\w+)Import \} from '\.\/(routes\/[^']+)'/g)].map((m) => [m[1]!, m[2]!]));
  // Route ids are full ("/admin/"), as the router's matches carry them.
  const byId = /export interface FileRoutesById \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  const files = new Map<string, string>();
  for (const m of byId.matchAll(/'([^']+)': typeof (\w+?)(?:WithChildren)?\n/g)) {
    const file = imports.get(m[2]!);
    if (file) files.set(m[1]!, file);
  }
  return files;
}

/** The CSS a route component needs, walked through the client manifest's static imports. */
function routeCss(manifest: Manifest, routeFile: string): string[] {
  const key = Object.keys(manifest).find((k) => k.startsWith(`src/${routeFile}.tsx?`) && k.includes('tsr-split=component'))
    ?? Object.keys(manifest).find((k) => k === `src/${routeFile}.tsx`);
  const seen = new Set<string>();
  const css = new Set<string>();
  const walk = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(walk);
  };
  if (key) walk(key);
  return [...css];
}

export function prerender(options: { plugins: () => PluginOption[] }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'jariyah-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'pre', // before the worker's precache manifest is made, so the pages are in it
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const manifestFile = path.join(outDir, '.vite', 'manifest.json');
        const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
        fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
        // Kept beside the app for the server, which renders pages with their data from it
        // (server/http/first-screen.ts); whole, so it runs from wherever the build is put.
        const serverDir = path.join(outDir, SSR_DIR);
        {
          await build({
            root: config.root, configFile: false, logLevel: 'warn', mode: config.mode, plugins: options.plugins(),
            ssr: { noExternal: true }, publicDir: false,
            build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, target: 'node20' },
          });
          const entry = (await import(pathToFileURL(path.join(serverDir, SSR_ENTRY)).href)) as Entry;
          const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const files = routeFiles(config.root);
          fs.writeFileSync(path.join(serverDir, ROUTE_JS_FILE), JSON.stringify(routeJsGraph(manifest, files), null, 1));
          const entryCss = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)">/g)].map((m) => m[1]!);
          for (const urlPath of [...entry.prerenderPaths(), ...templateSamples()]) {
            const { html, routeIds } = await entry.renderRoute(urlPath);
            const routeFilesOfPage = routeIds.map((id) => files.get(id)).filter((f): f is string => !!f);
            const css = [...new Set([...entryCss, ...routeFilesOfPage.flatMap((f) => routeCss(manifest, f))])];
            const style = css.map((f) => fs.readFileSync(path.join(outDir, f), 'utf8')).join('\n');
            const page = withAppMarkup(template
              // No modulepreloads of the route's chunks: fetched before the first paint they compete
              // with it on a slow network, and the page is on screen without them.
              .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
              .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
              .replace('</head>', `<style>${style}</style></head>`), html);
            const file = path.join(outDir, `.${prerenderedPage(urlPath)}`);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, page);
          }
        }
      },
    },
  };
}
