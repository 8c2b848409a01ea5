import { calendarDay } from './calendar-day';

/**
 * The calendar day ('YYYY-MM-DD') of a moment in Indonesia's western zone (WIB, no daylight
 * saving), where the network's programs end, cash books close and birthdays are judged. The one
 * home of that rule, for the server and the app alike.
 */
export function jakartaDate(at: Date): string {
  return calendarDay(at, 'Asia/Jakarta');
}
