import { prayerPlaceOf, type KemenagHorizonKind, type PrayerPlace } from './prayer-place';

/*
 * A place as the calendar feed's link and a push subscription carry it. Apart from prayer-place.ts,
 * which the first screen loads: only the reminder settings and the feed need these.
 */

/** A place with its zone and the name the app shows for it (only a label), as links and subscriptions carry it. */
export type NamedPrayerPlace = { place: PrayerPlace; timeZone: string; regency: string };

/** The app's stored place as the calendar feed and push reminders carry it. */
export const namedPrayerPlace = (stored: { lat: number; lng: number; elevation?: number | undefined; horizon?: KemenagHorizonKind | undefined; timeZone: string; label: string }): NamedPrayerPlace =>
  ({ place: prayerPlaceOf(stored), timeZone: stored.timeZone, regency: stored.label });

/**
 * The place as the fields of a calendar link or a push subscription: the rounded position, the
 * height, the zone and the label. The server builds its place from these through prayerPlaceNear,
 * which rounds the same way again (and changes nothing).
 */
export const placeFields = ({ place, timeZone, regency }: NamedPrayerPlace) => ({
  lat: String(place.latitude), lng: String(place.longitude), elevation: String(place.elevation), time_zone: timeZone, regency,
});
