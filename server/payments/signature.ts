import { createHmac, timingSafeEqual } from 'node:crypto';

// Payment notifications are signed: HMAC-SHA256 over `${timestamp}.${rawBody}` with the shared
// webhook secret, hex in X-Signature; X-Timestamp is Unix seconds and must be fresh, so a
// captured notification cannot be replayed later with a new body or after the window.
export const SIGNATURE_HEADER = 'X-Signature';
export const TIMESTAMP_HEADER = 'X-Timestamp';
export const MAX_SKEW_SECONDS = 5 * 60;

export function signNotification(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Constant-time check of a hex signature (an optional 'sha256=' prefix is accepted). */
export function verifyNotification(secret: string, timestamp: string, rawBody: string, signature: string): boolean {
  const given = signature.trim().replace(/^sha256=/i, '').toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(signNotification(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The timestamp is whole Unix seconds within MAX_SKEW_SECONDS of now (either side). */
export function isFreshTimestamp(timestamp: string, now: Date): boolean {
  if (!/^\d{9,11}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - now.getTime() / 1000) <= MAX_SKEW_SECONDS;
}
