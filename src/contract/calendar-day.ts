/**
 * 'YYYY-MM-DD' of a moment on the calendar of a time zone (the device's when none is given), for
 * the app, the worker and the server alike: the one home of the 'en-CA' trick (that locale
 * writes a date as ISO does).
 */
export function calendarDay(at: Date | number, timeZone?: string): string {
  return dayFormatter(timeZone).format(at);
}

/** 'YYYY-MM' of a moment in a time zone. */
export const calendarMonth = (at: Date | number, timeZone?: string): string => calendarDay(at, timeZone).slice(0, 7);

// Made once per zone: building a formatter with a time zone costs more than most of a hot
// read's own work. The device's own zone is asked anew each time, as a phone may travel.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const make = () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  if (timeZone === undefined) return make();
  let formatter = formatters.get(timeZone);
  if (!formatter) formatters.set(timeZone, (formatter = make()));
  return formatter;
}
