// Hosts outside this app that it really uses. The server's CSP is built from the same values,
// so the page may load exactly these and nothing else. Audio hosts move: override at build time
// with VITE_AUDIO_BASE_URL / VITE_MAP_TILE_URL (and AUDIO_BASE_URL / MAP_TILE_URL for the server).
export const externalDefaults = {
  /** Full-surah murottal audio: `${audioBaseUrl}/${qari}/${NNN}.mp3`. */
  audioBaseUrl: 'https://cdn.equran.id/audio-full',
  /** Raster map tiles with {z}/{x}/{y}. */
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
  /** The mosque-finance dashboard opened from the home shortcut grid. */
  financeDashboardUrl: 'https://keuangan.jariyah.id',
} as const;

export function originOf(url: string): string {
  return new URL(url.replace(/\{[a-z]\}/g, '0')).origin;
}
