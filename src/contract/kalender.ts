import * as v from 'valibot';
import { IsbatDecisionSchema, isCalendarDay } from './isbat-decisions';

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

export const IsbatListSchema = v.array(IsbatDecisionSchema);

const MONTH_CHOICES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/** The panel's form: strings as typed, checked and turned into an IsbatDecision. */
export const IsbatForm = v.object({
  year: v.pipe(
    v.string('Isi tahun Hijriah'), v.trim(), v.regex(/^\d{4}$/, 'Tahun Hijriah berupa 4 angka, misalnya 1448'),
    v.transform(Number), v.minValue(1440, 'Tahun Hijriah paling awal 1440'), v.maxValue(1500, 'Tahun Hijriah paling akhir 1500'),
  ),
  month: v.pipe(v.picklist(MONTH_CHOICES, 'Pilih bulan Hijriah'), v.transform(Number)),
  first_day: v.pipe(v.string('Isi tanggal 1 bulan itu'), v.trim(), v.isoDate('Tanggal harus berformat TTTT-BB-HH'), v.check(isCalendarDay, 'Tanggal itu tidak ada di kalender')),
});

export const kalenderMessages = {
  saved: 'Hasil sidang isbat disimpan',
} as const;
