import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import regencyFile from '../../../../public/json/regencies.json';
import { ABROAD_LABEL, isAbroad, placeFromPoint, placeFromRegency } from '../../../../src/features/prayer/location';
import { placeLine } from '../../../../src/features/prayer/place-line';
import { RegencyFileSchema, zoneAbbreviation } from '../../../../src/features/prayer/places';
import { PlaceSchema } from '../../../../src/db/prayer-place';
import { regencyReferenceNear } from '../../../../src/contract/regency-reference';
import { distanceKm } from '../../../../src/lib/geo';

const regencies = v.parse(RegencyFileSchema, regencyFile).items;

describe('every regency has its seat, height and horizon', () => {
  it('from GeoNames, with the place it came from', () => {
    expect(regencies.every((r) => Number.isInteger(r.elevation) && r.elevation >= 0 && r.elevation < 4000)).toBe(true);
    const byName = (n: string) => regencies.find((r) => r.nama === n)!;
    expect(byName('KOTA BANDUNG').elevation).toBe(714);
    expect(byName('KABUPATEN JAYAWIJAYA').elevation).toBeGreaterThan(1400);
    expect(byName('KOTA JAKARTA PUSAT').elevation).toBeLessThan(50);
    expect(regencyFile.referenceSource.license).toMatch(/CC BY 4\.0/);
  });

  it("points at the seat, not the regency's centre (the seats of issue 40 were 2–182 km from the old points)", () => {
    const byName = (n: string) => regencies.find((r) => r.nama === n)!;
    const seats = { 'KABUPATEN MALUKU BARAT DAYA': [-8.15, 127.795], 'KABUPATEN HALMAHERA SELATAN': [-0.6255, 127.4781], 'KABUPATEN PULAU TALIABU': [-1.9463, 124.3839] } as const; // Tiakur, Labuha, Bobong
    for (const [name, [lat, lng]] of Object.entries(seats)) expect(distanceKm(byName(name), { lat, lng }), name).toBeLessThan(2);
  });

  it('agrees with the table the server and old places use', () => {
    for (const r of regencies) expect(regencyReferenceNear({ latitude: r.lat, longitude: r.lng })).toEqual({ metres: r.elevation, horizon: r.horizon });
  });
});

describe('a place carries its height', () => {
  it('from the regency picked or the nearest one', () => {
    const garut = regencies.find((r) => r.nama === 'KABUPATEN GARUT')!;
    expect(placeFromRegency(garut)).toMatchObject({ lat: garut.lat, lng: garut.lng, elevation: garut.elevation, horizon: 'highland' });
    const place = placeFromPoint({ lat: -6.92, lng: 107.61 }, regencies, 'gps', 'Asia/Jakarta');
    expect([place.label, place.elevation, place.horizon]).toEqual(['Kota Bandung', 714, 'highland']);
    expect(placeLine(place)).toBe('Kota Bandung · 714 m');
    expect(placeLine({ ...place, label: 'Kab. Jayawijaya', elevation: 1488 })).toBe('Kab. Jayawijaya · 1.488 m');
  });
});

describe('abroad', () => {
  it('takes the device zone and says "Lokasi saat ini" far from every regency', () => {
    const place = placeFromPoint({ lat: 21.4225, lng: 39.8262 }, regencies, 'gps', 'Asia/Riyadh');
    expect(place).toMatchObject({ label: ABROAD_LABEL, kode: '', timeZone: 'Asia/Riyadh', elevation: 0, abroad: true });
    expect(v.is(PlaceSchema, place)).toBe(true);
    expect(placeLine(place)).toBe('Lokasi saat ini · 21,42° LU 39,83° BT');
    expect(zoneAbbreviation('Asia/Riyadh')).toBe('GMT+3');
  });

  it('takes a foreign device clock near the border (Singapore, 40 km from Batam) but not inside a regency', () => {
    const singapore = placeFromPoint({ lat: 1.2903, lng: 103.8519 }, regencies, 'gps', 'Asia/Singapore');
    expect([singapore.abroad, singapore.timeZone]).toEqual([true, 'Asia/Singapore']);
    // An Indonesian phone in Batam, or one whose clock says nothing (UTC), stays at home.
    expect(placeFromPoint({ lat: 1.2903, lng: 103.8519 }, regencies, 'gps', 'UTC').timeZone).toBe('Asia/Jakarta');
    expect(placeFromPoint({ lat: 1.1301, lng: 104.0529 }, regencies, 'gps', 'Asia/Singapore').abroad).toBeUndefined();
    expect(isAbroad(10, 'Europe/Paris')).toBe(false);
    expect(isAbroad(301, 'Asia/Jakarta')).toBe(true);
  });

  it('accepts any real IANA zone for a stored place and refuses a made-up one', () => {
    const base = { lat: 48.85, lng: 2.35, label: ABROAD_LABEL, kode: '', elevation: 0, abroad: true, source: 'gps' };
    expect(v.safeParse(PlaceSchema, { ...base, timeZone: 'Europe/Paris' }).success).toBe(true);
    const bad = v.safeParse(PlaceSchema, { ...base, timeZone: 'Mars/Olympus' });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe('Zona waktu tidak dikenal');
  });
});
