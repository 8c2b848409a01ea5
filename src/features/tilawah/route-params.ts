/*
 * Tilawahku's URL values. Route declarations sit in the app's first bundle, so their search
 * checks are these few lines rather than valibot schemas (which would add their code there); the
 * path numbers are checked by the pages, which load only on Tilawahku.
 */

const whole = (value: unknown, max: number): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** `?ayat=10`: the verse to open at; anything else is ignored. */
export const verseSearch = (search: Record<string, unknown>): { ayat?: number } => {
  const ayat = whole(search.ayat, 286);
  return ayat ? { ayat } : {};
};

/** `?daftar=juz|tanda` on the home; the surah list otherwise. */
export const listSearch = (search: Record<string, unknown>): { daftar?: 'juz' | 'tanda' } =>
  search.daftar === 'juz' || search.daftar === 'tanda' ? { daftar: search.daftar } : {};

/** `?q=…` on 'Cari ayat', at most 100 characters. */
export const querySearch = (search: Record<string, unknown>): { q?: string } =>
  typeof search.q === 'string' && search.q.trim() ? { q: search.q.slice(0, 100) } : {};

export const surahNumber = (param: string) => whole(param, 114);
export const juzNumber = (param: string) => whole(param, 30);
