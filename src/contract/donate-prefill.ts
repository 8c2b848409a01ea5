import * as v from 'valibot';
import { DONATION_MAXIMUM, DONATION_MINIMUM } from './donation-limits';
import { ZAKAT_KINDS, ZAKAT_COUNT_MAX } from './zakat-kinds';

// The donate page's search parameters, read by the route tree (the first screen's chunk), so kept
// apart from the donation, routine and zakat contracts: an Infaq Rutin reminder's link brings an
// amount and the routine's id (?nominal=&rutin=), the zakat calculator a kind and an amount
// (?zakat=&nominal=, and &jumlah= for the jiwa of a fitrah or the days of a fidyah). Anything odd
// is dropped, never an error page.

const dropped = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

export const DonateSearchSchema = v.object({
  nominal: dropped(v.pipe(v.number(), v.integer(), v.minValue(DONATION_MINIMUM), v.maxValue(DONATION_MAXIMUM))),
  rutin: dropped(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
  zakat: dropped(v.picklist(ZAKAT_KINDS)),
  jumlah: dropped(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ZAKAT_COUNT_MAX))),
});

export const DonatePrefillSearch = (search: Record<string, unknown>) => v.parse(DonateSearchSchema, search);
