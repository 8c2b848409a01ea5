/*
 * Month starts of the Hijri calendar as Kemenag RI computes them (Kalender Hijriah Indonesia, once
 * Taqwim Standar Indonesia): at sunset on the evening after the conjunction, the crescent is tested
 * against the MABIMS criteria anywhere on Indonesia's territory. Met → the new month begins the next
 * civil day; not met → the running month is completed to 30 days (istikmal).
 *
 * The criteria, by era:
 * - From 1 Ramadhan 1443 H (April 2022), the new MABIMS criteria: the moon's altitude ≥ 3° and its
 *   elongation ≥ 6.4°. Kemenag adopted them "mulai tahun 2022"; the sidang isbat of 1 April 2022 was
 *   the first to apply them (berkabarnews.com, penanews.id, 1/4/2022). Rajab 1443 still began on
 *   2 Februari 2022 by the old ones (Isra Mi'raj 28 Februari 2022 in the holiday decree).
 * - Before that, the old MABIMS criteria: altitude ≥ 2°, and elongation ≥ 3° or age ≥ 8 hours
 *   ("ketinggian 2 derajat, elongasi 3 derajat, dan umur bulan 8 jam", same sources), read as
 *   altitude and (elongation or age): 1 Rabiul Awal 1441 (Maulid 9 November 2019) and 1 Rajab 1443
 *   (Isra Mi'raj 28 Februari 2022) each came the day after an evening when the moon was high and
 *   far enough from the sun but younger than 8 hours.
 *
 * How Kemenag measures, as its own published figures show:
 * - Altitude: topocentric, apparent (with standard refraction), of the moon's centre, at the moment
 *   the sun's upper limb sets. Kemenag's seminar before the isbat of 28 Februari 2025 gave "tinggi
 *   hilal … 3,10° sampai 4,68°" (wahananews.co, detik.com 28/2/2025); this computation gives 4.69° at
 *   Sabang (geocentric would be 5.5°). Kanwil Aceh gave 3.2° for 27 Mei 2025 and 3.1° for
 *   19 Maret 2026; this gives 3.25° and 3.13°.
 * - Elongation: geocentric ("elongasi geosentris", Kanwil Kemenag Aceh, arrahmah.id 28/2/2025;
 *   "secara geosentrik (haqiqy)", IDN Times 6/3/2024).
 * - Where: "markaz di mana pun di wilayah NKRI yang sudah masuk kriteria" (Cecep Nurwendaya, Tim
 *   Hisab Rukyat Kemenag, republika.co.id 9/4/2024): one place on Indonesia's territory suffices.
 *   Not only Aceh: the crescent is farthest from the sun in the far west, but highest where the
 *   horizon meets its path most steeply, which in December is the far south-west. On 20 Desember
 *   2025 no place in Aceh met both (Sabang 2.46°, 6.48°) while Enggano and the Mentawai islands did
 *   (Enggano 3.35°, 6.44°): Kemenag's calendar and the holiday decree begin Rajab 1447 on
 *   21 Desember 2025 (Isra Mi'raj 27 Rajab = 16 Januari 2026). The territory is sampled by the
 *   points on its western, south-western, southern and northern edges (REFERENCE_POINTS): altitude
 *   and elongation change almost linearly across the country, so their best lies on its edge.
 *
 * Used by scripts/build-hijri-table.ts to write src/contract/hijri-table.ts, and by its tests to
 * recompute the table; the app itself never loads astronomy-engine. Kemenag's published month starts
 * are kept by hand in test/fixtures/kemenag/hijri-month-starts.json, which no script writes.
 */
import * as Astronomy from 'astronomy-engine';

export const MABIMS_ALTITUDE_DEG = 3;
export const MABIMS_ELONGATION_DEG = 6.4;
/** The old MABIMS criteria, Kemenag's until Syakban 1443 H. */
export const OLD_MABIMS = { altitudeDeg: 2, elongationDeg: 3, ageHours: 8 } as const;
/** The first month Kemenag fixed by the new criteria: Ramadhan 1443 H. */
export const NEW_CRITERIA_FROM = { year: 1443, month: 9 } as const;

export type Criterion = 'mabims-2021' | 'mabims-old';

/**
 * Indonesia's edges, where the crescent stands best: latitude, longitude, sea level. Sabang first
 * (the westernmost city, the latest sunset, the civil evening of the test).
 */
export const REFERENCE_POINTS = [
  { name: 'Sabang', observer: new Astronomy.Observer(5.8926, 95.3238, 0) },
  { name: 'Banda Aceh (Lhoknga)', observer: new Astronomy.Observer(5.4651, 95.2425, 0) },
  { name: 'Simeulue', observer: new Astronomy.Observer(2.62, 95.88, 0) },
  { name: 'Nias (Teluk Dalam)', observer: new Astronomy.Observer(0.56, 97.82, 0) },
  { name: 'Siberut', observer: new Astronomy.Observer(-1.35, 98.65, 0) },
  { name: 'Pagai Selatan', observer: new Astronomy.Observer(-3.0, 100.35, 0) },
  { name: 'Enggano', observer: new Astronomy.Observer(-5.35, 102.2, 0) },
  { name: 'Krui', observer: new Astronomy.Observer(-5.19, 103.93, 0) },
  { name: 'Ujung Kulon', observer: new Astronomy.Observer(-6.75, 105.2, 0) },
  { name: 'Pelabuhan Ratu', observer: new Astronomy.Observer(-7.0, 106.55, 0) },
  { name: 'Cilacap', observer: new Astronomy.Observer(-7.73, 109.0, 0) },
  { name: 'Pacitan', observer: new Astronomy.Observer(-8.2, 111.1, 0) },
  { name: 'Uluwatu (Bali)', observer: new Astronomy.Observer(-8.83, 115.09, 0) },
  { name: 'Pulau Ndana (Rote)', observer: new Astronomy.Observer(-11.0, 122.85, 0) },
  { name: 'Natuna (Ranai)', observer: new Astronomy.Observer(3.94, 108.38, 0) },
  { name: 'Miangas', observer: new Astronomy.Observer(5.56, 126.58, 0) },
];

