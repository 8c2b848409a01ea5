// Zakat fitrah at the mosque: the desk (entries in money or rice, closings with two witnesses).
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { fitrahDeskActions } from './desk-actions.ts';
