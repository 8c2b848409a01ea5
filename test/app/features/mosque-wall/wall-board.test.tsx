import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { computePrayerTimes } from '../../../../src/contract/prayer-times';
import { systemClock } from '../../../../src/lib/clock';
import { mosqueDay } from '../../../../src/lib/mosque-day';
import { addDays, dateInZone } from '../../../../src/contract/zone-clock';
import { WallBoard, WALL_REFRESH_MS } from '../../../../src/features/mosque-wall/wall-board';
import { DEFAULT_WALL_SETTINGS } from '../../../../src/contract/wall-settings';
import { useWakeLock } from '../../../../src/features/mosque-wall/use-wake-lock';
import { jakartaMosque } from '../../lib/mosque-times-fixture';
import { serveShippedFiles } from './shipped-files';

// The dzikir and the ayat come from the app's own files.
beforeEach(() => void serveShippedFiles());
afterEach(() => void vi.unstubAllGlobals());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ISTIQLAL = { latitude: -6.1702, longitude: 106.8311 };

/** Counts listeners added minus removed, per event type, on a target. */
function listenerBalance(target: EventTarget) {
  const balance = new Map<string, number>();
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  vi.spyOn(target, 'addEventListener').mockImplementation((...args: Parameters<EventTarget['addEventListener']>) => {
    balance.set(args[0], (balance.get(args[0]) ?? 0) + 1);
    add(...args);
  });
  vi.spyOn(target, 'removeEventListener').mockImplementation((...args: Parameters<EventTarget['removeEventListener']>) => {
    balance.set(args[0], (balance.get(args[0]) ?? 0) - 1);
    remove(...args);
  });
  return balance;
}

