/** The kinds of zakat a donation may carry (src/contract/zakat.ts has the rest). */
export const ZAKAT_KINDS = ['maal', 'penghasilan', 'fitrah', 'fidyah'] as const;
export type ZakatKind = (typeof ZAKAT_KINDS)[number];
/**
 * The most jiwa or days one payment is for (the calculator's four-digit box; the donations table
 * checks it too). Here, not in zakat-donation.ts: the route tree (the first screen) reads it for
 * the donate and zakat pages' `jumlah`, and must not carry the donation's zakat fields with it.
 */
export const ZAKAT_COUNT_MAX = 9_999;
/** Each kind's name, as receipts and screens write it (paid-for.ts adds the jiwa or days). */
export const ZAKAT_KIND_LABELS: Record<ZakatKind, string> = {
  maal: 'Zakat Maal',
  penghasilan: 'Zakat Penghasilan',
  fitrah: 'Zakat Fitrah',
  fidyah: 'Fidyah',
};
