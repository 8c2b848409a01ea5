import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { campaignLimitCall, getCampaignInfaq, getCampaignLimit } from '../../../src/api/campaign';
import { callApi } from '../../../src/api/client';
import { provideFirstAnswers } from '../../../src/api/first-answers';
import { dataWithNewestFigures, fetchRead, putRead, readState, subscribeRead } from '../../../src/api/read-cache';
import { CampaignListSchema } from '../../../src/contract/campaign';
import { FIRST_ANSWERS_ID, infaqFirstPage, programBySlug, readCallKey } from '../../../src/contract/first-screen';
import { useProgram } from '../../../src/features/campaign/use-program';
import { FROM_DEVICE_CACHE_HEADER } from '../../../src/lib/cache-names';
import { DataAge, ageText } from '../../../src/ui/data-age';
import { pageOfAnswer, useCursorList } from '../../../src/ui/use-cursor-list';
import { useCachedRead, usePublicRead } from '../../../src/ui/use-remote';

// The app's one read cache (src/api/read-cache.ts) and the hooks over it, through the real API
// client with fetch stubbed: what the server's answers would be, headers and all.

const campaign = (n: number, collected = 10_000 * n) => ({
  id: n, programId: `ID-${n}`, slug: `program-${n}`, header: `Program ${n}`, flyer: null, target: 1_000_000, dueDate: null, batas_tanggal: null,
  all_time: 'Y', programType: 'infaq', type: 'infaq', created_date: '2026-11-01T00:00:00.000Z', totalDonor: n, total_donasi: collected,
  deskripsi: '<p>Deskripsi</p>', tentang: '', id_masjid: null, totalUpdates: 0, totalDisbursements: 0,
});
const envelope = (data: unknown, nextCursor?: string | null) => ({ status: 200, message: 'Berhasil', data, ...(nextCursor !== undefined ? { next_cursor: nextCursor } : {}) });
const answer = (data: unknown, headers: Record<string, string> = {}, nextCursor?: string | null) =>
  new Response(JSON.stringify(envelope(data, nextCursor)), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

const HOUR = 3_600_000;

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
  provideFirstAnswers(undefined);
});

function Carousel() {
  const remote = usePublicRead(campaignLimitCall(5), (signal) => getCampaignLimit(5, { signal }));
  if (remote.status !== 'ready') return <p>{remote.status}</p>;
  return (
    <>
      <DataAge freshness={remote.freshness} />
      <ul aria-label="carousel">{remote.data.map((c) => <li key={c.id}>{`${c.header}: ${c.total_donasi}`}</li>)}</ul>
    </>
  );
}

function Program({ slug }: { slug: string }) {
  const remote = useProgram(slug);
  if (remote.status !== 'ready') return <p>{remote.status}</p>;
  return <p data-testid="program">{`${remote.data.header}: ${remote.data.total_donasi}`}</p>;
}

