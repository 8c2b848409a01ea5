import { describe, expect, it } from 'vitest';
import { formatRupiah, formatThousands } from '../../../src/contract/rupiah';

describe('rupiah, spelled once for the screens, the worker and the server', () => {
  it('shows whole rupiah the Indonesian way', () => {
    expect(formatRupiah(25_000)).toBe('Rp 25.000');
    expect(formatRupiah(1_234_567)).toBe('Rp 1.234.567');
    expect(formatRupiah(1_000_000_000)).toBe('Rp 1.000.000.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatThousands(150_000_000)).toBe('150.000.000');
  });

  it('rounds a fraction away and reads a non-number as nothing', () => {
    expect(formatRupiah(999.6)).toBe('Rp 1.000');
    expect(formatRupiah(Number.NaN)).toBe('Rp 0');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('Rp 0');
  });
});
