import zlib from 'node:zlib';
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { accepts, compressAnswers } from '../../../server/http/compress.ts';

describe('compressing answers', () => {
  const app = new Hono();
  app.use('*', compressAnswers());
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Masjid ${i}` })) };
  app.get('/big', (c) => {
    c.header('ETag', '"v1"');
    return c.json(big);
  });
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  });

  it('gzips a JSON answer whole, with Vary and a weak ETag, and it reads back the same', async () => {
    const res = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('etag')).toBe('W/"v1"');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
  });

  it('sends brotli to a browser that takes it, with Vary and a weak ETag, and it reads back the same', async () => {
    for (const encoding of ['gzip, deflate, br, zstd', 'br;q=0.5, gzip;q=1']) {
      const res = await app.request('/big', { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('etag')).toBe('W/"v1"');
      expect(res.headers.get('content-length')).toBeNull();
      expect(JSON.parse(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
    }
  });

  it('gzips when brotli is refused', async () => {
    const res = await app.request('/big', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
  });

  it('leaves small answers, refused codings and no-transform answers as they are', async () => {
    for (const [path, encoding] of [['/small', 'gzip, br'], ['/big', 'identity'], ['/big', 'gzip;q=0'], ['/big', 'br;q=0, gzip;q=0'], ['/no-transform', 'gzip, br']] as const) {
      const res = await app.request(path, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.json()).toEqual(path === '/small' ? { ok: true } : big);
    }
  });
});

describe('reading Accept-Encoding', () => {
  it('takes a coding named with a quality above zero, or matched by a wildcard when not named', () => {
    expect(accepts('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(accepts('gzip, deflate, br, zstd', 'gzip')).toBe(true);
    expect(accepts('GZIP ; Q=0.5', 'gzip')).toBe(true);
    expect(accepts('br;q=0.001', 'br')).toBe(true);
    expect(accepts('*', 'br')).toBe(true);
    expect(accepts('gzip;q=0, *', 'gzip')).toBe(false); // named refusal beats the wildcard
    expect(accepts('*;q=0, br', 'br')).toBe(true);
    expect(accepts('br;q=0', 'br')).toBe(false);
    expect(accepts('br;q=0.000', 'br')).toBe(false);
    expect(accepts('x-br, brotli, gzip', 'br')).toBe(false); // other names that contain it
    expect(accepts('br;q=2', 'br')).toBe(false); // a quality out of range says nothing
    expect(accepts('br;q=abc', 'br')).toBe(false);
    expect(accepts('', 'br')).toBe(false);
    expect(accepts(undefined, 'gzip')).toBe(false);
  });

  it('agrees with the quality written for the coding, in any order, with spaces and other codings around', () => {
    const qualities = fc.oneof(fc.constant(undefined), fc.integer({ min: 0, max: 1000 }));
    const written = (q: number | undefined) => q === undefined ? '' : `;q=${q === 1000 ? '1' : (q / 1000).toFixed(3)}`;
    const others = fc.array(fc.record({ name: fc.constantFrom('gzip', 'deflate', 'zstd', 'identity', 'compress'), q: qualities }), { maxLength: 4 });
    fc.assert(fc.property(qualities, others, fc.nat(4), fc.constantFrom('', ' ', '  '), (q, rest, at, space) => {
      const parts = rest.map((o) => `${o.name}${written(o.q)}`);
      parts.splice(Math.min(at, parts.length), 0, `Br${space}${written(q).replace(';', `${space};${space}`)}`);
      expect(accepts(parts.join(`,${space}`), 'br')).toBe(q === undefined || q > 0);
    }));
  });
});
