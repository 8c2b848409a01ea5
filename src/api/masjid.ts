import { callApi } from './client';
import { MosqueListSchema } from '../contract/masjid';

// Mosque controller calls; distance is computed on the device from the coordinates.

type Opts = { signal?: AbortSignal };

export const getMosques = (search = '', o: Opts = {}) =>
  callApi({ controller: 'masjid', kode: 'get_campaign', query: { search }, signal: o.signal }, MosqueListSchema);

/** The mosque's slug or its kencleng program's slug; an array, the first item is used. */
export const getMosqueBySlug = (slug: string, o: Opts = {}) =>
  callApi({ controller: 'masjid', kode: 'get_campaign_by_slug', query: { slug }, signal: o.signal }, MosqueListSchema);
