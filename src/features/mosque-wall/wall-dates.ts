import { HIJRI_MONTH_NAMES, hijriDate } from '../../contract/hijri';
import { addDays, clockInZone, dateInZone, instantOf, zoneParts } from '../../contract/zone-clock';
import { applyStoredIsbat } from '../../sync/isbat-store';

// The isbat table this device synced last, before the first date is drawn.
applyStoredIsbat();

const masehi = new Map<string, Intl.DateTimeFormat>();

/** 'Jumat, 27 November 2026'. */
export function formatMasehi(now: number, timeZone: string): string {
  let f = masehi.get(timeZone);
  if (!f) masehi.set(timeZone, f = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }));
  return f.format(new Date(now));
}

/** '16 Jumadil Akhir 1448 H'; from maghrib on, the next Hijri day ('Malam 17 …'), as Kemenag counts it. */
export function formatHijriAt(now: number, timeZone: string, maghrib: string | undefined): string {
  const today = dateInZone(now, timeZone);
  const evening = maghrib !== undefined && now >= instantOf(today, maghrib, timeZone);
  const { day, month, year } = hijriDate(addDays(today, evening ? 1 : 0));
  return `${evening ? 'Malam ' : ''}${day} ${HIJRI_MONTH_NAMES[month - 1]} ${year} H`;
}

/** The big clock: '04:31' and its seconds apart. */
export function clockParts(now: number, timeZone: string): { hm: string; s: string } {
  const { second } = zoneParts(now, timeZone);
  return { hm: clockInZone(now, timeZone), s: String(second).padStart(2, '0') };
}
