import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Answers up to this size are gzipped in one call; larger ones stream through hono's compress. */
const IN_ONE_CALL = 1024 * 1024;
const THRESHOLD = 1024;

/*
 * The API's answers are small JSON made whole in memory: gzipping each in one synchronous call
 * leaves nothing behind it. Piped through a CompressionStream (hono's compress), every answer in
 * flight held a web stream and a zlib context until the collector found them, and under 64
 * concurrent clients the process's memory grew by tens of megabytes with them. Same rules as
 * hono's (threshold, types, no-transform, Vary, weak ETag), which still handles larger bodies.
 */
export function compressAnswers(): MiddlewareHandler {
  const streaming = compress({ threshold: THRESHOLD });
  return (c, next) => streaming(c, async () => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.status === 206 || !res.body || res.headers.has('Content-Encoding') || res.headers.has('Transfer-Encoding')) return;
    const type = res.headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (length < THRESHOLD || length > IN_ONE_CALL) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < THRESHOLD || body.byteLength > IN_ONE_CALL) {
      // With its length said, a small one is left alone and a large one streams below.
      c.res = new Response(body, res);
      c.res.headers.set('Content-Length', String(body.byteLength));
      return;
    }
    const gzip = zlib.gzipSync(body);
    c.res = new Response(new Uint8Array(gzip.buffer as ArrayBuffer, gzip.byteOffset, gzip.byteLength), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', 'gzip');
    const vary = c.res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  });
}

/** gzip named in Accept-Encoding (or a wildcard) with a quality above zero. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}
