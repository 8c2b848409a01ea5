import * as v from 'valibot';
import { monthLengthsWith } from './hijri';
import { MABIMS_FIRST_YEAR, MABIMS_YEARS } from './hijri-table';
import type { IsbatDecision } from './isbat-decisions';

/*
 * /api/kalender: Kemenag's isbat decisions, which src/contract/hijri.ts applies over its MABIMS hisab.
 * - get_isbat (GET, public) → IsbatDecision[], by year and month. Every phone reads it on start
 *   when online and keeps the last answer (the worker caches it too), so an offline phone still
 *   counts days by the newest table it saw.
 * - save_isbat (POST, network admin only, IsbatForm) → IsbatDecision; a decision for a month
 *   already in the table replaces it. 401 for guests, 403 for anyone but a network admin, 422 with
 *   Indonesian messages for a year, month or day that cannot be (a month of other than 29 or 30
 *   days included). Each save writes a row of the audit trail.
 */

/** 'YYYY-MM-DD' that names a day of the calendar (isoDate alone lets 2027-02-31 through). */
export const isCalendarDay = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

export const IsbatDecisionSchema = v.object({
  year: v.pipe(v.number(), v.integer(), v.minValue(MABIMS_FIRST_YEAR), v.maxValue(MABIMS_FIRST_YEAR + MABIMS_YEARS - 1)),
  month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  firstDay: v.pipe(v.string(), v.isoDate(), v.check(isCalendarDay)),
});

/** A broken entry is left out rather than costing the phone the whole table. */
export const IsbatListSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items) => items.flatMap((item) => {
    const parsed = v.safeParse(IsbatDecisionSchema, item);
    return parsed.success ? [parsed.output] : [];
  })),
);

/**
 * Why a decided month start cannot stand (in Indonesian), or undefined when it can: outside the
 * table, or leaving the month before it or the month itself other than 29 or 30 days.
 */
export function isbatDecisionProblem(decision: IsbatDecision, others: readonly IsbatDecision[]): string | undefined {
  const lengths = monthLengthsWith(decision, others);
  if (!lengths) return `Tabel hanya mencakup ${MABIMS_FIRST_YEAR}–${MABIMS_FIRST_YEAR + MABIMS_YEARS - 1} H.`;
  if (lengths.before !== 29 && lengths.before !== 30) return `Dengan tanggal ini bulan sebelumnya menjadi ${lengths.before} hari; satu bulan Hijriah 29 atau 30 hari.`;
  if (lengths.own !== 29 && lengths.own !== 30) return `Dengan tanggal ini bulannya menjadi ${lengths.own} hari; satu bulan Hijriah 29 atau 30 hari.`;
  return undefined;
}

const MONTH_CHOICES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/** The panel's form: strings as typed, checked and turned into an IsbatDecision. */
export const IsbatForm = v.object({
  year: v.pipe(
    v.string('Isi tahun Hijriah'), v.trim(), v.regex(/^\d{4}$/, 'Tahun Hijriah berupa 4 angka, misalnya 1448'),
    v.transform(Number), v.minValue(1440, 'Tahun Hijriah paling awal 1440'), v.maxValue(1500, 'Tahun Hijriah paling akhir 1500'),
  ),
  month: v.pipe(v.picklist(MONTH_CHOICES, 'Pilih bulan Hijriah'), v.transform(Number)),
  first_day: v.pipe(v.string('Isi tanggal 1 bulan itu'), v.trim(), v.nonEmpty('Isi tanggal 1 bulan itu'), v.isoDate('Tanggal harus berformat TTTT-BB-HH'), v.check(isCalendarDay, 'Tanggal itu tidak ada di kalender')),
});

export const kalenderMessages = {
  saved: 'Hasil sidang isbat disimpan',
} as const;
