import * as v from 'valibot';
import { SlugSchema } from './fields';
import { FINANCE_PERIODS } from './finance-periods';

/*
 * A mosque's public 'Kegiatan' and 'Keuangan' (/api/masjid):
 * - get_activities (GET, { slug }) → MosqueActivity[]: what is coming, soonest first; a weekly
 *   activity shows its next date; past ones are gone by themselves.
 * - get_finance (GET, { slug, period }) → FinanceReport: the last periods (weeks from Monday or
 *   calendar months, Asia/Jakarta), newest first, each closing = opening + income − expenses, income
 *   by what it is (INCOME_SOURCES); the same ledger makes Laporan Jumat and the wall screen's month.
 */

const Rupiah = v.pipe(v.number(), v.integer());
const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * Every kind an activity may carry when read. 'jumat' is only read: a mosque's Fridays live in its
 * Jumat schedule (mosque-times.ts) since issue 40, and migration 0019 folded the old ones into it;
 * answers a phone kept offline from before may still hold one.
 */
export const ACTIVITY_KINDS = ['kajian', 'jumat', 'ramadan', 'lainnya'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** The kinds staff may publish now, in the form's order. */
export const NEW_ACTIVITY_KINDS = ['kajian', 'ramadan', 'lainnya'] as const satisfies readonly ActivityKind[];
export type NewActivityKind = (typeof NEW_ACTIVITY_KINDS)[number];
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  kajian: 'Kajian',
  jumat: "Jum'at",
  ramadan: 'Ramadan',
  lainnya: 'Lainnya',
};
export const ACTIVITY_REPEATS = ['none', 'weekly'] as const;

export const MosqueActivitySchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  kind: v.picklist(ACTIVITY_KINDS),
  title: v.string(),
  speaker: v.string(),
  note: v.string(),
  repeat: v.picklist(ACTIVITY_REPEATS),
  /** The next time it happens (for a one-off: its time). */
  next_at: v.pipe(v.string(), v.isoTimestamp()),
  until_date: v.nullable(DateOnly),
  /** Seats of each time when registration is asked (contract/kajian-registration.ts); a copy kept from before has none. */
  capacity: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
  /** The next time's day at the mosque, as registration names it; null where it was not worked out (the panel's answer to an add). */
  next_date: v.optional(v.nullable(DateOnly), null),
  /** Sign-ups for the next time. */
  registered: v.optional(v.pipe(v.number(), v.integer()), 0),
});
export type MosqueActivity = v.InferOutput<typeof MosqueActivitySchema>;
export const MosqueActivityListSchema = v.array(MosqueActivitySchema);

export { FINANCE_PERIODS, type FinancePeriod } from './finance-periods';

/**
 * What a mosque's money is (issue 40), each kind its own line on every surface that shows it
 * (Keuangan, Laporan Jumat, the wall screen): cash the staff record (Kotak Jumat and other tunai),
 * kencleng (boxes opened and given online), online infaq, wakaf, zakat and fidyah. Zakat and
 * fidyah belong to their asnaf: they are never summed into infaq anywhere. In display order.
 */
export const INCOME_SOURCES = ['tunai', 'kencleng', 'infaq_online', 'wakaf', 'zakat', 'fidyah', 'qurban'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];
export const INCOME_SOURCE_LABELS: Record<IncomeSource, string> = {
  tunai: 'Tunai',
  kencleng: 'Kencleng',
  infaq_online: 'Infaq online',
  wakaf: 'Wakaf',
  zakat: 'Zakat',
  fidyah: 'Fidyah',
  qurban: 'Qurban',
};
/** The kencleng line of the boxes opened and confirmed by two witnesses ('Buka kencleng'). */
export const KENCLENG_BOX_LABEL = 'Kotak dibuka';

/** Shown on every report even when nothing came in; the others only when they did. */
export const ALWAYS_SHOWN_SOURCES: readonly IncomeSource[] = ['tunai', 'kencleng', 'infaq_online'];

export const FinanceLineSchema = v.object({ label: v.string(), amount: Rupiah });
/** One line of income under its kind: a cash category, a kencleng box or online, a kind of zakat. */
export const IncomeLineSchema = v.object({ source: v.picklist(INCOME_SOURCES), label: v.string(), amount: Rupiah });
export type IncomeLine = v.InferOutput<typeof IncomeLineSchema>;

/** A period's income by kind; the later kinds default to 0 so answers kept offline before them still read. */
export const IncomeBySourceSchema = v.object({
  tunai: Rupiah, kencleng: Rupiah, infaq_online: Rupiah,
  wakaf: v.optional(Rupiah, 0), zakat: v.optional(Rupiah, 0), fidyah: v.optional(Rupiah, 0), qurban: v.optional(Rupiah, 0),
});

export const FinancePeriodReportSchema = v.object({
  /** First and last day of the period, inclusive. */
  from: DateOnly,
  to: DateOnly,
  opening: Rupiah,
  income_by_source: IncomeBySourceSchema,
  /** Every income line, grouped by kind in INCOME_SOURCES order, largest first within a kind. */
  income_lines: v.optional(v.array(IncomeLineSchema), []),
  /** Cash income by category (the lines of 'tunai'). */
  cash_income: v.array(FinanceLineSchema),
  expenses: v.array(FinanceLineSchema),
  income: Rupiah,
  expense: Rupiah,
  closing: Rupiah,
});
export type FinancePeriodReport = v.InferOutput<typeof FinancePeriodReportSchema>;

/** A kencleng opened, counted by one staff member and confirmed by another ('Buka kencleng'). */
export const BoxOpeningSchema = v.object({
  /** The day it entered the books (the confirmation, Asia/Jakarta). */
  date: DateOnly,
  amount: Rupiah,
  counted_by: v.string(),
  confirmed_by: v.string(),
});
export type BoxOpening = v.InferOutput<typeof BoxOpeningSchema>;

export const FinanceReportSchema = v.object({
  masjid: v.object({ slug: v.string(), nama: v.string() }),
  period: v.picklist(FINANCE_PERIODS),
  /** Newest first. */
  periods: v.array(FinancePeriodReportSchema),
  /** Confirmed box openings inside the reported periods, with both witnesses' names. */
  box_openings: v.optional(v.array(BoxOpeningSchema), []),
});
export type FinanceReport = v.InferOutput<typeof FinanceReportSchema>;

export const MosqueFinanceQuery = v.object({
  slug: SlugSchema,
  period: v.optional(v.picklist(FINANCE_PERIODS, 'Periode tidak valid'), 'minggu'),
});
