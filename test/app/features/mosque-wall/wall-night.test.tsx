import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { DEFAULT_WALL_SETTINGS, type WallSettings } from '../../../../src/contract/wall-settings';
import { systemClock } from '../../../../src/lib/clock';
import { wallDays } from '../../../../src/lib/mosque-day';
import { WallBoard } from '../../../../src/features/mosque-wall/wall-board';
import { jakartaMosque } from '../../lib/mosque-times-fixture';
import { serveShippedFiles } from './shipped-files';

const MINUTE = 60_000;
const times = jakartaMosque({ iqamah: { ...jakartaMosque().iqamah, isya: { mode: 'setelah', minutes: 10 } } });
const night = (mode: WallSettings['night']['mode']): WallSettings => ({ ...DEFAULT_WALL_SETTINGS, night: { mode, after_isya_minutes: 60 } });
const board = (settings: WallSettings) => <WallBoard times={times} totals={null} announcements={[]} donateUrl={null} clock={systemClock} onRefresh={() => undefined} settings={settings} />;
const isya = wallDays(times, '2026-11-26')[1]!.prayers[4]!;
const subuh = wallDays(times, '2026-11-27')[1]!.prayers[0]!;
const advance = (ms: number) => act(() => {
  vi.advanceTimersByTime(ms);
});

describe('the wall at night', () => {
  beforeEach(() => void serveShippedFiles());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("dims an hour after isya's iqamah, keeping the clock readable, and brightens half an hour before subuh", () => {
    vi.useFakeTimers({ now: isya.iqamahAt! + 60 * MINUTE - 1000 });
    render(board(night('dim')));
    expect(screen.queryByTestId('wall-night')).toBeNull();
    advance(1000);
    expect(screen.getByTestId('wall-night').dataset.mode).toBe('dim');
    expect(screen.getByTestId('wall-clock')).toBeTruthy();
    vi.setSystemTime(subuh.adzanAt - 30 * MINUTE - 1000);
    advance(0);
    advance(1000);
    expect(screen.queryByTestId('wall-night')).toBeNull();
    expect(screen.getByTestId('wall-countdown').textContent).toBe('Menuju adzan Subuh30:00');
  });

  it('sleeps black with a small clock that moves each minute, and wakes for subuh', () => {
    vi.useFakeTimers({ now: isya.iqamahAt! + 60 * MINUTE });
    render(board(night('sleep')));
    advance(0);
    expect(screen.getByTestId('wall').dataset.phase).toBe('night-sleep');
    expect(screen.queryByTestId('wall-times')).toBeNull();
    const clock = () => screen.getByLabelText(/^Pukul /);
    const spot = clock().getAttribute('style');
    advance(MINUTE);
    expect(clock().getAttribute('style')).not.toBe(spot);
    vi.setSystemTime(subuh.adzanAt - 30 * MINUTE);
    advance(1000);
    expect(screen.getByTestId('wall').dataset.phase).toBe('adzan');
  });

  it('stays as it is all night when the staff leave the night off (the default)', () => {
    vi.useFakeTimers({ now: subuh.adzanAt - 3 * 60 * MINUTE });
    render(board(DEFAULT_WALL_SETTINGS));
    advance(1000);
    expect(screen.queryByTestId('wall-night')).toBeNull();
    expect(screen.getByTestId('wall').dataset.phase).not.toBe('night-sleep');
  });
});
