import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Answers up to this size are compressed in one call; larger ones stream through hono's compress (gzip). */
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
    const coding = answerCoding(c.req.header('Accept-Encoding'));
    if (!coding) return;
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (length < THRESHOLD || length > IN_ONE_CALL) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < THRESHOLD || body.byteLength > IN_ONE_CALL) {
      // With its length said, a small one is left alone and a large one streams below.
      c.res = new Response(body, res);
      c.res.headers.set('Content-Length', String(body.byteLength));
      return;
    }
    const packed = coding === 'br' ? zlib.brotliCompressSync(body, answerBrotli(body.byteLength)) : zlib.gzipSync(body);
    c.res = new Response(new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', coding);
    const vary = c.res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  });
}

/*
 * Brotli at quality 3 for answers made per request: measured on this machine against the gzip
 * (level 6) these answers had, it costs 0.6–0.9× the CPU on JSON of 2–15 KB and pages of
 * 25–38 KB, and the JSON comes out 8–14% smaller (pages 7% larger). Quality 4 costs up to 1.2×,
 * 5 up to 2×. The build's own files are brotli at quality 11, made once (scripts/brotli.ts).
 */
const answerBrotli = (size: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/** The coding an answer made per request goes out in: brotli when taken, else gzip, else none. */
function answerCoding(header: string | undefined): 'br' | 'gzip' | null {
  if (accepts(header, 'br')) return 'br';
  return accepts(header, 'gzip') ? 'gzip' : null;
}

/**
 * Whether an Accept-Encoding header takes this content coding: named (or matched by `*` when not
 * named) with a quality above zero (RFC 9110 §12.5.3). A name is case-insensitive; a malformed
 * quality counts as refusal, as it says nothing the server may rely on.
 */
export function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  let named: number | undefined;
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name !== coding && name !== '*') continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((s) => s.trim());
      if (key.toLowerCase() !== 'q') continue;
      q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    if (name === coding) named = Math.max(named ?? 0, q);
    else wildcard = Math.max(wildcard ?? 0, q);
  }
  return (named ?? wildcard ?? 0) > 0;
}
