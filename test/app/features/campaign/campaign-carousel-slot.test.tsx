import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { CampaignCarouselSlot } from '../../../../src/features/campaign/campaign-carousel-slot';

// The home page's carousel sits below the first screen: its code and its read wait until it
// comes near the screen, in a placeholder of its shape.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const program = {
  id: 1, programId: 'ID-1', slug: 'program-1', header: 'Program 1', flyer: null, target: 1_000_000, dueDate: null, batas_tanggal: null,
  all_time: 'Y', programType: 'infaq', type: 'infaq', created_date: '2026-11-01T00:00:00.000Z', totalDonor: 1, total_donasi: 50_000,
};

describe('the home carousel’s slot', () => {
  it('asks for nothing until the carousel comes near the screen, then shows it', async () => {
    let near: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) { near = callback; }
      observe() {}
      disconnect() {}
    });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 200, message: 'Berhasil', data: [program] }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const router = createRouter({ routeTree: createRootRoute({ component: CampaignCarouselSlot }), history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);
    await act(async () => { await router.load(); });
    expect(screen.queryByTestId('carousel-slide')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => near?.([{ isIntersecting: true }]));
    expect((await screen.findAllByTestId('carousel-slide'))[0]?.textContent).toContain('Terkumpul Rp');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
