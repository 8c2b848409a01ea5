import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'hono';
import { prerenderedPage } from '../../src/contract/prerendered.ts';
import { withImagePreloads, type LcpImages } from './lcp-preload.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8',
};
const neverCached = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built app: hashed assets immutable, the shell, worker and manifest revalidated on
 * every load, and any other path that is not /api or /dev answered with the shell (deep links).
 * `lcpImages` names the images a page's first screen is measured by, preloaded from its HTML.
 */
export function serveApp(distDir: string, lcpImages?: LcpImages) {
  const root = path.resolve(distDir);
  const read = (rel: string): { body: Buffer; file: string } | null => {
    const file = path.resolve(root, `.${rel}`);
    if (!file.startsWith(root + path.sep)) return null;
    try {
      if (!fs.statSync(file).isFile()) return null;
      return { body: fs.readFileSync(file), file };
    } catch {
      return null;
    }
  };
  return async (c: Context, next: Next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    if (rel.startsWith('/api/') || rel === '/api' || rel.startsWith('/dev/')) return next();
    const asset = rel !== '/' ? read(rel) : null;
    if (asset) {
      const ext = path.extname(asset.file);
      c.header('Content-Type', types[ext] ?? 'application/octet-stream');
      if (neverCached.has(rel)) c.header('Cache-Control', 'no-cache');
      else if (rel.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      else c.header('Cache-Control', 'public, max-age=3600');
      return c.body(new Uint8Array(asset.body));
    }
    // A missing file with an extension is a real 404, not the shell (a broken image stays broken).
    if (path.extname(rel) && !rel.endsWith('.html')) return next();
    // A route the build prerendered paints before its JavaScript; any other gets the bare shell.
    const shell = read(prerenderedPage(rel)) ?? read('/index.html');
    if (!shell) return c.text('Aplikasi belum dibangun. Jalankan npm run build.', 503);
    c.header('Content-Type', types['.html']!);
    c.header('Cache-Control', 'no-cache');
    const images = lcpImages ? await lcpImages(rel, new URL(c.req.url).search) : [];
    if (images.length === 0) return c.body(new Uint8Array(shell.body));
    return c.body(withImagePreloads(shell.body.toString('utf8'), images));
  };
}
