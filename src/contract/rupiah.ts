// Money is whole rupiah, shown the Indonesian way: 'Rp 25.000' (spec sections 5 and 9). The one
// home of that spelling, for the screens, the worker's messages and the server's alike.

const thousands = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** 'Rp 25.000'; a fraction is rounded away (money is whole rupiah), a non-number reads 'Rp 0'. */
export function formatRupiah(amount: number): string {
  return `Rp ${formatThousands(amount)}`;
}

/** '25.000' (no prefix). */
export function formatThousands(amount: number): string {
  return thousands.format(Number.isFinite(amount) ? Math.round(amount) : 0);
}
