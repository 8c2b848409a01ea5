import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { InRouter } from '../../in-router';
import { PrayerCalendar } from '../../../../src/features/prayer/calendar-page';
import type { CalendarSearch } from '../../../../src/features/prayer/calendar-views';
import { computePrayerTimes } from '../../../../src/contract/prayer-times';
import { hijriDate } from '../../../../src/contract/hijri';
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
const point = { latitude: -6.1754, longitude: 106.8272 };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Noon in Jakarta, 20 February 2027 (Ramadan 1448 H).
  vi.setSystemTime(new Date('2027-02-20T05:00:00Z'));
  // The calendar reads the Hijri date without a shift here, so hijriDate is the expectation.
  await updateSettings({ hijriAdjustment: 0 });
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await db.kv.clear();
  await db.prayerDays.clear();
});

function show(search: CalendarSearch) {
  const onSearch = vi.fn();
  const view = render(<PrayerCalendar location={jakarta} search={search} onSearch={onSearch} onPickCity={() => {}} />, { wrapper: InRouter });
  return { onSearch, rerender: (next: CalendarSearch) => view.rerender(<PrayerCalendar location={jakarta} search={next} onSearch={onSearch} onPickCity={() => {}} />) };
}

describe('the calendar views of the schedule page', () => {
  it('shows the chosen month day by day with the Hijri date and eight times, today marked, and steps months', async () => {
    const { onSearch } = show({ tampilan: 'bulan', bulan: '2027-02' });
    const month = await screen.findByRole('region', { name: 'Februari 2027' });
    const rows = within(month).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(28);
    const today = rows.find((r) => r.getAttribute('aria-current') === 'date')!;
    expect(today.dataset.date).toBe('2027-02-20');
    const times = computePrayerTimes(point, '2027-02-20', 'Asia/Jakarta');
    expect(within(today).getAllByRole('cell').map((c) => c.textContent)).toEqual(
      [times.imsak, times.subuh, times.terbit, times.dhuha, times.dzuhur, times.ashar, times.maghrib, times.isya]);
    // The settings arrive from the device a moment after the first paint.
    await waitFor(() => expect(within(month).getByRole('rowheader', { name: /^Sab 20/ }).querySelector('span')?.textContent)
      .toBe(String(hijriDate('2027-02-20').day)));
    fireEvent.click(within(month).getByRole('button', { name: 'Bulan berikutnya' }));
    expect(onSearch).toHaveBeenLastCalledWith({ tampilan: 'bulan', bulan: '2027-03' });
    fireEvent.click(within(month).getByRole('button', { name: 'Bulan sebelumnya' }));
    expect(onSearch).toHaveBeenLastCalledWith({ tampilan: 'bulan', bulan: '2027-01' });
  });

  it('names the feasts in the month table on the day hijriDate gives them', async () => {
    show({ tampilan: 'bulan', bulan: '2027-03' });
    const month = await screen.findByRole('region', { name: 'Maret 2027' });
    await waitFor(() => {
      const named = within(month).getAllByText('Idul Fitri').map((el) => el.closest('tr')!.dataset.date!);
      expect(named.map((date) => hijriDate(date))).toEqual([{ year: 1448, month: 10, day: 1 }]);
    });
  });

  it("opens on today's Hijri month and lists its remembered days", async () => {
    const now = hijriDate('2027-02-20');
    show({ tampilan: 'hijriah' });
    const title = `Ramadhan ${now.year} H`;
    expect(now.month).toBe(9);
    const month = await screen.findByRole('region', { name: title });
    const marks = within(month).getByRole('list', { name: 'Hari penting' });
    expect(within(marks).getByText("Nuzulul Qur'an")).toBeTruthy();
    expect(within(marks).getByText('Awal Ramadhan')).toBeTruthy();
  });

  it('opens Zulhijah with Tarwiyah, Arafah and Idul Adha on the days hijriDate gives', async () => {
    show({ tampilan: 'hijriah', hijriah: '1448-12' });
    const month = await screen.findByRole('region', { name: 'Zulhijah 1448 H' });
    const cellOf = (day: number) => month.querySelector<HTMLElement>(`li[data-hijri-day="${day}"]`)!;
    await waitFor(() => expect(hijriDate(cellOf(1).dataset.date!)).toEqual({ year: 1448, month: 12, day: 1 }));
    for (const [day, name] of [[8, 'Hari Tarwiyah'], [9, 'Hari Arafah'], [10, 'Idul Adha']] as const) {
      expect(cellOf(day).getAttribute('aria-label')).toMatch(new RegExp(`, ${name}$`));
      expect(hijriDate(cellOf(day).dataset.date!)).toEqual({ year: 1448, month: 12, day });
    }
  });

  it('offers the imsakiyah in Ramadan with a row per day, and not in an ordinary month', async () => {
    show({ tampilan: 'imsakiyah' });
    const sheet = await screen.findByRole('region', { name: 'Jadwal Imsakiyah Ramadhan 1448 H' });
    expect([29, 30]).toContain(within(sheet).getAllByRole('row').length - 1);
    expect(within(sheet).getByText(/Kriteria Kemenag RI/)).toBeTruthy();
    cleanup();

    vi.setSystemTime(new Date('2026-11-26T05:00:00Z'));
    show({ tampilan: 'imsakiyah' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Hari ini', 'Bulan', 'Hijriah']);
    expect(screen.getByRole('tab', { name: 'Hari ini' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('region', { name: /Jadwal Imsakiyah/ })).toBeNull();
  });
});
