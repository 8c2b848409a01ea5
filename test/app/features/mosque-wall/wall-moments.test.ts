import { describe, expect, it } from 'vitest';
import { DEFAULT_WALL_SETTINGS, type WallSettings } from '../../../../src/contract/wall-settings';
import type { MosqueTimes } from '../../../../src/contract/mosque-times';
import { addDays, instantOf } from '../../../../src/contract/zone-clock';
import { wallDays, type MosqueDay } from '../../../../src/lib/mosque-day';
import { nextWallChime, wallChimes, wallMomentIn, AYAT_EVERY_MS } from '../../../../src/features/mosque-wall/wall-moments';
import { jakartaMosque } from '../../lib/mosque-times-fixture';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DATE = '2026-11-26'; // a Thursday: dzuhur is dzuhur

const settingsWith = (over: Partial<WallSettings>): WallSettings => ({ ...DEFAULT_WALL_SETTINGS, ...over });
const withIsyaIqamah = (over: Partial<MosqueTimes> = {}) =>
  jakartaMosque({ iqamah: { ...jakartaMosque().iqamah, isya: { mode: 'setelah', minutes: 10 } }, ...over });

/** The screen at `now`, with the days the board would hold for that moment's date. */
function screenAt(times: MosqueTimes, date: string, settings: WallSettings, now: number) {
  return wallMomentIn(wallDays(times, date), times.quiet_minutes, settings, now);
}
const prayer = (day: MosqueDay | null, key: string) => day!.prayers.find((p) => p.key === key)!;
/** A second inside the ayat's rotation slot is avoided, so a board is a board. */
const offRotation = (at: number) => (at % AYAT_EVERY_MS >= AYAT_EVERY_MS - 20 * SECOND ? at - 30 * SECOND : at);

describe('after a prayer: quiet, then dzikir, then the board', () => {
  const times = jakartaMosque();
  const days = wallDays(times, DATE);
  const subuh = prayer(days[1]!, 'subuh');
  const iq = subuh.iqamahAt!;

  it('counts down to iqamah up to the second before it, and goes quiet at its exact second', () => {
    expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, iq - SECOND)).toMatchObject({ screen: 'board', phase: { kind: 'iqamah' } });
    expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, iq)).toMatchObject({ screen: 'quiet', until: iq + 10 * MINUTE });
  });

  it('shows the dzikir for the staff\'s minutes from the second the quiet screen ends', () => {
    expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, iq + 10 * MINUTE - SECOND).screen).toBe('quiet');
    const dzikir = screenAt(times, DATE, DEFAULT_WALL_SETTINGS, iq + 10 * MINUTE);
    expect(dzikir).toMatchObject({ screen: 'dzikir', since: iq + 10 * MINUTE, until: iq + 20 * MINUTE });
    expect(dzikir.prayer?.key).toBe('subuh');
    expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, iq + 20 * MINUTE - SECOND).screen).toBe('dzikir');
    expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, offRotation(iq + 20 * MINUTE)).screen).toBe('board');
    const short = settingsWith({ dzikir_minutes: 3 });
    expect(screenAt(times, DATE, short, offRotation(iq + 13 * MINUTE)).screen).toBe('board');
  });

  it('never shows a screen the staff switched off', () => {
    const noDzikir = settingsWith({ screens: { ...DEFAULT_WALL_SETTINGS.screens, dzikir: false } });
    expect(screenAt(times, DATE, noDzikir, offRotation(iq + 10 * MINUTE)).screen).toBe('board');
    const noQuiet = settingsWith({ screens: { ...DEFAULT_WALL_SETTINGS.screens, quiet: false } });
    expect(screenAt(times, DATE, noQuiet, iq).screen).toBe('board');
    // The salat still takes its quiet minutes: the dzikir waits for them.
    expect(screenAt(times, DATE, noQuiet, iq + 10 * MINUTE).screen).toBe('dzikir');
  });

  it('has no quiet or dzikir screen after a prayer whose iqamah the staff did not set', () => {
    const isya = prayer(days[1]!, 'isya');
    expect(isya.iqamahAt).toBeNull();
    for (const after of [0, 5, 10, 15, 20, 25]) expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, offRotation(isya.adzanAt + after * MINUTE)).screen).toBe('board');
  });
});

