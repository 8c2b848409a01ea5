import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { DonationList } from '../../../../src/features/donation/donation-list';
import { recordLocalDonation } from '../../../../src/features/donation/local-donations';
import { db, GUEST_OWNER } from '../../../../src/db/database';
import { KODE_HEADER } from '../../../../src/contract/envelope';
import { clearCachedProfile, writeCachedProfile } from '../../../../src/db/cached-profile';

// 'Riwayat Donasi' through the real API client: the account's donations come a page at a time,
// merged with the device's own codes, and grouped by day over every page shown.

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await db.donations.clear();
  await clearCachedProfile();
});

/** The account logged in on this device (a device with none is a guest, and is not asked for an account's list). */
const loggedIn = () => writeCachedProfile({
  nama: 'Aisyah Putri', whatsapp: '81234567890', email: null, tgl_lahir: null, alamat: null, kelamin: null, sapaan: null,
  avatar: null, created_date: '2026-01-05T03:00:00.000Z', role: 'user',
});

const HOUR = 3_600_000;
// Days are the phone's own calendar days: yesterday's and older rows are placed by local midnight,
// so the groups hold at any hour the suite runs (24 hours ago is two days ago just after midnight).
const midnight = () => new Date().setHours(0, 0, 0, 0);
const beforeToday = (hours: number) => Date.now() - midnight() + hours * HOUR;
const mine = (code: string, ago: number, status = 'Lunas') => ({
  codeDonate: code, id_program: 'ID-1', program: { header: `Program ${code}`, slug: 'program', type: 'infaq' }, status,
  state: status === 'Lunas' ? 'paid' : 'pending', nominal: 10_000, total: 10_000, tgl_donasi: new Date(Date.now() - ago).toISOString(),
  tgl_bayar: null, doa: null, channel_name: 'QRIS',
});
const answer = (data: unknown, nextCursor: string | null) =>
  new Response(JSON.stringify({ status: 200, message: 'Berhasil', data, next_cursor: nextCursor }), { status: 200, headers: { 'content-type': 'application/json' } });

describe("'Riwayat Donasi' paged", () => {
  it('loads the next page on request, keeps one row per code and one group per day across pages', async () => {
    await loggedIn();
    // A device code that the account's second page also holds: shown once, with the server's status.
    await recordLocalDonation({ code: 'D', programTitle: 'Program D', amount: 10_000, createdAt: new Date(Date.now() - beforeToday(13)).toISOString(), status: 'Belum Lunas', owner: GUEST_OWNER });
    const cursors: Array<string | null> = [];
    vi.stubGlobal('IntersectionObserver', undefined); // the 'Muat lagi' button stands in for scrolling
    vi.stubGlobal('fetch', vi.fn(async (_input: URL | string, init?: RequestInit) => {
      if ((init?.headers as Record<string, string>)[KODE_HEADER] !== 'get_my_donations') throw new TypeError('offline');
      const cursor = init?.body instanceof FormData ? (init.body.get('cursor') as string | null) : null;
      cursors.push(cursor);
      if (cursor === null) return answer([mine('A', beforeToday(0) / 3), mine('B', beforeToday(0) / 2), mine('C', beforeToday(12))], 'c');
      return answer([mine('D', beforeToday(13)), mine('E', beforeToday(60))], null);
    }));
    const root = createRootRoute({ component: DonationList });
    render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/donation'] }) })} />);

    await screen.findByRole('link', { name: /Program C/ });
    const codes = () => screen.getAllByTestId('donation-row').map((a) => a.getAttribute('href'));
    expect(codes()).toEqual(['/donation/A', '/donation/B', '/donation/C', '/donation/D']);
    await act(async () => screen.getByRole('button', { name: 'Muat lagi' }).click());
    await screen.findByRole('link', { name: /Program E/ });
    expect(codes()).toEqual(['/donation/A', '/donation/B', '/donation/C', '/donation/D', '/donation/E']);
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Hari ini', 'Kemarin', '3 hari yang lalu']);
    const yesterday = within(screen.getByRole('region', { name: 'Kemarin' })).getAllByTestId('donation-row');
    expect(yesterday.map((a) => a.getAttribute('href'))).toEqual(['/donation/C', '/donation/D']);
    expect(yesterday[1]!.textContent).toContain('Lunas');
    expect(yesterday[1]!.textContent).not.toContain('Belum');
    expect(screen.queryByRole('button', { name: 'Muat lagi' })).toBeNull();
    await waitFor(() => expect(cursors).toEqual([null, 'c']));
  });
});

describe("'Riwayat Donasi' for a guest", () => {
  it("shows the device's donations and asks the server for no account's list (no 401)", async () => {
    await recordLocalDonation({ code: 'G', programTitle: 'Program G', amount: 10_000, createdAt: new Date().toISOString(), status: 'Belum Lunas', owner: GUEST_OWNER });
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_input: URL | string, init?: RequestInit) => {
      asked.push((init?.headers as Record<string, string>)[KODE_HEADER] ?? '');
      throw new TypeError('offline');
    }));
    const root = createRootRoute({ component: DonationList });
    render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/donation'] }) })} />);
    await screen.findByRole('link', { name: /Program G/ });
    expect(asked).not.toContain('get_my_donations');
    expect(screen.queryByText(/belum bisa dimuat/)).toBeNull();
  });
});
