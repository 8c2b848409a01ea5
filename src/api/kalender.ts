import * as v from 'valibot';
import { callApi } from './client';
import { IsbatDecisionSchema, IsbatForm, IsbatListSchema } from '../contract/kalender';

type Opts = { signal?: AbortSignal };

export const getIsbat = (o: Opts = {}) => callApi({ controller: 'kalender', kode: 'get_isbat', signal: o.signal }, IsbatListSchema);

/** Network admin: records a sidang isbat's decision (a month already recorded is replaced). */
export function saveIsbat(form: v.InferInput<typeof IsbatForm>) {
  return callApi({ controller: 'kalender', kode: 'save_isbat', method: 'POST', body: form }, IsbatDecisionSchema);
}
