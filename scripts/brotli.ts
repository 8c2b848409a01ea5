// Build step: writes `<file>.br` (brotli, quality 11 or 10) next to every text file of the build the
// server compresses, so it sends those bytes instead of its gzip to a browser that takes brotli:
// the scripts of `/` are ~15% smaller on the wire than at gzip level 9, at no CPU per request.
// Runs last, after the prerendered pages and the worker (sw.js) are written, so they get one too.
// The server sends a .br only if it decodes to its file's bytes (server/http/static.ts), so one
// left from an earlier build is never sent; and the worker's precache never lists them (its
// globPatterns name no .br, and its manifest is made before this step).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { COMPRESS_FROM_BYTES, COMPRESSIBLE_EXTENSIONS } from '../server/http/compressible.ts';
import { SSR_DIR } from '../src/contract/prerendered.ts';

const brotli = promisify(zlib.brotliCompress);

/*
 * 11 for the scripts, styles and pages a visit fetches; 10 for data (the Qur'an's surahs, fetched
 * one on use) and files over 512 KB (the map library): measured here, 10 comes within 1% of 11's
 * bytes on those in a seventh of the time; at 11 they took three quarters of this step's time.
 */
const quality = (file: string, size: number) => (path.extname(file) === '.json' || size > 512 * 1024 ? 10 : zlib.constants.BROTLI_MAX_QUALITY);

/** Every file under dir, recursively (paths relative to it are not needed). */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the brotli of each compressible file of dir at or above the size the server compresses. */
export async function writeBrotli(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  // The server-side entry (dist/ssr) is read by the server from disk, never sent.
  const serverSide = path.join(dir, SSR_DIR) + path.sep;
  const sources = filesUnder(dir).filter((file) => !file.startsWith(serverSide) && COMPRESSIBLE_EXTENSIONS.has(path.extname(file)) && fs.statSync(file).size >= COMPRESS_FROM_BYTES);
  let bytes = 0;
  let brotliBytes = 0;
  // A few at a time on zlib's thread pool: the build machine may have two cores.
  const queue = [...sources];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = fs.readFileSync(file);
      const br = await brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality(file, body.length),
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      fs.writeFileSync(`${file}.br`, br);
      bytes += body.length;
      brotliBytes += br.length;
    }
  };
  await Promise.all([worker(), worker()]);
  return { files: sources.length, bytes, brotliBytes };
}

export function brotliFiles(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'jariyah-brotli',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post', // after the prerender step ('pre') and the worker's build (vite-plugin-pwa's, unordered)
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const made = await writeBrotli(outDir);
        config.logger.info(`brotli: ${made.files} files, ${(made.bytes / 1024).toFixed(0)} KB → ${(made.brotliBytes / 1024).toFixed(0)} KB`);
      },
    },
  };
}
