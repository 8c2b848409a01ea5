import webpush from 'web-push';

/*
 * VAPID tokens (RFC 8292), one per push service, reused while valid. web-push's own
 * generateRequestDetails signs a fresh JWT for every message: at Maghrib that is tens of
 * thousands of ECDSA signatures for the handful of push services there are (FCM, Mozilla,
 * Apple). Signing stays web-push's (getVapidHeaders with a fixed expiration); only the reuse is ours.
 */

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** A token lives 12 hours (RFC 8292 allows up to 24) ... */
export const VAPID_TOKEN_LIFETIME_S = 12 * 3600;
/** ... and is replaced an hour before it ends, so no push service ever sees one about to expire. */
export const VAPID_RENEW_BEFORE_S = 3600;
/** Endpoints name their push service; a subscriber could name many, so the table stays bounded. */
const MAX_AUDIENCES = 1000;

type Signed = { authorization: string; expiresAt: number };

export class VapidTokens {
  private readonly byAudience = new Map<string, Signed>();
  private signatures = 0;

  /** `wallClock` is the real time (ms): what the push service checks `exp` against, never the app's settable clock. */
  constructor(private readonly keys: VapidKeys, private readonly wallClock: () => number = Date.now) {}

  /** The Authorization header for a push service's origin (the JWT's `aud`), signed at most once per renewal. */
  authorization(audience: string): string {
    const nowS = Math.floor(this.wallClock() / 1000);
    const held = this.byAudience.get(audience);
    if (held && nowS < held.expiresAt - VAPID_RENEW_BEFORE_S) return held.authorization;
    const expiresAt = nowS + VAPID_TOKEN_LIFETIME_S;
    const headers = webpush.getVapidHeaders(audience, this.keys.subject, this.keys.publicKey, this.keys.privateKey, 'aes128gcm', expiresAt);
    this.signatures += 1;
    if (!held && this.byAudience.size >= MAX_AUDIENCES) this.byAudience.delete(this.byAudience.keys().next().value!);
    const signed = { authorization: headers.Authorization, expiresAt };
    this.byAudience.set(audience, signed);
    return signed.authorization;
  }

  /** How many JWTs were signed so far (the health answer shows it; a test counts on it). */
  get signed(): number {
    return this.signatures;
  }
}
