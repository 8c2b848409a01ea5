import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { VAPID_RENEW_BEFORE_S, VAPID_TOKEN_LIFETIME_S, VapidTokens } from '../../../server/messages/vapid-tokens.ts';
import { WebPushSender } from '../../../server/messages/push.ts';
import { startPushStandIn, type PushStandIn } from '../../support/push-stand-in.ts';

// One VAPID token per push service, reused while valid and signed again before it runs out.

const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:pengurus@jariyah.example' };
const FCM = 'https://fcm.googleapis.com';
const MOZILLA = 'https://updates.push.services.mozilla.com';

const tokenOf = (authorization: string) => /^vapid t=([^,]+), k=(.+)$/.exec(authorization)!;
const claimsOf = (authorization: string) => {
  const [header, payload] = tokenOf(authorization)[1]!.split('.');
  return { header: JSON.parse(Buffer.from(header!, 'base64url').toString()), ...JSON.parse(Buffer.from(payload!, 'base64url').toString()) } as { header: { alg: string }; aud: string; exp: number; sub: string };
};
const signedByKey = (authorization: string) => {
  const [h, p, s] = tokenOf(authorization)[1]!.split('.');
  const raw = Buffer.from(keys.publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  return verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s!, 'base64url'));
};

describe('VapidTokens', () => {
  it('signs once per push service and hands the same token out while it is valid', () => {
    // The wall clock starts in the past so the token's 12 h stay within web-push's 24 h of real time.
    let now = Date.now() - 6 * 3600_000;
    const tokens = new VapidTokens(keys, () => now);
    const first = tokens.authorization(FCM);
    for (let i = 0; i < 1000; i += 1) expect(tokens.authorization(FCM)).toBe(first);
    expect(tokens.signed).toBe(1);
    const claims = claimsOf(first);
    expect(claims).toMatchObject({ aud: FCM, sub: keys.subject, exp: Math.floor(now / 1000) + VAPID_TOKEN_LIFETIME_S });
    expect(claims.header).toMatchObject({ alg: 'ES256' });
    expect(tokenOf(first)[2]).toBe(keys.publicKey);
    expect(signedByKey(first)).toBe(true);

    // Another push service has its own audience, so its own token.
    const mozilla = tokens.authorization(MOZILLA);
    expect(claimsOf(mozilla).aud).toBe(MOZILLA);
    expect(tokens.signed).toBe(2);

    // Still valid with more than an hour to go: reused.
    now += (VAPID_TOKEN_LIFETIME_S - VAPID_RENEW_BEFORE_S - 1) * 1000;
    expect(tokens.authorization(FCM)).toBe(first);
    expect(tokens.signed).toBe(2);
  });

  it('signs a new token an hour before the old one expires, never handing out one about to end', () => {
    let now = Date.now() - 11 * 3600_000;
    const tokens = new VapidTokens(keys, () => now);
    const first = tokens.authorization(FCM);
    const firstExp = claimsOf(first).exp;
    now += (VAPID_TOKEN_LIFETIME_S - VAPID_RENEW_BEFORE_S) * 1000;
    const second = tokens.authorization(FCM);
    expect(second).not.toBe(first);
    expect(tokens.signed).toBe(2);
    const claims = claimsOf(second);
    expect(claims.exp).toBe(Math.floor(now / 1000) + VAPID_TOKEN_LIFETIME_S);
    expect(claims.exp - firstExp).toBe(VAPID_TOKEN_LIFETIME_S - VAPID_RENEW_BEFORE_S);
    expect(signedByKey(second)).toBe(true);
    // Every token handed out has at least an hour left at the moment it is handed out.
    for (let step = 0; step < 30; step += 1) {
      now += 1800_000;
      if (now > Date.now() + 11 * 3600_000) break; // web-push refuses an exp beyond 24 h of real time
      const exp = claimsOf(tokens.authorization(FCM)).exp;
      expect(exp - now / 1000).toBeGreaterThanOrEqual(VAPID_RENEW_BEFORE_S);
    }
  });
});

describe('WebPushSender', () => {
  let standIn: PushStandIn;
  beforeAll(async () => {
    standIn = await startPushStandIn({ vapidPublicKey: keys.publicKey });
  });
  afterAll(async () => standIn?.close());

  it('sends many pushes with one token the push service accepts, encrypted, with urgency, TTL and topic', async () => {
    const sender = new WebPushSender(keys);
    const now = Date.now();
    const subs = Array.from({ length: 40 }, (_, i) => standIn.subscribe(`vapid-${i}`));
    const outcomes = await Promise.all(subs.map((target, i) => sender.prepare({
      target, payload: { title: `Waktu Maghrib ${i}`, body: 'Mari tunaikan sholat Maghrib.', link: '/jadwal-sholat', tag: 'sholat-maghrib' },
      topic: 'sholat-maghrib', expiresAt: now + 300_000,
    }).send(now)));
    expect(outcomes.every((o) => o === 'sent')).toBe(true);
    expect(standIn.rejected).toEqual([]);
    expect(standIn.receipts).toHaveLength(40);
    expect(standIn.tokens).toBe(1);
    expect(sender.tokens.signed).toBe(1);
    for (const r of standIn.receipts) {
      expect(r).toMatchObject({ urgency: 'high', topic: 'sholat-maghrib', ttl: 300 });
      const i = Number(r.path.replace('/vapid-', ''));
      expect(standIn.open(r)).toEqual({ title: `Waktu Maghrib ${i}`, body: 'Mari tunaikan sholat Maghrib.', link: '/jadwal-sholat', tag: 'sholat-maghrib' });
    }
    // A gone subscription is told apart from a failure; TTL never goes below zero.
    expect(await sender.prepare({ target: standIn.gone('old'), payload: { title: 'x', body: 'y', link: '/' }, expiresAt: now - 1000 }).send(now)).toBe('gone');
    await sender.close();
  });

  it('a push service that refuses the token counts as failed, not sent', async () => {
    const other = { ...webpush.generateVAPIDKeys(), subject: keys.subject };
    const sender = new WebPushSender(other);
    const target = standIn.subscribe('wrong-key');
    expect(await sender.prepare({ target, payload: { title: 'x', body: 'y', link: '/' }, expiresAt: Date.now() + 60_000 }).send(Date.now())).toBe('failed');
    expect(standIn.rejected.at(-1)).toEqual({ path: '/wrong-key', reason: 'unknown k' });
    await sender.close();
  });
});
