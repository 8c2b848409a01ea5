import * as v from 'valibot';
import { callApi } from './client';
import { QurbanMeatAdminViewSchema, QurbanMeatForm, type QurbanMeatFormInput } from '../contract/qurban-meat';

// 'Penyaluran Daging' in the staff's qurban panel (contract/qurban-meat.ts).

type Opts = { signal?: AbortSignal };

export const getAdminQurbanMeat = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'get_qurban_meat_admin', query: { masjid_id: masjidId }, signal: o.signal }, QurbanMeatAdminViewSchema).then((a) => a.data);

export const handOverQurbanMeat = (form: QurbanMeatFormInput, idempotencyKey: string) => {
  v.parse(QurbanMeatForm, form);
  return callApi({ controller: 'admin', kode: 'hand_over_qurban_meat', method: 'POST', idempotencyKey, body: { ...form, masjid_id: String(form.masjid_id), packages: String(form.packages), kg: String(form.kg) } }, QurbanMeatAdminViewSchema);
};

/** 'Konfirmasi' (a second staff member) or 'Batalkan' (the recorder, while pending). */
export const changeQurbanMeat = (kode: 'confirm_qurban_meat' | 'cancel_qurban_meat', id: number, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode, method: 'POST', idempotencyKey, body: { id: String(id) } }, QurbanMeatAdminViewSchema);
