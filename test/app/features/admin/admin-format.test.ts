import { describe, expect, it } from 'vitest';
import { formatDay, isConfirmable, splitTotal } from '../../../../src/features/admin/admin-format';

describe('the total the staff looks for on the bank statement', () => {
  it('highlights the three unique digits of a manual transfer', () => {
    expect(splitTotal(150_123, 123)).toEqual({ head: 'Rp 150.', tail: '123' });
  });
  it('keeps leading zeros of a small unique code inside the highlight', () => {
    expect(splitTotal(50_007, 7)).toEqual({ head: 'Rp 50.', tail: '007' });
  });
  it('highlights nothing without unique digits', () => {
    expect(splitTotal(50_000, 0)).toEqual({ head: 'Rp 50.000', tail: '' });
  });
  it('steps over a thousands separator when the amount is odd', () => {
    // 25.500 + 623: the last three digits still are what the statement ends with.
    expect(splitTotal(1_026_123, 123)).toEqual({ head: 'Rp 1.026.', tail: '123' });
    const { head, tail } = splitTotal(999, 999);
    expect(head + tail).toBe('Rp 999');
    expect(tail).toBe('999');
  });
});

describe('which donations can be marked paid', () => {
  it('waiting and expired ones, never paid or failed ones', () => {
    expect(isConfirmable({ state: 'pending' })).toBe(true);
    expect(isConfirmable({ state: 'expired' })).toBe(true);
    expect(isConfirmable({ state: 'paid' })).toBe(false);
    expect(isConfirmable({ state: 'failed' })).toBe(false);
  });
});

describe('dates', () => {
  it('reads a day in Indonesian', () => {
    expect(formatDay('2025-01-12')).toBe('12 Januari 2025');
  });
});
