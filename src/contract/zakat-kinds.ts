/** The kinds of zakat a donation may carry (src/contract/zakat.ts has the rest). */
export const ZAKAT_KINDS = ['maal', 'penghasilan', 'fitrah', 'fidyah'] as const;
export type ZakatKind = (typeof ZAKAT_KINDS)[number];
