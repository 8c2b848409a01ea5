const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** 'Rp 25.000' (whole rupiah). */
export const formatRupiah = (amount: number) => `Rp ${rupiah.format(amount)}`;
