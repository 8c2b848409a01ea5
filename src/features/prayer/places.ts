import * as v from 'valibot';
import { distanceKm, type LatLng } from '../../lib/geo';

/** One regency or city of the bundled list (public/json/regencies.json). */
const RegencySchema = v.object({
  kode: v.string(),
  kodeProvinsi: v.string(),
  provinsi: v.string(),
  nama: v.string(),
  tipe: v.picklist(['KOTA', 'KABUPATEN']),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  /** Metres above the sea at the regency's seat (GeoNames, see public/json/LICENSES.md). */
  elevation: v.pipe(v.number(), v.minValue(0)),
  /** Kemenag's horizon for the regency (scripts/build-regency-reference.ts). */
  horizon: v.picklist(['sea', 'highland']),
});
export type Regency = v.InferOutput<typeof RegencySchema>;
export const RegencyFileSchema = v.object({ items: v.pipe(v.array(RegencySchema), v.minLength(1)) });

export const REGENCIES_URL = '/json/regencies.json';

let cached: Promise<Regency[]> | undefined;
/** The 514 regencies, fetched once (the service worker precaches the file, so this works offline). */
export function loadRegencies(fetcher: typeof fetch = fetch): Promise<Regency[]> {
  cached ??= fetcher(REGENCIES_URL)
    .then((r) => r.json())
    .then((json: unknown) => v.parse(RegencyFileSchema, json).items)
    .catch((error: unknown) => {
      cached = undefined; // a failed load may succeed next time
      throw error;
    });
  return cached;
}

/** The regency whose seat is nearest (no boundaries are bundled); the list is small enough to scan. */
export function nearestRegency(point: LatLng, regencies: readonly Regency[]): Regency {
  let best = regencies[0]!;
  let bestKm = Infinity;
  for (const r of regencies) {
    const km = distanceKm(point, r);
    if (km < bestKm) {
      best = r;
      bestKm = km;
    }
  }
  return best;
}

const titleWord = (w: string) => w.split('-').map((p) => (p ? p[0]! + p.slice(1).toLowerCase() : p)).join('-');

/** 'KOTA JAKARTA PUSAT' → 'Kota Jakarta Pusat', 'KABUPATEN BOGOR' → 'Kab. Bogor'. */
export function placeName(regency: Pick<Regency, 'nama'>): string {
  const words = regency.nama.trim().split(/\s+/).map(titleWord);
  if (words[0] === 'Kabupaten') words[0] = 'Kab.';
  return words.join(' ');
}

/**
 * Indonesia's three zones by province code: WIT for Maluku and Papua (8x, 9x), WITA for Bali,
 * Nusa Tenggara, South/East/North Kalimantan and Sulawesi, WIB for the rest.
 */
export function timeZoneOfProvince(kodeProvinsi: string): 'Asia/Jakarta' | 'Asia/Makassar' | 'Asia/Jayapura' {
  const code = Number(kodeProvinsi);
  if (code >= 80) return 'Asia/Jayapura';
  if ((code >= 51 && code <= 53) || (code >= 63 && code <= 65) || (code >= 71 && code <= 76)) return 'Asia/Makassar';
  return 'Asia/Jakarta';
}

// The zone's short name lives with the one time format (contract/clock-text.ts).
export { isIndonesianZone, zoneAbbreviation } from '../../contract/zone-clock';

