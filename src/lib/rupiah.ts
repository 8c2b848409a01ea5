// Money is whole rupiah, shown the Indonesian way: 'Rp 25.000' (spec sections 5 and 9).

const thousands = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** 'Rp 25.000'; a fraction is rounded away (money is whole rupiah), a non-number reads 'Rp 0'. */
export function formatRupiah(amount: number): string {
  return `Rp ${formatThousands(amount)}`;
}

/** '25.000' (no prefix). */
export function formatThousands(amount: number): string {
  return thousands.format(Number.isFinite(amount) ? Math.round(amount) : 0);
}

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
