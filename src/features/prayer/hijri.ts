import { HIJRI_MONTH_NAMES, hijriDate } from '../../contract/hijri';
import { applyStoredIsbat } from '../../sync/isbat-store';
import { addDays, dateInZone, instantOf } from '../../contract/zone-clock';

// The isbat table this phone synced last (src/sync/isbat-sync.ts), before the first date is drawn.
applyStoredIsbat();

/**
 * The Hijri date line of the home card, by Kemenag's calendar, moved by the user's shift in days.
 * The Hijri day begins at maghrib: from today's maghrib on it reads 'Malam 1 Ramadhan 1447 H',
 * the evening of the next Hijri day. Without a maghrib time (no place yet) it turns at midnight.
 */
export function formatHijri(now: number, timeZone: string, adjustmentDays: number, maghrib?: string): string {
  const today = dateInZone(now, timeZone);
  const evening = maghrib !== undefined && now >= instantOf(today, maghrib, timeZone);
  const { day, month, year } = hijriDate(addDays(today, adjustmentDays + (evening ? 1 : 0)));
  return `${evening ? 'Malam ' : ''}${day} ${HIJRI_MONTH_NAMES[month - 1]} ${year} H`;
}

/** 'Senin, 23 November 2026'. */
export function formatGregorian(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(now));
}
