import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepListImages } from '../../../src/lib/keep-list-images';

// The worker is the boundary: what the page hands it is the CACHE_URLS message Workbox answers.

afterEach(() => vi.unstubAllGlobals());

function worker() {
  const messages: unknown[] = [];
  const serviceWorker = { ready: Promise.resolve({ active: { postMessage: (m: unknown) => messages.push(m) } }) };
  return { messages, serviceWorker };
}

describe('a list’s pictures kept with the list', () => {
  it('hands the worker each same-origin picture once, leaving out empty ones and other sites', async () => {
    const { messages, serviceWorker } = worker();
    vi.stubGlobal('navigator', { serviceWorker });
    const handed = await keepListImages(['/flyers/a-list-1.svg', null, 'https://elsewhere.example/x.png', '/flyers/a-list-2.svg']);
    expect(handed).toEqual([`${location.origin}/flyers/a-list-1.svg`, `${location.origin}/flyers/a-list-2.svg`]);
    expect(messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: handed } }]);
    // The list grows by a page: only the new picture goes.
    expect(await keepListImages(['/flyers/a-list-1.svg', '/flyers/a-list-3.svg'])).toEqual([`${location.origin}/flyers/a-list-3.svg`]);
    expect(messages).toHaveLength(2);
  });

  it('keeps nothing on a connection the person asked to spare', async () => {
    const { messages, serviceWorker } = worker();
    vi.stubGlobal('navigator', { serviceWorker, connection: { saveData: true } });
    expect(await keepListImages(['/flyers/a-list-9.svg'])).toEqual([]);
    expect(messages).toEqual([]);
  });
});
