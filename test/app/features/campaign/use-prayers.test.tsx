import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { usePrayers } from '../../../../src/features/campaign/use-prayers';
import { ToastProvider } from '../../../../src/ui/toast';
import type { PrayerItem } from '../../../../src/contract/campaign';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, message: 'OK', data }), { status: 200, headers: { 'content-type': 'application/json' } });

const prayer = (state: Pick<PrayerItem, 'total_like' | 'status_like'>): PrayerItem => ({
  id: 7, donatur: 'Hamba Allah', doa: 'Semoga sumurnya segera mengalir.', tgl_donasi: '2026-11-20T03:00:00.000Z', ...state,
});

function Prayers() {
  const { state, toggle } = usePrayers('ID-1');
  if (state.status !== 'ready') return <p>memuat</p>;
  return (
    <ul>
      {state.prayers.map((p) => (
        <li key={p.id}>
          <button type="button" aria-pressed={p.status_like === 'liked'} onClick={() => void toggle(p)}>Amiinkan</button>
          <span data-testid="total">{p.total_like}</span>
        </li>
      ))}
    </ul>
  );
}

function renderPrayers() {
  const root = createRootRoute({ component: () => <ToastProvider><Prayers /></ToastProvider> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/campaign/x'] }) });
  render(<RouterProvider router={router} />);
}

describe('usePrayers', () => {
  it('shows a poll that brings back the earlier answer after an amen was shown', async () => {
    // The server as the polls see it: nobody, then (after the amen) the amen undone elsewhere.
    let polled: PrayerItem[] = [prayer({ total_like: 0, status_like: 'unliked' })];
    const toggles: string[] = [];
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      const kode = new Headers(init.headers).get('kode');
      if (kode === 'toggle_like') {
        toggles.push((init.body as FormData).get('state') as string);
        return Promise.resolve(envelope({ doa_id: 7, total_like: 1, status_like: 'liked' }));
      }
      return Promise.resolve(envelope(polled));
    }));
    renderPrayers();
    const button = await screen.findByRole('button', { name: 'Amiinkan' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await act(async () => button.click());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('true'));
    expect(toggles).toEqual(['liked']);
    expect(screen.getByTestId('total').textContent).toBe('1');

    // Before the next poll the amen is taken back (another device, or this one's outbox): the
    // poll answers exactly what the first one did, and the screen must follow it.
    polled = [prayer({ total_like: 0, status_like: 'unliked' })];
    await waitFor(() => expect(screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('false'), { timeout: 3000 });
    expect(screen.getByTestId('total').textContent).toBe('0');
  });
});
