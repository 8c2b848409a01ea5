import { OTP_LENGTH, OTP_TTL_SECONDS } from '../contract/auth';

export { OTP_LENGTH };
/** An OTP is accepted for 2 minutes from the moment the server issued it (spec section 9). */
export const OTP_VALIDITY_MS = OTP_TTL_SECONDS * 1000;

/** Milliseconds left before the code issued at `issuedAt` expires; never below zero. */
export function otpRemainingMs(issuedAt: number, now: number, validityMs = OTP_VALIDITY_MS): number {
  return Math.max(0, issuedAt + validityMs - now);
}

/** 'mm:ss', rounding up so the display reaches 00:00 exactly when the code expires. */
export function formatMmSs(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Keeps digits only, at most the code's length: what a pasted or typed value may contribute. */
export function otpDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
