import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context, Next } from 'hono';
import { prerenderedPage, prerenderedTemplate, SSR_DIR } from '../../src/contract/prerendered.ts';
import type { FirstScreen } from './first-screen.ts';
import { withPageMeta, type PageMeta } from './page-meta.ts';
import { accepts } from './compress.ts';
import { COMPRESS_FROM_BYTES, COMPRESSIBLE_EXTENSIONS } from './compressible.ts';

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
 * Beside the gzip, the brotli the build wrote next to the file (`<file>.br`, quality 11,
 * scripts/brotli.ts; 15% fewer bytes than gzip on the scripts), read once with it.
 */
const KEPT_BYTES = 8 * 1024 * 1024;
type Kept = { version: string; gzip: Buffer; br?: Buffer };
type Found = { body?: Buffer; gzip?: Buffer; br?: Buffer; file: string };

/**
 * The build's brotli of this file, only if it decodes to exactly these bytes: one left from an
 * earlier build, or written before the file changed, is never sent in its place.
 */
function builtBrotli(file: string, body: Buffer): Buffer | undefined {
  try {
    const br = fs.readFileSync(`${file}.br`);
    const decoded = zlib.brotliDecompressSync(br, { maxOutputLength: body.length + 1 });
    return decoded.equals(body) ? br : undefined;
  } catch {
    return undefined; // none, unreadable, or larger than the file: gzip serves
  }
}

/**
 * Serves the built app: hashed assets immutable, the shell, worker and manifest revalidated on
 * every load, and any other path that is not /api or /dev answered with the shell (deep links).
 * `firstScreen` fills a page in with its first screen's public data (http/first-screen.ts), its
 * largest images preloaded from its head; `pageMeta` writes a shared link's preview card (http/page-meta.ts).
 */
export function serveApp(distDir: string, firstScreen?: FirstScreen, pageMeta?: PageMeta) {
  const root = path.resolve(distDir);
  /*
   * The build's server-side entry and its chunks are the server's, never a browser's (a 1.95 MB
   * bundle once went out for //ssr/prerender.js): refused by where the file lies, so no spelling
   * of the path (doubled or encoded slashes) reaches it.
   */
  const serverOnly = path.join(root, SSR_DIR);
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  /** The file's gzip and brotli from memory (made on first use), or its bytes from disk. */
  const read = (rel: string): Found | null => {
    const file = path.resolve(root, `.${rel}`);
    // The build's .br files go out only as the coding of their own file, never as files.
    if (!file.startsWith(root + path.sep) || file.endsWith('.br')) return null;
    if (file === serverOnly || file.startsWith(serverOnly + path.sep)) return null;
    try {
      const stat = fs.statSync(file);
      if (!stat.isFile()) return null;
      if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file)) || stat.size < COMPRESS_FROM_BYTES) return { body: fs.readFileSync(file), file };
      const version = `${stat.mtimeMs}:${stat.size}`;
      const hit = kept.get(file);
      if (hit?.version === version) return { gzip: hit.gzip, br: hit.br, file };
      const body = fs.readFileSync(file);
      const gzip = zlib.gzipSync(body, { level: 9 });
      const br = builtBrotli(file, body);
      if (hit) {
        kept.delete(file);
        keptBytes -= hit.gzip.length + (hit.br?.length ?? 0);
      }
      const size = gzip.length + (br?.length ?? 0);
      if (keptBytes + size <= KEPT_BYTES) {
        kept.set(file, { version, gzip, br });
        keptBytes += size;
      }
      return { body, gzip, br, file };
    } catch {
      return null;
    }
  };
  /**
   * The kept brotli or gzip to a client that takes it (brotli first: fewer bytes), else the plain
   * bytes (read again only for those few).
   */
  const send = (c: Context, found: Found) => {
    if (found.gzip) {
      c.header('Vary', 'Accept-Encoding');
      const taken = c.req.header('Accept-Encoding');
      if (found.br && accepts(taken, 'br')) {
        c.header('Content-Encoding', 'br');
        return c.body(view(found.br));
      }
      if (accepts(taken, 'gzip')) {
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
    // The build's server-side entry is the server's, not a page's (nor a deep link's).
    if (rel.replace(/^\/+/, '/').startsWith(`/${SSR_DIR}/`)) return next();
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
    c.header('Content-Type', types['.html']);
    c.header('Cache-Control', 'no-cache');
    const shellText = () => (shell.body ?? fs.readFileSync(shell.file)).toString('utf8');
    const filled = firstScreen ? await firstScreen(rel, new URL(c.req.url).search, shellText) : undefined;
    const meta = pageMeta ? await pageMeta(rel) : undefined;
    // A page with its own first screen or card is made per request (the compress middleware compresses it).
    if (meta) return c.body(withPageMeta(filled ?? shellText(), meta));
    return filled === undefined ? send(c, shell) : c.body(filled);
  };
}

/** The bytes as a Uint8Array without copying them. */
const view = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);
