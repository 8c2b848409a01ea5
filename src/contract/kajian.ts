import * as v from 'valibot';
import { SearchSchema } from './fields';
import { LatQuery, LngQuery } from './masjid';
import { isRealDate } from './user';

/*
 * 'Kajian Terdekat' (issue 43): the kajian of every mosque, each coming time of a weekly one
 * counted, as one list by time and distance, to be filtered by day and by theme or ustadz.
 *
 * Public (/api/masjid):
 * - list_kajian (GET, KajianQuery) → Kajian[]: the coming KAJIAN_DAYS days, soonest first (the
 *   nearer first at the same time); with a position, only mosques within KAJIAN_RADIUS_KM; each
 *   time with its seats when registration is asked (no one's own: the answer is shared)
 */

/** How far a mosque may be from the person to be listed. */
export const KAJIAN_RADIUS_KM = 25;
/** Days ahead listed, today included. */
export const KAJIAN_DAYS = 7;
/** Rows in one answer. */
export const KAJIAN_LIST_MAX = 60;

const DAY_MESSAGE = 'Tanggal tidak valid';

export const KajianQuery = v.pipe(
  v.object({
    lat: LatQuery,
    lng: LngQuery,
    /** One day only ('YYYY-MM-DD', at the mosque). */
    day: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE), v.check(isRealDate, DAY_MESSAGE))),
    /** Words of the theme or the ustadz's name. */
    q: SearchSchema,
  }),
  v.forward(v.check((q) => (q.lat === undefined) === (q.lng === undefined), 'Lintang dan bujur harus dikirim bersama'), ['lat']),
);
export type KajianSearch = v.InferOutput<typeof KajianQuery>;

export const KajianSchema = v.object({
  /** The activity's id; with `at`, one coming time of it. */
  id: v.pipe(v.number(), v.integer()),
  /** When it begins (ISO). */
  at: v.string(),
  /** The mosque's zone ('Asia/Makassar'): its time and day are told in it. */
  time_zone: v.string(),
  title: v.string(),
  speaker: v.string(),
  note: v.string(),
  weekly: v.boolean(),
  masjid: v.object({ slug: v.string(), nama: v.string(), kota: v.nullable(v.string()) }),
  /** From the position asked with, or null without one (or without the mosque's). */
  distance_km: v.nullable(v.number()),
  /** Seats of this time when the mosque asks for registration (contract/kajian-registration.ts), else null. A copy kept from before has neither. */
  capacity: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
  /** Sign-ups for this time so far. */
  registered: v.optional(v.pipe(v.number(), v.integer()), 0),
});
export type Kajian = v.InferOutput<typeof KajianSchema>;
export const KajianListSchema = v.array(KajianSchema);
