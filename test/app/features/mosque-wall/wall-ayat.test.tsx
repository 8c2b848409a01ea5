import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { DEFAULT_WALL_SETTINGS, type WallSettings } from '../../../../src/contract/wall-settings';
import { systemClock } from '../../../../src/lib/clock';
import { wallDays } from '../../../../src/lib/mosque-day';
import { WallBoard } from '../../../../src/features/mosque-wall/wall-board';
import { ayatPassage, ayatPlaceOfDay } from '../../../../src/features/mosque-wall/wall-ayat-pick';
import { AYAT_EVERY_MS } from '../../../../src/features/mosque-wall/wall-moments';
import { jakartaMosque } from '../../lib/mosque-times-fixture';
import { realSurahList, realSurahs } from '../tilawah/real-quran';
import { serveShippedFiles } from './shipped-files';

const MINUTE = 60_000;
const times = jakartaMosque();
const board = (settings: WallSettings) => <WallBoard times={times} totals={null} announcements={[]} donateUrl={null} clock={systemClock} onRefresh={() => undefined} settings={settings} />;
const dzuhur = wallDays(times, '2026-11-26')[1]!.prayers[1]!;
/** The start of a rotation slot an hour before dzuhur. */
const slotStart = Math.floor((dzuhur.adzanAt - 60 * MINUTE) / AYAT_EVERY_MS) * AYAT_EVERY_MS + AYAT_EVERY_MS - 20_000;

describe('the ayat of the day on the wall', () => {
  let fetch: ReturnType<typeof serveShippedFiles>;
  beforeEach(() => {
    fetch = serveShippedFiles();
    vi.useFakeTimers({ now: slotStart - 30_000 });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the date's verse from the shipped Qur'an with its Kemenag translation and 'QS <surah> : <ayat>' for 20 seconds, then the board", async () => {
    render(board(DEFAULT_WALL_SETTINGS));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('wall').dataset.phase).toBe('adzan');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    const place = ayatPlaceOfDay('2026-11-26', realSurahList.map((s) => s.jumlahAyat));
    const passage = ayatPassage(realSurahs()[place.surah - 1]!.ayat, place.ayah)!;
    expect(screen.getByTestId('wall').dataset.phase).toBe('ayat');
    expect(screen.getByRole('heading', { name: 'Ayat hari ini' })).toBeTruthy();
    const cite = `QS ${realSurahList[place.surah - 1]!.namaLatin} : ${passage.from === passage.to ? passage.from : `${passage.from}–${passage.to}`}`;
    expect(screen.getByTestId('wall-ayat-cite').textContent).toBe(cite);
    expect(document.body.textContent).toContain(passage.verses[0]!.ar);
    expect(document.body.textContent).toContain(passage.verses[0]!.tr);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(screen.getByTestId('wall').dataset.phase).toBe('adzan');
  });

  it('loads no Qur\'an and never shows it when the staff switched the ayat off', async () => {
    render(board({ ...DEFAULT_WALL_SETTINGS, screens: { ...DEFAULT_WALL_SETTINGS.screens, ayat: false } }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    expect(screen.getByTestId('wall').dataset.phase).toBe('adzan');
    expect(fetch.mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString())).filter((url) => url.includes('/quran/') || url.includes('surah-list'))).toEqual([]);
  });
});
