import { callApi } from './client';
import type { FitrahEntryRequest } from './fitrah-desk-entry';
import { FitrahDeskEntrySchema, FitrahDeskViewSchema, FitrahShiftSchema } from '../contract/fitrah-desk';

// Meja Zakat Fitrah (contract/fitrah-desk.ts): the desk's read and its staff changes; an entry the
// outbox sends goes through ./fitrah-desk-entry.

export const getFitrahDesk = (masjidId: number, o: { signal?: AbortSignal } = {}) =>
  callApi({ controller: 'admin', kode: 'get_fitrah_desk', query: { masjid_id: masjidId }, signal: o.signal }, FitrahDeskViewSchema).then((a) => a.data);

export const deleteFitrahEntry = (id: number, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'delete_fitrah_entry', method: 'POST', body: { id: String(id) }, idempotencyKey }, FitrahDeskEntrySchema);

export const countFitrahShift = (body: { masjid_id: string; cash: string; rice_kg: string; rice_liter: string; note: string }, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'count_fitrah_shift', method: 'POST', body, idempotencyKey }, FitrahShiftSchema);

export const confirmFitrahShift = (id: number, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'confirm_fitrah_shift', method: 'POST', body: { id: String(id) }, idempotencyKey }, FitrahShiftSchema);

/** An entry recorded with a signal, its answer read (the Bukti shows it at once). */
export const recordFitrahEntry = (body: FitrahEntryRequest, o: { key: string; signal?: AbortSignal }) =>
  callApi({ controller: 'admin', kode: 'record_fitrah_entry', method: 'POST', body, idempotencyKey: o.key, signal: o.signal }, FitrahDeskEntrySchema);
