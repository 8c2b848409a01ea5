import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useDoas } from '../../../../src/features/campaign/use-doas';
import { ToastProvider } from '../../../../src/ui/toast';
import type { DoaItem } from '../../../../src/contract/campaign';
import type { User } from '../../../../src/contract/user';
import { db } from '../../../../src/db/database';
import { storeServerProfile } from '../../../../src/sync/profile-cache';
import { clearReadCache } from '../../../../src/api/read-cache';
import { readAmensSent, writeAmensSent } from '../../../../src/db/amen-overrides';
import { markAmensSent } from '../../../../src/sync/amens-sent-mark';

// Amens are said by someone logged in on this device; the outbox asks the server who that is.
const USER: User = {
  nama: 'Aisyah Putri', whatsapp: '81234567890', email: null, tgl_lahir: null, alamat: null, kelamin: null, sapaan: null,
  avatar: null, created_date: '2026-01-05T03:00:00.000Z', role: 'user',
};
beforeEach(async () => {
  await storeServerProfile(USER);
  // The carousel loads the device side as it comes into view, before anyone can tap.
  await import('../../../../src/features/campaign/doa-device');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  clearReadCache(); // each test starts from a program nobody has read yet
  localStorage.clear();
  await Promise.all([db.outbox.clear(), db.kv.clear()]);
});

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, message: 'OK', data }), { status: 200, headers: { 'content-type': 'application/json' } });

const prayer = (state: Pick<DoaItem, 'total_like' | 'status_like'>): DoaItem => ({
  id: 7, donatur: 'Hamba Allah', doa: 'Semoga sumurnya segera mengalir.', tgl_donasi: '2026-11-20T03:00:00.000Z', ...state,
});

