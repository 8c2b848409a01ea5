import * as v from 'valibot';
import { callApi } from './client';
import {
  QurbanAdminViewSchema, QurbanBookForm, QurbanCancelForm, QurbanOfferForm, QurbanPayForm, QurbanSlaughterForm, QurbanViewSchema,
  type QurbanBookFormInput, type QurbanCancelFormInput, type QurbanOfferFormInput, type QurbanPayFormInput, type QurbanSlaughterFormInput,
} from '../contract/qurban';
import { DonateAnswerSchema } from '../contract/donation';

// Qurban at a mosque (contract/qurban.ts): the mosque page's read and booking, the staff's panel.

type Opts = { signal?: AbortSignal };
const strings = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined).map(([k, x]) => [k, String(x)]));

export const getQurban = (slug: string, o: Opts = {}) =>
  callApi({ controller: 'masjid', kode: 'get_qurban', query: { slug }, signal: o.signal }, QurbanViewSchema).then((a) => a.data);

export const bookQurban = (form: QurbanBookFormInput, idempotencyKey: string) => {
  v.parse(QurbanBookForm, form);
  return callApi({ controller: 'masjid', kode: 'book_qurban', method: 'POST', idempotencyKey, body: strings(form) }, QurbanViewSchema);
};

export const cancelQurban = (form: QurbanCancelFormInput, idempotencyKey: string) => {
  v.parse(QurbanCancelForm, form);
  return callApi({ controller: 'masjid', kode: 'cancel_qurban', method: 'POST', idempotencyKey, body: strings(form) }, QurbanViewSchema);
};

/** 'Bayar' on one's own booking: a donation toward it; the answer says where its checkout page is. */
export const payQurban = (form: QurbanPayFormInput, idempotencyKey: string) => {
  v.parse(QurbanPayForm, form);
  return callApi({ controller: 'masjid', kode: 'pay_qurban', method: 'POST', idempotencyKey, body: strings(form) }, DonateAnswerSchema);
};

export const getAdminQurban = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'get_qurban_admin', query: { masjid_id: masjidId }, signal: o.signal }, QurbanAdminViewSchema).then((a) => a.data);

export const offerQurban = (form: QurbanOfferFormInput, idempotencyKey: string) => {
  v.parse(QurbanOfferForm, form);
  return callApi({ controller: 'admin', kode: 'offer_qurban', method: 'POST', idempotencyKey, body: strings(form) }, QurbanAdminViewSchema);
};

export const slaughterQurban = (form: QurbanSlaughterFormInput, idempotencyKey: string) => {
  v.parse(QurbanSlaughterForm, form);
  return callApi({ controller: 'admin', kode: 'slaughter_qurban', method: 'POST', idempotencyKey, body: strings(form) }, QurbanAdminViewSchema);
};
