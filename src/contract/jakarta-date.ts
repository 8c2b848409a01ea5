/**
 * The calendar day ('YYYY-MM-DD') of a moment in Indonesia's western zone (WIB, no daylight
 * saving), where the network's programs end, cash books close and birthdays are judged. The one
 * home of that rule, for the server and the app alike.
 */
// Made once: building a formatter with a time zone costs more than most of a hot read's own work.
const jakartaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });

export function jakartaDate(at: Date): string {
  return jakartaDay.format(at);
}
