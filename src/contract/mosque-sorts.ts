// The orders a mosque list can ask for, apart from the mosque schemas: the kencleng route's search
// check (in the first screen's route tree) needs only this list.
/** Distance orders need a position (else: by name). */
export const MOSQUE_SORTS = ['terdekat', 'terjauh', 'paling-banyak', 'paling-sedikit'] as const;
export type MosqueSort = (typeof MOSQUE_SORTS)[number];
