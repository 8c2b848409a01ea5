import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context, Next } from 'hono';
import { prerenderedPage, prerenderedTemplate, SSR_DIR } from '../../src/contract/prerendered.ts';
import type { FirstScreen } from './first-screen.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8',
};
const neverCached = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/*
 * The build's text files (pages, scripts, styles) gzipped once and kept, instead of read from disk
 * and compressed again for every request: under load that per-request work held a zlib stream, a
 * read buffer and a copy per request in flight, and the process's memory grew with them. Kept
 * while the file is unchanged (a rebuild under a running server is seen), and within a bound.
 */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.md']);
const KEPT_BYTES = 8 * 1024 * 1024;
type Kept = { version: string; gzip: Buffer };

/**
 * Serves the built app: hashed assets immutable, the shell, worker and manifest revalidated on
 * every load, and any other path that is not /api or /dev answered with the shell (deep links).
 * `firstScreen` fills a page in with its first screen's public data (http/first-screen.ts), its
 * largest images preloaded from its head.
 */
export function serveApp(distDir: string, firstScreen?: FirstScreen) {
  const root = path.resolve(distDir);
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  /** The file's gzip from memory (made on first use), or its bytes from disk. */
  const read = (rel: string): { body?: Buffer; gzip?: Buffer; file: string } | null => {
    const file = path.resolve(root, `.${rel}`);
    if (!file.startsWith(root + path.sep)) return null;
    try {
      const stat = fs.statSync(file);
      if (!stat.isFile()) return null;
      if (!COMPRESSIBLE.has(path.extname(file)) || stat.size < 1024) return { body: fs.readFileSync(file), file };
      const version = `${stat.mtimeMs}:${stat.size}`;
      const hit = kept.get(file);
      if (hit?.version === version) return { gzip: hit.gzip, file };
      const body = fs.readFileSync(file);
      const gzip = zlib.gzipSync(body, { level: 9 });
      if (hit) {
        kept.delete(file);
        keptBytes -= hit.gzip.length;
      }
      if (keptBytes + gzip.length <= KEPT_BYTES) {
        kept.set(file, { version, gzip });
        keptBytes += gzip.length;
      }
      return { body, gzip, file };
    } catch {
      return null;
    }
  };
  /** The kept gzip to a client that takes it, else the plain bytes (read again only for those few). */
  const send = (c: Context, found: { body?: Buffer; gzip?: Buffer; file: string }) => {
    if (found.gzip) {
      c.header('Vary', 'Accept-Encoding');
      if (/\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '')) {
        c.header('Content-Encoding', 'gzip');
        return c.body(view(found.gzip));
      }
    }
    return c.body(view(found.body ?? fs.readFileSync(found.file)));
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
    // The build's server-side entry is the server's, not a page's.
    if (rel.startsWith(`/${SSR_DIR}/`)) return next();
    const asset = rel !== '/' ? read(rel) : null;
    if (asset) {
      const ext = path.extname(asset.file);
      c.header('Content-Type', types[ext] ?? 'application/octet-stream');
      if (neverCached.has(rel)) c.header('Cache-Control', 'no-cache');
      else if (rel.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      else c.header('Cache-Control', 'public, max-age=3600');
      return send(c, asset);
    }
    // A missing file with an extension is a real 404, not the shell (a broken image stays broken).
    if (path.extname(rel) && !rel.endsWith('.html')) return next();
    // A route the build prerendered paints before its JavaScript; any other gets the bare shell.
    const template = prerenderedTemplate(rel);
    const shell = read(prerenderedPage(rel)) ?? (template ? read(template) : null) ?? read('/index.html');
    if (!shell) return c.text('Aplikasi belum dibangun. Jalankan npm run build.', 503);
    c.header('Content-Type', types['.html']!);
    c.header('Cache-Control', 'no-cache');
    const filled = firstScreen ? await firstScreen(rel, new URL(c.req.url).search, (shell.body ?? fs.readFileSync(shell.file)).toString('utf8')) : undefined;
    // A page with its own first screen is made per request (the compress middleware compresses it).
    return filled === undefined ? send(c, shell) : c.body(filled);
  };
}

/** The bytes as a Uint8Array without copying them. */
const view = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);
