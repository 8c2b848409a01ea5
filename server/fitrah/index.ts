// Zakat fitrah at a mosque: the desk (entries in money or rice, closings with two witnesses), the
// mustahik register, the season's distribution with two witnesses, its books and public totals.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { fitrahDeskActions } from './desk-actions.ts';
export { adminMustahikActions, masjidFitrahActions } from './mustahik-actions.ts';
