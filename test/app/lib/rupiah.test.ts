import { describe, expect, it } from 'vitest';
import { digitsOnly, formatAmountInput, formatRupiah, formatThousands } from '../../../src/lib/rupiah';

describe('rupiah', () => {
  it('hands on the spelling of money the contract owns', () => {
    expect(formatRupiah(25_000)).toBe('Rp 25.000');
    expect(formatThousands(150_000_000)).toBe('150.000.000');
  });

  it('keeps only digits of what is typed, with thousands separators', () => {
    expect(digitsOnly('Rp 25.000x')).toBe('25000');
    expect(digitsOnly('007')).toBe('7');
    expect(formatAmountInput('25000')).toEqual({ text: '25.000', value: 25_000 });
    expect(formatAmountInput('1.000.0')).toEqual({ text: '10.000', value: 10_000 });
    expect(formatAmountInput('abc')).toEqual({ text: '', value: 0 });
    expect(formatAmountInput('0')).toEqual({ text: '0', value: 0 });
  });
});
