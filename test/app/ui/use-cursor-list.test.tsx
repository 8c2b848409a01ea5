import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { getTransactionList } from '../../../src/api/campaign';
import { useCursorList } from '../../../src/ui/use-cursor-list';

// A paged list through the real API client: the client reads `next_cursor` from the envelope and
// sends it back as `cursor`; the hook appends each page once and drops rows already shown.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const donor = (n: number) => ({ donatur: `Donatur ${n}`, tgl_bayar: '2026-11-20T03:00:00.000Z', nominal: 10_000, doa: null });
const answer = (data: unknown, nextCursor: string | null) =>
  new Response(JSON.stringify({ status: 200, message: 'Berhasil', data, next_cursor: nextCursor }), { status: 200, headers: { 'content-type': 'application/json' } });

function Donors() {
  const list = useCursorList('donors', (cursor, signal) =>
    getTransactionList('ID-1', { limit: 2, cursor }, { signal }).then((a) => ({ items: a.data, nextCursor: a.nextCursor ?? null })), (d) => d.donatur);
  if (list.status !== 'ready') return <p>{list.status}</p>;
  return (
    <>
      <ul>{list.items.map((d) => <li key={d.donatur}>{d.donatur}</li>)}</ul>
      {list.hasMore ? <button type="button" onClick={list.loadMore}>lagi</button> : <p>habis</p>}
      {list.moreFailed ? <p>gagal</p> : null}
    </>
  );
}

describe('useCursorList', () => {
  it('asks for each page with the last cursor, appends it once, and stops at a null cursor', async () => {
    const cursors: Array<string | null> = [];
    let failedOnce = false;
    vi.stubGlobal('fetch', vi.fn(async (input: URL) => {
      const cursor = new URL(input).searchParams.get('cursor');
      cursors.push(cursor);
      if (cursor === null) return answer([donor(1), donor(2)], '2');
      if (cursor === '2') return answer([donor(2), donor(3)], '3'); // donor 2 again: the order moved
      if (cursor === '3' && !failedOnce) {
        failedOnce = true;
        throw new TypeError('offline'); // the signal drops once on the third page
      }
      return answer([donor(4)], null);
    }));
    render(<Donors />);
    await screen.findByText('Donatur 2');
    await act(async () => screen.getByRole('button', { name: 'lagi' }).click());
    await screen.findByText('Donatur 3');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Donatur 1', 'Donatur 2', 'Donatur 3']);
    await act(async () => screen.getByRole('button', { name: 'lagi' }).click());
    await screen.findByText('gagal');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await act(async () => screen.getByRole('button', { name: 'lagi' }).click());
    await screen.findByText('habis');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Donatur 1', 'Donatur 2', 'Donatur 3', 'Donatur 4']);
    await waitFor(() => expect(cursors).toEqual([null, '2', '3', '3']));
  });
});
