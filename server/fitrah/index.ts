// Zakat fitrah at a mosque: the mustahik register, the season's distribution with two witnesses,
// its books and public totals. What the wiring may use of it; everything else here is its own.

export { adminMustahikActions, masjidFitrahActions } from './mustahik-actions.ts';
