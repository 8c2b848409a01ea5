import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { infaqFirstPageInPage, programBySlugInPage } from '../../../src/api/campaign';
import { provideFirstAnswers } from '../../../src/api/first-answers';
import { FIRST_ANSWERS_ID, infaqFirstPage, readCallKey, programBySlug } from '../../../src/contract/first-screen';
import { useCursorList } from '../../../src/ui/use-cursor-list';
import { useRemote } from '../../../src/ui/use-remote';

// The answers a page came with (server/http/first-screen.ts writes them): read from the page,
// checked with the contract like any answer, used by the first screen instead of asking again,
// and forgotten once the app is on another address.

const campaign = (n: number) => ({
  id: n, programId: `ID-${n}`, slug: `program-${n}`, header: `Program ${n}`, flyer: null, target: 1_000_000, dueDate: null, batas_tanggal: null,
  all_time: 'Y', programType: 'infaq', type: 'infaq', created_date: '2026-11-01T00:00:00.000Z', totalDonor: n, total_donasi: 10_000 * n,
  deskripsi: '<p>Deskripsi</p>', tentang: '', id_masjid: null, totalUpdates: 0, totalDisbursements: 0,
});
const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ status: 200, message: 'Berhasil', data, ...extra });

function servePage(answers: unknown, raw?: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${FIRST_ANSWERS_ID}">${raw ?? JSON.stringify(answers)}</script>`;
  provideFirstAnswers(undefined); // as a fresh page load: read from the page on first use
}

beforeEach(() => history.replaceState(null, '', '/infaq'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  provideFirstAnswers(undefined);
});

describe('the answers a page came with', () => {
  it('are read from the page and checked with the contract', () => {
    servePage({
      [readCallKey(infaqFirstPage('', undefined))]: ok([campaign(1), campaign(2)], { next_cursor: 'c2' }),
      [readCallKey(programBySlug('program-1'))]: ok([campaign(1)]),
      [readCallKey(programBySlug('rusak'))]: ok([{ id: 'bukan angka' }]),
      [readCallKey(programBySlug('tidak-ada'))]: { status: 404, message: 'Program tidak ditemukan', data: null },
    });
    const page = infaqFirstPageInPage('', undefined);
    expect(page?.data.map((c) => c.slug)).toEqual(['program-1', 'program-2']);
    expect(page?.nextCursor).toBe('c2');
    expect(programBySlugInPage('program-1')?.header).toBe('Program 1');
    expect(programBySlugInPage('rusak')).toBeUndefined(); // off the contract: asked for again, never shown unchecked
    expect(programBySlugInPage('tidak-ada')).toBeUndefined();
    expect(programBySlugInPage('lain')).toBeUndefined();
    expect(infaqFirstPageInPage('masjid', undefined)).toBeUndefined(); // another list
  });

  it('are none when the page has none or a broken block', () => {
    servePage(null, '{ not json');
    expect(infaqFirstPageInPage('', undefined)).toBeUndefined();
    document.body.innerHTML = '';
    provideFirstAnswers(undefined);
    expect(infaqFirstPageInPage('', undefined)).toBeUndefined();
  });

  it('are forgotten once the app is on another address, even back on the first', () => {
    servePage({ [readCallKey(programBySlug('program-1'))]: ok([campaign(1)]) });
    history.replaceState(null, '', '/campaign/program-1?ref=abc');
    servePage({ [readCallKey(programBySlug('program-1'))]: ok([campaign(1)]) });
    expect(programBySlugInPage('program-1')).toBeDefined();
    history.pushState(null, '', '/infaq');
    expect(programBySlugInPage('program-1')).toBeUndefined();
    history.back();
    history.replaceState(null, '', '/campaign/program-1?ref=abc');
    expect(programBySlugInPage('program-1')).toBeUndefined();
  });

  it('have one key per call, whatever the order of its query; unsent values are not part of it', () => {
    fc.assert(fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.integer())), (query) => {
      const reversed = Object.fromEntries(Object.entries(query).reverse());
      const key = readCallKey({ controller: 'campaign', kode: 'k', query });
      expect(readCallKey({ controller: 'campaign', kode: 'k', query: { ...reversed, dropped: undefined } })).toBe(key);
      expect(readCallKey({ controller: 'campaign', kode: 'k', query: { ...query, extra: 'x' } })).not.toBe(key);
    }));
    expect(readCallKey({ controller: 'campaign', kode: 'k', query: { a: '1&b=2' } })).not.toBe(readCallKey({ controller: 'campaign', kode: 'k', query: { a: '1', b: '2' } }));
  });
});

describe('a screen with data at hand', () => {
  const answer = (data: unknown, nextCursor: string | null = null) =>
    new Response(JSON.stringify(ok(data, { next_cursor: nextCursor })), { status: 200, headers: { 'content-type': 'application/json' } });

  function List({ listKey }: { listKey: string }) {
    const list = useCursorList(listKey, async (cursor) => {
      const res = await fetch(`/api/x?cursor=${cursor ?? ''}`);
      const body = (await res.json()) as { data: string[]; next_cursor: string | null };
      return { items: body.data, nextCursor: body.next_cursor };
    }, undefined, () => (listKey === 'awal' ? { items: ['dari halaman'], nextCursor: 'c1' } : undefined));
    if (list.status !== 'ready') return <p>{list.status}</p>;
    return <><ul>{list.items.map((i) => <li key={i}>{i}</li>)}</ul><button type="button" onClick={list.loadMore}>lagi</button><button type="button" onClick={list.retry}>ulang</button></>;
  }

  it('shows a list’s first page at once without asking; the next page, a retry and another key ask', async () => {
    const fetchMock = vi.fn(async (url: string) => answer(url.endsWith('cursor=c1') ? ['halaman dua'] : ['dari server']));
    vi.stubGlobal('fetch', fetchMock);
    const { rerender } = render(<List listKey="awal" />);
    expect(screen.getByRole('listitem').textContent).toBe('dari halaman'); // the first render, before any effect
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'lagi' }).click());
    expect(await screen.findByText('halaman dua')).toBeTruthy();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/x?cursor=c1']);
    await act(async () => screen.getByRole('button', { name: 'ulang' }).click());
    expect(await screen.findByText('dari server')).toBeTruthy();
    rerender(<List listKey="lain" />);
    await screen.findByText('dari server');
    rerender(<List listKey="awal" />); // back to the first key: asked again, not the page's old answer
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  function Remote({ remoteKey }: { remoteKey: string }) {
    const remote = useRemote(remoteKey, async () => ((await (await fetch('/api/y')).json()) as { data: string }).data, () => (remoteKey === 'awal' ? 'dari halaman' : undefined));
    return <p>{remote.status === 'ready' ? remote.data : remote.status}</p>;
  }

  it('shows a single answer at once without asking; another key asks', async () => {
    const fetchMock = vi.fn(async () => answer('dari server'));
    vi.stubGlobal('fetch', fetchMock);
    const { rerender } = render(<Remote remoteKey="awal" />);
    expect(screen.getByText('dari halaman')).toBeTruthy();
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(<Remote remoteKey="lain" />);
    expect(await screen.findByText('dari server')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