/** WIB, UTC+7: the civil day of western Indonesia, where the evaluation takes place. */
const WIB_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export type CrescentAtSunset = { sunset: Date; altitude: number; elongation: number; ageHours: number; visible: boolean };

function crescentAt(sunset: Astronomy.AstroTime, conjunction: Astronomy.AstroTime, observer: Astronomy.Observer, criterion: Criterion): CrescentAtSunset {
  const topocentric = Astronomy.Equator(Astronomy.Body.Moon, sunset, observer, true, true);
  const altitude = Astronomy.Horizon(sunset, observer, topocentric.ra, topocentric.dec, 'normal').altitude;
  const elongation = Astronomy.AngleBetween(Astronomy.GeoVector(Astronomy.Body.Sun, sunset, true), Astronomy.GeoVector(Astronomy.Body.Moon, sunset, true));
  const ageHours = (sunset.ut - conjunction.ut) * 24;
  const visible = ageHours > 0 && (criterion === 'mabims-2021'
    ? altitude >= MABIMS_ALTITUDE_DEG && elongation >= MABIMS_ELONGATION_DEG
    : altitude >= OLD_MABIMS.altitudeDeg && (elongation >= OLD_MABIMS.elongationDeg || ageHours >= OLD_MABIMS.ageHours));
  return { sunset: sunset.date, altitude, elongation, ageHours, visible };
}

/** Moon altitude and elongation at the first sunset after `conjunction` at one place. */
export function crescentAtSunset(conjunction: Date, observer: Astronomy.Observer, criterion: Criterion = 'mabims-2021'): CrescentAtSunset {
  const sunset = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, -1, conjunction, 2);
  if (!sunset) throw new Error('no sunset found');
  return crescentAt(sunset, Astronomy.MakeTime(conjunction), observer, criterion);
}

/** 'YYYY-MM-DD' of an instant in WIB. */
function wibDay(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The crescent at every reference point on the evening of the test: the civil day of the first
 * sunset after the conjunction in Sabang. A place whose sun set before the conjunction that day
 * sees no new crescent (its `ageHours` is negative and it is not visible).
 */
export function eveningAfter(conjunction: Date, criterion: Criterion = 'mabims-2021'): { day: string; places: (CrescentAtSunset & { name: string })[] } {
  const day = wibDay(crescentAtSunset(conjunction, REFERENCE_POINTS[0]!.observer, criterion).sunset);
  // Every Indonesian sunset falls between 08 and 12 UTC, so the search from 00 UTC finds that day's.
  const from = Astronomy.MakeTime(new Date(`${day}T00:00:00Z`));
  const places = REFERENCE_POINTS.map((p) => {
    const sunset = Astronomy.SearchRiseSet(Astronomy.Body.Sun, p.observer, -1, from, 1);
    if (!sunset) throw new Error(`no sunset found at ${p.name}`);
    return { name: p.name, ...crescentAt(sunset, Astronomy.MakeTime(conjunction), p.observer, criterion) };
  });
  return { day, places };
}

/** The civil day ('YYYY-MM-DD') on which the month after the conjunction begins. */
export function monthStartAfter(conjunction: Date, criterion: Criterion = 'mabims-2021'): string {
  const evening = eveningAfter(conjunction, criterion);
  return addDays(evening.day, evening.places.some((p) => p.visible) ? 1 : 2);
}

/** Which criteria Kemenag used for 1 <month> <year> H. */
export function criterionFor(year: number, month: number): Criterion {
  return year * 12 + month >= NEW_CRITERIA_FROM.year * 12 + NEW_CRITERIA_FROM.month ? 'mabims-2021' : 'mabims-old';
}

/**
 * Month starts from 1 Muharram `firstYear` through 1 Muharram `lastYear + 1`, in order.
 * The conjunction of 9 September 2018 opens Muharram 1440 H.
 */
export function mabimsMonthStarts(firstYear: number, lastYear: number): string[] {
  const anchorYear = 1440;
  if (firstYear < anchorYear) throw new Error(`the table begins at ${anchorYear} H`);
  let conjunction = Astronomy.SearchMoonPhase(0, Astronomy.MakeTime(new Date('2018-09-05T00:00:00Z')), 10)!;
  const starts: string[] = [];
  const months = (lastYear + 1 - anchorYear) * 12 + 1;
  for (let i = 0; i < months; i++) {
    const year = anchorYear + Math.floor(i / 12);
    if (i >= (firstYear - anchorYear) * 12) starts.push(monthStartAfter(conjunction.date, criterionFor(year, (i % 12) + 1)));
    conjunction = Astronomy.SearchMoonPhase(0, conjunction.AddDays(20), 15)!;
  }
  return starts;
}
