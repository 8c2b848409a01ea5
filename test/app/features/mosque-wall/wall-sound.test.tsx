import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_WALL_SETTINGS, type WallSettings } from '../../../../src/contract/wall-settings';
import { systemClock } from '../../../../src/lib/clock';
import { wallDays } from '../../../../src/lib/mosque-day';
import { WallBoard } from '../../../../src/features/mosque-wall/wall-board';
import { BELL_STRIKES } from '../../../../src/features/mosque-wall/wall-chime-player';
import { jakartaMosque } from '../../lib/mosque-times-fixture';
import { serveShippedFiles } from './shipped-files';

const MINUTE = 60_000;
const NOTE = 'Ketuk layar sekali untuk menyalakan suara';

/** A Web Audio stand-in that, like a browser, stays suspended until resumed from a tap, and logs each bell strike. */
function fakeAudio() {
  const strikes: number[] = [];
  const made: FakeContext[] = [];
  /** The own file's bytes as each buffer that started playing was decoded from. */
  const played: string[] = [];
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  class FakeContext {
    state: AudioContextState = 'suspended';
    currentTime = 0;
    destination = {};
    constructor() {
      made.push(this);
    }
    resume = vi.fn(async () => void (this.state = 'running'));
    close = vi.fn(async () => void (this.state = 'closed'));
    createGain = () => ({ gain: param(), connect: (next: unknown) => next });
    decodeAudioData = vi.fn(async (bytes: ArrayBuffer) => ({ decodedFrom: new TextDecoder().decode(bytes) }));
    createBufferSource = () => {
      const source = { buffer: null as { decodedFrom: string } | null, connect: (next: unknown) => next, start: () => played.push(source.buffer!.decodedFrom) };
      return source;
    };
    createOscillator = () => {
      const oscillator = { type: '', frequency: param(), connect: (next: unknown) => next, start: () => strikes.push(oscillator.frequency.value), stop: vi.fn() };
      return oscillator;
    };
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return { strikes, made, played };
}

const board = (settings: WallSettings) => <WallBoard times={jakartaMosque()} totals={null} announcements={[]} donateUrl={null} clock={systemClock} onRefresh={() => undefined} settings={settings} />;
const chimeOn = (over: Partial<WallSettings['chime']> = {}): WallSettings => ({ ...DEFAULT_WALL_SETTINGS, chime: { sound: 'chime', at_adzan: true, at_iqamah: false, own_url: null, ...over } });
const flush = () => act(async () => {
  await vi.advanceTimersByTimeAsync(0);
});

describe('the chime on the wall', () => {
  const dzuhur = wallDays(jakartaMosque(), '2026-11-26')[1]!.prayers[1]!;
  beforeEach(() => {
    serveShippedFiles();
    vi.useFakeTimers({ now: dzuhur.adzanAt - 5 * MINUTE });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for one tap while the browser holds the sound back, then rings the bell at the adzan, not a second before', async () => {
    const audio = fakeAudio();
    render(board(chimeOn()));
    await flush();
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tes suara' })).toBeTruthy();
    fireEvent.pointerDown(window);
    await flush();
    expect(screen.queryByText(NOTE)).toBeNull();
    // The test button stays a while for the staff member who tapped, then goes.
    expect(screen.getByRole('button', { name: 'Tes suara' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(screen.queryByRole('button', { name: 'Tes suara' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(dzuhur.adzanAt - Date.now() - 1);
    });
    expect(audio.strikes).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(audio.strikes.slice(0, 2)).toEqual([BELL_STRIKES[0].frequency, BELL_STRIKES[0].frequency * 2]);
    const rung = audio.strikes.length;
    expect(rung).toBeGreaterThan(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * MINUTE);
    });
    expect(audio.strikes).toHaveLength(rung); // once
  });

  it("plays once on 'Tes suara'", async () => {
    const audio = fakeAudio();
    render(board(chimeOn()));
    await flush();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Tes suara' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tes suara' }));
    await flush();
    expect(audio.strikes).toHaveLength(BELL_STRIKES.length * 3);
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  /** The shipped files, and the mosque's own sound at its upload URL (or a network that fails for it). */
  const serveOwnSound = (answer: 'bytes' | 'fails') => {
    const shipped = serveShippedFiles();
    const url = '/uploads/0b6f0e1c-7a7e-4c55-9d0f-2f8f5bb0a111.mp3';
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      if (input !== url) return shipped(input);
      if (answer === 'fails') throw new TypeError('Failed to fetch');
      return new Response('bedug-masjid');
    }));
    return url;
  };

  it("plays the mosque's own file at the adzan instead of the bell, at the adzan and not before", async () => {
    const audio = fakeAudio();
    render(board(chimeOn({ sound: 'own', own_url: serveOwnSound('bytes') })));
    await flush();
    fireEvent.pointerDown(window);
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(dzuhur.adzanAt - Date.now() - 1000);
    });
    expect(audio.played).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(audio.played).toEqual(['bedug-masjid']);
    expect(audio.strikes).toEqual([]);
  });

  it('rings the bell when the own file cannot be had (never seen online, or gone)', async () => {
    const audio = fakeAudio();
    render(board(chimeOn({ sound: 'own', own_url: serveOwnSound('fails') })));
    await flush();
    fireEvent.pointerDown(window);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(dzuhur.adzanAt - Date.now());
    });
    expect(audio.played).toEqual([]);
    expect(audio.strikes).toHaveLength(BELL_STRIKES.length * 3);
  });

  it('never sounds, asks nothing and sets no timer while the chime is off (the default)', async () => {
    const audio = fakeAudio();
    render(board(DEFAULT_WALL_SETTINGS));
    await flush();
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tes suara' })).toBeNull();
    expect(audio.made).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(dzuhur.adzanAt - Date.now() + MINUTE);
    });
    expect(audio.strikes).toEqual([]);
  });
});
