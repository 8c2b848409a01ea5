import { clockInZone, isIndonesianZone, zoneAbbreviation } from './zone-clock';

/*
 * One way to write a time of day for people to read (issue 40): '11.50 WIB', the Indonesian
 * style, a dot between hour and minute and the zone's short name after it. Every time of a
 * mosque's events goes through here: its Friday, iqamah, special days, Kegiatan, the wall screen's
 * notes, the messages to its followers (a table under a line naming the zone writes clockDots
 * alone). 'HH:mm' stays what is stored, typed into forms and sent; the wall screen's big clock,
 * its countdown and its row of prayer times keep a digital clock's digits.
 */

export { isIndonesianZone, zoneAbbreviation };

/** A wall-clock 'HH:mm' as Indonesians write it: '11:50' → '11.50'. */
export const clockDots = (hhmm: string): string => hhmm.replace(':', '.');

/** A time of day at a place: ('11:50', 'Asia/Jakarta') → '11.50 WIB'. */
export const timeOfDay = (hhmm: string, timeZone: string): string => `${clockDots(hhmm)} ${zoneAbbreviation(timeZone)}`;

/** An instant's time of day on a zone's clock: '11.45 WIB'. */
export const timeOfDayAt = (instant: Date | number, timeZone: string): string => timeOfDay(clockInZone(instant, timeZone), timeZone);

const longDays = new Map<string, Intl.DateTimeFormat>();

/** A moment of a mosque event with its day: 'Selasa, 8 Desember, pukul 18.30 WIB'. */
export function dayAndTimeAt(instant: Date | number, timeZone: string): string {
  let day = longDays.get(timeZone);
  if (!day) {
    day = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', timeZone });
    longDays.set(timeZone, day);
  }
  return `${day.format(new Date(instant))}, pukul ${timeOfDayAt(instant, timeZone)}`;
}
