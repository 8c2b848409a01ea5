// Typing and showing amounts; the spelling of money itself lives in the contract.
import { formatRupiah, formatThousands } from '../contract/rupiah';

export { formatRupiah, formatThousands };

/** Keeps only the digits of what was typed ('Rp 25.000x' → '25000'); leading zeros dropped. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/**
 * An amount box: whatever was typed, its digits with Indonesian thousands separators
 * ('25000' → '25.000', 'abc' → ''), and the number behind it.
 */
export function formatAmountInput(text: string): { text: string; value: number } {
  const digits = digitsOnly(text).slice(0, 15);
  if (!digits) return { text: '', value: 0 };
  const value = Number(digits);
  return { text: formatThousands(value), value };
}
