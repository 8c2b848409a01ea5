/**
 * The text files of the build worth compressing, and from which size: below it, the coding's
 * framing and the Content-Encoding header cost about what they save. Shared by the server
 * (http/static.ts keeps their gzip) and the build step that writes their brotli (scripts/brotli.ts).
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.md']);
export const COMPRESS_FROM_BYTES = 1024;
