import * as v from 'valibot';
import { callApi } from './client';
import {
  AdminArticleAnswerSchema, AdminDisbursementAnswerSchema, AdminDonationListSchema, AdminDonationSchema, AdminProgramListSchema,
  AdminProgramSchema, AdminSummarySchema, AdminUpdateAnswerSchema, ArticleForm, DisbursementForm, ProgramForm, UpdateForm,
  type AdminDonationFilter,
} from '../contract/admin';

// The admin panel's calls (/api/admin, flow in contract/admin.ts). Each throws ApiError or
// NetworkError: 401 for a guest, 403 (adminMessages.forbidden) for anyone who is not staff.
// Every POST that creates takes the attempt's Idempotency-Key: made once per submit attempt and
// sent again on its retries, so a retry after a lost answer never creates a second record.

type Opts = { signal?: AbortSignal };

export const getAdminSummary = (o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'get_summary', signal: o.signal }, AdminSummarySchema).then((a) => a.data);

/** A page of donations (100, newest first); `cursor` is the previous page's `nextCursor`. */
export const listAdminDonations = (query: { status: AdminDonationFilter; search: string; cursor?: string | null }, o: Opts = {}) =>
  callApi({
    controller: 'admin', kode: 'list_donations', signal: o.signal,
    query: { status: query.status, search: query.search || undefined, cursor: query.cursor ?? undefined },
  }, AdminDonationListSchema).then((a) => ({ items: a.data, nextCursor: a.nextCursor ?? null }));

/** Marks a donation paid; the answer's message is what the toast says. 409 when already paid. */
export const confirmDonation = (code: string, idempotencyKey: string) =>
  callApi({ controller: 'admin', kode: 'confirm_donation', method: 'POST', idempotencyKey, body: { code } }, AdminDonationSchema);

/** A page of programs (100, newest first); `cursor` is the previous page's `nextCursor`. */
export const listAdminPrograms = (query: { search: string; cursor?: string | null }, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'list_programs', query: { search: query.search || undefined, cursor: query.cursor ?? undefined }, signal: o.signal }, AdminProgramListSchema)
    .then((a) => ({ items: a.data, nextCursor: a.nextCursor ?? null }));

/** One program for its edit page; ApiError 404 for an unknown slug. */
export const getAdminProgram = (slug: string, o: Opts = {}) =>
  callApi({ controller: 'admin', kode: 'get_program', query: { slug }, signal: o.signal }, AdminProgramSchema).then((a) => a.data);

/** Creates (no slug) or edits (slug) a program. The request is checked with the contract before it leaves. */
export function saveProgram(form: v.InferInput<typeof ProgramForm>, idempotencyKey: string) {
  const f = v.parse(ProgramForm, form);
  return callApi(
    {
      controller: 'admin', kode: 'save_program', method: 'POST', idempotencyKey,
      body: {
        slug: f.slug, header: f.header, target: String(f.target), batas_tanggal: f.batas_tanggal, all_time: f.all_time,
        deskripsi: f.deskripsi, tentang: f.tentang, flyer: f.flyer,
      },
    },
    AdminProgramSchema,
  );
}

export function addUpdate(form: v.InferInput<typeof UpdateForm>, idempotencyKey: string) {
  const f = v.parse(UpdateForm, form);
  return callApi({ controller: 'admin', kode: 'add_update', method: 'POST', idempotencyKey, body: f }, AdminUpdateAnswerSchema);
}

export function addDisbursement(form: v.InferInput<typeof DisbursementForm>, idempotencyKey: string) {
  const f = v.parse(DisbursementForm, form);
  return callApi(
    {
      controller: 'admin', kode: 'add_disbursement', method: 'POST', idempotencyKey,
      body: { slug: f.slug, title: f.title, description: f.description, amount: String(f.amount), disbursed_at: f.disbursed_at },
    },
    AdminDisbursementAnswerSchema,
  );
}

export function saveArticle(form: v.InferInput<typeof ArticleForm>, idempotencyKey: string) {
  const f = v.parse(ArticleForm, form);
  return callApi({ controller: 'admin', kode: 'save_article', method: 'POST', idempotencyKey, body: f }, AdminArticleAnswerSchema);
}
