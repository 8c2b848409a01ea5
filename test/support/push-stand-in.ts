import { createECDH, createPublicKey, randomBytes, verify, type ECDH, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import * as v from 'valibot';
import { PushPayloadSchema, type PushPayload } from '../../src/contract/pesan.ts';

/*
 * A push service on loopback, as FCM or Mozilla's would be to the server: it checks every
 * request's VAPID token (ES256 signature against the key in `k=`, aud = its own origin, exp in
 * the future and within 24 h, RFC 8292), notes the moment each message arrives, answers 201, and
 * decrypts the bodies afterwards with each subscription's private key (aes128gcm, RFC 8291) — so
 * the bench's timing is the sender's, not this stand-in's decryption. http_ece is the package
 * web-push itself encrypts with (MIT, github.com/web-push-libs/encrypted-content-encoding).
 */

const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, opts: Record<string, unknown>): Buffer };

export type Receipt = {
  path: string;
  /** Wall-clock ms when the request's headers arrived. */
  at: number;
  token: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  body: Buffer;
};

export type StandInSubscription = { endpoint: string; p256dh: string; auth: string };

type Claims = { aud: string; exp: number; sub: string };

export type PushStandIn = Awaited<ReturnType<typeof startPushStandIn>>;

export async function startPushStandIn(options: { vapidPublicKey: string; wallClock?: () => number }) {
  const wallClock = options.wallClock ?? Date.now;
  const receipts: Receipt[] = [];
  /** Requests turned away, with the reason (a bad token must never be counted as delivered). */
  const rejected: { path: string; reason: string }[] = [];
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const verifiedTokens = new Map<string, Claims>();
  const signer = vapidKeyObject(options.vapidPublicKey);
  let origin = '';

  const tokenProblem = (authorization: string | undefined): { token: string; problem?: string } => {
    const match = /^vapid t=([A-Za-z0-9_.-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
    if (!match) return { token: '', problem: 'no vapid authorization' };
    const [, token, key] = match as unknown as [string, string, string];
    if (key !== options.vapidPublicKey) return { token, problem: 'unknown k' };
    let claims = verifiedTokens.get(token);
    if (!claims) {
      const [header, payload, signature] = token.split('.');
      if (!header || !payload || !signature) return { token, problem: 'malformed jwt' };
      const alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string }).alg;
      const good = alg === 'ES256' && verify('sha256', Buffer.from(`${header}.${payload}`), { key: signer, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
      if (!good) return { token, problem: 'bad signature' };
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
      verifiedTokens.set(token, claims);
    }
    const nowS = wallClock() / 1000;
    if (claims.aud !== origin) return { token, problem: `aud ${claims.aud}` };
    if (!(claims.exp > nowS) || claims.exp > nowS + 24 * 3600) return { token, problem: `exp ${claims.exp}` };
    if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { token, problem: 'sub' };
    return { token };
  };

  const server = http.createServer((req, res) => {
    const at = wallClock();
    const path = req.url ?? '';
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (path.startsWith('/gone/')) {
        res.writeHead(410).end();
        return;
      }
      if (req.method !== 'POST' || !keys.has(path)) {
        res.writeHead(404).end();
        return;
      }
      const { token, problem } = tokenProblem(req.headers.authorization);
      if (problem || req.headers['content-encoding'] !== 'aes128gcm' || !/^\d+$/.test(String(req.headers.ttl))) {
        rejected.push({ path, reason: problem ?? 'headers' });
        res.writeHead(problem ? 403 : 400).end();
        return;
      }
      receipts.push({
        path, at, token, ttl: Number(req.headers.ttl), urgency: req.headers.urgency as string | undefined,
        topic: req.headers.topic as string | undefined, body: Buffer.concat(chunks),
      });
      res.writeHead(201).end();
    });
  });
  server.keepAliveTimeout = 120_000;
  server.maxRequestsPerSocket = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    receipts,
    rejected,
    /** Distinct VAPID tokens seen: one per sending process and push service while a token lives. */
    get tokens() {
      return verifiedTokens.size;
    },
    /** A new browser subscription on this service (its own P-256 key pair and auth secret). */
    subscribe(name: string): StandInSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(`/${name}`, { ecdh, auth });
      return { endpoint: `${origin}/${name}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth };
    },
    /** A subscription the browser dropped: the service answers 410 Gone. */
    gone(name: string): StandInSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { endpoint: `${origin}/gone/${name}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    },
    /** Decrypts a receipt with its subscription's private key and reads it against the contract. */
    open(receipt: Receipt): PushPayload {
      const key = keys.get(receipt.path)!;
      const plain = ece.decrypt(receipt.body, { version: 'aes128gcm', privateKey: key.ecdh, authSecret: key.auth });
      return v.parse(PushPayloadSchema, JSON.parse(plain.toString('utf8')));
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

/** The VAPID public key (uncompressed P-256 point, base64url) as a key Node's verify takes. */
function vapidKeyObject(publicKey: string): KeyObject {
  const raw = Buffer.from(publicKey, 'base64url');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
}
