import fc from 'fast-check';

/*
 * Hostile inputs for the API fuzz suite (fuzz.test.ts): values, field names, bodies, headers,
 * methods and paths, each an arbitrary so a failure shrinks to a small case and a seed replays it.
 *
 * Nothing generated here contains the markers the suite looks for in answers ('    at ',
 * 'node_modules', 'select … from', 'insert into', 'Failed query', the server's paths): inputs are
 * echoed back by reads (a donor's prayer, a program's header), and an echo is not a leak.
 */

/** Text spliced verbatim into a JSON body: numbers JSON.stringify cannot write (1e400, -0, 30 digits). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A field's value before it is encoded: a JSON body keeps its type, a form or query string flattens it. */
export type FieldValue = string | number | boolean | null | RawJson | Blob | FieldValue[] | { pairs: Pair[] };
export type Pair = [string, FieldValue];

// ---------- values ----------

/** Strings that look like numbers, or nearly: what a form field holding a number may carry. */
export const NUMBERISH = [
  'NaN', 'Infinity', '-Infinity', '-0', '0', '-1', '-50000', '1e308', '1e309', '-1e308', '5e-324', '9007199254740993',
  '99999999999999999999999', '1e5', '0x1F', '0b101', '0o17', ' 42 ', '4.2', '50000.0', '1,000', '25.000',
  '1.000.000.000.000', '١٢٣', '１２３', '+62', '', ' ', '00000000001', '2147483648', '-2147483649', '1_000',
] as const;

/** Numbers as a JSON body carries them, including what JSON.parse turns into Infinity or -0. */
const HOSTILE_NUMBERS: FieldValue[] = [
  Number.MAX_SAFE_INTEGER + 2, -1, 0, 1.5, 1e308, -1e308, 5e-324, 2 ** 31, -(2 ** 31) - 1, 2 ** 53,
  new RawJson('1e400'), new RawJson('-1e400'), new RawJson('-0'), new RawJson('123456789012345678901234567890'),
  new RawJson('1E5'), new RawJson('0.1e1'),
];

const TRAVERSAL = [
  '../../etc/passwd', '..%2f..%2fetc%2fpasswd', '%2e%2e/%2e%2e/', '....//....//', '..\\..\\windows\\win.ini', '/etc/passwd',
  '../data/secrets.json', '%00', 'a%00.png',
];

const WEIRD = [
  '\u0000', 'a\u0000b', '\u0000\u0000\u0000', '\uD800', '\uDC00x', 'x\uDBFF', '\uDBFF\uDFFF', '\uFFFE', '\uFEFF', '\u202Eevil', '\u200B',
  'e\u0301', '👨‍👩‍👧‍👦', 'ﷺ', 'بِسْمِ اللَّهِ', 'null', 'undefined', 'true', '[]', '{}', '[object Object]', '<script>alert(1)</script>',
  "' OR '1'='1", "'; DROP TABLE users; --", '%', '%%', '_', '\\', '\\\\x00', '${7*7}', '{{7*7}}', '\r\nX-Injected: 1', '\t', ' ',
  'ID-', 'ID-0', 'ID--1', 'KM-1e3', 'ID-9999999999999999999', 'id-1', ' ID-1 ', '__proto__', 'constructor', 'toString',
  'data:image/png;base64,', 'data:image/png;base64,AAAA', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html,<b>',
];

