import { ok, type Controller } from '../http/controller.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { adminAction, staffChange, staffTarget, type AdminContext, type ChangeLimit } from '../accounts/index.ts';
import { confirmShift, countShift, deleteEntry, deskMosque, deskView, findEntry, findShift, recordEntry } from './desk.ts';
import {
  FitrahDeskQuery, FitrahEntryForm, FitrahEntryIdForm, FitrahShiftCountForm, FitrahShiftIdForm, fitrahDeskMessages,
} from '../../src/contract/fitrah-desk.ts';

// Meja Zakat Fitrah on /api/admin (contract/fitrah-desk.ts): staff of the mosque only, each change
// counted against the person's limit and written with its audit row.

/** Changes per person: a busy Ramadan evening at one desk is a few hundred households; a runaway script stops. */
const changes = (userId: number): ChangeLimit => ({ key: `fitrah-desk:${userId}`, rule: { limit: 600, windowSeconds: 60 * 60 } });

const staffMosque = (ctx: AdminContext<unknown>, masjidId: number) =>
  staffTarget(ctx, { masjidId, find: () => deskMosque(ctx.db, masjidId), missing: fitrahDeskMessages.mosqueNotFound });

export const fitrahDeskActions: Controller = {
  get_fitrah_desk: adminAction({
    method: 'GET',
    input: FitrahDeskQuery,
    who: 'staff',
    // The desk runs all evening without a signal: the phone opens it from its kept copy.
    keptOnDevice: true,
    handle: async (ctx) => ok(await deskView(ctx.db, await staffMosque(ctx, ctx.input.masjid_id), ctx.user.id, ctx.now)),
  }),

  record_fitrah_entry: adminAction({
    method: 'POST',
    input: FitrahEntryForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { input, user, now } = ctx;
      const mosque = await staffMosque(ctx, input.masjid_id);
      const result = await staffChange(ctx, changes(user.id), async (tx) => {
        const recorded = await recordEntry(tx, mosque, input, user, now);
        const { entry } = recorded.ok && recorded.created ? recorded : { entry: null };
        return {
          result: recorded,
          audit: entry ? { action: 'record_fitrah_entry', targetType: 'fitrah_desk_entry', targetId: entry.id, masjidId: mosque.id, before: null, after: { client_id: entry.client_id, nama: entry.nama, jiwa: entry.jiwa, kind: entry.kind, amount: entry.amount, rice_grams: entry.rice_grams, rice_ml: entry.rice_ml } } : null,
        };
      });
      if (!result.ok) throw new HttpError(409, fitrahDeskMessages.idReused, { client_id: fitrahDeskMessages.idReused });
      return { data: result.entry, message: fitrahDeskMessages.recorded, status: result.created ? 201 : 200 };
    },
  }),

  delete_fitrah_entry: adminAction({
    method: 'POST',
    input: FitrahEntryIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { user, now } = ctx;
      const row = await staffTarget(ctx, { find: () => findEntry(ctx.db, ctx.input.id), missing: fitrahDeskMessages.entryNotFound, masjidOf: (r) => r.masjidId });
      const result = await staffChange(ctx, changes(user.id), async (tx) => {
        const gone = await deleteEntry(tx, row, user, now);
        return {
          result: gone,
          audit: gone.ok ? { action: 'delete_fitrah_entry', targetType: 'fitrah_desk_entry', targetId: row.id, masjidId: row.masjidId, before: { nama: row.nama, jiwa: row.jiwa, kind: row.kind, amount: row.amount, rice_grams: row.riceGrams, rice_ml: row.riceMl }, after: { deleted: true } } : null,
        };
      });
      if (!result.ok) throw new HttpError(409, result.reason === 'deleted' ? fitrahDeskMessages.alreadyDeleted : fitrahDeskMessages.inShift);
      return ok(result.entry, fitrahDeskMessages.deleted);
    },
  }),

  count_fitrah_shift: adminAction({
    method: 'POST',
    input: FitrahShiftCountForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { input, user, now } = ctx;
      const mosque = await staffMosque(ctx, input.masjid_id);
      const result = await staffChange(ctx, changes(user.id), async (tx) => {
        const counted = await countShift(tx, mosque, input, user, now);
        return {
          result: counted,
          audit: counted.ok ? { action: 'count_fitrah_shift', targetType: 'fitrah_desk_shift', targetId: counted.shift.id, masjidId: mosque.id, before: null, after: { recorded: counted.shift.recorded, counted_cash: input.cash, counted_rice_grams: input.rice_kg, counted_rice_ml: input.rice_liter, note: input.note } } : null,
        };
      });
      if (!result.ok) {
        if (result.reason === 'note') throw invalid({ note: fitrahDeskMessages.noteRequired }, fitrahDeskMessages.noteRequired);
        throw new HttpError(409, result.reason === 'pending' ? fitrahDeskMessages.pendingShift : fitrahDeskMessages.nothingToCount);
      }
      return { data: result.shift, message: fitrahDeskMessages.counted, status: 201 };
    },
  }),

  confirm_fitrah_shift: adminAction({
    method: 'POST',
    input: FitrahShiftIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { user, now } = ctx;
      const row = await staffTarget(ctx, { find: () => findShift(ctx.db, ctx.input.id), missing: fitrahDeskMessages.shiftNotFound, masjidOf: (r) => r.masjidId });
      const result = await staffChange(ctx, changes(user.id), async (tx) => {
        const settled = await confirmShift(tx, row, user, now);
        return {
          result: settled,
          audit: settled.ok ? { action: 'confirm_fitrah_shift', targetType: 'fitrah_desk_shift', targetId: row.id, masjidId: row.masjidId, before: { status: 'pending', counted_by: row.countedByName }, after: { status: 'confirmed', confirmed_by: user.nama } } : null,
        };
      });
      if (!result.ok) throw new HttpError(409, result.reason === 'own-count' ? fitrahDeskMessages.ownCount : fitrahDeskMessages.notPending);
      return ok(result.shift, fitrahDeskMessages.confirmed);
    },
  }),
};
