import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import dzikirAfterSalat from '../../../../public/json/dzikir-shalat-pendek.json';
import { DEFAULT_WALL_SETTINGS } from '../../../../src/contract/wall-settings';
import { systemClock } from '../../../../src/lib/clock';
import { wallDays } from '../../../../src/lib/mosque-day';
import { WallBoard } from '../../../../src/features/mosque-wall/wall-board';
import { dzikirPage } from '../../../../src/features/mosque-wall/wall-dzikir';
import { jakartaMosque } from '../../lib/mosque-times-fixture';
import { serveShippedFiles } from './shipped-files';

const MINUTE = 60_000;

describe('paging the dzikir across its minutes', () => {
  it('gives each item an equal share, in order, from the first second to the last', () => {
    const since = 1_000_000;
    const until = since + 12 * MINUTE;
    expect(dzikirPage(6, since, until, since)).toBe(0);
    expect(dzikirPage(6, since, until, since + 2 * MINUTE - 1)).toBe(0);
    expect(dzikirPage(6, since, until, since + 2 * MINUTE)).toBe(1);
    expect(dzikirPage(6, since, until, until - 1)).toBe(5);
    expect(dzikirPage(6, since, until, until + MINUTE)).toBe(5);
    expect(dzikirPage(1, since, until, since + 5 * MINUTE)).toBe(0);
  });
});

describe('the dzikir screen after a prayer', () => {
  beforeEach(() => void serveShippedFiles());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the app's own short wirid after the quiet screen, one item at a time, Arabic with its Latin and meaning", async () => {
    const times = jakartaMosque();
    const asr = wallDays(times, '2026-11-26')[1]!.prayers[2]!; // iqamah 15:30
    vi.useFakeTimers({ now: asr.iqamahAt! + 10 * MINUTE });
    render(<WallBoard times={times} totals={null} announcements={[]} donateUrl={null} clock={systemClock} onRefresh={() => undefined} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('wall').dataset.phase).toBe('dzikir');
    expect(screen.getByRole('heading', { name: 'Dzikir setelah salat Ashar' })).toBeTruthy();
    const [first, , third] = dzikirAfterSalat.items;
    expect(screen.getByTestId('wall-dzikir-title').textContent).toBe(`${first!.title}Dibaca 3x`);
    expect(screen.getByText(first!.arab)).toBeTruthy();
    expect(screen.getByText(first!.latin)).toBeTruthy();
    expect(screen.getByText(first!.arti)).toBeTruthy();
    // Ten minutes for six items: the third shows from the fourth minute on.
    act(() => {
      vi.advanceTimersByTime(4 * MINUTE);
    });
    expect(screen.getByText(third!.arab)).toBeTruthy();
    expect(screen.getByTestId('wall-dzikir-title').textContent).toBe(`${third!.title}Dibaca 33x`);
  });
});

describe('a wall whose quiet screen the staff switched off', () => {
  beforeEach(() => void serveShippedFiles());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the board through the salat, saying it is on, and still shows the dzikir after it', async () => {
    const times = jakartaMosque();
    const asr = wallDays(times, '2026-11-26')[1]!.prayers[2]!;
    vi.useFakeTimers({ now: asr.iqamahAt! });
    const settings = { ...DEFAULT_WALL_SETTINGS, screens: { ...DEFAULT_WALL_SETTINGS.screens, quiet: false } };
    render(<WallBoard times={times} totals={null} announcements={[]} donateUrl={null} clock={systemClock} onRefresh={() => undefined} settings={settings} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByText('Luruskan dan rapatkan shaf')).toBeNull();
    expect(screen.getByTestId('wall-countdown').textContent).toBe('Salat Ashar sedang berlangsung');
    act(() => {
      vi.advanceTimersByTime(10 * MINUTE);
    });
    expect(screen.getByTestId('wall').dataset.phase).toBe('dzikir');
  });
});
