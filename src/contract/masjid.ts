import * as v from 'valibot';
import { CursorSchema, SearchSchema, SlugSchema } from './fields';
import { AllTimeSchema, queryInt } from './campaign';
import { MOSQUE_SORTS } from './mosque-sorts';

// Mosque controller (/api/masjid). A row is a mosque joined with its kencleng (collection box)
// program, as the spec's 'Mosque / kencleng program' entity (section 3).

const Moment = v.pipe(v.string(), v.isoTimestamp());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const MosqueSchema = v.object({
  /** The kencleng program's id, or null while the mosque has none. */
  id: v.nullable(v.pipe(v.number(), v.integer())),
  /** 'KM-<id>' of the kencleng program (totals, donors, prayers), or null. */
  programId: v.nullable(v.string()),
  id_masjid: v.pipe(v.number(), v.integer()),
  /** The mosque's slug: /masjid/{slug}. */
  slug: v.string(),
  /** The kencleng program's slug: /kencleng-masjid/{kencleng_slug}; null while it has none. */
  kencleng_slug: v.nullable(v.string()),
  /** Path served by this app, e.g. '/flyers/istiqlal.svg'. */
  flyer: v.nullable(v.string()),
  /** The mosque's name. */
  header: v.string(),
  alamat: v.string(),
  kota: v.nullable(v.string()),
  /** Degrees; null when unknown (the app then shows 'Jarak tidak diketahui'). */
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  type: v.string(),
  batas_tanggal: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  all_time: AllTimeSchema,
  target: v.pipe(v.number(), v.integer(), v.minValue(0)),
  created_date: Moment,
  /** HTML about the kencleng program. */
  tentang: v.string(),
  pengurus: v.nullable(v.string()),
  telepon: v.nullable(v.string()),
  email: v.nullable(v.string()),
  /** Plain text about the mosque. */
  deskripsi: v.nullable(v.string()),
  /** Paid donations to the kencleng program. */
  total_donasi: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalDonor: Count,
  /** 'Kabar Terbaru' and 'Pencairan Dana' counts of the kencleng program. */
  totalUpdates: Count,
  totalDisbursements: Count,
});
export type Mosque = v.InferOutput<typeof MosqueSchema>;
export const MosqueListSchema = v.array(MosqueSchema);

/** The orders a mosque list can ask for (contract/mosque-sorts.ts). */
export { MOSQUE_SORTS, type MosqueSort } from './mosque-sorts';
export const MosqueSortSchema = v.picklist(MOSQUE_SORTS);

/** Most mosques one answer holds: a phone asks for a screenful or two, the map for what it shows. */
export const MOSQUE_PAGE_MAX = 100;

/** Degrees from a query string ('-6.1754') or a number, inside [min, max]. */
function queryDegrees(min: number, max: number, message: string) {
  return v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform((x) => (typeof x === 'number' ? x : /^-?\d{1,3}(\.\d{1,15})?$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
    v.number(message),
    v.finite(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

const LAT_MESSAGE = 'Lintang harus angka -90 sampai 90';
const LNG_MESSAGE = 'Bujur harus angka -180 sampai 180';
const BBOX_MESSAGE = 'Batas peta harus berisi bujur barat, lintang selatan, bujur timur, lintang utara';

/** 'west,south,east,north' in degrees, as a map's visible bounds (no wrap across 180°). */
export type MosqueBounds = { west: number; south: number; east: number; north: number };
const BoundsSchema = v.pipe(
  v.string(BBOX_MESSAGE),
  v.transform((x) => x.split(',').map((part) => v.safeParse(queryDegrees(-180, 180, BBOX_MESSAGE), part))),
  v.check((parts) => parts.length === 4 && parts.every((p) => p.success), BBOX_MESSAGE),
  v.transform((parts): MosqueBounds => {
    const [west, south, east, north] = parts.map((p) => (p.success ? p.output : Number.NaN)) as [number, number, number, number];
    return { west, south, east, north };
  }),
  v.check((b) => b.south >= -90 && b.north <= 90 && b.south <= b.north && b.west <= b.east, BBOX_MESSAGE),
);

/** A position from query strings: the user's, distances measured from it. */
export const LatQuery = v.optional(queryDegrees(-90, 90, LAT_MESSAGE));
export const LngQuery = v.optional(queryDegrees(-180, 180, LNG_MESSAGE));

export const MosqueSearchQuery = v.pipe(
  v.object({
    search: SearchSchema,
    limit: v.optional(queryInt(1, MOSQUE_PAGE_MAX, `Batas harus bilangan bulat 1 sampai ${MOSQUE_PAGE_MAX}`), 30),
    cursor: CursorSchema,
    /** The position distances are measured from (the user's, or the map's centre). */
    lat: LatQuery,
    lng: LngQuery,
    /** Without it: nearest first when a position is given, else by name. */
    sort: v.optional(v.picklist(MOSQUE_SORTS, 'Urutan tidak valid')),
    /** Only mosques inside the map's visible bounds. */
    bbox: v.optional(BoundsSchema),
    /** 'Y': only mosques that have a kencleng program (the kencleng grid). */
    kencleng: v.optional(v.picklist(['Y', 'N'], 'Pilihan kencleng harus Y atau N'), 'N'),
  }),
  v.forward(v.check((q) => (q.lat === undefined) === (q.lng === undefined), 'Lintang dan bujur harus dikirim bersama'), ['lat']),
);
export type MosqueSearch = v.InferOutput<typeof MosqueSearchQuery>;

/** The mosque's slug or its kencleng program's slug. */
export const MosqueSlugQuery = v.object({ slug: SlugSchema });