/** Any UTF-16 code unit, so lone surrogates and NUL come up as often as letters. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** A long run of one character: past every maxLength, still well within the 3 MB body limit. */
const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '\u0000', '𝕏', '9', '-', ' ', '\uD800'), fc.integer({ min: 500, max: 120_000 }))
  .map(([c, n]) => c.repeat(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...WEIRD, ...TRAVERSAL, ...NUMBERISH), weight: 5 },
  { arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 24 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }), weight: 2 },
  { arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\uD800', '\uDFFF'), fc.string({ maxLength: 8 })).map((p) => p.join('')), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

/** Nested `{"a":{"a":…}}` (or arrays) thousands deep: a parser or a walker that recurses may fall over. */
const deepNesting = fc
  .tuple(fc.boolean(), fc.integer({ min: 50, max: 60_000 }))
  .map(([arrays, depth]) => new RawJson(arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

/** A file where text is expected (or the other way round), with bytes that are no image. */
const blob = fc
  .tuple(fc.uint8Array({ maxLength: 64 }), fc.constantFrom('image/png', 'text/plain', 'application/octet-stream', ''))
  .map(([bytes, type]) => new Blob([bytes], { type }));

/** Any value of any type, for any field. */
export const hostileValue: fc.Arbitrary<FieldValue> = fc.oneof(
  { arbitrary: hostileString, weight: 8 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 2 },
  { arbitrary: fc.oneof(fc.double(), fc.integer(), fc.bigInt().map((n) => new RawJson(n.toString()))), weight: 1 },
  { arbitrary: fc.constantFrom<FieldValue>(true, false, null, [], { pairs: [] }), weight: 2 },
  { arbitrary: fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.tuple(hostileString, hostileString).map(([k, v]): FieldValue => ({ pairs: [[k, v]] })), weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: blob, weight: 1 },
);

/** Field names no action declares, some of them traps for code that copies keys into objects. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'role', 'userId', 'status', 'id', 'a[]', 'a[b]', '', ' ', 'kode', 'a.b', 'a\u0000'),
  fc.string({ unit: anyCodeUnit, maxLength: 12 }),
);

// ---------- bodies ----------

/** Serialises pairs as a JSON object, RawJson verbatim, so duplicate keys and `__proto__` survive. */
export function toJsonText(value: FieldValue): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Blob) return '{}';
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') return `{${value.pairs.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** What a form field or query parameter would carry for a value of another type. */
export function asFormText(value: FieldValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (value instanceof Blob) return '[object Blob]';
  if (value === null) return '';
  if (Array.isArray(value) || typeof value === 'object') return toJsonText(value);
  return String(value);
}

/** Pairs flattened for a query string or urlencoded form: an array becomes the key repeated. */
export function flatPairs(pairs: Pair[]): [string, string][] {
  return pairs.flatMap(([k, v]): [string, string][] => (Array.isArray(v) ? v.map((item): [string, string] => [k, asFormText(item)]) : [[k, asFormText(v)]]));
}

export function multipartBody(pairs: Pair[]): FormData {
  const form = new FormData();
  for (const [k, v] of pairs) {
    if (v instanceof Blob) form.append(k, v, 'x.png');
    else if (Array.isArray(v)) for (const item of v) form.append(k, asFormText(item));
    else form.append(k, asFormText(v));
  }
  return form;
}

/** Bytes that are not UTF-8: stray continuation bytes, overlong forms, encoded surrogates, cut sequences. */
const INVALID_UTF8: number[][] = [[0xff], [0xfe, 0xff], [0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x80], [0xf0, 0x9f, 0x98], [0x00]];

export const invalidUtf8 = fc
  .array(fc.oneof(fc.constantFrom(...INVALID_UTF8), fc.string({ maxLength: 6 }).map((s) => [...new TextEncoder().encode(s)])), { minLength: 1, maxLength: 8 })
  .map((chunks) => new Uint8Array(chunks.flat()));

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

/** Bodies that are broken whatever the parser: JSON, multipart and urlencoded gone wrong. */
export const brokenBody: fc.Arbitrary<{ contentType: string | undefined; body: string | Uint8Array }> = fc.oneof(
  fc.constantFrom(
    { contentType: 'application/json', body: '{' },
    { contentType: 'application/json', body: '{"price": }' },
    { contentType: 'application/json', body: '' },
    { contentType: 'application/json', body: 'null' },
    { contentType: 'application/json', body: '[1,2]' },
    { contentType: 'application/json', body: '"text"' },
    { contentType: 'application/json', body: '{"a":1}{"b":2}' },
    { contentType: 'application/json', body: "{'single': 'quotes'}" },
    { contentType: 'application/json', body: '{"a":NaN}' },
    { contentType: 'application/json', body: '\uFEFF{"a":1}' },
    { contentType: 'application/json; charset=utf-16', body: '{"a":1}' },
    { contentType: 'multipart/form-data', body: 'no boundary at all' },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="price"\r\n\r\n50000` },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n` },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\n\r\nno headers\r\n--${BOUNDARY}--\r\n` },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"; filename="../../x"\r\nContent-Type: image/png\r\n\r\n\u0000\u0001\r\n--${BOUNDARY}--\r\n` },
    { contentType: 'multipart/form-data; boundary=', body: '--\r\n' },
    { contentType: 'application/x-www-form-urlencoded', body: '%' },
    { contentType: 'application/x-www-form-urlencoded', body: 'a=%ff%fe&b=%zz&%=1&&==' },
    { contentType: 'application/x-www-form-urlencoded', body: 'price=50000&price=1&price[]=2&__proto__[x]=1' },
    { contentType: 'application/x-www-form-urlencoded; charset=latin1', body: 'donorName=%E9' },
    { contentType: 'text/plain', body: 'price=50000' },
    { contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "/etc/passwd">]><x>&e;</x>' },
    { contentType: 'application/json, multipart/form-data', body: '{}' },
    { contentType: 'APPLICATION/JSON', body: '{"a":1}' },
    { contentType: undefined, body: '{"a":1}' },
  ),
  fc.tuple(fc.constantFrom('application/json', 'application/x-www-form-urlencoded', `multipart/form-data; boundary=${BOUNDARY}`, 'text/plain', 'garbage/;;;', undefined), invalidUtf8)
    .map(([contentType, body]) => ({ contentType, body })),
  fc.tuple(fc.constantFrom('application/json', 'application/x-www-form-urlencoded', `multipart/form-data; boundary=${BOUNDARY}`), invalidUtf8)
    .map(([contentType, bytes]) => {
      // Invalid bytes inside an otherwise well-formed body, where a value would be.
      const head = new TextEncoder().encode(
        contentType.startsWith('multipart')
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="donorName"\r\n\r\n`
          : contentType === 'application/json' ? '{"donorName":"' : 'donorName=',
      );
      const tail = new TextEncoder().encode(contentType.startsWith('multipart') ? `\r\n--${BOUNDARY}--\r\n` : contentType === 'application/json' ? '"}' : '');
      return { contentType, body: new Uint8Array([...head, ...bytes, ...tail]) };
    }),
);

// ---------- headers ----------

/** Header values a real client could send: Latin-1 without NUL, CR or LF (fetch refuses those). */
export const headerText = fc
  .string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 40 })
  .map((s) => s.trim());

export const hostileHeaderValue = fc.oneof(
  headerText,
  fc.constantFrom('', 'null', 'undefined', '__proto__', 'constructor', '../../etc/passwd', '%00', 'ä'.repeat(300), 'x'.repeat(9000)),
);

/** Session cookies as a browser, a stale tab or an attacker would send them. */
export const garbageCookie = fc.oneof(
  headerText.map((s) => `jariyah_session=${s.replaceAll(';', '')}`),
  fc.constantFrom(
    'jariyah_session=', 'jariyah_session', '=', ';;;', 'jariyah_session="quoted"', 'jariyah_session=%ff%fe', 'jariyah_session=%00',
    `jariyah_session=${'a'.repeat(5000)}`, 'jariyah_session=a; jariyah_session=b', 'other=1; jariyah_session=../../x', '__proto__=1',
  ),
);

export const garbageIdempotencyKey = fc.oneof(
  fc.constantFrom('', 'short', 'x'.repeat(101), 'has space in it', '../../../../', '%00%00%00%00', 'ÄÖÜäöüßéèê'),
  headerText,
);

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

/** Peers: random addresses so per-address limits rarely bite, now and then the same unknown one. */
export const peer: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.ipV4(), weight: 8 },
  { arbitrary: fc.ipV6(), weight: 2 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

// ---------- paths ----------

export const hostilePath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '/', '/index.html', '/sw.js', '/manifest.webmanifest', '/assets/app.js', '/assets/missing.js', '/campaign/renovasi', '/donation/ABC/checkout',
    '/favicon.ico', '/missing.png', '/../package.json', '/%2e%2e/package.json', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/server/app.ts', '/%00', '/index.html%00.png', '/%ff', '/%', '/%c0%ae%c0%ae/etc/passwd',
    '//etc/passwd', '/.env', '/.git/config', '/server/app.ts', '/node_modules/hono/package.json', '/data/secrets.json',
    '/uploads/', '/uploads/x.png', '/uploads/../secrets.json', '/uploads/..%2fsecrets.json', '/uploads/%2e%2e%2fsecrets.json',
    '/uploads/abc.png%00', '/uploads/abc.svg', '/uploads/aaaa-bbbb.webp', `/uploads/${'a'.repeat(2000)}.png`,
    '/dev/outbox', '/dev/', '/dev/../api/health', '/dev/%2e%2e/api/health',
    '/api', '/api/', '/api/health', '/api/health/live', '/api/health/ready', '/api/campaign', '/api/campaign/', '/api/CAMPAIGN', '/api/campaign/x',
    '/api/campaign/../admin', '/api/%2e%2e/admin', '/api/campaign%00', '/api/campaign%2f..%2fadmin', '/api/admin', '/api/__proto__',
    '/api/constructor', '/api/toString', '/api/payment', '/api/payment/notify', '/api/payment/notify/', '/api/payment/%2e%2e/notify',
    '/api/unknown', `/api/${'a'.repeat(3000)}`, '/api/campaign?kode=get_campaign_limit', '/api/campaign?%ff=%fe', '/api/campaign?a=%',
  ),
  fc.tuple(fc.constantFrom('/', '/api/', '/uploads/', '/assets/', '/dev/'), fc.string({ unit: anyCodeUnit, maxLength: 20 }))
    .map(([base, rest]) => base + encodeURIComponentLoose(rest)),
);

/** Percent-encodes what a URL cannot hold, lone surrogates included (as %ED%A0%80, which no decoder accepts). */
function encodeURIComponentLoose(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
    else if (/[A-Za-z0-9._~/-]/.test(ch)) out += ch;
    else out += encodeURIComponent(ch);
  }
  return out;
}
