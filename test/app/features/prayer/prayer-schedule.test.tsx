import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { InRouter } from '../../in-router';
import { PrayerSchedule } from '../../../../src/features/prayer/prayer-schedule';
import { computePrayerTimes } from '../../../../src/contract/prayer-times';
import { dateInZone } from '../../../../src/contract/zone-clock';
import type { PlaceState } from '../../../../src/features/prayer/use-prayer';
import { updateSettings } from '../../../../src/db/settings';
import { db } from '../../../../src/db/database';

const jakarta: PlaceState = {
  status: 'ready',
  place: { lat: -6.1754, lng: 106.8272, label: 'Kota Jakarta Pusat', kode: '31.71', timeZone: 'Asia/Jakarta', source: 'gps' },
  label: 'Kota Jakarta Pusat',
  pick: async () => {},
  locateAgain: async () => true,
};

afterEach(async () => {
  cleanup();
  await db.kv.clear();
  await db.prayerDays.clear();
});

const subuhShown = () => screen.getByRole('region', { name: 'Hari ini' }).querySelector('[data-key="subuh"] strong')?.textContent;

describe('the schedule page follows the method chosen in Pengaturan', () => {
  it("shows Kemenag's times and says so, then MWL's after the setting changes", async () => {
    const today = dateInZone(Date.now(), 'Asia/Jakarta');
    const point = { latitude: -6.1754, longitude: 106.8272 };
    render(<PrayerSchedule location={jakarta} onPickCity={() => {}} />, { wrapper: InRouter });

    await waitFor(() => expect(subuhShown()).toBe(computePrayerTimes(point, today, 'Asia/Jakarta').subuh));
    expect(screen.getByText(/kriteria Kemenag RI/)).toBeTruthy();

    await act(() => updateSettings({ prayerMethod: 'mwl' }));
    await waitFor(() => expect(subuhShown()).toBe(computePrayerTimes(point, today, 'Asia/Jakarta', 'mwl').subuh));
    expect(screen.getByText(/metode Muslim World League/)).toBeTruthy();
    expect(screen.queryByText(/kriteria Kemenag RI/)).toBeNull();
  });
});

const placeState = (place: NonNullable<PlaceState['place']>): PlaceState => ({ status: 'ready', place, label: place.label, pick: async () => {}, locateAgain: async () => true });
const maghribShown = () => screen.getByRole('region', { name: 'Hari ini' }).querySelector('[data-key="maghrib"] strong')?.textContent;

describe('the place line', () => {
  it("shows the height of the place ('Kota Bandung · 714 m') and the times for its regency's horizon", async () => {
    const bandung = { lat: -6.9175, lng: 107.62444, label: 'Kota Bandung', kode: '32.73', timeZone: 'Asia/Jakarta', elevation: 714, horizon: 'highland' as const, source: 'manual' as const };
    render(<PrayerSchedule location={placeState(bandung)} onPickCity={() => {}} />, { wrapper: InRouter });
    expect(screen.getByTestId('schedule-place').textContent).toBe('Kota Bandung · 714 m');
    const today = dateInZone(Date.now(), 'Asia/Jakarta');
    const point = { latitude: bandung.lat, longitude: bandung.lng };
    // The phone (the place's stored horizon) and the push server (the position's regency's) agree.
    await waitFor(() => expect(maghribShown()).toBe(computePrayerTimes(point, today, 'Asia/Jakarta').maghrib));
    expect(maghribShown()).not.toBe(computePrayerTimes({ ...point, horizon: 'sea' }, today, 'Asia/Jakarta').maghrib);
  });

  it('says where it is abroad and uses that zone', async () => {
    const london = { lat: 51.5072, lng: -0.1276, label: 'Lokasi saat ini', kode: '', timeZone: 'Europe/London', elevation: 0, abroad: true as const, source: 'gps' as const };
    render(<PrayerSchedule location={placeState(london)} onPickCity={() => {}} />, { wrapper: InRouter });
    expect(screen.getByTestId('schedule-place').textContent).toBe('Lokasi saat ini · 51,51° LU 0,13° BB');
    expect(screen.getByRole('button', { name: /Lokasi saat ini/ }).querySelector('small')?.textContent).toMatch(/^GMT/);
    const today = dateInZone(Date.now(), 'Europe/London');
    await waitFor(() => expect(subuhShown()).toBe(computePrayerTimes({ latitude: london.lat, longitude: london.lng }, today, 'Europe/London').subuh));
  });
});

describe('the reminder bells', () => {
  it('each prayer a reminder can be set for has a bell that opens Pengaturan on it; terbit and dhuha have none', async () => {
    render(<PrayerSchedule location={jakarta} onPickCity={() => {}} />, { wrapper: InRouter });
    await waitFor(() => expect(subuhShown()).toBeTruthy());
    for (const [key, name] of [['imsak', 'Imsak'], ['subuh', 'Subuh'], ['dzuhur', 'Dzuhur'], ['ashar', 'Ashar'], ['maghrib', 'Maghrib'], ['isya', 'Isya']]) {
      const bell = screen.getByRole('link', { name: `Atur pengingat ${name}` });
      expect(bell.getAttribute('href')).toBe(`/profile/pengaturan?pengingat=${key}`);
    }
    expect(screen.queryByRole('link', { name: /Atur pengingat (Terbit|Dhuha)/ })).toBeNull();
  });
});
