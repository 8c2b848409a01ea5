import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mosqueActivities, mosques, mosqueTimeSettings } from '../db/schema.ts';
import { likePattern } from '../lib/like-pattern.ts';
import { ACTIVITY_SHOWN_AFTER_START_MS } from './pages.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { addDays, dateInZone } from '../../src/contract/zone-clock.ts';
import { defaultMosqueTimeZone, knownMosqueZone } from '../../src/contract/mosque-times.ts';
import { distanceKm } from '../../src/contract/geo.ts';
import { seatKey } from '../../src/contract/kajian-registration.ts';
import { registeredCounts } from './kajian-registrations.ts';
import { KAJIAN_DAYS, KAJIAN_LIST_MAX, KAJIAN_RADIUS_KM, type Kajian, type KajianSearch } from '../../src/contract/kajian.ts';

// 'Kajian Terdekat' (contract/kajian.ts): every coming time of every mosque's kajian in the next
// days, by time and distance.

const WEEK = 7 * 86_400_000;
/** One degree of latitude, in km: the box drawn around a position before distances are measured. */
const KM_PER_DEGREE = 111.2;
/** Without a position, at most this many activities are looked at (the soonest times are kept). */
const ROWS_WITHOUT_POSITION = 2_000;

type Row = {
  id: number; title: string; speaker: string; note: string; startsAt: Date; repeat: string; untilDate: string | null; capacity: number | null;
  slug: string; nama: string; kota: string | null; latitude: number | null; longitude: number | null; timeZone: string | null;
};

/** The times of one activity within [from, to): its one time, or each week's. */
function timesWithin(a: Row, from: number, to: number): Date[] {
  const start = a.startsAt.getTime();
  if (a.repeat !== 'weekly') return start >= from && start < to ? [a.startsAt] : [];
  const times: Date[] = [];
  for (let t = start >= from ? start : start + Math.ceil((from - start) / WEEK) * WEEK; t < to; t += WEEK) {
    const at = new Date(t);
    if (a.untilDate && jakartaDate(at) > a.untilDate) break;
    times.push(at);
  }
  return times;
}

/** The kajian list for a person: near them when they gave a position, for one day or the coming week, by theme or ustadz. */
export async function listKajian(db: Db, input: KajianSearch, now: Date): Promise<Kajian[]> {
  // A mosque's day is its own zone's (WIB, WITA or WIT): the window runs a day past the last WIB
  // day, and each time is kept or left by the mosque's own date below.
  const today = jakartaDate(now);
  const from = now.getTime() - ACTIVITY_SHOWN_AFTER_START_MS;
  const to = Date.parse(`${addDays(today, KAJIAN_DAYS + 1)}T00:00:00Z`);
  const wanted = (date: string, zone: string) => {
    const first = dateInZone(now, zone);
    return date >= first && date <= addDays(first, KAJIAN_DAYS - 1) && (!input.day || date === input.day);
  };

  const conditions: SQL[] = [
    eq(mosqueActivities.kind, 'kajian'),
    isNull(mosqueActivities.cancelledAt),
    lte(mosqueActivities.startsAt, new Date(to)),
    or(eq(mosqueActivities.repeat, 'weekly'), gte(mosqueActivities.startsAt, new Date(from)))!,
    or(isNull(mosqueActivities.untilDate), gte(mosqueActivities.untilDate, today))!,
  ];
  if (input.q) conditions.push(or(sql`${mosqueActivities.title} ilike ${likePattern(input.q)}`, sql`${mosqueActivities.speaker} ilike ${likePattern(input.q)}`)!);
  const at = input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
  if (at) {
    // A box around the person first (the index-friendly part), the true distance after.
    const dLat = KAJIAN_RADIUS_KM / KM_PER_DEGREE;
    const dLng = dLat / Math.max(0.1, Math.cos((at.lat * Math.PI) / 180));
    conditions.push(sql`${mosques.latitude} between ${at.lat - dLat} and ${at.lat + dLat} and ${mosques.longitude} between ${at.lng - dLng} and ${at.lng + dLng}`);
  }
  const rows: Row[] = await db.select({
    id: mosqueActivities.id, title: mosqueActivities.title, speaker: mosqueActivities.speaker, note: mosqueActivities.note,
    startsAt: mosqueActivities.startsAt, repeat: mosqueActivities.repeat, untilDate: mosqueActivities.untilDate, capacity: mosqueActivities.capacity,
    slug: mosques.slug, nama: mosques.nama, kota: mosques.kota, latitude: mosques.latitude, longitude: mosques.longitude,
    timeZone: mosqueTimeSettings.timeZone,
  }).from(mosqueActivities).innerJoin(mosques, eq(mosques.id, mosqueActivities.masjidId))
    .leftJoin(mosqueTimeSettings, eq(mosqueTimeSettings.masjidId, mosques.id))
    .where(and(...conditions))
    .limit(at ? 10_000 : ROWS_WITHOUT_POSITION);

  const listed: { k: Kajian; t: number }[] = [];
  // Seats are counted for the kajian that ask for registration only (most ask for none).
  const seats = await registeredCounts(db, rows.filter((a) => a.capacity !== null).map((a) => a.id));
  for (const a of rows) {
    const km = at && a.latitude !== null && a.longitude !== null ? distanceKm(at, { lat: a.latitude, lng: a.longitude }) : null;
    if (at && (km === null || km > KAJIAN_RADIUS_KM)) continue;
    const zone = knownMosqueZone(a.timeZone) ?? defaultMosqueTimeZone(a.longitude);
    for (const time of timesWithin(a, from, to)) {
      const date = dateInZone(time, zone);
      if (!wanted(date, zone)) continue;
      listed.push({
        t: time.getTime(),
        k: {
          id: a.id, at: time.toISOString(), time_zone: zone, title: a.title, speaker: a.speaker, note: a.note, weekly: a.repeat === 'weekly',
          masjid: { slug: a.slug, nama: a.nama, kota: a.kota }, distance_km: km === null ? null : Math.round(km * 100) / 100,
          capacity: a.capacity, registered: seats.get(seatKey(a.id, date)) ?? 0,
        },
      });
    }
  }
  return listed
    .sort((x, y) => x.t - y.t || (x.k.distance_km ?? Infinity) - (y.k.distance_km ?? Infinity) || x.k.id - y.k.id)
    .slice(0, KAJIAN_LIST_MAX)
    .map((x) => x.k);
}
