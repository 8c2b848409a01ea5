import { describe, expect, it } from 'vitest';
import type { Mosque } from '../../../../src/contract/masjid';
import { distanceKm } from '../../../../src/lib/geo';
import { matchesSearch, placeMosques, sortMosques } from '../../../../src/features/masjid/mosque-order';

const ISTIQLAL = { lat: -6.1702, lng: 106.8310 };

function mosque(id: number, header: string, at: { lat: number; lng: number } | null, total: number, kota = 'Jakarta'): Mosque {
  return {
    id, programId: `KM-${id}`, id_masjid: id, slug: `m-${id}`, kencleng_slug: `m-${id}`, flyer: null, header, alamat: `Jl. ${header}`, kota,
    latitude: at?.lat ?? null, longitude: at?.lng ?? null, type: 'kencleng-masjid', batas_tanggal: null, all_time: 'Y', target: 0,
    created_date: '2026-01-01T00:00:00.000Z', tentang: '', pengurus: null, telepon: null, email: null, deskripsi: null,
    total_donasi: total, totalDonor: 0, totalUpdates: 0, totalDisbursements: 0,
  };
}

const mosques = [
  mosque(1, 'Masjid Agung Demak', { lat: -6.8947, lng: 110.6372 }, 5_000_000, 'Demak'),
  mosque(2, 'Masjid Istiqlal', ISTIQLAL, 12_000_000),
  mosque(3, 'Masjid Tanpa Peta', null, 9_000_000, 'Bogor'),
  mosque(4, 'Masjid Kubah Emas', { lat: -6.3834, lng: 106.7708 }, 250_000, 'Depok'),
];
const user = { lat: -6.1754, lng: 106.8272 };
const names = (rows: { mosque: Mosque }[]) => rows.map((r) => r.mosque.header);

describe('kencleng list order', () => {
  const placed = placeMosques(mosques, user, distanceKm);

  it('measures each mosque from the user, and knows when it cannot', () => {
    const km = Object.fromEntries(placed.map((p) => [p.mosque.header, p.km]));
    expect(km['Masjid Istiqlal']).toBeCloseTo(0.71, 1);
    expect(km['Masjid Kubah Emas']).toBeGreaterThan(20);
    expect(km['Masjid Tanpa Peta']).toBeNull();
    expect(placeMosques(mosques, null, distanceKm).every((p) => p.km === null)).toBe(true);
  });

  it("'Terdekat' puts the nearest first and the unknown last", () => {
    expect(names(sortMosques(placed, 'terdekat'))).toEqual(['Masjid Istiqlal', 'Masjid Kubah Emas', 'Masjid Agung Demak', 'Masjid Tanpa Peta']);
  });

  it("'Terjauh' reverses the known distances but still keeps the unknown last", () => {
    expect(names(sortMosques(placed, 'terjauh'))).toEqual(['Masjid Agung Demak', 'Masjid Kubah Emas', 'Masjid Istiqlal', 'Masjid Tanpa Peta']);
  });

  it("'Paling Banyak' and 'Paling Sedikit' sort by the amount collected", () => {
    expect(names(sortMosques(placed, 'paling-banyak'))).toEqual(['Masjid Istiqlal', 'Masjid Tanpa Peta', 'Masjid Agung Demak', 'Masjid Kubah Emas']);
    expect(names(sortMosques(placed, 'paling-sedikit'))).toEqual(['Masjid Kubah Emas', 'Masjid Agung Demak', 'Masjid Tanpa Peta', 'Masjid Istiqlal']);
  });

  it('without a chosen sort: nearest first when the position is known, else the order given', () => {
    expect(names(sortMosques(placed, undefined))[0]).toBe('Masjid Istiqlal');
    const unplaced = placeMosques(mosques, null, distanceKm);
    expect(names(sortMosques(unplaced, undefined))).toEqual(names(unplaced));
    expect(names(sortMosques(unplaced, 'terdekat'))).toEqual(['Masjid Agung Demak', 'Masjid Istiqlal', 'Masjid Kubah Emas', 'Masjid Tanpa Peta']);
  });

  it('never reorders the list it was given', () => {
    const before = names(placed);
    sortMosques(placed, 'terjauh');
    expect(names(placed)).toEqual(before);
  });
});

describe('map search', () => {
  it('matches name, address or city, ignoring case', () => {
    expect(matchesSearch(mosques[0]!, 'demak')).toBe(true);
    expect(matchesSearch(mosques[3]!, 'DEPOK')).toBe(true);
    expect(matchesSearch(mosques[1]!, 'jl. masjid istiq')).toBe(true);
    expect(matchesSearch(mosques[1]!, 'bandung')).toBe(false);
    expect(matchesSearch(mosques[1]!, '  ')).toBe(true);
  });
});

describe('haversine on the 6371 km sphere', () => {
  it('matches known distances', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((6371 * Math.PI) / 180, 6); // 111.19 km
    expect(distanceKm(ISTIQLAL, ISTIQLAL)).toBe(0);
    // Istiqlal to Masjid Agung Demak, about 428 km as the crow flies.
    expect(distanceKm(ISTIQLAL, { lat: -6.8944, lng: 110.6375 })).toBeCloseTo(427.8, 0);
  });
});
