import { describe, expect, it } from 'vitest';
import regencyFile from '../../../../public/json/regencies.json';
import * as v from 'valibot';
import { nearestRegency, placeName, RegencyFileSchema, timeZoneOfProvince } from '../../../../src/features/prayer/places';
import { searchRegencies } from '../../../../src/features/prayer/city-search';
import { placeFromPoint } from '../../../../src/features/prayer/location';

const regencies = v.parse(RegencyFileSchema, regencyFile).items;

describe('the nearest place and its time zone, offline from the bundled list', () => {
  it.each([
    ['Monas, Jakarta', -6.1754, 106.8272, 'Kota Jakarta Pusat', 'Asia/Jakarta'],
    ['Makassar', -5.1477, 119.4327, 'Kota Makassar', 'Asia/Makassar'],
    ['Jayapura', -2.5337, 140.7181, 'Kota Jayapura', 'Asia/Jayapura'],
    ['Medan', 3.5952, 98.6722, 'Kota Medan', 'Asia/Jakarta'],
    ['Bogor', -6.5971, 106.806, 'Kota Bogor', 'Asia/Jakarta'],
    ['Soreang', -7.0253, 107.5195, 'Kab. Bandung', 'Asia/Jakarta'],
    ['Denpasar', -8.6705, 115.2126, 'Kota Denpasar', 'Asia/Makassar'],
  ])('%s (%f, %f) → %s, %s', (_name, lat, lng, label, zone) => {
    const place = placeFromPoint({ lat, lng }, regencies, 'gps');
    expect(place.label).toBe(label);
    expect(place.timeZone).toBe(zone);
  });

  it('has all 514 regencies', () => {
    expect(regencies).toHaveLength(514);
  });

  it('puts West and Central Kalimantan in WIB and the other three in WITA', () => {
    expect(timeZoneOfProvince('61')).toBe('Asia/Jakarta');
    expect(timeZoneOfProvince('62')).toBe('Asia/Jakarta');
    expect(['63', '64', '65'].map(timeZoneOfProvince)).toEqual(['Asia/Makassar', 'Asia/Makassar', 'Asia/Makassar']);
    expect(['81', '82', '91', '94'].map(timeZoneOfProvince)).toEqual(Array(4).fill('Asia/Jayapura'));
  });

  it('names places nicely cased', () => {
    expect(placeName({ nama: 'KABUPATEN TOJO UNA-UNA' })).toBe('Kab. Tojo Una-Una');
    expect(placeName({ nama: 'KOTA BAU-BAU' })).toBe('Kota Bau-Bau');
  });

  it('finds cities by any part of the name, whatever the case', () => {
    const names = searchRegencies('bogor', regencies).map(placeName);
    expect(names).toEqual(['Kab. Bogor', 'Kota Bogor']);
    expect(searchRegencies('kab bandung', regencies).map(placeName)).toContain('Kab. Bandung Barat');
    expect(searchRegencies('', regencies)).toHaveLength(514);
    expect(nearestRegency({ lat: 0, lng: 0 }, regencies).nama).toBeTruthy();
  });
});
