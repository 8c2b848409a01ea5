import * as v from 'valibot';
import { callApi } from './client';
import { FitrahRegencyForm, RemoveFitrahRegencyForm, ZakatFiguresSchema, ZakatProgramListSchema, ZakatRatesForm } from '../contract/zakat';

type Opts = { signal?: AbortSignal };

export const getZakatFigures = (o: Opts = {}) => callApi({ controller: 'zakat', kode: 'get_zakat_figures', signal: o.signal }, ZakatFiguresSchema);
export const getZakatPrograms = (o: Opts = {}) => callApi({ controller: 'zakat', kode: 'get_zakat_programs', signal: o.signal }, ZakatProgramListSchema);

/** Network admin: the gold price, the network's fitrah rate and the fidyah rate. */
export const saveZakatRates = (form: v.InferInput<typeof ZakatRatesForm>) =>
  callApi({ controller: 'zakat', kode: 'save_zakat_rates', method: 'POST', body: form }, ZakatFiguresSchema);
export const saveFitrahRegency = (form: v.InferInput<typeof FitrahRegencyForm>) =>
  callApi({ controller: 'zakat', kode: 'save_fitrah_regency', method: 'POST', body: form }, ZakatFiguresSchema);
export const removeFitrahRegency = (form: v.InferInput<typeof RemoveFitrahRegencyForm>) =>
  callApi({ controller: 'zakat', kode: 'remove_fitrah_regency', method: 'POST', body: form }, ZakatFiguresSchema);