function Prayers() {
  const { state, toggle } = useDoas('ID-1');
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

describe('useDoas', () => {
  it('shows a poll that brings back the earlier answer after an amen was shown', async () => {
    // The server as the polls see it: nobody, then (after the amen) the amen undone elsewhere.
    let polled: DoaItem[] = [prayer({ total_like: 0, status_like: 'unliked' })];
    const toggles: string[] = [];
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      const kode = new Headers(init.headers).get('kode');
      if (kode === 'get_user') return Promise.resolve(envelope({ data: USER }));
      if (kode === 'toggle_like') {
        toggles.push((init.body as FormData).get('state') as string);
        polled = [prayer({ total_like: 1, status_like: 'liked' })];
        return Promise.resolve(envelope({ doa_id: 7, total_like: 1, status_like: 'liked' }));
      }
      return Promise.resolve(envelope(polled));
    }));
    renderPrayers();
    const button = await screen.findByRole('button', { name: 'Amiinkan' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    act(() => button.click());
    // The amen button flips at once, in the same frame as the tap (nothing awaited).
    expect(screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('total').textContent).toBe('1');
    await waitFor(() => expect(toggles).toEqual(['liked']));
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1'));

    // Before the next poll the amen is taken back (another device, or this one's outbox): the
    // poll answers exactly what the first one did, and the screen must follow it.
    polled = [prayer({ total_like: 0, status_like: 'unliked' })];
    await waitFor(() => expect(screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('false'), { timeout: 3000 });
    expect(screen.getByTestId('total').textContent).toBe('0');
  });

  it('sends a second tap only after the first is answered, so the server ends on the last one', async () => {
    const toggles: string[] = [];
    const answers: Array<() => void> = [];
    let server: DoaItem = prayer({ total_like: 0, status_like: 'unliked' });
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      const kode = new Headers(init.headers).get('kode');
      if (kode === 'get_user') return Promise.resolve(envelope({ data: USER }));
      if (kode === 'toggle_like') {
        const state = (init.body as FormData).get('state') as 'liked' | 'unliked';
        toggles.push(state);
        return new Promise<Response>((resolve) => answers.push(() => {
          server = prayer({ total_like: state === 'liked' ? 1 : 0, status_like: state });
          resolve(envelope({ doa_id: 7, total_like: server.total_like, status_like: state }));
        }));
      }
      if (kode === 'get_prayer_campaign') return Promise.resolve(envelope([server]));
      return Promise.resolve(new Response(JSON.stringify({ status: 401, message: 'Silakan masuk terlebih dahulu', data: {} }), { status: 401 }));
    }));
    renderPrayers();
    const button = await screen.findByRole('button', { name: 'Amiinkan' });
    await act(async () => button.click());
    await waitFor(() => expect(toggles).toEqual(['liked']));
    act(() => screen.getByRole('button', { name: 'Amiinkan' }).click()); // the amen taken back at once
    expect(screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('false');
    await new Promise((r) => setTimeout(r, 50));
    expect(toggles).toEqual(['liked']); // the second waits for the first's answer
    await act(async () => answers.shift()!());
    await waitFor(() => expect(toggles).toEqual(['liked', 'unliked']));
    await act(async () => answers.shift()!());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('false'));
    expect(server.status_like).toBe('unliked');
  });

  it('keeps a fresher list on screen when the worker answers from its cache (the network just failed)', async () => {
    let fromCache = false;
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      const kode = new Headers(init.headers).get('kode');
      if (kode === 'get_user') return Promise.resolve(envelope({ data: USER }));
      if (kode !== 'get_prayer_campaign') return Promise.resolve(new Response('{}', { status: 401 }));
      if (!fromCache) return Promise.resolve(envelope([prayer({ total_like: 3, status_like: 'liked' })]));
      const stale = envelope([prayer({ total_like: 2, status_like: 'unliked' })]);
      stale.headers.set('X-Jariyah-From-Cache', '1');
      return Promise.resolve(stale);
    }));
    renderPrayers();
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('3'));
    fromCache = true;
    await new Promise((r) => setTimeout(r, 2_500)); // two polls answered from the cache
    expect(screen.getByTestId('total').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('never lets a poll that was on its way before an amen flip the screen back', async () => {
    let polled: DoaItem[] = [prayer({ total_like: 0, status_like: 'unliked' })];
    let holdPolls = false;
    const held: Array<() => void> = [];
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      const kode = new Headers(init.headers).get('kode');
      if (kode === 'get_user') return Promise.resolve(envelope({ data: USER }));
      if (kode === 'toggle_like') {
        polled = [prayer({ total_like: 1, status_like: 'liked' })];
        return Promise.resolve(envelope({ doa_id: 7, total_like: 1, status_like: 'liked' }));
      }
      if (kode !== 'get_prayer_campaign') return Promise.resolve(new Response('{}', { status: 401 }));
      const answer = envelope(polled); // what the server had when the poll reached it
      return holdPolls ? new Promise<Response>((resolve) => held.push(() => resolve(answer))) : Promise.resolve(answer);
    }));
    renderPrayers();
    const pressed = () => screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed');
    await waitFor(() => expect(pressed()).toBe('false'));
    holdPolls = true;
    await waitFor(() => expect(held.length).toBe(1), { timeout: 2_000 }); // a poll is on its way
    await act(async () => screen.getByRole('button', { name: 'Amiinkan' }).click());
    await waitFor(() => expect(pressed()).toBe('true'));
    holdPolls = false;
    await act(async () => held.shift()!()); // it arrives with the server as it was before the amen
    await new Promise((r) => setTimeout(r, 100));
    expect(pressed()).toBe('true');
    expect(screen.getByTestId('total').textContent).toBe('1');
    await new Promise((r) => setTimeout(r, 1_200)); // the next polls confirm it
    expect(pressed()).toBe('true');
  });

  it("shows an amen sent from another screen over the device's older copy, until the server's own answer confirms it", async () => {
    // Said offline, sent later while another screen was open: the copy the worker kept predates it.
    await writeAmensSent([{ id: 7, state: 'liked', n: 1 }]);
    markAmensSent(true);
    let online = false;
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      const kode = new Headers(init.headers).get('kode');
      if (kode === 'get_user') return Promise.resolve(envelope({ data: USER }));
      if (kode !== 'get_prayer_campaign') return Promise.resolve(new Response('{}', { status: 401 }));
      if (online) return Promise.resolve(envelope([prayer({ total_like: 1, status_like: 'liked' })]));
      const kept = envelope([prayer({ total_like: 0, status_like: 'unliked' })]);
      kept.headers.set('X-Jariyah-From-Cache', '1');
      return Promise.resolve(kept);
    }));
    renderPrayers();
    const pressed = () => screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed');
    await waitFor(() => expect(pressed()).toBe('true'), { timeout: 3_000 }); // once the device side has loaded and read it
    expect(screen.getByTestId('total').textContent).toBe('1');
    await new Promise((r) => setTimeout(r, 1_200)); // polls answered from the copy again
    expect(pressed()).toBe('true');
    expect(await readAmensSent()).toHaveLength(1); // a copy confirms nothing

    online = true;
    await waitFor(async () => expect(await readAmensSent()).toEqual([]), { timeout: 3_000 });
    expect(pressed()).toBe('true');
    // Written when the page looks again, after the forgetting.
    await waitFor(() => expect(localStorage.getItem('jariyah:amens-sent')).toBe('0'));
  });

  it("lets the server's own answer overrule a sent amen (taken back on another phone)", async () => {
    await writeAmensSent([{ id: 7, state: 'liked', n: 1 }]);
    markAmensSent(true);
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      const kode = new Headers(init.headers).get('kode');
      if (kode === 'get_user') return Promise.resolve(envelope({ data: USER }));
      if (kode !== 'get_prayer_campaign') return Promise.resolve(new Response('{}', { status: 401 }));
      return Promise.resolve(envelope([prayer({ total_like: 4, status_like: 'unliked' })]));
    }));
    renderPrayers();
    await waitFor(async () => expect(await readAmensSent()).toEqual([]), { timeout: 3_000 });
    expect(screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('total').textContent).toBe('4');
  });
});

