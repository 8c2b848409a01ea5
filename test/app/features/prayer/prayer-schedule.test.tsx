import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { PrayerSchedule } from '../../../../src/features/prayer/prayer-schedule';
import { computePrayerTimes } from '../../../../src/contract/prayer-times';
import { dateInZone } from '../../../../src/features/prayer/schedule';
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
    render(<PrayerSchedule location={jakarta} onPickCity={() => {}} />);

    await waitFor(() => expect(subuhShown()).toBe(computePrayerTimes(point, today, 'Asia/Jakarta').subuh));
    expect(screen.getByText(/kriteria Kemenag RI/)).toBeTruthy();

    await act(() => updateSettings({ prayerMethod: 'mwl' }));
    await waitFor(() => expect(subuhShown()).toBe(computePrayerTimes(point, today, 'Asia/Jakarta', 'mwl').subuh));
    expect(screen.getByText(/metode Muslim World League/)).toBeTruthy();
    expect(screen.queryByText(/kriteria Kemenag RI/)).toBeNull();
  });
});
