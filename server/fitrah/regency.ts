import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The regency a mosque stands in, for its zakat fitrah rate: the one whose seat is nearest, from
// the same bundled list the phones use (public/json/regencies.json; no boundaries are bundled).

type Seat = { kode: string; lat: number; lng: number };

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../public/json/regencies.json');
let seats: Seat[] | undefined;

function loadSeats(): Seat[] {
  seats ??= (JSON.parse(fs.readFileSync(FILE, 'utf8')) as { items: Seat[] }).items;
  return seats;
}

/** Beyond this from every seat a position is not in Indonesia: no regency, the network's rate. */
const ABROAD_KM = 300;

/** The regency code ('31.71') nearest a position, or undefined without one or abroad. */
export function regencyCodeNear(latitude: number | null, longitude: number | null): string | undefined {
  if (latitude === null || longitude === null) return undefined;
  let best: Seat | undefined;
  let bestKm = Infinity;
  const rad = Math.PI / 180;
  for (const s of loadSeats()) {
    // Equirectangular distance: exact enough to tell the nearest of seats tens of kilometres apart.
    const x = (s.lng - longitude) * Math.cos(((s.lat + latitude) / 2) * rad);
    const km = Math.hypot(x, s.lat - latitude) * 111.32;
    if (km < bestKm) {
      best = s;
      bestKm = km;
    }
  }
  return bestKm <= ABROAD_KM ? best?.kode : undefined;
}
