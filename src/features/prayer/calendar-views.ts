// The route's search parser lives here, and that parser sits in the first screen's bundle: this
// file imports only valibot (already there), so none of the calendar comes along with it.
import * as v from 'valibot';

export const CALENDAR_VIEWS = ['hari-ini', 'bulan', 'hijriah', 'imsakiyah'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** ?tampilan= picks the view; ?bulan= (Gregorian) and ?hijriah= (Hijri) pick the month, 'YYYY-MM'. Anything odd is dropped. */
const CalendarSearchSchema = v.object({
  tampilan: v.fallback(v.optional(v.picklist(CALENDAR_VIEWS)), undefined),
  bulan: v.fallback(v.optional(v.pipe(v.string(), v.regex(MONTH))), undefined),
  hijriah: v.fallback(v.optional(v.pipe(v.string(), v.regex(MONTH))), undefined),
});
/** What the address bar holds: the view and, for the month views, which month. */
export type CalendarSearch = v.InferOutput<typeof CalendarSearchSchema>;

export const parseCalendarSearch = (search: Record<string, unknown>): CalendarSearch => v.parse(CalendarSearchSchema, search);