describe('useDoas, more prayers', () => {
  it('grows the polled window on request: appended once, in order, with the server amen of the later ones', async () => {
    const all = Array.from({ length: 45 }, (_, i): DoaItem => ({
      id: 100 - i, donatur: `Donatur ${i}`, doa: 'Semoga berkah.', tgl_donasi: '2026-11-20T03:00:00.000Z',
      total_like: i === 30 ? 1 : 0, status_like: i === 30 ? 'liked' : 'unliked',
    }));
    const limits: Array<string | null> = [];
    vi.stubGlobal('fetch', vi.fn((url: URL | string, init: RequestInit) => {
      if (new Headers(init.headers).get('kode') !== 'get_prayer_campaign') return Promise.resolve(new Response('{}', { status: 401 }));
      const limit = new URL(url).searchParams.get('limit');
      limits.push(limit);
      const n = Number(limit ?? 20);
      const page = all.slice(0, n);
      return Promise.resolve(new Response(JSON.stringify({ status: 200, message: 'OK', data: page, next_cursor: n < all.length ? String(page.at(-1)!.id) : null }), { status: 200, headers: { 'content-type': 'application/json' } }));
    }));
    let more: () => void = () => undefined;
    function Window() {
      const { state, loadMore } = useDoas('ID-1');
      more = loadMore;
      if (state.status !== 'ready') return <p>memuat</p>;
      return <ul>{state.prayers.map((p) => <li key={p.id} data-liked={p.status_like}>{p.id}</li>)}</ul>;
    }
    const root = createRootRoute({ component: () => <ToastProvider><Window /></ToastProvider> });
    render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/campaign/x'] }) })} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    await act(async () => more());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
    await act(async () => more());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(45));
    const ids = screen.getAllByRole('listitem').map((li) => Number(li.textContent));
    expect(ids).toEqual(all.map((p) => p.id));
    expect(screen.getByText('70').getAttribute('data-liked')).toBe('liked');
    // The last answer said nothing follows: no bigger window is asked for.
    await act(async () => more());
    await new Promise((r) => setTimeout(r, 1200));
    expect(limits.filter((l) => l !== null && l !== '40' && l !== '50')).toEqual([]);
    expect(limits).toContain('50');
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
  });
});

describe('useDoas, past the polled window', () => {
  it('reads older prayers after the cursor once the window is full, and loses none when new prayers push the window on', async () => {
    const prayerNo = (id: number): DoaItem => ({
      id, donatur: `Donatur ${id}`, doa: 'Semoga berkah.', tgl_donasi: '2026-11-20T03:00:00.000Z', total_like: 0, status_like: 'unliked',
    });
    // Newest first: ids 200 down to 126 (75 prayers).
    let all = Array.from({ length: 75 }, (_, i) => prayerNo(200 - i));
    const asked: Array<{ limit: string | null; cursor: string | null }> = [];
    vi.stubGlobal('fetch', vi.fn((url: URL | string, init: RequestInit) => {
      if (new Headers(init.headers).get('kode') !== 'get_prayer_campaign') return Promise.resolve(new Response('{}', { status: 401 }));
      const q = new URL(url).searchParams;
      asked.push({ limit: q.get('limit'), cursor: q.get('cursor') });
      const from = q.get('cursor') ? all.findIndex((p) => p.id === Number(q.get('cursor'))) + 1 : 0;
      const n = Number(q.get('limit') ?? 20);
      const page = all.slice(from, from + n);
      const next = from + n < all.length ? String(page.at(-1)!.id) : null;
      return Promise.resolve(new Response(JSON.stringify({ status: 200, message: 'OK', data: page, next_cursor: next }), { status: 200, headers: { 'content-type': 'application/json' } }));
    }));
    let more: () => void = () => undefined;
    function Carousel() {
      const { state, loadMore } = useDoas('ID-1');
      more = loadMore;
      if (state.status !== 'ready') return <p>memuat</p>;
      return <ul>{state.prayers.map((p) => <li key={p.id}>{p.id}</li>)}</ul>;
    }
    const root = createRootRoute({ component: () => <ToastProvider><Carousel /></ToastProvider> });
    render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/campaign/x'] }) })} />);
    const ids = () => screen.getAllByRole('listitem').map((li) => Number(li.textContent));
    await waitFor(() => expect(ids()).toHaveLength(20));
    await act(async () => more());
    await waitFor(() => expect(ids()).toHaveLength(40));
    await act(async () => more());
    await waitFor(() => expect(ids()).toHaveLength(50));
    await act(async () => more());
    await waitFor(() => expect(ids()).toHaveLength(70));
    expect(asked.some((a) => a.cursor === '151' && a.limit === '20')).toBe(true); // after the 50th prayer
    expect(asked.every((a) => a.limit === null || Number(a.limit) <= 50)).toBe(true);

    // Two new prayers arrive: the polled window now ends two earlier; those two stay on screen.
    all = [prayerNo(202), prayerNo(201), ...all];
    await waitFor(() => expect(ids()[0]).toBe(202), { timeout: 3000 });
    expect(ids()).toEqual([202, 201, ...Array.from({ length: 70 }, (_, i) => 200 - i)]);
    await act(async () => more());
    await waitFor(() => expect(ids()).toHaveLength(77));
    expect(ids()).toEqual(all.map((p) => p.id));
    expect(new Set(ids()).size).toBe(77);
  });
});

