import zlib from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { externalDefaults, originOf } from '../../src/contract/external.ts';

// The public tile service lies outside this machine: tests answer its requests with a plain
// generated 256×256 PNG (a light grid), and count them.

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG with grid lines every 64 px. */
export function tilePng(size = 256): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const line = x % 64 === 0 || y % 64 === 0;
      row.set(line ? [205, 218, 205] : [236, 240, 228], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** Serves every tile request of the context; returns the list of requested tile URLs. */
export async function mockMapTiles(context: BrowserContext, tileUrl: string = externalDefaults.mapTileUrl): Promise<string[]> {
  const requested: string[] = [];
  const body = tilePng();
  await context.route(`${originOf(tileUrl)}/**`, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, body, headers: { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' } });
  });
  return requested;
}
