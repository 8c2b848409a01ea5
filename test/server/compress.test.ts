import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from '../../server/http/compress.ts';

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

  it('leaves small answers, refused gzip and no-transform answers as they are', async () => {
    for (const [path, encoding] of [['/small', 'gzip'], ['/big', 'identity'], ['/big', 'gzip;q=0'], ['/no-transform', 'gzip']] as const) {
      const res = await app.request(path, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.json()).toEqual(path === '/small' ? { ok: true } : big);
    }
  });
});