describe('useDoas, one read cache', () => {
  it('shows the list again at once, as far as it was read, when the program is opened again', async () => {
    const all = Array.from({ length: 45 }, (_, i): DoaItem => ({
      id: 300 - i, donatur: `Donatur ${i}`, doa: 'Semoga berkah.', tgl_donasi: '2026-11-20T03:00:00.000Z', total_like: 0, status_like: 'unliked',
    }));
    vi.stubGlobal('fetch', vi.fn((url: URL | string, init: RequestInit) => {
      if (new Headers(init.headers).get('kode') !== 'get_prayer_campaign') return Promise.resolve(new Response('{}', { status: 401 }));
      const n = Number(new URL(url).searchParams.get('limit') ?? 20);
      const page = all.slice(0, n);
      return Promise.resolve(new Response(JSON.stringify({ status: 200, message: 'OK', data: page, next_cursor: n < all.length ? String(page.at(-1)!.id) : null }), { status: 200 }));
    }));
    let more: () => void = () => undefined;
    function Window() {
      const { state, loadMore } = useDoas('ID-9');
      more = loadMore;
      if (state.status !== 'ready') return <p>memuat</p>;
      return <ul>{state.prayers.map((p) => <li key={p.id}>{p.id}</li>)}</ul>;
    }
    const open = () => {
      const root = createRootRoute({ component: () => <ToastProvider><Window /></ToastProvider> });
      render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/campaign/x'] }) })} />);
    };
    open();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    await act(async () => more());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
    cleanup();

    // Another page of the app, then back: no skeleton, no fold back to the first twenty.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined))); // the network hangs
    open();
    await screen.findAllByRole('listitem');
    expect(screen.queryByText('memuat')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });

  it('shares one poll between two screens of the same program', async () => {
    let polls = 0;
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      const kode = new Headers(init.headers).get('kode');
      if (kode === 'get_prayer_campaign') {
        polls += 1;
        return Promise.resolve(envelope([prayer({ total_like: 0, status_like: 'unliked' })]));
      }
      return new Promise<Response>(() => undefined); // the amen's own requests never answer here
    }));
    const root = createRootRoute({ component: () => <ToastProvider><Prayers /><Prayers /></ToastProvider> });
    render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/campaign/x'] }) })} />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Amiinkan' })).toHaveLength(2));
    const before = polls;
    await new Promise((r) => setTimeout(r, 2_200));
    expect(polls - before).toBeLessThanOrEqual(3); // one poll a second for both, not two
    expect(polls - before).toBeGreaterThanOrEqual(1);
  });
});

describe('useDoas, when the device side cannot load', () => {
  const DEVICE = '../../../../src/features/campaign/doa-device';
  afterEach(() => {
    vi.doUnmock(DEVICE);
  });

  it('still flips the amen at once, then says it was not kept and shows the prayer as it was', async () => {
    vi.doMock(DEVICE, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      if (new Headers(init.headers).get('kode') === 'get_prayer_campaign') return Promise.resolve(envelope([prayer({ total_like: 2, status_like: 'unliked' })]));
      return Promise.resolve(new Response('{}', { status: 401 }));
    }));
    renderPrayers();
    const button = await screen.findByRole('button', { name: 'Amiinkan' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('total').textContent).toBe('3');
    expect((await screen.findByRole('status')).textContent).toBe('Aamiin belum tersimpan. Periksa koneksimu, lalu coba lagi ya.');
    expect(screen.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('total').textContent).toBe('2');
    vi.mocked(console.error).mockRestore();
  });
});
