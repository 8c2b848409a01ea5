/*
 * Month starts of the Hijri calendar by the MABIMS criteria (Kemenag RI since 1443 H): at sunset on
 * the evening after the conjunction, the moon at least 3° above the horizon with at least 6.4°
 * elongation from the sun. Met → the new month begins the next civil day; not met → the running
 * month is completed to 30 days (istikmal).
 *
 * Where: Kemenag evaluates over the whole of Indonesia, and the crescent is highest and farthest from
 * the sun in the far west, so the criteria are tested at Sabang (Pulau Weh, Aceh), the westernmost
 * city, and at Banda Aceh, the hilal observation post most often cited in the isbat; either suffices.
 * Altitude: topocentric, of the moon's centre, with standard refraction, at the moment the sun's
 * upper limb sets. Elongation: geocentric, as in Kemenag's published hisab.
 *
 * Used by scripts/build-hijri-table.ts to write src/contract/hijri-table.ts, and by its test to
 * recompute the table; the app itself never loads astronomy-engine.
 */
import * as Astronomy from 'astronomy-engine';

export const MABIMS_ALTITUDE_DEG = 3;
export const MABIMS_ELONGATION_DEG = 6.4;

/** Western Indonesia: latitude, longitude, height (m). */
export const REFERENCE_POINTS = [
  { name: 'Sabang', observer: new Astronomy.Observer(5.8926, 95.3238, 30) },
  { name: 'Banda Aceh (Lhoknga)', observer: new Astronomy.Observer(5.4651, 95.2425, 30) },
];

/** WIB, UTC+7: the civil day of western Indonesia, where the evaluation takes place. */
const WIB_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export type CrescentAtSunset = { sunset: Date; altitude: number; elongation: number; visible: boolean };

/** Moon altitude and elongation at the first sunset after `conjunction` at one place. */
export function crescentAtSunset(conjunction: Date, observer: Astronomy.Observer): CrescentAtSunset {
  const sunset = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, -1, conjunction, 2);
  if (!sunset) throw new Error('no sunset found');
  const equator = Astronomy.Equator(Astronomy.Body.Moon, sunset, observer, true, true);
  const horizon = Astronomy.Horizon(sunset, observer, equator.ra, equator.dec, 'normal');
  const elongation = Astronomy.AngleBetween(Astronomy.GeoVector(Astronomy.Body.Sun, sunset, true), Astronomy.GeoVector(Astronomy.Body.Moon, sunset, true));
  return {
    sunset: sunset.date,
    altitude: horizon.altitude,
    elongation,
    visible: horizon.altitude >= MABIMS_ALTITUDE_DEG && elongation >= MABIMS_ELONGATION_DEG,
  };
}

/** 'YYYY-MM-DD' of an instant in WIB. */
function wibDay(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The civil day ('YYYY-MM-DD') on which the month after the conjunction begins. */
export function monthStartAfter(conjunction: Date): string {
  const evenings = REFERENCE_POINTS.map((p) => crescentAtSunset(conjunction, p.observer));
  const firstEvening = wibDay(evenings[0]!.sunset);
  return addDays(firstEvening, evenings.some((e) => e.visible) ? 1 : 2);
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
    if (i >= (firstYear - anchorYear) * 12) starts.push(monthStartAfter(conjunction.date));
    conjunction = Astronomy.SearchMoonPhase(0, conjunction.AddDays(20), 15)!;
  }
  return starts;
}
