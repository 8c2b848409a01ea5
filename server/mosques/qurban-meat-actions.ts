import { ok } from '../http/controller.ts';
import type { Controller } from '../http/controller.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { adminAction, staffChange, staffTarget, type AdminContext, type ChangeLimit } from '../accounts/index.ts';
import { QurbanMasjidForm } from '../../src/contract/qurban.ts';
import { QurbanMeatForm, QurbanMeatIdForm, qurbanMeatMessages } from '../../src/contract/qurban-meat.ts';
import { mosqueById } from './times.ts';
import {
  auditedMeat, cancelMeatHandOver, confirmMeatHandOver, findMeatHandOver, qurbanMeatAdminView, recordMeatHandOver,
} from './qurban-meat.ts';

// 'Penyaluran Daging' on /api/admin: staff of the mosque record, confirm (a different person) and
// cancel (the recorder, while pending) meat hand-overs; every change audited. contract/qurban-meat.ts.

/** Staff changes per person: a whole afternoon of RT-by-RT hand-overs fits; a runaway script stops. */
const changes = (userId: number): ChangeLimit => ({ key: `qurban-meat:${userId}`, rule: { limit: 300, windowSeconds: 60 * 60 } });

const panel = async (ctx: AdminContext<unknown>, masjidId: number, message?: string) => ok(await qurbanMeatAdminView(ctx.db, masjidId, ctx.user.id), message);

/** A hand-over named by id, once this person may act on its mosque. */
const staffHandOver = (ctx: AdminContext<{ id: number }>) =>
  staffTarget(ctx, { find: () => findMeatHandOver(ctx.db, ctx.input.id), missing: qurbanMeatMessages.notFound, masjidOf: (r) => r.masjidId });

export const adminQurbanMeatActions: Controller = {
  get_qurban_meat_admin: adminAction({
    method: 'GET',
    input: QurbanMasjidForm,
    who: 'staff',
    handle: async (ctx) => {
      const mosque = await staffTarget(ctx, { masjidId: ctx.input.masjid_id, find: () => mosqueById(ctx.db, ctx.input.masjid_id), missing: qurbanMeatMessages.mosqueNotFound });
      return panel(ctx, mosque.id);
    },
  }),

  hand_over_qurban_meat: adminAction({
    method: 'POST',
    input: QurbanMeatForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const mosque = await staffTarget(ctx, { masjidId: ctx.input.masjid_id, find: () => mosqueById(ctx.db, ctx.input.masjid_id), missing: qurbanMeatMessages.mosqueNotFound });
      const recorded = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const result = await recordMeatHandOver(tx, mosque.id, ctx.input, ctx.user, ctx.now);
        return {
          result,
          audit: result.ok ? { action: 'hand_over_qurban_meat', targetType: 'qurban_meat_handover', targetId: result.row.id, masjidId: mosque.id, before: null, after: auditedMeat(result.row) } : null,
        };
      });
      if (!recorded.ok) throw invalid({ label: qurbanMeatMessages.tooMany }, qurbanMeatMessages.tooMany);
      return { ...(await panel(ctx, mosque.id, qurbanMeatMessages.recorded)), status: 201 };
    },
  }),

  confirm_qurban_meat: adminAction({
    method: 'POST',
    input: QurbanMeatIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const row = await staffHandOver(ctx);
      const result = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const confirmed = await confirmMeatHandOver(tx, row, ctx.user, ctx.now);
        return {
          result: confirmed,
          audit: confirmed.ok ? { action: 'confirm_qurban_meat', targetType: 'qurban_meat_handover', targetId: row.id, masjidId: row.masjidId, before: auditedMeat(row), after: auditedMeat(confirmed.row) } : null,
        };
      });
      if (!result.ok) throw new HttpError(409, result.reason === 'own' ? qurbanMeatMessages.own : qurbanMeatMessages.notPending);
      return panel(ctx, row.masjidId, qurbanMeatMessages.confirmed);
    },
  }),

  cancel_qurban_meat: adminAction({
    method: 'POST',
    input: QurbanMeatIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const row = await staffHandOver(ctx);
      const result = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const cancelled = await cancelMeatHandOver(tx, row, ctx.user);
        return {
          result: cancelled,
          audit: cancelled.ok ? { action: 'cancel_qurban_meat', targetType: 'qurban_meat_handover', targetId: row.id, masjidId: row.masjidId, before: auditedMeat(row), after: null } : null,
        };
      });
      if (!result.ok) throw new HttpError(409, result.reason === 'not-own' ? qurbanMeatMessages.cancelNotOwn : qurbanMeatMessages.notPending);
      return panel(ctx, row.masjidId, qurbanMeatMessages.cancelled);
    },
  }),
};
