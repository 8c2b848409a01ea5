import * as v from 'valibot';
import { MOSQUE_SORTS, type MosqueSort } from '../../contract/mosque-sorts';

// The kencleng grid's order in the URL, apart from mosque-order.ts: the route's search check is in
// the first screen's route tree, the list's ordering code is not.
export const KENCLENG_SORTS = MOSQUE_SORTS;
export type KenclengSort = MosqueSort;
export const KenclengSortSchema = v.picklist(KENCLENG_SORTS);
