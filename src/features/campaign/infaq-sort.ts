import * as v from 'valibot';

/** The sort in the URL, and what the server is sent for it (spec section 9 keeps its odd capitals). */
export const INFAQ_SORTS = ['paling-banyak', 'paling-sedikit'] as const;
export type InfaqSort = (typeof INFAQ_SORTS)[number];
export const InfaqSortSchema = v.picklist(INFAQ_SORTS);
export const INFAQ_SORT_LABELS: Record<InfaqSort, string> = { 'paling-banyak': 'Paling Banyak', 'paling-sedikit': 'Paling Sedikit' };
export const INFAQ_SORT_SENT: Record<InfaqSort, string> = { 'paling-banyak': 'paling banyak', 'paling-sedikit': 'Paling Sedikit' };
