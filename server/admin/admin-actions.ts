import * as v from 'valibot';
import { ok, okPage, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import { adminAction } from '../accounts/admin-action.ts';
import { adminMosqueActions } from '../mosques/admin-actions.ts';
import { adminMosqueTimesActions } from '../mosques/admin-times-actions.ts';
import { mosqueAnnouncementActions } from '../mosques/follow-actions.ts';
import { adminKenclengActions } from '../mosques/admin-kencleng-actions.ts';
import { confirmDonation, getSummary, listAdminDonations } from '../donations/admin-donations.ts';
import { addDisbursement, addUpdate, findAdminProgram, listAdminPrograms, programBySlug, saveProgram } from '../programs/admin-programs.ts';
import { publishArticle } from '../news/admin-news.ts';
import {
  AdminDonationQuery, AdminProgramQuery, AdminProgramSlugQuery, ArticleForm, ConfirmDonationForm, DisbursementForm, ProgramForm, UpdateForm,
  adminMessages, type AdminProgram,
} from '../../src/contract/admin.ts';
import { linkOrigin } from '../http/public-origin.ts';

// The mosque staff's panel; actions and answers in src/contract/admin.ts.

const messages = {
  donationNotFound: 'Donasi tidak ditemukan',
  programNotFound: 'Program tidak ditemukan',
} as const;

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
    stepUp: true,
    handle: async ({ db, deps, hono, input, user, now, audit }) => {
      // The change and its audit row commit together; the paid path sends the receipt after.
      const result = await confirmDonation(db, input.code, user.id, now, {
        receipt: { deps, origin: linkOrigin(deps.config, hono.req.url) },
        audit: (tx, paid) => audit({ action: 'confirm_donation', targetType: 'donation', targetId: input.code, before: { status: 'pending' }, after: { status: 'paid', total: paid.total } }, tx),
      });
      if (result.ok) return ok(result.donation, adminMessages.confirmed);
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
    who: 'staff',
    handle: async ({ db, input, now, access }) =>
      okPage(await listAdminPrograms(db, input, now, access.masjidIds === 'all' ? null : [...access.masjidIds])),
  }),

  get_program: adminAction({
    method: 'GET',
    input: AdminProgramSlugQuery,
    who: 'staff',
    handle: async ({ db, input, now, requireMosque }) => {
      const row = await programBySlug(db, input.slug);
      if (!row) throw notFound(messages.programNotFound);
      requireMosque(row.masjidId);
      const program = await findAdminProgram(db, input.slug, now);
      if (!program) throw notFound(messages.programNotFound);
      return ok(program);
    },
  }),

  /** Staff edit their mosques' programs; only an admin creates a campaign. */
  save_program: adminAction({
    method: 'POST',
    input: ProgramForm,
    idempotent: true,
    who: 'staff',
    handle: async ({ db, deps, input, now, access, requireMosque, audit }) => {
      const existing = input.slug ? await programBySlug(db, input.slug) : null;
      if (input.slug && !existing) throw notFound(messages.programNotFound);
      if (existing) requireMosque(existing.masjidId);
      else if (access.role !== 'admin') requireMosque(null);
      const before = existing ? await findAdminProgram(db, existing.slug, now) : null;
      const result = await saveProgram(db, { dataDir: deps.config.dataDir, log: deps.log }, input, now, {
        record: (tx, program) => audit({
          action: 'save_program', targetType: 'program', targetId: program.slug, masjidId: existing?.masjidId ?? null,
          before: before && auditedProgram(before), after: auditedProgram(program),
        }, tx),
      });
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
    who: 'staff',
    handle: async ({ db, input, now, requireMosque, audit }) => {
      const program = await programBySlug(db, input.slug);
      if (!program) throw notFound(messages.programNotFound);
      requireMosque(program.masjidId);
      const update = await db.transaction(async (tx) => {
        const added = await addUpdate(tx, input, now);
        if (added) await audit({ action: 'add_update', targetType: 'program', targetId: input.slug, masjidId: program.masjidId, after: { title: input.title } }, tx);
        return added;
      });
      if (!update) throw notFound(messages.programNotFound);
      return { data: update, message: adminMessages.updateAdded, status: 201 };
    },
  }),

  add_disbursement: adminAction({
    method: 'POST',
    input: DisbursementForm,
    idempotent: true,
    who: 'staff',
    stepUp: true,
    handle: async ({ db, input, now, requireMosque, audit }) => {
      const program = await programBySlug(db, input.slug);
      if (!program) throw notFound(messages.programNotFound);
      requireMosque(program.masjidId);
      const result = await db.transaction(async (tx) => {
        const added = await addDisbursement(tx, input, now);
        if (added.ok) {
          await audit({
            action: 'add_disbursement', targetType: 'program', targetId: input.slug, masjidId: program.masjidId,
            after: { title: input.title, amount: input.amount, disbursed_at: input.disbursed_at },
          }, tx);
        }
        return added;
      });
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
    handle: async ({ db, input, user, now, audit }) => {
      const article = await db.transaction(async (tx) => {
        const published = await publishArticle(tx, input, user.nama, now);
        await audit({ action: 'save_article', targetType: 'article', targetId: published.slug, after: { type: input.type, title: input.title } }, tx);
        return published;
      });
      return { data: article, message: adminMessages.articlePublished, status: 201 };
    },
  }),

  ...adminMosqueActions,
  ...adminMosqueTimesActions,
  ...mosqueAnnouncementActions,
  ...adminKenclengActions,
};

/** What the trail keeps of a program (not its long texts or flyer bytes). */
const auditedProgram = (p: AdminProgram) => ({
  header: p.header, target: p.target, batas_tanggal: p.batas_tanggal, all_time: p.all_time, flyer: p.flyer,
});
