// The report periods, apart from the finance schemas: the /keuangan-masjid/$slug route's search
// check (in the first screen's route tree) needs only this list, not the report's schemas.
export const FINANCE_PERIODS = ['minggu', 'bulan'] as const;
export type FinancePeriod = (typeof FINANCE_PERIODS)[number];