describe('the read cache', () => {
  it('starts from the answers the page came with, under the same key, without asking', () => {
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify({
      [readCallKey(programBySlug('program-1'))]: envelope([campaign(1)]),
    })}</script>`;
    history.replaceState(null, '', '/campaign/program-1');
    provideFirstAnswers(undefined);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<Program slug="program-1" />);
    expect(screen.getByTestId('program').textContent).toBe('Program 1: 10000');
    expect(fetch).not.toHaveBeenCalled();
    // The entry the page's answer made is the one a later read of the same call finds.
    expect(readState(readCallKey(programBySlug('program-1'))).read?.fromDevice).toBe(false);
  });

  it('shares one request between screens asking the same thing', async () => {
    const fetch = vi.fn(async () => answer([campaign(1), campaign(2)]));
    vi.stubGlobal('fetch', fetch);
    render(<><Carousel /><Carousel /></>);
    await waitFor(() => expect(screen.getAllByLabelText('carousel')).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Program 2: 20000')).toHaveLength(2);
  });

  it('gives up a request only when no screen waits on it any more', async () => {
    let signal: AbortSignal | undefined;
    const load = vi.fn((s: AbortSignal) => {
      signal = s;
      return new Promise<never>((_, reject) => s.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    });
    const unsubscribe = subscribeRead('k', () => undefined);
    const a = new AbortController();
    const b = new AbortController();
    const first = fetchRead('k', load, a.signal).catch((e: unknown) => e);
    void fetchRead('k', load, b.signal).catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(readState('k').loading).toBe(true);
    a.abort();
    expect(signal?.aborted).toBe(false); // the other screen still waits
    b.abort();
    expect(signal?.aborted).toBe(true);
    expect(((await first) as DOMException).name).toBe('AbortError');
    expect(readState('k').loading).toBe(false);
    unsubscribe();
  });

  it("holds nothing of a request on a screen's signal once it is answered: a poll open for hours leaves no trail", async () => {
    const screen = new AbortController();
    const live = new Set<unknown>();
    const add = screen.signal.addEventListener.bind(screen.signal);
    const remove = screen.signal.removeEventListener.bind(screen.signal);
    vi.spyOn(screen.signal, 'addEventListener').mockImplementation((type, listener, options) => {
      live.add(listener);
      add(type, listener, options);
    });
    vi.spyOn(screen.signal, 'removeEventListener').mockImplementation((type, listener, options) => {
      live.delete(listener);
      remove(type, listener, options);
    });
    const unsubscribe = subscribeRead('poll', () => undefined);
    let n = 0;
    for (let poll = 0; poll < 50; poll++) {
      await fetchRead('poll', async () => ({ data: ++n, fetchedAt: Date.now(), fromDevice: false }), screen.signal);
      await fetchRead('poll', async () => Promise.reject(new Error('offline')), screen.signal).catch(() => undefined);
    }
    await Promise.resolve();
    expect(live.size).toBe(0);
    expect(readState('poll').read?.data).toBe(50);
    // Still given up with the screen while one is out.
    let asked: AbortSignal | undefined;
    void fetchRead('poll', (s) => {
      asked = s;
      return new Promise<never>(() => undefined);
    }, screen.signal);
    screen.abort();
    expect(asked?.aborted).toBe(true);
    unsubscribe();
  });

  it('shows the newest figure known for a program on every screen that shows it', async () => {
    const now = Date.now();
    // The carousel's answer is the worker's copy of an hour ago; the program page's is fresh.
    vi.stubGlobal('fetch', vi.fn(async (input: URL) => {
      if (new URL(input).searchParams.get('slug') === 'program-1') return answer([campaign(1, 27_050_000)]);
      return answer([campaign(1, 27_000_000), campaign(2)], { [FROM_DEVICE_CACHE_HEADER]: '1', Date: new Date(now - HOUR).toUTCString() });
    }));
    render(<Carousel />);
    await screen.findByText('Program 1: 27000000');
    expect(screen.getByTestId('data-age').textContent).toContain('Diperbarui 1 jam lalu');
    render(<Program slug="program-1" />);
    await waitFor(() => expect(screen.getByTestId('program').textContent).toBe('Program 1: 27050000'));
    // The carousel's own answer is older: it now shows the program page's figure.
    expect(screen.getByText('Program 1: 27050000', { selector: 'li' })).toBeTruthy();
    expect(screen.getByText('Program 2: 20000')).toBeTruthy();
  });

  it('gives a mosque row the newest figures of its kencleng program, and leaves rows without one as they are', () => {
    const unsubscribe = subscribeRead('program', () => undefined);
    putRead('list', { data: { items: [{ mosque: { ...campaign(7, 100), programId: 'KM-7' }, km: 1 }], pages: 1 }, fetchedAt: 1_000, fromDevice: true });
    putRead('program', { data: [{ ...campaign(7, 500), programId: 'KM-7' }], fetchedAt: 2_000, fromDevice: false });
    const rows = [{ mosque: { ...campaign(7, 100), programId: 'KM-7' }, km: 1 }, { mosque: { programId: null, total_donasi: 0, totalDonor: 0 }, km: 2 }];
    const shown = dataWithNewestFigures({ items: rows, pages: 1 });
    expect(shown.items[0]?.mosque.total_donasi).toBe(500);
    expect(shown.items[1]).toBe(rows[1]);
    expect(dataWithNewestFigures([campaign(8)])[0]).toEqual(campaign(8)); // no answer newer than its own
    unsubscribe();
  });

  it('never lets an older answer from the device replace a newer one', () => {
    const key = 'k';
    const unsubscribe = subscribeRead(key, () => undefined);
    putRead(key, { data: 'baru', fetchedAt: 2_000, fromDevice: false });
    expect(putRead(key, { data: 'lama', fetchedAt: 1_000, fromDevice: true })).toBe(false);
    expect(readState(key).read?.data).toBe('baru');
    expect(putRead(key, { data: 'lebih baru', fetchedAt: 3_000, fromDevice: true })).toBe(true);
    expect(putRead(key, { data: 'jaringan', fetchedAt: 2_500, fromDevice: false })).toBe(true); // the network's answer is now
    expect(readState(key).read?.data).toBe('jaringan');
    unsubscribe();
  });

  it('dates an answer from the device by its Date header, and one from the network by now', async () => {
    const made = Date.parse('2026-11-26T10:00:00Z');
    vi.stubGlobal('fetch', vi.fn(async () => answer([], { [FROM_DEVICE_CACHE_HEADER]: '1', Date: new Date(made).toUTCString() })));
    const cached = await callApi({ controller: 'campaign', kode: 'get_campaign_limit' }, CampaignListSchema);
    expect(cached.fromDeviceCache).toBe(true);
    expect(cached.fetchedAt).toBe(made);
    vi.stubGlobal('fetch', vi.fn(async () => answer([], { Date: new Date(made).toUTCString() })));
    const before = Date.now();
    const fresh = await callApi({ controller: 'campaign', kode: 'get_campaign_limit' }, CampaignListSchema);
    expect(fresh.fetchedAt).toBeGreaterThanOrEqual(before);
    vi.stubGlobal('fetch', vi.fn(async () => answer([], { [FROM_DEVICE_CACHE_HEADER]: '1' })));
    expect((await callApi({ controller: 'campaign', kode: 'get_campaign_limit' }, CampaignListSchema)).fetchedAt).toBeUndefined();
    const now = new Date(made + 3 * HOUR);
    expect(ageText(made, now)).toBe('Diperbarui 3 jam lalu');
    expect(ageText(0, now)).toBe('Tersimpan di perangkat');
  });

  it('polls through the cache while a screen shows the read', async () => {
    vi.useFakeTimers();
    let n = 0;
    const load = vi.fn(async () => ({ data: ++n, fetchedAt: Date.now(), fromDevice: false }));
    function Poll() {
      const remote = useCachedRead('poll', load, { pollMs: 1_000 });
      return <p data-testid="n">{remote.status === 'ready' ? remote.data : remote.status}</p>;
    }
    const view = render(<Poll />);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByTestId('n').textContent).toBe('1');
    await act(async () => { await vi.advanceTimersByTimeAsync(2_000); });
    expect(screen.getByTestId('n').textContent).toBe('3');
    view.unmount();
    await act(async () => { await vi.advanceTimersByTimeAsync(5_000); });
    expect(load).toHaveBeenCalledTimes(3); // gone with the screen
  });

  it('appends a list’s pages in its entry and shows it as far as it was scrolled when the screen comes back', async () => {
    const cursors: Array<string | null> = [];
    vi.stubGlobal('fetch', vi.fn(async (input: URL) => {
      const cursor = new URL(input).searchParams.get('cursor');
      cursors.push(cursor);
      return cursor === null ? answer([campaign(1), campaign(2)], {}, 'c2') : answer([campaign(2), campaign(3)], {}, null);
    }));
    function Infaq() {
      const list = useCursorList(readCallKey(infaqFirstPage('', undefined)), (cursor, signal) =>
        getCampaignInfaq({ search: '', limit: 20, cursor }, { signal }).then(pageOfAnswer), (c) => c.id, undefined, true);
      if (list.status !== 'ready') return <p>{list.status}</p>;
      return (
        <>
          <ul>{list.items.map((c) => <li key={c.id}>{c.header}</li>)}</ul>
          {list.hasMore ? <button type="button" onClick={list.loadMore}>lagi</button> : <p>habis</p>}
        </>
      );
    }
    const view = render(<Infaq />);
    await screen.findByText('Program 2');
    await act(async () => screen.getByText('lagi').click());
    await screen.findByText('habis');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Program 1', 'Program 2', 'Program 3']);
    view.unmount();
    render(<Infaq />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(cursors).toEqual([null, 'c2']); // not folded back to its first page by asking again
  });

  it('asks again by a request that starts after the call when what changed may postdate the one on its way', async () => {
    const key = 'after';
    const unsubscribe = subscribeRead(key, () => undefined);
    const started: Array<(data: string) => void> = [];
    const load = () => new Promise<{ data: string; fetchedAt: number; fromDevice: boolean }>((resolve) => {
      started.push((data) => resolve({ data, fetchedAt: Date.now(), fromDevice: false }));
    });
    const onItsWay = fetchRead(key, load);
    const joined = fetchRead(key, load);
    const after = fetchRead(key, load, undefined, { after: true });
    expect(started).toHaveLength(1); // the plain call shares the request out
    started[0]!('sebelum');
    expect((await onItsWay).data).toBe('sebelum');
    expect((await joined).data).toBe('sebelum');
    await waitFor(() => expect(started).toHaveLength(2));
    started[1]!('sesudah');
    expect((await after).data).toBe('sesudah');
    unsubscribe();
  });

  it('joins an answer with what the entry holds when told how', async () => {
    const key = 'combine';
    const unsubscribe = subscribeRead(key, () => undefined);
    putRead(key, { data: ['lama'], fetchedAt: 1_000, fromDevice: false });
    const combine = (incoming: { data: string[]; fetchedAt: number; fromDevice: boolean }, held?: { data: string[] }) =>
      ({ ...incoming, data: [...incoming.data, ...(held?.data ?? [])] });
    await fetchRead(key, async () => ({ data: ['baru'], fetchedAt: 2_000, fromDevice: false }), undefined, { combine });
    expect(readState(key).read?.data).toEqual(['baru', 'lama']);
    // An older copy from the device is not taken at all, so it joins nothing.
    await fetchRead(key, async () => ({ data: ['salinan'], fetchedAt: 1_500, fromDevice: true }), undefined, { combine });
    expect(readState(key).read?.data).toEqual(['baru', 'lama']);
    unsubscribe();
  });
});
