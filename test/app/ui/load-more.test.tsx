import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { LoadMore } from '../../../src/ui/load-more';

// A prerendered list with a next page (/infaq with more programs than one page) is drawn by the
// server, which has no IntersectionObserver, and hydrated by a browser that has one.

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const list = (onMore: () => void) => <LoadMore hasMore loading={false} failed={false} onMore={onMore} skeleton={<p>Memuat</p>} />;

describe('LoadMore', () => {
  it('hydrates the server’s markup without a mismatch, then watches the sentinel instead of showing the button', async () => {
    vi.stubGlobal('IntersectionObserver', undefined); // the server
    const html = renderToString(list(() => undefined));
    expect(html).toContain('Muat lagi');
    let watched = 0;
    vi.stubGlobal('IntersectionObserver', class {
      observe() { watched += 1; }
      disconnect() {}
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, list(() => undefined), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).not.toContain('Muat lagi');
    expect(watched).toBe(1);
  });
});
