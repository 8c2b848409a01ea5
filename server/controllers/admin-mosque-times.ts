import { ok, type Controller } from '../http/controller.ts';
import { invalid, notFound, tooMany } from '../http/errors.ts';
import { adminAction } from './admin-action.ts';
import { hitRateLimit } from '../services/rate-limit.ts';
import {
  addSpecialDay, findFriday, mosqueById, findSpecialDay, mosqueTimes, removeFriday, removeSpecialDay, saveFriday, saveIqamah, toFriday,
} from '../services/mosque-times.ts';
import { MasjidIdQuery } from '../../src/contract/admin-mosque.ts';
import { FridayForm, IqamahForm, RemoveByIdForm, SpecialDayForm, timesMessages } from '../../src/contract/mosque-times.ts';
import type { Db } from '../db/client.ts';

// The staff's 'Jadwal & Iqamah' and 'Jumat' (contract/mosque-times.ts): scoped to their mosques, audited.

/** Changes per person: generous for a busy Ramadan evening, tight enough that a runaway script stops. */
const CHANGES = { limit: 120, windowSeconds: 60 * 60 };
/** The panel shows what was held this long ago too. */
const PANEL_PAST_DAYS = 60;
/** Every Friday a year ahead and two months back fits. */
const PANEL_FRIDAYS = 70;

async function mosqueRow(db: Db, id: number) {
  const row = await mosqueById(db, id);
  if (!row) throw notFound(timesMessages.mosqueNotFound);
  return row;
}

async function countChange(db: Db, userId: number, now: Date) {
  const verdict = await hitRateLimit(db, `mosque-times:${userId}`, CHANGES, now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
}

const outOfWindow = () => invalid({ date: timesMessages.dateOutOfWindow }, timesMessages.dateOutOfWindow);

export const adminMosqueTimesActions: Controller = {
  get_mosque_times: adminAction({
    method: 'GET',
    input: MasjidIdQuery,
    who: 'staff',
    handle: async ({ db, input, now, requireMosque }) => {
      requireMosque(input.masjid_id);
      return ok(await mosqueTimes(db, await mosqueRow(db, input.masjid_id), now, { pastDays: PANEL_PAST_DAYS, fridays: PANEL_FRIDAYS }));
    },
  }),

  save_iqamah: adminAction({
    method: 'POST',
    input: IqamahForm,
    idempotent: true,
    who: 'staff',
    handle: async ({ db, input, user, now, requireMosque, audit }) => {
      requireMosque(input.masjid_id);
      const mosque = await mosqueRow(db, input.masjid_id);
      await countChange(db, user.id, now);
      await db.transaction(async (tx) => {
        const saved = await saveIqamah(tx, input, now);
        await audit({ action: 'save_iqamah', targetType: 'mosque', targetId: mosque.slug, masjidId: mosque.id, before: saved.before, after: saved.after }, tx);
      });
      return ok(await mosqueTimes(db, mosque, now, { pastDays: PANEL_PAST_DAYS, fridays: PANEL_FRIDAYS }), timesMessages.iqamahSaved);
    },
  }),

  save_friday: adminAction({
    method: 'POST',
    input: FridayForm,
    idempotent: true,
    who: 'staff',
    handle: async ({ db, input, user, now, requireMosque, audit }) => {
      requireMosque(input.masjid_id);
      const mosque = await mosqueRow(db, input.masjid_id);
      await countChange(db, user.id, now);
      const result = await db.transaction(async (tx) => {
        const saved = await saveFriday(tx, mosque, input, now);
        if (saved.ok) await audit({ action: 'save_friday', targetType: 'friday', targetId: String(saved.friday.id), masjidId: mosque.id, before: saved.before, after: saved.friday }, tx);
        return saved;
      });
      if (!result.ok) throw outOfWindow();
      return { data: result.friday, message: timesMessages.fridaySaved, status: result.before ? 200 : 201 };
    },
  }),

  remove_friday: adminAction({
    method: 'POST',
    input: RemoveByIdForm,
    idempotent: true,
    who: 'staff',
    handle: async ({ db, input, user, now, requireMosque, audit }) => {
      const row = await findFriday(db, input.id);
      if (!row) throw notFound(timesMessages.fridayNotFound);
      requireMosque(row.masjidId);
      await countChange(db, user.id, now);
      await db.transaction(async (tx) => {
        await removeFriday(tx, row.id);
        await audit({ action: 'remove_friday', targetType: 'friday', targetId: String(row.id), masjidId: row.masjidId, before: toFriday(row), after: null }, tx);
      });
      return ok({ id: row.id }, timesMessages.fridayRemoved);
    },
  }),

  add_special_day: adminAction({
    method: 'POST',
    input: SpecialDayForm,
    idempotent: true,
    who: 'staff',
    handle: async ({ db, input, user, now, requireMosque, audit }) => {
      requireMosque(input.masjid_id);
      const mosque = await mosqueRow(db, input.masjid_id);
      await countChange(db, user.id, now);
      const result = await db.transaction(async (tx) => {
        const added = await addSpecialDay(tx, mosque, input, now);
        if (added.ok) await audit({ action: 'add_special_day', targetType: 'special_day', targetId: String(added.day.id), masjidId: mosque.id, before: null, after: added.day }, tx);
        return added;
      });
      if (!result.ok) {
        if (result.reason === 'too-many') throw invalid({ date: timesMessages.tooManySpecialDays }, timesMessages.tooManySpecialDays);
        throw outOfWindow();
      }
      return { data: result.day, message: timesMessages.specialDayAdded, status: 201 };
    },
  }),

  remove_special_day: adminAction({
    method: 'POST',
    input: RemoveByIdForm,
    idempotent: true,
    who: 'staff',
    handle: async ({ db, input, user, now, requireMosque, audit }) => {
      const found = await findSpecialDay(db, input.id);
      if (!found) throw notFound(timesMessages.specialDayNotFound);
      requireMosque(found.masjidId);
      await countChange(db, user.id, now);
      await db.transaction(async (tx) => {
        await removeSpecialDay(tx, found.day.id);
        await audit({ action: 'remove_special_day', targetType: 'special_day', targetId: String(found.day.id), masjidId: found.masjidId, before: found.day, after: null }, tx);
      });
      return ok({ id: found.day.id }, timesMessages.specialDayRemoved);
    },
  }),
};
