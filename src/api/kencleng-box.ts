import * as v from 'valibot';
import { callApi } from './client';
import {
  FridayReportSchema, KenclengCountForm, KenclengOpeningListSchema, KenclengOpeningSchema,
} from '../contract/kencleng-box';

// 'Buka kencleng' and 'Laporan Jumat' in the admin panel (flow in contract/kencleng-box.ts).

type Opts = { signal?: AbortSignal };

export const listKenclengOpenings = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'list_kencleng_openings', query: { masjid_id: masjidId }, signal: o.signal }, KenclengOpeningListSchema).then((a) => a.data);

export function openKenclengCount(form: v.InferInput<typeof KenclengCountForm>, idempotencyKey: string) {
  v.parse(KenclengCountForm, form);
  const body = Object.fromEntries(Object.entries(form).filter(([, x]) => x !== undefined && x !== '').map(([k, x]) => [k, String(x)]));
  return callApi({ controller: 'admin', kode: 'open_kencleng_count', method: 'POST', idempotencyKey, body }, KenclengOpeningSchema);
}

export const confirmKenclengCount = (id: number, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'confirm_kencleng_count', method: 'POST', idempotencyKey, body: { id: String(id) } }, KenclengOpeningSchema);

export const cancelKenclengCount = (id: number, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'cancel_kencleng_count', method: 'POST', idempotencyKey, body: { id: String(id) } }, KenclengOpeningSchema);

export const getFridayReport = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'get_friday_report', query: { masjid_id: masjidId }, signal: o.signal }, FridayReportSchema).then((a) => a.data);