describe('the wall screen left running for a week', () => {
  beforeEach(() => {
    // Monday 23 November 2026, 00:00 WIB.
    vi.useFakeTimers({ now: new Date('2026-11-22T17:00:00Z') });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('rolls over each day and recomputes its times, keeps one timer per duty, leaks no listeners, and asks for news every ten minutes', () => {
    const windowListeners = listenerBalance(window);
    const documentListeners = listenerBalance(document);
    const refresh = vi.fn();
    const times = jakartaMosque({ fridays: [] });
    const view = render(<WallBoard times={times} totals={{ month: '2026-11', kencleng: 1_250_000, infaq_online: 300_000, zakat: 0, fidyah: 0 }} announcements={['Kajian Ahad pagi']}
      donateUrl="https://jariyah.example/kencleng-masjid/masjid-istiqlal/donate" clock={systemClock} onRefresh={refresh} />);
    const timersAtStart = vi.getTimerCount();
    expect(timersAtStart).toBeLessThanOrEqual(2); // the clock's tick and the news refresh
    const start = Date.now();
    const seenDates = new Set<string>();
    for (let hour = 1; hour <= 7 * 24; hour += 1) {
      act(() => {
        vi.advanceTimersByTime(HOUR);
      });
      expect(vi.getTimerCount(), `timers after ${hour} h`).toBe(timersAtStart);
      if (hour % 24 === 9) {
        // 09:00 each day: today's date and today's times, computed again for this date.
        const today = dateInZone(Date.now(), 'Asia/Jakarta');
        const expected = computePrayerTimes(ISTIQLAL, today, 'Asia/Jakarta');
        expect(screen.getByTestId('wall-masehi').textContent).toBe(new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date()));
        const shown = [...screen.getByTestId('wall-times').querySelectorAll('li strong')].map((x) => x.textContent);
        expect(shown).toEqual([expected.imsak, expected.subuh, expected.dzuhur, expected.ashar, expected.maghrib, expected.isya, expected.terbit]);
        expect(screen.getByTestId('wall-clock').textContent).toBe('09:0000');
        seenDates.add(today);
      }
    }
    expect(Date.now() - start).toBe(7 * DAY);
    expect([...seenDates]).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays('2026-11-23', n)));
    // Online all week (happy-dom): one refresh at every ten-minute boundary.
    expect(refresh).toHaveBeenCalledTimes((7 * DAY) / WALL_REFRESH_MS);
    for (const [type, n] of windowListeners) if (type === 'online') expect(n, type).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    for (const [type, n] of [...windowListeners, ...documentListeners]) if (['online', 'visibilitychange'].includes(type)) expect(n, `${type} after unmount`).toBe(0);
  }, 300_000); // 604,800 one-second ticks: slow on a busy machine, and that is the point

  it('turns quiet at iqamah for the minutes the staff set, then counts to the next adzan', () => {
    const times = jakartaMosque({ fridays: [] });
    const maghrib = mosqueDay(times, '2026-11-23')!.prayers[3]!;
    vi.setSystemTime(maghrib.adzanAt - 90_000);
    render(<WallBoard times={times} totals={null} announcements={[]} donateUrl={null} clock={systemClock} onRefresh={() => undefined} />);
    expect(screen.getByTestId('wall').dataset.phase).toBe('adzan');
    expect(screen.getByTestId('wall-countdown').textContent).toBe('Menuju adzan Maghrib01:30');
    act(() => {
      vi.advanceTimersByTime(90_000);
    });
    expect(screen.getByTestId('wall-countdown').textContent).toBe('Menuju iqamah Maghrib05:00');
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(screen.getByTestId('wall').dataset.phase).toBe('quiet');
    expect(screen.getByText('Luruskan dan rapatkan shaf')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ponsel dimatikan' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(10 * 60_000 - 1000);
    });
    expect(screen.getByTestId('wall').dataset.phase).toBe('quiet');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    // Then the dzikir after prayer, on by default for ten minutes, and the board again.
    expect(screen.getByTestId('wall').dataset.phase).toBe('dzikir');
    expect(screen.getByRole('heading', { name: 'Dzikir setelah salat Maghrib' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(screen.getByTestId('wall').dataset.phase).toBe('adzan');
    expect(screen.getByTestId('wall-countdown').textContent).toMatch(/^Menuju adzan Isya/);
  });
});

describe("the wall screen's notes of the day", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("names Friday's khatib and imam, and tonight's tarawih, on their days only", () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T02:00:00Z') }); // Friday 09:00 WIB
    const times = jakartaMosque({ special_days: [{ id: 1, kind: 'tarawih', date: '2026-11-26', until_date: '2026-11-28', time: '19:45', place: 'Serambi', note: '' }] });
    const board = () => <WallBoard times={times} totals={null} announcements={[]} donateUrl={null} clock={systemClock} onRefresh={() => undefined} />;
    render(board());
    expect(screen.getByTestId('wall-today').textContent).toBe('Khatib hari ini: Ustadz A · Imam: Ustadz B  ·  Salat Tarawih pukul 19.45 WIB di Serambi');
    cleanup();
    vi.setSystemTime(new Date('2026-11-28T02:00:00Z')); // Saturday: tarawih only
    render(board());
    expect(screen.getByTestId('wall-today').textContent).toBe('Salat Tarawih pukul 19.45 WIB di Serambi');
    cleanup();
    vi.setSystemTime(new Date('2026-11-29T02:00:00Z')); // Sunday: nothing
    render(board());
    expect(screen.queryByTestId('wall-today')).toBeNull();
  });
});

