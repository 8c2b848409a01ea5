import { callApi } from './client';
import { FitrahDeskEntrySchema } from '../contract/fitrah-desk-entry';

// One household's entry at Meja Zakat Fitrah; apart from the rest of the desk's calls
// (./fitrah-desk) because the outbox, and the service worker with it, sends it.

export type FitrahEntryRequest = { masjid_id: string; client_id: string; nama: string; jiwa: string; kind: string; unit: string; note: string };

/** `key` (the Idempotency-Key) is the entry's own client id, so a replay under it is answered as the first. */
export const recordFitrahEntry = (body: FitrahEntryRequest, o: { key: string; signal?: AbortSignal }) =>
  callApi({ controller: 'admin', kode: 'record_fitrah_entry', method: 'POST', body, idempotencyKey: o.key, signal: o.signal }, FitrahDeskEntrySchema);
