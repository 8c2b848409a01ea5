import type { WallSettings } from '../../contract/wall-settings';
import { wallPhaseIn, type MosqueDay, type MosquePrayer, type WallPhase } from '../../lib/mosque-day';

/*
 * Which screen the wall shows at an instant, and when it chimes, from the mosque's days (wallDays)
 * and the staff's settings. Pure: the board asks every second with its clock's `now`; tests ask
 * with fixed instants.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The night ends this long before subuh's adzan, so the hall sees the countdown to it. */
export const NIGHT_WAKE_BEFORE_SUBUH_MS = 30 * MINUTE;
/** A chime in the night wakes the screen from a minute before it to three after. */
const CHIME_WAKE_BEFORE_MS = MINUTE;
const CHIME_WAKE_AFTER_MS = 3 * MINUTE;
/** The ayat of the day takes the last 20 s of every 3 minutes of the board… */
export const AYAT_EVERY_MS = 3 * MINUTE;
export const AYAT_SHOWS_MS = 20 * SECOND;
/** …but never the last 10 minutes before an adzan, when the hall watches the countdown. */
const AYAT_NOT_BEFORE_ADZAN_MS = 10 * MINUTE;

export type WallScreenKind = 'board' | 'quiet' | 'dzikir' | 'ayat' | 'night-dim' | 'night-sleep';

export type WallMoment = {
  screen: WallScreenKind;
  /** The countdown the board shows (null without a position). */
  phase: WallPhase | null;
  /** The prayer a quiet or dzikir screen follows. */
  prayer: MosquePrayer | null;
  /** When this screen began and ends, where that is known (dzikir pages by it). */
  since: number | null;
  until: number | null;
};

export type WallChimeAt = { at: number; kind: 'adzan' | 'iqamah'; prayer: MosquePrayer };

const prayersOf = (days: ReadonlyArray<MosqueDay | null>) => days.flatMap((day) => day?.prayers ?? []);

/** Every chime the settings ask for over the given days, in order. None while the sound is off. */
export function wallChimes(days: ReadonlyArray<MosqueDay | null>, chime: WallSettings['chime']): WallChimeAt[] {
  if (chime.sound === 'off' || (chime.sound === 'own' && !chime.own_url)) return [];
  const chimes: WallChimeAt[] = [];
  for (const prayer of prayersOf(days)) {
    if (chime.at_adzan) chimes.push({ at: prayer.adzanAt, kind: 'adzan', prayer });
    if (chime.at_iqamah && prayer.iqamahAt !== null) chimes.push({ at: prayer.iqamahAt, kind: 'iqamah', prayer });
  }
  return chimes.sort((a, b) => a.at - b.at);
}

/** The first chime at or after `from`, or null. */
export function nextWallChime(days: ReadonlyArray<MosqueDay | null>, chime: WallSettings['chime'], from: number): WallChimeAt | null {
  return wallChimes(days, chime).find((c) => c.at >= from) ?? null;
}

/** The dzikir after a prayer: from the end of its quiet screen, for the staff's minutes. Needs the iqamah. */
function dzikirWindow(prayer: MosquePrayer, quietMinutes: number, settings: WallSettings): [number, number] | null {
  if (!settings.screens.dzikir || settings.dzikir_minutes <= 0 || prayer.iqamahAt === null) return null;
  const start = prayer.iqamahAt + quietMinutes * MINUTE;
  return [start, start + settings.dzikir_minutes * MINUTE];
}

/**
 * Each night: from isya's iqamah (its adzan where the staff set no iqamah) plus the staff's
 * minutes, until half an hour before the next day's subuh adzan.
 */
function nightWindows(days: ReadonlyArray<MosqueDay | null>, settings: WallSettings): Array<[number, number]> {
  if (settings.night.mode === 'off') return [];
  const windows: Array<[number, number]> = [];
  for (let i = 0; i + 1 < days.length; i++) {
    const isya = days[i]?.prayers.find((p) => p.key === 'isya');
    const subuh = days[i + 1]?.prayers.find((p) => p.key === 'subuh');
    if (!isya || !subuh) continue;
    const start = (isya.iqamahAt ?? isya.adzanAt) + settings.night.after_isya_minutes * MINUTE;
    const end = subuh.adzanAt - NIGHT_WAKE_BEFORE_SUBUH_MS;
    if (start < end) windows.push([start, end]);
  }
  return windows;
}

const within = (now: number, [start, end]: readonly [number, number]) => now >= start && now < end;

/** What the wall shows at `now`: quiet, then dzikir, then night, then the board with the ayat in rotation. */
export function wallMomentIn(days: ReadonlyArray<MosqueDay | null>, quietMinutes: number, settings: WallSettings, now: number): WallMoment {
  const phase = wallPhaseIn(days, quietMinutes, now);
  const board: WallMoment = { screen: 'board', phase, prayer: null, since: null, until: null };
  if (!phase) return board;
  if (phase.kind === 'quiet' && settings.screens.quiet) {
    return { screen: 'quiet', phase, prayer: phase.prayer, since: phase.until - quietMinutes * MINUTE, until: phase.until };
  }
  for (const prayer of prayersOf(days)) {
    const window = dzikirWindow(prayer, quietMinutes, settings);
    if (window && within(now, window)) return { screen: 'dzikir', phase, prayer, since: window[0], until: window[1] };
  }
  const night = nightWindows(days, settings).find((w) => within(now, w));
  const chimeWakes = night && wallChimes(days, settings.chime).some((c) => now >= c.at - CHIME_WAKE_BEFORE_MS && now < c.at + CHIME_WAKE_AFTER_MS);
  if (night && !chimeWakes) {
    return { screen: settings.night.mode === 'sleep' ? 'night-sleep' : 'night-dim', phase, prayer: null, since: night[0], until: night[1] };
  }
  if (settings.screens.ayat && phase.kind === 'adzan' && phase.until - now > AYAT_NOT_BEFORE_ADZAN_MS && now % AYAT_EVERY_MS >= AYAT_EVERY_MS - AYAT_SHOWS_MS) {
    return { ...board, screen: 'ayat' };
  }
  return board;
}
