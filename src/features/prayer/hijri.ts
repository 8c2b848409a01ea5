const DAY_MS = 86_400_000;

/**
 * The Hijri date in Indonesian ('13 Jumadilakhir 1448 H') from the Umm al-Qura calendar, moved by
 * the user's adjustment in days (Indonesia's sighting usually runs a day behind Umm al-Qura).
 */
export function formatHijri(now: number, timeZone: string, adjustmentDays: number): string {
  return new Intl.DateTimeFormat('id-ID-u-ca-islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    new Date(now + adjustmentDays * DAY_MS),
  );
}

/** 'Senin, 23 November 2026'. */
export function formatGregorian(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(now));
}
