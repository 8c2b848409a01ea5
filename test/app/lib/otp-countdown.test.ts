import { describe, expect, it } from 'vitest';
import { formatMmSs, otpDigits, otpRemainingMs } from '../../../src/lib/otp-countdown';

describe('the OTP countdown', () => {
  const issued = Date.parse('2026-03-07T08:00:00Z');
  it.each([
    [0, '02:00'],
    [1, '02:00'],
    [999, '02:00'],
    [1000, '01:59'],
    [59_500, '01:01'],
    [60_000, '01:00'],
    [119_001, '00:01'],
    [120_000, '00:00'],
    [500_000, '00:00'],
  ])('%d ms after issue reads %s', (elapsed, text) => {
    expect(formatMmSs(otpRemainingMs(issued, issued + elapsed))).toBe(text);
  });
  it('is expired exactly at two minutes, not before', () => {
    expect(otpRemainingMs(issued, issued + 119_999)).toBeGreaterThan(0);
    expect(otpRemainingMs(issued, issued + 120_000)).toBe(0);
  });
  it('keeps at most five digits of anything pasted', () => {
    expect(otpDigits('Kode: 12 34 5678')).toBe('12345');
  });
});
