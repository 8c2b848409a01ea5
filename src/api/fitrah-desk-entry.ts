import * as v from 'valibot';
import { callApi } from './client';

// One household's entry at Meja Zakat Fitrah as the outbox (and the service worker with it) sends
// it; apart from the rest of the desk's calls (./fitrah-desk), and without the answer's schema:
// the outbox only needs to know it was taken, and the desk reads its list again.

export type FitrahEntryRequest = { masjid_id: string; client_id: string; nama: string; jiwa: string; kind: string; unit: string; note: string };

/** `key` (the Idempotency-Key) is the entry's own client id, so a replay under it is answered as the first. */
export const sendFitrahEntry = (body: FitrahEntryRequest, o: { key: string; signal?: AbortSignal }) =>
  callApi({ controller: 'admin', kode: 'record_fitrah_entry', method: 'POST', body, idempotencyKey: o.key, signal: o.signal }, v.unknown());
