/** The kinds of zakat a donation may carry (src/contract/zakat.ts has the rest). */
export const ZAKAT_KINDS = ['maal', 'penghasilan', 'fitrah', 'fidyah'] as const;
export type ZakatKind = (typeof ZAKAT_KINDS)[number];
/** Each kind's name, as receipts and screens write it (paid-for.ts adds the jiwa or days). */
export const ZAKAT_KIND_LABELS: Record<ZakatKind, string> = {
  maal: 'Zakat Maal',
  penghasilan: 'Zakat Penghasilan',
  fitrah: 'Zakat Fitrah',
  fidyah: 'Fidyah',
};
