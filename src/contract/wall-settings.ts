/*
 * What a mosque's wall screen (/masjid/<slug>/layar) shows besides the clock and the times, set
 * by the mosque's staff from their phone (issue 44). The screen runs for weeks without a signal,
 * so every field has a default a screen can use before it ever heard from the server.
 *
 * The API that stores and serves these, the form schemas and the staff panel grow from here; the
 * screen reads `WallSettings` and nothing else.
 */

/** The screens a wall can show, each switched on or off per mosque. */
export const WALL_SCREENS = ['iqamah_countdown', 'quiet', 'dzikir', 'ayat', 'donation'] as const;
export type WallScreen = (typeof WALL_SCREENS)[number];
export const WALL_SCREEN_LABELS: Record<WallScreen, string> = {
  iqamah_countdown: 'Hitung mundur iqamah',
  quiet: 'Layar tenang saat salat',
  dzikir: 'Dzikir setelah salat',
  ayat: 'Ayat hari ini',
  donation: 'Infaq dan kode QR',
};

/** A sound the screen plays at adzan and at iqamah: none, the shipped chime, or the mosque's own file. */
export const WALL_CHIMES = ['off', 'chime', 'own'] as const;
export type WallChime = (typeof WALL_CHIMES)[number];

/** Between isya and subuh the screen may stay as it is, dim, or go dark (waking for subuh). */
export const WALL_NIGHT_MODES = ['off', 'dim', 'sleep'] as const;
export type WallNightMode = (typeof WALL_NIGHT_MODES)[number];

export type WallSettings = {
  screens: Record<WallScreen, boolean>;
  /** Minutes the dzikir after prayer shows once the quiet screen ends (0–30). */
  dzikir_minutes: number;
  chime: { at_adzan: boolean; at_iqamah: boolean; sound: WallChime; own_url: string | null };
  night: { mode: WallNightMode; /** Minutes after isya's iqamah the night begins (0–180). */ after_isya_minutes: number };
};

export const DEFAULT_WALL_SETTINGS: WallSettings = {
  screens: { iqamah_countdown: true, quiet: true, dzikir: true, ayat: true, donation: true },
  dzikir_minutes: 10,
  chime: { at_adzan: false, at_iqamah: false, sound: 'off', own_url: null },
  night: { mode: 'off', after_isya_minutes: 60 },
};

export const WALL_DZIKIR_MINUTES_MAX = 30;
export const WALL_NIGHT_AFTER_ISYA_MAX = 180;
