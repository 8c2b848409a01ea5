import * as v from 'valibot';
import { MAX_RUPIAH } from './fields';
import { ZAKAT_KINDS, ZAKAT_COUNT_MAX } from './zakat-kinds';

// The zakat screens' search parameters, read by the route tree: kept apart from zakat.ts so the
// first screen's chunk carries only these few lines.

const Amount = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RUPIAH));

/** /zakat and /zakat/bayar: a kind and an amount carried from the calculator, and the jiwa or days it was for. */
export const ZakatSearchSchema = v.object({
  jenis: v.fallback(v.optional(v.picklist(ZAKAT_KINDS)), undefined),
  nominal: v.fallback(v.optional(Amount), undefined),
  jumlah: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ZAKAT_COUNT_MAX))), undefined),
});
