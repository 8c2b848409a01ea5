import * as v from 'valibot';
import { CursorSchema, SearchSchema, SlugSchema } from './fields';
import { AllTimeSchema, queryInt } from './campaign';

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

export const MosqueSearchQuery = v.object({
  search: SearchSchema,
  // The map shows every mosque of a page: a large page, paged only by a network that outgrows it.
  limit: v.optional(queryInt(1, 500, 'Batas harus bilangan bulat 1 sampai 500'), 500),
  cursor: CursorSchema,
});
/** The mosque's slug or its kencleng program's slug. */
export const MosqueSlugQuery = v.object({ slug: SlugSchema });
