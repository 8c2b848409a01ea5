import { useEffect, useState } from 'react';
import { formatMmSs, otpRemainingMs } from '../lib/otp-countdown';

/**
 * The mm:ss left on an OTP issued at `issuedAt`, refreshed every second. The clock is a
 * parameter so tests decide what time it is.
 */
export function useOtpCountdown(issuedAt: number | undefined, now: () => number = Date.now): { remainingMs: number; text: string; expired: boolean } {
  const [current, setCurrent] = useState(() => now());
  useEffect(() => {
    setCurrent(now());
    const timer = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(timer);
  }, [issuedAt, now]);
  const remainingMs = issuedAt === undefined ? 0 : otpRemainingMs(issuedAt, current);
  return { remainingMs, text: formatMmSs(remainingMs), expired: remainingMs === 0 };
}
