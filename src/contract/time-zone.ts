import * as v from 'valibot';

/*
 * Any zone the IANA database names: reminders and calendar feeds follow a person abroad in their
 * device's own zone (the app supports that), not only Indonesia's three.
 */

const ZONE_NAME = /^(?:UTC|[A-Za-z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/** Whether the runtime's IANA database knows `zone` ('Asia/Jakarta', 'Europe/Paris', 'UTC'). */
export function isIanaTimeZone(zone: string): boolean {
  // The pattern refuses the offsets ('+07:00') newer runtimes take: a zone name keeps its rules over the year.
  if (zone.length > 64 || !ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneField = v.pipe(v.string('Zona waktu tidak valid'), v.trim(), v.check(isIanaTimeZone, 'Zona waktu tidak valid'));
