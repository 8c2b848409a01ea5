import * as v from 'valibot';
import { callApi } from './client';
import type { ReadCall } from '../contract/first-screen';
import {
  FridayForm, IqamahForm, MosqueFridaySchema, MosqueMonthTotalsSchema, MosqueSpecialDaySchema, MosqueTimesSchema, SpecialDayForm,
} from '../contract/mosque-times';

// A mosque's own times: public reads (its page, its wall screen) and the staff's changes.

type Opts = { signal?: AbortSignal };
const strings = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined).map(([k, x]) => [k, String(x)]));

export const mosqueTimesCall = (slug: string): ReadCall => ({ controller: 'masjid', kode: 'get_times', query: { slug } });
export const getMosqueTimes = (slug: string, o: Opts = {}) => callApi({ ...mosqueTimesCall(slug), signal: o.signal }, MosqueTimesSchema);

export const monthTotalsCall = (slug: string): ReadCall => ({ controller: 'masjid', kode: 'get_month_totals', query: { slug } });
export const getMonthTotals = (slug: string, o: Opts = {}) => callApi({ ...monthTotalsCall(slug), signal: o.signal }, MosqueMonthTotalsSchema);

export const getAdminMosqueTimes = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'get_mosque_times', query: { masjid_id: masjidId }, signal: o.signal }, MosqueTimesSchema).then((a) => a.data);

export function saveIqamah(form: v.InferInput<typeof IqamahForm>, idempotencyKey: string) {
  v.parse(IqamahForm, form);
  return callApi({ controller: 'admin', kode: 'save_iqamah', method: 'POST', idempotencyKey, body: strings(form) }, MosqueTimesSchema);
}

export function saveFriday(form: v.InferInput<typeof FridayForm>, idempotencyKey: string) {
  v.parse(FridayForm, form);
  return callApi({ controller: 'admin', kode: 'save_friday', method: 'POST', idempotencyKey, body: strings(form) }, MosqueFridaySchema);
}

export const removeFriday = (id: number, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'remove_friday', method: 'POST', idempotencyKey, body: { id: String(id) } }, v.object({ id: v.number() }));

export function addSpecialDay(form: v.InferInput<typeof SpecialDayForm>, idempotencyKey: string) {
  v.parse(SpecialDayForm, form);
  return callApi({ controller: 'admin', kode: 'add_special_day', method: 'POST', idempotencyKey, body: strings(form) }, MosqueSpecialDaySchema);
}

export const removeSpecialDay = (id: number, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'remove_special_day', method: 'POST', idempotencyKey, body: { id: String(id) } }, v.object({ id: v.number() }));
