import { isIanaTimeZone } from '../../contract/time-zone';
import { ROUTINE_DEFAULT_ZONE } from '../../contract/routine';

/** The phone's own zone for the reminder's 07:00, or Jakarta's when the phone names none we know. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isIanaTimeZone(zone) ? zone : ROUTINE_DEFAULT_ZONE;
}