describe('keeping the screen awake', () => {
  it('asks for a wake lock, asks again when the page shows after the browser dropped it, and lets go on leaving', async () => {
    const sentinels: Array<{ released: boolean; release: () => Promise<void> }> = [];
    const request = vi.fn(() => {
      const s = { released: false, release: async () => void (s.released = true) };
      sentinels.push(s);
      return Promise.resolve(s);
    });
    const nav = { wakeLock: { request } } as unknown as Navigator;
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const { unmount } = renderHook(() => useWakeLock(document, nav));
    await act(async () => undefined);
    expect(request).toHaveBeenCalledTimes(1);
    // Hidden: the browser releases the lock; shown again: asked for again.
    visibility = 'hidden';
    sentinels[0]!.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(request).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await act(async () => undefined);
    expect(request).toHaveBeenCalledTimes(2);
    // Shown while still held: no second lock.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(request).toHaveBeenCalledTimes(2);
    unmount();
    expect(sentinels[1]!.released).toBe(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(request).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
  it("shows zakat and fidyah on lines of their own, never inside the month's infaq", () => {
    // Mid-morning: the totals show on the board, not behind the quiet screen of a prayer.
    vi.useFakeTimers({ now: new Date('2026-11-22T03:00:00Z') });
    render(<WallBoard times={jakartaMosque({ fridays: [] })} totals={{ month: '2026-11', kencleng: 0, infaq_online: 300_000, zakat: 2_752_018, fidyah: 0 }} announcements={[]}
      donateUrl={null} clock={systemClock} onRefresh={() => {}} />);
    expect(screen.getByTestId('wall-infaq').textContent).toBe('Rp 300.000');
    expect(screen.getByTestId('wall-zakat').textContent).toBe('Rp 2.752.018');
    expect(screen.getByText('Zakat bulan ini')).toBeTruthy();
    expect(screen.queryByTestId('wall-fidyah')).toBeNull();
    vi.useRealTimers();
  });
});

describe("the staff's switches for the wall", () => {
  beforeEach(() => cleanup());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('hides the donation panel and skips the quiet screen when the staff turned them off', () => {
    const times = jakartaMosque({ fridays: [] });
    const maghrib = mosqueDay(times, '2026-11-23')!.prayers[3]!;
    vi.useFakeTimers({ now: maghrib.adzanAt + 5 * 60_000 + 1000 }); // just after iqamah
    const off = { ...DEFAULT_WALL_SETTINGS, screens: { ...DEFAULT_WALL_SETTINGS.screens, quiet: false, donation: false } };
    render(<WallBoard times={times} totals={{ month: '2026-11', kencleng: 1_000, infaq_online: 0, zakat: 0, fidyah: 0 }} announcements={[]}
      donateUrl="https://jariyah.example/masjid/x" clock={systemClock} onRefresh={() => undefined} settings={off} />);
    expect(screen.queryByText('Luruskan dan rapatkan shaf')).toBeNull();
    expect(screen.getByTestId('wall-countdown').textContent).toBe('Salat Maghrib sedang berlangsung');
    expect(screen.queryByRole('img', { name: 'Kode QR untuk berinfaq' })).toBeNull();
    expect(screen.queryByTestId('wall-kencleng')).toBeNull();
    cleanup();
    render(<WallBoard times={times} totals={null} announcements={[]} donateUrl="https://jariyah.example/masjid/x" clock={systemClock} onRefresh={() => undefined} settings={DEFAULT_WALL_SETTINGS} />);
    expect(screen.getByText('Luruskan dan rapatkan shaf')).toBeTruthy();
  });

  it("names today's roster, from the copy kept for the month, on its day only", () => {
    vi.useFakeTimers({ now: new Date('2027-03-10T02:00:00Z') }); // Wednesday 09:00 WIB, in Ramadan
    const roster = [
      { date: '2027-03-10', slots: [
        { id: 1, role: 'imam_tarawih' as const, name: 'Ust. Ahmad', mine: false },
        { id: 2, role: 'takjil' as const, name: 'Keluarga Hasan', mine: false },
        { id: 3, role: 'takjil' as const, name: 'Ibu Siti', mine: false },
        { id: 4, role: 'kultum_tarawih' as const, name: null, mine: false },
      ] },
      { date: '2027-03-11', slots: [{ id: 5, role: 'imam_tarawih' as const, name: 'Ust. Salim', mine: false }] },
    ];
    const board = () => <WallBoard times={jakartaMosque()} totals={null} announcements={[]} donateUrl={null} clock={systemClock} onRefresh={() => undefined} roster={roster} />;
    render(board());
    expect(screen.getByTestId('wall-today').textContent).toBe('Imam Tarawih: Ust. Ahmad · Takjil: Keluarga Hasan, Ibu Siti');
    cleanup();
    vi.setSystemTime(new Date('2027-03-10T17:00:00Z')); // midnight at the mosque: the next day's
    render(board());
    expect(screen.getByTestId('wall-today').textContent).toBe('Imam Tarawih: Ust. Salim');
    cleanup();
    vi.setSystemTime(new Date('2027-03-12T02:00:00Z'));
    render(board());
    expect(screen.queryByTestId('wall-today')).toBeNull();
  });
});
