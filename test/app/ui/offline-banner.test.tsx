import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { getCampaignBySlug } from '../../../src/api/campaign';
import { OfflineBanner } from '../../../src/ui/offline-banner';
import { FROM_DEVICE_CACHE_HEADER } from '../../../src/lib/cache-names';

// The browser may keep saying it is online while nothing gets through (a dead signal, a captive
// Wi-Fi, a page the worker served offline): the app's own requests tell the banner then.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.dispatchEvent(new Event('online'));
});

const envelope = (data: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status: 200, message: 'Berhasil', data }), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

const read = () => getCampaignBySlug('sumur-bor-gunungkidul').catch(() => undefined);

describe('the offline banner, while the browser still says online', () => {
  it('shows once a request finds no network, and goes when the server answers again', async () => {
    expect(navigator.onLine).toBe(true);
    render(<OfflineBanner />);
    expect(screen.queryByText('Kamu sedang offline')).toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await act(read);
    expect(screen.getByText('Kamu sedang offline')).toBeTruthy();

    vi.stubGlobal('fetch', vi.fn(async () => envelope([])));
    await act(read);
    expect(screen.queryByText('Kamu sedang offline')).toBeNull();
  });

  it("shows when the worker answered from the device's copy because the network failed", async () => {
    render(<OfflineBanner />);
    vi.stubGlobal('fetch', vi.fn(async () => envelope([], { [FROM_DEVICE_CACHE_HEADER]: '1' })));
    await act(read);
    expect(screen.getByText('Kamu sedang offline')).toBeTruthy();
    // The browser saw the network come back: the banner goes without waiting for a request.
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByText('Kamu sedang offline')).toBeNull();
  });
});
