import { describe, expect, it } from 'vitest';
import type { Mosque } from '../../../../src/contract/masjid';
import { distanceKm } from '../../../../src/lib/geo';
import { listAnchor, orderLabel, placeMosques } from '../../../../src/features/masjid/mosque-order';

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

describe('distances on the mosque lists', () => {
  const placed = placeMosques(mosques, user, distanceKm);

  it('measures each mosque from the user, and knows when it cannot', () => {
    const km = Object.fromEntries(placed.map((p) => [p.mosque.header, p.km]));
    expect(km['Masjid Istiqlal']).toBeCloseTo(0.71, 1);
    expect(km['Masjid Kubah Emas']).toBeGreaterThan(20);
    expect(km['Masjid Tanpa Peta']).toBeNull();
    expect(placeMosques(mosques, null, distanceKm).every((p) => p.km === null)).toBe(true);
  });

});

describe('the position a list is ordered from', () => {
  it('is the position rounded to about 110 m, so a wandering fix asks the same page again', () => {
    expect(listAnchor(null)).toBeNull();
    expect(listAnchor({ lat: -6.17543, lng: 106.82718 })).toEqual({ lat: -6.175, lng: 106.827 });
    expect(listAnchor({ lat: -6.17538, lng: 106.82721 })).toEqual(listAnchor({ lat: -6.17543, lng: 106.82718 }));
    expect(listAnchor({ lat: -6.1756, lng: 106.8272 })).toEqual({ lat: -6.176, lng: 106.827 });
  });
});

describe('the order the kencleng grid says it shows', () => {
  it('is by distance only with a position, by name without one, by amount whenever asked', () => {
    expect(orderLabel(undefined, true)).toBe('Terdekat');
    expect(orderLabel('terjauh', true)).toBe('Terjauh');
    expect(orderLabel('terjauh', false)).toBe('Nama');
    expect(orderLabel(undefined, false)).toBe('Nama');
    expect(orderLabel('paling-sedikit', false)).toBe('Paling Sedikit');
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
