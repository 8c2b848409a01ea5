import { ok, okPage, type Controller } from '../http/controller.ts';
import { invalid, notFound } from '../http/errors.ts';
import { adminAction } from '../accounts/index.ts';
import { addDisbursement, addUpdate, findAdminProgram, listAdminPrograms, programBySlug, saveProgram } from './admin-programs.ts';
import { hideDoa } from './doas.ts';
import {
  AdminProgramQuery, AdminProgramSlugQuery, DisbursementForm, ProgramForm, UpdateForm, adminMessages, type AdminProgram,
} from '../../src/contract/admin.ts';
import { HideDoaForm, roleMessages } from '../../src/contract/admin-mosque.ts';

const messages = { programNotFound: 'Program tidak ditemukan' } as const;

/** The panel's programs: staff edit their mosques' programs, updates and disbursements; an admin hides a prayer. */
export const programAdminActions: Controller = {
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

  hide_prayer: adminAction({
    method: 'POST',
    input: HideDoaForm,
    idempotent: true,
    handle: async ({ db, input, user, now, audit }) => {
      const hidden = await hideDoa(db, input.doa_id, user.id, input.reason, now);
      if (!hidden) throw notFound(roleMessages.prayerNotFound);
      await audit({ action: 'hide_prayer', targetType: 'prayer', targetId: input.doa_id, masjidId: hidden.masjidId, before: { doa: hidden.doa }, after: { hidden: true, reason: input.reason } });
      return ok({ doa_id: input.doa_id }, roleMessages.prayerHidden);
    },
  }),
};

/** What the trail keeps of a program (not its long texts or flyer bytes). */
const auditedProgram = (p: AdminProgram) => ({
  header: p.header, target: p.target, batas_tanggal: p.batas_tanggal, all_time: p.all_time, flyer: p.flyer,
});
