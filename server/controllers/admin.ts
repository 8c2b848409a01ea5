import * as v from 'valibot';
import { action, fieldErrors, ok, okPage, type ActionContext, type ActionResult, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound, unauthenticated } from '../http/errors.ts';
import type { SessionUser } from '../services/sessions.ts';
import { confirmDonation, getSummary, listAdminDonations } from '../services/admin-donations.ts';
import { addDisbursement, addUpdate, findAdminProgram, listAdminPrograms, saveProgram } from '../services/admin-programs.ts';
import { publishArticle } from '../services/admin-news.ts';
import { sendPaidReceipt } from '../services/receipts.ts';
import {
  AdminDonationQuery, AdminProgramQuery, AdminProgramSlugQuery, ArticleForm, ConfirmDonationForm, DisbursementForm, ProgramForm, UpdateForm,
  adminMessages,
} from '../../src/contract/admin.ts';

// The mosque staff's panel; actions and answers in src/contract/admin.ts.

const messages = {
  donationNotFound: 'Donasi tidak ditemukan',
  programNotFound: 'Program tidak ditemukan',
} as const;

type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * An action for staff only. The role is checked before the input, so someone who is not staff
 * learns nothing from validation messages: a guest gets 401, any other user 403.
 */
function adminAction<S extends AnySchema>(a: {
  method: 'GET' | 'POST';
  input: S;
  idempotent?: boolean;
  handle(ctx: ActionContext<v.InferOutput<S>> & { user: SessionUser }): Promise<ActionResult>;
}) {
  return action({
    method: a.method,
    input: v.unknown(),
    auth: 'required',
    idempotent: a.idempotent ?? false,
    handle: async (ctx) => {
      const { user } = ctx;
      if (!user) throw unauthenticated();
      if (user.role !== 'admin') throw new HttpError(403, adminMessages.forbidden);
      const parsed = v.safeParse(a.input, ctx.input);
      if (!parsed.success) throw invalid(fieldErrors(parsed.issues));
      return a.handle({ ...ctx, user, input: parsed.output });
    },
  });
}

export const adminController: Controller = {
  get_summary: adminAction({
    method: 'GET',
    input: v.object({}),
    handle: async ({ db, now }) => ok(await getSummary(db, now)),
  }),

  list_donations: adminAction({
    method: 'GET',
    input: AdminDonationQuery,
    handle: async ({ db, input, now }) => okPage(await listAdminDonations(db, input, now)),
  }),

  confirm_donation: adminAction({
    method: 'POST',
    input: ConfirmDonationForm,
    idempotent: true,
    handle: async ({ db, deps, hono, input, user, now }) => {
      const result = await confirmDonation(db, input.code, user.id, now);
      if (result.ok) {
        await sendPaidReceipt(deps, input.code, deps.config.publicOrigin ?? new URL(hono.req.url).origin);
        return ok(result.donation, adminMessages.confirmed);
      }
      switch (result.reason) {
        case 'not-found': throw notFound(messages.donationNotFound);
        case 'already-paid': throw new HttpError(409, adminMessages.alreadyPaid);
        case 'not-confirmable': throw new HttpError(409, adminMessages.notConfirmable);
      }
    },
  }),

  list_programs: adminAction({
    method: 'GET',
    input: AdminProgramQuery,
    handle: async ({ db, input, now }) => okPage(await listAdminPrograms(db, input, now)),
  }),

  get_program: adminAction({
    method: 'GET',
    input: AdminProgramSlugQuery,
    handle: async ({ db, input, now }) => {
      const program = await findAdminProgram(db, input.slug, now);
      if (!program) throw notFound(messages.programNotFound);
      return ok(program);
    },
  }),

  save_program: adminAction({
    method: 'POST',
    input: ProgramForm,
    idempotent: true,
    handle: async ({ db, deps, input, now }) => {
      const result = await saveProgram(db, { dataDir: deps.config.dataDir, log: deps.log }, input, now);
      if (!result.ok) {
        if (result.reason === 'not-found') throw notFound(messages.programNotFound);
        throw invalid({ flyer: result.message }, result.message);
      }
      return { data: result.program, message: adminMessages.programSaved, status: result.created ? 201 : 200 };
    },
  }),

  add_update: adminAction({
    method: 'POST',
    input: UpdateForm,
    idempotent: true,
    handle: async ({ db, input, now }) => {
      const update = await addUpdate(db, input, now);
      if (!update) throw notFound(messages.programNotFound);
      return { data: update, message: adminMessages.updateAdded, status: 201 };
    },
  }),

  add_disbursement: adminAction({
    method: 'POST',
    input: DisbursementForm,
    idempotent: true,
    handle: async ({ db, input, now }) => {
      const result = await addDisbursement(db, input, now);
      if (!result.ok) {
        if (result.reason === 'not-found') throw notFound(messages.programNotFound);
        throw invalid({ amount: adminMessages.overDisbursed }, adminMessages.overDisbursed);
      }
      return { data: result.disbursement, message: adminMessages.disbursementAdded, status: 201 };
    },
  }),

  save_article: adminAction({
    method: 'POST',
    input: ArticleForm,
    idempotent: true,
    handle: async ({ db, input, user, now }) => ({
      data: await publishArticle(db, input, user.nama, now),
      message: adminMessages.articlePublished,
      status: 201,
    }),
  }),
};
