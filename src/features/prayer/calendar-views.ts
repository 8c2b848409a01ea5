// The route's search parser reads these, and the route's parser sits in the first screen's
// bundle: this file imports nothing, so none of the calendar comes along with it.
export const CALENDAR_VIEWS = ['hari-ini', 'bulan', 'hijriah', 'imsakiyah'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
/** What the address bar holds: the view and, for the month views, which month ('YYYY-MM'). */
export type CalendarSearch = { tampilan?: CalendarView; bulan?: string; hijriah?: string };
