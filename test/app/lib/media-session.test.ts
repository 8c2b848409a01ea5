import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMediaActions } from '../../../src/lib/media-session';

describe('setMediaActions', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'mediaSession');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'mediaSession', original);
    else delete (navigator as { mediaSession?: unknown }).mediaSession;
  });

  it('sets the lock-screen actions, skips one the browser does not know, and takes them away again', () => {
    const set = new Map<string, unknown>();
    const setActionHandler = vi.fn((action: string, handler: unknown) => {
      if (action === 'nexttrack') throw new TypeError('not supported here');
      set.set(action, handler);
    });
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: { setActionHandler } });
    const play = () => undefined;
    const pause = () => undefined;
    const drop = setMediaActions([['play', play], ['pause', pause], ['nexttrack', () => undefined]]);
    expect(set.get('play')).toBe(play);
    expect(set.get('pause')).toBe(pause);
    expect(set.has('nexttrack')).toBe(false);
    drop();
    expect(set.get('play')).toBeNull();
    expect(set.get('pause')).toBeNull();
  });

  it('does nothing where there is no Media Session', () => {
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: undefined });
    delete (navigator as { mediaSession?: unknown }).mediaSession;
    expect(() => setMediaActions([['play', () => undefined]])()).not.toThrow();
  });
});