describe('the night between isya and subuh', () => {
  const dim = settingsWith({ night: { mode: 'dim', after_isya_minutes: 60 } });

  it.each([
    ['WIB', 'Asia/Jakarta', -6.1702, 106.8311],
    ['WITA', 'Asia/Makassar', -5.1477, 119.4327],
    ['WIT', 'Asia/Jayapura', -2.533, 140.717],
  ] as const)('in %s begins at isya\'s iqamah plus the staff\'s minutes and wakes half an hour before subuh, across midnight', (_, zone, latitude, longitude) => {
    const times = withIsyaIqamah({ time_zone: zone, masjid: { ...jakartaMosque().masjid, latitude, longitude } });
    const tomorrow = addDays(DATE, 1);
    const isya = prayer(wallDays(times, DATE)[1]!, 'isya');
    const subuh = prayer(wallDays(times, tomorrow)[1]!, 'subuh');
    const start = isya.iqamahAt! + 60 * MINUTE;
    const end = subuh.adzanAt - 30 * MINUTE;
    expect(screenAt(times, DATE, dim, offRotation(start - SECOND)).screen).toBe('board');
    expect(screenAt(times, DATE, dim, start)).toMatchObject({ screen: 'night-dim', until: end });
    const midnight = instantOf(tomorrow, '00:00', zone);
    expect(screenAt(times, DATE, dim, midnight - SECOND).screen).toBe('night-dim');
    expect(screenAt(times, tomorrow, dim, midnight).screen).toBe('night-dim');
    expect(screenAt(times, tomorrow, dim, end - SECOND).screen).toBe('night-dim');
    expect(screenAt(times, tomorrow, dim, end)).toMatchObject({ screen: 'board', phase: { kind: 'adzan', prayer: { key: 'subuh' } } });
  });

  it('goes dark in sleep mode and never when the night is off (the default)', () => {
    const times = withIsyaIqamah();
    const midnight = instantOf(addDays(DATE, 1), '00:00', 'Asia/Jakarta');
    expect(screenAt(times, addDays(DATE, 1), settingsWith({ night: { mode: 'sleep', after_isya_minutes: 60 } }), midnight).screen).toBe('night-sleep');
    expect(screenAt(times, addDays(DATE, 1), DEFAULT_WALL_SETTINGS, offRotation(midnight)).screen).toBe('board');
  });

  it("starts from isya's adzan where the staff set no iqamah", () => {
    const times = jakartaMosque();
    const isya = prayer(wallDays(times, DATE)[1]!, 'isya');
    expect(screenAt(times, DATE, dim, offRotation(isya.adzanAt + 60 * MINUTE - SECOND)).screen).toBe('board');
    expect(screenAt(times, DATE, dim, isya.adzanAt + 60 * MINUTE).screen).toBe('night-dim');
  });

  it('wakes for a chime that falls in the night', () => {
    const times = withIsyaIqamah({ quiet_minutes: 0 });
    const settings = settingsWith({
      screens: { ...DEFAULT_WALL_SETTINGS.screens, dzikir: false, ayat: false },
      night: { mode: 'sleep', after_isya_minutes: 0 },
      chime: { sound: 'chime', at_adzan: false, at_iqamah: true, own_url: null },
    });
    const iq = prayer(wallDays(times, DATE)[1]!, 'isya').iqamahAt!;
    expect(screenAt(times, DATE, settings, iq + 2 * MINUTE).screen).toBe('board');
    expect(screenAt(times, DATE, settings, iq + 3 * MINUTE).screen).toBe('night-sleep');
  });
});

describe('the ayat of the day in rotation with the board', () => {
  const times = jakartaMosque();
  const dzuhur = prayer(wallDays(times, DATE)[1]!, 'dzuhur');
  // A rotation slot well before dzuhur's adzan.
  const slot = Math.floor((dzuhur.adzanAt - 60 * MINUTE) / AYAT_EVERY_MS) * AYAT_EVERY_MS;

  it('takes the last 20 seconds of every 3 minutes while the board counts down to a far adzan', () => {
    expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, slot + AYAT_EVERY_MS - 20 * SECOND - 1).screen).toBe('board');
    expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, slot + AYAT_EVERY_MS - 20 * SECOND).screen).toBe('ayat');
    expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, slot + AYAT_EVERY_MS).screen).toBe('board');
  });

  it('stays off in the last ten minutes before an adzan, during the iqamah countdown, and when switched off', () => {
    const lateSlot = Math.floor((dzuhur.adzanAt - 5 * MINUTE) / AYAT_EVERY_MS) * AYAT_EVERY_MS + AYAT_EVERY_MS - 10 * SECOND;
    expect(lateSlot).toBeLessThan(dzuhur.adzanAt);
    expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, lateSlot).screen).toBe('board');
    const iqamahSlot = Math.floor((dzuhur.adzanAt + 3 * MINUTE) / AYAT_EVERY_MS) * AYAT_EVERY_MS + AYAT_EVERY_MS - 10 * SECOND;
    expect(iqamahSlot).toBeLessThan(dzuhur.iqamahAt!);
    expect(screenAt(times, DATE, DEFAULT_WALL_SETTINGS, iqamahSlot).screen).toBe('board');
    const noAyat = settingsWith({ screens: { ...DEFAULT_WALL_SETTINGS.screens, ayat: false } });
    expect(screenAt(times, DATE, noAyat, slot + AYAT_EVERY_MS - 10 * SECOND).screen).toBe('board');
  });
});

describe('the chimes', () => {
  const times = jakartaMosque();
  const days = wallDays(times, DATE);
  const on = (over: Partial<WallSettings['chime']>) => settingsWith({ chime: { sound: 'chime', at_adzan: true, at_iqamah: true, own_url: null, ...over } });

  it('has none while the sound is off (the default), or set to an own file without one', () => {
    expect(wallChimes(days, DEFAULT_WALL_SETTINGS.chime)).toEqual([]);
    expect(wallChimes(days, on({ sound: 'off' }).chime)).toEqual([]);
    expect(wallChimes(days, on({ sound: 'own', own_url: null }).chime)).toEqual([]);
  });

  it('rings at each adzan and each set iqamah, as asked, the next one from its own second on', () => {
    const subuh = prayer(days[1]!, 'subuh');
    expect(nextWallChime(days, on({}).chime, subuh.adzanAt)).toMatchObject({ at: subuh.adzanAt, kind: 'adzan' });
    expect(nextWallChime(days, on({}).chime, subuh.adzanAt + 1)).toMatchObject({ at: subuh.iqamahAt, kind: 'iqamah' });
    expect(nextWallChime(days, on({ at_iqamah: false }).chime, subuh.adzanAt + 1)).toMatchObject({ kind: 'adzan', prayer: { key: 'dzuhur' } });
    expect(nextWallChime(days, on({ at_adzan: false }).chime, subuh.iqamahAt! + 1)).toMatchObject({ kind: 'iqamah', prayer: { key: 'dzuhur' } });
    // Isya has no iqamah here: only its adzan rings that evening.
    const today = wallChimes([days[1]!], on({}).chime);
    expect(today.filter((c) => c.prayer.key === 'isya').map((c) => c.kind)).toEqual(['adzan']);
    expect(today).toHaveLength(9);
  });
});
