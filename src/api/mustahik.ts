import * as v from 'valibot';
import { callApi } from './client';
import {
  FitrahDistributionSchema, FitrahHandOverForm, FitrahPlanForm, FitrahSeasonForm, MustahikAdminViewSchema, MustahikForm,
  type FitrahHandOverFormInput, type FitrahPlanFormInput, type FitrahSeasonFormInput, type MustahikFormInput,
} from '../contract/mustahik';

// Mustahik and the fitrah distribution (contract/mustahik.ts): the staff's panel and the mosque page's totals.

type Opts = { signal?: AbortSignal };
const strings = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined).map(([k, x]) => [k, String(x)]));

export const getFitrahDistribution = (slug: string, o: Opts = {}) =>
  callApi({ controller: 'masjid', kode: 'get_fitrah_distribution', query: { slug }, signal: o.signal }, FitrahDistributionSchema).then((a) => a.data);

export const getMustahikAdmin = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'get_mustahik_admin', query: { masjid_id: masjidId }, signal: o.signal }, MustahikAdminViewSchema).then((a) => a.data);

const post = (kode: string, schema: v.GenericSchema, form: Record<string, unknown>, idempotencyKey: string) => {
  v.parse(schema, form);
  return callApi({ controller: 'admin', kode, method: 'POST', idempotencyKey, body: strings(form) }, MustahikAdminViewSchema);
};

export const saveMustahik = (form: MustahikFormInput, key: string) => post('save_mustahik', MustahikForm, form, key);
export const deleteMustahik = (id: number, key: string) => post('delete_mustahik', v.object({ id: v.number() }), { id }, key);
export const planFitrah = (form: FitrahPlanFormInput, key: string) => post('plan_fitrah', FitrahPlanForm, form, key);
export const handOverFitrah = (form: FitrahHandOverFormInput, key: string) => post('hand_over_fitrah', FitrahHandOverForm, form, key);
export const confirmFitrahHandOver = (id: number, key: string) => post('confirm_fitrah_handover', v.object({ id: v.number() }), { id }, key);
export const saveFitrahSeason = (form: FitrahSeasonFormInput, key: string) => post('save_fitrah_season', FitrahSeasonForm, form, key);
