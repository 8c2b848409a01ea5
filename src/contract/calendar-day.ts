import { dateInZone } from './zone-clock';

/**
 * 'YYYY-MM-DD' of a moment on the calendar of a time zone (the device's when none is given), for
 * the app, the worker and the server alike; read from the zone's wall clock (zone-clock.ts).
 */
export function calendarDay(at: Date | number, timeZone?: string): string {
  // The device's own zone is asked anew each time, as a phone may travel.
  return dateInZone(at, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** 'YYYY-MM' of a moment in a time zone. */
export const calendarMonth = (at: Date | number, timeZone?: string): string => calendarDay(at, timeZone).slice(0, 7);
