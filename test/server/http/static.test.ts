import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe('serving the built app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.x=1;');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    fs.mkdirSync(path.join(dist, 'prerendered', 'dzikir'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'prerendered', 'index.html'), '<!doctype html><title>home painted</title>');
    fs.writeFileSync(path.join(dist, 'prerendered', 'dzikir', 'asmaul-husna.html'), '<!doctype html><title>asmaul husna painted</title>');
    fs.writeFileSync(path.join(dist, 'prerendered', 'infaq.html'), '<!doctype html><html><head><title>infaq painted</title></head><body></body></html>');
    t = await createTestApp({ env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers deep links with the shell, never cached', async () => {
    const res = await t.app.request('/campaign/some-slug/donate');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>shell</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a prerendered route with its page, trailing slash or not, never cached', async () => {
    for (const [url, title] of [['/', 'home painted'], ['/dzikir/asmaul-husna', 'asmaul husna painted'], ['/dzikir/asmaul-husna/', 'asmaul husna painted']]) {
      const res = await t.app.request(url!);
      expect(await res.text()).toContain(`<title>${title}</title>`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    }
  });

  it('sends hashed assets without the page headers (no CSP, frame or referrer policy), nosniff kept', async () => {
    const res = await t.app.request('/assets/main-abc123.js');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy']) expect(res.headers.get(name)).toBeNull();
  });

  it('serves hashed assets immutable and compressed', async () => {
    const res = await t.app.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends a page gzipped once and kept, the same bytes as the file, and a rebuilt page at once', async () => {
    const page = path.join(dist, 'prerendered', 'dzikir.html');
    const html = (title: string) => `<!doctype html><title>${title}</title>${'<p>dzikir pagi petang</p>'.repeat(100)}`;
    fs.writeFileSync(page, html('first build'));
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request('/dzikir', { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(html('first build'));
    }
    expect(await (await t.app.request('/dzikir')).text()).toBe(html('first build'));
    fs.writeFileSync(page, html('second build!'));
    const res = await t.app.request('/dzikir', { headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(html('second build!'));
  });

  describe('brotli written by the build', () => {
    const script = `console.log(${JSON.stringify('bismillah '.repeat(600))});`;
    const brotli = (text: string) => zlib.brotliCompressSync(Buffer.from(text));
    const get = (encoding?: string, method = 'GET') => t.app.request('/assets/brotli-abc123.js', { method, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
    let file: string;
    beforeAll(() => {
      file = path.join(dist, 'assets', 'brotli-abc123.js');
      fs.writeFileSync(file, script);
      fs.writeFileSync(`${file}.br`, brotli(script));
    });

    it('sends the .br bytes to a browser that takes br, which decode to the file; same cache headers as gzip', async () => {
      for (const encoding of ['gzip, deflate, br, zstd', 'br', 'gzip;q=1, br;q=0.1', '*']) {
        const res = await get(encoding);
        expect(res.headers.get('content-encoding')).toBe('br');
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('content-type')).toMatch(/javascript/);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.equals(fs.readFileSync(`${file}.br`))).toBe(true);
        expect(zlib.brotliDecompressSync(bytes).toString('utf8')).toBe(script);
      }
    });

    it('sends the gzip when br is refused or not offered, and the plain file when neither is taken', async () => {
      for (const encoding of ['gzip, deflate', 'gzip, br;q=0', 'GZIP', '*, br;q=0']) {
        const res = await get(encoding);
        expect(res.headers.get('content-encoding')).toBe('gzip');
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(script);
      }
      for (const encoding of [undefined, 'identity', 'zstd', 'gzip;q=0, br;q=0', '*;q=0']) {
        const res = await get(encoding);
        expect(res.headers.get('content-encoding')).toBeNull();
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(await res.text()).toBe(script);
      }
    });

    it('answers HEAD with the headers of the brotli and no body', async () => {
      const res = await get('br', 'HEAD');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    });

    it('never sends a .br that is not of the file as it is now: a rebuilt page gets gzip until its own .br is written', async () => {
      const page = path.join(dist, 'prerendered', 'tasbih.html');
      const html = (title: string) => `<!doctype html><title>${title}</title>${'<p>subhanallah</p>'.repeat(100)}`;
      const body = async () => {
        const res = await t.app.request('/tasbih', { headers: { 'accept-encoding': 'gzip, br' } });
        const bytes = Buffer.from(await res.arrayBuffer());
        return [res.headers.get('content-encoding'), (res.headers.get('content-encoding') === 'br' ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes)).toString('utf8')];
      };
      fs.writeFileSync(page, html('first'));
      fs.writeFileSync(`${page}.br`, brotli(html('first')));
      expect(await body()).toEqual(['br', html('first')]);
      // The rebuild wrote the page but not its .br (which is left from the first build).
      fs.writeFileSync(page, html('second, longer'));
      expect(await body()).toEqual(['gzip', html('second, longer')]);
      // Same size and a .br written later than the page: still not this page's bytes.
      fs.writeFileSync(page, html('third, longer!'));
      fs.writeFileSync(`${page}.br`, brotli(html('second, longer')));
      expect(await body()).toEqual(['gzip', html('third, longer!')]);
      fs.writeFileSync(page, html('fourth'));
      fs.writeFileSync(`${page}.br`, brotli(html('fourth')));
      expect(await body()).toEqual(['br', html('fourth')]);
    });

    it('answers a .br file asked for by its own name 404, not as a download', async () => {
      expect((await t.app.request('/assets/brotli-abc123.js.br')).status).toBe(404);
    });
  });

  it('never caches the worker and the manifest', async () => {
    expect((await t.app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await t.app.request('/manifest.webmanifest')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file 404 rather than the shell, and refuses path traversal', async () => {
    expect((await t.app.request('/assets/missing-123.js')).status).toBe(404);
    const traversal = await t.app.request('/..%2f..%2fetc%2fpasswd');
    expect(await traversal.text()).not.toContain('root:');
  });

  it('keeps /api out of the shell', async () => {
    const res = await t.app.request('/api/unknown');
    expect(res.headers.get('content-type')).toMatch(/json/);
  });
});
