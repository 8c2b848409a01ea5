import { describe, expect, it } from 'vitest';
import { dueMoment, momentText, nextMoment, MOMENT_GRACE_MS, type MomentPlace } from '../../../../src/features/pesan/prayer-moment-plan';
import { prayerInstantsAt, prayerPlaceOf } from '../../../../src/contract/prayer-day';
import { computePrayerTimes } from '../../../../src/contract/prayer-times';

const PLACES: Array<MomentPlace & { zone: string }> = [
  { lat: -6.18, lng: 106.83, elevation: 8, timeZone: 'Asia/Jakarta', label: 'Kota Jakarta Pusat', zone: 'WIB' },
  { lat: -5.14, lng: 119.42, elevation: 10, timeZone: 'Asia/Makassar', label: 'Kota Makassar', zone: 'WITA' },
  { lat: -2.53, lng: 140.72, elevation: 20, timeZone: 'Asia/Jayapura', label: 'Kota Jayapura', zone: 'WIT' },
];
const at = (place: MomentPlace, date: string) => prayerInstantsAt(prayerPlaceOf(place), date);

describe('the in-app reminder moment', () => {
  for (const place of PLACES) {
    it(`in ${place.label} (${place.zone}): due at the schedule's instant less the lead time, for a minute, then the next`, () => {
      const day = at(place, '2026-12-10');
      const prayers = { maghrib: 0, subuh: 10 } as const;
      // One millisecond before Maghrib: nothing due yet, and Maghrib is next.
      expect(dueMoment(prayers, place, 'kemenag', day.maghrib - 1)).toBeNull();
      expect(nextMoment(prayers, place, 'kemenag', day.maghrib - 1)).toMatchObject({ prayer: 'maghrib', at: day.maghrib, minutesBefore: 0 });
      // At the instant and within the grace minute it is due; after that it is let go.
      expect(dueMoment(prayers, place, 'kemenag', day.maghrib)).toMatchObject({ prayer: 'maghrib', prayerAt: day.maghrib });
      expect(dueMoment(prayers, place, 'kemenag', day.maghrib + MOMENT_GRACE_MS - 1)?.prayer).toBe('maghrib');
      expect(dueMoment(prayers, place, 'kemenag', day.maghrib + MOMENT_GRACE_MS)).toBeNull();
      // Subuh ten minutes early, on the next day in the place's own zone.
      const next = at(place, '2026-12-11');
      expect(nextMoment(prayers, place, 'kemenag', day.maghrib)).toMatchObject({ prayer: 'subuh', at: next.subuh - 10 * 60_000, prayerAt: next.subuh });
      const text = momentText(dueMoment(prayers, place, 'kemenag', day.maghrib)!, place);
      expect(text.title).toBe('Waktunya sholat Maghrib');
      // The clock time the schedule screen shows for that day.
      expect(text.detail).toBe(`Pukul ${computePrayerTimes({ latitude: place.lat, longitude: place.lng, elevation: place.elevation }, '2026-12-10', place.timeZone).maghrib.replace(':', '.')} di ${place.label}`);
    });
  }

  it('says a lead time and imsak in their own words; nothing is planned with no prayer chosen', () => {
    const place = PLACES[0]!;
    const day = at(place, '2026-12-10');
    expect(momentText(dueMoment({ isya: 15 }, place, 'kemenag', day.isya - 15 * 60_000)!, place).title).toBe('15 menit lagi waktu Isya');
    expect(momentText(dueMoment({ imsak: 0 }, place, 'kemenag', day.imsak)!, place).title).toBe('Waktunya imsak');
    expect(nextMoment({}, place, 'kemenag', day.dzuhur)).toBeNull();
    expect(dueMoment({}, place, 'kemenag', day.dzuhur)).toBeNull();
  });

  it('follows the chosen method: Umm al-Qura isya is 90 minutes after maghrib', () => {
    const place = PLACES[0]!;
    const day = at(place, '2026-12-10');
    const isya = nextMoment({ isya: 0 }, place, 'umm-al-qura', day.dzuhur)!;
    const maghrib = nextMoment({ maghrib: 0 }, place, 'umm-al-qura', day.dzuhur)!;
    expect(isya.at - maghrib.at).toBe(90 * 60_000);
  });
});
