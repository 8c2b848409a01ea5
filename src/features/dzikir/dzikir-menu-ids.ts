import * as v from 'valibot';

// Apart from the menu component: the route's search check runs in the entry chunk on every page,
// and the sheet's code (and its icons and styles) belongs only to /dzikir.
export const DzikirMenuIdSchema = v.picklist(['shalat', 'al-matsurat', 'lainnya']);
export type DzikirMenuId = v.InferOutput<typeof DzikirMenuIdSchema>;
