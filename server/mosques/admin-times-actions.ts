import { ok, type Controller } from '../http/controller.ts';
import { invalid } from '../http/errors.ts';
import { adminAction, staffChange, staffTarget, type AdminContext, type ChangeLimit } from '../accounts/index.ts';
import {
  addSpecialDay, findFriday, mosqueById, findSpecialDay, mosqueTimes, removeFriday, removeSpecialDay, saveFriday, saveIqamah, toFriday,
} from './times.ts';
import { MasjidIdQuery } from '../../src/contract/admin-mosque.ts';
import { FridayForm, IqamahForm, RemoveByIdForm, SpecialDayForm, timesMessages } from '../../src/contract/mosque-times.ts';

// The staff's 'Jadwal & Iqamah' and 'Jumat' (contract/mosque-times.ts): scoped to their mosques, audited.

/** Changes per person: generous for a busy Ramadan evening, tight enough that a runaway script stops. */
const changes = (userId: number): ChangeLimit => ({ key: `mosque-times:${userId}`, rule: { limit: 120, windowSeconds: 60 * 60 } });
/** The panel shows what was held this long ago too. */
const PANEL = { pastDays: 60, fridays: 70 } as const;

/** The mosque the request names, once this person may act on it. */
const staffMosque = (ctx: AdminContext<unknown>, masjidId: number) =>
  staffTarget(ctx, { masjidId, find: () => mosqueById(ctx.db, masjidId), missing: timesMessages.mosqueNotFound });

const outOfWindow = () => invalid({ date: timesMessages.dateOutOfWindow }, timesMessages.dateOutOfWindow);

export const adminMosqueTimesActions: Controller = {
  get_mosque_times: adminAction({
    method: 'GET',
    input: MasjidIdQuery,
    who: 'staff',
    handle: async (ctx) => ok(await mosqueTimes(ctx.db, await staffMosque(ctx, ctx.input.masjid_id), ctx.now, PANEL)),
  }),

  save_iqamah: adminAction({
    method: 'POST',
    input: IqamahForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { input, now } = ctx;
      const mosque = await staffMosque(ctx, input.masjid_id);
      await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const saved = await saveIqamah(tx, input, now);
        return { result: null, audit: { action: 'save_iqamah', targetType: 'mosque', targetId: mosque.slug, masjidId: mosque.id, before: saved.before, after: saved.after } };
      });
      return ok(await mosqueTimes(ctx.db, mosque, now, PANEL), timesMessages.iqamahSaved);
    },
  }),

  save_friday: adminAction({
    method: 'POST',
    input: FridayForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { input, now } = ctx;
      const mosque = await staffMosque(ctx, input.masjid_id);
      const saved = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const result = await saveFriday(tx, mosque, input, now);
        return { result, audit: result.ok ? { action: 'save_friday', targetType: 'friday', targetId: String(result.friday.id), masjidId: mosque.id, before: result.before, after: result.friday } : null };
      });
      if (!saved.ok) throw outOfWindow();
      return { data: saved.friday, message: timesMessages.fridaySaved, status: saved.before ? 200 : 201 };
    },
  }),

  remove_friday: adminAction({
    method: 'POST',
    input: RemoveByIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const row = await staffTarget(ctx, { find: () => findFriday(ctx.db, ctx.input.id), missing: timesMessages.fridayNotFound, masjidOf: (f) => f.masjidId });
      await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        await removeFriday(tx, row.id);
        return { result: null, audit: { action: 'remove_friday', targetType: 'friday', targetId: String(row.id), masjidId: row.masjidId, before: toFriday(row), after: null } };
      });
      return ok({ id: row.id }, timesMessages.fridayRemoved);
    },
  }),

  add_special_day: adminAction({
    method: 'POST',
    input: SpecialDayForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { input, now } = ctx;
      const mosque = await staffMosque(ctx, input.masjid_id);
      const added = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const result = await addSpecialDay(tx, mosque, input, now);
        return { result, audit: result.ok ? { action: 'add_special_day', targetType: 'special_day', targetId: String(result.day.id), masjidId: mosque.id, before: null, after: result.day } : null };
      });
      if (!added.ok) {
        if (added.reason === 'too-many') throw invalid({ date: timesMessages.tooManySpecialDays }, timesMessages.tooManySpecialDays);
        throw outOfWindow();
      }
      return { data: added.day, message: timesMessages.specialDayAdded, status: 201 };
    },
  }),

  remove_special_day: adminAction({
    method: 'POST',
    input: RemoveByIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const found = await staffTarget(ctx, { find: () => findSpecialDay(ctx.db, ctx.input.id), missing: timesMessages.specialDayNotFound, masjidOf: (f) => f.masjidId });
      await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        await removeSpecialDay(tx, found.day.id);
        return { result: null, audit: { action: 'remove_special_day', targetType: 'special_day', targetId: String(found.day.id), masjidId: found.masjidId, before: found.day, after: null } };
      });
      return ok({ id: found.day.id }, timesMessages.specialDayRemoved);
    },
  }),
};
