import * as v from 'valibot';
import { callApi } from './client';
import {
  AdminActivityAnswerSchema, AdminMosqueListSchema, AdminMosqueSchema, AdminPaymentMethodListSchema, AdminPaymentMethodSchema, AdminScopeSchema,
  ActivityForm, AuditListSchema, FinanceEntryForm, FinanceEntryListSchema, FinanceEntrySchema, MosqueForm, PaymentMethodForm, StaffListSchema,
} from '../contract/admin-mosque';
import { DoaIdSchema, type DoaId } from '../contract/campaign';
import { MosqueActivityListSchema } from '../contract/mosque-finance';

// Roles, trail and each mosque's own page in the admin panel (flow in contract/admin-mosque.ts).
// Money and role calls answer 403 with an error on `password` until the step-up is given.

type Opts = { signal?: AbortSignal };
const strings = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined && x !== '').map(([k, x]) => [k, String(x)]));

export const getAdminScope = (o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'get_scope', signal: o.signal }, AdminScopeSchema).then((a) => a.data);

export const stepUp = (password: string) =>
  callApi({ controller: 'admin', kode: 'step_up', method: 'POST', body: { password } }, v.object({ until: v.string() }));

export const listAdminMosques = (o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'list_mosques', signal: o.signal }, AdminMosqueListSchema).then((a) => a.data);

export function saveMosque(form: v.InferInput<typeof MosqueForm>, idempotencyKey: string) {
  v.parse(MosqueForm, form);
  return callApi({ controller: 'admin', kode: 'save_mosque', method: 'POST', idempotencyKey, body: strings(form) }, AdminMosqueSchema);
}

export const listStaff = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'list_staff', query: { masjid_id: masjidId }, signal: o.signal }, StaffListSchema).then((a) => a.data);

export const grantStaff = (masjidId: number, whatsapp: string, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'grant_staff', method: 'POST', idempotencyKey, body: { masjid_id: String(masjidId), whatsapp } }, StaffListSchema);

export const revokeStaff = (masjidId: number, whatsapp: string, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'revoke_staff', method: 'POST', idempotencyKey, body: { masjid_id: String(masjidId), whatsapp } }, StaffListSchema);

export const listAudit = (query: { masjid_id?: number; action?: string; from?: string; to?: string }, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'list_audit', query: strings(query), signal: o.signal }, AuditListSchema).then((a) => a.data);

export const listAdminActivities = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'list_activities', query: { masjid_id: masjidId }, signal: o.signal }, MosqueActivityListSchema).then((a) => a.data);

export function addActivity(form: v.InferInput<typeof ActivityForm>, idempotencyKey: string) {
  v.parse(ActivityForm, form);
  return callApi({ controller: 'admin', kode: 'add_activity', method: 'POST', idempotencyKey, body: strings(form) }, AdminActivityAnswerSchema);
}

export const cancelActivity = (id: number, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'cancel_activity', method: 'POST', idempotencyKey, body: { id: String(id) } }, v.object({ id: v.number() }));

export const listFinanceEntries = (masjidId: number, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'list_finance_entries', query: { masjid_id: masjidId }, signal: o.signal }, FinanceEntryListSchema).then((a) => a.data);

export function addFinanceEntry(form: v.InferInput<typeof FinanceEntryForm>, idempotencyKey: string) {
  v.parse(FinanceEntryForm, form);
  return callApi({ controller: 'admin', kode: 'add_finance_entry', method: 'POST', idempotencyKey, body: strings(form) }, FinanceEntrySchema);
}

export const listPaymentMethods = (o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'list_payment_methods', signal: o.signal }, AdminPaymentMethodListSchema).then((a) => a.data);

export function savePaymentMethod(form: v.InferInput<typeof PaymentMethodForm>, idempotencyKey: string) {
  v.parse(PaymentMethodForm, form);
  return callApi({ controller: 'admin', kode: 'save_payment_method', method: 'POST', idempotencyKey, body: strings(form) }, AdminPaymentMethodSchema);
}

export const hideDoa = (doaId: DoaId, reason: string, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'hide_prayer', method: 'POST', idempotencyKey, body: { doa_id: String(doaId), reason } }, v.object({ doa_id: DoaIdSchema }));
